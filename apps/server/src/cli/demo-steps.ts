import type {
  TComplianceCreateRequest,
  TDueDiligenceDetails,
  TDueDiligenceStakeholder,
  TDueDiligenceView,
  TRiskFactors,
  TRiskRating,
  TTaskActionKey,
} from '@portal/domain';
import type { TDb } from '../db/database.js';
import type { TAuthContext, TRequestMeta } from '../modules/auth/auth.service.js';
import { createComplianceRecord } from '../modules/compliance/compliance.service.js';
import { getDueDiligenceView } from '../modules/compliance/due-diligence.service.js';
import { claimTaskById, completeTaskById } from '../modules/tasks/tasks.service.js';

/**
 * The firm's steps of an incorporation for the demo data, one function each, through the same
 * services the API calls: each records what its step needs and completes the step's task.
 */

type TActor = Pick<TAuthContext, 'userId' | 'userType' | 'firmId' | 'language'>;

export interface TDemoStepDeps {
  db: TDb;
  publicUrl: string;
  meta: TRequestMeta;
}

export function demoSteps(deps: TDemoStepDeps) {
  const { db, meta } = deps;
  const openTaskOf = async (caseId: string, key: TTaskActionKey) =>
    (
      await db
        .selectFrom('tasks')
        .select('id')
        .where('case_id', '=', caseId)
        .where('action_key', '=', key)
        .where('status', '=', 'IN_PROGRESS')
        .executeTakeFirstOrThrow()
    ).id;
  const complete = async (
    caseId: string,
    by: TActor,
    key: TTaskActionKey,
    result?: Record<string, unknown>,
  ) => completeTaskById(deps, by, meta, await openTaskOf(caseId, key), { result });
  return {
    complete,
    /** A due-diligence record for every person of the tree, then the officer's task completed. */
    async dueDiligence(caseId: string, officer: TActor) {
      const view = await getDueDiligenceView(db, officer, caseId);
      for (const s of view.stakeholders)
        await createComplianceRecord(db, officer, checkedDueDiligence(caseId, s));
      return complete(caseId, officer, 'DD_CS_FORM');
    },
    /** The reviewer takes the review, records the risk assessment from the case's factors and approves it. */
    async riskAssessment(caseId: string, reviewer: TActor, rating: TRiskRating, reasons: string) {
      await claimTaskById(deps, reviewer, meta, await openTaskOf(caseId, 'DD_CO_FORM'));
      const view = await getDueDiligenceView(db, reviewer, caseId);
      await createComplianceRecord(db, reviewer, {
        complianceType: 'RISK_ASSESSMENT',
        caseID: caseId,
        factors: plainRiskFactors(view.suggestedFactors),
        rating,
        reasons,
        remarks: '',
        recordDocs: [],
      });
      return complete(caseId, reviewer, 'DD_CO_FORM');
    },
    async crossCheck(caseId: string, officer: TActor) {
      return complete(caseId, officer, 'DD_S_FORM', { checkedItems: [] });
    },
    async invoice(caseId: string, officer: TActor) {
      return complete(caseId, officer, 'T_PAYMENT_INVOICE', {
        lines: [
          { description: 'Government fees', amountHKD: 1720 },
          { description: 'Service fee', amountHKD: 3800 },
        ],
      });
    },
    async payment(caseId: string, client: TActor, _officer: TActor) {
      return complete(caseId, client, 'T_PAYMENT_PAY', {
        paymentMethod: 'BANK_TRANSFER',
        reference: 'HSBC-889201',
      });
    },
  };
}

type TDueDiligenceRequest = Extract<TComplianceCreateRequest, { complianceType: 'DUE_DILIGENCE' }>;

/** A due-diligence record of one stakeholder that ticks every check, from the particulars they gave. */
export function checkedDueDiligence(
  caseID: string,
  s: TDueDiligenceStakeholder,
  overrides: Partial<TDueDiligenceDetails> = {},
): TDueDiligenceRequest {
  const corporate = s.holderType === 'C';
  const issuer = (corporate ? s.particulars.jurisdiction : s.particulars.idIssuer) ?? 'HKG';
  return {
    complianceType: 'DUE_DILIGENCE',
    caseID,
    holderID: s.holderID,
    remarks: corporate
      ? 'Certificate of incorporation and register of members seen.'
      : 'Identity document seen in the original.',
    recordDocs: [],
    dueDiligence: {
      identityDocument: {
        documentType: corporate ? 'CERTIFICATE_OF_INCORPORATION' : issuer === 'HKG' ? 'HKID' : 'PASSPORT',
        number: (corporate ? s.particulars.regNum : s.particulars.idNum) ?? 'A1234563',
        issuingCountry: issuer,
        expiryDate: null,
        checked: true,
      },
      addressProof: {
        documentType: corporate ? 'REGISTERED_OFFICE_RECORD' : 'UTILITY_BILL',
        issueDate: '2026-10-02',
        checked: true,
      },
      screening: {
        done: true,
        listsChecked: ['UN', 'OFAC', 'PEP'],
        result: 'NO_MATCH',
        checkedDate: '2026-11-20',
      },
      ...overrides,
    },
  };
}

/** The factors the case shows, with the plainest of the firm's own answers (revenue, funds, channel). */
export function plainRiskFactors(
  suggested: TDueDiligenceView['suggestedFactors'],
  overrides: Partial<TRiskFactors> = {},
): TRiskFactors {
  const { pepNames: _names, ...shown } = suggested;
  return {
    ...shown,
    revenueBand: 'UNDER_500K',
    sourceOfFunds: 'VERIFIED',
    deliveryChannel: 'FACE_TO_FACE',
    ...overrides,
  };
}
