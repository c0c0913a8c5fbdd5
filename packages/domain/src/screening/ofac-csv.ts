import { ListFormatError } from './list-format-error.js';

/**
 * The records of OFAC's delimited files (sdn.csv, alt.csv, add.csv, sdn_comments.csv): no header,
 * fields double-quoted without "" escapes or bare, '-0-' (often '-0- ') for empty, records ending in
 * CR LF and the file in a DOS Ctrl-Z (research §1.2).
 */

const EMPTY = '-0-';
const CTRL_Z = String.fromCharCode(0x1a);

/** One record: its line in the file and its fields ('-0-' read as ''). */
export interface TOfacRecord {
  line: number;
  fields: string[];
}

/** The fields of one record; an unclosed quote or text after a closing quote fails its line. */
export function ofacFields(record: string, line: number): string[] {
  const fields: string[] = [];
  let i = 0;
  while (i <= record.length) {
    if (record[i] === '"') {
      const end = record.indexOf('"', i + 1);
      if (end < 0) throw new ListFormatError('A quoted field is not closed', line);
      fields.push(record.slice(i + 1, end));
      i = end + 1;
    } else {
      const end = record.indexOf(',', i);
      fields.push(record.slice(i, end < 0 ? record.length : end).trim());
      i = end < 0 ? record.length : end;
    }
    if (i >= record.length) break;
    if (record[i] !== ',') throw new ListFormatError('Unexpected text after a quoted field', line);
    i += 1;
    if (i === record.length) fields.push('');
  }
  return fields.map((f) => (f.trim() === EMPTY ? '' : f));
}

/** The text without the final Ctrl-Z (a DOS end-of-file mark) and the line ends around it. */
export function withoutEndOfFile(text: string): string {
  const end = text.trimEnd();
  return end.endsWith(CTRL_Z) ? end.slice(0, -1) : text;
}

/**
 * Every non-empty record of a file, each with exactly `count` fields, or a ListFormatError naming the
 * first bad line (a wrong field count is how a cut-off last record shows).
 */
export function ofacRecords(text: string, count: number): TOfacRecord[] {
  const records: TOfacRecord[] = [];
  withoutEndOfFile(text)
    .split(/\r?\n/)
    .forEach((record, index) => {
      const line = index + 1;
      if (record.trim() === '') return;
      const fields = ofacFields(record, line);
      if (fields.length !== count)
        throw new ListFormatError(`Expected ${count} fields, found ${fields.length}`, line);
      records.push({ line, fields });
    });
  if (records.length === 0) throw new ListFormatError('The file holds no entry', 1);
  return records;
}

/** The entity number of a record (field 1), or a ListFormatError on its line. */
export function ofacEntityNumber(record: TOfacRecord): string {
  const entNum = record.fields[0] ?? '';
  if (!/^\d+$/.test(entNum)) throw new ListFormatError('The entity number is not a number', record.line);
  return entNum;
}
