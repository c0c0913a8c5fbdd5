/**
 * The chains behind a person's share: every simple path company → direct holder → … → person, in the
 * order found by climbing from the person's first appearance up to the company, at most
 * OWNERSHIP_CHAINS_LISTED_MAX of them. Links with a zero share carry no ownership and are skipped.
 *
 * Without a cycle, the chains to a person are the chains to each of its parents, extended by one
 * link; they are kept per parent (the first MAX + 1, enough to tell whether some were left out), so
 * a corporate's chains and their products are found once however many owners it has, and only for
 * the persons whose chains are read. Whether a person has more than are listed is a count, capped at
 * MAX + 1, passed down the corporates once for everyone. With a cycle, a chain must not meet a
 * corporate twice, so each person's chains are climbed for afresh (and kept, as the count needs them).
 */
import { linkOf } from './ownership-graph.js';
import type { TOccurrence, TOwnershipGraph, TPersonNode } from './ownership-graph.js';
import type { TChainLink, TOwnershipChain, TShare } from './ownership.types.js';
import type { TCompanyView } from './ownership-shares.js';
import { compare, fraction, mul } from './rational.js';
import type { TRational } from './rational.js';

/**
 * At most this many chains are listed per person (the first found, walking the tree in order); the
 * shares and flags still count every chain. TOwnedPerson.chainsTruncated says when some were left out.
 */
export const OWNERSHIP_CHAINS_LISTED_MAX = 50;

/**
 * Every place each person appears, by TPersonNode.index: as a direct holder of the company first, then
 * under each corporate in the order of the nodes. Only the chains need it, so it is listed when they
 * are first asked for rather than while the graph is built.
 */
function appearancesOf(graph: TOwnershipGraph): TOccurrence[][] {
  const appearances = graph.nodes.map((): TOccurrence[] => []);
  for (const occurrence of graph.roots) appearances[occurrence.target.index]?.push(occurrence);
  for (const node of graph.nodes) {
    for (const occurrence of node.owners) appearances[occurrence.target.index]?.push(occurrence);
  }
  return appearances;
}

/** Writes a fraction as the result shows it (rational.ts shareWriter). */
type TShareWriter = (r: TRational) => TShare;

/** The chains to a person as the result lists them, and whether some were left out. */
export interface TChainListing {
  chains: TOwnershipChain[];
  truncated: boolean;
}

/** The chains behind the persons' shares, listed when asked for (see the file comment). */
export interface TChainLister {
  /**
   * The chains to a person: the first OWNERSHIP_CHAINS_LISTED_MAX, largest share first. `own` is the
   * person's ultimate share, which is also the share of their only chain when they have one.
   */
  list: (person: TPersonNode, own: TShare) => TChainListing;
  /** The person has more chains than are listed, known without listing them. */
  truncated: (person: TPersonNode) => boolean;
}

/** The last link of a chain, with the chain above it. */
interface TStep {
  occurrence: TOccurrence;
  above: TStep | null;
  length: number;
  controlling: boolean;
  /** The product of the links' shares, worked out when first needed. */
  share: TRational | null;
}

