import {
  informationPathExists,
  REVIEW_ACTION_KEYS,
  ZFieldRemark,
  type TCaseInformation,
  type TFieldRemark,
  type TReturnedReview,
} from '@portal/domain';
import { z } from 'zod';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import type { TCaseRow } from '../cases/cases.repository.js';

/**
 * The officer's review of a submission (issue 8): a return carries remarks at the fields they are
 * about, kept with the review task; the client reads the latest return while correcting the form.
 */

/** Steps where the client corrects what a review returned. */
const CORRECTING_STEPS = new Set(['MVP_FORM']);

/** Refuses remarks on paths that are not in the case information or already remarked, naming each one. */
export function checkFieldRemarks(info: TCaseInformation, remarks: readonly TFieldRemark[]): void {
  // One remark per place: a second one at the same path would hide the first from the client.
  const wrong = remarks
    .map((r, i) => ({ r, i }))
    .filter(
      ({ r, i }) => !informationPathExists(info, r.path) || remarks.findIndex((x) => x.path === r.path) < i,
    )
    .map(({ i }) => ({ field: `fieldRemarks.${i}.path`, reason: 'invalid', message: '' }));
  if (wrong.length > 0) {
    throw new AppError('VALIDATION_ERROR', {}, { field: wrong[0]?.field ?? 'fieldRemarks', details: wrong });
  }
}

/** Whether a task may take field remarks: a review returned to the client. */
export const takesFieldRemarks = (actionKey: string): boolean =>
  (REVIEW_ACTION_KEYS as readonly string[]).includes(actionKey);

const ZStored = z.object({ fieldRemarks: z.array(ZFieldRemark).default([]) });

/** The latest return of the case's submission while the client corrects it; null otherwise. */
export async function returnedReview(db: TDb, row: TCaseRow): Promise<TReturnedReview | null> {
  if (row.status !== 'OPEN' || !CORRECTING_STEPS.has(row.step)) return null;
  const last = await db
    .selectFrom('tasks')
    .leftJoin('users', 'users.id', 'tasks.completed_by')
    .select([
      'tasks.remarks',
      'tasks.result',
      'tasks.completed_at',
      'users.eng_first_name',
      'users.eng_last_name',
    ])
    .where('tasks.case_id', '=', row.id)
    .where('tasks.action_key', 'in', REVIEW_ACTION_KEYS)
    .where('tasks.outcome', '=', 'RETURN')
    .orderBy('tasks.completed_at', 'desc')
    .orderBy('tasks.seq', 'desc')
    .executeTakeFirst();
  if (!last?.completed_at) return null;
  const stored = ZStored.safeParse(last.result ?? {});
  return {
    remarks: last.remarks ?? '',
    fieldRemarks: stored.success ? stored.data.fieldRemarks : [],
    returnedDate: last.completed_at.toISOString(),
    returnedBy: `${last.eng_first_name ?? ''} ${last.eng_last_name ?? ''}`.trim(),
  };
}
