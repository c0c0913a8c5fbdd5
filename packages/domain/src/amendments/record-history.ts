import type { TFormIssue } from '../case-form/form-messages.js';
import type { TCaseInformation } from '../schemas/case-information.js';
import type { TAmendmentChange } from './amendment-changes.js';
import { applyChange } from './apply-change.js';

/**
 * A company's records at any date, from its first records (the incorporation's, or those taken over)
 * and the changes applied since, each at its effective date. Nothing keeps a copy of the records per
 * change: the registers, the records as at an annual return's date and the check of a new amendment
 * all replay the same history, so a change recorded late (effective months ago) takes its place in
 * time and every later change is judged again after it.
 */

/** A change already applied to the records (an entry of the entity's history). */
export interface TRecordedChange {
  change: TAmendmentChange & { effectiveDate: string };
  /** The order it was applied in, for changes of the same date (the history entry's id). */
  order: number;
}

export interface TRecordsBase {
  info: TCaseInformation;
  /** The date the first records hold from (the incorporation date). */
  date: string;
}

/** The records from one date on, up to the next state's date. */
export interface TRecordsState {
  date: string;
  info: TCaseInformation;
}

/**
 * On one date, appointments come before cessations, so an outgoing secretary or director may be
 * replaced on the day they leave; otherwise changes keep the order they were made in.
 */
function rankOf(change: TAmendmentChange): number {
  if (change.type !== 'CHANGE_DIRECTOR' && change.type !== 'CHANGE_COMSEC_OR_DR') return 1;
  return change.action === 'APPOINT' ? 0 : change.action === 'CEASE' ? 2 : 1;
}

interface TQueued {
  change: TAmendmentChange;
  date: string;
  rank: number;
  order: number;
  /** Where problems are named: 'changes.N' for a draft's change, null for a recorded one. */
  path: string | null;
}

function byTime(a: TQueued, b: TQueued): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return a.rank - b.rank || a.order - b.order;
}

/** The states of the records, one per date something changed, oldest first. */
export function recordStates(base: TRecordsBase, recorded: readonly TRecordedChange[]): TRecordsState[] {
  return replay(base, recorded, [], '9999-12-31').states;
}

/** The records as they stood at the end of `date` (no one in them before the first records' date). */
export function recordsAsAt(
  base: TRecordsBase,
  recorded: readonly TRecordedChange[],
  date: string,
): TCaseInformation {
  let info: TCaseInformation = { ...base.info, stakeholders: [] };
  for (const state of recordStates(base, recorded)) if (state.date <= date) info = state.info;
  return info;
}

/**
 * The problems of a drafted amendment against the company's history: each drafted change judged on
 * its date after everything before it, and every recorded change after it judged again (a backdated
 * transfer must not take shares a later recorded transfer already moved).
 */
export function amendmentIssues(
  base: TRecordsBase,
  recorded: readonly TRecordedChange[],
  drafted: readonly TAmendmentChange[],
  today: string,
): TFormIssue[] {
  return replay(base, recorded, drafted, today).issues;
}

/** The records after the drafted changes too (what completing the amendment makes them). */
export function recordsAfter(
  base: TRecordsBase,
  recorded: readonly TRecordedChange[],
  drafted: readonly TAmendmentChange[],
  today: string,
): TCaseInformation {
  const { states } = replay(base, recorded, drafted, today);
  return states.at(-1)?.info ?? base.info;
}

function replay(
  base: TRecordsBase,
  recorded: readonly TRecordedChange[],
  drafted: readonly TAmendmentChange[],
  today: string,
): { states: TRecordsState[]; issues: TFormIssue[] } {
  const queue: TQueued[] = [
    ...recorded.map((r) => ({
      change: r.change,
      date: r.change.effectiveDate,
      rank: rankOf(r.change),
      order: r.order,
      path: null,
    })),
    ...drafted.map((change, i) => ({
      change,
      // A drafted change with no usable date is judged (and refused) before anything else.
      date: change.effectiveDate ?? '0000-01-01',
      rank: rankOf(change),
      order: Number.MAX_SAFE_INTEGER - drafted.length + i,
      path: `changes.${i}`,
    })),
  ].sort(byTime);
  const issues: TFormIssue[] = [];
  const states: TRecordsState[] = [{ date: base.date, info: base.info }];
  let info = base.info;
  let draftedBefore: string | null = null;
  for (const item of queue) {
    const applied = applyChange(info, item.change, {
      incorporationDate: base.date,
      // A recorded change was judged on the day it was recorded; only its fit with the rest is new.
      today: item.path ? today : '9999-12-31',
      path: item.path ?? 'history',
    });
    if (item.path) {
      issues.push(...applied.issues);
      if (applied.issues.length === 0) draftedBefore ??= item.path;
    } else if (applied.issues.length > 0 && draftedBefore) {
      // A recorded change that no longer fits: the earliest drafted change before it is the cause.
      issues.push({ path: draftedBefore, key: 'conflictsWithLaterChange' });
      draftedBefore = null;
    }
    info = applied.info;
    const last = states.at(-1);
    if (last && last.date === item.date) last.info = info;
    else states.push({ date: item.date, info });
  }
  return { states: states.filter((s) => s.date !== '0000-01-01'), issues: dedupe(issues) };
}

function dedupe(issues: TFormIssue[]): TFormIssue[] {
  const seen = new Set<string>();
  return issues.filter((i) => {
    const key = `${i.path}|${i.key}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
