import {
  changeFormOf,
  entityDeadlines,
  hongKongDate,
  pendingFilingsOfChanges,
  ZCaseInformation,
  type TAmendmentType,
  type TDeadline,
  type TDeadlineInput,
  type TPendingChangeFiling,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import type { TEntityRow } from '../entities/entities.repository.js';
import { parseChanges } from '../amendments/amendments.repository.js';

/**
 * A company's statutory deadlines from its records (the domain's deadline engine), and the soonest
 * one kept on its row so that lists sort and filter by it in SQL. Every change of a company's records
 * calls refreshEntityDeadline in the same transaction; the daily sweep refreshes the rest.
 */

type TEntityDates = Pick<TEntityRow, 'incorporation_date' | 'next_return_date' | 'information' | 'status'> & {
  /** Notices of changes not yet delivered (pendingFilingsOf). */
  pendingFilings?: readonly TPendingChangeFiling[];
};

/**
 * The notices each company still owes the Registry: changes met during a renewal (with their
 * effective dates) that no completed amendment has carried into the records and filed yet.
 */
export async function pendingFilingsOf(
  db: TDb,
  entityIds: readonly string[],
): Promise<Map<string, TPendingChangeFiling[]>> {
  const byEntity = new Map<string, TPendingChangeFiling[]>();
  if (entityIds.length === 0) return byEntity;
  const rows = await db
    .selectFrom('renewal_changes as r')
    .innerJoin('cases as ar', 'ar.id', 'r.case_id')
    .leftJoin('cases as a', 'a.id', 'r.amendment_case_id')
    .select(['r.id', 'r.entity_id', 'r.amendment_type', 'r.effective_date', 'r.description'])
    .where('r.entity_id', 'in', [...new Set(entityIds)])
    .where('ar.status', '!=', 'CANCELLED')
    .where((eb) => eb.or([eb('a.id', 'is', null), eb('a.status', '=', 'OPEN')]))
    .orderBy('r.effective_date')
    .execute();
  for (const r of rows) {
    const form = changeFormOf(r.amendment_type as TAmendmentType);
    if (!form) continue;
    const list = byEntity.get(r.entity_id) ?? [];
    list.push({ form, effectiveDate: r.effective_date, reference: r.id, label: r.description });
    byEntity.set(r.entity_id, list);
  }
  // Changes drafted in an open amendment owe their notices from their effective dates already.
  const drafts = await db
    .selectFrom('case_amendments as d')
    .innerJoin('cases as c', 'c.id', 'd.case_id')
    .innerJoin('entities as e', 'e.id', 'c.entity_id')
    .select(['c.id as case_id', 'c.entity_id', 'd.changes', 'e.information'])
    .where('c.entity_id', 'in', [...new Set(entityIds)])
    .where('c.status', '=', 'OPEN')
    .execute();
  for (const d of drafts) {
    if (!d.entity_id) continue;
    const records = ZCaseInformation.safeParse(d.information);
    if (!records.success) continue;
    const filings = pendingFilingsOfChanges(parseChanges(d.changes), records.data, d.case_id);
    if (filings.length > 0) byEntity.set(d.entity_id, [...(byEntity.get(d.entity_id) ?? []), ...filings]);
  }
  return byEntity;
}

/** The deadline engine's input from a company's row and records. */
export function deadlineInputOf(entity: TEntityDates): TDeadlineInput {
  const parsed = ZCaseInformation.safeParse(entity.information ?? {});
  const info = parsed.success ? parsed.data : undefined;
  return {
    incorporationDate: entity.incorporation_date,
    nextReturnDate: entity.next_return_date,
    brExpiryDate: info?.brExpiryDate ?? null,
    brCertificateYears: info?.brCertificateYears ?? null,
    accountingReferenceDate: info?.accountingReferenceDate ?? null,
    pendingFilings: entity.pendingFilings ?? [],
  };
}

/** The company's deadlines on `today` (Hong Kong's date by default); none for an archived company. */
export function deadlinesOf(entity: TEntityDates, today = hongKongDate(new Date())): TDeadline[] {
  if (entity.status !== 'ACTIVE') return [];
  return entityDeadlines(deadlineInputOf(entity), today);
}

/** Works out the company's soonest deadline again and keeps it on its row. */
export async function refreshEntityDeadline(db: TDb, entityId: string, today?: string): Promise<void> {
  const entity = await db
    .selectFrom('entities')
    .select(['id', 'incorporation_date', 'next_return_date', 'information', 'status'])
    .where('id', '=', entityId)
    .executeTakeFirst();
  if (!entity) return;
  const pendingFilings = (await pendingFilingsOf(db, [entity.id])).get(entity.id) ?? [];
  const [next] = deadlinesOf({ ...entity, pendingFilings }, today);
  await db
    .updateTable('entities')
    .set({ next_due_date: next?.dueDate ?? null, next_due_kind: next?.kind ?? null })
    .where('id', '=', entityId)
    .execute();
}
