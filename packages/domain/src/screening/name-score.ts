import { jaroWinkler } from './jaro-winkler.js';
import { companyCore, NAME_PARTICLES, nameTokens, variantKey } from './name-normalise.js';

/**
 * How alike a name typed by a clerk and a listed name are, 0 to 1, with the reason for every word
 * paired: words compared in any order (given and family names swap), each word used once, a listed
 * word the query leaves out (a middle name) costing less than a query word the list lacks, and a
 * single query word never enough to match a longer listed name. Rules per pair, strongest first: the
 * same word, the same spelling class (Muhammad/Mohammed, Yusuf/Yousef, -ov/-off), two words written
 * as one (Tai Man / Taiman), a one-letter slip in a long word (Jaro–Winkler ≥ 0.92, words of 6+
 * letters; research §2.4), an initial for a word. Companies are compared without their legal-form
 * words. Dates of birth and nationalities are weighed by the search, not here.
 */

export const MATCH_RULES = ['EXACT', 'VARIANT', 'JOINED', 'TYPO', 'INITIAL'] as const;
export type TMatchRule = (typeof MATCH_RULES)[number];

export interface TTokenPair {
  query: string;
  listed: string;
  rule: TMatchRule;
  score: number;
}

export interface TNameScore {
  score: number;
  pairs: TTokenPair[];
  /** Query words the listed name does not have. */
  unmatchedQuery: string[];
  /** Listed words the query does not have (a middle name left out). */
  unmatchedListed: string[];
}

const RULE_SCORE: Record<TMatchRule, number> = {
  EXACT: 1,
  VARIANT: 0.95,
  JOINED: 0.95,
  TYPO: 0.9,
  INITIAL: 0.6,
};
const TYPO_MIN_LENGTH = 6;
const TYPO_MIN_SIMILARITY = 0.92;
/** What a word on one side without a partner weighs against the score (query side, listed side). */
const MISSING_QUERY_WORD = 0.5;
const MISSING_LISTED_WORD = 0.25;

function wordsOf(name: string, type: 'I' | 'C'): string[] {
  const words = type === 'C' ? companyCore(name) : nameTokens(name);
  const meaningful = words.filter((w) => !NAME_PARTICLES.has(w));
  return meaningful.length > 0 ? meaningful : words;
}

/** The rule pairing two words, or null when they are different words. */
function pairRule(q: string, l: string): TMatchRule | null {
  if (q === l) return 'EXACT';
  if (variantKey(q) === variantKey(l)) return 'VARIANT';
  if (q.length >= TYPO_MIN_LENGTH && l.length >= TYPO_MIN_LENGTH && jaroWinkler(q, l) >= TYPO_MIN_SIMILARITY)
    return 'TYPO';
  if ((q.length === 1 && l.startsWith(q)) || (l.length === 1 && q.startsWith(l))) return 'INITIAL';
  return null;
}

/** Two neighbouring words that the other side writes as one ("tai man" / "taiman"), joined. */
function joinNeighbours(words: string[], other: readonly string[]): { words: string[]; joined: Set<string> } {
  const keys = new Set(other.map(variantKey));
  const out: string[] = [];
  const joined = new Set<string>();
  for (let i = 0; i < words.length; i += 1) {
    const pair = i + 1 < words.length ? `${words[i]}${words[i + 1]}` : null;
    if (pair && keys.has(variantKey(pair))) {
      out.push(pair);
      joined.add(pair);
      i += 1;
    } else out.push(words[i]!);
  }
  return { words: out, joined };
}

/** How alike the query and the listed name are, and why. */
export function scoreName(query: string, listed: string, type: 'I' | 'C'): TNameScore {
  const q0 = wordsOf(query, type);
  const l0 = wordsOf(listed, type);
  const qj = joinNeighbours(q0, l0);
  const lj = joinNeighbours(l0, qj.words);
  const q = qj.words;
  const l = lj.words;
  const candidates: TTokenPair[] = [];
  for (const qw of q)
    for (const lw of l) {
      const rule = pairRule(qw, lw);
      if (!rule) continue;
      const joined = qj.joined.has(qw) || lj.joined.has(lw);
      const final: TMatchRule = joined && rule === 'EXACT' ? 'JOINED' : rule;
      candidates.push({ query: qw, listed: lw, rule: final, score: RULE_SCORE[final] });
    }
  candidates.sort((a, b) => b.score - a.score);
  const usedQ = new Map<string, number>();
  const usedL = new Map<string, number>();
  const count = (words: string[]) =>
    words.reduce((m, w) => m.set(w, (m.get(w) ?? 0) + 1), new Map<string, number>());
  const availableQ = count(q);
  const availableL = count(l);
  const pairs: TTokenPair[] = [];
  for (const c of candidates) {
    if ((usedQ.get(c.query) ?? 0) >= (availableQ.get(c.query) ?? 0)) continue;
    if ((usedL.get(c.listed) ?? 0) >= (availableL.get(c.listed) ?? 0)) continue;
    usedQ.set(c.query, (usedQ.get(c.query) ?? 0) + 1);
    usedL.set(c.listed, (usedL.get(c.listed) ?? 0) + 1);
    pairs.push(c);
  }
  const leftOver = (words: string[], used: Map<string, number>) => {
    const seen = new Map<string, number>();
    return words.filter((w) => {
      const n = (seen.get(w) ?? 0) + 1;
      seen.set(w, n);
      return n > (used.get(w) ?? 0);
    });
  };
  const unmatchedQuery = leftOver(q, usedQ);
  const unmatchedListed = leftOver(l, usedL);
  const matched = pairs.reduce((sum, p) => sum + p.score, 0);
  const denominator =
    pairs.length + MISSING_QUERY_WORD * unmatchedQuery.length + MISSING_LISTED_WORD * unmatchedListed.length;
  // One word alone (a surname) never stands for a longer listed name.
  const alone = pairs.length === 1 && l.length > 1 ? 0.7 : 1;
  const score = denominator === 0 ? 0 : Math.min(1, (matched / denominator) * alone);
  return { score: Math.round(score * 1000) / 1000, pairs, unmatchedQuery, unmatchedListed };
}
