import type { TRandom } from './random.js';

/**
 * The query generator's own perturbations of a listed name (research §4), one rule each: a spelling
 * variant from its own table (the research's counts in the lists), a typo in a word of six letters or
 * more, another company form. Written apart from the matcher's spelling classes and company words.
 */

/** The generator's own spelling variants (from the research's counts), tried on each word. */
export const VARIANTS: readonly (readonly string[])[] = [
  ['muhammad', 'mohammed', 'mohamed', 'mohammad'],
  ['ahmad', 'ahmed'],
  ['yusuf', 'yousef', 'youssef'],
  ['hussein', 'husayn', 'hussain', 'hossein'],
  ['usama', 'osama'],
  ['omar', 'umar'],
  ['khalid', 'khaled'],
  ['said', 'saeed'],
  ['walid', 'waleed'],
  ['zayd', 'zaid'],
  ['ziyad', 'ziad'],
  ['faisal', 'faysal'],
  ['nasser', 'nasir'],
  ['rashid', 'rasheed'],
  ['salim', 'saleem'],
  ['karim', 'kareem'],
  ['tariq', 'tarek'],
  ['mustafa', 'mostafa'],
  ['ibrahim', 'ebrahim'],
  ['suleiman', 'sulayman'],
  ['sergei', 'sergey'],
  ['aleksandr', 'alexander'],
  ['dmitriy', 'dmitry'],
  ['yuriy', 'yuri'],
  ['nikolai', 'nikolay'],
  ['andrei', 'andrey'],
  ['yevgeniy', 'evgeny'],
  ['jong', 'chong'],
  ['chol', 'chul'],
];
export const SUFFIX_VARIANTS: readonly [RegExp, string][] = [
  [/ov$/, 'off'],
  [/ev$/, 'eff'],
];

export const words = (s: string) => s.split(/\s+/).filter(Boolean);

/** 'LAST, First middle' → ['First middle', 'LAST'] (or the whole name and ''). */
export function splitComma(name: string): [string, string] {
  const at = name.indexOf(', ');
  return at < 0 ? [name, ''] : [name.slice(at + 2), name.slice(0, at)];
}

/** One edit (a letter changed, left out, added, two swapped) in a word of six letters or more. */
export function typo(name: string, random: TRandom): string | null {
  // Words between spaces and hyphens: AL-MANAR's MANAR is too short for a typo.
  const parts = name.split(/([\s-]+)/);
  const long = parts.map((w, i) => [w, i] as const).filter(([w]) => /^\p{L}{6,}$/u.test(w));
  if (long.length === 0) return null;
  const [w, i] = random.pick(long);
  const at = 1 + random.int(w.length - 2);
  const letter = 'aeioulnrst'[random.int(10)]!;
  const edits = [
    () => w.slice(0, at) + letter + w.slice(at + 1),
    () => w.slice(0, at) + w.slice(at + 1),
    () => w.slice(0, at) + letter + w.slice(at),
    () => w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2),
  ];
  const changed = random.pick(edits)();
  if (changed.toLowerCase() === w.toLowerCase()) return null;
  parts[i] = changed;
  return parts.join('');
}

/** One word swapped for another spelling of it. */
export function variant(name: string, random: TRandom): string | null {
  const ws = words(name);
  const options: [number, string][] = [];
  ws.forEach((w, i) => {
    const lower = w.toLowerCase().replace(/,$/, '');
    for (const group of VARIANTS)
      if (group.includes(lower)) for (const other of group) if (other !== lower) options.push([i, other]);
    for (const [from, to] of SUFFIX_VARIANTS)
      if (from.test(lower)) options.push([i, lower.replace(from, to)]);
  });
  if (options.length === 0) return null;
  const [i, other] = random.pick(options);
  ws[i] = ws[i]!.endsWith(',') ? `${other},` : other;
  return ws.join(' ');
}

const FORM_SWAPS: readonly [RegExp, string][] = [
  [/\bCO\., LIMITED$/i, 'Company Ltd'],
  [/\bCOMPANY LIMITED$/i, 'Co. Ltd.'],
  [/\bCO\., LTD\.$/i, 'Company Limited'],
  [/\bLIMITED$/i, 'Ltd.'],
  [/\bLTD$/i, 'Limited'],
  [/\bLLC$/i, ''],
  [/\bJSC$/i, 'J.S.C.'],
  [/\bFZE$/i, ''],
  [/\bGMBH$/i, 'GmbH'],
  [/\bS\.A\.$/i, 'SA'],
  [/\bINC$/i, 'Incorporated'],
  [/^OOO /i, ''],
];

/** The company's legal form written another way, or left out. */
export function companyForm(name: string): string | null {
  for (const [pattern, to] of FORM_SWAPS) if (pattern.test(name)) return name.replace(pattern, to).trim();
  return null;
}
