import { z } from 'zod';
import { CASE_TYPES, STEP_KEYS } from '../workflows/workflow.types.js';

/**
 * GET /api/dashboard/analytics (issue 22 point 4): a firm's activity month by month over a date range,
 * for its staff (SMOOOTH: the platform, or one firm). Months are Hong Kong calendar months, written
 * YYYY-MM; every series lists only the months where something happened (the screen fills the rest
 * with zero from `months`).
 */

/** The longest range one reading covers. */
export const ANALYTICS_MAX_MONTHS = 36;
/** The range shown when none is asked for: this month and the eleven before it. */
export const ANALYTICS_DEFAULT_MONTHS = 12;

const ZMonth = z
  .string()
  .regex(/^\d{4}-\d{2}$/)
  .meta({ description: 'YYYY-MM, Hong Kong time' });

export const ZAnalyticsQuery = z
  .strictObject({
    from: z.iso.date().optional().meta({
      description: 'YYYY-MM-DD, inclusive (default: the first day of the month eleven months back)',
    }),
    to: z.iso.date().optional().meta({ description: 'YYYY-MM-DD, inclusive (default: today in Hong Kong)' }),
    firmID: z.uuid().optional().meta({
      description: 'SMOOOTH: one firm (default: the whole platform); staff always read their own firm',
    }),
  })
  .superRefine((query, ctx) => {
    if (!query.from || !query.to) return;
    if (query.from > query.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'beforeStart' });
      return;
    }
    if (monthsBetween(query.from, query.to) > ANALYTICS_MAX_MONTHS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'rangeTooLong' });
  });
export type TAnalyticsQuery = z.infer<typeof ZAnalyticsQuery>;

/** How many calendar months YYYY-MM-DD `from` to `to` touches (both included). */
export function monthsBetween(from: string, to: string): number {
  const [fy = 0, fm = 0] = from.split('-').map(Number);
  const [ty = 0, tm = 0] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm) + 1;
}

/** The months YYYY-MM from `from`'s month to `to`'s, in order. */
export function monthsOf(from: string, to: string): string[] {
  const [fy = 0, fm = 1] = from.split('-').map(Number);
  const count = Math.max(0, monthsBetween(from, to));
  return Array.from({ length: count }, (_, i) => {
    const index = fy * 12 + (fm - 1) + i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

const ZCount = z.int().min(0);
const ZHours = z.number().min(0);

export const ZAnalytics = z
  .strictObject({
    firm: z
      .strictObject({ firmID: z.uuid(), name: z.string() })
      .nullable()
      .meta({ description: 'Null: the whole platform (SMOOOTH)' }),
    firms: z
      .array(z.strictObject({ firmID: z.uuid(), name: z.string() }))
      .meta({ description: 'SMOOOTH: every firm, to pick one; staff: their own' }),
    from: z.iso.date(),
    to: z.iso.date(),
    months: z.array(ZMonth).meta({ description: 'Every month of the range, in order' }),
    cases: z
      .array(
        z.strictObject({ month: ZMonth, caseType: z.enum(CASE_TYPES), opened: ZCount, completed: ZCount }),
      )
      .meta({ description: 'Cases opened and completed per month and type' }),
    stepTimes: z
      .array(
        z.strictObject({
          caseType: z.enum(CASE_TYPES),
          step: z.enum(STEP_KEYS),
          cases: ZCount,
          medianHours: ZHours,
          p90Hours: ZHours,
        }),
      )
      .meta({
        description:
          'Time a case spent in each step (its visits added up), for cases that entered it in the range and left it',
      }),
    invoices: z
      .array(
        z.strictObject({
          month: ZMonth,
          issued: ZCount,
          issuedCents: z.int().min(0),
          paid: ZCount,
          paidCents: z.int().min(0),
        }),
      )
      .meta({
        description: 'Invoices issued (not voided) and paid per month, with their totals in HKD cents',
      }),
    overdueFilings: z.array(z.strictObject({ month: ZMonth, count: ZCount })).meta({
      description:
        'Statutory deadlines that passed unfiled, by the month they fell due (the deadline engine’s overdue reminders)',
    }),
    overdueNow: ZCount.meta({ description: 'Companies whose soonest deadline has passed today' }),
    riskRatings: z
      .array(z.strictObject({ month: ZMonth, rating: z.enum(['LOW', 'MEDIUM', 'HIGH']), count: ZCount }))
      .meta({
        description: 'Risk assessments recorded per month by rating (each assessment’s latest version)',
      }),
  })
  .meta({ id: 'Analytics' });
export type TAnalytics = z.infer<typeof ZAnalytics>;
