import { withinEdits } from './edit-distance.js';
import { jaroWinkler } from './jaro-winkler.js';
import { variantKey } from './name-normalise.js';
import { phoneticKey } from './phonetic.js';

/**
 * The rules that pair one query word with one listed word, strongest first, each with its score: the
 * same word, the same spelling class (Muhammad/Mohammed, Yusuf/Yousef, -ov/-off), the caller's rules
 * for Chinese characters and romanisations (server-only: they need the romanisation tables), a slip in
 * a long word (one edit from 5 letters, two from 9, or Jaro–Winkler ≥ 0.92 from 6; research §2.4), the
 * same sound key and a close spelling, an initial. JOINED (two words written as one) is the scorer's.
 */

export const MATCH_RULES = [
  'EXACT',
  'VARIANT',
  'JOINED',
  'CHARACTERS',
  'ROMANISATION',
  'TYPO',
  'PHONETIC',
  'INITIAL',
] as const;
export type TMatchRule = (typeof MATCH_RULES)[number];

/** Pair rules beyond the Latin alphabet's (Chinese characters and romanisations), given by the caller. */
export interface TWordRules {
  /** Tells these rules apart from others in a pair cache. */
  key: string;
  pair(query: string, listed: string): { rule: 'CHARACTERS' | 'ROMANISATION'; score: number } | null;
  /** Whether a word is a Chinese syllable: two syllables are paired by `pair`, never as a typo. */
  isSyllable(word: string): boolean;
}

export type TPairFound = { rule: TMatchRule; score: number };

/** What each rule's pair scores. */
export const RULE_SCORE: Record<TMatchRule, number> = {
  EXACT: 1,
  VARIANT: 0.95,
  JOINED: 0.95,
  CHARACTERS: 0.97,
  ROMANISATION: 0.93,
  TYPO: 0.9,
  PHONETIC: 0.85,
  INITIAL: 0.6,
};
/**
 * The Latin-alphabet rule pairing two different words, or null. Two Chinese syllables are not paired
 * by sound (Chan, Chun and Chin sound alike to a key that drops vowels).
 */
function latinRule(q: string, l: string, syllables: boolean): TMatchRule | null {
  if (variantKey(q) === variantKey(l)) return 'VARIANT';
  // Numbers (a registration, a vessel's IMO number) are the same or not.
  if (/\d/.test(q) || /\d/.test(l)) return null;
  const shorter = Math.min(q.length, l.length);
  if (shorter >= 5 && withinEdits(q, l, shorter >= 9 ? 2 : 1)) return 'TYPO';
  // Jaro–Winkler favours a shared start: Petrov is not a typo of Petrovich.
  if (shorter >= 6 && Math.abs(q.length - l.length) <= 2 && jaroWinkler(q, l) >= 0.92) return 'TYPO';
  if (shorter >= 4 && !syllables && Math.abs(q.length - l.length) <= 2) {
    const key = phoneticKey(q);
    // With two consonants only, a vowel changed, not added: Zayd and Zaid, not Mara and Maria.
    const enough = key.length >= 3 || (key.length === 2 && q.length === l.length && withinEdits(q, l, 1));
    if (enough && key === phoneticKey(l) && jaroWinkler(q, l) >= 0.8) return 'PHONETIC';
  }
  if ((q.length === 1 && l.startsWith(q)) || (l.length === 1 && q.startsWith(l))) return 'INITIAL';
  return null;
}

/** The rule and score pairing two words, or null when they are different words. */
export function pairWords(
  q: string,
  l: string,
  rules?: TWordRules,
): { rule: TMatchRule; score: number } | null {
  if (q === l) return { rule: 'EXACT', score: 1 };
  const extra = rules?.pair(q, l) ?? null;
  // Between two Chinese names (the caller gives rules), no sound keys: Mingyee is not Mingguo.
  const latin = latinRule(q, l, rules !== undefined);
  if (latin && (!extra || RULE_SCORE[latin] >= extra.score)) return { rule: latin, score: RULE_SCORE[latin] };
  return extra;
}
