/**
 * Positions for the ownership diagram (issue 22 point 6), in SVG pixels. Two ways to lay the same tree
 * out (ownership-tree.ts):
 * - 'down': the company at the top and each layer of holders a row below, each parent centred over
 *   its holders, the percentage on the line into each holder. Used when it fits the width.
 * - 'indented': one holder a row, indented under the corporate it holds a share of, the percentage at
 *   the start of the row where the line arrives. It fits any width (a phone's 390 px), so it is used
 *   whenever 'down' would need a sideways scroll.
 */
import { buildOwnershipTree, treeNodes } from './ownership-tree';
import type { TDiagramMarks, TOwnershipTree, TTreeNode } from './ownership-tree';
import type { TOwnershipLinks } from '@portal/domain';

export type TLayoutMode = 'down' | 'indented';

export interface TPlacedNode extends Omit<TTreeNode, 'children'> {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TPlacedEdge {
  /** The key of the node below (one edge into each node but the company). */
  key: string;
  from: string;
  to: string;
  /** The share of the parent as a display percentage ('60', '33.3333'). */
  percent: string;
  /** SVG path data from the parent to the holder. */
  path: string;
  /** Where the percentage label goes: its centre ('middle') or the middle of its left side ('start'). */
  labelX: number;
  labelY: number;
  labelAnchor: 'middle' | 'start';
}

export interface TOwnershipLayout {
  mode: TLayoutMode;
  width: number;
  height: number;
  nodes: TPlacedNode[];
  edges: TPlacedEdge[];
  total: number;
  shown: number;
}

/** Sizes in px: nodes big enough for a name and a line of badges at 13 / 11 px text. */
export const LAYOUT = {
  pad: 8,
  down: { nodeWidth: 188, maxNodeWidth: 228, nodeHeight: 56, gapX: 12, gapY: 60 },
  indented: { nodeHeight: 48, gapY: 8, indent: 18, minWidth: 260 },
} as const;

/** Text sizes in px: holder names, and the percentages on the lines. */
export const NAME_SIZE = 13;
export const LABEL_SIZE = 11;

/** Width of a percentage label's pill. */
export function labelWidth(text: string): number {
  return textWidth(text, LABEL_SIZE) + 12;
}

/** Width of a badge (SCR, UBO…) and the gap after it. */
export function badgeWidth(text: string): number {
  return textWidth(text, LABEL_SIZE) + 10;
}
export const BADGE_GAP = 4;

/** '24.0000' → '24', '33.3300' → '33.33'. */
export function shortPercent(percent: string): string {
  return percent.includes('.') ? percent.replace(/\.?0+$/, '') : percent;
}

/** Rough width of text in px: CJK characters a full em, others a little over half. */
export function textWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const ch of text) ems += (ch.codePointAt(0) ?? 0) >= 0x2e80 ? 1 : 0.6;
  return ems * fontSize;
}

