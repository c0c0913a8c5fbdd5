import type { TListEntry } from '../list-entry.js';
import { normaliseName } from '../name-normalise.js';
import type { TScreeningQuery } from '../screen-name.js';
import {
  GOLD_CHINESE_COMPANIES,
  GOLD_CHINESE_NAMES,
  GOLD_TELEGRAPH,
  type TGoldChineseName,
} from './chinese-gold.js';
import { PINYIN_SURNAMES, pinyinToWadeGiles, splitPinyin } from './pinyin.js';
import { seededRandom, type TRandom } from './random.js';

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

/** This file's own spelling variants (from the research's counts), tried on each word. */
const VARIANTS: readonly (readonly string[])[] = [
  ['muhammad', 'mohammed', 'mohamed', 'mohammad'],
  ['ahmad', 'ahmed'],
  ['yusuf', 'yousef', 'youssef'],
  ['hussein', 'husayn', 'hussain', 'hossein'],
  ['usama', 'osama'],
  ['omar', 'umar'],
  ['khalid', 'khaled'],
  ['said', 'saeed'],
  ['walid', 'waleed'],
  ['zayd', 'zaid'],
  ['ziyad', 'ziad'],
  ['faisal', 'faysal'],
  ['nasser', 'nasir'],
  ['rashid', 'rasheed'],
  ['salim', 'saleem'],
  ['karim', 'kareem'],
  ['tariq', 'tarek'],
  ['mustafa', 'mostafa'],
  ['ibrahim', 'ebrahim'],
  ['suleiman', 'sulayman'],
  ['sergei', 'sergey'],
  ['aleksandr', 'alexander'],
  ['dmitriy', 'dmitry'],
  ['yuriy', 'yuri'],
  ['nikolai', 'nikolay'],
  ['andrei', 'andrey'],
  ['yevgeniy', 'evgeny'],
  ['jong', 'chong'],
  ['chol', 'chul'],
];
const SUFFIX_VARIANTS: readonly [RegExp, string][] = [
  [/ov$/, 'off'],
  [/ev$/, 'eff'],
];

const ENGLISH_NAMES = [
  'Peter',
  'John',
  'Mary',
  'David',
  'Karen',
  'Eric',
  'Winnie',
  'Kelvin',
  'Carrie',
  'Michael',
];

const words = (s: string) => s.split(/\s+/).filter(Boolean);
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

/** 'LAST, First middle' → ['First middle', 'LAST'] (or the whole name and ''). */
function splitComma(name: string): [string, string] {
  const at = name.indexOf(', ');
  return at < 0 ? [name, ''] : [name.slice(at + 2), name.slice(0, at)];
}

function typo(name: string, random: TRandom): string | null {
  // Words between spaces and hyphens: AL-MANAR's MANAR is too short for a typo.
  const parts = name.split(/([\s-]+)/);
  const long = parts.map((w, i) => [w, i] as const).filter(([w]) => /^\p{L}{6,}$/u.test(w));
  if (long.length === 0) return null;
  const [w, i] = random.pick(long);
  const at = 1 + random.int(w.length - 2);
  const letter = 'aeioulnrst'[random.int(10)]!;
  const edits = [
    () => w.slice(0, at) + letter + w.slice(at + 1),
    () => w.slice(0, at) + w.slice(at + 1),
    () => w.slice(0, at) + letter + w.slice(at),
    () => w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2),
  ];
  const changed = random.pick(edits)();
  if (changed.toLowerCase() === w.toLowerCase()) return null;
  parts[i] = changed;
  return parts.join('');
}

function variant(name: string, random: TRandom): string | null {
  const ws = words(name);
  const options: [number, string][] = [];
  ws.forEach((w, i) => {
    const lower = w.toLowerCase().replace(/,$/, '');
    for (const group of VARIANTS)
      if (group.includes(lower)) for (const other of group) if (other !== lower) options.push([i, other]);
    for (const [from, to] of SUFFIX_VARIANTS)
      if (from.test(lower)) options.push([i, lower.replace(from, to)]);
  });
  if (options.length === 0) return null;
  const [i, other] = random.pick(options);
  ws[i] = ws[i]!.endsWith(',') ? `${other},` : other;
  return ws.join(' ');
}

