import { describe, expect, it } from 'vitest';
import { ZMatchReason, ZNameSearchMatch } from '../schemas/name-search.js';
import type { TListEntry, TListedName } from './list-entry.js';
import { DEFAULT_SCREENING_THRESHOLD, screenName, type TScreeningQuery } from './screen-name.js';
import { buildScreeningIndex } from './screening-index.js';

/** A listed party with only what a test needs. */
function party(
  id: string,
  type: TListEntry['type'],
  names: (string | [string, TListedName['quality']])[],
  more: Partial<TListEntry> = {},
): TListEntry {
  const listed = names.map((n, i): TListedName => {
    const [name, quality] = typeof n === 'string' ? [n, i === 0 ? 'PRIMARY' : 'GOOD'] : n;
    return {
      name,
      quality: quality as TListedName['quality'],
      script: /\p{Script=Han}/u.test(name) ? 'HAN' : 'LATIN',
    };
  });
  return {
    list: 'OFAC',
    listEntryId: id,
    reference: 'SDGT',
    type,
    primaryName: listed[0]!.name,
    names: listed,
    datesOfBirth: [],
    placesOfBirth: [],
    nationalities: [],
    nationalityCodes: [],
    documents: [],
    addresses: [],
    programs: ['SDGT'],
    listedOn: null,
    remarks: '',
    ...more,
  };
}

const LIST: TListEntry[] = [
  party('1', 'I', ['AL-MASRI, Muhammad Yusuf Abd al-Rahman'], {
    datesOfBirth: [{ text: '12 Mar 1964', from: '1964-03-12', to: '1964-03-12' }],
    nationalityCodes: ['EGY'],
    documents: [{ type: 'Passport', number: 'A1234567', country: 'Egypt', note: null }],
  }),
  party('2', 'I', ['IVANOV, Sergei Petrovich', ['IVANOFF, Sergey', 'LOW']]),
  party('3', 'I', ['KIM, Jong Il'], { list: 'UN', reference: 'KPi.001' }),
  party('4', 'I', ['CHAN, Tai Man', '陳大文'], {
    nationalityCodes: ['CHN'],
    datesOfBirth: [{ text: '1957', from: '1957-01-01', to: '1957-12-31' }],
  }),
  party('5', 'I', ['LI, Jiachao']),
  party('6', 'I', ['ZHANG, Lei'], {
    documents: [{ type: 'Chinese Commercial Code', number: '1728 4320', country: null, note: null }],
  }),
  party('7', 'C', ['HARBOUR TEA TRADING CO., LIMITED', '海港茶葉貿易有限公司']),
  party('8', 'C', ['NORD PETROLEUM LLC']),
  party('9', 'I', ['JOSÉ MARÍA ÁLVAREZ GÓMEZ'], { list: 'UN', reference: 'CDi.001' }),
  party('10', 'I', ['HAMDALLAH, Moustafa Kamal']),
  party('11', 'I', ['LEE, John Ka-chiu']),
  party('12', 'I', ['HASSAN, Ali', ['ABU HAMZA', 'LOW']]),
  party('13', 'I', ['ZHAO, Dongdong']),
];
const index = buildScreeningIndex(LIST);

const ids = (q: TScreeningQuery) => screenName(index, q).map((h) => h.entry.listEntryId);
const person = (name: string): TScreeningQuery => ({ name, type: 'I' });

