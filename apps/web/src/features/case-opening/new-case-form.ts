import type { TCaseType, TCreateCaseRequest, TEntitySummary, TLanguage } from '@portal/domain';
import { emailProblem, nameProblem, type TFormProblem } from './use-field-validation';

/** What staff typed on /add-new-case; kept while they switch services, so nothing typed is lost. */
export interface TNewCaseDraft {
  companyEngName: string;
  companyChiName: string;
  entity: TEntitySummary | null;
  email: string;
  engFirstName: string;
  engLastName: string;
  language: TLanguage;
  /** '' leaves the caller in charge (the server's default). */
  staffInChargeUserID: string;
}

export const emptyNewCaseDraft = (language: TLanguage): TNewCaseDraft => ({
  companyEngName: '',
  companyChiName: '',
  entity: null,
  email: '',
  engFirstName: '',
  engLastName: '',
  language,
  staffInChargeUserID: '',
});

/** The fields the server may name in a refusal (400 VALIDATION_ERROR `field`). */
export const NEW_CASE_FIELDS = [
  'companyEngName',
  'companyChiName',
  'companyID',
  'client',
  'client.email',
  'client.engFirstName',
  'client.engLastName',
  'staffInChargeUserID',
] as const;
export type TNewCaseField = (typeof NEW_CASE_FIELDS)[number];

export type TNewCaseProblem = Exclude<TFormProblem, 'firmRequired'>;

/** Incorporation and entity migration name the company; renewal and amendment choose an entity. */
export const namesTheCompany = (type: TCaseType): boolean => type === 'MVP' || type === 'EM';

/**
 * Whether the form asks for the client: always when the company is named, and for an entity only
 * once one is chosen that has no linked client yet (that client is the point of contact otherwise).
 */
export function asksForClient(type: TCaseType, entity: TEntitySummary | null): boolean {
  if (namesTheCompany(type)) return true;
  return entity !== null && !entity.hasLinkedClient;
}

/** What is wrong with the draft for this service, field by field, as the server would refuse it. */
export function checkNewCase(
  type: TCaseType,
  draft: TNewCaseDraft,
): Partial<Record<TNewCaseField, TNewCaseProblem>> {
  const problems: Partial<Record<TNewCaseField, TNewCaseProblem>> = {};
  if (namesTheCompany(type)) {
    if (draft.companyEngName.trim() === '' && draft.companyChiName.trim() === '') {
      problems.companyEngName = 'eitherName';
    } else {
      problems.companyEngName = nameProblem(draft.companyEngName, false);
      problems.companyChiName = nameProblem(draft.companyChiName, false);
    }
  } else if (!draft.entity) {
    problems.companyID = 'entityRequired';
  }
  if (asksForClient(type, draft.entity)) {
    problems['client.email'] = emailProblem(draft.email);
    problems['client.engFirstName'] = nameProblem(draft.engFirstName);
    problems['client.engLastName'] = nameProblem(draft.engLastName);
  }
  for (const field of NEW_CASE_FIELDS) if (problems[field] === undefined) delete problems[field];
  return problems;
}

const optional = (value: string): string | undefined => value.trim() || undefined;

/** The POST /api/cases body for this service: only what the service uses, trimmed. */
export function buildCreateCaseBody(type: TCaseType, draft: TNewCaseDraft): TCreateCaseRequest {
  const body: TCreateCaseRequest = { caseType: type };
  if (namesTheCompany(type)) {
    body.companyEngName = optional(draft.companyEngName);
    body.companyChiName = optional(draft.companyChiName);
  } else if (draft.entity) {
    body.companyID = draft.entity.companyID;
  }
  if (asksForClient(type, draft.entity)) {
    body.client = {
      email: draft.email.trim(),
      engFirstName: draft.engFirstName.trim(),
      engLastName: draft.engLastName.trim(),
      language: draft.language,
    };
  }
  if (draft.staffInChargeUserID) body.staffInChargeUserID = draft.staffInChargeUserID;
  // Leave out what is not given, so the JSON carries only the fields the service needs.
  for (const key of Object.keys(body) as (keyof TCreateCaseRequest)[]) {
    if (body[key] === undefined) delete body[key];
  }
  return body;
}

/**
 * Whether opening the case mailed an invitation code at once: incorporation, and a renewal or
 * amendment that invites a client. Entity migration mails it when the entity form is completed.
 */
export const invitationMailedOnOpening = (body: TCreateCaseRequest): boolean =>
  body.client !== undefined && body.caseType !== 'EM';