const FORM_SWAPS: readonly [RegExp, string][] = [
  [/\bCO\., LIMITED$/i, 'Company Ltd'],
  [/\bCOMPANY LIMITED$/i, 'Co. Ltd.'],
  [/\bCO\., LTD\.$/i, 'Company Limited'],
  [/\bLIMITED$/i, 'Ltd.'],
  [/\bLTD$/i, 'Limited'],
  [/\bLLC$/i, ''],
  [/\bJSC$/i, 'J.S.C.'],
  [/\bFZE$/i, ''],
  [/\bGMBH$/i, 'GmbH'],
  [/\bS\.A\.$/i, 'SA'],
  [/\bINC$/i, 'Incorporated'],
  [/^OOO /i, ''],
];

function companyForm(name: string): string | null {
  for (const [pattern, to] of FORM_SWAPS) if (pattern.test(name)) return name.replace(pattern, to).trim();
  return null;
}

function goldOf(entry: TListEntry): TGoldChineseName | undefined {
  const forms = entry.names.map((n) => normaliseName(n.name).replace(/ /g, ''));
  return GOLD_CHINESE_NAMES.find((g) =>
    [g.traditional, g.hk.join(''), g.pinyin.join('')].some((f) => forms.includes(f.toLowerCase())),
  );
}

/** The Chinese variants of a gold name, tagged by rule. */
function chineseQueries(gold: TGoldChineseName, random: TRandom): [TQueryRule, string][] {
  const [hf, ...hg] = gold.hk;
  const [pf, ...pg] = gold.pinyin;
  const [wf, ...wgn] = gold.wadeGiles;
  return [
    ['CHINESE_HK', `${hf.toUpperCase()} ${hg.join(' ')}`],
    ['CHINESE_JYUTPING', gold.jyutping.join(' ')],
    [
      'CHINESE_PINYIN',
      `${pf} ${pg
        .join('')
        .toLowerCase()
        .replace(/^./, (c) => c.toUpperCase())}`,
    ],
    ['CHINESE_WADE_GILES', `${wf} ${wgn.map((w, i) => (i === 0 ? w : w.toLowerCase())).join('-')}`],
    ['CHINESE_TRADITIONAL', gold.traditional],
    ['CHINESE_SIMPLIFIED', gold.simplified],
    [
      'CHINESE_JOINED',
      random.chance(0.5)
        ? `${hf} ${hg.join('')}`
        : `${hf} ${hg.map((w, i) => (i === 0 ? w : w.toLowerCase())).join('-')}`,
    ],
    ['CHINESE_FAMILY_LAST', `${hg.join(' ')} ${hf}`],
    ['CHINESE_ENGLISH_NAME', `${random.pick(ENGLISH_NAMES)} ${hf} ${hg.join(' ')}`],
  ];
}

/** A listed pinyin name ('ZHANG, Weiming', 'LI Jia Chao'): family name and given syllables, else null. */
function pinyinName(name: string): { family: string; given: string[]; joined: boolean } | null {
  const [given, family] = splitComma(name);
  const ws = (family ? [family, ...words(given)] : words(name)).map((w) => w.toLowerCase().replace(/-/g, ''));
  if (ws.length < 2 || !PINYIN_SURNAMES.has(ws[0]!)) return null;
  const syllables = ws.slice(1).map(splitPinyin);
  if (syllables.some((s) => !s)) return null;
  return {
    family: ws[0]!,
    given: syllables.flatMap((s) => s!),
    joined: ws.length === 2 && syllables[0]!.length > 1,
  };
}

/** Chinese variants of a listed pinyin name (the real lists' Chinese names have no characters). */
function pinyinQueries(name: string, random: TRandom): [TQueryRule, string][] {
  const found = pinyinName(name);
  if (!found || found.given.length === 0) return [];
  const { family, given, joined } = found;
  const title = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  const wg = given.map(pinyinToWadeGiles);
  return [
    ['CHINESE_WADE_GILES', `${title(pinyinToWadeGiles(family))} ${title(wg.join('-'))}`],
    [
      'CHINESE_JOINED',
      joined
        ? `${title(family)} ${given.map(title).join(random.chance(0.5) ? ' ' : '-')}`
        : `${title(family)} ${title(given.join(''))}`,
    ],
    ['CHINESE_FAMILY_LAST', `${title(given.join(''))} ${title(family)}`],
    ['CHINESE_ENGLISH_NAME', `${random.pick(ENGLISH_NAMES)} ${title(family)} ${title(given.join(''))}`],
  ];
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
