import { sql } from 'kysely';
import {
  ANALYTICS_DEFAULT_MONTHS,
  ANALYTICS_MAX_MONTHS,
  addDays,
  addMonths,
  hongKongDate,
  monthsBetween,
  monthsOf,
  type TAnalytics,
  type TAnalyticsQuery,
  type TCaseType,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { fieldError } from '../../plugins/errors.js';
import type { TCaller } from '../tasks/tasks.service.js';
import { firmScope } from './firm-scope.js';
import { HOUR_SECONDS, roundTo, stepTimes } from './step-times.js';

/**
 * /dashboard/analytics (issue 22 point 4): a firm's activity month by month over a range of Hong Kong
 * days — cases opened and completed by type, time per workflow step (median and 90th percentile),
 * invoices issued and paid, deadlines that passed unfiled, risk ratings. Each series is one grouped
 * query over an index that starts with the firm; SMOOOTH reads the platform or one firm.
 */

const HK = 'Asia/Hong_Kong';

/** The instant a Hong Kong day starts. */
const startOfHongKongDay = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** The range asked for, or this month and the eleven before it up to today. */
export function analyticsRange(query: Pick<TAnalyticsQuery, 'from' | 'to'>, now = new Date()) {
  const to = query.to ?? hongKongDate(now);
  const from = query.from ?? `${addMonths(to, -(ANALYTICS_DEFAULT_MONTHS - 1)).slice(0, 7)}-01`;
  // The schema checks a range given whole; one end given alone is checked here against the default.
  if (from > to) throw fieldError(query.to ? 'to' : 'from', query.to ? 'beforeStart' : 'invalid');
  if (monthsBetween(from, to) > ANALYTICS_MAX_MONTHS)
    throw fieldError(query.from ? 'from' : 'to', 'rangeTooLong');
  return { from, to, since: startOfHongKongDay(from), until: startOfHongKongDay(addDays(to, 1)) };
}

const monthOf = (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone ${HK}, 'YYYY-MM')`;

export async function analytics(
  db: TDb,
  auth: TCaller,
  query: TAnalyticsQuery,
  now = new Date(),
): Promise<TAnalytics> {
  const { firm, firms } = await firmScope(db, auth, query.firmID);
  const { from, to, since, until } = analyticsRange(query, now);
  const firmId = firm?.firmID;
  const inFirm = (column: string) => (firmId ? sql`and ${sql.ref(column)} = ${firmId}` : sql``);

  const [opened, completed, steps, issued, paid, overdue, overdueNow, risks] = await Promise.all([
    sql<{ month: string; case_type: TCaseType; count: number }>`
      select ${monthOf('created_at')} as month, case_type, count(*)::int as count from cases
      where created_at >= ${since} and created_at < ${until} ${inFirm('firm_id')}
      group by 1, 2`.execute(db),
    sql<{ month: string; case_type: TCaseType; count: number }>`
      select ${monthOf('closed_at')} as month, case_type, count(*)::int as count from cases
      where status = 'COMPLETED' and closed_at >= ${since} and closed_at < ${until} ${inFirm('firm_id')}
      group by 1, 2`.execute(db),
    stepTimes(db, { firmId, since, until }),
    sql<{ month: string; count: number; cents: string }>`
      select ${monthOf('issued_at')} as month, count(*)::int as count, coalesce(sum(total_cents), 0)::text as cents
      from invoices
      where voided_at is null and issued_at >= ${since} and issued_at < ${until} ${inFirm('firm_id')}
      group by 1`.execute(db),
    sql<{ month: string; count: number; cents: string }>`
      select ${monthOf('paid_at')} as month, count(*)::int as count, coalesce(sum(total_cents), 0)::text as cents
      from invoices
      where paid_at >= ${since} and paid_at < ${until} ${inFirm('firm_id')}
      group by 1`.execute(db),
    sql<{ month: string; count: number }>`
      select to_char(r.due_date, 'YYYY-MM') as month, count(distinct (r.entity_id, r.deadline_key))::int as count
      from deadline_reminders r join entities e on e.id = r.entity_id
      where r.stage = 'AFTER' and r.due_date >= ${from}::date and r.due_date <= ${to}::date ${inFirm('e.firm_id')}
      group by 1`.execute(db),
    sql<{ count: number }>`
      select count(*)::int as count from entities
      where status = 'ACTIVE' and next_due_date < ${hongKongDate(now)}::date ${inFirm('firm_id')}`.execute(
      db,
    ),
    sql<{ month: string; rating: 'LOW' | 'MEDIUM' | 'HIGH'; count: number }>`
      select ${monthOf('cr.created_at')} as month, cr.rating, count(*)::int as count
      from compliance_records cr
      where cr.compliance_type = 'RISK_ASSESSMENT' and cr.rating is not null
        and cr.created_at >= ${since} and cr.created_at < ${until} ${inFirm('cr.firm_id')}
        and not exists (select 1 from compliance_records later where later.supersedes_id = cr.id)
      group by 1, 2`.execute(db),
  ]);

  const caseRows = new Map<string, TAnalytics['cases'][number]>();
  const caseRow = (month: string, caseType: TCaseType) => {
    const key = `${month} ${caseType}`;
    const row = caseRows.get(key) ?? { month, caseType, opened: 0, completed: 0 };
    caseRows.set(key, row);
    return row;
  };
  for (const r of opened.rows) caseRow(r.month, r.case_type).opened = r.count;
  for (const r of completed.rows) caseRow(r.month, r.case_type).completed = r.count;

  const invoiceRows = new Map<string, TAnalytics['invoices'][number]>();
  const invoiceRow = (month: string) => {
    const row = invoiceRows.get(month) ?? { month, issued: 0, issuedCents: 0, paid: 0, paidCents: 0 };
    invoiceRows.set(month, row);
    return row;
  };
  for (const r of issued.rows)
    Object.assign(invoiceRow(r.month), { issued: r.count, issuedCents: Number(r.cents) });
  for (const r of paid.rows)
    Object.assign(invoiceRow(r.month), { paid: r.count, paidCents: Number(r.cents) });

  const byMonth = <T extends { month: string }>(rows: Iterable<T>) =>
    [...rows].sort((a, b) => a.month.localeCompare(b.month));
  return {
    firm,
    firms,
    from,
    to,
    months: monthsOf(from, to),
    cases: byMonth(caseRows.values()),
    stepTimes: steps.map((r) => ({
      caseType: r.case_type,
      step: r.step,
      cases: r.cases,
      medianHours: roundTo(Number(r.median_seconds) / HOUR_SECONDS, 1),
      p90Hours: roundTo(Number(r.p90_seconds) / HOUR_SECONDS, 1),
    })),
    invoices: byMonth(invoiceRows.values()),
    overdueFilings: byMonth(overdue.rows),
    overdueNow: overdueNow.rows[0]?.count ?? 0,
    riskRatings: byMonth(risks.rows),
  };
}
