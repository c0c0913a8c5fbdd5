import { sql } from 'kysely';
import {
  CASE_TYPES,
  hongKongDate,
  SERVICES_WINDOW_DAYS,
  stepsOf,
  type TServicesOverview,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import { listLinkedFirms } from '../accounts/accounts.service.js';
import { settingsOf } from '../billing/billing.repository.js';
import type { TCaller } from '../tasks/tasks.service.js';
import { stepTimes } from './step-times.js';

/**
 * /dashboard/services (issue 22 point 5): what the firm offers, its fee for each (the billing
 * settings), the steps each case type goes through, and how long cases and steps took here over the
 * last year: the median from opening to completion, and the median time a case spent in each step,
 * read from the case history (each move records the step entered; a step lasts until the next move).
 */

const HOUR_SECONDS = 3600;

/** The firm the caller is shown, and the ones they may pick instead. */
async function firmChoice(db: TDb, auth: TCaller, asked: string | undefined) {
  if (auth.userType === 'SMOOOTH') {
    const firms = await db.selectFrom('firms').select(['id as firmID', 'name']).orderBy('name').execute();
    if (asked === undefined) return { firm: null, firms };
    const firm = firms.find((f) => f.firmID === asked);
    if (!firm) throw new AppError('NOT_FOUND');
    return { firm, firms };
  }
  if (auth.userType === 'GU') {
    const firms = await listLinkedFirms(db, auth.userId);
    const firm = asked === undefined ? firms[0] : firms.find((f) => f.firmID === asked);
    // Not linked with the firm asked for, or with none yet: nothing to describe.
    if (!firm) {
      if (asked !== undefined) throw new AppError('NOT_FOUND');
      return { firm: null, firms };
    }
    return { firm, firms };
  }
  const own = auth.firmId
    ? await db
        .selectFrom('firms')
        .select(['id as firmID', 'name'])
        .where('id', '=', auth.firmId)
        .executeTakeFirst()
    : undefined;
  if (!own || (asked !== undefined && asked !== own.firmID)) throw new AppError('NOT_FOUND');
  return { firm: own, firms: [own] };
}

export async function servicesOverview(
  db: TDb,
  auth: TCaller,
  asked: string | undefined,
  now = new Date(),
): Promise<TServicesOverview> {
  const { firm, firms } = await firmChoice(db, auth, asked);
  const since = new Date(now.getTime() - SERVICES_WINDOW_DAYS * 24 * HOUR_SECONDS * 1000);
  // A client with no firm yet sees the services and their steps, without fees or times.
  const described = firm !== null || auth.userType === 'SMOOOTH';
  const firmId = firm?.firmID;

  const [fees, totals, steps] = await Promise.all([
    firmId ? settingsOf(db, firmId).then((s) => s.service_fees) : null,
    described
      ? db
          .selectFrom('cases')
          .select([
            'case_type',
            sql<number>`count(*)::int`.as('completed'),
            sql<number>`percentile_cont(0.5) within group (order by greatest(0, extract(epoch from closed_at - created_at)))`.as(
              'median_seconds',
            ),
          ])
          .$if(firmId !== undefined, (q) => q.where('firm_id', '=', firmId ?? ''))
          .where('status', '=', 'COMPLETED')
          .where('closed_at', '>=', since)
          .groupBy('case_type')
          .execute()
      : [],
    described ? stepTimes(db, { firmId, since }) : [],
  ]);

  return {
    firm,
    firms,
    since: hongKongDate(since),
    services: CASE_TYPES.map((caseType) => {
      const total = totals.find((row) => row.case_type === caseType);
      const fee = fees?.[caseType] ?? 0;
      return {
        caseType,
        feeCents: fee > 0 ? fee : null,
        completed: total?.completed ?? 0,
        medianDays: total ? roundTo(Number(total.median_seconds) / (24 * HOUR_SECONDS), 1) : null,
        steps: stepsOf(caseType)
          .filter((step) => step !== 'COMPLETED')
          .map((step) => {
            const time = steps.find((row) => row.case_type === caseType && row.step === step);
            return {
              step,
              cases: time?.cases ?? 0,
              medianHours: time ? roundTo(Number(time.median_seconds) / HOUR_SECONDS, 1) : null,
            };
          }),
      };
    }),
  };
}

export const roundTo = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
