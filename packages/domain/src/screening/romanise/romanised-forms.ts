import { cheapestCombinations } from './cheapest-combinations.js';
import { charReadings, foldChar, hasHan } from './han-data.js';
import { jyutpingToHkGov } from './jyutping-to-hkgov.js';
import { DOUBLE_SURNAMES, MORE_CANTONESE, SURNAMES, type TNameReadings } from './name-readings.js';
import { pinyinSpellings, pinyinToWadeGiles } from './pinyin-to-wade-giles.js';

export const ROMANISATION_SYSTEMS = ['HK_GOV', 'JYUTPING', 'PINYIN', 'WADE_GILES'] as const;
export type TRomanisationSystem = (typeof ROMANISATION_SYSTEMS)[number];

/** A name romanised in one system: lower-case, toneless, ASCII, one token per syllable, family name first. */
export interface TRomanisedForm {
  system: TRomanisationSystem;
  tokens: string[];
}

/** One way to write one character in one system, and how unusual it is (its reading's and its spelling's). */
interface TOption {
  token: string;
  cost: number;
}
type TSystemOptions = Readonly<Record<TRomanisationSystem, readonly TOption[]>>;

/** A longer text is not taken for a personal name (a company, a place): no surname readings. */
const LONGEST_PERSONAL_NAME = 4;
const HAN_CHAR = /\p{Script=Han}/u;

const byFold = <T>(table: Iterable<[string, T]>): Map<string, T> =>
  new Map([...table].map(([key, value]) => [[...key].map(foldChar).join(''), value]));
let surnames: Map<string, TNameReadings> | undefined;
let doubleSurnames: Map<string, readonly TNameReadings[]> | undefined;
let moreCantonese: Map<string, string> | undefined;

/** Readings as a surname when the folded character is one. */
export function surnameReadings(folded: string): TNameReadings | undefined {
  surnames ??= byFold(SURNAMES);
  return surnames.get(folded);
}

/** The readings of each character of a double surname at the start of the folded text. */
export function doubleSurnameReadings(folded: string): readonly TNameReadings[] | undefined {
  doubleSurnames ??= byFold(Object.entries(DOUBLE_SURNAMES));
  return doubleSurnames.get(folded.slice(0, 2));
}

/** A character's readings anywhere in a name: Unihan's, then the second Cantonese readings of names. */
export function givenReadings(char: string): TNameReadings {
  moreCantonese ??= byFold(Object.entries(MORE_CANTONESE));
  const own = charReadings(char);
  const more = moreCantonese.get(foldChar(char));
  return more ? { yue: [...new Set([...own.yue, ...more.split(' ')])], cmn: own.cmn } : own;
}

/** The first reading costs nothing, the others 2, 3, 4…: a name's rarer reading is dropped first. */
const readingCost = (rank: number): number => (rank === 0 ? 0 : rank + 1);

function add(options: Map<string, number>, token: string, cost: number): void {
  const known = options.get(token);
  if (known === undefined || cost < known) options.set(token, cost);
}

function sorted(options: Map<string, number>): TOption[] {
  return [...options].map(([token, cost]) => ({ token, cost })).sort((a, b) => a.cost - b.cost);
}

// A few hundred syllables cover every reading: each is converted once.
const hkGovOf = new Map<string, ReturnType<typeof jyutpingToHkGov>>();
const wadeGilesOf = new Map<string, string | null>();
const memo = <T>(cache: Map<string, T>, key: string, make: (key: string) => T): T => {
  if (!cache.has(key)) cache.set(key, make(key));
  return cache.get(key) as T;
};

/** Every spelling of a character's readings in each of the four systems, cheapest first. */
export function systemOptions(readings: TNameReadings): TSystemOptions {
  const hk = new Map<string, number>();
  const jyutping = new Map<string, number>();
  const pinyin = new Map<string, number>();
  const wadeGiles = new Map<string, number>();
  readings.yue.forEach((reading, rank) => {
    add(jyutping, reading, readingCost(rank));
    for (const spelling of memo(hkGovOf, reading, jyutpingToHkGov))
      add(hk, spelling.text, spelling.cost + readingCost(rank));
  });
  readings.cmn.forEach((reading, rank) => {
    pinyinSpellings(reading).forEach((spelling, i) =>
      add(pinyin, spelling, (i === 0 ? 0 : 1) + readingCost(rank)),
    );
    const wg = memo(wadeGilesOf, reading, pinyinToWadeGiles);
    if (wg) add(wadeGiles, wg, readingCost(rank));
  });
  return {
    HK_GOV: sorted(hk),
    JYUTPING: sorted(jyutping),
    PINYIN: sorted(pinyin),
    WADE_GILES: sorted(wadeGiles),
  };
}

const optionCache = new Map<string, TSystemOptions>();
function cachedOptions(key: string, readings: () => TNameReadings): TSystemOptions {
  let options = optionCache.get(key);
  if (!options) {
    options = systemOptions(readings());
    if (optionCache.size > 50_000) optionCache.clear();
    optionCache.set(key, options);
  }
  return options;
}

/** Each character's options: surname readings for the first (or both of a double surname), else all. */
function positionOptions(chars: readonly string[]): TSystemOptions[] {
  const folded = chars.map(foldChar);
  const personal = chars.length <= LONGEST_PERSONAL_NAME;
  const double = personal ? doubleSurnameReadings(folded.join('')) : undefined;
  return chars.map((char, i) => {
    const asDouble = double?.[i];
    if (asDouble) return cachedOptions(`D${folded[0]}${folded[1]}${i}`, () => asDouble);
    const asSurname = i === 0 && personal && !double ? surnameReadings(folded[0] ?? '') : undefined;
    if (asSurname) return cachedOptions(`S${folded[0]}`, () => asSurname);
    return cachedOptions(`G${char}`, () => givenReadings(char));
  });
}

/**
 * The romanised forms of a name written in Chinese characters (traditional or simplified), family name
 * first, surname readings for the first character (or a known double surname), every HK-Gov spelling
 * variant (Lee/Li/Lei; Cheung; Tsang/Chang...), capped at `limit` (default 64) dropping rare readings first.
 */
export function romanisedForms(han: string, limit = 64): TRomanisedForm[] {
  if (limit <= 0 || !hasHan(han)) return [];
  const chars = [...han].filter((c) => HAN_CHAR.test(c));
  const options = positionOptions(chars);
  const systems = ROMANISATION_SYSTEMS.map((system) => ({
    system,
    positions: options.map((o) => o[system]),
  })).filter(
    // A system that cannot read every character gives no form (a partial name would match wrongly).
    ({ positions }) => positions.every((p) => p.length > 0),
  );
  // The cheapest `limit` of each system, then the cheapest `limit` of them all.
  const found = systems.flatMap(({ system, positions }) =>
    cheapestCombinations(positions, limit).map(({ picks, cost }) => ({
      form: { system, tokens: picks.map((pick, i) => positions[i]?.[pick]?.token ?? '') },
      cost,
    })),
  );
  // Stable: within a cost, the systems in their order, each system's forms in the order found.
  return found
    .sort((a, b) => a.cost - b.cost)
    .slice(0, limit)
    .map(({ form }) => form);
}
