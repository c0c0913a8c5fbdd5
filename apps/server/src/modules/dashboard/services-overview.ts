import { sql } from 'kysely';
import {
  CASE_TYPES,
  hongKongDate,
  SERVICES_WINDOW_DAYS,
  stepsOf,
  type TServicesOverview,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { settingsOf } from '../billing/billing.repository.js';
import type { TCaller } from '../tasks/tasks.service.js';
import { firmScope } from './firm-scope.js';
import { HOUR_SECONDS, roundTo, stepTimes } from './step-times.js';

/**
 * /dashboard/services (issue 22 point 5): what the firm offers, its fee for each (the billing
 * settings), the steps each case type goes through, and how long cases and steps took here over the
 * last year: the median from opening to completion, and the median time a case spent in each step,
 * read from the case history (each move records the step entered; a step lasts until the next move).
 */

export async function servicesOverview(
  db: TDb,
  auth: TCaller,
  asked: string | undefined,
  now = new Date(),
): Promise<TServicesOverview> {
  const { firm, firms } = await firmScope(db, auth, asked);
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
