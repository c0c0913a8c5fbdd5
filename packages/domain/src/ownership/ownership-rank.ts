/**
 * The persons of an ownership resolution, ranked and flagged (resolve-ownership.ts tells the whole
 * story): their exact shares from ownership-shares.ts and Schedule 5A holdings from
 * ownership-majority.ts, the SCR/UBO tests against the thresholds, and a lister of the chains behind
 * each share for the persons whose chains are wanted.
 */
import { THRESHOLDS } from '../constants.js';
import { acyclicChains, cyclicChains } from './ownership-chains.js';
import type { TChainLister } from './ownership-chains.js';
import { buildOwnershipGraph } from './ownership-graph.js';
import type { TPersonNode } from './ownership-graph.js';
import { heldSharesOf } from './ownership-majority.js';
import { sharesOf } from './ownership-shares.js';
import type {
  TOwnedPerson,
  TOwnershipChain,
  TOwnershipInput,
  TOwnershipProblem,
  TScrGround,
  TShare,
} from './ownership.types.js';
import { compare, fraction, parseDecimal, shareWriter, ZERO } from './rational.js';
import type { TRational } from './rational.js';

/** A person with their exact share and flags, before the chains are listed. */
export interface TRankedPerson {
  node: TPersonNode;
  share: TRational;
  /** Shares held directly or indirectly under Cap. 622 Schedule 5A (ownership-majority.ts). */
  held: TRational;
  isScr: boolean;
  grounds: TScrGround[];
  isUbo: boolean;
  hasIndirectControl: boolean;
}

/** Every person ranked and flagged; the chains are listed on demand. */
export interface TRankedOwnership {
  /** Individuals first, by ultimate share (largest first), then by name and holderID. */
  ranked: TRankedPerson[];
  problems: TOwnershipProblem[];
  chainsOf: TChainLister;
  /** Writes the shares of this group (rational.ts shareWriter). */
  write: (r: TRational) => TShare;
}

