import { holderName, type THolder } from '../case-form/holder.js';
import type { TDueDiligenceDetails } from '../schemas/compliance.js';

/**
 * Who the firm owes due diligence (issue 8, DESIGN §4 MVP_D_D_CS): every stakeholder of the case's
 * tree — the company's own holders and the owners of corporate holders at any depth, who are the
 * beneficial owners a TCSP licensee must identify. A holder that only refers to another (`refID`)
 * is that other person, so each person or company is owed one record however often it appears.
 */

/** One place a subject appears: under a corporate holder, or (parentID null) as the company's own holder. */
export interface TSubjectPlacement {
  /** The entry's own holderID (a referring entry keeps its own id here). */
  entryID: string;
  /** The canonical holderID of the corporate it sits under; null at the top. */
  parentID: string | null;
}

export interface TDueDiligenceSubject {
  /** The canonical holderID: the one records are kept under. */
  holderID: string;
  /** The canonical entry (the one without a refID). */
  holder: THolder;
  name: string;
  /** Canonical holderIDs from the top of the tree down to (not including) this subject, first place met. */
  path: string[];
  /** 0 for the company's own holders, 1 for their owners, and so on (first place met). */
  depth: number;
  /** Every place it appears, first one first. */
  placements: TSubjectPlacement[];
}

function refOf(h: THolder): string | null {
  const ref = h.refID;
  return ref && ref !== h.holderID ? ref : null;
}

interface TEntry {
  holder: THolder;
  parentEntry: TEntry | null;
  depth: number;
}

/** Pre-order list of every entry of the tree (an entry nested inside itself is not followed). */
function entriesOf(holders: readonly THolder[]): TEntry[] {
  const all: TEntry[] = [];
  const walk = (list: readonly THolder[], parent: TEntry | null, depth: number, path: Set<THolder>) => {
    for (const holder of list) {
      if (path.has(holder)) continue;
      const entry: TEntry = { holder, parentEntry: parent, depth };
      all.push(entry);
      path.add(holder);
      walk(holder.ownerOfBodyCorporate ?? [], entry, depth + 1, path);
      path.delete(holder);
    }
  };
  walk(holders, null, 0, new Set());
  return all;
}

/**
 * The canonical holderID an entry stands for: its refID's target when that target is in the tree,
 * else itself (a dangling reference is a person of its own and still owed due diligence).
 */
function canonicalIds(entries: readonly TEntry[]): Map<THolder, string> {
  const canonical = new Set(entries.filter((e) => refOf(e.holder) === null).map((e) => e.holder.holderID));
  const out = new Map<THolder, string>();
  for (const e of entries) {
    const ref = refOf(e.holder);
    out.set(e.holder, ref && canonical.has(ref) ? ref : e.holder.holderID);
  }
  return out;
}

/** Every person owed due diligence, in the order the tree first meets them. */
export function dueDiligenceSubjects(holders: readonly THolder[]): TDueDiligenceSubject[] {
  const entries = entriesOf(holders);
  const ids = canonicalIds(entries);
  const byId = new Map<string, TDueDiligenceSubject>();
  const idOf = (e: TEntry) => ids.get(e.holder) ?? e.holder.holderID;
  for (const e of entries) {
    const id = idOf(e);
    const parentID = e.parentEntry ? idOf(e.parentEntry) : null;
    const placement = { entryID: e.holder.holderID, parentID };
    const known = byId.get(id);
    if (known) {
      known.placements.push(placement);
      // The canonical entry carries the particulars, wherever it sits.
      if (refOf(e.holder) === null && refOf(known.holder) !== null) {
        known.holder = e.holder;
        known.name = holderName(e.holder) || e.holder.holderID;
      }
      continue;
    }
    const path: string[] = [];
    for (let p = e.parentEntry; p; p = p.parentEntry) path.unshift(idOf(p));
    byId.set(id, {
      holderID: id,
      holder: e.holder,
      name: holderName(e.holder) || e.holder.holderID,
      path,
      depth: e.depth,
      placements: [placement],
    });
  }
  return [...byId.values()];
}

/** The canonical holderID of any entry of the tree (refID followed), or undefined when not in it. */
export function dueDiligenceSubjectId(holders: readonly THolder[], holderID: string): string | undefined {
  const entries = entriesOf(holders);
  const ids = canonicalIds(entries);
  const entry = entries.find((e) => e.holder.holderID === holderID);
  return entry ? ids.get(entry.holder) : undefined;
}

/** The checks the workflow counts, as a record ticks them. */
export interface TDueDiligenceChecks {
  identityDocumentChecked: boolean;
  addressProofChecked: boolean;
  nameScreeningDone: boolean;
}

export function dueDiligenceChecks(d: TDueDiligenceDetails): TDueDiligenceChecks {
  return {
    identityDocumentChecked: d.identityDocument.checked,
    addressProofChecked: d.addressProof.checked,
    nameScreeningDone: d.screening.done,
  };
}

/**
 * What is still missing for one subject, in the order the workflow refuses: no record (18004), the
 * identity document or the proof of address not checked (18008), screening not done (18012).
 */
export const DUE_DILIGENCE_GAPS = ['record', 'identityDocument', 'addressProof', 'screening'] as const;
export type TDueDiligenceGap = (typeof DUE_DILIGENCE_GAPS)[number];

export function dueDiligenceGaps(d: TDueDiligenceDetails | null): TDueDiligenceGap[] {
  if (!d) return ['record'];
  const gaps: TDueDiligenceGap[] = [];
  if (!d.identityDocument.checked) gaps.push('identityDocument');
  if (!d.addressProof.checked) gaps.push('addressProof');
  if (!d.screening.done) gaps.push('screening');
  return gaps;
}
