import { editDistance, findPhrase, foldOcr, latinWords } from './fuzzy-match.js';
import type { TTextLine } from './types.js';

/**
 * The NAR1's layout as the project prints it (documents/pdf/annual-return.ts): numbered section
 * headings on their own lines, label-and-value rows (labels at the left margin, values from about
 * 40 % of the width), and tables whose columns are fixed fractions of the width. Lines are found by
 * their words, allowing OCR's misreads, and placed by position, so the same reading serves the
 * text layer, the filled form's fields and OCR lines.
 */

export interface TPageSize {
  width: number;
  height: number;
}

/** A4 as the project's documents are laid out. */
export const A4: TPageSize = { width: 595.28, height: 841.89 };
const MARGIN = 48 / A4.width;
const CONTENT = (A4.width - 96) / A4.width;

export const NAR1_SECTIONS = [
  'company',
  'business',
  'type',
  'returnDate',
  'office',
  'email',
  'capital',
  'secretary',
  'directors',
  'records',
  'signature',
  'members',
] as const;
export type TNar1Section = (typeof NAR1_SECTIONS)[number];

const HEADINGS: Record<TNar1Section, string[]> = {
  company: ['company name'],
  business: ['business name if any', 'business name'],
  type: ['type of company'],
  returnDate: ['date to which this return is made up'],
  office: ['address of registered office'],
  email: ['e mail address'],
  capital: ['share capital as at the date of this return', 'share capital'],
  secretary: ['particulars of company secretary'],
  directors: ['particulars of directors'],
  records: ['address where company records are kept'],
  signature: ['signature'],
  members: ['schedule 1 particulars of members', 'particulars of members'],
};

/** Letters of a line outside the words a phrase matched (few on a heading of its own). */
function lettersBeside(text: string, span: { start: number; end: number }): number {
  const words = latinWords(text).split(' ');
  return [...words.slice(0, span.start), ...words.slice(span.end)].join('').replace(/[0-9]/g, '').length;
}

/** Tells whether a line is, or starts with, a phrase: at its first or second word (after a number). */
export function startsWithPhrase(text: string, phrase: string, spare = 4): boolean {
  const found = findPhrase(text, phrase);
  return Boolean(found && found.start <= 1 && lettersBeside(text, found) <= spare);
}

/**
 * The numbered headings' numbers and Chinese titles: a heading whose English OCR garbled (`6 AR
 * 電郵地址`) is still known by its number and its Chinese.
 */
const NUMBERED: Partial<Record<TNar1Section, readonly [number, string]>> = {
  company: [1, '公司名稱'],
  business: [2, '商業名稱'],
  type: [3, '公司類別'],
  returnDate: [4, '結算日期'],
  office: [5, '註冊辦事處地址'],
  email: [6, '電郵地址'],
  capital: [7, '股本'],
  secretary: [8, '公司秘書詳情'],
  directors: [9, '董事詳情'],
  records: [10, '備存公司紀錄'],
};

function isNumberedHeading(line: TTextLine, section: TNar1Section): boolean {
  const numbered = NUMBERED[section];
  const number = /^\s*(\d{1,2})(?!\d)/.exec(line.text)?.[1];
  return Boolean(
    numbered && Number(number) === numbered[0] && line.text.replace(/\s/g, '').includes(numbered[1]),
  );
}

const isHeading = (line: TTextLine, section: TNar1Section) =>
  HEADINGS[section].some((phrase) => startsWithPhrase(line.text, phrase, 6)) ||
  isNumberedHeading(line, section);

