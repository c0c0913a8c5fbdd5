import type { TListEntry } from '../list-entry.js';
import { normaliseName } from '../name-normalise.js';
import { GOLD_CHINESE_NAMES, type TGoldChineseName } from './chinese-gold.js';
import { splitComma, words } from './perturb.js';
import { PINYIN_SURNAMES, pinyinToWadeGiles, splitPinyin } from './pinyin.js';
import type { TQueryRule } from './query-set.js';
import type { TRandom } from './random.js';

/**
 * Chinese variants of a listed name for the query set: from the hand-written gold romanisations
 * (chinese-gold.ts) when the entry is one of the gold names, else from a listed pinyin name by this
 * folder's own pinyin rules (pinyin.ts): never from the matcher's romanisation tables.
 */

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

/** The gold name an entry lists, if any. */
export function goldOf(entry: TListEntry): TGoldChineseName | undefined {
  const forms = entry.names.map((n) => normaliseName(n.name).replace(/ /g, ''));
  return GOLD_CHINESE_NAMES.find((g) =>
    [g.traditional, g.hk.join(''), g.pinyin.join('')].some((f) => forms.includes(f.toLowerCase())),
  );
}

/** The Chinese variants of a gold name, tagged by rule. */
export function chineseQueries(gold: TGoldChineseName, random: TRandom): [TQueryRule, string][] {
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
export function pinyinQueries(name: string, random: TRandom): [TQueryRule, string][] {
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
