import type { TMatchReason } from '../schemas/name-search.js';
import { chineseRules } from './chinese-names.js';
import type { TListEntry, TListedName } from './list-entry.js';
import { companyFormReason, nameReasons } from './name-reasons.js';
import { scoreWords, type TNameScore } from './name-score.js';
import type { TPairFound } from './word-pairs.js';
import { telegraphToHan } from './romanise/index.js';
import { findCandidates } from './screening-candidates.js';
import { dateOfBirthReason, documentReason, nationalityReason } from './screening-facts.js';
import {
  documentKey,
  partyGroup,
  prepareName,
  wordWeight,
  type TIndexedName,
  type TScreeningIndex,
} from './screening-index.js';

/**
 * One screening query against the loaded lists (issue 20 points 2–3): candidates from the index,
 * each scored with the pairwise scorer (name-score.ts with the Chinese rules), the best name or alias
 * per entry kept, a weak (LOW) alias counting 0.9 of its score, then the date of birth, nationality
 * and identity document weighed (screening-facts.ts). An exact match of the full name (any order)
 * never drops under the threshold, whatever the other facts say (issue point 2). Individuals are
 * screened against listed individuals only, corporates against entities, vessels and aircraft: a
 * person's name against a company's is a different question (and a company named after a person
 * keeps its own entry), so a type mismatch is excluded, not penalised. Hits under the threshold are
 * not returned; the rest come best first.
 *
 * Tuned with `npm run bench` (scripts/bench-screening.mjs) on the UN 2020-11-30 and OFAC 2024-05-03
 * snapshots, from the misses and false hits it prints (docs/performance.md, "Name screening"):
 * - the threshold, 0.82: the highest with no recall lost (0.80 → 0.82: precision 92.7 → 94.0 %);
 * - a word in place of another costs its full weight, at least 0.8 (JOINT STOCK COMPANY … ALMAZ is
 *   not … RADIOSVYAZ; LAW Tak Ming is not YEUNG Tak Ming), and every syllable of a Chinese name so;
 * - a listed first name the query lacks costs 0.75 of its weight, a last one 0.4, a middle one 0.25
 *   (AHMED ALI ABDULLAH SALEH is not Ali Abdullah Saleh; 'LAST, First Middle' is read First Middle
 *   LAST); an English given name or a title on one side 0.1 (not in a company's name: Ruby);
 * - word weights: IDF over the names, at least 0.2; common Chinese surnames at most 0.35;
 * - typos: Jaro–Winkler only between words at most two letters apart (Petrov is not Petrovich), never
 *   in numbers (RA-78794 is not RA-78796); a sound key of two consonants only between words of one
 *   length (Zayd/Zaid, not Mara/Maria); no sound keys between two Chinese names;
 * - two romanised Chinese names pair syllables only through a character each can write in a system
 *   its whole name can be read in (two Hong Kong names: Kei is not Chi, which is 基 in Wade–Giles),
 *   and keep their given names in order, × 0.85 if not (Chiu Chung-kwong is not ZHAO, Guangzong);
 * - candidates: 45 % of the query's weight and at most 250 lose no hit against a wide scan.
 */

/** The score a hit needs, tuned on the bench (scripts/bench-screening.mjs; docs/performance.md). */
export const DEFAULT_SCREENING_THRESHOLD = 0.82;
const DEFAULT_LIMIT = 50;
/** A weak alias (OFAC Remarks a.k.a., UN quality Low) counts for this share of its score (OFAC FAQ 124). */
const WEAK_ALIAS_FACTOR = 0.9;
/** The most the facts can add: names further under the threshold are not weighed. */
const MAX_FACT_GAIN = 0.28;
/** A name typed as telegraph codes (four digits a character, as on an HKID card). */
const TELEGRAPH_QUERY = /^\d{4}(?:\s+\d{4})*$/;

export interface TScreeningQuery {
  name: string;
  type: 'I' | 'C';
  /** YYYY-MM-DD. */
  dateOfBirth?: string;
  /** ISO 3166-1 alpha-3. */
  nationality?: string;
  idNumber?: string;
}

export interface TScreeningOptions {
  threshold?: number;
  limit?: number;
  /** Candidate generation's bounds (screening-candidates.ts), for measuring them. */
  candidates?: { minShare?: number; max?: number };
}

export interface TScreeningHit {
  entry: TListEntry;
  /** The entry's name or alias that matched best (a telegraph code's characters as a GOOD name). */
  matchedName: TListedName;
  score: number;
  reasons: TMatchReason[];
}

const round = (n: number) => Math.round(n * 1000) / 1000;

