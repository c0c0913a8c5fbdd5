/**
 * Each person's ultimate share of the company, exactly, and whether a controlling chain reaches them.
 *
 * Without a cycle (every valid group) the shares flow down once from the company: the corporates are
 * taken in an order where every owner of a corporate comes after it, and each passes its share, times
 * the link's, to its owners. That is one product per link, over fractions kept reduced: a link's share
 * has at most 9 digits, so the cross-reduction of a product costs one gcd over small numbers.
 *
 * A chain is a simple path company → direct holder → … → person: a corporate met again on its own
 * path closes a cycle, which is reported and not followed. What lies below a corporate on a cycle then
 * depends on the path that reached it, so a group with a cycle is resolved by cyclicShares: shares are
 * summed once per canonical corporate (the map person → share below it) and reused wherever that
 * corporate appears, and only a corporate on a cycle is recomputed per path.
 */
import type { TOccurrence, TOwnershipGraph, TPersonNode } from './ownership-graph.js';
import type { TOwnershipProblem } from './ownership.types.js';
import { add, lcm, mul, reducerOver, ZERO } from './rational.js';
import type { TRational } from './rational.js';

/** What the company reaches, by TPersonNode.index. */
export interface TShares {
  /** Ultimate share, reduced; ZERO for a person the company does not reach. */
  share: TRational[];
  /** Reached by a chain of 2+ links, each strictly over the control threshold. */
  controlled: boolean[];
  cycles: TOwnershipProblem[];
  /** Only for a group with a cycle: what the chains are listed against (see ownership-chains.ts). */
  company: TCompanyView | null;
  /** Without a cycle: the persons with every owner of a corporate after it (ownership-majority.ts reuses it). */
  order: readonly TPersonNode[] | null;
}

/** The company-level result of cyclicShares: who is reached, over one common denominator. */
export interface TCompanyView {
  reached: ReadonlyMap<string, unknown>;
  /** Common denominator of every chain's unreduced product, and a fast reducer over it. */
  den: bigint;
  reduce: (n: bigint) => TRational;
}

/** The corporates with every owner after its corporate, or null when some corporate owns itself. */
function topologicalOrder(nodes: readonly TPersonNode[]): TPersonNode[] | null {
  // 0: not seen, 1: on the path being walked, 2: done.
  const state = new Uint8Array(nodes.length);
  const done: TPersonNode[] = [];
  let cyclic = false;
  const visit = (node: TPersonNode): void => {
    state[node.index] = 1;
    for (const { target } of node.owners) {
      const seen = state[target.index];
      if (seen === 1) cyclic = true;
      else if (seen === 0) visit(target);
      if (cyclic) return;
    }
    state[node.index] = 2;
    done.push(node);
  };
  for (const node of nodes) {
    if (state[node.index] === 0 && node.owners.length > 0) visit(node);
    if (cyclic) return null;
  }
  return done.reverse();
}

/** Resolves the shares of every person the company reaches (see the file comment). */
export function sharesOf(graph: TOwnershipGraph): TShares {
  const order = topologicalOrder(graph.nodes);
  if (!order) return cyclicShares(graph);
  const size = graph.nodes.length;
  const share: (TRational | undefined)[] = new Array<TRational | undefined>(size).fill(undefined);
  // Reached by a chain whose every link, the first included, is over the control threshold.
  const controlChain = new Array<boolean>(size).fill(false);
  const controlled = new Array<boolean>(size).fill(false);
  const pass = (occurrence: TOccurrence, part: TRational): void => {
    const at = occurrence.target.index;
    const known = share[at];
    share[at] = known === undefined ? part : add(known, part);
  };
  for (const occurrence of graph.roots) {
    pass(occurrence, occurrence.share);
    if (occurrence.over) controlChain[occurrence.target.index] = true;
  }
  for (const corporate of order) {
    const own = share[corporate.index];
    if (own === undefined) continue;
    const controlling = controlChain[corporate.index] === true;
    for (const occurrence of corporate.owners) {
      pass(occurrence, mul(own, occurrence.share));
      if (controlling && occurrence.over) {
        controlChain[occurrence.target.index] = true;
        controlled[occurrence.target.index] = true;
      }
    }
  }
  return { share: share.map((s) => s ?? ZERO), controlled, cycles: [], company: null, order };
}

