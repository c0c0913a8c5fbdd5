/**
 * The holder tree as a graph of canonical persons (resolve-ownership.ts walks it). Every entry of the
 * tree is mapped to its canonical holder (refID followed), so a person or corporate met in several
 * places is one node, and a corporate's owners are the ones listed on its canonical entry.
 */
import type { TChainLink, TOwnershipHolder, TOwnershipInput, TOwnershipProblem } from './ownership.types.js';
import { add, compare, fraction, parseDecimal, toDecimalString, toShare, ZERO } from './rational.js';
import type { TRational } from './rational.js';

/** One place a person appears: under a corporate, or (parentId null) as a direct holder of the company. */
export interface TOccurrence {
  parentId: string | null;
  targetId: string;
  /** Share of the parent: ordinary shares over the issued shares, or compSharePercent / 100. */
  share: TRational;
  /** Strictly over the control threshold. */
  over: boolean;
  link: TChainLink;
}

export interface TPersonNode {
  id: string;
  holderType: 'I' | 'C';
  name: string;
  isDirector: boolean;
  /** A corporate's owners (empty for individuals). */
  owners: TOccurrence[];
  /** Every place this person appears. */
  appearances: TOccurrence[];
}

export interface TOwnershipGraph {
  /** Canonical persons in the order the tree first meets them. */
  persons: Map<string, TPersonNode>;
  roots: TOccurrence[];
  problems: TOwnershipProblem[];
}

interface TEntry {
  holder: TOwnershipHolder;
  children: TEntry[];
}

const HUNDRED: TRational = { n: 100n, d: 1n };

function refOf(holder: TOwnershipHolder): string | null {
  const ref = holder.refID;
  return ref && ref !== holder.holderID ? ref : null;
}

/** Reads an amount that upstream validation guarantees; a malformed one counts as nothing. */
function amount(value: string | number | undefined): TRational {
  return value === undefined ? ZERO : (parseDecimal(value) ?? ZERO);
}

/** Pre-order list of the tree's entries; a holder object nested inside itself is not followed. */
function walk(holders: readonly TOwnershipHolder[], all: TEntry[], path: Set<TOwnershipHolder>): TEntry[] {
  const entries: TEntry[] = [];
  for (const holder of holders) {
    if (path.has(holder)) continue;
    const entry: TEntry = { holder, children: [] };
    all.push(entry);
    entries.push(entry);
    path.add(holder);
    entry.children = walk(holder.ownerOfBodyCorporate ?? [], all, path);
    path.delete(holder);
  }
  return entries;
}

/** Builds the canonical graph and reports UNKNOWN_REF, SHARES_NOT_TOTAL and OWNERS_NOT_100. */
export function buildOwnershipGraph(input: TOwnershipInput, controlOver: TRational): TOwnershipGraph {
  const problems: TOwnershipProblem[] = [];
  const all: TEntry[] = [];
  const rootEntries = walk(input.holders, all, new Set());

  // Canonical entries: those without a refID, the first one wins for a repeated holderID.
  const canonical = new Map<string, TEntry>();
  const firstById = new Map<string, TEntry>();
  for (const entry of all) {
    const id = entry.holder.holderID;
    if (!firstById.has(id)) firstById.set(id, entry);
    if (!refOf(entry.holder) && !canonical.has(id)) canonical.set(id, entry);
  }
  const resolveRef = (ref: string, seen: Set<string>): string | null => {
    if (canonical.has(ref)) return ref;
    const next = firstById.get(ref);
    const nextRef = next && refOf(next.holder);
    if (!nextRef || seen.has(nextRef)) return null;
    seen.add(nextRef);
    return resolveRef(nextRef, seen);
  };
  const canonOf = new Map<TEntry, string>();
  for (const entry of all) {
    const { holderID } = entry.holder;
    const ref = refOf(entry.holder);
    if (!ref) {
      canonOf.set(entry, holderID);
      continue;
    }
    const target = resolveRef(ref, new Set([ref]));
    if (target === null) {
      problems.push({ kind: 'UNKNOWN_REF', holderID, refID: ref });
      if (!canonical.has(holderID)) canonical.set(holderID, entry);
    }
    canonOf.set(entry, target ?? holderID);
  }

  const persons = new Map<string, TPersonNode>();
  const sources = new Map<string, TEntry[]>();
  for (const entry of all) {
    const id = canonOf.get(entry) ?? entry.holder.holderID;
    let person = persons.get(id);
    if (!person) {
      const main = canonical.get(id) ?? entry;
      person = {
        id,
        holderType: main.holder.holderType,
        name: main.holder.name,
        isDirector: false,
        owners: [],
        appearances: [],
      };
      persons.set(id, person);
      // The canonical entry's owners come first; another entry's list is used only if it has none.
      sources.set(id, [main]);
    }
    if (entry.holder.isDirector) person.isDirector = true;
    if (entry !== canonical.get(id)) sources.get(id)?.push(entry);
  }

  const occur = (entry: TEntry, parentId: string | null, share: TRational): TOccurrence => {
    const target = persons.get(canonOf.get(entry) ?? entry.holder.holderID);
    if (!target) throw new Error('every entry has a person');
    const occurrence: TOccurrence = {
      parentId,
      targetId: target.id,
      share,
      over: compare(share, controlOver) > 0,
      link: { holderID: target.id, name: target.name, share: toShare(share) },
    };
    target.appearances.push(occurrence);
    return occurrence;
  };

  const issued = amount(input.totalNumOfOrdShare);
  let held = ZERO;
  const roots = rootEntries.map((entry) => {
    const shares = amount(entry.holder.ordinaryShares);
    held = add(held, shares);
    return occur(entry, null, fraction(shares.n * issued.d, shares.d * issued.n));
  });
  if (compare(held, issued) !== 0) {
    problems.push({
      kind: 'SHARES_NOT_TOTAL',
      heldShares: toDecimalString(held),
      totalNumOfOrdShare: toDecimalString(issued),
    });
  }

  for (const person of persons.values()) {
    if (person.holderType !== 'C') continue;
    const listed = sources.get(person.id)?.find((entry) => entry.children.length > 0)?.children ?? [];
    let total = ZERO;
    for (const child of listed) {
      const percent = amount(child.holder.compSharePercent);
      total = add(total, percent);
      person.owners.push(occur(child, person.id, fraction(percent.n, percent.d * 100n)));
    }
    if (compare(total, HUNDRED) !== 0) {
      problems.push({
        kind: 'OWNERS_NOT_100',
        holderID: person.id,
        name: person.name,
        totalPercent: toDecimalString(total),
      });
    }
  }
  return { persons, roots, problems };
}
