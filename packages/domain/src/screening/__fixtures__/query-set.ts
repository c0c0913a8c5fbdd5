import type { TListEntry } from '../list-entry.js';
import { normaliseName } from '../name-normalise.js';
import type { TScreeningQuery } from '../screen-name.js';
import { GOLD_CHINESE_COMPANIES, GOLD_TELEGRAPH } from './chinese-gold.js';
import { chineseQueries, goldOf, pinyinQueries } from './chinese-queries.js';
import { companyForm, splitComma, typo, variant, VARIANTS, words } from './perturb.js';
import { seededRandom } from './random.js';

/**
 * Queries typed the way clerks type names (issue 20 point 4; research §4), each made from one listed
 * name by one rule and tagged with it, with the entries it must find: the entry itself and any other
 * entry listing the same name. Perturbations are this file's own (its variant spellings, its typos,
 * its company forms); Chinese variants come from the hand-written gold names, and for a listed pinyin
 * name from this folder's own pinyin rules (pinyin.ts), not from the matcher's romanisation tables. Only primary names and good aliases are perturbed (weak aliases are not
 * expected to be screened alone: OFAC FAQ 122).
 */

export const QUERY_RULES = [
  'EXACT',
  'CASE_PUNCTUATION',
  'DIACRITICS',
  'NAME_ORDER',
  'MISSING_MIDDLE',
  'VARIANT',
  'TYPO',
  'COMPANY_FORM',
  'CHINESE_HK',
  'CHINESE_JYUTPING',
  'CHINESE_PINYIN',
  'CHINESE_WADE_GILES',
  'CHINESE_TRADITIONAL',
  'CHINESE_SIMPLIFIED',
  'CHINESE_JOINED',
  'CHINESE_FAMILY_LAST',
  'CHINESE_ENGLISH_NAME',
  'CHINESE_COMPANY',
  'TELEGRAPH',
] as const;
export type TQueryRule = (typeof QUERY_RULES)[number] | 'HK_PERSON' | 'HK_COMPANY';

export interface TTestQuery {
  query: TScreeningQuery;
  rule: TQueryRule;
  /** The list of the entry it was made from (null for a negative). */
  list: TListEntry['list'] | null;
  /** `${list}:${listEntryId}` of the entry it was made from, which it must find (null for a negative). */
  source: string | null;
  /** The entries it may find: the source, entries listing the same name, the same party listed twice. */
  expected: string[];
}

/** The key evaluation compares hits by. */
export const entryKey = (e: Pick<TListEntry, 'list' | 'listEntryId'>) => `${e.list}:${e.listEntryId}`;

const isLatin = (s: string) => !/\p{Script=Han}/u.test(s);

const PARTICLES = new Set([
  'al',
  'el',
  'bin',
  'ibn',
  'abu',
  'ul',
  'ad',
  'as',
  'ar',
  'at',
  'az',
  'de',
  'la',
  'van',
  'von',
]);
const CANONICAL = new Map(VARIANTS.flatMap((group) => group.map((w) => [w, group[0]!] as const)));

/** A name as this file compares names: its words in order, spelling variants and particles aside. */
function sameName(name: string): string {
  return normaliseName(name)
    .split(' ')
    .filter((w) => !PARTICLES.has(w))
    .map((w) => CANONICAL.get(w) ?? w.replace(/off$/, 'ov').replace(/eff$/, 'ev'))
    .sort()
    .join(' ');
}

