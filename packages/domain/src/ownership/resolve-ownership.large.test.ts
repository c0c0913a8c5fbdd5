import { describe, expect, it } from 'vitest';
import { buildLargeGroup } from './large-group.fixture.js';
import type { TOwnershipHolder } from './ownership.types.js';
import { exactOf, individualsTotal, oracle } from './ownership.test-support.js';
import { OWNERSHIP_CHAINS_LISTED_MAX, resolveOwnership } from './resolve-ownership.js';

// Correctness at size; the time is measured by `npm run bench` (scripts/bench-ownership.mjs).
describe('resolveOwnership: large groups', () => {
  it('resolves a 10,000-holder, six-layer group with shared corporates exactly', () => {
    const { input, holderCount } = buildLargeGroup();
    expect(holderCount).toBeGreaterThanOrEqual(10_000);
    const result = resolveOwnership(input);
    expect(result.problems).toEqual([]);
    expect(individualsTotal(result.persons)).toEqual([1n, 1n]);

    const expected = oracle(input);
    expect(result.persons).toHaveLength(expected.size);
    for (const p of result.persons) expect(exactOf(p)).toEqual(expected.get(p.holderID)?.share);
    // Shared corporates put some people on several chains; control runs down the first line.
    expect(result.persons.some((p) => p.chains.length > 1)).toBe(true);
    const controlled = result.persons.filter((p) => p.holderType === 'I' && p.hasIndirectControl);
    expect(controlled.length).toBeGreaterThan(0);
    expect(controlled.every((p) => p.isScr)).toBe(true);
  });

  it('caps the chains listed when sharing multiplies them, and still counts them all', () => {
    // Twelve layers of four corporates; each is owned 25 % by each corporate of the next layer (the
    // first parent holds the canonical entries, the others refer to them), the last by one person.
    // A person at the bottom sits on 4^11 chains of 1/4^12 each.
    const layers = 12;
    const id = (layer: number, i: number) => `L${layer}-${i}`;
    const build = (layer: number, i: number, canonical: boolean): TOwnershipHolder => {
      const name = `Layer ${layer} company ${i}`;
      if (!canonical) return { holderID: `${id(layer, i)}@ref`, holderType: 'C', name, refID: id(layer, i) };
      const owners: TOwnershipHolder[] =
        layer === layers
          ? [{ holderID: `P${i}`, holderType: 'I', name: `Person ${i}`, compSharePercent: 100 }]
          : [0, 1, 2, 3].map((j) => ({ ...build(layer + 1, j, i === 0), compSharePercent: 25 }));
      return { holderID: id(layer, i), holderType: 'C', name, ownerOfBodyCorporate: owners };
    };
    const holders = [0, 1, 2, 3].map((i) => ({ ...build(1, i, true), ordinaryShares: 25 }));
    const result = resolveOwnership({ totalNumOfOrdShare: 100, holders });

    expect(result.problems).toEqual([]);
    expect(individualsTotal(result.persons)).toEqual([1n, 1n]);
    const bottom = result.persons.find((p) => p.holderID === 'P0');
    expect(bottom?.ultimateShare).toMatchObject({ numerator: '1', denominator: '4', percent: '25.0000' });
    expect(bottom?.chains).toHaveLength(OWNERSHIP_CHAINS_LISTED_MAX);
    expect(bottom?.chainsTruncated).toBe(true);
    expect(bottom?.chains[0]?.share).toMatchObject({ numerator: '1', denominator: String(4 ** 12) });
    // The third layer has 4^2 = 16 chains each: all listed.
    const third = result.persons.find((p) => p.holderID === id(3, 2));
    expect(third?.chains).toHaveLength(16);
    expect(third?.chainsTruncated).toBeUndefined();
  });
});
