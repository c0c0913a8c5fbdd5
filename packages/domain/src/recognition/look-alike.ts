/**
 * Characters OCR confuses in printed capitals and digits, shared by the readers that check what they
 * read (an HKID's check digit, a machine-readable zone's): which characters one may have been read
 * for, and the one mend such a check allows — a single swap, taken only when it is the only one that
 * passes.
 */

/** What a printed character may have been read for (both ways: letters and digits that look alike). */
export const LOOK_ALIKE: Readonly<Record<string, string>> = {
  O: '0DQ',
  D: '0O',
  Q: '0O',
  '0': 'ODQ8',
  I: '1L',
  L: '1I',
  '1': 'IL7',
  '7': '1T',
  T: '7',
  Z: '2',
  '2': 'Z',
  S: '58',
  '5': 'S6',
  B: '8',
  '8': 'B306',
  '3': '8',
  G: '6C',
  '6': 'G58',
  C: 'G',
  A: '4',
  '4': 'A',
};

/** A capital read where only a digit may stand, as the digit it resembles. */
export const DIGIT_FOR: Readonly<Record<string, string>> = {
  O: '0',
  Q: '0',
  D: '0',
  I: '1',
  L: '1',
  Z: '2',
  S: '5',
  B: '8',
  G: '6',
  T: '7',
};

/** A digit read where only a capital may stand, as the capital it resembles. */
export const LETTER_FOR: Readonly<Record<string, string>> = {
  '0': 'O',
  '1': 'I',
  '2': 'Z',
  '4': 'A',
  '5': 'S',
  '6': 'G',
  '7': 'T',
  '8': 'B',
};

/** Capitals read where only digits may stand, turned back into digits. */
export const asDigits = (text: string): string => text.replace(/[A-Z]/g, (c) => DIGIT_FOR[c] ?? c);
/** Digits read where only capitals may stand, turned back into capitals. */
export const asLetters = (text: string): string => text.replace(/\d/g, (c) => LETTER_FOR[c] ?? c);

/** Every value that is `value` with one character swapped for a look-alike (among `allowed`) and passes `passes`. */
export function lookAlikeSwaps(
  value: string,
  passes: (candidate: string) => boolean,
  allowed: RegExp = /[A-Z0-9]/,
): Set<string> {
  const found = new Set<string>();
  for (let i = 0; i < value.length; i += 1) {
    for (const swap of LOOK_ALIKE[value[i]!] ?? '') {
      if (!allowed.test(swap)) continue;
      const candidate = value.slice(0, i) + swap + value.slice(i + 1);
      if (passes(candidate)) found.add(candidate);
    }
  }
  return found;
}

/** The one look-alike swap of `value` that passes; undefined when none or several do (a check cannot tell which). */
export function uniqueSwap(
  value: string,
  passes: (candidate: string) => boolean,
  allowed?: RegExp,
): string | undefined {
  const found = lookAlikeSwaps(value, passes, allowed);
  return found.size === 1 ? [...found][0] : undefined;
}
