import type { TMatchReason } from '../schemas/name-search.js';
import { companyCore, nameTokens } from './name-normalise.js';
import type { TNameScore } from './name-score.js';

/**
 * The reasons a compliance officer reads beside a hit (issue 20 point 2: which words, which rule,
 * what it did to the score), from the scorer's pairs: one reason per query word and rule (a joined
 * word's syllables together: Taiman with Tai and Man), the name order when the pairs cross, the words
 * one side lacks, and the legal-form words a company's name was compared without.
 */

/** The reasons for a name's score, in the query's word order. */
export function nameReasons(result: TNameScore): TMatchReason[] {
  const reasons: TMatchReason[] = [];
  const byWord = new Map<string, TMatchReason>();
  const pairs = [...result.pairs].sort((a, b) => a.queryAt - b.queryAt);
  for (const pair of pairs) {
    const key = `${pair.query}\u0000${pair.rule}`;
    const known = byWord.get(key);
    if (known) {
      // The syllables of one joined word: the word once (Jiachao), or each it paired with (Tai, Man).
      if (!known.listed.includes(pair.listed)) known.listed.push(pair.listed);
      known.effect = Math.round((known.effect + pair.effect) * 1000) / 1000;
      continue;
    }
    const reason: TMatchReason = {
      rule: pair.rule,
      query: [pair.query],
      listed: [pair.listed],
      effect: pair.effect,
    };
    byWord.set(key, reason);
    reasons.push(reason);
  }
  const crossed = pairs.some((p, i) => i > 0 && p.listedAt < pairs[i - 1]!.listedAt);
  if (crossed)
    reasons.push({
      rule: 'NAME_ORDER',
      query: [...new Set(pairs.map((p) => p.query))],
      listed: [...new Set([...pairs].sort((a, b) => a.listedAt - b.listedAt).map((p) => p.listed))],
      effect: result.orderEffect,
    });
  result.unmatchedQuery.forEach((word, i) =>
    reasons.push({
      rule: 'EXTRA_WORD',
      query: [word],
      listed: [],
      effect: result.missingEffects.query[i] ?? 0,
    }),
  );
  result.unmatchedListed.forEach((word, i) =>
    reasons.push({
      rule: 'MISSING_WORD',
      query: [],
      listed: [word],
      effect: result.missingEffects.listed[i] ?? 0,
    }),
  );
  return reasons;
}

/** The legal-form words of a company's name (Limited, Co., 有限公司), as written in it. */
export function legalFormWords(name: string): string[] {
  const core = new Set(companyCore(name));
  const words: string[] = [];
  for (const token of nameTokens(name.replace(/&/g, ' and '))) {
    if (core.has(token) || ['hong', 'kong', 'hongkong', 'hk'].includes(token)) continue;
    const last = words.at(-1);
    // Characters of one ending together: 有限公司, not 有 限 公 司.
    if (last !== undefined && /\p{Script=Han}$/u.test(last) && /\p{Script=Han}/u.test(token))
      words[words.length - 1] = `${last}${token}`;
    else words.push(token);
  }
  return words;
}

/** COMPANY_FORM when the two names' legal-form words differ (Ltd against Limited, none against LLC). */
export function companyFormReason(query: string, listed: string): TMatchReason | null {
  const q = legalFormWords(query);
  const l = legalFormWords(listed);
  if (q.join(' ') === l.join(' ')) return null;
  return { rule: 'COMPANY_FORM', query: q, listed: l, effect: 0 };
}
