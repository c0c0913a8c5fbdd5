import { ENGLISH_GIVEN_NAMES, HONORIFICS } from './name-lexicon.js';
import { joinedKeysOf, nameWords, wordKeysOf } from './name-words.js';
import { pairWords, RULE_SCORE, type TMatchRule, type TPairFound, type TWordRules } from './word-pairs.js';

// The word rules and the name's words are part of the scorer's API (the domain's index exports this file).
export * from './name-words.js';
export * from './word-pairs.js';

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

export interface TTokenPair {
  /** The query word as written (a joined word for each of its syllables: taiman). */
  query: string;
  listed: string;
  rule: TMatchRule;
  score: number;
  /** How much the pair counts in the score: the mean weight of its two words. */
  weight: number;
  /** What the pair adds to the score (the pairs' effects add up to it). */
  effect: number;
  /** Positions of the two words in their names (after joining). */
  queryAt: number;
  listedAt: number;
}

export interface TNameScore {
  score: number;
  pairs: TTokenPair[];
  /** Query words the listed name does not have. */
  unmatchedQuery: string[];
  /** Listed words the query does not have (a middle name left out). */
  unmatchedListed: string[];
  /** What each unmatched word takes from the score (negative), in the order above. */
  missingEffects: { query: number[]; listed: number[] };
  /** What the order of a Chinese name's given names took from the score (0 or negative). */
  orderEffect: number;
}

/** A name's words ready to compare; `written[i]` is the word `words[i]` was split from (taiman → tai). */
export interface TNameWords {
  words: readonly string[];
  written?: readonly string[];
  /** The words' spelling classes and their neighbours' joined (worked out here when not given). */
  keys?: readonly string[];
  joinedKeys?: readonly string[];
}

export interface TScoreOptions {
  /** How much a word counts, 0–1 (its rarity in the lists); 1 for every word when not given. */
  weight?: (word: string) => number;
  rules?: TWordRules;
  /** Companies' names: an English given name in one (Ruby, Grace) is a word like any other. */
  company?: boolean;
  /** Pairs already judged, kept by the caller across the candidates of one query. */
  cache?: Map<string, TPairFound | null>;
}

/**
 * What a word on one side without a partner costs, as a share of its weight: a query word the list
 * lacks; a listed word the query leaves out between two it has (a middle name), after them (a last
 * name: in Arabic names often a grandfather's), or before them (the listed person's own first name:
 * likely another person, a son named after his father; names are compared First Middle LAST).
 */
const MISSING_QUERY_WORD = 0.5;
const MISSING_LISTED_MIDDLE = 0.25;
const MISSING_LISTED_LAST = 0.4;
const MISSING_LISTED_FIRST = 0.75;
/** An English given name or a title on one side only (Peter CHAN Tai Man; LEE, John Ka-chiu). */
const OPTIONAL_WORD = 0.1;
/** One pair alone (a surname) against a longer listed name. */
const ALONE = 0.7;
/** A Chinese name's given names in another order. */
const REORDERED_GIVEN_NAMES = 0.85;
/**
 * When both sides keep a word the other lacks, the names differ in that place (another surname,
 * another given name): such words weigh at least this much, common or not.
 */
const SUBSTITUTED_WEIGHT = 0.8;

function cachedPair(q: string, l: string, options: TScoreOptions): TPairFound | null {
  if (!options.cache) return pairWords(q, l, options.rules);
  const key = `${q}\u0000${l}\u0000${options.rules?.key ?? ''}`;
  let found = options.cache.get(key);
  if (found === undefined) options.cache.set(key, (found = pairWords(q, l, options.rules)));
  return found;
}

/** Neighbouring words the other side writes as one ("abdul rahman" / "abdulrahman"), joined. */
function joinNeighbours(
  side: TNameWords,
  otherKeys: readonly string[],
): { words: readonly string[]; written: readonly string[] } {
  const joinedKeys = side.joinedKeys ?? joinedKeysOf(side.words);
  if (!joinedKeys.some((k) => otherKeys.includes(k)))
    return { words: side.words, written: side.written ?? side.words };
  const words: string[] = [];
  const written: string[] = [];
  for (let i = 0; i < side.words.length; i += 1) {
    if (i + 1 < side.words.length && otherKeys.includes(joinedKeys[i]!)) {
      const first = side.written?.[i] ?? side.words[i]!;
      const second = side.written?.[i + 1] ?? side.words[i + 1]!;
      words.push(`${side.words[i]}${side.words[i + 1]}`);
      written.push(first === second ? first : `${first} ${second}`);
      i += 1;
    } else {
      words.push(side.words[i]!);
      written.push(side.written?.[i] ?? side.words[i]!);
    }
  }
  return { words, written };
}

