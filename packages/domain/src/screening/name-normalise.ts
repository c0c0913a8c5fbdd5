import { withinEdits } from './edit-distance.js';

/**
 * How names are compared in sanctions screening (issue 20): the same form for the lists and the
 * query, so that case, punctuation, diacritics, joined or split given names and the spelling variants
 * of transliterated names do not hide a listed party. Pure; docs/research/name-screening.md §2 gives
 * the sources (OFAC's own search, Watchman, the Companies Registry's same-name rule).
 */

/** Letters NFKD does not decompose into a base letter and a mark. */
const FOLD: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  œ: 'oe',
  ı: 'i',
};

const CJK = /\p{Script=Han}/u;
// eslint-disable-next-line no-control-regex -- ASCII is exactly this range.
const ASCII = /^[\x00-\x7f]*$/;

/** The name lowercased, without diacritics or punctuation, words separated by one space; Chinese kept. */
export function normaliseName(name: string): string {
  // Most listed names are plain ASCII (OFAC's file is): the same result without Unicode regexes.
  if (ASCII.test(name))
    return name
      .toLowerCase()
      .replace(/([a-z])['`]([a-z])/g, '$1$2')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return (
    name
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/[ßæøłđðþœı]/g, (c) => FOLD[c] ?? c)
      // An apostrophe inside a word is part of it (OFAC writes Myo'ng; O'Brien).
      .replace(/(\p{L})['’‘`](\p{L})/gu, '$1$2')
      .replace(/[^\p{L}\p{N}\p{Script=Han}]+/gu, ' ')
      .trim()
  );
}

/** The words of a name (Chinese characters one by one: each is a syllable of its own). */
export function nameTokens(name: string): string[] {
  const normal = normaliseName(name);
  if (ASCII.test(normal)) return normal === '' ? [] : normal.split(' ');
  return normal
    .split(' ')
    .flatMap((word) => (CJK.test(word) ? [...word] : [word]))
    .filter(Boolean);
}

/**
 * Endings that make no difference to a company's name (the Registry's same-name rule, Cap. 32 s.20(3)
 * guideline, and the commonest legal-form words of the lists): dropped before names are compared.
 */
const COMPANY_WORDS = new Set([
  'limited',
  'ltd',
  'company',
  'co',
  'corporation',
  'corp',
  'incorporated',
  'inc',
  'llc',
  'llp',
  'plc',
  'unlimited',
  'public',
  'the',
  'and',
  'gmbh',
  'ag',
  'sa',
  'sarl',
  'srl',
  'bv',
  'nv',
  'ltda',
  'jsc',
  'ojsc',
  'cjsc',
  'pjsc',
  'ooo',
  'ao',
  'zao',
  'oao',
  'fze',
  'fzco',
  'fzc',
  'dmcc',
  'eood',
  'cv',
  'pte',
  'pty',
  'sdn',
  'bhd',
  'sirketi',
  'as',
  'ab',
  'oy',
  'spa',
  'kg',
]);
const COMPANY_SUFFIXES_ZH = ['公眾有限公司', '公众有限公司', '有限公司', '無限公司', '无限公司', '公司'];

/** Long legal-form words, recognised with one letter wrong too (Limted, Compnay). */
const LONG_COMPANY_WORDS = ['limited', 'company', 'corporation', 'incorporated', 'unlimited'];

const companyWords = new Map<string, boolean>();

function isCompanyWord(token: string): boolean {
  if (COMPANY_WORDS.has(token)) return true;
  if (token.length < 6) return false;
  let found = companyWords.get(token);
  if (found === undefined) {
    found = LONG_COMPANY_WORDS.some(
      (w) => Math.abs(w.length - token.length) <= 1 && withinEdits(token, w, 1),
    );
    if (companyWords.size > 100_000) companyWords.clear();
    companyWords.set(token, found);
  }
  return found;
}

/** A company's name without its legal-form words (and the Chinese endings 有限公司, 公司…). */
export function companyCore(name: string): string[] {
  let text = name.trim();
  for (const suffix of COMPANY_SUFFIXES_ZH) if (text.endsWith(suffix)) text = text.slice(0, -suffix.length);
  const tokens = nameTokens(text.replace(/&/g, ' and ')).map((t) => (t === 'hongkong' ? 'hk' : t));
  const joined: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    // "Hong Kong" and "HK" are the same words in a company's name.
    if (token === 'hong' && tokens[i + 1] === 'kong') {
      joined.push('hk');
      i += 1;
    } else if (/^[a-z]$/.test(token) && /^[a-z]$/.test(tokens[i + 1] ?? '')) {
      // Letters written with dots are one word: J.S.C., S.A., L.L.C.
      let word = token;
      while (/^[a-z]$/.test(tokens[i + 1] ?? '')) word += tokens[(i += 1)]!;
      joined.push(word);
    } else joined.push(token);
  }
  const core = joined.filter((t) => !isCompanyWord(t));
  return core.length > 0 ? core : joined;
}

/** Spellings of the same transliterated word (counted in the lists; research §2.3). */
const VARIANT_CLASSES: readonly (readonly string[])[] = [
  ['muhammad', 'mohammad', 'mohamed', 'mohammed', 'mohamad', 'muhammed', 'mohamud', 'mehmet', 'mohd'],
  ['abdul', 'abd', 'abdel', 'abdal', 'abdol', 'abdoul'],
  ['yusuf', 'youssef', 'yusif', 'yousef', 'yousif', 'yosef', 'josef', 'joseph'],
  ['hussein', 'hossein', 'husayn', 'hussain', 'husain', 'hosein', 'husein'],
  ['hassan', 'hasan', 'hasen'],
  ['ahmad', 'ahmed', 'ahmet', 'akhmad', 'akhmed'],
  ['jong', 'chong', 'jung', 'chung'],
  ['qadhafi', 'gaddafi', 'qaddafi', 'kadhafi', 'gadhafi'],
  ['osama', 'usama'],
  ['omar', 'umar'],
  ['ali', 'aly'],
  ['said', 'saeed', 'sayed', 'saeid', 'saied'],
];
const CLASS_OF = new Map<string, string>(VARIANT_CLASSES.flatMap((c) => c.map((w) => [w, c[0]!] as const)));

/** Articles transliterated names join or leave apart (al-Qaida, el Sayed): optional when comparing. */
export const NAME_PARTICLES = new Set([
  'al',
  'el',
  'ul',
  'ad',
  'ar',
  'as',
  'ash',
  'at',
  'az',
  'bin',
  'ibn',
  'bint',
  'abu',
  'van',
  'von',
  'de',
  'der',
  'la',
  'le',
  'da',
  'di',
  'du',
]);

/** Abd al-Rahman written Abdulrahman or Abdelrahman: the same as Abd Rahman joined. */
const ABD_PREFIX = /^(?:abdul|abdel|abdal|abdol|abd)(?=[a-z]{3,}$)/;
const ABD_WHOLE = new Set(['abdullah', 'abdulla', 'abdallah', 'abdellah', 'abdalla', 'abdoulaye']);

/**
 * A word's spelling class: the listed variants of a name share one; Slavic endings -off/-ow/-eff/-yev
 * read as -ov/-ev, a final -iy/-y as -i (so -skiy/-sky/-ski are one); Abdul- or Abdel- before a name
 * reads as Abd.
 */
export function variantKey(token: string): string {
  let key = variantKeys.get(token);
  if (key === undefined) {
    if (variantKeys.size > 100_000) variantKeys.clear();
    variantKeys.set(token, (key = readVariantKey(token)));
  }
  return key;
}

/** Spelling classes already worked out (every query compares the same listed words again). */
const variantKeys = new Map<string, string>();

function readVariantKey(token: string): string {
  const known = CLASS_OF.get(token);
  if (known) return known;
  if (!ABD_WHOLE.has(token) && ABD_PREFIX.test(token)) return token.replace(ABD_PREFIX, 'abd');
  if (token.length < 4) return token;
  return (
    token
      .replace(token.length >= 5 ? /(?:off|ow)$/ : /(?:off)$/, 'ov')
      .replace(/(?:eff|yev|yeff)$/, 'ev')
      // A final -iy, -ii, -y or -i is one ending (Yuriy/Yuri/Yury, Sergei/Sergey, -skiy/-sky/-ski).
      .replace(/(?:iy|ii|yi|y)$/, 'i')
      // A y gliding between two vowels is often left out (Ziyad/Ziad, Riyadh/Riadh).
      .replace(/iya/g, 'ia')
  );
}
