import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  normaliseName,
  type TListEntry,
  type TListVersion,
  type TParsedList,
  type TScreeningSource,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import type { TListVersionFile } from '../../db/schema-screening.js';
import { displayNameOf } from '../accounts/account-scope.js';

/**
 * The sanctions lists' rows: versions, their entries (the whole TListEntry as jsonb) and every name
 * normalised for the trigram index. Writes run inside the caller's transaction (an import is one).
 */

/** Rows per INSERT: a few megabytes of JSON at most per statement, few round trips. */
const ENTRY_BATCH = 2000;
const NAME_BATCH = 5000;

/** What an import stores as a new version. */
export interface TNewListVersion {
  list: TParsedList;
  sha256: string;
  files: TListVersionFile[];
  importedBy: string | null;
}

/** The versions, newest first (all, or those of the given ids), as the API shows them. */
async function readVersions(db: TDb, ids?: string[]): Promise<TListVersion[]> {
  let query = db
    .selectFrom('screening_list_versions as v')
    .leftJoin('users as u', 'u.id', 'v.imported_by')
    .selectAll('v')
    .select(['u.eng_first_name', 'u.eng_last_name', 'u.chi_name', 'u.username'])
    .orderBy('v.imported_at', 'desc')
    .orderBy('v.list');
  if (ids) query = query.where('v.id', 'in', ids.length ? ids : ['00000000-0000-0000-0000-000000000000']);
  const rows = await query.execute();
  return rows.map((row) => ({
    versionID: row.id,
    list: row.list,
    publishedDate: row.published_date,
    importedAt: row.imported_at.toISOString(),
    importedBy:
      row.username === null
        ? null
        : displayNameOf({
            eng_first_name: row.eng_first_name ?? '',
            eng_last_name: row.eng_last_name ?? '',
            chi_name: row.chi_name,
            username: row.username,
          }),
    sha256: row.sha256,
    entryCount: row.entry_count,
    nameCount: row.name_count,
    individualCount: row.individual_count,
    entityCount: row.entity_count,
    current: row.current,
    files: row.files.map((f) => f.name),
  }));
}

/** Every list version, newest first. */
export function listVersions(db: TDb): Promise<TListVersion[]> {
  return readVersions(db);
}

/** These versions, newest first. */
export function versionsById(db: TDb, ids: string[]): Promise<TListVersion[]> {
  return readVersions(db, ids);
}

/** True when some list has been imported. */
export async function hasListVersions(db: TDb): Promise<boolean> {
  return (
    (await db.selectFrom('screening_list_versions').select('id').limit(1).executeTakeFirst()) !== undefined
  );
}

/** The current version of a list, if any: its id and checksum. */
export async function currentVersionOf(
  db: TDb,
  list: TScreeningSource,
): Promise<{ id: string; sha256: string } | undefined> {
  return db
    .selectFrom('screening_list_versions')
    .select(['id', 'sha256'])
    .where('list', '=', list)
    .where('current', '=', true)
    .executeTakeFirst();
}

/**
 * The current version of each list and all their entries, in the lists' own order: what the search
 * index is built from. Reads the entries' jsonb only, no joins per entry.
 */
export async function loadCurrentLists(
  db: TDb,
): Promise<{ versions: TListVersion[]; entries: TListEntry[] }> {
  const current = await db
    .selectFrom('screening_list_versions')
    .select('id')
    .where('current', '=', true)
    .execute();
  const ids = current.map((v) => v.id);
  if (ids.length === 0) return { versions: [], entries: [] };
  const rows = await db
    .selectFrom('screening_entries')
    .select('entry')
    .where('version_id', 'in', ids)
    .orderBy('list')
    .orderBy('position')
    .execute();
  return { versions: await versionsById(db, ids), entries: rows.map((r) => r.entry) };
}

/** Inserts a new (not yet current) version with its entries and names; returns its id. */
export async function insertListVersion(db: TDb, version: TNewListVersion): Promise<string> {
  const { entries } = version.list;
  const id = randomUUID();
  await db
    .insertInto('screening_list_versions')
    .values({
      id,
      list: version.list.list,
      published_date: version.list.publishedDate,
      imported_by: version.importedBy,
      sha256: version.sha256,
      files: JSON.stringify(version.files),
      entry_count: entries.length,
      name_count: entries.reduce((n, e) => n + e.names.length, 0),
      individual_count: entries.filter((e) => e.type === 'I').length,
      entity_count: entries.filter((e) => e.type === 'C').length,
    })
    .execute();
  const entryIds = entries.map(() => randomUUID());
  // Each batch goes as one jsonb parameter unpacked by jsonb_to_recordset: one parameter to bind
  // instead of thousands, a third faster than VALUES lists on PGlite.
  for (let start = 0; start < entries.length; start += ENTRY_BATCH) {
    const rows = entries.slice(start, start + ENTRY_BATCH).map((entry, i) => ({
      id: entryIds[start + i],
      position: start + i,
      list_entry_id: entry.listEntryId,
      reference: entry.reference,
      type: entry.type,
      primary_name: entry.primaryName,
      entry,
    }));
    await sql`
      INSERT INTO screening_entries (id, version_id, position, list, list_entry_id, reference, type, primary_name, entry)
      SELECT r.id, ${id}::uuid, r.position, ${version.list.list}, r.list_entry_id, r.reference, r.type, r.primary_name, r.entry
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS r(id uuid, position integer, list_entry_id text, reference text, type text, primary_name text, entry jsonb)
    `.execute(db);
  }
  const names = entries.flatMap((entry, i) =>
    entry.names.map((name) => ({
      entry_id: entryIds[i],
      name: name.name,
      quality: name.quality,
      script: name.script,
      normalised: normaliseName(name.name),
    })),
  );
  for (let start = 0; start < names.length; start += NAME_BATCH)
    await sql`
      INSERT INTO screening_names (entry_id, version_id, name, quality, script, normalised)
      SELECT r.entry_id, ${id}::uuid, r.name, r.quality, r.script, r.normalised
      FROM jsonb_to_recordset(${JSON.stringify(names.slice(start, start + NAME_BATCH))}::jsonb)
        AS r(entry_id uuid, name text, quality text, script text, normalised text)
    `.execute(db);
  return id;
}

/** Makes the version its list's current one (the previous current one stays, for the records). */
export async function makeCurrent(db: TDb, list: TScreeningSource, versionId: string): Promise<void> {
  await db
    .updateTable('screening_list_versions')
    .set({ current: false })
    .where('list', '=', list)
    .where('current', '=', true)
    .execute();
  await db
    .updateTable('screening_list_versions')
    .set({ current: true })
    .where('id', '=', versionId)
    .execute();
}

/** Serialises imports: two at once would both try to become current. */
export async function lockImports(db: TDb): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(7303202620)`.execute(db);
}