/** A split name's words as written (jia chao → jiachao), for a typo inside a joined given name. */
function unsplit(side: TNameWords): TNameWords | null {
  if (!side.written || side.written === side.words || side.written.every((w, i) => w === side.words[i]))
    return null;
  return { words: side.written.filter((w, i) => i === 0 || side.written![i - 1] !== w) };
}

/** How alike two prepared names are, and why (the index and the search call this per candidate). */
export function scoreWords(query: TNameWords, listed: TNameWords, options: TScoreOptions = {}): TNameScore {
  const split = scoreSplit(query, listed, options);
  if (split.score >= 0.99) return split;
  // Between two Chinese names (the caller gives their rules) with as many syllables, syllables are
  // compared one by one: Mingjing is not a typo of Mingming. A typo that changes the syllables
  // (Zhiyuan → Zehiyuan: ze hi yuan) is compared as written.
  const counted = options.rules
    ? query.words.filter((w) => !ENGLISH_GIVEN_NAMES.has(w) && !HONORIFICS.has(w)).length
    : 0;
  if (options.rules && counted === listed.words.length) return split;
  const q = unsplit(query);
  const l = unsplit(listed);
  if (!q && !l) return split;
  const whole = scoreSplit(q ?? query, l ?? listed, options);
  return whole.score > split.score ? whole : split;
}

