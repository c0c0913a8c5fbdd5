/**
 * Jyutping to Hong Kong Government romanisation, the toneless spelling of HKID cards, registers and
 * gazetted place names. The government never published its scheme and one sound is written several
 * ways (Cheung/Tseung, Sze/Shi/See, Lee/Li/Lei), so a syllable gives every spelling in use, each with a
 * cost: 0 the usual one, 1 a common alternative, 2 a rare one (research §3, after the initials and
 * finals table of the Wikipedia article's older revision and real names and place names).
 */

/** A spelling and how unusual it is (0 usual, 1 common alternative, 2 rare). */
export interface TSpelling {
  text: string;
  cost: number;
}

const INITIAL = /^(gw|kw|ng|[bpmfdtnlgkhwzcsj])?([a-z]+)$/;

/** The initials as written: b/p → p, d/t → t, g/k → k, z/c → ch or ts, s → s or sh, j → y. */
const INITIALS: Readonly<Record<string, readonly TSpelling[]>> = {
  '': [{ text: '', cost: 0 }],
  b: [{ text: 'p', cost: 0 }],
  p: [{ text: 'p', cost: 0 }],
  m: [{ text: 'm', cost: 0 }],
  f: [{ text: 'f', cost: 0 }],
  d: [{ text: 't', cost: 0 }],
  t: [{ text: 't', cost: 0 }],
  n: [{ text: 'n', cost: 0 }],
  l: [{ text: 'l', cost: 0 }],
  g: [{ text: 'k', cost: 0 }],
  k: [{ text: 'k', cost: 0 }],
  ng: [{ text: 'ng', cost: 0 }],
  h: [{ text: 'h', cost: 0 }],
  gw: [{ text: 'kw', cost: 0 }],
  kw: [{ text: 'kw', cost: 0 }],
  w: [{ text: 'w', cost: 0 }],
  j: [{ text: 'y', cost: 0 }],
};

/** Finals whose z/c is as often ts as ch (曾 Tsang, 謝 Tse, 曹 Tso, 徐 Tsui, 尖 Tsim, 全 Tsuen). */
const TS_AS_OFTEN = new Set(['ang', 'e', 'o', 'ou', 'eoi', 'im', 'yun', 'ing', 'eng', 'oi']);
/** Finals whose s is as often sh (上 Sheung, 石 Shek, 沙 Sha, 山 Shan, 水 Shui, 順 Shun, 成 Shing). */
const SH_AS_OFTEN = new Set([
  'oeng',
  'oek',
  'e',
  'ek',
  'eng',
  'aa',
  'aan',
  'eoi',
  'eon',
  'yu',
  'iu',
  'ing',
  'am',
]);

const s = (text: string, cost = 0): TSpelling => ({ text, cost });

/** The finals as written, with their alternatives. */
const FINALS: Readonly<Record<string, readonly TSpelling[]>> = {
  aa: [s('a'), s('ah', 1), s('ar', 2)],
  aai: [s('ai')],
  aau: [s('au')],
  aam: [s('am')],
  aan: [s('an')],
  aang: [s('ang')],
  aap: [s('ap')],
  aat: [s('at')],
  aak: [s('ak')],
  ai: [s('ai')],
  au: [s('au'), s('ow', 1)],
  am: [s('am'), s('um', 2)],
  an: [s('an')],
  ang: [s('ang')],
  ap: [s('ap')],
  at: [s('at')],
  ak: [s('ak')],
  e: [s('e'), s('eh', 1)],
  ei: [s('ei'), s('ee', 1), s('i', 1)],
  eu: [s('eu')],
  em: [s('em')],
  eng: [s('eng')],
  ep: [s('ep')],
  et: [s('et')],
  ek: [s('ek')],
  i: [s('i'), s('ee', 1)],
  iu: [s('iu')],
  im: [s('im')],
  in: [s('in')],
  ing: [s('ing')],
  ip: [s('ip')],
  it: [s('it')],
  ik: [s('ik')],
  o: [s('o'), s('oh', 1), s('aw', 1), s('or', 2)],
  oi: [s('oi'), s('oy', 1)],
  ou: [s('o'), s('ou', 1), s('oh', 2)],
  on: [s('on')],
  ong: [s('ong')],
  ot: [s('ot')],
  ok: [s('ok')],
  u: [s('u'), s('oo', 1)],
  ui: [s('ui'), s('ooi', 2)],
  un: [s('un'), s('oon', 1)],
  ung: [s('ung')],
  ut: [s('ut')],
  uk: [s('uk')],
  oe: [s('oe')],
  oeng: [s('eung')],
  oek: [s('euk')],
  eoi: [s('ui')],
  eon: [s('un')],
  eot: [s('ut')],
  yu: [s('u'), s('ue', 1)],
  yun: [s('uen')],
  yut: [s('uet')],
};

