import type { FastifyInstance } from 'fastify';
import {
  hongKongDate,
  type TCaseBilling,
  type TCaseDetail,
  type TCaseDocuments,
  type TCompleteTaskResponse,
  type TCrossCheckView,
  type TDueDiligenceView,
  type TInvoice,
  type TPayment,
  type TRenewalSection,
  type TTaskActionKey,
  RENEWAL_SECTIONS,
} from '@portal/domain';
import type { TDb } from '../db/database.js';
import { checkedDueDiligence, plainRiskFactors } from '../cli/demo-steps.js';
import { buildBillingSettings } from './billing-kit.js';
import { kit, PDF_BYTES, PNG_BYTES, upload, type TSignedIn } from './case-kit.js';

/**
 * The firm's steps of an incorporation or a renewal, one function each: every function records what
 * its step needs through the API, as the step's screen does, and completes the step's task. Tests
 * that are about something else walk a case with these, so a change to how a step is recorded is made
 * here once.
 */

type TStepKeys = {
  dueDiligence: TTaskActionKey;
  risk: TTaskActionKey;
  crossCheck: TTaskActionKey;
  filing: TTaskActionKey;
};
const KEYS: Record<'MVP' | 'AR', TStepKeys> = {
  MVP: { dueDiligence: 'DD_CS_FORM', risk: 'DD_CO_FORM', crossCheck: 'DD_S_FORM', filing: 'CASE_FILING' },
  AR: { dueDiligence: 'T_AR_S_I', risk: 'T_AR_CO_CHECK', crossCheck: 'T_AR_S_CHECK', filing: 'T_AR_FILING' },
};

export interface TRiskChoice {
  rating: 'LOW' | 'MEDIUM' | 'HIGH';
  reasons: string;
}

/** A due-diligence record that ticks every check, from what the stakeholder gave (POST /api/compliance). */
export const dueDiligenceRecord = checkedDueDiligence;

