/**
 * The ownership diagram's tree (issue 22 point 6): the company at the root, its holders below, each
 * corporate's owners below it, from the holdings the ownership resolution counted
 * (@portal/domain ownershipLinksOf). Pure, so the layout can be tested without a browser.
 *
 * A holder met more than once (the same holderID, refIDs already followed by the domain) is drawn
 * once per appearance, so every line still runs from a holder to the one corporate it holds a share
 * of and the picture stays a tree that reads top to bottom. A corporate's own owners are drawn under
 * its first appearance only (the shallowest, as the tree is walked breadth first); later appearances
 * are marked `repeat` and drawn without owners. That also stops a loop (a CYCLE problem): a
 * corporate is expanded once, so the walk ends; the appearance that closes the loop is marked `loop`.
 * Pointing at any appearance highlights them all (chainOf).
 *
 * Holdings of nothing (a director holding no shares, a 0 % owner) are left out: they own nothing,
 * and the list beside the diagram still names them. A group larger than `cap` holdings shows the
 * SCRs and UBOs and then the largest holdings (by share of the company), each with the corporates
 * above it, and a "N more" node under each parent whose holders were left out.
 */
import type { TOwnedPerson, TOwnershipLink, TOwnershipLinks, TShare } from '@portal/domain';

/** Holdings drawn at most: past this a page would be slow and the picture unreadable. */
export const DIAGRAM_NODE_CAP = 60;

/** What the diagram needs to know of a person of the ownership result. */
export type TDiagramMarks = Pick<TOwnedPerson, 'holderID' | 'isScr' | 'isUbo'>;

export interface TTreeNode {
  /** Unique per drawn node ('company', 'n3', 'more-n3'). */
  key: string;
  kind: 'company' | 'I' | 'C' | 'more';
  /** The canonical holderID; null for the company and a "more" node. */
  holderID: string | null;
  name: string;
  parentKey: string | null;
  depth: number;
  /** Share of the parent (of the company for a direct holder); null for the company and "more". */
  share: TShare | null;
  isScr: boolean;
  isUbo: boolean;
  /** The holder is drawn elsewhere too; a corporate's owners are drawn at its first appearance. */
  repeat: boolean;
  /** A repeat of a corporate on its own way up to the company: the loop a CYCLE problem reports. */
  loop: boolean;
  /** A "more" node: how many holdings under the parent are not drawn. */
  more: number;
  children: TTreeNode[];
}

export interface TOwnershipTree {
  root: TTreeNode;
  /** Holdings in the group (appearances with a share). */
  total: number;
  /** Holdings drawn. */
  shown: number;
}

interface TAppearance {
  link: TOwnershipLink;
  parent: number;
  depth: number;
  /** Share of the company along this appearance's path, as a double: for ranking only. */
  weight: number;
  repeat: boolean;
  loop: boolean;
  children: number[];
}

const holds = (link: TOwnershipLink) => link.share.numerator !== '0';

/** Every appearance, breadth first, each corporate's owners under its first appearance. */
function walk(links: TOwnershipLinks): { items: TAppearance[]; roots: number[] } {
  const items: TAppearance[] = [];
  const seen = new Set<string>();
  const expanded = new Set<string>();
  const add = (link: TOwnershipLink, parent: number, depth: number, weight: number): number => {
    const index = items.length;
    const repeat = seen.has(link.holderID);
    seen.add(link.holderID);
    let loop = false;
    for (let up = parent; repeat && up >= 0; up = items[up]?.parent ?? -1) {
      if (items[up]?.link.holderID === link.holderID) loop = true;
    }
    items.push({ link, parent, depth, weight, repeat, loop, children: [] });
    return index;
  };
  const roots = links.roots.filter(holds).map((link) => add(link, -1, 1, Number(link.share.percent) / 100));
  for (let i = 0; i < items.length; i += 1) {
    const item = items[i];
    if (!item || item.link.holderType !== 'C' || expanded.has(item.link.holderID)) continue;
    expanded.add(item.link.holderID);
    for (const owner of links.owners.get(item.link.holderID) ?? []) {
      if (!holds(owner)) continue;
      item.children.push(add(owner, i, item.depth + 1, (item.weight * Number(owner.share.percent)) / 100));
    }
  }
  return { items, roots };
}

