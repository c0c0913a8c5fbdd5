import { jaroWinkler } from './jaro-winkler.js';
import { withinEdits } from './edit-distance.js';
import { ENGLISH_GIVEN_NAMES, HONORIFICS } from './name-lexicon.js';
import { variantKey } from './name-normalise.js';
import {
  nameKeys,
  trigramsOf,
  type TPartyGroup,
  type TPreparedName,
  type TScreeningIndex,
} from './screening-index.js';

/**
 * The names worth scoring for a query (research §2, candidate generation): each query word reaches
 * the names that share one of its keys (spelling class, joined neighbours, sound key, Chinese
 * characters) or that have a word a typo away (trigrams of the vocabulary, then the edit count); a
 * name collects the weights of the query words that reach it, once per word. The names that collect
 * at least a share of the query's weight are kept, best first, at most `MAX_CANDIDATES`: a name
 * reached by too little of the query cannot reach the threshold once scored.
 */

/** Share of the query's total word weight a name must collect to be scored. */
const MIN_SHARE = 0.45;
const MAX_CANDIDATES = 250;

interface TScratch {
  collected: Float64Array;
  stamp: Int32Array;
  counter: number;
  trigramHits: Int32Array;
  trigramStamp: Int32Array;
}

const scratchOf = new WeakMap<TScreeningIndex, TScratch>();

/** Buffers reused across queries (a query runs to its end on the event loop before the next starts). */
function scratch(index: TScreeningIndex): TScratch {
  let found = scratchOf.get(index);
  if (!found) {
    found = {
      collected: new Float64Array(index.names.length),
      stamp: new Int32Array(index.names.length).fill(-1),
      counter: 0,
      trigramHits: new Int32Array(index.vocabulary.length),
      trigramStamp: new Int32Array(index.vocabulary.length).fill(-1),
    };
    scratchOf.set(index, found);
  }
  return found;
}

/** Vocabulary words a typo away from the word (one edit from 5 letters, two from 9), by trigrams first. */
export function typoNeighbours(index: TScreeningIndex, word: string): string[] {
  if (word.length < 5 || !/^[a-z]+$/.test(word)) return [];
  const s = scratch(index);
  const run = (s.counter += 1);
  const edits = word.length >= 9 ? 2 : 1;
  const grams = trigramsOf(word);
  // Each edit spoils at most four trigrams (a swap inside the word).
  const needed = Math.max(1, grams.length - 4 * edits);
  const out: string[] = [];
  for (const gram of grams) {
    const ids = index.trigrams.get(gram);
    if (!ids) continue;
    for (const id of ids) {
      if (s.trigramStamp[id] !== run) {
        s.trigramStamp[id] = run;
        s.trigramHits[id] = 0;
      }
      s.trigramHits[id] = s.trigramHits[id]! + 1;
      if (s.trigramHits[id] !== needed) continue;
      const other = index.vocabulary[id]!;
      if (other === word) continue;
      const close =
        withinEdits(word, other, edits) ||
        (Math.min(word.length, other.length) >= 6 && jaroWinkler(word, other) >= 0.92);
      if (close) out.push(other);
    }
  }
  return out;
}

/** The ids of the names worth scoring for a prepared query, best reached first. */
export function findCandidates(
  index: TScreeningIndex,
  query: TPreparedName,
  group: TPartyGroup,
  weight: (word: string) => number,
  limits: { minShare?: number; max?: number } = {},
): number[] {
  const s = scratch(index);
  const keys = nameKeys(query);
  const touched: number[] = [];
  let total = 0;
  query.words.forEach((word, i) => {
    const w = weight(word);
    // A name need not have the query's English given name or title (Peter CHAN Tai Man).
    total += group === 0 && (ENGLISH_GIVEN_NAMES.has(word) || HONORIFICS.has(word)) ? w / 10 : w;
    const run = (s.counter += 1);
    const wordKeys = new Set(keys[i]);
    // A typo inside a joined given name (Jiahao → Jaiahao) is found on the word as written.
    const written = query.written[i] ?? word;
    const looked = written !== word && query.written[i - 1] !== written ? [word, written] : [word];
    for (const near of looked.flatMap((w) => typoNeighbours(index, w))) wordKeys.add(`w:${variantKey(near)}`);
    for (const key of wordKeys) {
      const ids = index.postings.get(key);
      if (!ids) continue;
      for (const id of ids) {
        if (index.groups[id] !== group || s.stamp[id] === run) continue;
        if (s.collected[id] === 0) touched.push(id);
        s.stamp[id] = run;
        s.collected[id] = s.collected[id]! + w;
      }
    }
  });
  const floor = (limits.minShare ?? MIN_SHARE) * total;
  const kept = touched.filter((id) => s.collected[id]! >= floor);
  kept.sort((a, b) => s.collected[b]! - s.collected[a]!);
  const out = kept.slice(0, limits.max ?? MAX_CANDIDATES);
  for (const id of touched) s.collected[id] = 0;
  return out;
}
