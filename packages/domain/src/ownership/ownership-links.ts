/**
 * The group's links, for drawing it (issue 22 point 6): every holder's owners with their share of it,
 * read off the same graph the resolution walks (ownership-graph.ts), so a picture shows the shares the
 * resolution counted — refIDs followed to the canonical holder, a corporate's owners as listed on its
 * canonical entry, each share written by toShare as the chains write theirs. A screen that may see only
 * one person's chains draws the links those chains show (ownershipLinksOfChains).
 *
 * The links are a graph, not a tree: a holder owned through several corporates is one holderID with
 * several parents, and a loop (CYCLE in the result's problems) leads back to a corporate met before.
 * Whoever walks them keeps a set of the corporates already expanded.
 */
import { THRESHOLDS } from '../constants.js';
import { buildOwnershipGraph, linkOf } from './ownership-graph.js';
import type { TOccurrence } from './ownership-graph.js';
import type { TOwnedPerson, TOwnershipInput, TShare } from './ownership.types.js';
import { fraction, parseDecimal, ZERO } from './rational.js';

/** One holding: a holder and its share of the parent (of the company for a direct holder). */
export interface TOwnershipLink {
  /** The canonical holderID (a refID is followed to the holder it names). */
  holderID: string;
  holderType: 'I' | 'C';
  name: string;
  share: TShare;
}

export interface TOwnershipLinks {
  /** The company's direct holders, in the tree's order. */
  roots: TOwnershipLink[];
  /** A corporate's owners by its canonical holderID; absent when it lists none. */
  owners: ReadonlyMap<string, TOwnershipLink[]>;
}

function toLink(occurrence: TOccurrence): TOwnershipLink {
  return { ...linkOf(occurrence), holderType: occurrence.target.holderType };
}

/** Every holding of the tree, as the ownership resolution reads it. */
export function ownershipLinksOf(input: TOwnershipInput): TOwnershipLinks {
  // The control threshold only marks links as controlling; the shares do not depend on it.
  const control = parseDecimal(THRESHOLDS.controlOverPercent) ?? ZERO;
  const graph = buildOwnershipGraph(input, fraction(control.n, control.d * 100n));
  const owners = new Map<string, TOwnershipLink[]>();
  for (const node of graph.nodes) {
    if (node.owners.length > 0) owners.set(node.id, node.owners.map(toLink));
  }
  return { roots: graph.roots.map(toLink), owners };
}

/**
 * The holdings one person's chains show: the company's holders at the top of a chain, each
 * corporate's owner below it on one, and the person at the end. Every link but a chain's last is a
 * corporate (only a corporate has owners).
 */
export function ownershipLinksOfChains(
  person: Pick<TOwnedPerson, 'holderID' | 'holderType' | 'chains'>,
): TOwnershipLinks {
  const roots: TOwnershipLink[] = [];
  const owners = new Map<string, TOwnershipLink[]>();
  const add = (list: TOwnershipLink[], link: TOwnershipLink) => {
    if (!list.some((l) => l.holderID === link.holderID)) list.push(link);
  };
  for (const chain of person.chains) {
    chain.links.forEach((link, i) => {
      const holderType = link.holderID === person.holderID ? person.holderType : 'C';
      const parent = i === 0 ? null : (chain.links[i - 1]?.holderID ?? null);
      const full = { ...link, holderType };
      if (parent === null) add(roots, full);
      else {
        const list = owners.get(parent) ?? [];
        owners.set(parent, list);
        add(list, full);
      }
    });
  }
  return { roots, owners };
}