describe('screening a name against the lists (issue 20 point 2)', () => {
  it.each([
    ['case and punctuation', 'al masri muhammad yusuf abd-al-rahman', '1'],
    ['given and family names in another order', 'Muhammad Yusuf Abd al-Rahman al-Masri', '1'],
    ['a missing middle name', 'Muhammad Abd al-Rahman al-Masri', '1'],
    [
      'Mohammed for Muhammad, Yousef for Yusuf, Abdul for Abd al',
      'Mohammed Yousef Abdul Rahman al-Masri',
      '1',
    ],
    ['-off for -ov', 'Sergei Petrovich Ivanoff', '2'],
    ['Kim Chong for Kim Jong', 'Kim Chong Il', '3'],
    ['diacritics left out', 'Jose Maria Alvarez Gomez', '9'],
    ['a one-letter typo in a long name', 'Mustafa Kamal Hamdalah', '10'],
  ])('finds %s', (_kind, name, id) => {
    expect(ids(person(name))).toContain(id);
  });

  it.each([
    ['Limited written Ltd', 'Harbour Tea Trading Ltd'],
    ['Co., Limited written Company Limited', 'HARBOUR TEA TRADING COMPANY LIMITED'],
    ['the Chinese name without 有限公司', '海港茶葉貿易'],
    ['the Chinese name in simplified characters', '海港茶叶贸易有限公司'],
  ])('finds a company with %s', (_kind, name) => {
    expect(ids({ name, type: 'C' })).toContain('7');
    expect(ids({ name: 'Nord Petroleum', type: 'C' })).toContain('8');
  });

  // Gold pairs written by hand (Unihan readings, HK Government spellings as HKIDs write them), not
  // produced by the matcher's tables.
  it.each([
    ['陳大文', '4'],
    ['陈大文', '4'],
    ['Chan Tai Man', '4'],
    ['Tai Man Chan', '4'],
    ['Chan Taiman', '4'],
    ['Chan Tai-man', '4'],
    ['Peter Chan Tai Man', '4'],
    ['can daai man', '4'],
    ['Chen Dawen', '4'],
    ["Ch'en Ta-wen", '4'],
    ['Lee Ka Chiu', '5'],
    ['李家超', '5'],
    ['Li Chia-chao', '5'],
    ['Li Jiachao', '11'],
    ['張磊', '6'],
    ['张磊', '6'],
    ['Cheung Lui', '6'],
    ['1728 4320', '6'],
  ])('finds the Chinese name %s', (name, id) => {
    expect(ids(person(name))).toContain(id);
  });

  it.each([
    ['another given name', 'Chan Siu Ming'],
    ['another family name', 'Wong Tai Man'],
    ['the family name alone', 'Chan'],
    ['a Korean name with Chinese-looking syllables', 'Kim Chol Man'],
    ['another Hong Kong name', 'Lee Ka Ming'],
  ])('does not return %s', (_kind, name) => {
    expect(screenName(index, person(name))).toEqual([]);
  });

  it('screens individuals against individuals and companies against entities, vessels and aircraft', () => {
    expect(ids({ name: 'Nord Petroleum LLC', type: 'I' })).toEqual([]);
    expect(ids({ name: 'Chan Tai Man', type: 'C' })).toEqual([]);
  });

  it('raises the score for an agreeing date of birth, nationality and document, lowers it for conflicts', () => {
    const base = screenName(index, person('Muhammad Yusuf al-Masri'))[0]!;
    const agree = screenName(index, {
      ...person('Muhammad Yusuf al-Masri'),
      dateOfBirth: '1964-03-12',
      nationality: 'EGY',
    })[0]!;
    const conflict = screenName(index, { ...person('Muhammad Yusuf al-Masri'), dateOfBirth: '1990-01-01' });
    const document = screenName(index, { ...person('Muhammad Yusuf al-Masri'), idNumber: 'a 1234567' })[0]!;
    expect(agree.score).toBeGreaterThan(base.score);
    expect(agree.reasons.map((r) => r.rule)).toEqual(
      expect.arrayContaining(['DOB_AGREES', 'NATIONALITY_AGREES']),
    );
    expect(conflict[0]?.score ?? 0).toBeLessThan(base.score);
    expect(document.score - base.score).toBeGreaterThanOrEqual(0.1);
    expect(document.reasons.find((r) => r.rule === 'DOCUMENT_AGREES')?.listed).toEqual(['Passport A1234567']);
  });

  it('never hides an exact name match behind conflicting facts', () => {
    const hits = screenName(index, {
      name: 'Tai Man CHAN',
      type: 'I',
      dateOfBirth: '2001-01-01',
      nationality: 'USA',
    });
    expect(hits[0]?.entry.listEntryId).toBe('4');
    expect(hits[0]!.score).toBe(DEFAULT_SCREENING_THRESHOLD);
    expect(hits[0]!.reasons.map((r) => r.rule)).toContain('NATIONALITY_CONFLICTS');
  });

  it('takes a joined given name written the same way for the same word, not a joined one', () => {
    const hit = screenName(index, person('Li Jiachao')).find((h) => h.entry.listEntryId === '5')!;
    expect(hit.score).toBe(1);
    expect(hit.reasons.map((r) => [r.rule, r.query, r.listed])).toEqual([
      ['EXACT', ['li'], ['li']],
      ['EXACT', ['jiachao'], ['jiachao']],
    ]);
  });

  it("keeps a Chinese name's given names in order, the family name first or last", () => {
    const score = (name: string) => screenName(index, person(name), { threshold: 0.5 })[0];
    expect(score('Tai Man Chan')!.score).toBe(1);
    const reversed = score('Chan Man Tai')!;
    // All its words are there (a hit still), but 陳文大 is not 陳大文.
    expect(reversed.score).toBeLessThan(0.9);
    expect(reversed.reasons.find((r) => r.rule === 'NAME_ORDER')!.effect).toBeLessThan(0);
    const doubled = score('Kelvin Zhao Dongdong')!;
    expect(doubled.score).toBeGreaterThanOrEqual(DEFAULT_SCREENING_THRESHOLD);
    expect(doubled.reasons.map((r) => r.rule)).not.toContain('NAME_ORDER');
  });

  it('counts a weak alias for less than the same name as a good one', () => {
    const weak = screenName(index, person('Sergey Ivanoff'))[0]!;
    expect(weak.matchedName.quality).toBe('LOW');
    expect(weak.score).toBeLessThan(1);
    expect(weak.reasons.map((r) => r.rule)).toContain('WEAK_ALIAS');
  });

  it('gives each hit its best name, its reasons and a score that maps onto the API answer', () => {
    const hits = screenName(index, person('Chen Dawen'));
    const hit = hits.find((h) => h.entry.listEntryId === '4')!;
    // The characters explain the match better than another romanisation.
    expect(hit.matchedName.name).toBe('陳大文');
    expect(hit.reasons.map((r) => [r.rule, r.query, r.listed])).toEqual([
      ['ROMANISATION', ['chen'], ['陳']],
      ['ROMANISATION', ['dawen'], ['大', '文']],
    ]);
    for (const reason of hit.reasons) expect(ZMatchReason.safeParse(reason).success).toBe(true);
    const entry = hit.entry;
    const match = {
      matchID: '00000000-0000-4000-8000-000000000000',
      list: entry.list,
      listEntryId: entry.listEntryId,
      reference: entry.reference,
      name: entry.primaryName,
      matchedName: hit.matchedName.name,
      matchedQuality: hit.matchedName.quality,
      score: hit.score,
      reasons: hit.reasons,
      entry: {
        type: entry.type,
        primaryName: entry.primaryName,
        aliases: [],
        datesOfBirth: [],
        placesOfBirth: [],
        nationalities: [],
        documents: [],
        addresses: [],
        programs: entry.programs,
        listedOn: entry.listedOn,
        remarks: entry.remarks,
      },
      decision: null,
    };
    expect(ZNameSearchMatch.safeParse(match).success).toBe(true);
  });

  it('returns hits at or over the threshold only, best first, at most the limit', () => {
    const all = screenName(index, person('Lee Ka Chiu'), { threshold: 0.3, limit: 100 });
    expect(all.map((h) => h.entry.listEntryId)).toEqual(['11', '5']);
    expect(all[0]!.score).toBeGreaterThan(all[1]!.score);
    expect(screenName(index, person('Lee Ka Chiu'), { threshold: 0.3, limit: 1 })).toHaveLength(1);
    expect(screenName(index, person('Lee Ka Chiu'), { threshold: all[0]!.score + 0.001 })).toEqual([]);
    for (const hit of screenName(index, person('Lee Ka Chiu')))
      expect(hit.score).toBeGreaterThanOrEqual(DEFAULT_SCREENING_THRESHOLD);
  });
});