function percentOf(value: number, fallback: number): TRational {
  const percent = parseDecimal(value) ?? parseDecimal(fallback) ?? ZERO;
  return fraction(percent.n, percent.d * 100n);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** n/d as a double; NaN when either is too large for one, and the ranking then compares exactly. */
function approximate({ n, d }: TRational): number {
  const numerator = Number(n);
  const denominator = Number(d);
  return Number.isFinite(numerator) && Number.isFinite(denominator) ? numerator / denominator : Number.NaN;
}

/**
 * Sign of a − b, exactly: the doubles (each within 2^-51 of its value) decide only when they differ by
 * far more than that, and the BigInt products otherwise.
 */
function compareNear(a: TRational, aApprox: number, b: TRational, bApprox: number): number {
  const gap = aApprox - bApprox;
  if (Math.abs(gap) > 1e-9 * Math.max(Math.abs(aApprox), Math.abs(bApprox))) return gap > 0 ? 1 : -1;
  return compare(a, b);
}

/**
 * The persons in rank order: individuals first, larger share first, then by name and holderID. The
 * shares as doubles sit in a Float64Array and the sort moves indices, so the comparisons that the
 * doubles decide (nearly all) allocate nothing; compareNear's exact test settles the near ties.
 */
function rankOrder(persons: readonly TRankedPerson[], approx: Float64Array): TRankedPerson[] {
  const individual = new Uint8Array(persons.length);
  persons.forEach((p, i) => {
    individual[i] = p.node.holderType === 'I' ? 1 : 0;
  });
  const order = Array.from(persons, (_, i) => i);
  order.sort((i, j) => {
    const byType = (individual[j] ?? 0) - (individual[i] ?? 0);
    if (byType !== 0) return byType;
    const x = approx[i] ?? 0;
    const y = approx[j] ?? 0;
    const gap = y - x;
    if (Math.abs(gap) > 1e-9 * Math.max(Math.abs(x), Math.abs(y))) return gap > 0 ? 1 : -1;
    const a = persons[i];
    const b = persons[j];
    if (!a || !b) return 0;
    return (
      compare(b.share, a.share) || compareText(a.node.name, b.node.name) || compareText(a.node.id, b.node.id)
    );
  });
  return order.map((i) => persons[i] as TRankedPerson);
}

/** Resolves the shares and flags of every person and ranks them; chains come from chainsOf. */
export function rankOwnership(input: TOwnershipInput): TRankedOwnership {
  const thresholds = input.thresholds ?? THRESHOLDS;
  const scrOver = percentOf(thresholds.scrOverPercent, THRESHOLDS.scrOverPercent);
  const uboAtLeast = percentOf(thresholds.uboAtLeastPercent, THRESHOLDS.uboAtLeastPercent);
  const controlOver = percentOf(thresholds.controlOverPercent, THRESHOLDS.controlOverPercent);
  const graph = buildOwnershipGraph(input, controlOver);
  const shares = sharesOf(graph);
  const held = heldSharesOf(graph, shares.order);
  const scrApprox = approximate(scrOver);
  const uboApprox = approximate(uboAtLeast);
  const approxOf = new Float64Array(graph.nodes.length);
  const persons = graph.nodes.map((node): TRankedPerson => {
    const share = shares.share[node.index] ?? ZERO;
    const heldShare = held.share[node.index] ?? ZERO;
    const approx = approximate(share);
    approxOf[node.index] = approx;
    const controlled = shares.controlled[node.index] ?? false;
    const individual = node.holderType === 'I';
    const grounds: TScrGround[] = [];
    if (individual) {
      if (compareNear(share, approx, scrOver, scrApprox) > 0) grounds.push('SHARES_OVER_25');
      // Holding only their own shares, a person holds no more than their ultimate share: the rule
      // adds something only through a majority stake.
      if (held.throughMajority[node.index] && compare(heldShare, scrOver) > 0) {
        grounds.push('MAJORITY_STAKE_CHAIN');
      }
      if (controlled) grounds.push('CONTROL_CHAIN');
    }
    return {
      node,
      share,
      held: heldShare,
      isScr: grounds.length > 0,
      grounds,
      isUbo: individual && compareNear(share, approx, uboAtLeast, uboApprox) >= 0,
      hasIndirectControl: controlled,
    };
  });
  const ranked = rankOrder(persons, approxOf);
  const write = shareWriter();
  const chainsOf = shares.company
    ? cyclicChains(graph, shares.company, write)
    : acyclicChains(graph, shares.order ?? [], write);
  return { ranked, problems: [...graph.problems, ...shares.cycles], chainsOf, write };
}

/** What a person's chains are listed from when first read, and once listed, the chains. */
interface TLazyChains {
  lister: TChainLister;
  node: TPersonNode;
  own: TShare;
  chains: TOwnershipChain[] | null;
}
const lazyChains = new WeakMap<object, TLazyChains>();

/**
 * A person's `chains`, listed when first read: an own, enumerable accessor on a plain object (one
 * descriptor for all, so they share one shape), so JSON, spreads, structuredClone, deep equality and
 * schema checks (a plain object, not a class's) see it as a plain property; what it is listed from sits
 * in a WeakMap they do not see. Most callers read the chains of a few persons, and listing every
 * person's was most of the time and garbage of resolving a large group.
 */
const LAZY_CHAINS: PropertyDescriptor = {
  enumerable: true,
  configurable: true,
  get(this: object): TOwnershipChain[] {
    const lazy = lazyChains.get(this)!;
    lazy.chains ??= lazy.lister.list(lazy.node, lazy.own).chains;
    return lazy.chains;
  },
  set(this: object, value: TOwnershipChain[]): void {
    lazyChains.get(this)!.chains = value;
  },
};

function lazyChainsPerson(
  person: TRankedPerson,
  ultimateShare: TShare,
  heldShare: TShare,
  lister: TChainLister,
): TOwnedPerson {
  const { node } = person;
  const result = {
    holderID: node.id,
    holderType: node.holderType,
    name: node.name,
    isDirector: node.isDirector,
    ultimateShare,
    heldShare,
    isScr: person.isScr,
    scrGrounds: person.grounds,
    isUbo: person.isUbo,
    hasIndirectControl: person.hasIndirectControl,
  } as TOwnedPerson;
  lazyChains.set(result, { lister, node, own: ultimateShare, chains: null });
  Object.defineProperty(result, 'chains', LAZY_CHAINS);
  return result;
}

/** The person as the result gives it, their chains listed when first read when a lister is given. */
export function toOwnedPerson(
  person: TRankedPerson,
  write: (r: TRational) => TShare,
  chainsOf?: TChainLister,
): TOwnedPerson {
  const { node } = person;
  const ultimateShare = write(person.share);
  const heldShare = write(person.held);
  // A person with no share is on no chain (links with a zero share are not followed).
  if (chainsOf && person.share.n !== 0n) {
    const result = lazyChainsPerson(person, ultimateShare, heldShare, chainsOf);
    if (chainsOf.truncated(node)) result.chainsTruncated = true;
    return result;
  }
  return {
    holderID: node.id,
    holderType: node.holderType,
    name: node.name,
    isDirector: node.isDirector,
    ultimateShare,
    heldShare,
    isScr: person.isScr,
    scrGrounds: person.grounds,
    isUbo: person.isUbo,
    hasIndirectControl: person.hasIndirectControl,
    chains: [],
  };
}
