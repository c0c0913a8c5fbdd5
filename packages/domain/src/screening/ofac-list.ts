import type { TListedPartyType, TListEntry, TParsedList } from './list-entry.js';
import { ListFormatError } from './list-format-error.js';
import { addListedName } from './listed-name.js';
import { listCountryCodes } from './list-countries.js';
import { ofacDateOfBirth } from './listed-dates.js';
import { readOfacRemarks } from './ofac-remarks.js';
import { parseOfacSdn, type TOfacEntry, type TOfacParty } from './ofac-sdn.js';
import { parseOfacAdd, parseOfacAlt, parseOfacComments } from './ofac-companions.js';

/**
 * One publication of the OFAC SDN list as the importers keep it (TListEntry): sdn.csv, and the
 * alt.csv, add.csv and sdn_comments.csv of the same publication when given. alt.csv's aliases are
 * strong (GOOD); the a.k.a.s of the Remarks are weak (LOW) unless alt.csv has the same name.
 * A companion row naming an entity sdn.csv does not have means the files are of different
 * publications: the whole import fails.
 */

/** The texts of the files of one publication (decoded; Ctrl-Z may still end them). */
export interface TOfacFiles {
  sdn: string;
  alt?: string;
  add?: string;
  comments?: string;
}

const TYPE: Readonly<Record<TOfacParty, TListedPartyType>> = { I: 'I', C: 'C', VESSEL: 'V', AIRCRAFT: 'A' };

/** Fails on the first row whose entity number is not in sdn.csv. */
function checkLinked(
  rows: { entNum: string; line: number }[],
  known: ReadonlySet<string>,
  file: string,
): void {
  const stray = rows.find((row) => !known.has(row.entNum));
  if (stray)
    throw new ListFormatError(
      `Entity number ${stray.entNum} is not in sdn.csv (the files are not of the same publication)`,
      stray.line,
      file,
    );
}

/** Groups rows by entity number, in file order. */
function byEntity<T extends { entNum: string }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(row.entNum, [...(map.get(row.entNum) ?? []), row]);
  return map;
}

/** Reads one file, naming it in any error. */
function inFile<T>(file: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw error instanceof ListFormatError && !error.file ? error.inFile(file) : error;
  }
}

/** One SDN record with its strong aliases, addresses and the full Remarks. */
function toListEntry(
  entry: TOfacEntry,
  aliases: { name: string; kind: 'AKA' | 'FKA' | 'NKA' }[],
  addresses: string[],
  spill: string[],
): TListEntry {
  // A Remarks OFAC cut at 1,000 characters goes on in sdn_comments.csv: read it whole again.
  const remarks = [entry.remarks ?? '', ...spill].join('');
  const read = spill.length ? { ...entry, ...readOfacRemarks(remarks) } : entry;
  const names: TListEntry['names'] = [];
  addListedName(names, entry.name, 'PRIMARY');
  for (const alias of aliases) addListedName(names, alias.name, 'GOOD', alias.kind);
  for (const alias of read.aliases) addListedName(names, alias.name, 'LOW', alias.kind);
  const nationalities = [...new Set(read.nationalities)];
  return {
    list: 'OFAC',
    listEntryId: entry.entNum,
    reference: entry.programs.join(', '),
    type: TYPE[entry.party],
    primaryName: names[0]?.name ?? entry.name,
    names,
    datesOfBirth: read.datesOfBirth.map(ofacDateOfBirth),
    placesOfBirth: read.placesOfBirth,
    nationalities,
    nationalityCodes: listCountryCodes(nationalities),
    documents: read.documents,
    addresses,
    programs: entry.programs,
    listedOn: null,
    remarks,
  };
}

/** The OFAC list of one publication's files, or a ListFormatError naming the file and line. */
export function readOfacList(files: TOfacFiles): TParsedList {
  const sdn = inFile('sdn.csv', () => parseOfacSdn(files.sdn));
  const known = new Set(sdn.map((e) => e.entNum));
  const alt = files.alt === undefined ? [] : inFile('alt.csv', () => parseOfacAlt(files.alt!));
  const add = files.add === undefined ? [] : inFile('add.csv', () => parseOfacAdd(files.add!));
  const comments =
    files.comments === undefined ? [] : inFile('sdn_comments.csv', () => parseOfacComments(files.comments!));
  checkLinked(alt, known, 'alt.csv');
  checkLinked(add, known, 'add.csv');
  checkLinked(comments, known, 'sdn_comments.csv');
  const aliases = byEntity(alt);
  const addresses = byEntity(add);
  const spills = byEntity(comments);
  return {
    list: 'OFAC',
    // sdn.csv does not say when it was published.
    publishedDate: null,
    entries: sdn.map((entry) =>
      toListEntry(
        entry,
        aliases.get(entry.entNum) ?? [],
        (addresses.get(entry.entNum) ?? []).map((a) => a.text),
        (spills.get(entry.entNum) ?? []).map((c) => c.text),
      ),
    ),
  };
}
