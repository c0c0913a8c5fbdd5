import { CHINESE_SURNAME_SPELLINGS, ENGLISH_GIVEN_NAMES } from './name-lexicon.js';
import type { TWordRules } from './word-pairs.js';
import {
  foldHan,
  romanisedForms,
  splitSyllables,
  syllableCharacters,
  type TRomanisationSystem,
} from './romanise/index.js';

/**
 * Chinese names for the matcher (issue 20 point 2 ★; research §3), over the romanisation tables and so
 * server-only: a character pairs with itself in traditional or simplified form (CHARACTERS) and with
 * every syllable any system writes it with (ROMANISATION: 陳 with Chan, Can, Chen, Ch'en); two
 * romanised syllables pair when some name character reads as both (Lee/Li through 李, Ka/Jia through
 * 家: HK Government against pinyin, Jyutping, Wade–Giles), which is looser, so it scores lower; a
 * romanised Chinese name has its joined given names split (Taiman → Tai Man, Jiachao → Jia Chao).
 */

const HAN_CHAR = /^\p{Script=Han}$/u;
const HAN_ANY = /\p{Script=Han}/u;

/** A character pair (same or traditional/simplified), a character and its romanisation, two romanisations. */
const CHARACTER_SCORE = 0.97;
const READING_SCORE = 0.95;
const SHARED_READING_SCORE = 0.9;

/** The commonest surnames' characters: with the spellings, too common to identify anyone alone. */
const COMMON_SURNAME_HAN = new Set(
  [
    ...'陳黃王李張劉吳何梁林曾鄭楊周郭鄧謝葉蔡許羅朱麥馮蕭盧區伍趙孫胡高馬徐唐韓曹袁彭潘余蘇江姚鍾崔程沈范方石譚廖杜陸魏',
  ].map((c) => foldHan(c)),
);

/** Less common surnames: they tell a romanised Chinese name (Xia Baolong) but weigh as any word. */
const OTHER_SURNAME_HAN = [
  ...'于蔣呂丁任姜汪金賈夏韋付白鄒孟熊秦邱尹薛閻段雷侯龍史陶黎賀顧毛郝龔邵萬錢嚴覃武戴莫孔向湯關溫岑甘文單',
  ...'牛鐵包鮑寧柯凌翁蒙聶駱司葛殷苗應樊祝季易俞章魯喬焦倪廉',
].map((c) => foldHan(c));

const spellingsOf = (chars: Iterable<string>) =>
  [...chars].flatMap((c) => romanisedForms(c).flatMap((f) => f.tokens));

/** Every spelling of the common surnames in every system, from the tables, with the hand-made list. */
const COMMON_SURNAME_SPELLINGS: ReadonlySet<string> = new Set([
  ...CHINESE_SURNAME_SPELLINGS,
  ...spellingsOf(COMMON_SURNAME_HAN),
]);
const SURNAME_SPELLINGS: ReadonlySet<string> = new Set([
  ...COMMON_SURNAME_SPELLINGS,
  ...spellingsOf(OTHER_SURNAME_HAN),
]);

const charactersOf = new Map<string, ReadonlySet<string>>();

/** The folded characters a word stands for: itself for a character, its readings' characters for a syllable. */
export function hanKeys(word: string): ReadonlySet<string> {
  let found = charactersOf.get(word);
  if (!found) {
    found = HAN_CHAR.test(word) ? new Set([foldHan(word)]) : syllableCharacters(word);
    if (charactersOf.size > 100_000) charactersOf.clear();
    charactersOf.set(word, found);
  }
  return found;
}

/** Whether a word is a Chinese character or a syllable some romanisation writes. */
export function isChineseSyllable(word: string): boolean {
  return hanKeys(word).size > 0;
}

/** Whether a word is a common Chinese surname in any system or script (it weighs little). */
export function isCommonSurname(word: string): boolean {
  return HAN_CHAR.test(word) ? COMMON_SURNAME_HAN.has(foldHan(word)) : COMMON_SURNAME_SPELLINGS.has(word);
}

export interface TChineseWords {
  words: string[];
  written: string[];
  /** Written in characters, or romanised with a Chinese surname and nothing but syllables. */
  chinese: boolean;
  /** The romanisation systems every syllable of the name can be read in (bits of SYSTEM_BITS). */
  systems: number;
}

const SYSTEM_BITS: Readonly<Record<TRomanisationSystem, number>> = {
  HK_GOV: 1,
  JYUTPING: 2,
  PINYIN: 4,
  WADE_GILES: 8,
};
const ALL_SYSTEMS = 15;
const readingSystems = new Map<string, ReadonlyMap<string, number>>();
const charForms = new Map<string, ReturnType<typeof romanisedForms>>();

/** A character's romanisations (the name characters are a few thousand: kept once read). */
function formsOf(c: string): ReturnType<typeof romanisedForms> {
  let found = charForms.get(c);
  if (!found) charForms.set(c, (found = romanisedForms(c)));
  return found;
}

/** For each character a syllable can stand for, the systems that write it so (bits). */
function systemsByCharacter(syllable: string): ReadonlyMap<string, number> {
  let found = readingSystems.get(syllable);
  if (found) return found;
  const built = new Map<string, number>();
  for (const c of hanKeys(syllable)) {
    let bits = 0;
    for (const form of formsOf(c)) if (form.tokens[0] === syllable) bits |= SYSTEM_BITS[form.system];
    if (bits !== 0) built.set(c, bits);
  }
  if (readingSystems.size > 50_000) readingSystems.clear();
  readingSystems.set(syllable, (found = built));
  return found;
}

