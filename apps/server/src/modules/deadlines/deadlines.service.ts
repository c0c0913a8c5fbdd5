import {
  entityDeadlines,
  hongKongDate,
  ZCaseInformation,
  type TDeadline,
  type TDeadlineInput,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import type { TEntityRow } from '../entities/entities.repository.js';

/**
 * A company's statutory deadlines from its records (the domain's deadline engine), and the soonest
 * one kept on its row so that lists sort and filter by it in SQL. Every change of a company's records
 * calls refreshEntityDeadline in the same transaction; the daily sweep refreshes the rest.
 */

type TEntityDates = Pick<TEntityRow, 'incorporation_date' | 'next_return_date' | 'information' | 'status'>;

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
    // Changes recorded by an amendment whose form is still to deliver join here with the amendments.
    pendingFilings: [],
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
  const [next] = deadlinesOf(entity, today);
  await db
    .updateTable('entities')
    .set({ next_due_date: next?.dueDate ?? null, next_due_kind: next?.kind ?? null })
    .where('id', '=', entityId)
    .execute();
}
