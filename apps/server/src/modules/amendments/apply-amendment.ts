import {
  amendmentIssues,
  applyChange,
  hongKongDate,
  recordsAfter,
  recordsAsAt,
  recordsDiff,
  type TAmendmentChange,
  type TCaseInformation,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import { baseOf, draftOf, recordedChangesOf, recordsRowOf } from './amendments.repository.js';
import { refreshOpenRenewals } from './records-on-date.js';
import { sealDocument } from '../keys/sealed-documents.js';

/**
 * Completing an amendment applies every drafted change to the company's records in the move's
 * transaction (issue 19 point 4): judged once more against the history as it stands now (another
 * amendment may have completed since the draft was checked), then one history entry per change with
 * who, when, the case, and what it did field by field. The entity's current records, names and share
 * capital follow; its first records are kept the first time (the registers replay from them).
 */
export async function applyDraftedChanges(
  trx: TDb,
  row: { id: string; case_ref: string; entity_id: string },
  actorUserId: string | null,
): Promise<{ applied: number }> {
  const entity = await recordsRowOf(trx, row.entity_id, true);
  if (!entity) throw new AppError('NOT_FOUND');
  const base = baseOf(entity);
  const recorded = await recordedChangesOf(trx, entity.id);
  const { changes } = await draftOf(trx, row.id);
  if (changes.length === 0) return { applied: 0 };
  const today = hongKongDate(new Date());
  const issues = amendmentIssues(base, recorded, changes, today);
  if (issues.length > 0)
    throw new AppError(
      '15001',
      {},
      { details: issues.map((i) => ({ field: i.path, reason: i.key, message: '' })) },
    );

  for (const change of ordered(changes)) {
    const date = change.effectiveDate ?? today;
    const before = recordsAsAt(base, await recordedChangesOf(trx, entity.id), date);
    const after = applyChange(before, change, { incorporationDate: base.date, today, path: 'change' }).info;
    await trx
      .insertInto('entity_history')
      .values({
        entity_id: entity.id,
        case_id: row.id,
        kind: 'AMENDMENT',
        effective_date: date,
        change: await sealDocument(trx, entity.firm_id, change),
        details: await sealDocument(trx, entity.firm_id, {
          caseRef: row.case_ref,
          amendmentTypes: [change.type],
          details: change.note ?? ('description' in change ? change.description : null) ?? null,
          diff: recordsDiff(before, after),
        }),
        created_by: actorUserId,
      })
      .execute();
  }
  const current: TCaseInformation = recordsAfter(base, recorded, changes, today);
  await trx
    .updateTable('entities')
    .set({
      information: await sealDocument(trx, entity.firm_id, current),
      company_eng_name: current.companyEngName ?? null,
      company_chi_name: current.companyChiName ?? null,
      // The first records are kept as they were before the first change (the registers start there).
      ...(entity.first_records
        ? {}
        : {
            first_records: await sealDocument(trx, entity.firm_id, entity.information),
            first_records_date: base.date,
          }),
      updated_at: new Date(),
    })
    .where('id', '=', entity.id)
    .execute();
  await refreshOpenRenewals(trx, entity.id);
  return { applied: changes.length };
}

/** The drafted changes in the order of their dates (the history then reads in time). */
function ordered(changes: readonly TAmendmentChange[]): TAmendmentChange[] {
  return [...changes].sort((a, b) =>
    (a.effectiveDate ?? '') < (b.effectiveDate ?? '')
      ? -1
      : (a.effectiveDate ?? '') > (b.effectiveDate ?? '')
        ? 1
        : 0,
  );
}
