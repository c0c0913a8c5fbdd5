import type { TCaseRequestRequest, TCaseType, TEntitySummary } from '@portal/domain';
import { namesTheCompany } from './new-case-form';
import { nameProblem, type TFormProblem } from './use-field-validation';

/** Longest remarks the server takes. */
export const REMARKS_MAX_LENGTH = 2000;

/** What a client typed on /new-request. */
export interface TRequestDraft {
  /** '' until chosen (preset when the client works with one firm only). */
  firmID: string;
  entity: TEntitySummary | null;
  companyEngName: string;
  companyChiName: string;
  remarks: string;
}

export const emptyRequestDraft = (firmID = ''): TRequestDraft => ({
  firmID,
  entity: null,
  companyEngName: '',
  companyChiName: '',
  remarks: '',
});

/** The fields the server may name in a refusal. */
export const REQUEST_FIELDS = [
  'firmID',
  'caseType',
  'companyID',
  'companyEngName',
  'companyChiName',
  'remarks',
] as const;
export type TRequestField = (typeof REQUEST_FIELDS)[number];

/** What is wrong with the request for this service, as the server would refuse it. */
export function checkRequest(
  type: TCaseType,
  draft: TRequestDraft,
): Partial<Record<TRequestField, TFormProblem>> {
  const problems: Partial<Record<TRequestField, TFormProblem>> = {};
  if (!draft.firmID) problems.firmID = 'firmRequired';
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
  if (draft.remarks.trim().length > REMARKS_MAX_LENGTH) problems.remarks = 'tooLong';
  for (const field of REQUEST_FIELDS) if (problems[field] === undefined) delete problems[field];
  return problems;
}

/** The POST /api/cases/requests body: only what the service uses, trimmed. */
export function buildRequestBody(type: TCaseType, draft: TRequestDraft): TCaseRequestRequest {
  const body: TCaseRequestRequest = { firmID: draft.firmID, caseType: type };
  if (namesTheCompany(type)) {
    if (draft.companyEngName.trim()) body.companyEngName = draft.companyEngName.trim();
    if (draft.companyChiName.trim()) body.companyChiName = draft.companyChiName.trim();
  } else if (draft.entity) {
    body.companyID = draft.entity.companyID;
  }
  if (draft.remarks.trim()) body.remarks = draft.remarks.trim();
  return body;
}
