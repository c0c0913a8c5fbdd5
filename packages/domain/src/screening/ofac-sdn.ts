/**
 * OFAC's SDN list in its published CSV form (sdn.csv): twelve fields, no header, '-0- ' for empty,
 * every field double-quoted or '-0-', records ending in CR LF and the file in Ctrl-Z (research §1.2).
 * An individual is written 'LAST, First middle'; the Remarks carry weak aliases ("a.k.a. '…'; f.k.a.
 * '…'"), dates and places of birth, nationalities and identity documents. Parsing is all-or-nothing:
 * a record with the wrong number of fields, an unclosed quote or a non-numeric entity number fails the
 * whole file with its line, so a truncated download never replaces a good list.
 */

export type TOfacParty = 'I' | 'C' | 'VESSEL' | 'AIRCRAFT';

export interface TOfacEntry {
  /** OFAC's entity number (ent_num): the entry's id in matches. */
  entNum: string;
  name: string;
  party: TOfacParty;
  /** Programmes, e.g. ['SDGT'] or ['HK-EO13936']. */
  programs: string[];
  title: string | null;
  /** Aliases written in the Remarks: weak ones by OFAC's own account (stored with quality LOW). */
  aliases: { name: string; kind: 'AKA' | 'FKA' | 'NKA' }[];
  datesOfBirth: string[];
  placesOfBirth: string[];
  nationalities: string[];
  documents: { type: string; number: string; country: string | null }[];
  remarks: string | null;
}

export class ListFormatError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`${message} (line ${line})`);
    this.name = 'ListFormatError';
  }
}

const EMPTY = '-0-';
const FIELDS = 12;

/** The fields of one CSV record: quoted values (no embedded quotes in OFAC's files) or bare ones. */
function fieldsOf(record: string, line: number): string[] {
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

const PARTY: Readonly<Record<string, TOfacParty>> = {
  individual: 'I',
  '': 'C',
  vessel: 'VESSEL',
  aircraft: 'AIRCRAFT',
};

/** The Remarks split into their parts ('; ' between parts, a final '.' dropped). */
function remarkParts(remarks: string): string[] {
  return remarks
    .replace(/\.\s*$/, '')
    .split(/;\s+/)
    .map((p) => p.trim())
    .filter(Boolean);
}

function readRemarks(entry: TOfacEntry, remarks: string): void {
  for (const part of remarkParts(remarks)) {
    const alias = /^([afn])\.k\.a\.,?\s+'(.*)'$/i.exec(part);
    if (alias) {
      const kind = alias[1]!.toLowerCase() === 'a' ? 'AKA' : alias[1]!.toLowerCase() === 'f' ? 'FKA' : 'NKA';
      entry.aliases.push({ name: alias[2]!.trim(), kind });
      continue;
    }
    const [, label = '', value = ''] = /^(DOB|POB|nationality|citizen)\s+(.*)$/i.exec(part) ?? [];
    if (label.toUpperCase() === 'DOB') entry.datesOfBirth.push(value);
    else if (label.toUpperCase() === 'POB') entry.placesOfBirth.push(value);
    else if (label) entry.nationalities.push(value);
    const document =
      /^(Passport|National ID No\.|Identification Number|Cedula No\.|Tax ID No\.)\s+(\S+)(?:\s+\(([^)]+)\))?/i.exec(
        part,
      );
    if (document)
      entry.documents.push({ type: document[1]!, number: document[2]!, country: document[3] ?? null });
  }
}

/** Every entry of an sdn.csv file, or a ListFormatError naming the first bad line. */
export function parseOfacSdn(text: string): TOfacEntry[] {
  // The file ends in Ctrl-Z (0x1A), a DOS end-of-file mark.
  const end = text.trimEnd();
  const body = end.endsWith(String.fromCharCode(0x1a)) ? end.slice(0, -1) : text;
  const records = body.split(/\r?\n/);
  const entries: TOfacEntry[] = [];
  records.forEach((record, index) => {
    const line = index + 1;
    if (record.trim() === '') return;
    const f = fieldsOf(record, line);
    if (f.length !== FIELDS) throw new ListFormatError(`Expected ${FIELDS} fields, found ${f.length}`, line);
    const [entNum = '', name = '', type = '', program = '', title = '', , , , , , , remarks = ''] = f;
    if (!/^\d+$/.test(entNum)) throw new ListFormatError('The entity number is not a number', line);
    const party = PARTY[type.toLowerCase()];
    if (!party) throw new ListFormatError(`Unknown type "${type}"`, line);
    if (!name.trim()) throw new ListFormatError('An entry has no name', line);
    const entry: TOfacEntry = {
      entNum,
      name: name.trim(),
      party,
      programs: program
        .split(/\]\s*\[/)
        .map((p) => p.replace(/[[\]]/g, '').trim())
        .filter(Boolean),
      title: title || null,
      aliases: [],
      datesOfBirth: [],
      placesOfBirth: [],
      nationalities: [],
      documents: [],
      remarks: remarks || null,
    };
    if (remarks) readRemarks(entry, remarks);
    entries.push(entry);
  });
  if (entries.length === 0) throw new ListFormatError('The file holds no entry', 1);
  return entries;
}
