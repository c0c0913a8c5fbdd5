import { describe, expect, it } from 'vitest';
import type { TOwnershipHolder } from './ownership.types.js';
import { chains, corporate, find, flags, person, ultimate } from './ownership.test-support.js';
import { resolveOwnership } from './resolve-ownership.js';

// Worked examples, each answer worked out by hand.
describe('resolveOwnership: chains, shared holders and control', () => {
  it('sums one person over two chains, the second appearance a refID to the first', () => {
    const result = resolveOwnership({
      totalNumOfOrdShare: 100,
      holders: [
        // The reference comes first in the tree; the canonical entry is still the one without refID.
        corporate(
          'b',
          'Beta Ltd',
          [
            person('pat-again', 'P. Lee', { refID: 'pat', compSharePercent: 25 }),
            person('r', 'Ray', { compSharePercent: 75 }),
          ],
          { ordinaryShares: 40 },
        ),
        corporate(
          'a',
          'Alpha Ltd',
          [
            person('pat', 'Pat Lee', { compSharePercent: 50 }),
            person('q', 'Quinn', { compSharePercent: 50 }),
          ],
          { ordinaryShares: 60 },
        ),
      ],
    });
    expect(result.problems).toEqual([]);
    // 60 % × 50 % + 40 % × 25 % = 30 % + 10 %.
    expect(ultimate(result, 'pat')).toBe('2/5 40.0000');
    expect(find(result, 'pat').name).toBe('Pat Lee');
    expect(chains(result, 'pat')).toEqual(['a>pat 3/10', 'b>pat 1/10']);
    expect(result.persons.some((p) => p.holderID === 'pat-again')).toBe(false);
    expect(flags(result, 'pat')).toEqual({ isScr: true, isUbo: true, hasIndirectControl: false });
  });

  it('follows a shared corporate’s owners, defined once, from every place it appears', () => {
    const result = resolveOwnership({
      totalNumOfOrdShare: 100,
      holders: [
        corporate(
          'b',
          'Beta Ltd',
          [
            corporate('s-ref', 'Shared Ltd', [], { refID: 's', compSharePercent: 20 }),
            person('z', 'Zoe', { compSharePercent: 80 }),
          ],
          { ordinaryShares: 50 },
        ),
        corporate(
          'a',
          'Alpha Ltd',
          [
            corporate('s', 'Shared Ltd', [person('x', 'Xu', { compSharePercent: 100 })], {
              compSharePercent: 40,
            }),
            person('y', 'Yan', { compSharePercent: 60 }),
          ],
          { ordinaryShares: 50 },
        ),
      ],
    });
    expect(result.problems).toEqual([]);
    // 50 % × 40 % + 50 % × 20 %.
    expect(ultimate(result, 'x')).toBe('3/10 30.0000');
    expect(chains(result, 'x')).toEqual(['a>s>x 1/5', 'b>s>x 1/10']);
    expect(ultimate(result, 's')).toBe('3/10 30.0000');
    expect(flags(result, 's')).toEqual({ isScr: false, isUbo: false, hasIndirectControl: false });
  });

  it('indirect control: 51 % of 51 % is controlling, 51 % of 40 % is not (but holds the 40 %)', () => {
    const result = resolveOwnership({
      totalNumOfOrdShare: 100,
      holders: [
        corporate(
          'h',
          'H Ltd',
          [person('i1', 'Ip', { compSharePercent: 51 }), person('i2', 'Ives', { compSharePercent: 49 })],
          { ordinaryShares: 51 },
        ),
        corporate(
          'j',
          'J Ltd',
          [person('l', 'Lam', { compSharePercent: 51 }), person('m', 'Mok', { compSharePercent: 49 })],
          { ordinaryShares: 40 },
        ),
        person('k', 'Kwok', { ordinaryShares: 9 }),
      ],
    });
    expect(ultimate(result, 'i1')).toBe('2601/10000 26.0100');
    expect(flags(result, 'i1')).toEqual({ isScr: true, isUbo: true, hasIndirectControl: true });
    expect(find(result, 'i1').chains.map((c) => c.controlling)).toEqual([true]);
    expect(ultimate(result, 'i2')).toBe('2499/10000 24.9900');
    expect(flags(result, 'i2')).toEqual({ isScr: false, isUbo: true, hasIndirectControl: false });
    expect(ultimate(result, 'l')).toBe('51/250 20.4000');
    // Not control along the chain, but a majority stake in J Ltd: Lam holds its 40 % (Cap. 622 Sch. 5A).
    expect(flags(result, 'l')).toEqual({ isScr: true, isUbo: true, hasIndirectControl: false });
    expect(find(result, 'l').scrGrounds).toEqual(['MAJORITY_STAKE_CHAIN']);
    expect(find(result, 'i1').scrGrounds).toEqual([
      'SHARES_OVER_25',
      'MAJORITY_STAKE_CHAIN',
      'CONTROL_CHAIN',
    ]);
    expect(find(result, 'm').scrGrounds).toEqual([]);
    expect(find(result, 'l').chains.map((c) => c.controlling)).toEqual([false]);
    expect(find(result, 'h').chains.map((c) => c.controlling)).toEqual([true]);
  });

  it('control down three layers makes an SCR of a 13.2651 % holder', () => {
    const result = resolveOwnership({
      totalNumOfOrdShare: 100,
      holders: [
        corporate(
          'top',
          'Top Ltd',
          [
            corporate(
              'mid',
              'Mid Ltd',
              [
                person('boss', 'Boss', { compSharePercent: 51 }),
                person('o2', 'Other', { compSharePercent: 49 }),
              ],
              { compSharePercent: 51 },
            ),
            person('o1', 'One', { compSharePercent: 49 }),
          ],
          { ordinaryShares: 51 },
        ),
        person('o0', 'Zero', { ordinaryShares: 49 }),
      ],
    });
    expect(ultimate(result, 'boss')).toBe('132651/1000000 13.2651');
    expect(flags(result, 'boss')).toEqual({ isScr: true, isUbo: true, hasIndirectControl: true });
    // A corporate reached by control is marked so, but is not itself an SCR or UBO.
    expect(flags(result, 'mid')).toEqual({ isScr: false, isUbo: false, hasIndirectControl: true });
  });

  it('resolves six layers deep, with control running the whole way down', () => {
    // C1 holds 100 %; each Ck is 60 % owned by the next layer and 40 % by an individual.
    let bottom: TOwnershipHolder = corporate(
      'c5',
      'C5 Ltd',
      [person('deep', 'Deep', { compSharePercent: 60 }), person('i5', 'I5', { compSharePercent: 40 })],
      { compSharePercent: '60.0' },
    );
    for (let k = 4; k >= 1; k -= 1) {
      const owners = [bottom, person(`i${k}`, `I${k}`, { compSharePercent: 40 })];
      bottom = corporate(
        `c${k}`,
        `C${k} Ltd`,
        owners,
        k === 1 ? { ordinaryShares: 1000 } : { compSharePercent: 60 },
      );
    }
    const result = resolveOwnership({ totalNumOfOrdShare: 1000, holders: [bottom] });
    expect(result.problems).toEqual([]);
    expect(ultimate(result, 'i1')).toBe('2/5 40.0000');
    expect(ultimate(result, 'i2')).toBe('6/25 24.0000');
    expect(ultimate(result, 'i3')).toBe('18/125 14.4000');
    expect(ultimate(result, 'i4')).toBe('54/625 8.6400');
    expect(ultimate(result, 'i5')).toBe('162/3125 5.1840');
    expect(ultimate(result, 'deep')).toBe('243/3125 7.7760');
    expect(chains(result, 'deep')).toEqual(['c1>c2>c3>c4>c5>deep 243/3125']);
    expect(find(result, 'deep').chains[0]?.controlling).toBe(true);
    // 7.776 % is neither over 25 % nor 10 %, but every link is over 50 %: an SCR by control.
    expect(flags(result, 'deep')).toEqual({ isScr: true, isUbo: false, hasIndirectControl: true });
    expect(flags(result, 'i2')).toEqual({ isScr: false, isUbo: true, hasIndirectControl: false });
    expect(result.persons.map((p) => p.holderID)).toEqual([
      'i1',
      'i2',
      'i3',
      'i4',
      'deep',
      'i5',
      'c1',
      'c2',
      'c3',
      'c4',
      'c5',
    ]);
  });
});
