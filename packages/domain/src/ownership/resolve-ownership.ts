/**
 * Ownership resolution (spec §4 "Ownership resolution", §5 "Corporate holder tree", §9): each
 * person's ultimate share of the company through any number of layers of corporates, exactly.
 *
 * A chain is a simple path company → direct holder → … → person: a corporate met again on its own
 * path closes a cycle, which is reported and not followed. Shares are summed once per canonical
 * corporate (the map person → share below it) and reused wherever that corporate appears, so a
 * shared corporate costs its size once, not once per parent. Only a corporate that sits on a cycle is
 * recomputed per path, because what lies below it then depends on the path that reached it.
 */
import { THRESHOLDS } from '../constants.js';
import { buildOwnershipGraph } from './ownership-graph.js';
import type { TOccurrence, TPersonNode } from './ownership-graph.js';
import type {
  TOwnedPerson,
  TOwnershipChain,
  TOwnershipInput,
  TOwnershipProblem,
  TOwnershipResult,
} from './ownership.types.js';
import { compare, fraction, lcm, parseDecimal, reducerOver, toShare, ZERO } from './rational.js';
import type { TRational } from './rational.js';

/**
 * At most this many chains are listed per person (the first found, walking the tree in order); the
 * shares and flags still count every chain. TOwnedPerson.chainsTruncated says when some were left out.
 */
export const OWNERSHIP_CHAINS_LISTED_MAX = 50;

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

function percentOf(value: number, fallback: number): TRational {
  const percent = parseDecimal(value) ?? parseDecimal(fallback) ?? ZERO;
  return fraction(percent.n, percent.d * 100n);
}

