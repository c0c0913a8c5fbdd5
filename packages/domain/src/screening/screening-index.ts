import { chineseWords, hanKeys, isCommonSurname, type TChineseWords } from './chinese-names.js';
import type { TListEntry, TListedName } from './list-entry.js';
import { variantKey } from './name-normalise.js';
import { joinedKeysOf, rawNameWords, withoutParticles, wordKeysOf } from './name-words.js';
import { phoneticKey } from './phonetic.js';
import { telegraphToHan } from './romanise/index.js';

/**
 * The in-memory index every screening query runs on (issue 20 point 3; research §2 "Index for p95 ≤
 * 50 ms"): every name and alias of every loaded entry, prepared once as the scorer compares them, and
 * postings from keys to names so that a query scores a few hundred candidates instead of every name:
 * `w:` a word's spelling class (the word itself, Muhammad for Mohammed), also for two neighbouring
 * words joined (Tai Man → taiman); `p:` its sound key; `h:` the Chinese characters a character or a
 * romanised syllable can stand for (traditional and simplified folded), which pairs 陳, Chan, Chen
 * and Ch'en. Typos go through trigrams of the words the lists use (the vocabulary), to the words a few
 * edits away. A telegraph (Chinese Commercial) code on an entry's documents is read as characters and
 * indexed as a name of its own. Each word weighs by its rarity (IDF over the names): al, company,
 * Muhammad and the common Chinese surnames weigh little. Built at server start and after each import.
 */

export type TPartyGroup = 0 | 1;

/** A name prepared for comparing: its words, and their spelling classes alone and joined in pairs. */
export interface TPreparedName extends TChineseWords {
  keys: string[];
  joinedKeys: string[];
}

export interface TIndexedName extends TPreparedName {
  /** Position of the entry in `entries`. */
  entry: number;
  name: TListedName;
  /** The telegraph code this name was read from (an OFAC Chinese Commercial Code), else null. */
  telegraphCode: string | null;
}

export interface TScreeningIndex {
  entries: readonly TListEntry[];
  names: readonly TIndexedName[];
  /** Per name: 0 an individual's, 1 a corporate's, vessel's or aircraft's. */
  groups: Uint8Array;
  postings: ReadonlyMap<string, readonly number[]>;
  /** The distinct Latin words of the names, for typos, and the trigrams they have. */
  vocabulary: readonly string[];
  trigrams: ReadonlyMap<string, readonly number[]>;
  /** Per spelling class (`w:` key), how many names have it. */
  nameCounts: ReadonlyMap<string, number>;
  /** The names of entry e are names[namesOf[e]] up to names[namesOf[e + 1]] (exclusive). */
  namesOf: Int32Array;
  /** Identity-document numbers (letters and digits, upper case) → entries. */
  documents: ReadonlyMap<string, readonly number[]>;
}

/** The group a query of type I or C searches, and the group of a listed party. */
export function partyGroup(type: TListEntry['type']): TPartyGroup {
  return type === 'I' ? 0 : 1;
}

/**
 * A name as the index and the query both prepare it. A Chinese name keeps every syllable (Le, Da and
 * Di are Chinese syllables as well as particles of other names) and its order.
 */
export function prepareName(text: string, type: 'I' | 'C'): TPreparedName {
  const words = chineseOrPlain(text, type);
  return { ...words, keys: wordKeysOf(words.words), joinedKeys: joinedKeysOf(words.words) };
}

function chineseOrPlain(text: string, type: 'I' | 'C'): TChineseWords {
  // 'LAST, First Middle' (OFAC's way) in the order of the other names, so that a middle name is in
  // the middle (a Chinese name keeps its family name first).
  const comma = type === 'I' ? text.indexOf(',') : -1;
  const family = comma > 0 ? rawNameWords(text.slice(0, comma), type) : [];
  const given = rawNameWords(comma > 0 ? text.slice(comma + 1) : text, type);
  const chinese = chineseWords(family.length > 0 ? [...family, ...given] : given);
  if (chinese.chinese) return chinese;
  return chineseWords(withoutParticles(family.length > 0 ? [...given, ...family] : given));
}

