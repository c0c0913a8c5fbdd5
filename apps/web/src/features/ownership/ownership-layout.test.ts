import { describe, expect, it } from 'vitest';
import {
  ownershipLinksOf,
  resolveOwnership,
  type TOwnershipHolder,
  type TOwnershipInput,
} from '@portal/domain';
import { fitText, layoutOwnership, layoutOwnershipDiagram, type TOwnershipLayout } from './ownership-layout';
import { buildOwnershipTree, chainOf, DIAGRAM_NODE_CAP, treeNodes } from './ownership-tree';

const person = (holderID: string, extra: Partial<TOwnershipHolder> = {}): TOwnershipHolder => ({
  holderID,
  holderType: 'I',
  name: `Person ${holderID}`,
  ...extra,
});
const corporate = (
  holderID: string,
  owners: TOwnershipHolder[],
  extra: Partial<TOwnershipHolder> = {},
): TOwnershipHolder => ({
  holderID,
  holderType: 'C',
  name: `Company ${holderID}`,
  ownerOfBodyCorporate: owners,
  ...extra,
});

function diagram(input: TOwnershipInput, options: Parameters<typeof layoutOwnershipDiagram>[3] = {}) {
  return layoutOwnershipDiagram(
    'Acme Ltd',
    ownershipLinksOf(input),
    resolveOwnership(input).persons,
    options,
  );
}
const node = (layout: TOwnershipLayout, holderID: string) =>
  layout.nodes.filter((n) => n.holderID === holderID);
const edgeInto = (layout: TOwnershipLayout, holderID: string) =>
  layout.edges.filter((e) => node(layout, holderID).some((n) => n.key === e.to)).map((e) => e.percent);

/** A corporate at 60 % holding a person at 40 % (24 % of the company: UBO, not SCR). */
const twoLayers: TOwnershipInput = {
  totalNumOfOrdShare: 100,
  holders: [
    corporate('h', [person('p', { compSharePercent: 40 }), person('q', { compSharePercent: 60 })], {
      ordinaryShares: 60,
    }),
    person('r', { ordinaryShares: 40 }),
    person('d', { isDirector: true }),
  ],
};

