import type { FastifyInstance } from 'fastify';
import type { TCaseDetail, TCompleteTaskResponse, TDueDiligenceView, TTaskActionKey } from '@portal/domain';
import type { TDb } from '../db/database.js';
import { checkedDueDiligence, plainRiskFactors } from '../cli/demo-steps.js';
import { kit, type TSignedIn } from './case-kit.js';

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

  return {
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
      return k.complete(caseId, keys.crossCheck, officer, { result: { checkedItems: [] } });
    },

    /** The invoice issued with government and service fees. */
    async invoice(caseId: string, officer: TSignedIn): Promise<TCompleteTaskResponse> {
      return k.complete(caseId, 'T_PAYMENT_INVOICE', officer, {
        result: { lines: [{ description: 'Government fees', amountHKD: 1720 }] },
      });
    },

    /** The client pays by bank transfer and the officer confirms receipt. */
    async payment(caseId: string, client: TSignedIn, _officer: TSignedIn): Promise<TCompleteTaskResponse> {
      return k.complete(caseId, 'T_PAYMENT_PAY', client, {
        result: { paymentMethod: 'BANK_TRANSFER', reference: 'HSBC-889201' },
      });
    },

    /** Filing recorded with its date and the registry's reference. */
    async filing(
      caseId: string,
      officer: TSignedIn,
      filing = { filingDate: '2026-11-20', registryReference: 'NNC1-2026-88123' },
    ): Promise<TCompleteTaskResponse> {
      const keys = await keysOf(caseId, officer);
      return k.complete(caseId, keys.filing, officer, { result: filing });
    },

    /** The incorporation's particulars recorded; the case completes and the entity becomes active. */
    async completion(
      caseId: string,
      officer: TSignedIn,
      particulars = { companyNumber: '3456789', brn: '76543210', incorporationDate: '2026-11-21' },
    ): Promise<TCompleteTaskResponse> {
      return k.complete(caseId, 'CASE_COMPLETION', officer, { result: particulars });
    },
  };
}
