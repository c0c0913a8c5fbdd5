/**
 * Hanyu Pinyin (toneless, ü written v as the tables keep it) to the ASCII spellings name screening
 * compares: pinyin as passports and lists write it, and Wade–Giles (Taiwan, older lists and press) with
 * its apostrophes and umlauts dropped, as clerks type it (Ch'en → chen, Hsü → hsu). The rules are
 * research §3's table (after the University of Chicago's conversion table), written as initials and
 * finals rather than listed syllable by syllable.
 */

const INITIAL = /^(zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?([a-z]*)$/;

/** Wade–Giles initials, aspiration marks dropped (p' → p, ch' → ch, ts' → ts). */
const WG_INITIALS: Readonly<Record<string, string>> = {
  '': '',
  b: 'p',
  p: 'p',
  m: 'm',
  f: 'f',
  d: 't',
  t: 't',
  n: 'n',
  l: 'l',
  g: 'k',
  k: 'k',
  h: 'h',
  j: 'ch',
  q: 'ch',
  x: 'hs',
  zh: 'ch',
  ch: 'ch',
  sh: 'sh',
  r: 'j',
  z: 'ts',
  c: 'ts',
  s: 's',
};

/** Finals that change in Wade–Giles; the others are written alike (a, ai, an, ang, ao, ei, ou, in...). */
const WG_FINALS: Readonly<Record<string, string>> = {
  ong: 'ung',
  iong: 'iung',
  ian: 'ien',
  ie: 'ieh',
  ve: 'ueh',
  v: 'u',
  van: 'uan',
  vn: 'un',
  er: 'erh',
};

/** Syllables beginning with y or w, spelled whole (yi → i, you → yu, yu → yü, yan → yen). */
const WG_Y_W: Readonly<Record<string, string>> = {
  yi: 'i',
  ye: 'yeh',
  you: 'yu',
  yan: 'yen',
  yong: 'yung',
  yu: 'yu',
  yue: 'yueh',
  yuan: 'yuan',
  yun: 'yun',
};

/** The Wade–Giles spelling of a toneless pinyin syllable without apostrophes or umlauts ('zhang' → chang). */
export function pinyinToWadeGiles(pinyin: string): string | null {
  if (pinyin.startsWith('y') || pinyin.startsWith('w')) return WG_Y_W[pinyin] ?? pinyin;
  if (pinyin === 'er') return 'erh';
  const parts = INITIAL.exec(pinyin);
  if (!parts) return null;
  const initial = parts[1] ?? '';
  let final = parts[2] ?? '';
  const head = WG_INITIALS[initial];
  if (head === undefined || final === '') return null;
  // After j, q and x a written u is ü (ju = jü → chü); the tables write ü as v.
  if ('jqx'.includes(initial) && final.startsWith('u')) final = 'v' + final.slice(1);
  // The buzzed i of zhi, chi, shi, ri and of zi, ci, si.
  if (final === 'i' && ['zh', 'ch', 'sh', 'r'].includes(initial)) return `${head}ih`;
  if (final === 'i' && ['z', 'c', 's'].includes(initial)) return initial === 's' ? 'ssu' : 'tzu';
  // e after g, k, h is o (哥 ge → ko, 和 he → ho); uo is o except after g, k, h, sh (国 kuo, 罗 lo).
  if (final === 'e' && ['g', 'k', 'h'].includes(initial)) return `${head}o`;
  if (final === 'uo' && !['g', 'k', 'h', 'sh'].includes(initial)) return `${head}o`;
  // ui is uei after g and k (贵 kuei), ui elsewhere (会 hui, 对 tui).
  if (final === 'ui' && ['g', 'k'].includes(initial)) return `${head}uei`;
  return head + (WG_FINALS[final] ?? final).replace(/v/g, 'u');
}

/**
 * The ASCII spellings of a toneless pinyin syllable, usual first: ü as u (lu, nu), then as mainland
 * passports write it since 2012 (lyu) and as input methods do (lv).
 */
export function pinyinSpellings(pinyin: string): string[] {
  if (!pinyin.includes('v')) return [pinyin];
  return [pinyin.replace(/v/g, 'u'), pinyin.replace(/v/g, 'yu'), pinyin];
}
