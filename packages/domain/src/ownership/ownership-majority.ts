/**
 * The shares each person holds of the company under Hong Kong law: Companies Ordinance (Cap. 622)
 * Part 12 Division 2A, Schedule 5A. Schedule 5A Part 1 makes a person a significant controller who
 * holds, directly or indirectly, more than 25 % of the issued shares; Part 2 (shares held
 * indirectly) says a person holds a share indirectly when they have a majority stake in a legal
 * entity that holds it, or that heads a chain of legal entities each with a majority stake in the next,
 * the last of which holds it. The holding is then the whole of that entity's shares, not a product
 * down the chain: 60 % of a corporate holding 30 % is 30 % held, where the ultimate share is 18 %.
 *
 * The tree holds percentages of shares only (no voting rights apart from them, board rights or
 * agreements, the other ways to a majority stake), so a majority stake is read here as more than half
 * of a corporate: the law's half, not the firm's control threshold, which the CONTROL_CHAIN rule uses.
 * A person's stake in a corporate sums every place they are listed under it
 * (refIDs) and, as Part 2 applies to the whole Schedule, the stakes of the entities they have a
 * majority stake in: 25 % directly and 60 % of an owner holding 30 % is 55 %, a majority.
 *
 * So the majority holders of a corporate are those whose stake in it, so counted, is over half; the
 * stake counts the majority holders of each owner, worked out first, so the relation is already
 * transitive. Without a cycle one pass over the corporates, owners first, finds them all (a few
 * holders per corporate: one majority owner, its own majority holders and so on up); with a cycle the
 * passes repeat until nothing changes, which ends as the holders only ever grow. The company is one
 * more such entity: what a person holds of it is the sum the same count gives, not compared with half.
 */
import type { TOccurrence, TOwnershipGraph, TPersonNode } from './ownership-graph.js';
import { add, ZERO } from './rational.js';
import type { TRational } from './rational.js';

/** The Schedule 5A holdings of the company, by TPersonNode.index. */
export interface THeldShares {
  /** Shares held directly or indirectly (see the file comment); ZERO for most persons. */
  share: TRational[];
  /** Some of them are held through a majority stake (not only the person's own shares). */
  throughMajority: boolean[];
}

interface TStake {
  share: TRational;
  throughMajority: boolean;
}

const NONE: readonly TPersonNode[] = [];

/**
 * Each person's stake in the shares behind these occurrences: what they hold themselves, and all of
 * what the entities they have a majority stake in hold. `entity` itself is not its own holder (a cycle).
 */
function stakesIn(
  occurrences: readonly TOccurrence[],
  majorityOf: readonly (readonly TPersonNode[])[],
  entity: TPersonNode | null,
): Map<TPersonNode, TStake> {
  const stakes = new Map<TPersonNode, TStake>();
  const credit = (person: TPersonNode, share: TRational, throughMajority: boolean): void => {
    if (person === entity) return;
    const known = stakes.get(person);
    if (!known) stakes.set(person, { share, throughMajority });
    else {
      known.share = add(known.share, share);
      known.throughMajority ||= throughMajority;
    }
  };
  for (const occurrence of occurrences) {
    const { target, share } = occurrence;
    if (share.n === 0n) continue;
    credit(target, share, false);
    for (const holder of majorityOf[target.index] ?? NONE) credit(holder, share, true);
  }
  return stakes;
}

/** Everyone with a majority stake (over half) in the corporate, directly or through a chain. */
function majorityHolders(
  corporate: TPersonNode,
  majorityOf: readonly (readonly TPersonNode[])[],
): readonly TPersonNode[] {
  const { owners } = corporate;
  // The usual corporate: owners listed once each, none with majority holders of its own.
  if (owners.every((o) => (majorityOf[o.target.index] ?? NONE).length === 0)) {
    const single = owners.filter((o) => o.share.n * 2n > o.share.d);
    const ids = new Set(owners.map((o) => o.target));
    if (ids.size === owners.length && !ids.has(corporate)) {
      return single.length === 0 ? NONE : single.map((o) => o.target);
    }
  }
  const holders: TPersonNode[] = [];
  for (const [person, { share }] of stakesIn(owners, majorityOf, corporate)) {
    if (share.n * 2n > share.d) holders.push(person);
  }
  return holders.length === 0 ? NONE : holders;
}

/** Works out every person's Schedule 5A holding of the company (see the file comment). */
export function heldSharesOf(graph: TOwnershipGraph, order: readonly TPersonNode[] | null): THeldShares {
  const { nodes } = graph;
  const majorityOf: (readonly TPersonNode[])[] = new Array<readonly TPersonNode[]>(nodes.length).fill(NONE);
  if (order) {
    // Every owner of a corporate comes after it in `order`: backwards, owners are done first.
    for (let i = order.length - 1; i >= 0; i -= 1) {
      const node = order[i];
      if (node && node.owners.length > 0) majorityOf[node.index] = majorityHolders(node, majorityOf);
    }
  } else {
    let changed = true;
    while (changed) {
      changed = false;
      for (const node of nodes) {
        if (node.owners.length === 0) continue;
        const holders = majorityHolders(node, majorityOf);
        // The holders only grow from pass to pass, so a change shows in their number.
        if (holders.length !== (majorityOf[node.index] ?? NONE).length) {
          majorityOf[node.index] = holders;
          changed = true;
        }
      }
    }
  }
  const share: TRational[] = new Array<TRational>(nodes.length).fill(ZERO);
  const throughMajority = new Array<boolean>(nodes.length).fill(false);
  for (const [person, stake] of stakesIn(graph.roots, majorityOf, null)) {
    share[person.index] = stake.share;
    throughMajority[person.index] = stake.throughMajority;
  }
  return { share, throughMajority };
}