/** Queries from the entries' names by each rule, at most `perRule` per rule, the same for the same seed. */
export function makeQuerySet(entries: readonly TListEntry[], seed: number, perRule = Infinity): TTestQuery[] {
  const random = seededRandom(seed);
  // Entries listing the same name (words in any order, this file's spelling variants, particles
  // aside) cannot be told apart by the name, and entries sharing a document number are one party
  // listed twice (the UN's people are mostly on OFAC's list too): all of them are expected.
  const byName = new Map<string, Set<string>>();
  const byDocument = new Map<string, Set<string>>();
  const note = (map: Map<string, Set<string>>, key: string, e: TListEntry) =>
    map.set(key, (map.get(key) ?? new Set()).add(entryKey(e)));
  for (const e of entries) {
    for (const n of e.names) note(byName, sameName(n.name), e);
    for (const d of e.documents)
      if (d.number.replace(/\W/g, '').length >= 6) note(byDocument, d.number.replace(/\W/g, ''), e);
  }
  const samePartyAs = (e: TListEntry) =>
    e.documents.flatMap((d) => [...(byDocument.get(d.number.replace(/\W/g, '')) ?? [])]);
  const order = entries.map((e, i) => [random.next(), i] as const).sort((a, b) => a[0] - b[0]);
  const made = new Map<TQueryRule, number>();
  const out: TTestQuery[] = [];
  const add = (entry: TListEntry, source: string, rule: TQueryRule, text: string | null) => {
    if (!text || (made.get(rule) ?? 0) >= perRule) return;
    made.set(rule, (made.get(rule) ?? 0) + 1);
    const expected = [
      ...new Set([entryKey(entry), ...(byName.get(sameName(source)) ?? []), ...samePartyAs(entry)]),
    ];
    const type = entry.type === 'I' ? 'I' : 'C';
    out.push({ query: { name: text, type }, rule, list: entry.list, source: entryKey(entry), expected });
  };
  for (const [, i] of order) {
    const entry = entries[i]!;
    const sources = entry.names.filter((n) => n.quality !== 'LOW' && n.script !== 'OTHER');
    const latin = sources.filter((n) => isLatin(n.name));
    const main = random.pick(latin.length > 0 ? latin : sources)?.name;
    if (!main) continue;
    add(entry, main, 'EXACT', main);
    add(
      entry,
      main,
      'CASE_PUNCTUATION',
      random.chance(0.5)
        ? main.toLowerCase().replace(/,/g, '')
        : main.replace(/ /g, '-').replace(/,-/g, ', '),
    );
    const stripped = main.normalize('NFD').replace(/\p{M}/gu, '');
    add(
      entry,
      main,
      'DIACRITICS',
      stripped !== main
        ? stripped
        : /[aeiou]/i.test(main)
          ? main.replace(/[eE]/, 'é').replace(/[aA](?=[^aA]*$)/, 'á')
          : null,
    );
    if (entry.type === 'I') {
      const [given, family] = splitComma(main);
      const ws = words(given);
      add(
        entry,
        main,
        'NAME_ORDER',
        family
          ? `${given} ${family}`
          : words(main).length > 1
            ? [...words(main).slice(1), words(main)[0]].join(' ')
            : null,
      );
      // A middle name: after the first given name ('LAST, First Middle'), or inside 'FIRST MIDDLE LAST'.
      const all = family ? ws : words(main);
      const first = 1;
      const last = family ? all.length - 1 : all.length - 2;
      if (last >= first && all.length >= (family ? 2 : 3) && !goldOf(entry)) {
        const drop = first + random.int(last - first + 1);
        const kept = all.filter((_, k) => k !== drop);
        // Not when what is left of the given names is a particle (AL-MASRI, Abu).
        if (kept.some((w) => !PARTICLES.has(w.toLowerCase().replace(/-$/, ''))))
          add(entry, main, 'MISSING_MIDDLE', family ? `${family}, ${kept.join(' ')}` : kept.join(' '));
      }
    }
    add(entry, main, 'VARIANT', variant(main, random));
    add(entry, main, 'TYPO', typo(main, random));
    if (entry.type !== 'I') add(entry, main, 'COMPANY_FORM', companyForm(main));
    const gold = goldOf(entry);
    if (gold) for (const [rule, text] of chineseQueries(gold, random)) add(entry, main, rule, text);
    else if (entry.type === 'I')
      for (const [rule, text] of pinyinQueries(main, random)) add(entry, main, rule, text);
    const company = GOLD_CHINESE_COMPANIES.find((c) =>
      entry.names.some((n) => n.name.startsWith(c.traditional)),
    );
    if (company) {
      add(entry, main, 'CHINESE_COMPANY', `${company.simplified}有限公司`);
      add(entry, main, 'CHINESE_COMPANY', company.traditional);
    }
    const telegraph = GOLD_TELEGRAPH.find((t) => entry.documents.some((d) => d.number === t.code));
    if (telegraph) add(entry, main, 'TELEGRAPH', telegraph.simplified);
  }
  return out.map((q) => ({ ...q, query: { ...q.query, name: q.query.name.replace(/\s+/g, ' ').trim() } }));
}
