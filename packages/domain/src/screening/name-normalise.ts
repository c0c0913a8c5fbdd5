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

/** The name lowercased, without diacritics or punctuation, words separated by one space; Chinese kept. */
export function normaliseName(name: string): string {
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
  return normaliseName(name)
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

/** A company's name without its legal-form words (and the Chinese endings 有限公司, 公司…). */
export function companyCore(name: string): string[] {
  let text = name.trim();
  for (const suffix of COMPANY_SUFFIXES_ZH) if (text.endsWith(suffix)) text = text.slice(0, -suffix.length);
  const tokens = nameTokens(text.replace(/&/g, ' and ')).map((t) => (t === 'hongkong' ? 'hk' : t));
  const joined: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    // "Hong Kong" and "HK" are the same words in a company's name.
    if (tokens[i] === 'hong' && tokens[i + 1] === 'kong') {
      joined.push('hk');
      i += 1;
    } else joined.push(tokens[i]!);
  }
  const core = joined.filter((t) => !COMPANY_WORDS.has(t));
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

/**
 * A word's spelling class: the listed variants of a name share one; Slavic endings -off/-ow/-eff/-yev
 * read as -ov/-ev and -ski/-skiy as -sky.
 */
export function variantKey(token: string): string {
  const known = CLASS_OF.get(token);
  if (known) return known;
  return token
    .replace(/(?:off|ow)$/, 'ov')
    .replace(/(?:eff|yev|yeff)$/, 'ev')
    .replace(/(?:skiy|skii|ski)$/, 'sky');
}
