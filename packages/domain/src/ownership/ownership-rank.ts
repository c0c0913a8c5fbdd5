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
  /** The share as a double, to rank without BigInt products where that decides. */
  approx: number;
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

/** Larger share first. */
function byShare(a: TRankedPerson, b: TRankedPerson): number {
  return compareNear(b.share, b.approx, a.share, a.approx);
}

function byRank(a: TRankedPerson, b: TRankedPerson): number {
  return (
    Number(b.node.holderType === 'I') - Number(a.node.holderType === 'I') ||
    byShare(a, b) ||
    compareText(a.node.name, b.node.name) ||
    compareText(a.node.id, b.node.id)
  );
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
  const ranked = graph.nodes.map((node): TRankedPerson => {
    const share = shares.share[node.index] ?? ZERO;
    const heldShare = held.share[node.index] ?? ZERO;
    const approx = approximate(share);
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
      approx,
    };
  });
  ranked.sort(byRank);
  const write = shareWriter();
  const chainsOf = shares.company
    ? cyclicChains(shares.company, write)
    : acyclicChains(graph.nodes.length, write);
  return { ranked, problems: [...graph.problems, ...shares.cycles], chainsOf, write };
}

/** The person as the result gives it, with their chains when a lister is given (else none). */
export function toOwnedPerson(
  person: TRankedPerson,
  write: (r: TRational) => TShare,
  chainsOf?: TChainLister,
): TOwnedPerson {
  const { node } = person;
  const ultimateShare = write(person.share);
  const listing = chainsOf?.(node, ultimateShare);
  const result: TOwnedPerson = {
    holderID: node.id,
    holderType: node.holderType,
    name: node.name,
    isDirector: node.isDirector,
    ultimateShare,
    heldShare: write(person.held),
    isScr: person.isScr,
    scrGrounds: person.grounds,
    isUbo: person.isUbo,
    hasIndirectControl: person.hasIndirectControl,
    chains: listing?.chains ?? [],
  };
  if (listing?.truncated) result.chainsTruncated = true;
  return result;
}