interface TFoundChain {
  links: TChainLink[];
  share: TRational;
  controlling: boolean;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The written shares of two links, larger first. */
function byLinkShare(a: TChainLink, b: TChainLink): number {
  const left = BigInt(b.share.numerator) * BigInt(a.share.denominator);
  const right = BigInt(a.share.numerator) * BigInt(b.share.denominator);
  return left === right ? 0 : left < right ? -1 : 1;
}

/**
 * Larger share first; equal shares by the holderIDs along the chain, then (the same holders reached
 * twice, e.g. a corporate holding another through two lines of shares) by the links' shares from the
 * top, larger first, so that the order never depends on the order of the walk.
 */
function byShareThenPath(a: TFoundChain, b: TFoundChain): number {
  const byShare = compare(b.share, a.share);
  if (byShare !== 0) return byShare;
  const length = Math.min(a.links.length, b.links.length);
  for (let i = 0; i < length; i += 1) {
    const byId = compareText(a.links[i]?.holderID ?? '', b.links[i]?.holderID ?? '');
    if (byId !== 0) return byId;
  }
  if (a.links.length !== b.links.length) return a.links.length - b.links.length;
  for (let i = 0; i < length; i += 1) {
    const [x, y] = [a.links[i], b.links[i]];
    const byLink = x && y ? byLinkShare(x, y) : 0;
    if (byLink !== 0) return byLink;
  }
  return 0;
}

function listed(found: TFoundChain[], write: TShareWriter): TChainListing {
  const truncated = found.length > OWNERSHIP_CHAINS_LISTED_MAX;
  const chains = truncated ? found.slice(0, OWNERSHIP_CHAINS_LISTED_MAX) : found;
  chains.sort(byShareThenPath);
  return {
    chains: chains.map(({ links, share, controlling }) => ({ links, share: write(share), controlling })),
    truncated,
  };
}

function shareOf(step: TStep): TRational {
  step.share ??= step.above ? mul(shareOf(step.above), step.occurrence.share) : step.occurrence.share;
  return step.share;
}

function linksOf(step: TStep): TChainLink[] {
  const links = new Array<TChainLink>(step.length);
  for (let at: TStep | null = step, i = step.length - 1; at; at = at.above, i -= 1) {
    links[i] = linkOf(at.occurrence);
  }
  return links;
}

/**
 * How many chains reach each person, counted up to one over OWNERSHIP_CHAINS_LISTED_MAX: one pass
 * down the corporates in `order` (every owner of a corporate after it), by TPersonNode.index.
 */
function countChains(graph: TOwnershipGraph, order: readonly TPersonNode[]): Uint32Array {
  const cap = OWNERSHIP_CHAINS_LISTED_MAX + 1;
  const count = new Uint32Array(graph.nodes.length);
  for (const { target, share } of graph.roots) {
    if (share.n !== 0n) count[target.index] = Math.min(cap, (count[target.index] ?? 0) + 1);
  }
  for (const corporate of order) {
    const own = count[corporate.index] ?? 0;
    if (own === 0) continue;
    for (const { target, share } of corporate.owners) {
      if (share.n !== 0n) count[target.index] = Math.min(cap, (count[target.index] ?? 0) + own);
    }
  }
  return count;
}

/** Chains in a group without a cycle, found once per corporate (see the file comment). */
export function acyclicChains(
  graph: TOwnershipGraph,
  order: readonly TPersonNode[],
  write: TShareWriter,
): TChainLister {
  const memo: (TStep[] | undefined)[] = new Array<TStep[] | undefined>(graph.nodes.length).fill(undefined);
  let counts: Uint32Array | null = null;
  let appearances: TOccurrence[][] | null = null;
  const stepsTo = (person: TPersonNode): TStep[] => {
    const known = memo[person.index];
    if (known) return known;
    const steps: TStep[] = [];
    appearances ??= appearancesOf(graph);
    for (const occurrence of appearances[person.index] ?? []) {
      if (steps.length > OWNERSHIP_CHAINS_LISTED_MAX) break;
      const { parent, share, over } = occurrence;
      if (share.n === 0n) continue;
      if (parent === null) {
        steps.push({ occurrence, above: null, length: 1, controlling: over, share });
        continue;
      }
      for (const above of stepsTo(parent)) {
        if (steps.length > OWNERSHIP_CHAINS_LISTED_MAX) break;
        const controlling = above.controlling && over;
        steps.push({ occurrence, above, length: above.length + 1, controlling, share: null });
      }
    }
    // Only a corporate's chains are asked for again, by its owners.
    if (person.owners.length > 0) memo[person.index] = steps;
    return steps;
  };
  return {
    list: (person, own) => {
      const steps = stepsTo(person);
      const only = steps.length === 1 ? steps[0] : undefined;
      // One chain carries the whole of the person's share (the others through zero links add nothing).
      if (only)
        return {
          chains: [{ links: linksOf(only), share: own, controlling: only.controlling }],
          truncated: false,
        };
      return listed(
        steps.map((s) => ({ links: linksOf(s), share: shareOf(s), controlling: s.controlling })),
        write,
      );
    },
    truncated: (person) => {
      counts ??= countChains(graph, order);
      return (counts[person.index] ?? 0) > OWNERSHIP_CHAINS_LISTED_MAX;
    },
  };
}

/** Chains in a group with a cycle: climbed from the person to the company, not through a corporate twice. */
export function cyclicChains(
  graph: TOwnershipGraph,
  company: TCompanyView,
  write: TShareWriter,
): TChainLister {
  const appearances = appearancesOf(graph);
  // Listed once per person: whether some were left out is known only by listing them.
  const known = new Map<TPersonNode, TChainListing>();
  const list = (person: TPersonNode): TChainListing => {
    const listing = known.get(person);
    if (listing) return listing;
    const found: { links: TOccurrence[]; n: bigint; d: bigint }[] = [];
    const onPath = new Set([person.id]);
    const suffix: TOccurrence[] = [];
    // The product is carried unreduced on the way up and reduced once per chain.
    const climb = (node: TPersonNode, n: bigint, d: bigint): void => {
      for (const occurrence of appearances[node.index] ?? []) {
        if (found.length > OWNERSHIP_CHAINS_LISTED_MAX) return;
        const { parent, share } = occurrence;
        if (
          share.n === 0n ||
          (parent !== null && (!company.reached.has(parent.id) || onPath.has(parent.id)))
        ) {
          continue;
        }
        suffix.push(occurrence);
        if (parent === null) found.push({ links: suffix.toReversed(), n: n * share.n, d: d * share.d });
        else {
          onPath.add(parent.id);
          climb(parent, n * share.n, d * share.d);
          onPath.delete(parent.id);
        }
        suffix.pop();
      }
    };
    climb(person, 1n, 1n);
    const result = listed(
      found.map(({ links, n, d }) => ({
        links: links.map(linkOf),
        share: company.den % d === 0n ? company.reduce(n * (company.den / d)) : fraction(n, d),
        controlling: links.every((l) => l.over),
      })),
      write,
    );
    known.set(person, result);
    return result;
  };
  return { list, truncated: (person) => list(person).truncated };
}
