import fs from 'node:fs/promises';
import path from 'node:path';
import type { TListVersion } from '@portal/domain';
import type { TDb } from '../db/database.js';
import type { TListFile } from '../modules/screening-lists/list-files.js';
import { importListFiles } from '../modules/screening-lists/screening-lists.service.js';

/**
 * `screening-import FILE…` (issue 20 point 1): the UN Consolidated List XML and/or OFAC's sdn.csv
 * with its alt.csv, add.csv and sdn_comments.csv, told apart by content, imported as new list
 * versions; prints what each version holds.
 */

/** "1 entity", "6,884 entities". */
const count = (n: number, one: string, many: string): string =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

/** One line per list: what was imported, or that the files are the current version already. */
export function describeImport(versions: TListVersion[], imported: string[]): string[] {
  return versions.map((v) => {
    const others = v.entryCount - v.individualCount - v.entityCount;
    const what =
      `${count(v.entryCount, 'entry', 'entries')} (${count(v.individualCount, 'individual', 'individuals')}, ` +
      `${count(v.entityCount, 'entity', 'entities')}${others ? `, ${count(others, 'vessel or aircraft', 'vessels and aircraft')}` : ''}), ` +
      `${count(v.nameCount, 'name', 'names and aliases')}`;
    const published = v.publishedDate ? `, published ${v.publishedDate}` : '';
    return imported.includes(v.versionID)
      ? `${v.list} list imported${published}: ${what}, from ${v.files.join(', ')}. Version ${v.versionID} is now current.`
      : `${v.list} list: these files are the current version already (imported ${v.importedAt}); nothing changed.`;
  });
}

/** The files named on the command line, read before the database is opened. */
export async function readImportFiles(paths: string[]): Promise<TListFile[]> {
  if (paths.length === 0)
    throw new Error(
      'screening-import needs the list files: the UN Consolidated List XML and/or OFAC sdn.csv (with alt.csv, add.csv, sdn_comments.csv).',
    );
  return Promise.all(
    paths.map(async (file) => {
      try {
        return { name: path.basename(file), bytes: await fs.readFile(file) };
      } catch (error) {
        throw new Error(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`, {
          cause: error,
        });
      }
    }),
  );
}

/** Imports the files; the lines to print. */
export async function screeningImport(db: TDb, files: TListFile[]): Promise<string[]> {
  const started = performance.now();
  const { versions, imported } = await importListFiles(db, files, { importedBy: null });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return [...describeImport(versions, imported), `(${seconds} s)`];
}
