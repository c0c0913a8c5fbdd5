import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cheapestCombinations } from './cheapest-combinations.js';

/** Every combination, by brute force, its costs sorted. */
function allCosts(lists: { cost: number }[][]): number[] {
  let totals = [0];
  for (const list of lists) totals = totals.flatMap((t) => list.map((o) => t + o.cost));
  return totals.sort((a, b) => a - b);
}

const sortedList = fc
  .array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 4 })
  .map((costs) => costs.sort((a, b) => a - b).map((cost) => ({ cost })));

describe('cheapestCombinations', () => {
  it('gives the k cheapest combinations, each once, cheapest first (against brute force)', () => {
    fc.assert(
      fc.property(
        fc.array(sortedList, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 40 }),
        (lists, k) => {
          const found = cheapestCombinations(lists, k);
          const expected = allCosts(lists).slice(0, k);
          expect(found.map((c) => c.cost)).toEqual(expected);
          expect(new Set(found.map((c) => c.picks.join(','))).size).toBe(found.length);
          for (const { picks, cost } of found) {
            expect(picks.reduce((sum, pick, i) => sum + (lists[i]?.[pick]?.cost ?? 0), 0)).toBe(cost);
          }
        },
      ),
    );
  });

  it('draws a few from far more combinations than could be listed', () => {
    const lists = Array.from({ length: 60 }, () => [{ cost: 0 }, { cost: 0 }, { cost: 1 }]);
    const found = cheapestCombinations(lists, 64);
    expect(found).toHaveLength(64);
    expect(found.every((c) => c.cost === 0)).toBe(true);
  });

  it('gives nothing when a list is empty or k is 0', () => {
    expect(cheapestCombinations([[{ cost: 0 }], []], 5)).toEqual([]);
    expect(cheapestCombinations([[{ cost: 0 }]], 0)).toEqual([]);
  });
});