/** The text, cut with an ellipsis to fit `width` px. */
export function fitText(text: string, width: number, fontSize: number): string {
  if (textWidth(text, fontSize) <= width) return text;
  const chars = [...text];
  while (chars.length > 1 && textWidth(`${chars.join('')}…`, fontSize) > width) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

function place(node: TTreeNode, x: number, y: number, width: number, height: number): TPlacedNode {
  const { children: _children, ...rest } = node;
  return { ...rest, x, y, width, height };
}

/** A node's padding either side of its badges (which start under the type icon). */
const NODE_CHROME = 18;

function layoutDown(tree: TOwnershipTree, content: number): Omit<TOwnershipLayout, 'total' | 'shown'> {
  const { nodeHeight, gapX, gapY } = LAYOUT.down;
  // Wide enough for the marks, and for the longest name up to a limit (longer ones are cut).
  const names = treeNodes(tree).filter((n) => n.kind === 'I' || n.kind === 'C');
  const longest = Math.max(0, ...names.map((n) => textWidth(n.name, NAME_SIZE) + NODE_CHROME + 24));
  const nodeWidth = Math.max(
    LAYOUT.down.nodeWidth,
    content + NODE_CHROME,
    Math.min(longest, LAYOUT.down.maxNodeWidth),
  );
  const centres = new Map<string, number>();
  let nextLeft = LAYOUT.pad;
  let depth = 0;
  // Leaves take the next slot from the left; a parent sits centred over its first and last holder.
  const visit = (node: TTreeNode): number => {
    depth = Math.max(depth, node.depth);
    let centre: number;
    if (node.children.length === 0) {
      centre = nextLeft + nodeWidth / 2;
      nextLeft += nodeWidth + gapX;
    } else {
      const child = node.children.map(visit);
      centre = ((child[0] ?? 0) + (child.at(-1) ?? 0)) / 2;
    }
    centres.set(node.key, centre);
    return centre;
  };
  visit(tree.root);
  // The company's box is as wide as its name needs, up to two holders' width.
  const widthOf = (node: TTreeNode) =>
    node.kind === 'company'
      ? Math.min(Math.max(textWidth(node.name, NAME_SIZE) + 28, nodeWidth), 2 * nodeWidth + gapX)
      : nodeWidth;
  const shift = Math.max(0, LAYOUT.pad + widthOf(tree.root) / 2 - (centres.get('company') ?? 0));
  // Parents before their holders, left to right: the order the keyboard visits them.
  const nodes = treeNodes(tree).map((node) =>
    place(
      node,
      (centres.get(node.key) ?? 0) + shift - widthOf(node) / 2,
      LAYOUT.pad + node.depth * (nodeHeight + gapY),
      widthOf(node),
      nodeHeight,
    ),
  );
  const byKey = new Map(nodes.map((n) => [n.key, n]));
  const edges: TPlacedEdge[] = [];
  for (const node of nodes) {
    const parent = node.parentKey ? byKey.get(node.parentKey) : undefined;
    if (!parent) continue;
    const px = parent.x + parent.width / 2;
    const cx = node.x + node.width / 2;
    const bar = parent.y + parent.height + 16;
    edges.push({
      key: node.key,
      from: parent.key,
      to: node.key,
      percent: node.share ? shortPercent(node.share.percent) : '',
      path: `M${px},${parent.y + parent.height} V${bar} H${cx} V${node.y}`,
      labelX: cx,
      labelY: node.y - 20,
      labelAnchor: 'middle',
    });
  }
  return {
    mode: 'down',
    width: Math.max(...nodes.map((n) => n.x + n.width)) + LAYOUT.pad,
    height: LAYOUT.pad * 2 + (depth + 1) * nodeHeight + depth * gapY,
    nodes,
    edges,
  };
}

/** Room a row gives its percentage before its text (as DiagramNode draws it): the widest label. */
export function rowLabelWidth(nodes: readonly Pick<TTreeNode, 'share'>[]): number {
  const widest = Math.max(
    0,
    ...nodes.map((n) => (n.share ? labelWidth(`${shortPercent(n.share.percent)} %`) : 0)),
  );
  return 6 + widest + 8;
}

function layoutIndented(
  tree: TOwnershipTree,
  available: number,
  content: number,
): Omit<TOwnershipLayout, 'total' | 'shown'> {
  const { nodeHeight, gapY, indent, minWidth } = LAYOUT.indented;
  const width = Math.max(available, minWidth);
  const all = treeNodes(tree);
  // The rows need room for the deepest holder's label and its name or badges after it; past the
  // available width the diagram scrolls sideways rather than drop a mark.
  const deepest = Math.max(...all.map((n) => n.depth));
  const right = Math.max(
    width,
    LAYOUT.pad * 2 + deepest * indent + rowLabelWidth(all) + Math.max(content, 120) + NODE_CHROME,
  );
  const nodes = all.map((node, row) =>
    place(
      node,
      LAYOUT.pad + node.depth * indent,
      LAYOUT.pad + row * (nodeHeight + gapY),
      right - LAYOUT.pad * 2 - node.depth * indent,
      nodeHeight,
    ),
  );
  const byKey = new Map(nodes.map((n) => [n.key, n]));
  const edges: TPlacedEdge[] = [];
  for (const node of nodes) {
    const parent = node.parentKey ? byKey.get(node.parentKey) : undefined;
    if (!parent) continue;
    const mid = node.y + node.height / 2;
    edges.push({
      key: node.key,
      from: parent.key,
      to: node.key,
      percent: node.share ? shortPercent(node.share.percent) : '',
      path: `M${parent.x + 11},${parent.y + parent.height} V${mid} H${node.x}`,
      labelX: node.x + 6,
      labelY: mid,
      labelAnchor: 'start',
    });
  }
  return {
    mode: 'indented',
    width: right,
    height: LAYOUT.pad * 2 + nodes.length * (nodeHeight + gapY) - gapY,
    nodes,
    edges,
  };
}

export interface TLayoutOptions {
  /** 'down' even if it does not fit, or always 'indented'; by default the width decides. */
  mode?: TLayoutMode;
  /** Width in px the diagram has; unknown: any. */
  available?: number;
  /** Width in px a node's text must have room for (the widest row of badges in this language). */
  contentWidth?: number;
}

/** Places the tree: 'down' when asked and it fits `available` px (or any width given none), else 'indented'. */
export function layoutOwnership(tree: TOwnershipTree, options: TLayoutOptions = {}): TOwnershipLayout {
  const available = options.available ?? Infinity;
  const content = options.contentWidth ?? 0;
  const down = options.mode !== 'indented' ? layoutDown(tree, content) : null;
  const chosen =
    down && (options.mode === 'down' || down.width <= available)
      ? down
      : layoutIndented(tree, Number.isFinite(available) ? available : LAYOUT.indented.minWidth * 2, content);
  return { ...chosen, total: tree.total, shown: tree.shown };
}

/** The diagram of a group in one call: its tree (capped, marked) laid out for `available` px. */
export function layoutOwnershipDiagram(
  company: string,
  links: TOwnershipLinks,
  persons: readonly TDiagramMarks[],
  options: TLayoutOptions & { cap?: number } = {},
): TOwnershipLayout {
  return layoutOwnership(buildOwnershipTree(company, links, persons, options.cap), options);
}
