import { ListFormatError, type TListVersion } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import { writeAudit } from '../audit/audit.repository.js';
import { enqueueJob } from '../jobs/job-queue.js';
import { readListFiles, type TListFile } from './list-files.js';
import {
  currentVersionOf,
  insertListVersion,
  lockImports,
  makeCurrent,
  versionsById,
} from './screening-lists.repository.js';

/**
 * Imports of the UN and OFAC lists (issue 20 point 1), from the command line and from SMOOOTH's
 * upload alike: the files read whole first, then one transaction stores each list as a new version
 * and makes it current. Anything wrong and nothing is stored: the version in force stays in force.
 * Importing the very files of a list's current version again changes nothing and answers that
 * version (a repeated command or a double click is harmless).
 */

export interface TImportOptions {
  /** The SMOOOTH user uploading; null from the command line. */
  importedBy: string | null;
  /** Where the upload came from, for the audit log. */
  meta?: { ip?: string | null; requestId?: string | null };
  /**
   * Called after the commit with the versions newly made current (not for a repeat of the current
   * files): the app rebuilds its search index and queues re-screening here. Should it throw, the
   * import stays stored and the error reaches the caller.
   */
  onImported?: (versions: TListVersion[]) => Promise<void> | void;
}

export interface TImportResult {
  /** The current version of each list the files held, new or (for a repeat) the one already in force. */
  versions: TListVersion[];
  /** The ids of the versions this import created. */
  imported: string[];
}

/** The job that screens every active company's people again on the lists current now. */
export const RESCREEN_JOB = 'screening.rescreen';

/** Reads, stores and makes current the lists in the files, or fails whole with SCREENING_LIST_INVALID. */
export async function importListFiles(
  db: TDb,
  files: TListFile[],
  options: TImportOptions,
): Promise<TImportResult> {
  let lists;
  try {
    lists = readListFiles(files);
  } catch (error) {
    if (error instanceof ListFormatError)
      throw new AppError('SCREENING_LIST_INVALID', { reason: error.message });
    throw error;
  }
  const { ids, imported } = await db.transaction().execute(async (trx) => {
    await lockImports(trx);
    const ids: string[] = [];
    const imported: string[] = [];
    for (const list of lists) {
      const current = await currentVersionOf(trx, list.list);
      if (current?.sha256 === list.sha256) {
        ids.push(current.id);
        continue;
      }
      const id = await insertListVersion(trx, {
        list,
        sha256: list.sha256,
        files: list.files,
        importedBy: options.importedBy,
      });
      await makeCurrent(trx, list.list, id);
      await writeAudit(trx, {
        action: 'screening.list_imported',
        actorUserId: options.importedBy,
        targetType: 'screening_list_version',
        targetId: id,
        ip: options.meta?.ip ?? null,
        requestId: options.meta?.requestId ?? null,
        details: {
          list: list.list,
          publishedDate: list.publishedDate,
          files: list.files.map((f) => f.name),
          sha256: list.sha256,
          entryCount: list.entries.length,
        },
      });
      ids.push(id);
      imported.push(id);
    }
    // Ongoing monitoring (issue 20 point 7): booked with the import, so a new version is never left
    // unscreened by a crash between the two.
    if (imported.length) await enqueueJob(trx, RESCREEN_JOB, { after: null });
    return { ids, imported };
  });
  const versions = await versionsById(db, ids);
  if (imported.length && options.onImported)
    await options.onImported(versions.filter((v) => imported.includes(v.versionID)));
  return { versions, imported };
}
