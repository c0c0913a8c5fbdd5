import { foldChar } from './han-data.js';
import { DOUBLE_SURNAMES, NAME_CHARACTERS, type TNameReadings } from './name-readings.js';
import { givenReadings, ROMANISATION_SYSTEMS, surnameReadings, systemOptions } from './romanised-forms.js';

/**
 * Romanised syllables back to the name characters they can stand for, so two romanisations of one name
 * in different systems meet on a character: Lee and Li on 李, Ka and Jia on 家, Chiu and Chao on 超.
 * Only characters common in names count (the surnames and the given-name list of name-readings.ts):
 * over all 20,000 characters nearly every pair of syllables would meet on some rare one.
 */

const NOTHING: ReadonlySet<string> = new Set();
let index: Map<string, Set<string>> | undefined;
let longest = 0;

function syllableIndex(): Map<string, Set<string>> {
  if (index) return index;
  const built = new Map<string, Set<string>>();
  const note = (syllable: string, folded: string): void => {
    const chars = built.get(syllable) ?? new Set<string>();
    chars.add(folded);
    built.set(syllable, chars);
    longest = Math.max(longest, syllable.length);
  };
  const noteAll = (readings: TNameReadings | undefined, folded: string): void => {
    if (!readings) return;
    const options = systemOptions(readings);
    for (const system of ROMANISATION_SYSTEMS) for (const { token } of options[system]) note(token, folded);
  };
  for (const char of NAME_CHARACTERS) {
    const folded = foldChar(char);
    noteAll(givenReadings(char), folded);
    noteAll(surnameReadings(folded), folded);
  }
  for (const [pair, readings] of Object.entries(DOUBLE_SURNAMES)) {
    [...pair].forEach((char, i) => noteAll(readings[i], foldChar(char)));
  }
  index = built;
  return index;
}

/** Lower-case ASCII: marks, umlauts and Wade–Giles apostrophes dropped (Ch'en → chen, Hsü → hsu). */
function plainSyllable(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`ʻ-]/g, '');
}

/**
 * The folded characters a romanised syllable (any of the four systems, lower-case, toneless; e.g.
 * 'cheung', 'zhang', 'chang', 'zoeng') can stand for, restricted to characters common in personal names,
 * empty when it is not a Chinese syllable.
 */
export function syllableCharacters(syllable: string): ReadonlySet<string> {
  return syllableIndex().get(plainSyllable(syllable)) ?? NOTHING;
}

const VOWEL = /^[aeiou]/;
const JOINABLE = /^(?=.*[aeiouy]).{2,}$/;

/** A split of the word's end: its syllables, how many, and how many after the first start with a vowel. */
interface TSplit {
  syllables: string[];
  count: number;
  vowels: number;
}

/**
 * Splits a joined romanised given name into syllables when it is made only of Chinese syllables
 * ('taiman' → ['tai','man'], 'jiachao' → ['jia','chao']), else null. Fewest syllables wins; between
 * as few, the one whose later syllables start with a consonant, as pinyin would write an apostrophe
 * before a vowel (yanan is ya-nan, not yan-an). English names made of such syllables split too
 * (Susan, Simon): the caller weighs a split as a guess.
 */
export function splitSyllables(word: string): string[] | null {
  const plain = plainSyllable(word);
  if (!/^[a-z]+$/.test(plain)) return null;
  const known = syllableIndex();
  // best[i]: the best split of plain.slice(i), with its count and its vowel-initial later syllables.
  const best = Array.from({ length: plain.length + 1 }, (): TSplit | null => null);
  best[plain.length] = { syllables: [], count: 0, vowels: 0 };
  for (let i = plain.length - 1; i >= 0; i--) {
    for (let j = Math.min(plain.length, i + longest); j > i; j--) {
      const rest = best[j];
      const syllable = plain.slice(i, j);
      if (!rest || !known.has(syllable)) continue;
      // Within a joined word a syllable has two letters and a vowel: Alan is not A-lan, Jong not Jo-ng.
      if ((i > 0 || j < plain.length) && !JOINABLE.test(syllable)) continue;
      const vowels = rest.vowels + (i > 0 && VOWEL.test(syllable) ? 1 : 0);
      const current = best[i];
      if (
        !current ||
        rest.count + 1 < current.count ||
        (rest.count + 1 === current.count && vowels < current.vowels)
      ) {
        best[i] = { syllables: [syllable, ...rest.syllables], count: rest.count + 1, vowels };
      }
    }
  }
  return best[0]?.syllables ?? null;
}
