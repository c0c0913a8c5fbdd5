import { z } from 'zod';
import { PAGED_ANSWER, PAGED_QUERY } from './paging.js';

export const MAIL_STATUSES = ['QUEUED', 'SENT', 'OUTBOX', 'FAILED'] as const;

/** GET /api/mail/outbox query. (Query and path schemas carry no id: OpenAPI lists them inline.) */
export const ZMailListQuery = z.strictObject({
  ...PAGED_QUERY,
  status: z.enum(MAIL_STATUSES).optional().meta({ description: 'Only mails in this state' }),
});

export const ZMailSummary = z
  .strictObject({
    mailID: z.uuid(),
    recipient: z.string(),
    subject: z.string(),
    template: z.string(),
    language: z.string(),
    status: z.enum(MAIL_STATUSES).meta({
      description:
        'QUEUED: waiting or retrying; SENT: delivered to SMTP; OUTBOX: kept here (no SMTP); FAILED: gave up',
    }),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    createdDate: z.string().meta({ description: 'ISO 8601' }),
    sentDate: z.string().nullable(),
  })
  .meta({ id: 'MailSummary' });
export type TMailSummary = z.infer<typeof ZMailSummary>;

export const ZMailList = z
  .strictObject({
    items: z.array(ZMailSummary),
    ...PAGED_ANSWER,
  })
  .meta({ id: 'MailList' });
export type TMailListQuery = z.infer<typeof ZMailListQuery>;

export const ZMailDetail = ZMailSummary.extend({
  textBody: z.string(),
  htmlBody: z.string().meta({ description: 'The HTML as sent; values in it are escaped' }),
}).meta({ id: 'MailDetail' });

export const ZMailIdParams = z.strictObject({ mailID: z.uuid() });