/**
 * The systems a name's syllables can all be read in: Chan Tai Man is Hong Kong Government or pinyin,
 * Chen Da Wen pinyin only; a name mixing systems (or in characters) is not held to one.
 */
function nameSystems(words: readonly string[]): number {
  let mask = ALL_SYSTEMS;
  for (const word of words) {
    if (HAN_CHAR.test(word) || !isChineseSyllable(word)) continue;
    let bits = 0;
    for (const b of systemsByCharacter(word).values()) bits |= b;
    mask &= bits;
  }
  return mask === 0 ? ALL_SYSTEMS : mask;
}

const splits = new Map<string, string[] | null>();

/** A joined word's syllables (taiman → tai man), null when it is not made of syllables. */
function syllablesOf(word: string): string[] | null {
  let found = splits.get(word);
  if (found === undefined) {
    if (splits.size > 100_000) splits.clear();
    splits.set(word, (found = splitSyllables(word)));
  }
  return found;
}

/**
 * A name's words with joined Chinese given names split, when the name is Chinese: written in
 * characters, or a common Chinese surname among syllables, with at most one English given name
 * (Peter CHAN Tai Man, LAU Kai Eddie). A Korean name (Jang Chun Myong) is not Chinese: Myong is no
 * Chinese syllable.
 */
export function chineseWords(words: readonly string[]): TChineseWords {
  // Unsplit, the words are as written: one array for both.
  const same = [...words];
  const plain = { words: same, written: same, chinese: false, systems: ALL_SYSTEMS };
  if (words.some((w) => HAN_ANY.test(w))) return { ...plain, chinese: true };
  if (words.length < 2 || !words.some((w) => SURNAME_SPELLINGS.has(w))) return plain;
  const out: TChineseWords = { words: [], written: [], chinese: true, systems: ALL_SYSTEMS };
  let others = 0;
  for (const word of words) {
    const parts = isChineseSyllable(word) || ENGLISH_GIVEN_NAMES.has(word) ? null : syllablesOf(word);
    if (isChineseSyllable(word) || (parts && parts.length > 1 && parts.length <= 3)) {
      const syllables = parts ?? [word];
      out.words.push(...syllables);
      out.written.push(...syllables.map(() => word));
    } else {
      if (!ENGLISH_GIVEN_NAMES.has(word)) return plain;
      others += 1;
      out.words.push(word);
      out.written.push(word);
    }
  }
  if (others > (words.length >= 3 ? 1 : 0)) return plain;
  out.systems = nameSystems(out.words);
  return out;
}

const pairCache = new Map<string, ReturnType<TWordRules['pair']>>();

/**
 * Whether two different syllables can write one character, each in a system its name can be read in:
 * Ka (Hong Kong) and Jia (pinyin) through 家; not Kei and Chi between two Hong Kong names, though
 * Wade–Giles writes 基 Chi.
 */
function shareCharacter(q: string, l: string, querySystems: number, listedSystems: number): boolean {
  const a = systemsByCharacter(q);
  const b = systemsByCharacter(l);
  const [small, large, smallMask, largeMask] =
    a.size <= b.size ? [a, b, querySystems, listedSystems] : [b, a, listedSystems, querySystems];
  for (const [c, bits] of small) {
    const other = large.get(c);
    if (other !== undefined && (bits & smallMask) !== 0 && (other & largeMask) !== 0) return true;
  }
  return false;
}

function pairChinese(
  q: string,
  l: string,
  querySystems: number,
  listedSystems: number,
): ReturnType<TWordRules['pair']> {
  const qHan = HAN_CHAR.test(q);
  const lHan = HAN_CHAR.test(l);
  if (qHan && lHan) return foldHan(q) === foldHan(l) ? { rule: 'CHARACTERS', score: CHARACTER_SCORE } : null;
  if (qHan || lHan) {
    const [han, syllable] = qHan ? [q, l] : [l, q];
    return hanKeys(syllable).has(foldHan(han)) ? { rule: 'ROMANISATION', score: READING_SCORE } : null;
  }
  if (!isChineseSyllable(q) || !isChineseSyllable(l)) return null;
  return shareCharacter(q, l, querySystems, listedSystems)
    ? { rule: 'ROMANISATION', score: SHARED_READING_SCORE }
    : null;
}

/** The Chinese pair rules the scorer takes (name-score.ts TWordRules), for two names read in these systems. */
export function chineseRules(querySystems: number, listedSystems: number): TWordRules {
  const key = `${querySystems}:${listedSystems}`;
  let rules = rulesOf.get(key);
  if (!rules) rulesOf.set(key, (rules = makeRules(querySystems, listedSystems, key)));
  return rules;
}

const rulesOf = new Map<string, TWordRules>();

function makeRules(querySystems: number, listedSystems: number, key: string): TWordRules {
  return {
    key,
    pair(q, l) {
      const pairKey = `${q}\u0000${l}\u0000${key}`;
      let found = pairCache.get(pairKey);
      if (found === undefined) {
        found = pairChinese(q, l, querySystems, listedSystems);
        if (pairCache.size > 200_000) pairCache.clear();
        pairCache.set(pairKey, found);
      }
      return found;
    },
    isSyllable: isChineseSyllable,
  };
}
