import { describe, expect, it } from 'vitest';
import { groupMatches, highlightMatchedName, sortVersions } from './match-groups';
import { match, OFAC, UN } from './test/name-search-fixtures';

const decided = (decidedAt: string) => ({
  decisionID: 'd0000000-0000-4000-8000-000000000001',
  matchID: 'a0000000-0000-4000-8000-000000000001',
  decision: 'FALSE_POSITIVE' as const,
  reason: 'Another date of birth',
  decidedBy: 'Ken Lau',
  decidedAt,
});

describe('hits grouped by listed party', () => {
  it('puts the hits on one entry together, the best party first', () => {
    const groups = groupMatches([
      match({ listEntryId: '1', score: 0.84 }),
      match({ list: 'OFAC', listEntryId: '1', score: 0.95 }),
      match({ listEntryId: '1', score: 0.9, matchedName: 'Peter Chan', matchedQuality: 'GOOD' }),
    ]);
    expect(groups.map((g) => [g.list, g.listEntryId, g.score, g.matches.length])).toEqual([
      ['OFAC', '1', 0.95, 1],
      ['UN', '1', 0.9, 2],
    ]);
    expect(groups[1]?.matches.map((m) => m.score)).toEqual([0.9, 0.84]);
  });

  it('keeps the hits still open and the latest decision of the party', () => {
    const [group] = groupMatches([
      match({ decision: decided('2026-11-26T01:00:00.000Z') }),
      match({ decision: decided('2026-11-26T05:00:00.000Z') }),
      match(),
    ]);
    expect(group?.open).toHaveLength(1);
    expect(group?.decision?.decidedAt).toBe('2026-11-26T05:00:00.000Z');
  });
});

describe('the matched words of a name', () => {
  it('marks the words a name reason paired, whatever their case, accents or joining', () => {
    const parts = highlightMatchedName({
      matchedName: 'CHAN Tai-man, José',
      reasons: [
        { rule: 'EXACT', query: ['chan'], listed: ['chan'], effect: 0 },
        { rule: 'JOINED', query: ['taiman'], listed: ['tai man'], effect: 0 },
        { rule: 'DOB_AGREES', query: ['1975'], listed: ['jose'], effect: 0.05 },
      ],
    });
    expect(parts.filter((p) => p.matched).map((p) => p.text)).toEqual(['CHAN', 'Tai-man']);
    expect(parts.map((p) => p.text).join('')).toBe('CHAN Tai-man, José');
  });

  it('marks Chinese characters one by one', () => {
    const parts = highlightMatchedName({
      matchedName: '陳大文',
      reasons: [{ rule: 'CHARACTERS', query: ['陈', '文'], listed: ['陳', '文'], effect: 0 }],
    });
    expect(parts).toEqual([
      { text: '陳', matched: true },
      { text: '大', matched: false },
      { text: '文', matched: true },
    ]);
  });
});

it('orders list versions UN first, the newest import of a list first', () => {
  const older = { ...UN, versionID: 'x', importedAt: '2026-10-01T00:00:00.000Z' };
  expect(sortVersions([OFAC, older, UN]).map((v) => v.versionID)).toEqual([
    UN.versionID,
    'x',
    OFAC.versionID,
  ]);
});
