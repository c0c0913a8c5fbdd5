import { z } from 'zod';
import { NAR1_BANDS } from '../billing/fees.js';
import { DEADLINE_KINDS, DEADLINE_STATES } from '../deadlines/deadlines.js';

/** A statutory deadline of a company, as the deadline engine works it out (deadlines/deadlines.ts). */
export const ZDeadline = z
  .strictObject({
    key: z.string().meta({ description: 'Stable for one obligation: its kind and the date it arises from' }),
    kind: z.enum(DEADLINE_KINDS),
    fromDate: z.string().meta({ description: 'YYYY-MM-DD: the return date, change, period end or expiry' }),
    dueDate: z.string().meta({ description: 'YYYY-MM-DD: the last day to meet it' }),
    state: z.enum(DEADLINE_STATES),
    fee: z
      .strictObject({ band: z.enum(NAR1_BANDS.map((b) => b.band)), cents: z.number().int() })
      .optional()
      .meta({ description: 'An annual return: the Registry fee if delivered today' }),
    label: z.string().optional(),
    source: z.string().meta({ description: 'The legal source of the deadline' }),
  })
  .meta({ id: 'Deadline' });
export type TDeadlineView = z.infer<typeof ZDeadline>;

/** GET /api/user/calendar-feed: whether the caller has a calendar link, never the link itself. */
export const ZCalendarFeedStatus = z
  .strictObject({
    active: z.boolean(),
    createdDate: z.string().nullable().meta({ description: 'ISO 8601, when the current link was made' }),
  })
  .meta({ id: 'CalendarFeedStatus' });
export type TCalendarFeedStatus = z.infer<typeof ZCalendarFeedStatus>;

/** POST /api/user/calendar-feed: a new link (the old one stops working); shown once. */
export const ZCalendarFeedLink = z
  .strictObject({
    url: z.string().meta({ description: 'The iCalendar (.ics) address to subscribe to; keep it private' }),
    createdDate: z.string(),
  })
  .meta({ id: 'CalendarFeedLink' });
export type TCalendarFeedLink = z.infer<typeof ZCalendarFeedLink>;

/** A firm's renewal settings (issue 16, points 1 and 5). */
export const ZRenewalSettings = z
  .strictObject({
    autoOpenDays: z.number().int().min(1).max(180).nullable().meta({
      description: "Open each company's renewal by itself this many days before its return date; null: off",
    }),
    ddRefreshMonths: z
      .number()
      .int()
      .min(1)
      .max(60)
      .meta({ description: 'A due-diligence record younger than this is carried forward by a renewal' }),
    ddRefreshMonthsHighRisk: z
      .number()
      .int()
      .min(1)
      .max(60)
      .meta({ description: 'The same for a company rated high risk (no longer than the above)' }),
  })
  .refine((s) => s.ddRefreshMonthsHighRisk <= s.ddRefreshMonths, {
    path: ['ddRefreshMonthsHighRisk'],
    message: 'tooLong',
  })
  .meta({ id: 'RenewalSettings' });
export type TRenewalSettings = z.infer<typeof ZRenewalSettings>;