function isExact(result: TNameScore): boolean {
  return (
    result.unmatchedQuery.length === 0 &&
    result.unmatchedListed.length === 0 &&
    result.pairs.every((p) => p.rule === 'EXACT' || p.rule === 'CHARACTERS')
  );
}

interface TBest {
  name: TIndexedName;
  result: TNameScore;
  score: number;
}

/** Why the entry's best name matched: its words, the company form, a telegraph code, a weak alias. */
function nameJudgement(best: TBest, query: TScreeningQuery): TMatchReason[] {
  const listed = best.name.name;
  const reasons = nameReasons(best.result);
  if (query.type === 'C') {
    const form = companyFormReason(query.name, listed.name);
    if (form) reasons.push(form);
  }
  if (best.name.telegraphCode)
    reasons.push({ rule: 'TELEGRAPH_CODE', query: [], listed: [best.name.telegraphCode], effect: 0 });
  if (TELEGRAPH_QUERY.test(query.name.trim()))
    reasons.push({ rule: 'TELEGRAPH_CODE', query: [query.name.trim()], listed: [], effect: 0 });
  if (listed.quality === 'LOW')
    reasons.push({
      rule: 'WEAK_ALIAS',
      query: [],
      listed: [listed.name],
      effect: round(best.score - best.result.score),
    });
  return reasons;
}

/** Every listed entry that may be the queried party, best first, with the name it matched and why. */
export function screenName(
  index: TScreeningIndex,
  query: TScreeningQuery,
  options: TScreeningOptions = {},
): TScreeningHit[] {
  const threshold = options.threshold ?? DEFAULT_SCREENING_THRESHOLD;
  const limit = options.limit ?? DEFAULT_LIMIT;
  const written = query.name.trim();
  const text = TELEGRAPH_QUERY.test(written) ? (telegraphToHan(written.split(/\s+/)) ?? written) : written;
  const prepared = prepareName(text, query.type);
  if (prepared.words.length === 0) return [];
  const weights = new Map<string, number>();
  const weight = (word: string) => {
    let w = weights.get(word);
    if (w === undefined) weights.set(word, (w = wordWeight(index, word)));
    return w;
  };
  const group = partyGroup(query.type);
  const ids = new Set(findCandidates(index, prepared, group, weight, options.candidates));
  const documentEntries = query.idNumber ? (index.documents.get(documentKey(query.idNumber)) ?? []) : [];
  for (const e of documentEntries)
    for (let id = index.namesOf[e]!; id < index.namesOf[e + 1]!; id += 1)
      if (index.groups[id] === group) ids.add(id);
  const best = new Map<number, TBest>();
  const cache = new Map<string, TPairFound | null>();
  for (const id of ids) {
    const name = index.names[id]!;
    // Chinese rules between two Chinese names only: a Korean Jong is no Chinese Chung.
    const rules = prepared.chinese && name.chinese ? chineseRules(prepared.systems, name.systems) : undefined;
    const result = scoreWords(prepared, name, { weight, rules, company: query.type === 'C', cache });
    const score = name.name.quality === 'LOW' ? result.score * WEAK_ALIAS_FACTOR : result.score;
    const known = best.get(name.entry);
    if (!known || score > known.score || (score === known.score && isExact(result) && !isExact(known.result)))
      best.set(name.entry, { name, result, score });
  }
  const hits: TScreeningHit[] = [];
  for (const [e, found] of best) {
    if (found.score + MAX_FACT_GAIN < threshold && !isExact(found.result)) continue;
    const entry = index.entries[e]!;
    const reasons = nameJudgement(found, query);
    const facts = [
      query.dateOfBirth ? dateOfBirthReason(query.dateOfBirth, entry.datesOfBirth) : null,
      query.nationality ? nationalityReason(query.nationality, entry) : null,
      query.idNumber ? documentReason(query.idNumber, entry, documentKey) : null,
    ].filter((r): r is TMatchReason => r !== null);
    let score = Math.max(0, Math.min(1, found.score + facts.reduce((sum, r) => sum + r.effect, 0)));
    // An exact match of the full name is never hidden by the other facts (issue 20 point 2).
    if (isExact(found.result)) score = Math.max(score, threshold);
    score = round(score);
    if (score >= threshold)
      hits.push({ entry, matchedName: found.name.name, score, reasons: [...reasons, ...facts] });
  }
  hits.sort(
    (a, b) =>
      b.score - a.score ||
      a.entry.list.localeCompare(b.entry.list) ||
      a.entry.listEntryId.localeCompare(b.entry.listEntryId, 'en', { numeric: true }),
  );
  return hits.slice(0, limit);
}
