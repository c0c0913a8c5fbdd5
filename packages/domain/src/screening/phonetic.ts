/**
 * A sound key for transliterated words, written for this project after the idea of Soundex and
 * Metaphone (research §2.5): digraphs that stand for one sound in the common romanisations of Arabic
 * and Russian names are folded (kh→h, gh→g, ph→f, dh/th→d/t, sh/ch/zh/j, x→ks, q/c/ck→k, w→v),
 * voiced and voiceless pairs share a letter (b/p, d/t, g/k, f/v, s/z), a leading vowel (or y/e/i)
 * is kept as one mark and later vowels, h, y and doubled letters are dropped. So Qaddafi, Gadhafi and
 * Kadhafi give KTF; Osama and Usama ASM; Sergei and Sergey SRK; Yevgeniy and Evgeny AFKN. Keys only
 * suggest candidates and a weaker PHONETIC pair; words must also look alike to be paired.
 */

const DIGRAPHS: readonly (readonly [RegExp, string])[] = [
  [/tch|dzh|dj|zh|ch|j/g, 'J'],
  [/sch|sh/g, 's'],
  [/kh/g, 'h'],
  [/gh/g, 'g'],
  [/ph/g, 'f'],
  [/dh/g, 'd'],
  [/th/g, 't'],
  [/ck|q|c/g, 'k'],
  [/x/g, 'ks'],
  [/w/g, 'v'],
  [/ts|tz|z/g, 's'],
];

const CLASS: Readonly<Record<string, string>> = {
  b: 'P',
  p: 'P',
  d: 'T',
  t: 'T',
  g: 'K',
  k: 'K',
  f: 'F',
  v: 'F',
  s: 'S',
  J: 'J',
  l: 'L',
  m: 'M',
  n: 'N',
  r: 'R',
};

/** The sound key of a lower-case Latin word ('' when it has letters outside a–z). */
export function phoneticKey(word: string): string {
  let key = keys.get(word);
  if (key === undefined) {
    if (keys.size > 100_000) keys.clear();
    keys.set(word, (key = readKey(word)));
  }
  return key;
}

/** Keys already worked out (every query compares the same listed words again). */
const keys = new Map<string, string>();

function readKey(word: string): string {
  if (!/^[a-z]+$/.test(word)) return '';
  let w = word;
  for (const [pattern, to] of DIGRAPHS) w = w.replace(pattern, to);
  let key = /^[aeiouy]/.test(w) ? 'A' : '';
  let last = key;
  for (const ch of w) {
    const c = CLASS[ch];
    if (!c) {
      // A vowel (or h, y) between two equal consonants keeps them apart: "Mamadou" keeps both m's.
      last = '';
      continue;
    }
    if (c !== last) key += c;
    last = c;
  }
  return key;
}
