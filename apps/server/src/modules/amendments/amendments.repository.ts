import {
  ZAmendmentChange,
  ZCaseInformation,
  type TAmendmentChange,
  type TRecordedChange,
  type TRecordsBase,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { sealDocument } from '../keys/sealed-documents.js';

/**
 * The SQL of amendments: a case's drafted changes, and a company's first records with the changes of
 * its history, from which its records at any date are replayed (domain amendments/record-history.ts).
 */

/** The entity columns the records history needs. */
export interface TRecordsRow {
  id: string;
  information: Record<string, unknown>;
  first_records: Record<string, unknown> | null;
  first_records_date: string | null;
  incorporation_date: string | null;
  created_at: Date;
}

/** Stored JSON as changes; an entry that no longer parses is left out rather than failing the page. */
export function parseChanges(value: unknown): TAmendmentChange[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = ZAmendmentChange.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The case's drafted changes and when they were last saved. */
export async function draftOf(db: TDb, caseId: string) {
  const row = await db
    .selectFrom('case_amendments')
    .select(['changes', 'updated_at'])
    .where('case_id', '=', caseId)
    .executeTakeFirst();
  return { changes: parseChanges(row?.changes), updatedAt: row?.updated_at ?? null };
}

/** Saves the draft (one row per case). */
export async function saveDraft(
  db: TDb,
  row: { caseId: string; firmId: string; userId: string },
  changes: readonly TAmendmentChange[],
): Promise<void> {
  const values = {
    changes: await sealDocument(db, row.firmId, changes),
    updated_by: row.userId,
    updated_at: new Date(),
  };
  await db
    .insertInto('case_amendments')
    .values({ case_id: row.caseId, firm_id: row.firmId, ...values })
    .onConflict((oc) => oc.column('case_id').doUpdateSet(values))
    .execute();
}

/** The company's first records and the date they hold from (its current records for one never amended). */
export function baseOf(entity: TRecordsRow): TRecordsBase {
  const parsed = ZCaseInformation.safeParse(entity.first_records ?? entity.information);
  return {
    info: parsed.success ? parsed.data : ZCaseInformation.parse({}),
    date:
      entity.first_records_date ?? entity.incorporation_date ?? entity.created_at.toISOString().slice(0, 10),
  };
}

/** The changes applied to the company so far, in the order they were applied. */
export async function recordedChangesOf(db: TDb, entityId: string): Promise<TRecordedChange[]> {
  const rows = await db
    .selectFrom('entity_history')
    .select(['id', 'change', 'effective_date'])
    .where('entity_id', '=', entityId)
    .where('change', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.flatMap((r) => {
    const [change] = parseChanges([r.change]);
    const date = change?.effectiveDate ?? r.effective_date;
    return change && date ? [{ change: { ...change, effectiveDate: date }, order: Number(r.id) }] : [];
  });
}

/** The entity's row for its records history, locked when it is about to change. */
export async function recordsRowOf(db: TDb, entityId: string, forUpdate = false) {
  let query = db
    .selectFrom('entities')
    .select([
      'id',
      'firm_id',
      'information',
      'first_records',
      'first_records_date',
      'incorporation_date',
      'created_at',
      'status',
    ])
    .where('id', '=', entityId);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Changes noted during annual renewals that this amendment carries into the records. */
export async function renewalNotesOf(db: TDb, caseId: string) {
  return db
    .selectFrom('renewal_changes as r')
    .innerJoin('cases as ar', 'ar.id', 'r.case_id')
    .select(['r.amendment_type', 'r.description', 'r.effective_date', 'ar.case_ref'])
    .where('r.amendment_case_id', '=', caseId)
    .orderBy('r.effective_date')
    .orderBy('r.created_at')
    .execute();
}