export function caseSteps(app: FastifyInstance, db: TDb) {
  const k = kit(app, db);
  const keysOf = async (caseId: string, staff: TSignedIn): Promise<TStepKeys> => {
    const d = await k.detail(caseId, staff.token);
    return KEYS[d.caseType === 'AR' ? 'AR' : 'MVP'];
  };
  const dueDiligenceView = (caseId: string, staff: TSignedIn) =>
    k.ok<TDueDiligenceView>('GET', `/api/cases/${caseId}/due-diligence`, staff.token);

  /** A new proof of address (a PDF issued today) given for a T_AR_SH_U_ADDR task, which then completes. */
  const addressProof = async (taskId: string, caseId: string, who: TSignedIn) => {
    const scan = await upload(app, who.token, { caseID: caseId }, [
      { name: 'utility-bill.pdf', type: 'application/pdf', data: PDF_BYTES },
    ]);
    await k.ok('PUT', `/api/tasks/${taskId}/address-proof`, who.token, {
      kind: 'NEW',
      fileID: scan.json<{ fileID: string }>().fileID,
      documentType: 'UTILITY_BILL',
      issueDate: hongKongDate(new Date()),
    });
    return k.ok<TCompleteTaskResponse>('POST', `/api/tasks/${taskId}/complete`, who.token, {
      result: { confirmed: true },
    });
  };

  return {
    addressProof,

    /**
     * The client's confirmation of a renewal: every part of the return confirmed (or changed as
     * given), a proof of address for each stakeholder the client answers for, and T_AR_A_POC completed.
     */
    async renewalConfirmation(
      caseId: string,
      client: TSignedIn,
      changed: Partial<Record<TRenewalSection, { note: string; effectiveDate: string }>> = {},
    ): Promise<TCompleteTaskResponse> {
      for (const section of RENEWAL_SECTIONS) {
        const change = changed[section];
        await k.ok(
          'PUT',
          `/api/cases/${caseId}/renewal/sections/${section}`,
          client.token,
          change ? { status: 'CHANGED', ...change } : { status: 'CONFIRMED' },
        );
      }
      const d = await k.detail(caseId, client.token);
      for (const t of d.tasks.filter(
        (x) =>
          x.taskActionKey === 'T_AR_SH_U_ADDR' && x.status === 'IN_PROGRESS' && x.taskUserID === client.id,
      ))
        await addressProof(t.taskID, caseId, client);
      return k.complete(caseId, 'T_AR_A_POC', client);
    },

    /** The Registry's acknowledgement recorded with the filed NAR1; the renewal completes. */
    async renewalCompletion(
      caseId: string,
      officer: TSignedIn,
      deliveredDate = hongKongDate(new Date()),
    ): Promise<TCompleteTaskResponse> {
      const filed = await upload(app, officer.token, { caseID: caseId }, [
        { name: 'nar1-filed.pdf', type: 'application/pdf', data: PDF_BYTES },
      ]);
      await k.ok('PUT', `/api/cases/${caseId}/renewal/acknowledgement`, officer.token, {
        deliveredDate,
        method: 'E_REGISTRY',
        reference: 'AR-2026-55102',
        feePaidCents: 10_500,
        filedReturnFileID: filed.json<{ fileID: string }>().fileID,
      });
      return k.complete(caseId, 'T_AR_COMPLETION', officer);
    },

    /**
     * A due-diligence record for every person of the tree (owners of corporates included), identity
     * and address checked and screened; completes the officer's task.
     */
    async dueDiligence(caseId: string, officer: TSignedIn): Promise<TCompleteTaskResponse> {
      const keys = await keysOf(caseId, officer);
      const view = await dueDiligenceView(caseId, officer);
      for (const s of view.stakeholders)
        await k.ok('POST', '/api/compliance', officer.token, dueDiligenceRecord(caseId, s));
      return k.complete(caseId, keys.dueDiligence, officer);
    },

    /**
     * The reviewer takes the risk review (when someone else or nobody has it), records the risk
     * assessment from the case's suggested factors and the firm's own answers, and approves it.
     */
    async riskAssessment(
      caseId: string,
      reviewer: TSignedIn,
      choice: TRiskChoice = { rating: 'LOW', reasons: 'Local individuals, simple structure.' },
    ): Promise<TCompleteTaskResponse> {
      const keys = await keysOf(caseId, reviewer);
      const d: TCaseDetail = await k.detail(caseId, reviewer.token);
      const task = d.tasks.find((t) => t.taskActionKey === keys.risk && t.status === 'IN_PROGRESS');
      if (task && task.taskUserID !== reviewer.id)
        await k.ok('POST', `/api/tasks/${task.taskID}/claim`, reviewer.token);
      const view = await dueDiligenceView(caseId, reviewer);
      await k.ok('POST', '/api/compliance', reviewer.token, {
        complianceType: 'RISK_ASSESSMENT',
        caseID: caseId,
        factors: plainRiskFactors(view.suggestedFactors),
        rating: choice.rating,
        reasons: choice.reasons,
      });
      return k.complete(caseId, keys.risk, reviewer);
    },

    /** Every generated form and uploaded document ticked as checked. */
    async crossCheck(caseId: string, officer: TSignedIn): Promise<TCompleteTaskResponse> {
      const keys = await keysOf(caseId, officer);
      const view = await k.ok<TCrossCheckView>('GET', `/api/cases/${caseId}/cross-check`, officer.token);
      for (const item of view.items.filter((i) => i.mark?.status !== 'CHECKED')) {
        await k.ok('POST', `/api/cases/${caseId}/cross-check/marks`, officer.token, {
          itemType: item.itemType,
          itemID: item.itemID,
          status: 'CHECKED',
        });
      }
      return k.complete(caseId, keys.crossCheck, officer);
    },

    /**
     * The invoice issued with the suggested government and service fees (the firm's bank details set
     * up first when it has none); issuing completes the officer's invoice task.
     */
    async invoice(caseId: string, officer: TSignedIn): Promise<TInvoice> {
      if (officer.firmId) await buildBillingSettings(db, officer.firmId);
      const billing = await k.ok<TCaseBilling>('GET', `/api/cases/${caseId}/billing`, officer.token);
      if (!billing.draft) throw new Error(`no invoice to issue at ${billing.step}`);
      return k.ok<TInvoice>(
        'POST',
        `/api/cases/${caseId}/invoices`,
        officer.token,
        { lines: billing.draft.suggestedLines },
        201,
      );
    },

    /** The client pays by bank transfer and uploads the proof; the officer confirms receipt. */
    async payment(caseId: string, client: TSignedIn, officer: TSignedIn): Promise<TPayment> {
      const billing = await k.ok<TCaseBilling>('GET', `/api/cases/${caseId}/billing`, client.token);
      if (!billing.invoice) throw new Error('no invoice to pay');
      const proof = await upload(app, client.token, { caseID: caseId }, [
        { name: 'bank-transfer.png', type: 'image/png', data: PNG_BYTES },
      ]);
      const submitted = await k.ok<TPayment>(
        'POST',
        `/api/invoices/${billing.invoice.invoiceID}/payments`,
        client.token,
        {
          proofFileIDs: [proof.json<{ fileID: string }>().fileID],
          reference: 'HSBC-889201',
          paidDate: hongKongDate(new Date()),
        },
        201,
      );
      return k.ok<TPayment>('POST', `/api/payments/${submitted.paymentID}/confirm`, officer.token, {});
    },

    /**
     * Every signature the case's documents still need, as paper-signed copies recorded by the firm
     * (the stakeholders of these tests have no accounts); the signing tasks then complete.
     */
    async paperSignAll(caseId: string, staff: TSignedIn): Promise<void> {
      const view = await k.ok<TCaseDocuments>('GET', `/api/cases/${caseId}/documents`, staff.token);
      for (const d of view.documents) {
        for (const s of d.signatories.filter((x) => !x.signed)) {
          const scan = await upload(app, staff.token, { caseID: caseId }, [
            { name: `signed-${d.kind}-${s.holderID}.pdf`, type: 'application/pdf', data: PDF_BYTES },
          ]);
          await k.ok('POST', `/api/cases/${caseId}/documents/${d.documentID}/paper-signatures`, staff.token, {
            holderID: s.holderID,
            fileID: scan.json<{ fileID: string }>().fileID,
          });
        }
      }
    },

    /**
     * An amendment from its recorded changes to the end: cross-check, invoice and payment when the
     * firm charges, paper signatures, the filing; each step only when the case stands at it.
     */
    async amendmentToEnd(caseId: string, officer: TSignedIn, client: TSignedIn): Promise<TCaseDetail> {
      const at = async () => (await k.detail(caseId, officer.token)).step;
      if ((await at()) === 'AMD_S_CHECK') await this.crossCheck(caseId, officer);
      if ((await at()) === 'AMD_PAYMENT') {
        await this.invoice(caseId, officer);
        await this.payment(caseId, client, officer);
      }
      if ((await at()) === 'AMD_DOC_S') await this.paperSignAll(caseId, officer);
      if ((await at()) === 'AMD_FILING')
        await this.filing(caseId, officer, {
          filingDate: hongKongDate(new Date()),
          registryReference: 'ND2A-2026-1',
        });
      return k.detail(caseId, officer.token);
    },

    /** Filing recorded with its date and the registry's reference. */
    async filing(
      caseId: string,
      officer: TSignedIn,
      filing = { filingDate: hongKongDate(new Date()), registryReference: 'NNC1-2026-88123' },
    ): Promise<TCompleteTaskResponse> {
      const keys = await keysOf(caseId, officer);
      await k.ok('PUT', `/api/cases/${caseId}/filing`, officer.token, {
        ...filing,
        filingMethod: 'E_REGISTRY',
      });
      return k.complete(caseId, keys.filing, officer);
    },

    /**
     * The incorporation's particulars and both certificates recorded; the case completes and the
     * entity becomes active.
     */
    async completion(
      caseId: string,
      officer: TSignedIn,
      particulars = {
        companyNumber: '3456789',
        brn: '76543210',
        incorporationDate: hongKongDate(new Date()),
      },
    ): Promise<TCompleteTaskResponse> {
      const certificate = await upload(app, officer.token, { caseID: caseId }, [
        { name: 'certificate-of-incorporation.pdf', type: 'application/pdf', data: PDF_BYTES },
      ]);
      const brc = await upload(app, officer.token, { caseID: caseId }, [
        { name: 'business-registration.pdf', type: 'application/pdf', data: PDF_BYTES },
      ]);
      await k.ok('PUT', `/api/cases/${caseId}/completion`, officer.token, {
        ...particulars,
        certificateFileID: certificate.json<{ fileID: string }>().fileID,
        brCertificateFileID: brc.json<{ fileID: string }>().fileID,
      });
      return k.complete(caseId, 'CASE_COMPLETION', officer);
    },
  };
}
