/**
 * The holder tree as a graph of canonical persons (resolve-ownership.ts walks it). Every entry of the
 * tree is mapped to its canonical holder (refID followed), so a person or corporate met in several
 * places is one node, and a corporate's owners are the ones listed on its canonical entry.
 */
import type { TChainLink, TOwnershipHolder, TOwnershipInput, TOwnershipProblem } from './ownership.types.js';
import {
  add,
  compare,
  fraction,
  fractionOfIntegers,
  parseDecimal,
  smallDecimal,
  toDecimalString,
  toShare,
  ZERO,
} from './rational.js';
import type { TRational } from './rational.js';

/** One place a person appears: under a corporate, or (parent null) as a direct holder of the company. */
export interface TOccurrence {
  parent: TPersonNode | null;
  target: TPersonNode;
  /** Share of the parent: ordinary shares over the issued shares, or compSharePercent / 100. */
  share: TRational;
  /** Strictly over the control threshold. */
  over: boolean;
  /** The link as chains show it: see linkOf. */
  link: TChainLink | null;
}

/** The occurrence as a link of a chain, written out once when a chain first shows it. */
export function linkOf(occurrence: TOccurrence): TChainLink {
  const { target, share } = occurrence;
  occurrence.link ??= { holderID: target.id, name: target.name, share: toShare(share) };
  return occurrence.link;
}

export interface TPersonNode {
  id: string;
  /** Position in TOwnershipGraph.nodes, for per-person arrays. */
  index: number;
  holderType: 'I' | 'C';
  name: string;
  isDirector: boolean;
  /** A corporate's owners (empty for individuals). */
  owners: readonly TOccurrence[];
}

export interface TOwnershipGraph {
  /** Canonical persons in the order the tree first meets them (their index). */
  nodes: TPersonNode[];
  roots: TOccurrence[];
  problems: TOwnershipProblem[];
}

interface TEntry {
  holder: TOwnershipHolder;
  children: readonly TEntry[];
  /** The canonical holderID this entry stands for (set once refIDs are followed). */
  canon: string;
  /** The first entry of the holderID `canon` (set with it). */
  first: TEntry | null;
  /**
   * On the first entry of a holderID: the canonical entry of that holderID, the first without a
   * refID (or one standing in for an unknown reference).
   */
  canonical: TEntry | null;
  /** On the first entry of a holderID: the person with that holderID, once made. */
  personOfId: TPersonNode | null;
  /** The person this entry stands for. */
  person: TPersonNode | null;
}

const NONE: readonly never[] = [];

const HUNDRED: TRational = { n: 100n, d: 1n };
const MILLIONTHS = 1_000_000;

/** The sum of a corporate's owners' percentages: in millionths while they are simple decimals. */
class PercentTotal {
  private millionths = 0;
  private rest: TRational = ZERO;

  addSmall(n: number, places: number): void {
    this.millionths += n * 10 ** (6 - places);
    // Past 2^52 a sum of doubles could round: carry it over exactly.
    if (this.millionths > 2 ** 52) this.carry();
  }

  add(percent: TRational): void {
    this.rest = add(this.rest, percent);
  }

  isHundred(): boolean {
    return this.rest.n === 0n ? this.millionths === 100 * MILLIONTHS : compare(this.value(), HUNDRED) === 0;
  }

  value(): TRational {
    this.carry();
    return this.rest;
  }

  private carry(): void {
    this.rest = add(this.rest, fractionOfIntegers(this.millionths, MILLIONTHS));
    this.millionths = 0;
  }
}

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
    const entry: TEntry = {
      holder,
      children: NONE,
      canon: holder.holderID,
      first: null,
      canonical: null,
      personOfId: null,
      person: null,
    };
    all.push(entry);
    entries.push(entry);
    const owners = holder.ownerOfBodyCorporate;
    if (owners && owners.length > 0) {
      path.add(holder);
      entry.children = walk(owners, all, path);
      path.delete(holder);
    }
  }
  return entries;
}

/**
 * Maps every entry to its canonical holderID (entry.canon) and that holderID's first entry
 * (entry.first); reports references that lead nowhere.
 */