/** Which appearances to draw: all, or past the cap the marked and the largest, with their parents. */
function choose(items: TAppearance[], marked: (id: string) => boolean, cap: number): Uint8Array {
  const drawn = new Uint8Array(items.length);
  if (items.length <= cap) return drawn.fill(1);
  const order = items.map((_, i) => i);
  const rank = (i: number) => items[i] as TAppearance;
  order.sort(
    (a, b) =>
      Number(marked(rank(b).link.holderID)) - Number(marked(rank(a).link.holderID)) ||
      rank(b).weight - rank(a).weight ||
      a - b,
  );
  let count = 0;
  for (const index of order) {
    if (count >= cap) break;
    const missing: number[] = [];
    for (let up = index; up >= 0 && !drawn[up]; up = rank(up).parent) missing.push(up);
    if (count + missing.length > cap) continue;
    for (const i of missing) drawn[i] = 1;
    count += missing.length;
  }
  return drawn;
}

/** A node that is not a holding: the company, or a "more" note. */
function plainNode(key: string, kind: 'company' | 'more', parent: TTreeNode | null, more = 0): TTreeNode {
  return {
    key,
    kind,
    holderID: null,
    name: '',
    parentKey: parent?.key ?? null,
    depth: parent ? parent.depth + 1 : 0,
    share: null,
    isScr: false,
    isUbo: false,
    repeat: false,
    loop: false,
    more,
    children: [],
  };
}

/** The tree to draw: the company named `company`, its holdings from `links`, SCR/UBO from `persons`. */
export function buildOwnershipTree(
  company: string,
  links: TOwnershipLinks,
  persons: readonly TDiagramMarks[],
  cap = DIAGRAM_NODE_CAP,
): TOwnershipTree {
  const marks = new Map(persons.map((p) => [p.holderID, p]));
  const marked = (id: string) => Boolean(marks.get(id)?.isScr || marks.get(id)?.isUbo);
  const { items, roots } = walk(links);
  const drawn = choose(items, marked, cap);
  // Holdings under each appearance, itself included (children always come after their parent).
  const size = new Array<number>(items.length).fill(1);
  for (let i = items.length - 1; i >= 0; i -= 1) {
    const parent = items[i]?.parent ?? -1;
    if (parent >= 0) size[parent] = (size[parent] ?? 1) + (size[i] ?? 1);
  }
  let shown = 0;
  const attach = (parent: TTreeNode, indices: number[]) => {
    let more = 0;
    for (const i of indices) {
      const item = items[i];
      if (!item) continue;
      if (!drawn[i]) {
        more += size[i] ?? 1;
        continue;
      }
      shown += 1;
      const mark = marks.get(item.link.holderID);
      const node: TTreeNode = {
        key: `n${i}`,
        kind: item.link.holderType,
        holderID: item.link.holderID,
        name: item.link.name,
        parentKey: parent.key,
        depth: item.depth,
        share: item.link.share,
        isScr: mark?.isScr ?? false,
        isUbo: mark?.isUbo ?? false,
        repeat: item.repeat,
        loop: item.loop,
        more: 0,
        children: [],
      };
      parent.children.push(node);
      attach(node, item.children);
    }
    if (more > 0) parent.children.push(plainNode(`more-${parent.key}`, 'more', parent, more));
  };
  const root = { ...plainNode('company', 'company', null), name: company };
  attach(root, roots);
  return { root, total: items.length, shown };
}

/** Every node of the tree, parents before their children. */
export function treeNodes(tree: TOwnershipTree): TTreeNode[] {
  const out: TTreeNode[] = [];
  const visit = (node: TTreeNode) => {
    out.push(node);
    node.children.forEach(visit);
  };
  visit(tree.root);
  return out;
}

type TChainNode = Pick<TTreeNode, 'key' | 'kind' | 'holderID' | 'parentKey'>;

/**
 * The nodes on the chains from the company down to the holder drawn at `key`: every appearance of
 * that holder and of each corporate above any of them, and the company. An edge is on a chain when
 * the node below it is (the node above it then is too).
 */
export function chainOf(nodes: readonly TChainNode[], key: string): Set<string> {
  const byKey = new Map(nodes.map((n) => [n.key, n]));
  const byHolder = new Map<string, TChainNode[]>();
  for (const node of nodes) {
    if (node.holderID === null) continue;
    const list = byHolder.get(node.holderID) ?? [];
    list.push(node);
    byHolder.set(node.holderID, list);
  }
  const start = byKey.get(key);
  const out = new Set<string>();
  if (!start || start.kind === 'more') return out;
  out.add('company');
  const holders = new Set<string>();
  const pending = start.holderID === null ? [] : [start.holderID];
  // Each holderID is climbed from once, so a loop ends.
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (holders.has(id)) continue;
    holders.add(id);
    for (const node of byHolder.get(id) ?? []) {
      out.add(node.key);
      const above = node.parentKey ? byKey.get(node.parentKey) : undefined;
      if (above?.holderID) pending.push(above.holderID);
    }
  }
  return out;
}
