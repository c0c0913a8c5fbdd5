import { recordsAsAt, type TCaseInformation } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { baseOf, recordedChangesOf, recordsRowOf } from './amendments.repository.js';
import { sealDocument } from '../keys/sealed-documents.js';

/**
 * A company's records as they stood on a date, for what reports them as at that date: the annual
 * return is made up to its return date (Cap. 622 s.662), so a renewal reads the records of that day,
 * and a change recorded later but effective before it reaches the renewal still open (issue 19 point 8).
 */

/** The records at the end of `date`; null when the company is not found. */
export async function recordsOnDate(
  db: TDb,
  entityId: string,
  date: string,
): Promise<TCaseInformation | null> {
  const entity = await recordsRowOf(db, entityId);
  if (!entity) return null;
  return recordsAsAt(baseOf(entity), await recordedChangesOf(db, entityId), date);
}

/**
 * Open renewals of the company read its records again as at their return dates (after an amendment
 * applied changes, possibly backdated). Their documents follow the records on their next view.
 */
export async function refreshOpenRenewals(trx: TDb, entityId: string): Promise<void> {
  const renewals = await trx
    .selectFrom('cases')
    .select(['id', 'firm_id', 'return_date'])
    .where('entity_id', '=', entityId)
    .where('case_type', '=', 'AR')
    .where('status', '=', 'OPEN')
    .where('return_date', 'is not', null)
    .execute();
  for (const renewal of renewals) {
    if (!renewal.return_date) continue;
    const records = await recordsOnDate(trx, entityId, renewal.return_date);
    if (!records) continue;
    await trx
      .updateTable('cases')
      .set({ information: await sealDocument(trx, renewal.firm_id, records), updated_at: new Date() })
      .where('id', '=', renewal.id)
      .execute();
  }
}