/** Corporates on a cycle (Tarjan's strongly connected components of size > 1, or owning themselves). */
function findCyclic(persons: Map<string, TPersonNode>): Set<string> {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cyclic = new Set<string>();
  const visit = (id: string): void => {
    index.set(id, index.size);
    low.set(id, index.get(id) ?? 0);
    stack.push(id);
    onStack.add(id);
    for (const { targetId } of persons.get(id)?.owners ?? []) {
      if (targetId === id) cyclic.add(id);
      if (!index.has(targetId)) {
        visit(targetId);
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
  for (const person of persons.values()) if (!index.has(person.id)) visit(person.id);
  return cyclic;
}

function put(entries: Map<string, TBelowEntry>, id: string, n: bigint, controlled: boolean): void {
  const known = entries.get(id);
  if (!known) entries.set(id, { n, controlled });
  else {
    known.n += n;
    known.controlled ||= controlled;
  }
}

/** Resolves who ultimately owns and controls the company (see the file comment). */
export function resolveOwnership(input: TOwnershipInput): TOwnershipResult {
  const thresholds = input.thresholds ?? THRESHOLDS;
  const scrOver = percentOf(thresholds.scrOverPercent, THRESHOLDS.scrOverPercent);
  const uboAtLeast = percentOf(thresholds.uboAtLeastPercent, THRESHOLDS.uboAtLeastPercent);
  const controlOver = percentOf(thresholds.controlOverPercent, THRESHOLDS.controlOverPercent);
  const graph = buildOwnershipGraph(input, controlOver);
  const { persons } = graph;
  const personOf = (id: string): TPersonNode => {
    const person = persons.get(id);
    if (!person) throw new Error(`no person ${id}`);
    return person;
  };

  const cyclic = findCyclic(persons);
  const memo = new Map<string, TBelow>();
  const path: string[] = [];
  const cycles = new Map<string, TOwnershipProblem>();
  const recordCycle = (loop: string[]): void => {
    const first = loop.indexOf([...loop].sort()[0] ?? '');
    const key = [...loop.slice(first), ...loop.slice(0, first)].join('\u0000');
    if (cycles.has(key)) return;
    cycles.set(key, { kind: 'CYCLE', holderIDs: loop, names: loop.map((id) => personOf(id).name) });
  };
  /**
   * Everyone reached through these occurrences (not past a corporate already on the path). At the
   * company a single link is not indirect control, so it does not mark its holder controlled.
   */
  const combine = (occurrences: readonly TOccurrence[], atCompany: boolean): TBelow => {
    const parts: { occurrence: TOccurrence; sub: TBelow | null }[] = [];
    let den = 1n;
    for (const occurrence of occurrences) {
      const { targetId, share } = occurrence;
      const at = path.indexOf(targetId);
      if (at >= 0) {
        recordCycle(path.slice(at));
        continue;
      }
      const sub = personOf(targetId).holderType === 'C' ? below(targetId) : null;
      den = lcm(den, share.d);
      if (sub) den = lcm(den, share.d * sub.den);
      parts.push({ occurrence, sub });
    }
    const entries = new Map<string, TBelowEntry>();
    for (const { occurrence, sub } of parts) {
      const { targetId, share, over } = occurrence;
      put(entries, targetId, share.n * (den / share.d), over && !atCompany);
      if (!sub) continue;
      const factor = share.n * (den / (share.d * sub.den));
      for (const [id, entry] of sub.entries) put(entries, id, factor * entry.n, over && entry.controlled);
    }
    return { den, entries };
  };
  const below = (id: string): TBelow => {
    const known = memo.get(id);
    if (known) return known;
    path.push(id);
    const result = combine(personOf(id).owners, false);
    path.pop();
    if (!cyclic.has(id)) memo.set(id, result);
    return result;
  };

  // From the company: each person's ultimate share, and whether a controlling chain of 2+ links reaches them.
  const company = combine(graph.roots, true);
  // Corporates the company does not reach can still own each other in a loop: report that too.
  for (const id of cyclic) if (!company.entries.has(id)) below(id);

  const reduce = reducerOver(company.den);
  const view: TCompanyView = { reached: company.entries, den: company.den, reduce };
  // Sorted by numerators over the common denominator: the same order as the shares, without products.
  const owned: { person: TOwnedPerson; numerator: bigint }[] = [];
  for (const person of persons.values()) {
    const entry = company.entries.get(person.id);
    const share = entry ? reduce(entry.n) : ZERO;
    const controlled = entry?.controlled ?? false;
    const individual = person.holderType === 'I';
    const { chains, truncated } = listChains(person, personOf, view);
    const result: TOwnedPerson = {
      holderID: person.id,
      holderType: person.holderType,
      name: person.name,
      isDirector: person.isDirector,
      ultimateShare: toShare(share),
      isScr: individual && (compare(share, scrOver) > 0 || controlled),
      isUbo: individual && compare(share, uboAtLeast) >= 0,
      hasIndirectControl: controlled,
      chains,
    };
    if (truncated) result.chainsTruncated = true;
    owned.push({ person: result, numerator: entry?.n ?? 0n });
  }
  owned.sort(
    (a, b) =>
      Number(b.person.holderType === 'I') - Number(a.person.holderType === 'I') ||
      (a.numerator === b.numerator ? 0 : a.numerator < b.numerator ? 1 : -1) ||
      compareText(a.person.name, b.person.name) ||
      compareText(a.person.holderID, b.person.holderID),
  );
  return { persons: owned.map((o) => o.person), problems: [...graph.problems, ...cycles.values()] };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** What listChains needs from the company-level result: who is reached, and its reducer. */
interface TCompanyView {
  reached: ReadonlyMap<string, unknown>;
  /** Common denominator of every chain's unreduced product, and a fast reducer over it. */
  den: bigint;
  reduce: (n: bigint) => TRational;
}

/**
 * The chains to a person, found by climbing from each place it appears up to the company, at most
 * OWNERSHIP_CHAINS_LISTED_MAX of them; links with a zero share carry no ownership and are skipped.
 */
function listChains(
  person: TPersonNode,
  personOf: (id: string) => TPersonNode,
  company: TCompanyView,
): { chains: TOwnershipChain[]; truncated: boolean } {
  const found: { links: TOccurrence[]; n: bigint; d: bigint }[] = [];
  const onPath = new Set([person.id]);
  const suffix: TOccurrence[] = [];
  // The product is carried unreduced on the way up and reduced once per chain.
  const climb = (node: TPersonNode, n: bigint, d: bigint): void => {
    for (const occurrence of node.appearances) {
      if (found.length > OWNERSHIP_CHAINS_LISTED_MAX) return;
      const parent = occurrence.parentId;
      const { share } = occurrence;
      if (share.n === 0n || (parent !== null && (!company.reached.has(parent) || onPath.has(parent)))) {
        continue;
      }
      suffix.push(occurrence);
      if (parent === null) found.push({ links: suffix.toReversed(), n: n * share.n, d: d * share.d });
      else {
        onPath.add(parent);
        climb(personOf(parent), n * share.n, d * share.d);
        onPath.delete(parent);
      }
      suffix.pop();
    }
  };
  climb(person, 1n, 1n);
  const chains = found.slice(0, OWNERSHIP_CHAINS_LISTED_MAX).map(({ links, n, d }) => {
    const share = company.den % d === 0n ? company.reduce(n * (company.den / d)) : fraction(n, d);
    return {
      chain: {
        links: links.map((l) => l.link),
        share: toShare(share),
        controlling: links.every((l) => l.over),
      },
      share,
      key: links.map((l) => l.targetId).join('\u0000'),
    };
  });
  chains.sort((a, b) => compare(b.share, a.share) || compareText(a.key, b.key));
  return { chains: chains.map((c) => c.chain), truncated: found.length > OWNERSHIP_CHAINS_LISTED_MAX };
}
