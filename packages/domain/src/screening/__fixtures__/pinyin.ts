/**
 * Pinyin for the query generator, written apart from the matcher's romanisation module so that the
 * real lists' Chinese names (OFAC writes them in pinyin: ZHANG, Lei; WANG, Guoying) give Wade–Giles
 * queries that do not come from the tables they test: a syllable splitter from pinyin's initials and
 * finals, and the pinyin → Wade–Giles rules of research §3 (after the University of Chicago table),
 * without apostrophes or umlauts, as clerks type them.
 */

const INITIALS = [
  'zh',
  'ch',
  'sh',
  'b',
  'p',
  'm',
  'f',
  'd',
  't',
  'n',
  'l',
  'g',
  'k',
  'h',
  'j',
  'q',
  'x',
  'r',
  'z',
  'c',
  's',
  'y',
  'w',
  '',
];
const FINALS = [
  'iang',
  'iong',
  'uang',
  'ueng',
  'ang',
  'eng',
  'ing',
  'ong',
  'iao',
  'ian',
  'uai',
  'uan',
  'van',
  'ai',
  'ei',
  'ao',
  'ou',
  'an',
  'en',
  'er',
  'in',
  'un',
  'vn',
  'ia',
  'ie',
  'iu',
  'ua',
  'uo',
  'ui',
  'ue',
  've',
  'a',
  'o',
  'e',
  'i',
  'u',
  'v',
];
const SYLLABLES = new Set(INITIALS.flatMap((i) => FINALS.map((f) => `${i}${f}`)));

/** Common surnames in pinyin: a listed name with one of these and pinyin given names is Chinese. */
export const PINYIN_SURNAMES = new Set(
  (
    'wang li zhang liu chen yang huang zhao wu zhou xu sun ma zhu hu guo he gao lin luo zheng liang xie ' +
    'song tang han feng deng cao peng zeng xiao tian dong yuan pan yu jiang cai lu ding wei shen ren yao ' +
    'jin cui tan fan fang shi qian du dai xia zhong wen'
  ).split(' '),
);

/** A joined pinyin word split into syllables, fewest first ('jiachao' → jia chao), or null. */
export function splitPinyin(word: string): string[] | null {
  const best: (string[] | null)[] = new Array<string[] | null>(word.length + 1).fill(null);
  best[word.length] = [];
  for (let i = word.length - 1; i >= 0; i -= 1)
    for (let j = Math.min(word.length, i + 6); j > i; j -= 1) {
      const rest = best[j];
      const syllable = word.slice(i, j);
      if (!rest || !SYLLABLES.has(syllable)) continue;
      // A later syllable does not start with a vowel (pinyin would write an apostrophe: xi'an).
      if (i > 0 && /^[aeiou]/.test(syllable)) continue;
      if (!best[i] || rest.length + 1 < best[i]!.length) best[i] = [syllable, ...rest];
    }
  return best[0] ?? null;
}

const WG_INITIAL: Readonly<Record<string, string>> = {
  b: 'p',
  p: 'p',
  d: 't',
  t: 't',
  g: 'k',
  k: 'k',
  zh: 'ch',
  ch: 'ch',
  j: 'ch',
  q: 'ch',
  x: 'hs',
  z: 'ts',
  c: 'ts',
  r: 'j',
  s: 's',
  sh: 'sh',
};
const WG_WHOLE: Readonly<Record<string, string>> = {
  zi: 'tzu',
  ci: 'tzu',
  si: 'ssu',
  zhi: 'chih',
  chi: 'chih',
  shi: 'shih',
  ri: 'jih',
  yi: 'i',
  you: 'yu',
  yu: 'yu',
  yue: 'yueh',
  yan: 'yen',
  ye: 'yeh',
  yong: 'yung',
  er: 'erh',
};

/** One pinyin syllable in Wade–Giles, without apostrophes or umlauts (zhang → chang, xu → hsu). */
export function pinyinToWadeGiles(syllable: string): string {
  const whole = WG_WHOLE[syllable];
  if (whole) return whole;
  const initial =
    ['zh', 'ch', 'sh'].find((i) => syllable.startsWith(i)) ??
    (/^[bpmfdtnlgkhjqxrzcsyw]/.test(syllable) ? syllable[0]! : '');
  let final = syllable.slice(initial.length);
  final = final
    .replace(/^iong$/, 'iung')
    .replace(/^ong$/, 'ung')
    .replace(/^ian$/, 'ien')
    .replace(/^ie$/, 'ieh')
    .replace(/^ue$/, 'ueh');
  // e after g, k, h is o (ge → ko); uo after d, t, n, l, z, c, s, zh, ch, r is o (luo → lo).
  if (final === 'e' && ['g', 'k', 'h'].includes(initial)) final = 'o';
  if (final === 'uo' && !['g', 'k', 'h', 'sh', ''].includes(initial)) final = 'o';
  return `${WG_INITIAL[initial] ?? initial}${final}`;
}
