import { createHash } from 'node:crypto';
import {
  ListFormatError,
  OFAC_ADD_FIELDS,
  OFAC_ALT_FIELDS,
  OFAC_ALT_TYPES,
  OFAC_COMMENTS_FIELDS,
  OFAC_PARTY,
  OFAC_SDN_FIELDS,
  ofacFields,
  readOfacList,
  withoutEndOfFile,
  type TOfacFiles,
  type TParsedList,
} from '@portal/domain';
import type { TListVersionFile } from '../../db/schema-screening.js';
import { decodeListText } from './list-text.js';
import { parseUnList } from './un-list.js';

/**
 * The files of an import told apart by their content, not their names (issue 20 point 1, research
 * §1 "Telling files apart"): the UN list is XML rooted in CONSOLIDATED_LIST; OFAC's sdn.csv has 12
 * fields (an entity number, then SDN_Type individual/vessel/aircraft/-0-), alt.csv 5 (aka/fka/nka),
 * add.csv 6 and sdn_comments.csv 2. Any file that is none of these, or two files of one kind, fails
 * the whole import.
 */

export interface TListFile {
  name: string;
  bytes: Buffer;
}

export type TFileKind = 'UN' | 'SDN' | 'ALT' | 'ADD' | 'COMMENTS';

/** A list read from its files, with what the import records about them. */
export interface TReadList extends TParsedList {
  /** Of the files' contents in kind order, names aside: the same files give the same checksum. */
  sha256: string;
  files: TListVersionFile[];
}

const OFAC_KINDS = ['SDN', 'ALT', 'ADD', 'COMMENTS'] as const;
const OFAC_KEY = { SDN: 'sdn', ALT: 'alt', ADD: 'add', COMMENTS: 'comments' } as const;
const XML_ROOT = /^(?:<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>|\s)*<([A-Za-z_][\w.:-]*)/;

/** Which kind of list file the text is, from its first element or record. */
export function kindOf(text: string): TFileKind {
  const start = text.trimStart();
  if (start.startsWith('<')) {
    const root = XML_ROOT.exec(start)?.[1];
    if (root === 'CONSOLIDATED_LIST') return 'UN';
    throw new ListFormatError(
      root ? `An XML file whose root is ${root}, not the UN list's CONSOLIDATED_LIST` : 'Not well-formed XML',
    );
  }
  const lines = withoutEndOfFile(text).split(/\r?\n/);
  const index = lines.findIndex((l) => l.trim() !== '');
  if (index < 0) throw new ListFormatError('The file is empty');
  const fields = ofacFields(lines[index]!, index + 1);
  const [first = '', , third = ''] = fields;
  const numbered = /^\d+$/.test(first);
  if (numbered && fields.length === OFAC_SDN_FIELDS && third.trim().toLowerCase() in OFAC_PARTY) return 'SDN';
  if (numbered && fields.length === OFAC_ALT_FIELDS && third.trim().toLowerCase() in OFAC_ALT_TYPES)
    return 'ALT';
  if (numbered && fields.length === OFAC_ADD_FIELDS) return 'ADD';
  if (numbered && fields.length === OFAC_COMMENTS_FIELDS) return 'COMMENTS';
  throw new ListFormatError(
    'Not a list file this portal reads (the UN Consolidated List XML, or OFAC sdn.csv, alt.csv, add.csv, sdn_comments.csv)',
  );
}

const sha256Of = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

/** Checksum and names of one list's files, in kind order. */
function describe(files: { file: TListFile; kind: TFileKind }[]): Pick<TReadList, 'sha256' | 'files'> {
  const described = files.map(({ file, kind }) => ({
    name: file.name,
    kind,
    sha256: sha256Of(file.bytes),
    bytes: file.bytes.length,
  }));
  return { sha256: sha256Of(described.map((f) => `${f.kind}:${f.sha256}\n`).join('')), files: described };
}

/** Runs a reader, naming the file in its error. */
function inFile<T>(name: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ListFormatError) throw error.file ? error : error.inFile(name);
    throw error;
  }
}

/**
 * Reads an import's files: the UN list, the OFAC list, or both. All or nothing: the first problem
 * fails the whole import with a ListFormatError naming the file (and line).
 */
export function readListFiles(files: TListFile[]): TReadList[] {
  if (files.length === 0) throw new ListFormatError('No file was given');
  const sorted = files.map((file) => {
    const text = inFile(file.name, () => decodeListText(file.bytes));
    return { file, text, kind: inFile(file.name, () => kindOf(text)) };
  });
  for (const kind of ['UN', ...OFAC_KINDS] as const) {
    const same = sorted.filter((f) => f.kind === kind);
    if (same.length > 1)
      throw new ListFormatError(`${same.map((f) => f.file.name).join(' and ')} are both ${kind} files`);
  }
  const lists: TReadList[] = [];
  const un = sorted.find((f) => f.kind === 'UN');
  if (un) lists.push({ ...inFile(un.file.name, () => parseUnList(un.text)), ...describe([un]) });
  const ofac = OFAC_KINDS.flatMap((kind) => sorted.filter((f) => f.kind === kind));
  if (ofac.length) {
    const sdn = ofac.find((f) => f.kind === 'SDN');
    if (!sdn)
      throw new ListFormatError(
        `${ofac.map((f) => f.file.name).join(', ')} ${ofac.length > 1 ? 'need' : 'needs'} the sdn.csv of the same publication`,
      );
    const texts: TOfacFiles = { sdn: sdn.text };
    const names: Partial<Record<keyof TOfacFiles, string>> = {};
    for (const f of ofac) {
      const key = OFAC_KEY[f.kind as (typeof OFAC_KINDS)[number]];
      texts[key] = f.text;
      names[key] = f.file.name;
    }
    lists.push({ ...readOfacList(texts, names), ...describe(ofac) });
  }
  return lists;
}
