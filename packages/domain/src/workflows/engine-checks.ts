/**
 * The checks a task must pass before it may be completed, each answering with its own typed refusal
 * (code and what is missing), so the moves need no special case per check.
 */
import type { TActor, TCaseFacts, TEngineTask } from './engine.types.js';
import { definitionOf, stepSpec } from './engine-steps.js';
import type { TCaseType, TCheckKey, TRefusal, TTaskOutcome, TWorkflowDefinition } from './workflow.types.js';

/** A refusal of the given kind and code; `extra` adds the check and what is missing. */
export function refuse(
  kind: TRefusal['kind'],
  code: TRefusal['code'],
  extra: Partial<TRefusal> = {},
): TRefusal {
  return { ok: false, kind, code, ...extra };
}

/** Each check's test over the facts: a refusal when unmet, null when met. */
export const CHECK_FAILS: Record<TCheckKey, (facts: TCaseFacts, actor: TActor) => TRefusal | null> = {
  caseInformationValid: (f) => unmet('caseInformationValid', '15001', f.caseInformationProblems),
  entityInformationValid: (f) => unmet('entityInformationValid', '15001', f.entityInformationProblems),
  dueDiligenceComplete: (f) => {
    if (!f.dueDiligence) return precondition('dueDiligenceComplete', '18004', []);
    const noRecord = f.dueDiligence.filter((s) => s.record === null).map((s) => s.name);
    if (noRecord.length > 0) return precondition('dueDiligenceComplete', '18004', noRecord);
    // 18008: the identity document or the proof of address not ticked as checked.
    const unchecked = f.dueDiligence
      .filter((s) => s.record && !(s.record.identityDocumentChecked && s.record.addressProofChecked))
      .map((s) => s.name);
    if (unchecked.length > 0) return precondition('dueDiligenceComplete', '18008', unchecked);
    const unscreened = f.dueDiligence
      .filter((s) => s.record && !s.record.nameScreeningDone)
      .map((s) => s.name);
    if (unscreened.length > 0) return precondition('dueDiligenceComplete', '18012', unscreened);
    return null;
  },
  riskAssessed: (f, actor) => {
    if (!f.riskAssessment) return precondition('riskAssessed', '18004', ['riskAssessment']);
    if (f.riskAssessment.rating === 'HIGH' && actor.userType !== 'SYSTEM_ADMIN') {
      return refuse('NOT_ALLOWED', 'HIGH_RISK_NEEDS_ADMIN', { check: 'riskAssessed' });
    }
    return null;
  },
  documentsCrossChecked: (f) => unmet('documentsCrossChecked', '15001', f.documentsUnchecked),
  invoiceIssued: (f) =>
    f.invoiceIssued === true ? null : precondition('invoiceIssued', '15001', ['invoice']),
  invoicePaid: (f) => (f.invoicePaid === true ? null : precondition('invoicePaid', '15001', ['payment'])),
  signaturesCaptured: (f) => unmet('signaturesCaptured', '15001', f.signaturesMissing),
  filingRecorded: (f) =>
    f.filingRecorded === true ? null : precondition('filingRecorded', '15001', ['filing']),
  incorporationRecorded: (f) => unmet('incorporationRecorded', '15001', f.incorporationMissing),
  amendmentRecorded: (f) =>
    f.amendmentRecorded === true ? null : precondition('amendmentRecorded', '15001', ['amendment']),
  renewalConfirmed: (f) => unmet('renewalConfirmed', '15001', f.renewalSectionsUnanswered),
  acknowledgementRecorded: (f) => unmet('acknowledgementRecorded', '15001', f.acknowledgementMissing),
  stakeholderConfirmed: (f) =>
    f.stakeholderConfirmed === true ? null : precondition('stakeholderConfirmed', '15001', ['stakeholder']),
};

function precondition(check: TCheckKey, code: TRefusal['code'], missing: readonly string[]): TRefusal {
  return refuse('PRECONDITION_UNMET', code, { check, missing });
}

/** A list of problems: unmet when absent (not gathered) or non-empty. */
function unmet(
  check: TCheckKey,
  code: TRefusal['code'],
  problems: readonly string[] | undefined,
): TRefusal | null {
  if (problems === undefined) return precondition(check, code, []);
  return problems.length === 0 ? null : precondition(check, code, problems);
}

/** The checks and outcomes of a task as its workflow defines them (a side task only approves). */
export function specOfTask(
  def: TWorkflowDefinition,
  task: TEngineTask,
): { checks: readonly TCheckKey[]; outcomes: readonly TTaskOutcome[] } {
  if (task.step === null) {
    const side = def.sideTasks.find((s) => s.actionKey === task.actionKey);
    return { checks: side?.checks ?? [], outcomes: ['APPROVE'] };
  }
  const spec = stepSpec(def, task.step)?.tasks.find(
    (t) => t.actionKey === task.actionKey && t.assignee === task.assigneeRole,
  );
  return { checks: spec?.checks ?? [], outcomes: spec?.outcomes ?? ['APPROVE'] };
}

/** The checks a task must pass, for screens that show what is still missing. */
export function checksOfTask(
  caseType: TCaseType,
  task: Pick<TEngineTask, 'step' | 'actionKey' | 'assigneeRole'>,
): readonly TCheckKey[] {
  return specOfTask(definitionOf(caseType), {
    ...task,
    taskID: '',
    status: 'IN_PROGRESS',
    taskUserID: null,
    holderID: null,
  }).checks;
}

/** The outcomes a task accepts (APPROVE, and RETURN for review tasks). */
export function outcomesOfTask(
  caseType: TCaseType,
  task: Pick<TEngineTask, 'step' | 'actionKey' | 'assigneeRole'>,
): readonly TTaskOutcome[] {
  return specOfTask(definitionOf(caseType), {
    ...task,
    taskID: '',
    status: 'IN_PROGRESS',
    taskUserID: null,
    holderID: null,
  }).outcomes;
}
