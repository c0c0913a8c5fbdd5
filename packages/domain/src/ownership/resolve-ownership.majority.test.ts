import { describe, expect, it } from 'vitest';
import { corporate, find, held, person, ultimate } from './ownership.test-support.js';
import { resolveOwnership } from './resolve-ownership.js';

// Cap. 622 Schedule 5A: a majority stake in a legal entity means holding all of its shares. Each
// answer worked out by hand.
describe('resolveOwnership: shares held through a majority stake (Cap. 622 Schedule 5A)', () => {
  /** The company: X Ltd holds `xShares` of 100, owned by Pat and Ray; Quinn holds the rest. */
  const throughX = (pPercent: string, rPercent: string, xShares: number) =>
    resolveOwnership({
      totalNumOfOrdShare: 100,
      holders: [
        corporate(
          'x',
          'X Ltd',
          [
            person('p', 'Pat', { compSharePercent: pPercent }),
            person('r', 'Ray', { compSharePercent: rPercent }),
          ],
          { ordinaryShares: xShares },
        ),
        person('q', 'Quinn', { ordinaryShares: 100 - xShares }),
      ],
    });

  it('60 % of a corporate holding 30 % holds the 30 %: an SCR on that ground alone', () => {
    const result = throughX('60', '40', 30);
    expect(result.problems).toEqual([]);
    // Multiplied: 60 % × 30 % = 18 %, under 25 %; held: all of X Ltd's 30 %.
    expect(ultimate(result, 'p')).toBe('9/50 18.0000');
    expect(held(result, 'p')).toEqual({ held: '3/10 30.0000', scrGrounds: ['MAJORITY_STAKE_CHAIN'] });
    expect(find(result, 'p')).toMatchObject({ isScr: true, isUbo: true, hasIndirectControl: false });
    // Ray's 40 % is no majority: he holds nothing of the company and is not an SCR.
    expect(held(result, 'r')).toEqual({ held: '0/1 0.0000', scrGrounds: [] });
    expect(find(result, 'r')).toMatchObject({ isScr: false, isUbo: true });
    // The corporate holds its own shares; a corporate is never flagged.
    expect(held(result, 'x')).toEqual({ held: '3/10 30.0000', scrGrounds: [] });
    expect(find(result, 'x').isScr).toBe(false);
  });

  it('50 % exactly is no majority stake, and a majority of a 25 % holder is not over 25 %', () => {
    const half = throughX('50.000000', '50', 30);
    expect(held(half, 'p')).toEqual({ held: '0/1 0.0000', scrGrounds: [] });
    expect(find(half, 'p').isScr).toBe(false);
    // Just over half is.
    const over = throughX('50.000001', '49.999999', 30);
    expect(held(over, 'p')).toEqual({ held: '3/10 30.0000', scrGrounds: ['MAJORITY_STAKE_CHAIN'] });

    const quarter = throughX('90', '10', 25);
    expect(held(quarter, 'p')).toEqual({ held: '1/4 25.0000', scrGrounds: [] });
    expect(find(quarter, 'p').isScr).toBe(false);
  });

  it('follows a chain of majority stakes: 60 % of Y, which has 70 % of X, holding 30 %', () => {
    const result = resolveOwnership({
      totalNumOfOrdShare: 100,
      holders: [
        corporate(
          'x',
          'X Ltd',
          [
            corporate(
              'y',
              'Y Ltd',
              [person('p', 'Pat', { compSharePercent: 60 }), person('s', 'Sze', { compSharePercent: 40 })],
              { compSharePercent: 70 },
            ),
            person('r', 'Ray', { compSharePercent: 30 }),
          ],
          { ordinaryShares: 30 },
        ),
        person('q', 'Quinn', { ordinaryShares: 70 }),
      ],
    });
    expect(result.problems).toEqual([]);
    // 60 % × 70 % × 30 % = 12.6 % multiplied; Pat holds X Ltd's 30 % through Y Ltd.
    expect(ultimate(result, 'p')).toBe('63/500 12.6000');
    expect(held(result, 'p')).toEqual({ held: '3/10 30.0000', scrGrounds: ['MAJORITY_STAKE_CHAIN'] });
    expect(held(result, 'y')).toEqual({ held: '3/10 30.0000', scrGrounds: [] });
    // Sze's 40 % of Y Ltd and Ray's 30 % of X Ltd are no majority.
    expect(held(result, 's').scrGrounds).toEqual([]);
    expect(held(result, 'r')).toEqual({ held: '0/1 0.0000', scrGrounds: [] });
  });

  it('sums a person listed twice under a corporate (refID) before judging the majority: 30 % + 25 %', () => {
    const result = resolveOwnership({
      totalNumOfOrdShare: 1000,
      holders: [
        corporate(
          'x',
          'X Ltd',
          [
            person('p', 'Pat', { compSharePercent: 30 }),
            person('s', 'Sze', { compSharePercent: 45 }),
            person('p-again', 'Pat Lee', { refID: 'p', compSharePercent: 25 }),
          ],
          { ordinaryShares: 300 },
        ),
        person('q', 'Quinn', { ordinaryShares: 700 }),
      ],
    });
    expect(result.problems).toEqual([]);
    // 55 % of X Ltd: multiplied 16.5 %, held all of X Ltd's 30 %.
    expect(ultimate(result, 'p')).toBe('33/200 16.5000');
    expect(held(result, 'p')).toEqual({ held: '3/10 30.0000', scrGrounds: ['MAJORITY_STAKE_CHAIN'] });
    expect(held(result, 's')).toEqual({ held: '0/1 0.0000', scrGrounds: [] });
  });

  it('adds direct shares and a majority-held corporate’s: 10 % + all of 20 % is 30 %', () => {
    const result = resolveOwnership({
      totalNumOfOrdShare: 100,
      holders: [
        person('p', 'Pat', { ordinaryShares: 10 }),
        corporate(
          'x',
          'X Ltd',
          [
            person('p-again', 'Pat', { refID: 'p', compSharePercent: 60 }),
            person('r', 'Ray', { compSharePercent: 40 }),
          ],
          { ordinaryShares: 20 },
        ),
        person('q', 'Quinn', { ordinaryShares: 70 }),
      ],
    });
    expect(result.problems).toEqual([]);
    // 10 % + 60 % × 20 % = 22 % multiplied; 10 % + 20 % held.
    expect(ultimate(result, 'p')).toBe('11/50 22.0000');
    expect(held(result, 'p')).toEqual({ held: '3/10 30.0000', scrGrounds: ['MAJORITY_STAKE_CHAIN'] });
    expect(find(result, 'p').isScr).toBe(true);
    // Quinn holds only her own 70 %: the shares rule alone.
    expect(held(result, 'q')).toEqual({ held: '7/10 70.0000', scrGrounds: ['SHARES_OVER_25'] });
  });

  it('does not count a chain with a stake of half or less in it', () => {
    // Pat has 60 % of Y Ltd, but Y Ltd has only 40 % of X Ltd, which holds 60 %.
    const result = resolveOwnership({
      totalNumOfOrdShare: 100,
      holders: [
        corporate(
          'x',
          'X Ltd',
          [
            corporate(
              'y',
              'Y Ltd',
              [person('p', 'Pat', { compSharePercent: 60 }), person('s', 'Sze', { compSharePercent: 40 })],
              { compSharePercent: 40 },
            ),
            person('r', 'Ray', { compSharePercent: 35 }),
            person('t', 'Tam', { compSharePercent: 25 }),
          ],
          { ordinaryShares: 60 },
        ),
        person('q', 'Quinn', { ordinaryShares: 40 }),
      ],
    });
    expect(result.problems).toEqual([]);
    expect(ultimate(result, 'p')).toBe('18/125 14.4000');
    expect(held(result, 'p')).toEqual({ held: '0/1 0.0000', scrGrounds: [] });
    expect(find(result, 'p').isScr).toBe(false);
    // Nobody has a majority of X Ltd, so its 60 % is held by X Ltd alone.
    expect(held(result, 'y')).toEqual({ held: '0/1 0.0000', scrGrounds: [] });
    expect(held(result, 'x').held).toBe('3/5 60.0000');
  });

  it('counts what a person holds of a corporate through another toward the majority: 25 % + 60 % of 30 %', () => {
    // Pat: 25 % of X Ltd directly, and Z Ltd's 30 % of it through a 60 % stake in Z Ltd: 55 %.
    const result = resolveOwnership({
      totalNumOfOrdShare: 100,
      holders: [
        corporate(
          'x',
          'X Ltd',
          [
            person('p', 'Pat', { compSharePercent: 25 }),
            corporate(
              'z',
              'Z Ltd',
              [
                person('p-again', 'Pat', { refID: 'p', compSharePercent: 60 }),
                person('s', 'Sze', { compSharePercent: 40 }),
              ],
              { compSharePercent: 30 },
            ),
            person('r', 'Ray', { compSharePercent: 45 }),
          ],
          { ordinaryShares: 40 },
        ),
        person('q', 'Quinn', { ordinaryShares: 60 }),
      ],
    });
    expect(result.problems).toEqual([]);
    // 25 % × 40 % + 60 % × 30 % × 40 % = 10 % + 7.2 %.
    expect(ultimate(result, 'p')).toBe('43/250 17.2000');
    expect(held(result, 'p')).toEqual({ held: '2/5 40.0000', scrGrounds: ['MAJORITY_STAKE_CHAIN'] });
    // Ray's 45 % is the largest single stake, but no majority.
    expect(held(result, 'r').scrGrounds).toEqual([]);
  });

  it('follows majority stakes around a cycle without going round it for ever', () => {
    // Alpha Ltd (60 % Pat) owns all of Beta Ltd, which owns 40 % of Alpha Ltd; each holds half.
    const result = resolveOwnership({
      totalNumOfOrdShare: 100,
      holders: [
        corporate(
          'a',
          'Alpha Ltd',
          [
            person('p', 'Pat', { compSharePercent: 60 }),
            corporate(
              'b',
              'Beta Ltd',
              [corporate('a-again', 'Alpha Ltd', [], { refID: 'a', compSharePercent: 100 })],
              {
                compSharePercent: 40,
              },
            ),
          ],
          { ordinaryShares: 50 },
        ),
        corporate('b-direct', 'Beta Ltd', [], { refID: 'b', ordinaryShares: 50 }),
      ],
    });
    expect(result.problems).toEqual([
      { kind: 'CYCLE', holderIDs: ['a', 'b'], names: ['Alpha Ltd', 'Beta Ltd'] },
    ]);
    // Pat has a majority of Alpha Ltd, and so of Beta Ltd: both halves are Pat's.
    expect(held(result, 'p')).toEqual({
      held: '1/1 100.0000',
      scrGrounds: ['SHARES_OVER_25', 'MAJORITY_STAKE_CHAIN'],
    });
    expect(held(result, 'a').held).toBe('1/1 100.0000');
    expect(held(result, 'b').held).toBe('1/2 50.0000');
  });

  it('keeps the majority at half whatever the control threshold, and names each ground', () => {
    // Control set at over 40 %: 45 % of 45 % of 45 % is a controlling chain, but no majority stake.
    const result = resolveOwnership({
      totalNumOfOrdShare: 100,
      thresholds: { scrOverPercent: 25, uboAtLeastPercent: 10, controlOverPercent: 40 },
      holders: [
        corporate(
          'top',
          'Top Ltd',
          [
            corporate(
              'mid',
              'Mid Ltd',
              [person('p', 'Pat', { compSharePercent: 45 }), person('s', 'Sze', { compSharePercent: 55 })],
              { compSharePercent: 45 },
            ),
            person('r', 'Ray', { compSharePercent: 55 }),
          ],
          { ordinaryShares: 45 },
        ),
        person('q', 'Quinn', { ordinaryShares: 55 }),
      ],
    });
    expect(ultimate(result, 'p')).toBe('729/8000 9.1125');
    expect(held(result, 'p')).toEqual({ held: '0/1 0.0000', scrGrounds: ['CONTROL_CHAIN'] });
    // Ray: 55 % of Top Ltd, which holds 45 %: multiplied 24.75 %, held 45 %; and two links over 40 %.
    expect(held(result, 'r')).toEqual({
      held: '9/20 45.0000',
      scrGrounds: ['MAJORITY_STAKE_CHAIN', 'CONTROL_CHAIN'],
    });
    // Sze: 55 % of Mid Ltd, which has 45 % of Top Ltd: no majority of Top Ltd, so nothing held.
    expect(held(result, 's')).toEqual({ held: '0/1 0.0000', scrGrounds: ['CONTROL_CHAIN'] });
  });
});
