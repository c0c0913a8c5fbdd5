import type { TListedName, TNameQuality } from './list-entry.js';
import { normaliseName } from './name-normalise.js';

/** Helpers both importers use to keep a party's names as TListedName. */

const HAN = /\p{Script=Han}/u;
const LETTER = /\p{L}/u;
const NON_LATIN_LETTER = /(?!\p{Script=Latin})\p{L}/u;

/** The text with its whitespace (newlines, doubled spaces) collapsed to single spaces. */
export function collapseSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** HAN when the name has Chinese characters, LATIN when all its letters are Latin, else OTHER. */
export function nameScript(name: string): TListedName['script'] {
  if (HAN.test(name)) return 'HAN';
  return LETTER.test(name) && !NON_LATIN_LETTER.test(name) ? 'LATIN' : 'OTHER';
}

/**
 * Adds a name to a party's names unless it is empty or the party already has it (compared as the
 * matcher compares names); add the better qualities first, so a repeat keeps the better one.
 */
export function addListedName(
  names: TListedName[],
  written: string,
  quality: TNameQuality,
  kind?: TListedName['kind'],
  script?: TListedName['script'],
): void {
  const name = collapseSpace(written);
  const key = normaliseName(name);
  if (!key || names.some((n) => normaliseName(n.name) === key)) return;
  names.push({ name, quality, script: script ?? nameScript(name), ...(kind ? { kind } : {}) });
}
