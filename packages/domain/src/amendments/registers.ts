import { ownershipOf } from '../case-form/case-check.js';
import { holderName, type THolder, type TRoleFlag } from '../case-form/holder.js';
import type { TCaseInformation } from '../schemas/case-information.js';
import { anyHolder, holdsRole } from './holder-edits.js';
import type { TRecordsState } from './record-history.js';

/**
 * The statutory registers of a company as at any date (Cap. 622: members s.627, directors s.641,
 * secretaries s.648, significant controllers s.653H), built from the states of its records
 * (record-history.ts). Each entry runs from the date it began to the date it ended: a member's entry
 * ends when their holding changes (the register notes each change of holding) or they leave; an
 * officer's when they cease to hold the office; a significant controller's when they cease to be one.
 */

export const REGISTER_KINDS = ['MEMBERS', 'DIRECTORS', 'SECRETARIES', 'SIGNIFICANT_CONTROLLERS'] as const;
export type TRegisterKind = (typeof REGISTER_KINDS)[number];

export interface TRegisterEntry {
  register: TRegisterKind;
  holderID: string;
  holderType: 'I' | 'C';
  name: string;
  /** The office held (directors' and secretaries' registers). */
  role: TRoleFlag | null;
  /** Shares held (members' register). */
  shares: number | null;
  /** Significant controllers: the shares they hold directly and indirectly (Cap. 622 Sch. 5A), and why they are one. */
  percent: string | null;
  grounds: string[];
  /** The first day of the entry and, when it ended on or before the date asked, the day it ended. */
  from: string;
  to: string | null;
  /** The person's particulars as they stood at the end of the entry (or on the date asked). */
  holder: THolder;
}

type TRow = Omit<TRegisterEntry, 'from' | 'to'> & { key: string; identity: string };

const OFFICES: Record<'DIRECTORS' | 'SECRETARIES', readonly TRoleFlag[]> = {
  DIRECTORS: ['isDirector', 'isAlternateDR', 'isReserveDR'],
  SECRETARIES: ['isComSec', 'isDesignedRep'],
};

function entry(register: TRegisterKind, h: THolder, extra: Partial<TRow>): TRow {
  return {
    register,
    key: `${register}:${h.holderID}:${extra.role ?? ''}`,
    identity: '',
    holderID: h.holderID,
    holderType: h.holderType,
    name: holderName(h) || h.holderID,
    role: null,
    shares: null,
    percent: null,
    grounds: [],
    holder: h,
    ...extra,
  };
}

/** The entries the records hold on one date, each with the value whose change starts a new entry. */
function rowsOf(info: TCaseInformation): TRow[] {
  const own = info.stakeholders.filter((h) => !h.refID);
  const rows: TRow[] = [];
  for (const h of own) {
    if (holdsRole(h, 'isShareHolder') && h.ordinaryShares > 0)
      rows.push(entry('MEMBERS', h, { shares: h.ordinaryShares, identity: String(h.ordinaryShares) }));
    for (const kind of ['DIRECTORS', 'SECRETARIES'] as const)
      for (const role of OFFICES[kind]) if (holdsRole(h, role)) rows.push(entry(kind, h, { role }));
  }
  for (const person of ownershipOf(info)?.persons ?? []) {
    if (!person.isScr) continue;
    const h = anyHolder(info.stakeholders, person.holderID);
    if (!h) continue;
    rows.push(
      entry('SIGNIFICANT_CONTROLLERS', h, {
        percent: person.heldShare.percent,
        grounds: [...person.scrGrounds],
      }),
    );
  }
  return rows;
}

/**
 * Every entry of the registers as at `date`: those running on that date (no end) and those that
 * ended on or before it, oldest first. An entry begun after the date is not there yet.
 */
export function registersAsAt(states: readonly TRecordsState[], date: string): TRegisterEntry[] {
  const open = new Map<string, { row: TRow; from: string }>();
  const closed: TRegisterEntry[] = [];
  const close = (key: string, to: string) => {
    const o = open.get(key);
    if (!o) return;
    open.delete(key);
    if (o.from < to) closed.push(toEntry(o.row, o.from, to));
  };
  for (const state of states) {
    if (state.date > date) break;
    const rows = new Map(rowsOf(state.info).map((row) => [row.key, row]));
    for (const key of [...open.keys()]) {
      const now = rows.get(key);
      if (!now || now.identity !== open.get(key)?.row.identity) close(key, state.date);
    }
    for (const [key, row] of rows) {
      const o = open.get(key);
      if (o) o.row = row;
      else open.set(key, { row, from: state.date });
    }
  }
  const running = [...open.values()].map((o) => toEntry(o.row, o.from, null));
  return [...closed, ...running].sort(
    (a, b) =>
      REGISTER_KINDS.indexOf(a.register) - REGISTER_KINDS.indexOf(b.register) ||
      (a.from < b.from ? -1 : a.from > b.from ? 1 : 0) ||
      a.name.localeCompare(b.name),
  );
}

function toEntry(row: TRow, from: string, to: string | null): TRegisterEntry {
  const { key: _key, identity: _identity, ...rest } = row;
  return { ...rest, from, to };
}
