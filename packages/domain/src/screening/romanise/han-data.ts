import { FOLDS, MAINLAND_TELEGRAPH, READINGS, TAIWAN_TELEGRAPH } from './data/unihan-data.js';
import type { TNameReadings } from './name-readings.js';

/**
 * The Unihan extract (data/unihan-data.ts) read on first use, so that importing the module costs
 * nothing until a Chinese name is screened.
 */

const HAN = /\p{Script=Han}/u;

/** True when the text contains Han characters. */
export function hasHan(text: string): boolean {
  return HAN.test(text);
}

let lines: string[] | undefined;
const parsed = new Map<string, TNameReadings | null>();

/**
 * The data line of a character, by binary search (the lines are in code point order): parsing all
 * 20,000 lines into a map up front took 100 ms on the CI machine, this takes 10.
 */
function dataLine(char: string): string | undefined {
  lines ??= READINGS.split('\n').filter(Boolean);
  const target = char.codePointAt(0) ?? 0;
  let low = 0;
  let high = lines.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const line = lines[middle] ?? '';
    const at = line.codePointAt(0) ?? 0;
    if (at === target) return line;
    if (at < target) low = middle + 1;
    else high = middle - 1;
  }
  return undefined;
}

/** A character's line parsed: 'Jyutping readings|pinyin readings' after the character. */
function ownReadings(char: string): TNameReadings | null {
  let found = parsed.get(char);
  if (found === undefined) {
    const line = dataLine(char);
    if (line === undefined) found = null;
    else {
      const [yue = '', cmn = ''] = line.slice(char.length).split('|');
      found = { yue: yue ? yue.split(' ') : [], cmn: cmn ? cmn.split(' ') : [] };
    }
    if (parsed.size > 50_000) parsed.clear();
    parsed.set(char, found);
  }
  return found;
}

let folds: Map<string, string> | undefined;

function foldTable(): Map<string, string> {
  if (!folds) {
    folds = new Map();
    const chars = [...FOLDS];
    for (let i = 0; i + 1 < chars.length; i += 2) folds.set(chars[i] ?? '', chars[i + 1] ?? '');
  }
  return folds;
}

/** One character in its one written form (simplified); itself when it has no other. */
export function foldChar(char: string): string {
  return foldTable().get(char) ?? char;
}

/** The name with every character folded to one form (simplified), for comparing traditional and simplified writing. */
export function foldHan(han: string): string {
  let out = '';
  for (const char of han) out += foldChar(char);
  return out;
}

const NONE: TNameReadings = { yue: [], cmn: [] };

/** A character's Cantonese and Mandarin readings, commonest first; its folded form's when it has none. */
export function charReadings(char: string): TNameReadings {
  const own = ownReadings(char) ?? NONE;
  if (own.yue.length > 0 && own.cmn.length > 0) return own;
  const folded = ownReadings(foldChar(char)) ?? NONE;
  return {
    yue: own.yue.length > 0 ? own.yue : folded.yue,
    cmn: own.cmn.length > 0 ? own.cmn : folded.cmn,
  };
}

interface TTelegraph {
  byCode: Map<string, string>;
  codeOf: Map<string, string>;
}
let mainland: TTelegraph | undefined;
let taiwan: TTelegraph | undefined;

/** Code ↔ character, from 100 lines of 100 (positions are code points); a character's first code kept. */
function readTelegraph(table: string): TTelegraph {
  const byCode = new Map<string, string>();
  const codeOf = new Map<string, string>();
  table
    .split('\n')
    .filter(Boolean)
    .forEach((line, row) => {
      [...line].forEach((char, column) => {
        if (char === '.') return;
        const code = String(row * 100 + column).padStart(4, '0');
        byCode.set(code, char);
        if (!codeOf.has(char)) codeOf.set(char, code);
      });
    });
  return { byCode, codeOf };
}

function telegraphTables(): [TTelegraph, TTelegraph] {
  mainland ??= readTelegraph(MAINLAND_TELEGRAPH);
  taiwan ??= readTelegraph(TAIWAN_TELEGRAPH);
  return [mainland, taiwan];
}

/** The character of a four-digit code, folded: the mainland's table first, Taiwan's (and Hong Kong's) where it has none. */
export function telegraphChar(code: string): string | undefined {
  const [cn, tw] = telegraphTables();
  const char = cn.byCode.get(code) ?? tw.byCode.get(code);
  return char === undefined ? undefined : foldChar(char);
}

/** A character's code: the mainland code of the character or its folded form, else the Taiwan code. */
export function charTelegraph(char: string): string | undefined {
  const [cn, tw] = telegraphTables();
  const folded = foldChar(char);
  return cn.codeOf.get(char) ?? cn.codeOf.get(folded) ?? tw.codeOf.get(char) ?? tw.codeOf.get(folded);
}
