import { describe, expect, it } from 'vitest';
import { ownershipLinksOf, ownershipLinksOfChains } from './ownership-links.js';
import type { TOwnershipLinks } from './ownership-links.js';
import { corporate, find, person } from './ownership.test-support.js';
import { resolveOwnership } from './resolve-ownership.js';

/** Each holding as "parent>holder percent" ('company' for a direct holder). */
function holdings(links: TOwnershipLinks): string[] {
  const out = links.roots.map((l) => `company>${l.holderID}${l.holderType} ${l.share.percent}`);
  for (const [parent, owners] of links.owners) {
    for (const l of owners) out.push(`${parent}>${l.holderID}${l.holderType} ${l.share.percent}`);
  }
  return out;
}

describe('ownershipLinksOf', () => {
  it('gives each holding its share of the parent, refIDs followed to the canonical holder', () => {
    const links = ownershipLinksOf({
      totalNumOfOrdShare: 3,
      holders: [
        corporate('h', 'Harbour Ltd', [person('p', 'Pang', { compSharePercent: '33.333333' })], {
          ordinaryShares: 2,
        }),
        person('p-again', 'Pang', { refID: 'p', ordinaryShares: 1 }),
        person('d', 'Director', { isDirector: true }),
      ],
    });
    expect(holdings(links)).toEqual([
      'company>hC 66.6667',
      'company>pI 33.3333',
      'company>dI 0.0000',
      'h>pI 33.3333',
    ]);
    expect(links.roots[1]?.share).toEqual({ numerator: '1', denominator: '3', percent: '33.3333' });
  });

  it('keeps a loop as links back to a corporate met before', () => {
    const links = ownershipLinksOf({
      totalNumOfOrdShare: 1,
      holders: [
        corporate(
          'a',
          'Alpha',
          [
            corporate('b', 'Beta', [corporate('a2', 'Alpha', [], { refID: 'a', compSharePercent: 100 })], {
              compSharePercent: 100,
            }),
          ],
          { ordinaryShares: 1 },
        ),
      ],
    });
    expect(holdings(links)).toEqual(['company>aC 100.0000', 'a>bC 100.0000', 'b>aC 100.0000']);
  });
});

describe('ownershipLinksOfChains', () => {
  it('draws the links of a person’s chains once each', () => {
    const result = resolveOwnership({
      totalNumOfOrdShare: 100,
      holders: [
        corporate(
          'h',
          'Harbour',
          [
            person('p', 'Pang', { compSharePercent: 40 }),
            corporate('k', 'Kowloon', [person('p2', 'Pang', { refID: 'p', compSharePercent: 50 })], {
              compSharePercent: 60,
            }),
          ],
          { ordinaryShares: 100 },
        ),
      ],
    });
    expect(holdings(ownershipLinksOfChains(find(result, 'p')))).toEqual([
      'company>hC 100.0000',
      'h>pI 40.0000',
      'h>kC 60.0000',
      'k>pI 50.0000',
    ]);
  });
});
