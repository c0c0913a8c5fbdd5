import nodemailer, { type Transporter } from 'nodemailer';
import { sql } from 'kysely';
import type { TLanguage } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { enqueueJob } from '../jobs/job-queue.js';
import type { TJobHandler } from '../jobs/job-runner.js';
import { renderMail, type TMailTemplate } from './mail-templates.js';

export const MAIL_JOB = 'mail.send';

export interface TQueueMail {
  /** Whose outbox shows it; null for platform mail. */
  firmId: string | null;
  to: string;
  language: TLanguage;
  template: TMailTemplate;
  values: Record<string, string>;
  /** Where answers go, when not to the portal (the contact form: the person who wrote). */
  replyTo?: string;
}

/**
 * The one way the product sends mail: renders it in the recipient's language, stores it and queues
 * its sending as a durable job, all in the caller's transaction.
 */
export async function queueMail(db: TDb, mail: TQueueMail): Promise<string> {
  const rendered = renderMail(mail.template, mail.language, mail.values);
  const url = mail.values.url;
  const maskedUrl = url ? maskLinkSecrets(url) : '';
  const masked =
    url && maskedUrl !== url
      ? renderMail(mail.template, mail.language, { ...mail.values, url: maskedUrl })
      : null;
  const row = await db
    .insertInto('mail_messages')
    .values({
      firm_id: mail.firmId,
      recipient: mail.to,
      reply_to: mail.replyTo ?? null,
      language: mail.language,
      template: mail.template,
      subject: rendered.subject,
      text_body: rendered.text,
      html_body: rendered.html,
      masked_text_body: masked?.text ?? null,
      masked_html_body: masked?.html ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await enqueueJob(db, MAIL_JOB, { mailId: row.id });
  return row.id;
}

/**
 * A mail's link with its one-time token hidden: any run of 20 or more token characters (a reset,
 * verification or invitation token) becomes dots. Used for what the outbox shows once delivered.
 */
export function maskLinkSecrets(url: string): string {
  return url.replace(/[A-Za-z0-9_-]{20,}/g, '••••••');
}

/** An SMTP transport for SMTP_URL (smtp:// or smtps://), or null to keep mail in the outbox. */
export function createSmtpTransport(smtpUrl: string | undefined): Transporter | null {
  return smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
}

/**
 * The job that delivers one stored mail. Without SMTP it marks the mail OUTBOX, readable in the app.
 * A delivery failure is recorded on the mail and rethrown, so the job is retried with back-off; after
 * the last attempt the mail is FAILED and stays visible with its error.
 */
export function createMailJobHandler(deps: {
  db: TDb;
  transport: Transporter | null;
  from: string;
}): TJobHandler {
  return async (job, { lastAttempt }) => {
    const mailId = typeof job.payload.mailId === 'string' ? job.payload.mailId : '';
    const mail = await deps.db
      .selectFrom('mail_messages')
      .selectAll()
      .where('id', '=', mailId)
      .executeTakeFirst();
    if (!mail || mail.status === 'SENT' || mail.status === 'OUTBOX') return;
    if (!deps.transport) {
      await deps.db
        .updateTable('mail_messages')
        .set({ status: 'OUTBOX' })
        .where('id', '=', mail.id)
        .execute();
      return;
    }
    try {
      await deps.transport.sendMail({
        from: deps.from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
        headers: { 'X-Portal-Mail-Id': mail.id },
      });
      await deps.db
        .updateTable('mail_messages')
        .set({
          status: 'SENT',
          sent_at: sql<Date>`now()`,
          // Delivered: from now on the stored copy shows the link masked (see maskLinkSecrets).
          text_body: mail.masked_text_body ?? mail.text_body,
          html_body: mail.masked_html_body ?? mail.html_body,
          masked_text_body: null,
          masked_html_body: null,
          attempts: sql<number>`attempts + 1`,
          last_error: null,
        })
        .where('id', '=', mail.id)
        .execute();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await deps.db
        .updateTable('mail_messages')
        .set({
          status: lastAttempt ? 'FAILED' : 'QUEUED',
          attempts: sql<number>`attempts + 1`,
          last_error: message.slice(0, 2000),
        })
        .where('id', '=', mail.id)
        .execute();
      throw error;
    }
  };
}