function canonicalise(all: readonly TEntry[], problems: TOwnershipProblem[]): void {
  const firstById = new Map<string, TEntry>();
  for (const entry of all) {
    const id = entry.holder.holderID;
    const first = firstById.get(id);
    const canonical = refOf(entry.holder) ? null : entry;
    if (!first) {
      entry.canonical = canonical;
      entry.first = entry;
      firstById.set(id, entry);
    } else {
      first.canonical ??= canonical;
      entry.first = first;
    }
  }
  const resolveRef = (ref: string, visited: Set<string>): string | null => {
    const first = firstById.get(ref);
    if (first?.canonical) return ref;
    const nextRef = first && refOf(first.holder);
    if (!nextRef || visited.has(nextRef)) return null;
    visited.add(nextRef);
    return resolveRef(nextRef, visited);
  };
  for (const entry of all) {
    const ref = refOf(entry.holder);
    if (!ref) continue;
    const target = resolveRef(ref, new Set([ref]));
    if (target !== null) {
      entry.canon = target;
      entry.first = firstById.get(target) ?? null;
      continue;
    }
    const { holderID } = entry.holder;
    problems.push({ kind: 'UNKNOWN_REF', holderID, refID: ref });
    const first = firstById.get(holderID);
    if (first) first.canonical ??= entry;
  }
}

/** Builds the canonical graph and reports UNKNOWN_REF, SHARES_NOT_TOTAL and OWNERS_NOT_100. */
export function buildOwnershipGraph(input: TOwnershipInput, controlOver: TRational): TOwnershipGraph {
  const problems: TOwnershipProblem[] = [];
  const all: TEntry[] = [];
  const rootEntries = walk(input.holders, all, new Set());
  canonicalise(all, problems);

  const nodes: TPersonNode[] = [];
  // Other entries of a person than its canonical one: their owners count when it lists none.
  const others = new Map<TPersonNode, TEntry[]>();
  const mainOf: TEntry[] = [];
  for (const entry of all) {
    const id = entry.canon;
    const { first } = entry;
    let person = first?.personOfId;
    const canonical = first?.canonical;
    if (!person) {
      const main = canonical ?? entry;
      person = {
        id,
        index: nodes.length,
        holderType: main.holder.holderType,
        name: main.holder.name,
        isDirector: false,
        owners: NONE,
      };
      if (first) first.personOfId = person;
      nodes.push(person);
      mainOf.push(main);
    }
    if (entry.holder.isDirector) person.isDirector = true;
    if (entry !== canonical && entry !== mainOf[person.index]) {
      const list = others.get(person);
      if (list) list.push(entry);
      else others.set(person, [entry]);
    }
    entry.person = person;
  }

  const occur = (
    entry: TEntry,
    parent: TPersonNode | null,
    share: TRational,
    over = compare(share, controlOver) > 0,
  ): TOccurrence => {
    const target = entry.person;
    if (!target) throw new Error('every entry has a person');
    return { parent, target, share, over, link: null };
  };

  // Strictly over the control threshold, in doubles when the products stay exact there.
  const [controlN, controlD] = [Number(controlOver.n), Number(controlOver.d)];
  const overControl = (share: TRational): boolean => {
    const left = Number(share.n) * controlD;
    const right = controlN * Number(share.d);
    return left <= Number.MAX_SAFE_INTEGER && right <= Number.MAX_SAFE_INTEGER
      ? left > right
      : compare(share, controlOver) > 0;
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

  for (const person of nodes) {
    if (person.holderType !== 'C') continue;
    const main = mainOf[person.index];
    const listed =
      main && main.children.length > 0
        ? main.children
        : (others.get(person)?.find((entry) => entry.children.length > 0)?.children ?? NONE);
    const owners: TOccurrence[] = [];
    const total = new PercentTotal();
    for (const child of listed) {
      const value = child.holder.compSharePercent ?? 0;
      const small = smallDecimal(value);
      if (small) {
        // The usual percentage, worked out in integers: no BigInt but the share's own two.
        total.addSmall(small.n, small.places);
        const share = fractionOfIntegers(small.n, 10 ** (small.places + 2));
        owners.push(occur(child, person, share, overControl(share)));
      } else {
        const percent = amount(value);
        total.add(percent);
        owners.push(occur(child, person, fraction(percent.n, percent.d * 100n)));
      }
    }
    person.owners = owners;
    if (!total.isHundred()) {
      problems.push({
        kind: 'OWNERS_NOT_100',
        holderID: person.id,
        name: person.name,
        totalPercent: toDecimalString(total.value()),
      });
    }
  }
  return { nodes, roots, problems };
}
