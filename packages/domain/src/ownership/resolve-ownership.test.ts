import { describe, expect, it } from 'vitest';
import { corporate, find, flags, person, ultimate } from './ownership.test-support.js';
import { resolveOwnership } from './resolve-ownership.js';

// Worked examples, each answer worked out by hand.
describe('resolveOwnership: shares and thresholds', () => {
  it('a flat company: shares over the issued shares, SCR over 25 %, UBO from 10 %', () => {
    const result = resolveOwnership({
      totalNumOfOrdShare: 1000,
      holders: [
        person('c', 'Chan', { ordinaryShares: 100 }),
        person('a', 'Au', { ordinaryShares: 600 }),
        person('b', 'Bo', { ordinaryShares: 300 }),
      ],
    });
    expect(result.problems).toEqual([]);
    expect(result.persons.map((p) => p.holderID)).toEqual(['a', 'b', 'c']);
    expect(find(result, 'a')).toEqual({
      holderID: 'a',
      holderType: 'I',
      name: 'Au',
      isDirector: false,
      ultimateShare: { numerator: '3', denominator: '5', percent: '60.0000' },
      heldShare: { numerator: '3', denominator: '5', percent: '60.0000' },
      isScr: true,
      // Holding only their own shares, the Schedule 5A holding adds no ground of its own.
      scrGrounds: ['SHARES_OVER_25'],
      isUbo: true,
      // A single link is direct, not indirect, control.
      hasIndirectControl: false,
      chains: [
        {
          links: [
            { holderID: 'a', name: 'Au', share: { numerator: '3', denominator: '5', percent: '60.0000' } },
          ],
          share: { numerator: '3', denominator: '5', percent: '60.0000' },
          controlling: true,
        },
      ],
    });
    expect(ultimate(result, 'b')).toBe('3/10 30.0000');
    expect(flags(result, 'b')).toEqual({ isScr: true, isUbo: true, hasIndirectControl: false });
    expect(ultimate(result, 'c')).toBe('1/10 10.0000');
    expect(flags(result, 'c')).toEqual({ isScr: false, isUbo: true, hasIndirectControl: false });
  });

  it('two layers: 60 % of a corporate holding 50 % is 30 %, an SCR; the corporate is listed, not flagged', () => {
    const result = resolveOwnership({
      totalNumOfOrdShare: 100,
      holders: [
        corporate(
          'hold',
          'Harbour Holdings Ltd',
          [
            person('alice', 'Alice', { compSharePercent: '60' }),
            person('carol', 'Carol', { compSharePercent: 40 }),
          ],
          { ordinaryShares: 50 },
        ),
        person('bob', 'Bob', { ordinaryShares: 50 }),
      ],
    });
    expect(result.problems).toEqual([]);
    expect(result.persons.map((p) => p.holderID)).toEqual(['bob', 'alice', 'carol', 'hold']);
    expect(ultimate(result, 'alice')).toBe('3/10 30.0000');
    expect(flags(result, 'alice')).toEqual({ isScr: true, isUbo: true, hasIndirectControl: false });
    expect(find(result, 'alice').chains).toEqual([
      {
        links: [
          {
            holderID: 'hold',
            name: 'Harbour Holdings Ltd',
            share: { numerator: '1', denominator: '2', percent: '50.0000' },
          },
          {
            holderID: 'alice',
            name: 'Alice',
            share: { numerator: '3', denominator: '5', percent: '60.0000' },
          },
        ],
        share: { numerator: '3', denominator: '10', percent: '30.0000' },
        // 50 % is not over 50 %.
        controlling: false,
      },
    ]);
    expect(ultimate(result, 'carol')).toBe('1/5 20.0000');
    expect(flags(result, 'carol')).toEqual({ isScr: false, isUbo: true, hasIndirectControl: false });
    expect(ultimate(result, 'hold')).toBe('1/2 50.0000');
    expect(flags(result, 'hold')).toEqual({ isScr: false, isUbo: false, hasIndirectControl: false });
  });

  it('exactly 25 % is not an SCR and exactly 10 % is a UBO, directly and through layers', () => {
    const result = resolveOwnership({
      totalNumOfOrdShare: 1_000_000,
      holders: [
        person('q25', 'Quarter', { ordinaryShares: 250_000 }),
        person('over25', 'Just over', { ordinaryShares: 250_001 }),
        person('t10', 'Tenth', { ordinaryShares: 100_000 }),
        person('under10', 'Just under', { ordinaryShares: 99_999 }),
        corporate(
          'half',
          'Half Ltd',
          [
            person('m', 'May', { compSharePercent: '50' }),
            person('n', 'Ng', { compSharePercent: '50.000000' }),
          ],
          { ordinaryShares: 300_000 },
        ),
      ],
    });
    expect(result.problems).toEqual([]);
    expect(ultimate(result, 'q25')).toBe('1/4 25.0000');
    expect(flags(result, 'q25')).toMatchObject({ isScr: false, isUbo: true });
    expect(ultimate(result, 'over25')).toBe('250001/1000000 25.0001');
    expect(flags(result, 'over25')).toMatchObject({ isScr: true, isUbo: true });
    expect(ultimate(result, 't10')).toBe('1/10 10.0000');
    expect(flags(result, 't10')).toMatchObject({ isScr: false, isUbo: true });
    expect(ultimate(result, 'under10')).toBe('99999/1000000 9.9999');
    expect(flags(result, 'under10')).toMatchObject({ isScr: false, isUbo: false });
    // 30 % × 50 % = 15 %.
    expect(ultimate(result, 'm')).toBe('3/20 15.0000');
  });

  it('thirds stay exact where floating point drifts', () => {
    const thirds = resolveOwnership({
      totalNumOfOrdShare: 3,
      holders: ['x', 'y', 'z'].map((id) => person(id, id.toUpperCase(), { ordinaryShares: 1 })),
    });
    for (const id of ['x', 'y', 'z']) {
      expect(ultimate(thirds, id)).toBe('1/3 33.3333');
      expect(flags(thirds, id)).toEqual({ isScr: true, isUbo: true, hasIndirectControl: false });
    }

    // Three layers split 33.333333 / 33.333333 / 33.333334, as strings and as numbers.
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
              [
                corporate(
                  'z',
                  'Z Ltd',
                  [
                    person('t', 'T', { compSharePercent: 33.333333 }),
                    person('u', 'U', { compSharePercent: 33.333333 }),
                    person('v', 'V', { compSharePercent: 33.333334 }),
                  ],
                  { compSharePercent: '33.333333' },
                ),
                person('r', 'R', { compSharePercent: '33.333333' }),
                person('s', 'S', { compSharePercent: '33.333334' }),
              ],
              { compSharePercent: '33.333333' },
            ),
            person('p', 'P', { compSharePercent: '33.333333' }),
            person('q', 'Q', { compSharePercent: '33.333334' }),
          ],
          { ordinaryShares: 100 },
        ),
      ],
    });
    expect(result.problems).toEqual([]);
    expect(ultimate(result, 'p')).toBe('33333333/100000000 33.3333');
    expect(ultimate(result, 'q')).toBe('16666667/50000000 33.3333');
    expect(ultimate(result, 'r')).toBe('1111111088888889/10000000000000000 11.1111');
    expect(ultimate(result, 's')).toBe('555555561111111/5000000000000000 11.1111');
    expect(ultimate(result, 't')).toBe('37037035925925937037037/1000000000000000000000000 3.7037');
    expect(ultimate(result, 'u')).toBe('37037035925925937037037/1000000000000000000000000 3.7037');
    expect(ultimate(result, 'v')).toBe('18518518518518512962963/500000000000000000000000 3.7037');
    // By exact share: q > p, s > r, v > t = u (then by name); then the corporates.
    expect(result.persons.map((p) => p.holderID)).toEqual(['q', 'p', 's', 'r', 'v', 't', 'u', 'x', 'y', 'z']);
    expect(flags(result, 'v')).toEqual({ isScr: false, isUbo: false, hasIndirectControl: false });
  });

  it('rounds the percentage half up to 4 places', () => {
    const result = resolveOwnership({
      totalNumOfOrdShare: 3_000_000,
      holders: [
        person('half', 'One millionth', { ordinaryShares: 3 }),
        person('twoThirds', 'Two thirds', { ordinaryShares: 2_000_000 }),
        person('rest', 'Rest', { ordinaryShares: 999_997 }),
      ],
    });
    // 3 / 3,000,000 = 0.0001 % exactly; 2/3 = 66.66666…% rounds to 66.6667.
    expect(ultimate(result, 'half')).toBe('1/1000000 0.0001');
    expect(ultimate(result, 'twoThirds')).toBe('2/3 66.6667');
    const tiny = resolveOwnership({
      totalNumOfOrdShare: 2_000_000,
      holders: [person('a', 'A', { ordinaryShares: 1 }), person('b', 'B', { ordinaryShares: 1_999_999 })],
    });
    // 0.00005 % is exactly half a unit of the fourth place: up.
    expect(ultimate(tiny, 'a')).toBe('1/2000000 0.0001');
    // 99.99995 % likewise rounds up, to a displayed 100.0000 that the exact fraction tells apart.
    expect(ultimate(tiny, 'b')).toBe('1999999/2000000 100.0000');
  });

  it('lists a director who holds no shares with a zero share and no chains', () => {
    const result = resolveOwnership({
      totalNumOfOrdShare: 100,
      holders: [
        person('d', 'Director Dee', { isDirector: true }),
        person('a', 'Ann', { ordinaryShares: 100, isDirector: true }),
        person('z', 'Zero Shares', { isDirector: true, ordinaryShares: 0 }),
      ],
    });
    expect(result.problems).toEqual([]);
    expect(find(result, 'd')).toEqual({
      holderID: 'd',
      holderType: 'I',
      name: 'Director Dee',
      isDirector: true,
      ultimateShare: { numerator: '0', denominator: '1', percent: '0.0000' },
      heldShare: { numerator: '0', denominator: '1', percent: '0.0000' },
      isScr: false,
      scrGrounds: [],
      isUbo: false,
      hasIndirectControl: false,
      chains: [],
    });
    expect(find(result, 'z').chains).toEqual([]);
    expect(find(result, 'a').isDirector).toBe(true);
    expect(result.persons.map((p) => p.holderID)).toEqual(['a', 'd', 'z']);
  });

  it('applies thresholds given in the input (the UBO level is a firm setting)', () => {
    const result = resolveOwnership({
      totalNumOfOrdShare: 100,
      holders: [person('a', 'A', { ordinaryShares: 20 }), person('b', 'B', { ordinaryShares: 80 })],
      thresholds: { scrOverPercent: 19.5, uboAtLeastPercent: 20, controlOverPercent: 90 },
    });
    expect(flags(result, 'a')).toEqual({ isScr: true, isUbo: true, hasIndirectControl: false });
    expect(find(result, 'b').chains[0]?.controlling).toBe(false);
  });
});
