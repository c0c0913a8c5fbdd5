import { describe, expect, it } from 'vitest';
import { chains, corporate, find, person, ultimate } from './ownership.test-support.js';
import { resolveOwnership } from './resolve-ownership.js';

// Worked examples, each answer worked out by hand.
describe('resolveOwnership: problems in the tree', () => {
  it('flags owners that do not total 100 % and direct holdings that do not total the issued shares', () => {
    const result = resolveOwnership({
      totalNumOfOrdShare: 100,
      holders: [
        corporate(
          'short',
          'Short Ltd',
          [person('p', 'Po', { compSharePercent: 60 }), person('q', 'Qi', { compSharePercent: '39.99' })],
          { ordinaryShares: 50 },
        ),
        corporate('empty', 'Empty Ltd', [], { ordinaryShares: 40 }),
      ],
    });
    expect(result.problems).toEqual([
      { kind: 'SHARES_NOT_TOTAL', heldShares: '90', totalNumOfOrdShare: '100' },
      { kind: 'OWNERS_NOT_100', holderID: 'short', name: 'Short Ltd', totalPercent: '99.99' },
      { kind: 'OWNERS_NOT_100', holderID: 'empty', name: 'Empty Ltd', totalPercent: '0' },
    ]);
    // Still computed with the numbers given: 50 % × 39.99 %.
    expect(ultimate(result, 'q')).toBe('3999/20000 19.9950');
    expect(ultimate(result, 'empty')).toBe('2/5 40.0000');
  });

  it('reports a cycle once, whichever way it is entered, and does not follow it', () => {
    const result = resolveOwnership({
      totalNumOfOrdShare: 100,
      holders: [
        corporate(
          'a',
          'Alpha Ltd',
          [
            person('p', 'Pang', { compSharePercent: 50 }),
            corporate(
              'b',
              'Beta Ltd',
              [corporate('a-again', 'Alpha Ltd', [], { refID: 'a', compSharePercent: 100 })],
              {
                compSharePercent: 50,
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
    // Alpha: 50 % directly + 50 % through Beta (then the loop back to Beta stops).
    expect(chains(result, 'a')).toEqual(['a 1/2', 'b>a 1/2']);
    expect(ultimate(result, 'a')).toBe('1/1 100.0000');
    expect(ultimate(result, 'b')).toBe('3/4 75.0000');
    expect(chains(result, 'b')).toEqual(['b 1/2', 'a>b 1/4']);
    // Pang: 50 % × 50 % through Alpha, and 50 % × 100 % × 50 % through Beta then Alpha.
    expect(chains(result, 'p')).toEqual(['a>p 1/4', 'b>a>p 1/4']);
    expect(ultimate(result, 'p')).toBe('1/2 50.0000');
  });

  it('reports a corporate that owns itself as a cycle of one', () => {
    const result = resolveOwnership({
      totalNumOfOrdShare: 10,
      holders: [
        corporate(
          'self',
          'Ouroboros Ltd',
          [
            corporate('self-ref', 'Ouroboros Ltd', [], { refID: 'self', compSharePercent: 10 }),
            person('o', 'Owner', { compSharePercent: 90 }),
          ],
          { ordinaryShares: 10 },
        ),
      ],
    });
    expect(result.problems).toEqual([{ kind: 'CYCLE', holderIDs: ['self'], names: ['Ouroboros Ltd'] }]);
    expect(ultimate(result, 'o')).toBe('9/10 90.0000');
    expect(ultimate(result, 'self')).toBe('1/1 100.0000');
  });

  it('reports an unknown refID and treats the holder as its own person', () => {
    const result = resolveOwnership({
      totalNumOfOrdShare: 100,
      holders: [
        corporate(
          'a',
          'Alpha Ltd',
          [
            person('ghost', 'Ghost', { refID: 'nobody', compSharePercent: 30 }),
            person('b', 'Bo', { compSharePercent: 70 }),
          ],
          { ordinaryShares: 100 },
        ),
      ],
    });
    expect(result.problems).toEqual([{ kind: 'UNKNOWN_REF', holderID: 'ghost', refID: 'nobody' }]);
    expect(ultimate(result, 'ghost')).toBe('3/10 30.0000');
    expect(find(result, 'ghost').name).toBe('Ghost');
  });
});
