import type {
  TComplianceCreateRequest,
  TDueDiligenceDetails,
  TDueDiligenceStakeholder,
  TDueDiligenceView,
  TRiskFactors,
  TRiskRating,
} from '@portal/domain';
import { formatHKD, hongKongDate, type TTaskActionKey } from '@portal/domain';
import type { TDb } from '../db/database.js';
import type { TAuthContext, TRequestMeta } from '../modules/auth/auth.service.js';
import { issueInvoice } from '../modules/billing/billing.service.js';
import { caseBilling } from '../modules/billing/case-billing.js';
import { paymentProviders } from '../modules/billing/offline-provider.js';
import { decidePayment, submitPayment } from '../modules/billing/payments.service.js';
import { createComplianceRecord } from '../modules/compliance/compliance.service.js';
import { getDueDiligenceView } from '../modules/compliance/due-diligence.service.js';
import { claimTaskById, completeTaskById } from '../modules/tasks/tasks.service.js';
import { crossCheckView, markCrossCheckItem } from '../modules/cross-check/cross-check.service.js';
import type { TFileStore } from '../modules/files/file-store.js';
import { storeDemoProof } from './demo-proof.js';

/**
 * The firm's steps of an incorporation or a renewal for the demo data, one function each, through the same
 * services the API calls: each records what its step needs and completes the step's task.
 */

type TActor = Pick<TAuthContext, 'userId' | 'userType' | 'firmId' | 'language'>;

export interface TDemoStepDeps {
  db: TDb;
  store: TFileStore;
  publicUrl: string;
  meta: TRequestMeta;
}

export function demoSteps(deps: TDemoStepDeps) {
  const { db, meta } = deps;
  const billing = () => ({
    db,
    publicUrl: deps.publicUrl,
    store: deps.store,
    providers: paymentProviders(),
    stripe: undefined,
  });
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
  // An annual renewal has its own keys for the same steps.
  const keyOf = async (caseId: string, mvp: TTaskActionKey, ar: TTaskActionKey) =>
    (await db.selectFrom('cases').select('case_type').where('id', '=', caseId).executeTakeFirstOrThrow())
      .case_type === 'AR'
      ? ar
      : mvp;
  return {
    complete,
    /** A due-diligence record for every person of the tree, then the officer's task completed. */
    async dueDiligence(caseId: string, officer: TActor) {
      const view = await getDueDiligenceView(db, officer, caseId);
      for (const s of view.stakeholders)
        await createComplianceRecord(db, officer, checkedDueDiligence(caseId, s));
      return complete(caseId, officer, await keyOf(caseId, 'DD_CS_FORM', 'T_AR_S_I'));
    },
    /** The reviewer takes the review, records the risk assessment from the case's factors and approves it. */
    async riskAssessment(caseId: string, reviewer: TActor, rating: TRiskRating, reasons: string) {
      const key = await keyOf(caseId, 'DD_CO_FORM', 'T_AR_CO_CHECK');
      await claimTaskById(deps, reviewer, meta, await openTaskOf(caseId, key));
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
      return complete(caseId, reviewer, key);
    },
    async crossCheck(caseId: string, officer: TActor) {
      const view = await crossCheckView(deps, officer, caseId);
      for (const item of view.items) {
        await markCrossCheckItem(deps, officer, meta, caseId, {
          itemType: item.itemType,
          itemID: item.itemID,
          status: 'CHECKED',
        });
      }
      return complete(caseId, officer, await keyOf(caseId, 'DD_S_FORM', 'T_AR_S_CHECK'));
    },
    /** The invoice issued with the suggested lines (the firm's settings); completes the invoice task. */
    async invoice(caseId: string, officer: TActor) {
      const view = await caseBilling(billing(), officer, caseId);
      if (!view.draft) throw new Error(`no invoice to issue at ${view.step}`);
      return issueInvoice(billing(), officer, meta, caseId, { lines: view.draft.suggestedLines });
    },
    /** The client's transfer with a bank advice as proof; the officer confirms receipt. */
    async payment(caseId: string, client: TActor, officer: TActor) {
      const view = await caseBilling(billing(), client, caseId);
      const invoice = view.invoice;
      if (!invoice) throw new Error('no invoice to pay');
      const paidDate = hongKongDate(new Date());
      const proof = await storeDemoProof(
        db,
        billing().store,
        client,
        { caseId, firmId: officer.firmId ?? '' },
        { reference: 'HSBC-889201', amount: formatHKD(invoice.totalCents), paidDate },
      );
      const submitted = await submitPayment(billing(), client, meta, invoice.invoiceID, {
        proofFileIDs: [proof],
        reference: 'HSBC-889201',
        paidDate,
      });
      return decidePayment(billing(), officer, meta, submitted.paymentID, { confirm: true, note: null });
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