describe('layoutOwnership', () => {
  it('labels each line with its share of the parent and marks SCRs and UBOs from the result', () => {
    const layout = diagram(twoLayers, { mode: 'down' });
    expect(edgeInto(layout, 'h')).toEqual(['60']);
    expect(edgeInto(layout, 'p')).toEqual(['40']);
    expect(node(layout, 'p')[0]).toMatchObject({ kind: 'I', depth: 2, isUbo: true, isScr: false });
    expect(node(layout, 'q')[0]).toMatchObject({ isUbo: true, isScr: true });
    // A director holding nothing is not drawn; the list names them.
    expect(node(layout, 'd')).toEqual([]);
    expect(layout).toMatchObject({ total: 4, shown: 4 });
  });

  it('puts the company on top and each layer below, parents over their holders', () => {
    const layout = diagram(twoLayers, { mode: 'down' });
    const [company, h, p, q, r] = ['company', 'n0', 'n2', 'n3', 'n1'].map((key) =>
      layout.nodes.find((n) => n.key === key),
    );
    expect(layout.nodes[0]?.kind).toBe('company');
    expect(company!.y).toBeLessThan(h!.y);
    expect(h!.y).toBe(r!.y);
    expect(h!.y).toBeLessThan(p!.y);
    expect(h!.x + h!.width / 2).toBe((p!.x + q!.x + p!.width) / 2);
    // Parents come before their holders: the order the keyboard goes.
    expect(layout.nodes.map((n) => n.holderID ?? n.kind)).toEqual(['company', 'h', 'p', 'q', 'r']);
  });

  it('turns to one indented row a holder when the layers do not fit the width', () => {
    const layout = diagram(twoLayers, { available: 358 });
    expect(layout.mode).toBe('indented');
    expect(layout.width).toBe(358);
    const [, h, p] = layout.nodes;
    expect(p!.x).toBeGreaterThan(h!.x);
    expect(p!.y).toBeGreaterThan(h!.y);
    expect(diagram(twoLayers, { available: 1200 }).mode).toBe('down');
  });

  it('makes room for the marks in the reader’s language rather than drop one', () => {
    const down = diagram(twoLayers, { mode: 'down', contentWidth: 300 });
    expect(down.nodes.every((n) => n.kind === 'company' || n.width >= 318)).toBe(true);
    // Rows wider than a narrow box scroll sideways instead.
    const rows = diagram(twoLayers, { available: 260, contentWidth: 300 });
    expect(rows.mode).toBe('indented');
    expect(rows.width).toBeGreaterThan(300);
  });

  it('draws a person under two corporates once per appearance, and highlights every chain to them', () => {
    const input: TOwnershipInput = {
      totalNumOfOrdShare: 100,
      holders: [
        corporate('h', [person('p', { compSharePercent: 100 })], { ordinaryShares: 50 }),
        corporate('k', [person('p2', { refID: 'p', name: 'Person p', compSharePercent: 100 })], {
          ordinaryShares: 50,
        }),
      ],
    };
    const layout = diagram(input);
    const ps = node(layout, 'p');
    expect(ps.map((n) => n.repeat)).toEqual([false, true]);
    expect(ps.every((n) => n.isScr && n.isUbo)).toBe(true);
    const chain = chainOf(layout.nodes, ps[1]!.key);
    expect([...chain].sort()).toEqual(
      [
        'company',
        ...ps.map((n) => n.key),
        ...node(layout, 'h').map((n) => n.key),
        ...node(layout, 'k').map((n) => n.key),
      ].sort(),
    );
  });

  it('stops at a loop of corporates and marks where it closes', () => {
    const input: TOwnershipInput = {
      totalNumOfOrdShare: 1,
      holders: [
        corporate(
          'a',
          [
            person('p', { compSharePercent: 50 }),
            corporate('b', [corporate('a2', [], { refID: 'a', compSharePercent: 100 })], {
              compSharePercent: 50,
            }),
          ],
          { ordinaryShares: 1 },
        ),
      ],
    };
    expect(resolveOwnership(input).problems.map((p) => p.kind)).toEqual(['CYCLE']);
    const layout = diagram(input);
    expect(node(layout, 'a').map((n) => [n.repeat, n.loop])).toEqual([
      [false, false],
      [true, true],
    ]);
    expect(chainOf(layout.nodes, node(layout, 'p')[0]!.key).size).toBe(5);
  });

  it('draws at most the cap of a 10,000-holder group: the SCRs, the largest, and "N more"', () => {
    const holders = Array.from({ length: 100 }, (_, c) =>
      corporate(
        `c${c}`,
        Array.from({ length: 100 }, (_, i) =>
          person(`c${c}p${i}`, { compSharePercent: i === 0 ? 50.5 : 0.5 }),
        ),
        { ordinaryShares: c === 0 ? 10_000 : 100 },
      ),
    );
    const input: TOwnershipInput = { totalNumOfOrdShare: 19_900, holders };
    const started = performance.now();
    const tree = buildOwnershipTree('Big Ltd', ownershipLinksOf(input), resolveOwnership(input).persons);
    const layout = layoutOwnership(tree, { available: 390 });
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(tree).toMatchObject({ total: 10_100, shown: DIAGRAM_NODE_CAP });
    const nodes = treeNodes(tree);
    const more = nodes.filter((n) => n.kind === 'more');
    expect(more.reduce((sum, n) => sum + n.more, 0)).toBe(10_100 - DIAGRAM_NODE_CAP);
    // c0p0 holds 50.5 % of c0, which holds half the company: an SCR, drawn with c0 above.
    expect(nodes.find((n) => n.holderID === 'c0p0')).toMatchObject({ isScr: true, parentKey: 'n0' });
    expect(layout.nodes).toHaveLength(nodes.length);
  });
});

describe('fitText', () => {
  it('cuts a long name with an ellipsis to the width', () => {
    expect(fitText('Short', 100, 13)).toBe('Short');
    const cut = fitText('Harbour View Holdings International Limited', 100, 13);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThan(20);
  });
});
