import { ofacEntityNumber, ofacRecords } from './ofac-csv.js';
import { ListFormatError } from './list-format-error.js';
import { readOfacRemarks, type TOfacRemarks } from './ofac-remarks.js';

/**
 * OFAC's SDN list in its published CSV form (sdn.csv): twelve fields, no header, '-0- ' for empty,
 * every field double-quoted or '-0-', records ending in CR LF and the file in Ctrl-Z (research §1.2).
 * An individual is written 'LAST, First middle'; the Remarks carry weak aliases ("a.k.a. '…'; f.k.a.
 * '…'"), dates and places of birth, nationalities and identity documents. Parsing is all-or-nothing:
 * a record with the wrong number of fields, an unclosed quote or a non-numeric entity number fails the
 * whole file with its line, so a truncated download never replaces a good list.
 */

export type TOfacParty = 'I' | 'C' | 'VESSEL' | 'AIRCRAFT';

export interface TOfacEntry extends TOfacRemarks {
  /** OFAC's entity number (ent_num): the entry's id in matches. */
  entNum: string;
  name: string;
  party: TOfacParty;
  /** Programmes, e.g. ['SDGT'] or ['HK-EO13936']. */
  programs: string[];
  title: string | null;
  remarks: string | null;
  /** The line of the record in sdn.csv. */
  line: number;
}

export const OFAC_SDN_FIELDS = 12;

/** SDN_Type as written ('-0-', empty, is an entity). */
export const OFAC_PARTY: Readonly<Record<string, TOfacParty>> = {
  individual: 'I',
  '': 'C',
  vessel: 'VESSEL',
  aircraft: 'AIRCRAFT',
};

/** Every entry of an sdn.csv file, or a ListFormatError naming the first bad line. */
export function parseOfacSdn(text: string): TOfacEntry[] {
  const seen = new Set<string>();
  return ofacRecords(text, OFAC_SDN_FIELDS).map((record) => {
    const { line, fields } = record;
    const entNum = ofacEntityNumber(record);
    const [, name = '', type = '', program = '', title = '', , , , , , , remarks = ''] = fields;
    const party = OFAC_PARTY[type.trim().toLowerCase()];
    if (!party) throw new ListFormatError(`Unknown type "${type}"`, line);
    if (!name.trim()) throw new ListFormatError('An entry has no name', line);
    if (seen.has(entNum)) throw new ListFormatError(`The entity number ${entNum} is listed twice`, line);
    seen.add(entNum);
    return {
      entNum,
      name: name.replace(/\s+/g, ' ').trim(),
      party,
      programs: program
        .split(/\]\s*\[/)
        .map((p) => p.replace(/[[\]]/g, '').trim())
        .filter(Boolean),
      title: title.trim() || null,
      remarks: remarks.trim() || null,
      line,
      ...readOfacRemarks(remarks),
    };
  });
}