/** The keys a prepared name is found by, one list per word (joined neighbours count for both). */
export function nameKeys(prepared: TPreparedName): string[][] {
  const { words, chinese } = prepared;
  const keys = words.map((w, i) => {
    const own = [`w:${prepared.keys[i]}`];
    const sound = w.length >= 4 ? phoneticKey(w) : '';
    if (sound.length >= 2) own.push(`p:${sound}`);
    if (chinese) for (const c of hanKeys(w)) own.push(`h:${c}`);
    return own;
  });
  for (let i = 0; i + 1 < words.length; i += 1) {
    const joined = `w:${prepared.joinedKeys[i]}`;
    keys[i]!.push(joined);
    keys[i + 1]!.push(joined);
  }
  return keys;
}

/** The trigrams of a word, padded so that its first and last letters count too. */
export function trigramsOf(word: string): string[] {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) out.add(padded.slice(i, i + 3));
  return [...out];
}

/** A document number as compared: letters and digits only, upper case. */
export function documentKey(number: string): string {
  return number.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase();
}

const TELEGRAPH_DOCUMENT = /commercial code|telegraph/i;

function telegraphNames(entry: TListEntry): { han: string; code: string }[] {
  return entry.documents
    .filter((d) => TELEGRAPH_DOCUMENT.test(d.type))
    .map((d) => ({ code: d.number, han: telegraphToHan(d.number.split(/\D+/).filter(Boolean)) }))
    .filter((t): t is { han: string; code: string } => Boolean(t.han));
}

function push(map: Map<string, number[]>, key: string, id: number): void {
  const list = map.get(key);
  if (!list) map.set(key, [id]);
  else if (list[list.length - 1] !== id) list.push(id);
}

/** The index of every name and alias of the entries (an OFAC telegraph code read as a name too). */
export function buildScreeningIndex(entries: readonly TListEntry[]): TScreeningIndex {
  const names: TIndexedName[] = [];
  const postings = new Map<string, number[]>();
  const vocabularyIds = new Map<string, number>();
  const documents = new Map<string, number[]>();
  const add = (entry: number, name: TListedName, telegraphCode: string | null) => {
    const type = entries[entry]!.type === 'I' ? 'I' : 'C';
    const prepared = prepareName(name.name, type);
    if (prepared.words.length === 0) return;
    const id = names.length;
    names.push({ ...prepared, entry, name, telegraphCode });
    for (const keys of nameKeys(prepared)) for (const key of keys) push(postings, key, id);
    const written = prepared.written === prepared.words ? [] : prepared.written;
    for (const word of written.length > 0 ? new Set([...prepared.words, ...written]) : prepared.words)
      if (word.length >= 4 && /^[a-z]+$/.test(word) && !vocabularyIds.has(word))
        vocabularyIds.set(word, vocabularyIds.size);
  };
  const namesOf = new Int32Array(entries.length + 1);
  entries.forEach((entry, e) => {
    namesOf[e] = names.length;
    for (const name of entry.names) add(e, name, null);
    for (const { han, code } of telegraphNames(entry))
      add(e, { name: han, quality: 'GOOD', script: 'HAN' }, code);
    for (const document of entry.documents) {
      const key = documentKey(document.number);
      if (key.length >= 5 && !TELEGRAPH_DOCUMENT.test(document.type)) push(documents, key, e);
    }
  });
  namesOf[entries.length] = names.length;
  const trigrams = new Map<string, number[]>();
  for (const [word, id] of vocabularyIds) for (const t of trigramsOf(word)) push(trigrams, t, id);
  const nameCounts = new Map<string, number>();
  for (const [key, ids] of postings) if (key.startsWith('w:')) nameCounts.set(key, ids.length);
  return {
    entries,
    names,
    groups: Uint8Array.from(names, (n) => partyGroup(entries[n.entry]!.type)),
    postings,
    vocabulary: [...vocabularyIds.keys()],
    trigrams,
    nameCounts,
    namesOf,
    documents,
  };
}

/** Lowest weight a word can have (the commonest words still count a little). */
const MIN_WEIGHT = 0.2;
/** A common Chinese surname weighs at most this, however rare in the lists (the query is from Hong Kong). */
const SURNAME_WEIGHT = 0.35;

/** How much a word counts in the index's names, 0.2–1: rare words most (IDF, log-scaled). */
export function wordWeight(index: TScreeningIndex, word: string): number {
  const total = Math.max(2, index.names.length);
  const count = index.nameCounts.get(`w:${variantKey(word)}`) ?? 0;
  const idf = count === 0 ? 1 : Math.log(total / count) / Math.log(total);
  const weight = MIN_WEIGHT + (1 - MIN_WEIGHT) * idf;
  return isCommonSurname(word) ? Math.min(weight, SURNAME_WEIGHT) : weight;
}