/** Corporates on a cycle (Tarjan's strongly connected components of size > 1, or owning themselves). */
function findCyclic(nodes: readonly TPersonNode[]): Set<string> {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cyclic = new Set<string>();
  const visit = (node: TPersonNode): void => {
    const { id } = node;
    index.set(id, index.size);
    low.set(id, index.get(id) ?? 0);
    stack.push(id);
    onStack.add(id);
    for (const { target } of node.owners) {
      const targetId = target.id;
      if (targetId === id) cyclic.add(id);
      if (!index.has(targetId)) {
        visit(target);
        low.set(id, Math.min(low.get(id) ?? 0, low.get(targetId) ?? 0));
      } else if (onStack.has(targetId)) {
        low.set(id, Math.min(low.get(id) ?? 0, index.get(targetId) ?? 0));
      }
    }
    if (low.get(id) !== index.get(id)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== id);
    if (component.length > 1) for (const m of component) cyclic.add(m);
  };
  for (const node of nodes) if (!index.has(node.id)) visit(node);
  return cyclic;
}

/**
 * Shares of everyone below a corporate (or the company), over one common denominator: summing the
 * numerators needs no gcd per person, only one lcm per owner.
 */
interface TBelow {
  den: bigint;
  entries: Map<string, TBelowEntry>;
}

interface TBelowEntry {
  n: bigint;
  /** Reached by links each strictly over the control threshold. */
  controlled: boolean;
}

function put(entries: Map<string, TBelowEntry>, id: string, n: bigint, controlled: boolean): void {
  const known = entries.get(id);
  if (!known) entries.set(id, { n, controlled });
  else {
    known.n += n;
    known.controlled ||= controlled;
  }
}

/** The shares of a group with a cycle, summed path by path where a cycle makes them path-dependent. */
function cyclicShares(graph: TOwnershipGraph): TShares {
  const { nodes } = graph;
  const persons = new Map(nodes.map((node) => [node.id, node]));
  const cyclic = findCyclic(nodes);
  const memo = new Map<string, TBelow>();
  const path: string[] = [];
  const cycles = new Map<string, TOwnershipProblem>();
  const nameOf = (id: string): string => persons.get(id)?.name ?? id;
  const recordCycle = (loop: string[]): void => {
    const first = loop.indexOf([...loop].sort()[0] ?? '');
    const key = [...loop.slice(first), ...loop.slice(0, first)].join('\u0000');
    if (cycles.has(key)) return;
    cycles.set(key, { kind: 'CYCLE', holderIDs: loop, names: loop.map(nameOf) });
  };
  /**
   * Everyone reached through these occurrences (not past a corporate already on the path). At the
   * company a single link is not indirect control, so it does not mark its holder controlled.
   */
  const combine = (occurrences: readonly TOccurrence[], atCompany: boolean): TBelow => {
    const parts: { occurrence: TOccurrence; sub: TBelow | null }[] = [];
    let den = 1n;
    for (const occurrence of occurrences) {
      const { target, share } = occurrence;
      const at = path.indexOf(target.id);
      if (at >= 0) {
        recordCycle(path.slice(at));
        continue;
      }
      const sub = target.holderType === 'C' ? below(target) : null;
      den = lcm(den, share.d);
      if (sub) den = lcm(den, share.d * sub.den);
      parts.push({ occurrence, sub });
    }
    const entries = new Map<string, TBelowEntry>();
    for (const { occurrence, sub } of parts) {
      const { target, share, over } = occurrence;
      put(entries, target.id, share.n * (den / share.d), over && !atCompany);
      if (!sub) continue;
      const factor = share.n * (den / (share.d * sub.den));
      for (const [id, entry] of sub.entries) put(entries, id, factor * entry.n, over && entry.controlled);
    }
    return { den, entries };
  };
  const below = (node: TPersonNode): TBelow => {
    const known = memo.get(node.id);
    if (known) return known;
    path.push(node.id);
    const result = combine(node.owners, false);
    path.pop();
    if (!cyclic.has(node.id)) memo.set(node.id, result);
    return result;
  };

  const company = combine(graph.roots, true);
  // Corporates the company does not reach can still own each other in a loop: report that too.
  for (const id of cyclic) {
    const node = persons.get(id);
    if (node && !company.entries.has(id)) below(node);
  }
  const reduce = reducerOver(company.den);
  const share = nodes.map((node) => {
    const entry = company.entries.get(node.id);
    return entry ? reduce(entry.n) : ZERO;
  });
  const controlled = nodes.map((node) => company.entries.get(node.id)?.controlled ?? false);
  return {
    share,
    controlled,
    cycles: [...cycles.values()],
    company: { reached: company.entries, den: company.den, reduce },
    order: null,
  };
}
