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
  sdnFile: string,
): void {
  const stray = rows.find((row) => !known.has(row.entNum));
  if (stray)
    throw new ListFormatError(
      `Entity number ${stray.entNum} is not in ${sdnFile} (the files are not of the same publication)`,
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

const USUAL_NAMES: Readonly<Record<keyof TOfacFiles, string>> = {
  sdn: 'sdn.csv',
  alt: 'alt.csv',
  add: 'add.csv',
  comments: 'sdn_comments.csv',
};

/**
 * The OFAC list of one publication's files, or a ListFormatError naming the file (by the name given,
 * else OFAC's usual one) and line.
 */
export function readOfacList(
  files: TOfacFiles,
  fileNames: Partial<Record<keyof TOfacFiles, string>> = {},
): TParsedList {
  const names = { ...USUAL_NAMES, ...fileNames };
  const sdn = inFile(names.sdn, () => parseOfacSdn(files.sdn));
  const known = new Set(sdn.map((e) => e.entNum));
  const alt = files.alt === undefined ? [] : inFile(names.alt, () => parseOfacAlt(files.alt!));
  const add = files.add === undefined ? [] : inFile(names.add, () => parseOfacAdd(files.add!));
  const comments =
    files.comments === undefined ? [] : inFile(names.comments, () => parseOfacComments(files.comments!));
  checkLinked(alt, known, names.alt, names.sdn);
  checkLinked(add, known, names.add, names.sdn);
  checkLinked(comments, known, names.comments, names.sdn);
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
