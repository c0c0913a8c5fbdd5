import { charTelegraph, telegraphChar } from './han-data.js';

/**
 * Chinese telegraph (commercial) codes, four digits a character: HKID cards print them under the
 * Chinese name and OFAC lists Chinese names only as codes ('1728 4320' is 张磊), so a code or a name in
 * characters can match such an entry exactly. Mainland codes (kMainlandTelegraph) first, Taiwan's
 * (kTaiwanTelegraph, also used in Hong Kong) where the mainland's table has no such code or character.
 */

const CODE = /^\d{1,4}$/;
/** Spaces and the middle dots of transliterated foreign names carry no code. */
const NO_CODE = /[\s·・‧]/u;

/** Mainland Chinese telegraph (commercial) codes, e.g. ['1728','4320'] → '张磊' (null when a code is unknown). */
export function telegraphToHan(codes: readonly string[]): string | null {
  if (codes.length === 0) return null;
  let han = '';
  for (const raw of codes) {
    const code = raw.trim();
    if (!CODE.test(code)) return null;
    const char = telegraphChar(code.padStart(4, '0'));
    if (char === undefined) return null;
    han += char;
  }
  return han;
}

/** The telegraph codes of a name in characters (null when a character has none). */
export function hanToTelegraph(han: string): string[] | null {
  const codes: string[] = [];
  for (const char of han) {
    if (NO_CODE.test(char)) continue;
    const code = charTelegraph(char);
    if (code === undefined) return null;
    codes.push(code);
  }
  return codes.length > 0 ? codes : null;
}
