import { jaroWinkler } from './jaro-winkler.js';
import { withinEdits } from './edit-distance.js';
import { ENGLISH_GIVEN_NAMES, HONORIFICS } from './name-lexicon.js';
import { companyCore, NAME_PARTICLES, nameTokens, variantKey } from './name-normalise.js';
import { phoneticKey } from './phonetic.js';

/**
 * How alike a name typed by a clerk and a listed name are, 0 to 1, with the reason for every word
 * paired: words compared in any order (given and family names swap), each word used once, a listed
 * word the query leaves out (a middle name) costing less than a query word the list lacks (an English
 * given name or a title costs least), and a single query word never enough to match a longer listed
 * name. Rules per pair, strongest first: the same word, the same spelling class (Muhammad/Mohammed,
 * Yusuf/Yousef, -ov/-off), two words written as one (Tai Man / Taiman), the caller's rules for
 * Chinese characters and romanisations (server-only: they need the romanisation tables), a slip in a
 * long word (one edit from 5 letters, two from 9, or Jaro–Winkler ≥ 0.92 from 6; research §2.4), the
 * same sound key and a close spelling, an initial. The score is the weighted mean of the pairs' rule
 * scores over all words, each word weighing by its rarity in the lists when the caller says (IDF:
 * `al`, `company`, `chan` weigh little). Companies are compared without their legal-form words. Dates
 * of birth, nationalities and documents are weighed by the search (screen-name.ts), not here.
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

export interface TTokenPair {
  /** The query word as written (a joined word for each of its syllables: taiman). */
  query: string;
  listed: string;
  rule: TMatchRule;
  score: number;
  /** How much the pair counts in the score: the mean weight of its two words. */
  weight: number;
}

export interface TNameScore {
  score: number;
  pairs: TTokenPair[];
  /** Query words the listed name does not have. */
  unmatchedQuery: string[];
  /** Listed words the query does not have (a middle name left out). */
  unmatchedListed: string[];
}

/** A name's words ready to compare; `written[i]` is the word `words[i]` was split from (taiman → tai). */
export interface TNameWords {
  words: readonly string[];
  written?: readonly string[];
}

/** Pair rules beyond the Latin alphabet's (Chinese characters and romanisations), given by the caller. */
export interface TWordRules {
  pair(query: string, listed: string): { rule: 'CHARACTERS' | 'ROMANISATION'; score: number } | null;
  /** Whether a word is a Chinese syllable: two syllables are paired by `pair`, never as a typo. */
  isSyllable(word: string): boolean;
}

export interface TScoreOptions {
  /** How much a word counts, 0–1 (its rarity in the lists); 1 for every word when not given. */
  weight?: (word: string) => number;
  rules?: TWordRules;
}

const RULE_SCORE: Record<TMatchRule, number> = {
  EXACT: 1,
  VARIANT: 0.95,
  JOINED: 0.95,
  CHARACTERS: 0.97,
  ROMANISATION: 0.93,
  TYPO: 0.9,
  PHONETIC: 0.85,
  INITIAL: 0.6,
};
/** What a word on one side without a partner costs, as a share of its weight (query side, listed side). */
const MISSING_QUERY_WORD = 0.5;
const MISSING_LISTED_WORD = 0.25;
/** An English given name or a title the list lacks (Peter CHAN Tai Man). */
const OPTIONAL_QUERY_WORD = 0.1;
/** One pair alone (a surname) against a longer listed name. */
const ALONE = 0.7;

/** Abd al-Rahman written Abdulrahman or Abdelrahman: the prefix apart, as the lists mostly write it. */
const ABD_PREFIX = /^(abdul|abdel|abdal|abdol|abd)(?=[a-z]{3,})/;
const ABD_WHOLE = new Set(['abdullah', 'abdulla', 'abdallah', 'abdellah', 'abdalla', 'abdoulaye']);

/** The words of a name as the matcher compares them (legal-form words and particles left out). */
export function nameWords(name: string, type: 'I' | 'C'): string[] {
  const words =
    type === 'C'
      ? companyCore(name)
      : nameTokens(name).flatMap((w) => {
          const abd = ABD_WHOLE.has(w) ? null : ABD_PREFIX.exec(w);
          return abd ? ['abd', w.slice(abd[0].length)] : [w];
        });
  const meaningful = words.filter((w) => !NAME_PARTICLES.has(w));
  return meaningful.length > 0 ? meaningful : words;
}