/** Syllables spelled as a whole: syllabic nasals, and z/c/s/j before i (思 Sze, 子 Tsz, 志 Chi, 兒 Yi). */
const WHOLE: Readonly<Record<string, readonly TSpelling[]>> = {
  m: [s('m')],
  ng: [s('ng')],
  zi: [s('chi'), s('tsz'), s('tsze', 1), s('chee', 2)],
  ci: [s('chi'), s('tsz'), s('tsze', 1), s('chee', 2)],
  si: [s('sze'), s('shi', 1), s('see', 1), s('si', 1)],
  ji: [s('yi'), s('yee', 1)],
  jyu: [s('yu'), s('yue', 1)],
};

/** Keeps the cheapest cost of each spelling, cheapest first. */
function cheapestFirst(spellings: TSpelling[]): TSpelling[] {
  const best = new Map<string, number>();
  for (const { text, cost } of spellings) best.set(text, Math.min(cost, best.get(text) ?? cost));
  return [...best].map(([text, cost]) => ({ text, cost })).sort((a, b) => a.cost - b.cost);
}

function initialSpellings(initial: string, final: string): TSpelling[] {
  // 觀 gun → Kwun (觀塘 Kwun Tong), 管 Koon: the older spelling kept the w after k.
  if (initial === 'g' && (final === 'un' || final === 'ut')) return [s('k'), s('kw', 1)];
  if (initial === 'z' || initial === 'c') return [s('ch'), s('ts', TS_AS_OFTEN.has(final) ? 0 : 1)];
  if (initial === 's') return [s('s'), s('sh', SH_AS_OFTEN.has(final) ? 0 : 1)];
  return [...(INITIALS[initial] ?? [])];
}

function finalSpellings(initial: string, final: string): TSpelling[] {
  const spellings = [...(FINALS[final] ?? [])];
  // 李 Lee before Li and Lei; 沈 and 岑 Shum as often as Sham; 振 Chun and 燊 Sun beside Chan and San.
  if (initial === 'l' && final === 'ei') return [s('ee'), s('i', 1), s('ei', 1)];
  if (initial === 's' && final === 'am') return [s('am'), s('um')];
  if ('zcs'.includes(initial) && final === 'an') return [s('an'), s('un', 1)];
  return spellings;
}

/**
 * Every Hong Kong Government spelling of a toneless Jyutping syllable ('zoeng' → cheung, tseung),
 * cheapest first; empty when it is not a Jyutping syllable.
 */
export function jyutpingToHkGov(jyutping: string): TSpelling[] {
  const whole = WHOLE[jyutping];
  if (whole) return [...whole];
  const parts = INITIAL.exec(jyutping);
  if (!parts) return [];
  const initial = parts[1] ?? '';
  const final = parts[2] ?? '';
  if (!FINALS[final]) return [];
  const out: TSpelling[] = [];
  for (const head of initialSpellings(initial, final)) {
    for (const tail of finalSpellings(initial, final)) {
      // j + a yu-final reads y + u (阮 jyun → Yuen, 月 jyut → Yuet).
      out.push({ text: head.text + tail.text, cost: head.cost + tail.cost });
    }
  }
  return cheapestFirst(out);
}