/** The lines of each section (headings, page footers and the title left out), in reading order. */
export function splitSections(lines: TTextLine[], pageSize: TPageSize = A4): Map<TNar1Section, TTextLine[]> {
  const sections = new Map<TNar1Section, TTextLine[]>();
  let current = -1;
  const sorted = [...lines].sort((a, b) => a.page - b.page || a.y - b.y || a.x - b.x);
  for (const line of sorted) {
    if (!line.text.trim() || line.y > pageSize.height * 0.95) continue;
    const next = NAR1_SECTIONS.findIndex((s, i) => i > current && isHeading(line, s));
    if (next >= 0) {
      current = next;
      continue;
    }
    const section = NAR1_SECTIONS[current];
    if (!section) continue;
    const list = sections.get(section) ?? [];
    list.push(line);
    sections.set(section, list);
  }
  return sections;
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/** A label's words as OCR may have them: tokens at the start of a line that belong to the label. */
function isLabelToken(token: string, words: string[], chinese: string): boolean {
  const latin = latinWords(token);
  if (latin) {
    if (CJK.test(token)) return false;
    return latin
      .split(' ')
      .every((w) => words.some((l) => editDistance(foldOcr(w), foldOcr(l), 1) <= (l.length <= 3 ? 0 : 1)));
  }
  const han = token.replace(/[^\u3400-\u9fff]/g, '');
  return [...han].every((ch) => chinese.includes(ch));
}

/** A line with its label cut off the front (OCR joins a label and its value): null when nothing is left. */
export function withoutLabel(line: TTextLine, label: { en: string; zh: string }): TTextLine | null {
  const tokens = line.text.trim().split(/\s+/);
  const words = latinWords(label.en).split(' ');
  let cut = 0;
  while (cut < tokens.length && isLabelToken(tokens[cut] ?? '', words, label.zh)) cut++;
  // OCR garbles the label's small Chinese more often than its English: a run of Chinese no longer
  // than the label's, right after the English label, is the label too.
  const next = tokens[cut] ?? '';
  if (cut > 0 && label.zh && /^[\u3400-\u9fff（）()/]+$/.test(next) && next.length <= label.zh.length + 2)
    cut++;
  const rest = tokens.slice(cut).join(' ');
  if (!rest) return null;
  if (cut === 0) return line;
  const share = 1 - rest.length / Math.max(1, line.text.length);
  return { ...line, text: rest, x: line.x + line.width * share, width: line.width * (1 - share) };
}

/**
 * The value lines of a label-and-value section, per label: a value belongs to the last label at or
 * above it; a label line that carries its value (OCR) gives the rest of its text.
 */
export function labelledValues(
  lines: TTextLine[],
  labels: Array<{ en: string; zh: string }>,
  pageSize: TPageSize = A4,
): TTextLine[][] {
  const values: TTextLine[][] = labels.map(() => []);
  const anchors: Array<{ index: number; line: TTextLine }> = [];
  for (const line of lines) {
    const index =
      line.x < pageSize.width * 0.3
        ? labels.findIndex((l) => startsWithPhrase(line.text, l.en, Infinity))
        : -1;
    // A label whose English OCR lost still shows its Chinese (`5 電郵地址`): a label, not a value.
    const han = line.text.replace(/[^\u3400-\u9fff]/g, '');
    const chineseOnly =
      line.x < pageSize.width * 0.3 &&
      han.length >= 2 &&
      latinWords(line.text).replace(/[^a-z]/g, '').length <= 2
        ? labels.findIndex((l) => [...han].every((ch) => l.zh.includes(ch)))
        : -1;
    if (index < 0 && chineseOnly >= 0) {
      anchors.push({ index: chineseOnly, line });
      continue;
    }
    if (index >= 0) {
      anchors.push({ index, line });
      const rest = withoutLabel(line, labels[index] ?? { en: '', zh: '' });
      if (rest) values[index]?.push(rest);
      continue;
    }
    const above = anchors.filter((a) => a.line.page < line.page || a.line.y <= line.y + line.height * 0.6);
    const owner = above[above.length - 1]?.index ?? 0;
    values[owner]?.push(line);
  }
  return values;
}

/** A table of the form: its columns' header words, their Chinese, and their widths as the form draws them. */
export interface TTableSpec {
  headers: string[];
  chinese: string;
  fractions: number[];
}

/** One row of a table: the lines of each column's cell, top to bottom. */
export type TTableRow = TTextLine[][];

/** Splits a line that runs across column starts (OCR reads a row as one line) at the nearest space. */
function splitAtColumns(line: TTextLine, starts: number[]): TTextLine[] {
  // OCR that keeps wide gaps as runs of spaces says where the cells part. The first piece starts the
  // line; the last ends it, so its width (half the line height per Latin letter, a full one per
  // Chinese character) tells under which column it starts; pieces between take the columns between.
  const weigh = (s: string) => [...s].reduce((n, ch) => n + (CJK.test(ch) ? 2 : 1), 0);
  const crossed = starts.filter((s) => s > line.x + 6 && s < line.x + line.width - 6);
  const gapped = line.text.trim().split(/\s{2,}/);
  if (crossed.length && gapped.length >= 2 && gapped.length <= crossed.length + 1) {
    const lefts = [line.x, ...crossed];
    const lastLeft = line.x + line.width - weigh(gapped[gapped.length - 1] ?? '') * line.height * 0.5;
    const lastColumn = lefts.reduce(
      (best, left, k) =>
        k > 0 && Math.abs(left - lastLeft) < Math.abs((lefts[best] ?? 0) - lastLeft) ? k : best,
      1,
    );
    if (lastColumn >= gapped.length - 1) {
      const columns = gapped.map((_, i) => (i === gapped.length - 1 ? lastColumn : i));
      return gapped.map((text, i) => {
        const x = lefts[columns[i] ?? 0] ?? line.x;
        const right = i + 1 < gapped.length ? (lefts[columns[i + 1] ?? 0] ?? x) : line.x + line.width;
        return { ...line, text, x, width: right - x };
      });
    }
  }
  const weight = (s: string) => [...s].reduce((n, ch) => n + (CJK.test(ch) ? 2 : 1), 0);
  const pieces: TTextLine[] = [];
  let rest = line;
  for (const start of starts) {
    if (start <= rest.x + 6 || start >= rest.x + rest.width - 6) continue;
    const total = weight(rest.text);
    const target = ((start - rest.x) / rest.width) * total;
    let at = 0;
    let acc = 0;
    for (const ch of rest.text) {
      if (acc >= target) break;
      acc += weight(ch);
      at += ch.length;
    }
    const spaces = [...rest.text.matchAll(/\s+/g)].map((m) => m.index);
    const near = spaces
      .filter((i) => Math.abs(i - at) <= 4)
      .sort((a, b) => Math.abs(a - at) - Math.abs(b - at))[0];
    const cut = near ?? at;
    const head = rest.text.slice(0, cut).trim();
    const tail = rest.text.slice(cut).trim();
    if (!head || !tail) continue;
    const share = weight(rest.text.slice(0, cut)) / Math.max(1, total);
    pieces.push({ ...rest, text: head, width: rest.width * share });
    rest = { ...rest, text: tail, x: rest.x + rest.width * share, width: rest.width * (1 - share) };
  }
  return [...pieces, rest];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The rows of a table section: header rows (repeated on each page) dropped, cells by column, rows by spacing. */
export function tableRows(lines: TTextLine[], spec: TTableSpec, pageSize: TPageSize = A4): TTableRow[] {
  const rows: TTableRow[] = [];
  const pages = [...new Set(lines.map((l) => l.page))].sort((a, b) => a - b);
  for (const page of pages) {
    const onPage = lines.filter((l) => l.page === page).sort((a, b) => a.y - b.y || a.x - b.x);
    const h = median(onPage.map((l) => l.height)) || 8.5;
    // The header is the first row with a column's heading; a cell that says `Class B` further down is data.
    const headed = onPage.filter((l) => spec.headers.some((head) => startsWithPhrase(l.text, head, 40)));
    const firstHeading = headed[0]?.y ?? -Infinity;
    const headerLines = headed.filter((l) => l.y <= firstHeading + h * 0.6);
    const defaults = spec.fractions.map(
      (_, k) => (MARGIN + CONTENT * spec.fractions.slice(0, k).reduce((a, b) => a + b, 0)) * pageSize.width,
    );
    const starts = defaults.map((fallback, k) => {
      const header = headerLines.find(
        (l) =>
          startsWithPhrase(l.text, spec.headers[k] ?? '', 40) &&
          Math.abs(l.x - fallback) < pageSize.width * 0.08,
      );
      return header ? Math.min(header.x, fallback + 4) - 2 : fallback;
    });
    const headerTop = headerLines.length ? Math.min(...headerLines.map((l) => l.y)) : -Infinity;
    const data = onPage.filter((l) => {
      if (headerLines.includes(l) || l.y < headerTop - h * 0.5) return false;
      const han = l.text.replace(/[^\u3400-\u9fff]/g, '');
      const fragment = han && !/[a-z0-9]/i.test(l.text) && [...han].every((ch) => spec.chinese.includes(ch));
      if (fragment && l.y <= headerTop + h * 2.5) return false;
      return !/^(none|—|-)?\s*無?$/i.test(l.text.trim());
    });
    const pieces = data.flatMap((l) => splitAtColumns(l, starts.slice(1)));
    // Lines of one cell follow each other by the line spacing; rows are further apart by the cells'
    // padding. The smallest spacing seen is the line spacing, unless every cell holds one line, when
    // it is already the row spacing (a spacing far above the line height tells which).
    const gaps = pieces
      .slice(1)
      .map((l, i) => l.y - (pieces[i]?.y ?? 0))
      .filter((d) => d > h * 0.6);
    const smallest = gaps.length ? Math.min(...gaps) : Infinity;
    const rowGap = smallest > h * 1.75 ? smallest * 0.9 : smallest * 1.33;
    const pageRows: TTableRow[] = [];
    const rowsBefore = rows.length;
    let row: TTableRow | null = null;
    let lastTop = -Infinity;
    for (const line of pieces) {
      if (!row || line.y - lastTop > rowGap) {
        row = spec.fractions.map(() => []);
        pageRows.push(row);
      }
      lastTop = Math.max(lastTop, line.y);
      const column = starts.reduce((found, start, k) => (line.x + 3 >= start ? k : found), 0);
      row[column]?.push(line);
    }
    // Every row starts with its name: a band of lines with nothing in the first column is the end
    // of the row above that OCR measured apart (a tall bracket, a short `HKG`).
    for (const band of pageRows) {
      const previous = rows[rows.length - 1];
      if (band[0]?.length || !previous || rows.length === rowsBefore) rows.push(band);
      else band.forEach((cell, k) => previous[k]?.push(...cell));
    }
  }
  return rows;
}