/** The Latin-alphabet rule pairing two different words, or null. */
function latinRule(q: string, l: string): TMatchRule | null {
  if (variantKey(q) === variantKey(l)) return 'VARIANT';
  const shorter = Math.min(q.length, l.length);
  if (shorter >= 5 && withinEdits(q, l, shorter >= 9 ? 2 : 1)) return 'TYPO';
  if (shorter >= 6 && jaroWinkler(q, l) >= 0.92) return 'TYPO';
  if (shorter >= 4) {
    const key = phoneticKey(q);
    if (key.length >= 2 && key === phoneticKey(l) && jaroWinkler(q, l) >= 0.8) return 'PHONETIC';
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
  const bothSyllables = rules !== undefined && rules.isSyllable(q) && rules.isSyllable(l);
  const latin =
    bothSyllables && !extra ? (variantKey(q) === variantKey(l) ? 'VARIANT' : null) : latinRule(q, l);
  const best = latin && (!extra || RULE_SCORE[latin] >= extra.score) ? latin : null;
  if (best) return { rule: best, score: RULE_SCORE[best] };
  return extra;
}

/** Neighbouring words the other side writes as one ("abdul rahman" / "abdulrahman"), joined. */
function joinNeighbours(side: TNameWords, other: readonly string[]): { words: string[]; written: string[] } {
  const keys = new Set(other.map(variantKey));
  const words: string[] = [];
  const written: string[] = [];
  for (let i = 0; i < side.words.length; i += 1) {
    const pair = i + 1 < side.words.length ? `${side.words[i]}${side.words[i + 1]}` : null;
    if (pair && keys.has(variantKey(pair))) {
      const first = side.written?.[i] ?? side.words[i]!;
      const second = side.written?.[i + 1] ?? side.words[i + 1]!;
      words.push(pair);
      written.push(first === second ? first : `${first} ${second}`);
      i += 1;
    } else {
      words.push(side.words[i]!);
      written.push(side.written?.[i] ?? side.words[i]!);
    }
  }
  return { words, written };
}

/** How alike two prepared names are, and why (the index and the search call this per candidate). */
export function scoreWords(query: TNameWords, listed: TNameWords, options: TScoreOptions = {}): TNameScore {
  const weight = options.weight ?? (() => 1);
  const qj = joinNeighbours(query, listed.words);
  const lj = joinNeighbours(listed, qj.words);
  const q = qj.words;
  const l = lj.words;
  const candidates: { i: number; j: number; rule: TMatchRule; score: number }[] = [];
  for (let i = 0; i < q.length; i += 1)
    for (let j = 0; j < l.length; j += 1) {
      const found = pairWords(q[i]!, l[j]!, options.rules);
      if (!found) continue;
      const split = qj.written[i] !== q[i] || lj.written[j] !== l[j];
      const rule = split && (found.rule === 'EXACT' || found.rule === 'VARIANT') ? 'JOINED' : found.rule;
      candidates.push({ i, j, rule, score: rule === 'JOINED' ? RULE_SCORE.JOINED : found.score });
    }
  // Best pairs first; between equals, a word keeps its partner in the same place (family name first).
  candidates.sort((a, b) => b.score - a.score || Math.abs(a.i - a.j) - Math.abs(b.i - b.j));
  const usedQ = new Array<boolean>(q.length).fill(false);
  const usedL = new Array<boolean>(l.length).fill(false);
  const pairs: TTokenPair[] = [];
  let matched = 0;
  let denominator = 0;
  for (const c of candidates) {
    if (usedQ[c.i] || usedL[c.j]) continue;
    usedQ[c.i] = true;
    usedL[c.j] = true;
    const w = (weight(q[c.i]!) + weight(l[c.j]!)) / 2;
    pairs.push({
      query: qj.written[c.i]!,
      listed: lj.written[c.j]!,
      rule: c.rule,
      score: c.score,
      weight: w,
    });
    matched += c.score * w;
    denominator += w;
  }
  const unmatchedQuery: string[] = [];
  const unmatchedListed: string[] = [];
  q.forEach((word, i) => {
    if (usedQ[i]) return;
    const optional = ENGLISH_GIVEN_NAMES.has(word) || HONORIFICS.has(word);
    denominator += (optional ? OPTIONAL_QUERY_WORD : MISSING_QUERY_WORD) * weight(word);
    unmatchedQuery.push(qj.written[i]!);
  });
  l.forEach((word, j) => {
    if (usedL[j]) return;
    denominator += MISSING_LISTED_WORD * weight(word);
    unmatchedListed.push(lj.written[j]!);
  });
  const alone = pairs.length === 1 && l.length > 1 ? ALONE : 1;
  const score = denominator === 0 ? 0 : Math.min(1, (matched / denominator) * alone);
  return { score: Math.round(score * 1000) / 1000, pairs, unmatchedQuery, unmatchedListed };
}

/** How alike the query and the listed name are, and why (every word weighing the same). */
export function scoreName(
  query: string,
  listed: string,
  type: 'I' | 'C',
  options?: TScoreOptions,
): TNameScore {
  return scoreWords({ words: nameWords(query, type) }, { words: nameWords(listed, type) }, options);
}
