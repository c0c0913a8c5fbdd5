import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TOwnershipHolder, TOwnershipInput, TOwnershipResult, TShare } from './ownership.types.js';
import {
  addExact,
  buildGroup,
  exactOf,
  groupArbitrary,
  heldOracle,
  individualsTotal,
  oracle,
  shuffleGroup,
} from './ownership.test-support.js';
import type { TExact } from './ownership.test-support.js';
import { resolveOwnership } from './resolve-ownership.js';

/** The canonical entry (no refID) of a holder, found anywhere in the tree. */
function canonicalEntry(
  holders: readonly TOwnershipHolder[],
  holderID: string,
): TOwnershipHolder | undefined {
  for (const holder of holders) {
    if (holder.holderID === holderID && !holder.refID) return holder;
    const below = canonicalEntry(holder.ownerOfBodyCorporate ?? [], holderID);
    if (below) return below;
  }
  return undefined;
}

const clone = (input: TOwnershipInput): TOwnershipInput =>
  JSON.parse(JSON.stringify(input)) as TOwnershipInput;

describe('resolveOwnership: properties of valid groups', () => {
  it('agrees with walking every chain, and the individuals own exactly all of the company', () => {
    fc.assert(
      fc.property(groupArbitrary, (group) => {
        const input = buildGroup(group);
        const result = resolveOwnership(input);
        expect(result.problems).toEqual([]);
        expect(individualsTotal(result.persons)).toEqual([1n, 1n]);
        const expected = oracle(input);
        expect(new Set(result.persons.map((p) => p.holderID))).toEqual(new Set(expected.keys()));
        for (const p of result.persons) {
          expect(exactOf(p)).toEqual(expected.get(p.holderID)?.share);
          expect(p.chains).toHaveLength(Math.min(expected.get(p.holderID)?.chains ?? 0, 50));
        }
      }),
    );
  });

  it('keeps every share, link and chain within [0, 1]', () => {
    fc.assert(
      fc.property(groupArbitrary, (group) => {
        const shares = resolveOwnership(buildGroup(group)).persons.flatMap((p) => [
          p.ultimateShare,
          ...p.chains.flatMap((c) => [c.share, ...c.links.map((l) => l.share)]),
        ]);
        for (const { numerator, denominator } of shares) {
          expect(BigInt(numerator) >= 0n && BigInt(numerator) <= BigInt(denominator)).toBe(true);
        }
      }),
    );
  });

  it('does not depend on the order of the holders', () => {
    fc.assert(
      fc.property(groupArbitrary, fc.nat(), (group, seed) => {
        const input = buildGroup(group);
        // Which chains are listed when there are more than the cap follows the tree's order; compare their count.
        const comparable = (r: TOwnershipResult) =>
          r.persons.map((p) => (p.chainsTruncated ? { ...p, chains: p.chains.length } : p));
        expect(comparable(resolveOwnership(shuffleGroup(input, seed)))).toEqual(
          comparable(resolveOwnership(input)),
        );
      }),
    );
  });

  it('adds exactly the new chain when a person appears again, by refID, under another corporate', () => {
    fc.assert(
      fc.property(
        groupArbitrary,
        fc.nat(),
        fc.nat(),
        fc.integer({ min: 1, max: 100_000_000 }),
        (group, i, c, units) => {
          const input = buildGroup(group);
          const before = resolveOwnership(input);
          const individuals = before.persons.filter((p) => p.holderType === 'I');
          const corporates = before.persons.filter((p) => p.holderType === 'C');
          fc.pre(individuals.length > 0 && corporates.length > 0);
          const who = individuals[i % individuals.length];
          const parent = corporates[c % corporates.length];
          if (!who || !parent) return;

          const changed = clone(input);
          const entry = canonicalEntry(changed.holders, parent.holderID);
          if (!entry) throw new Error(`${parent.holderID} has no canonical entry`);
          entry.ownerOfBodyCorporate = [
            ...(entry.ownerOfBodyCorporate ?? []),
            {
              holderID: 'again',
              holderType: 'I',
              name: who.name,
              refID: who.holderID,
              compSharePercent: `${Math.floor(units / 1e6)}.${String(units % 1e6).padStart(6, '0')}`,
            },
          ];
          const after = resolveOwnership(changed);

          // The new chain is every chain to the parent, times the new percentage.
          const added = exactOf(parent);
          const expected = addExact(exactOf(who), [added[0] * BigInt(units), added[1] * 100_000_000n]);
          const whoAfter = after.persons.find((p) => p.holderID === who.holderID);
          expect(whoAfter && exactOf(whoAfter)).toEqual(expected);
          for (const p of before.persons) {
            if (p.holderID === who.holderID) continue;
            expect(after.persons.find((q) => q.holderID === p.holderID)?.ultimateShare).toEqual(
              p.ultimateShare,
            );
          }
          expect(after.problems).toContainEqual(
            expect.objectContaining({ kind: 'OWNERS_NOT_100', holderID: parent.holderID }),
          );
        },
      ),
    );
  });

  it('gives the same answer when every share count is scaled by k', () => {
    fc.assert(
      fc.property(groupArbitrary, fc.integer({ min: 2, max: 1000 }), (group, k) => {
        const input = buildGroup(group);
        const scaled = clone(input);
        scaled.totalNumOfOrdShare *= k;
        for (const holder of scaled.holders) {
          if (holder.ordinaryShares !== undefined) holder.ordinaryShares *= k;
        }
        expect(resolveOwnership(scaled)).toEqual(resolveOwnership(input));
      }),
    );
  });
});