function scoreSplit(query: TNameWords, listed: TNameWords, options: TScoreOptions): TNameScore {
  const weight = options.weight ?? (() => 1);
  const qj = joinNeighbours(query, listed.keys ?? wordKeysOf(listed.words));
  const qKeys = qj.words === query.words ? (query.keys ?? wordKeysOf(query.words)) : wordKeysOf(qj.words);
  const lj = joinNeighbours(listed, qKeys);
  const q = qj.words;
  const l = lj.words;
  const candidates: { i: number; j: number; rule: TMatchRule; score: number }[] = [];
  for (let i = 0; i < q.length; i += 1)
    for (let j = 0; j < l.length; j += 1) {
      const found = cachedPair(q[i]!, l[j]!, options);
      if (!found) continue;
      // Joined on one side only: both split from the same written word is the same word.
      const split = (qj.written[i] !== q[i] || lj.written[j] !== l[j]) && qj.written[i] !== lj.written[j];
      const rule = split && (found.rule === 'EXACT' || found.rule === 'VARIANT') ? 'JOINED' : found.rule;
      candidates.push({ i, j, rule, score: rule === 'JOINED' ? RULE_SCORE.JOINED : found.score });
    }
  // Best pairs first; between equals, the words with fewest other partners first (Ka has only Jia,
  // Lok has Jia and Le), then a word keeping its partner in the same place (family name first).
  const partnersQ = new Array<number>(q.length).fill(0);
  const partnersL = new Array<number>(l.length).fill(0);
  for (const c of candidates) {
    partnersQ[c.i] = partnersQ[c.i]! + 1;
    partnersL[c.j] = partnersL[c.j]! + 1;
  }
  const choice = (c: { i: number; j: number }) => partnersQ[c.i]! + partnersL[c.j]!;
  candidates.sort(
    (a, b) => b.score - a.score || choice(a) - choice(b) || Math.abs(a.i - a.j) - Math.abs(b.i - b.j),
  );
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
    const pair = {
      query: qj.written[c.i]!,
      listed: lj.written[c.j]!,
      rule: c.rule,
      score: c.score,
      weight: w,
    };
    pairs.push({ ...pair, effect: 0, queryAt: c.i, listedAt: c.j });
    matched += c.score * w;
    denominator += w;
  }
  keepSameWordsInOrder(pairs, q, l);
  const unmatchedQuery: string[] = [];
  const unmatchedListed: string[] = [];
  const costs = { query: [] as number[], listed: [] as number[] };
  const optional = (word: string) =>
    !options.company && (ENGLISH_GIVEN_NAMES.has(word) || HONORIFICS.has(word));
  // A word in place of another (both sides keep one) is a different name, not a left-out part: it
  // costs its full weight, at least SUBSTITUTED_WEIGHT. So does any word of a Chinese name (the
  // caller gives the Chinese rules): two or three syllables, every one of them counts.
  const substituted =
    q.some((w, i) => !usedQ[i] && !optional(w)) && l.some((w, j) => !usedL[j] && !optional(w));
  const strict = substituted || options.rules !== undefined;
  const floor = (w: number) => (strict ? Math.max(w, SUBSTITUTED_WEIGHT) : w);
  const pairedAt = pairs.map((p) => p.listedAt);
  const [first, last] = [Math.min(...pairedAt), Math.max(...pairedAt)];
  q.forEach((word, i) => {
    if (usedQ[i]) return;
    const cost = optional(word)
      ? OPTIONAL_WORD * weight(word)
      : (substituted ? 1 : MISSING_QUERY_WORD) * floor(weight(word));
    costs.query.push(cost);
    unmatchedQuery.push(qj.written[i]!);
  });
  l.forEach((word, j) => {
    if (usedL[j]) return;
    const share = substituted
      ? 1
      : j < first
        ? MISSING_LISTED_FIRST
        : j > last
          ? MISSING_LISTED_LAST
          : MISSING_LISTED_MIDDLE;
    costs.listed.push(optional(word) ? OPTIONAL_WORD * weight(word) : share * floor(weight(word)));
    unmatchedListed.push(lj.written[j]!);
  });
  denominator += [...costs.query, ...costs.listed].reduce((a, b) => a + b, 0);
  // Chinese given names keep their order (光宗 is not 宗光); the family name may go first or last.
  const order = options.rules && !keepsOrder(pairs) ? REORDERED_GIVEN_NAMES : 1;
  const alone = (pairs.length === 1 && l.length > 1 ? ALONE : 1) * order;
  const raw = denominator === 0 ? 0 : (matched / denominator) * alone;
  const round = (n: number) => Math.round(n * 1000) / 1000;
  for (const p of pairs) p.effect = round(((p.score * p.weight) / denominator) * alone);
  // What a word left alone costs: the score without its cost, less the score with it.
  const lost = (cost: number) =>
    denominator - cost > 0 ? round(raw - (matched / (denominator - cost)) * alone) : 0;
  return {
    score: round(Math.min(1, raw)),
    pairs,
    unmatchedQuery,
    unmatchedListed,
    missingEffects: { query: costs.query.map(lost), listed: costs.listed.map(lost) },
    orderEffect: order === 1 ? 0 : round(raw - raw / order),
  };
}

/** Pairs of the same two words are interchangeable: in order on both sides (Dong Dong, not crossed). */
function keepSameWordsInOrder(pairs: TTokenPair[], q: readonly string[], l: readonly string[]): void {
  const groups = new Map<string, TTokenPair[]>();
  for (const p of pairs) {
    const key = `${q[p.queryAt]}\u0000${l[p.listedAt]}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const listedAt = group.map((p) => p.listedAt).sort((a, b) => a - b);
    group.sort((a, b) => a.queryAt - b.queryAt).forEach((p, i) => (p.listedAt = listedAt[i]!));
  }
}

/**
 * Whether the pairs keep the listed order, but for one word moved from one end to the other (a family
 * name written last: Tai Man CHAN for CHAN Tai Man).
 */
function keepsOrder(pairs: readonly TTokenPair[]): boolean {
  const at = [...pairs].sort((a, b) => a.queryAt - b.queryAt).map((p) => p.listedAt);
  const rising = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! < x);
  if (rising(at)) return true;
  const [first, last] = [at[0]!, at[at.length - 1]!];
  return (
    (rising(at.slice(1)) && at.every((x) => x <= first)) ||
    (rising(at.slice(0, -1)) && at.every((x) => x >= last))
  );
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
