import { ofacEntityNumber, ofacRecords } from './ofac-csv.js';
import { ListFormatError } from './list-format-error.js';
import type { TAliasKind } from './ofac-remarks.js';
import { collapseSpace } from './listed-name.js';

/**
 * The files OFAC publishes beside sdn.csv, linked to it by entity number (research §1.2, OFAC's data
 * specification): alt.csv (ent_num, alt_num, alt_type aka/fka/nka, alt_name, alt_remarks), add.csv
 * (ent_num, add_num, address, city/state/postal code, country, add_remarks) and sdn_comments.csv
 * (ent_num, the rest of Remarks cut at 1,000 characters). Same CSV form, same all-or-nothing rule.
 */

export const OFAC_ALT_FIELDS = 5;
export const OFAC_ADD_FIELDS = 6;
export const OFAC_COMMENTS_FIELDS = 2;
export const OFAC_ALT_TYPES: Readonly<Record<string, TAliasKind>> = { aka: 'AKA', fka: 'FKA', nka: 'NKA' };

export interface TOfacAlias {
  entNum: string;
  name: string;
  kind: TAliasKind;
  remarks: string | null;
  line: number;
}

export interface TOfacAddress {
  entNum: string;
  /** Address, city line and country joined with ', ', the remarks in brackets. */
  text: string;
  country: string | null;
  line: number;
}

export interface TOfacComment {
  entNum: string;
  text: string;
  line: number;
}

/** Every alias of an alt.csv file, or a ListFormatError naming the first bad line. */
export function parseOfacAlt(text: string): TOfacAlias[] {
  return ofacRecords(text, OFAC_ALT_FIELDS).map((record) => {
    const entNum = ofacEntityNumber(record);
    const [, , type = '', name = '', remarks = ''] = record.fields;
    const kind = OFAC_ALT_TYPES[type.trim().toLowerCase()];
    if (!kind) throw new ListFormatError(`Unknown alias type "${type}"`, record.line);
    if (!name.trim()) throw new ListFormatError('An alias has no name', record.line);
    return { entNum, name: collapseSpace(name), kind, remarks: remarks.trim() || null, line: record.line };
  });
}

/** Every address of an add.csv file (records with nothing but the numbers are skipped). */
export function parseOfacAdd(text: string): TOfacAddress[] {
  return ofacRecords(text, OFAC_ADD_FIELDS).flatMap((record) => {
    const entNum = ofacEntityNumber(record);
    const [, , address = '', city = '', country = '', remarks = ''] = record.fields.map(collapseSpace);
    const text = [address, city, country].filter(Boolean).join(', ') + (remarks ? ` (${remarks})` : '');
    return text ? [{ entNum, text: text.trim(), country: country || null, line: record.line }] : [];
  });
}

/** Every record of sdn_comments.csv: the continuation of a Remarks OFAC cut at 1,000 characters. */
export function parseOfacComments(text: string): TOfacComment[] {
  return ofacRecords(text, OFAC_COMMENTS_FIELDS).map((record) => ({
    entNum: ofacEntityNumber(record),
    text: record.fields[1] ?? '',
    line: record.line,
  }));
}