const exact = (share: TShare): TExact => [BigInt(share.numerator), BigInt(share.denominator)];
/** Sign of a − b. */
const compareExact = ([an, ad]: TExact, [bn, bd]: TExact): number =>
  Number(an * bd - bn * ad > 0n) - Number(an * bd - bn * ad < 0n);
const QUARTER: TExact = [1n, 4n];
const HALF: TExact = [1n, 2n];

describe('resolveOwnership: Schedule 5A holdings of valid groups', () => {
  it('agrees with the definition, and holds at least the whole of every chain of majority stakes', () => {
    fc.assert(
      fc.property(groupArbitrary, (group) => {
        const input = buildGroup(group);
        const result = resolveOwnership(input);
        const expected = heldOracle(input);
        for (const p of result.persons) {
          const heldShare = exact(p.heldShare);
          expect(heldShare).toEqual(expected.get(p.holderID));
          expect(compareExact(heldShare, [1n, 1n])).toBeLessThanOrEqual(0);
          if (p.chainsTruncated) continue;
          // A chain whose links below the company are each over half brings its top holder's shares
          // whole: the holding is at least those chains' shares, and so at least the ultimate share of
          // a person reached by such chains only.
          const majorityChains = p.chains.filter((c) =>
            c.links.slice(1).every((l) => compareExact(exact(l.share), HALF) > 0),
          );
          const floor = majorityChains.reduce<TExact>((sum, c) => addExact(sum, exact(c.share)), [0n, 1n]);
          expect(compareExact(heldShare, floor)).toBeGreaterThanOrEqual(0);
          if (majorityChains.length === p.chains.length) {
            expect(compareExact(heldShare, exactOf(p))).toBeGreaterThanOrEqual(0);
          }
        }
      }),
    );
  });

  it('makes an SCR of an individual over 25 % by ultimate share or by holding, and names each ground', () => {
    fc.assert(
      fc.property(groupArbitrary, (group) => {
        for (const p of resolveOwnership(buildGroup(group)).persons) {
          const overByShares = compareExact(exactOf(p), QUARTER) > 0;
          const overByHolding = compareExact(exact(p.heldShare), QUARTER) > 0;
          if (p.holderType === 'C') {
            expect(p.isScr).toBe(false);
            expect(p.scrGrounds).toEqual([]);
            continue;
          }
          expect(p.isScr).toBe(p.scrGrounds.length > 0);
          expect(p.scrGrounds.includes('SHARES_OVER_25')).toBe(overByShares);
          expect(p.scrGrounds.includes('CONTROL_CHAIN')).toBe(p.hasIndirectControl);
          if (p.scrGrounds.includes('MAJORITY_STAKE_CHAIN')) expect(overByHolding).toBe(true);
          if (overByShares || overByHolding) expect(p.isScr).toBe(true);
        }
      }),
    );
  });
});
