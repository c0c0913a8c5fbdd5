import { COMMERCIAL_CODE_DATA, COMMERCIAL_CODE_EXTRA } from './commercial-codes-data.js';

/**
 * Chinese commercial codes (中文電碼): the four-digit number of each Han character, printed under the
 * Chinese name on a Hong Kong identity card. A name read from a card is confirmed character by
 * character against the numbers read beneath it: they are read by different means (the characters
 * by Chinese OCR, the numbers by digits), so each catches the other's misreads.
 */

interface TTables {
  byCharacter: Map<string, string[]>;
  /** Traditional characters first (Taiwan's list, as Hong Kong prints them), then the mainland list's others. */
  byCode: Map<string, { traditional: string[]; other: string[] }>;
}
let built: TTables | undefined;

function tables(): TTables {
  if (built) return built;
  const byCharacter = new Map<string, string[]>();
  const byCode = new Map<string, { traditional: string[]; other: string[] }>();
  const add = (data: string, kind: 'traditional' | 'other') => {
    for (const [, character, code] of data.matchAll(/(\p{Script=Han})(\d{4})/gu)) {
      byCharacter.set(character!, [...(byCharacter.get(character!) ?? []), code!]);
      const named = byCode.get(code!) ?? { traditional: [], other: [] };
      named[kind].push(character!);
      byCode.set(code!, named);
    }
  };
  add(COMMERCIAL_CODE_DATA, 'traditional');
  add(COMMERCIAL_CODE_EXTRA, 'other');
  built = { byCharacter, byCode };
  return built;
}

/** The commercial codes of a character (most have one; a few two). */
export function commercialCodesOf(character: string): string[] {
  return tables().byCharacter.get(character) ?? [];
}

/** The characters that have a commercial code: the traditional ones first (a card prints those). */
export function charactersOfCode(code: string): string[] {
  const named = tables().byCode.get(code);
  return named ? [...named.traditional, ...named.other] : [];
}

export interface TNameCharacter {
  character: string;
  code?: string;
  /** confirmed: the character has the code read under it; mended: the code named one character and the read one was not it; unconfirmed: no code read, or they disagree and the code does not say which. */
  state: 'confirmed' | 'mended' | 'unconfirmed';
}

/**
 * A Chinese name read from a card, checked against the codes read under it (one per character, in
 * order). Where they disagree and the code belongs to exactly one character, that character is taken
 * (the digits are the surer read); otherwise the character stays as read, unconfirmed.
 */
export function checkNameAgainstCodes(name: string, codes: readonly string[]): TNameCharacter[] {
  const characters = [...name.replace(/\s/g, '')];
  return characters.map((character, i) => {
    const code = codes[i];
    if (!code || !/^\d{4}$/.test(code)) return { character, state: 'unconfirmed' };
    if (commercialCodesOf(character).includes(code)) return { character, code, state: 'confirmed' };
    const named = tables().byCode.get(code);
    const candidates = named?.traditional.length ? named.traditional : (named?.other ?? []);
    return candidates.length === 1
      ? { character: candidates[0]!, code, state: 'mended' }
      : { character, code, state: 'unconfirmed' };
  });
}
