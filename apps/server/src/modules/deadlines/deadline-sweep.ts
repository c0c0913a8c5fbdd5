import { sql } from 'kysely';
import {
  daysBetween,
  DEADLINE_NAMES,
  formatHKD,
  hongKongDate,
  reminderStage,
  type TDeadline,
  type TLanguage,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { queueMail } from '../mail/mail.service.js';
import { enqueueJob } from '../jobs/job-queue.js';
import type { TJobHandler } from '../jobs/job-runner.js';
import { deadlinesOf, pendingFilingsOf } from './deadlines.service.js';
import { openDueRenewals } from './renewal-auto-open.js';

/**
 * The daily deadline sweep (issue 16, point 6), a job in the jobs table so that it survives restarts
 * and runs on one server copy at a time: every active company's soonest deadline is worked out again,
 * reminder mails go to the officer in charge and the linked clients (60, 30 and 7 days before a due
 * date and after it, once per deadline, stage and person, in each person's language), and firms that
 * asked for it get their renewals opened. It then books itself for the next morning in Hong Kong.
 */

export const DEADLINE_SWEEP_JOB = 'deadlines.sweep';
const BATCH = 500;

/** The next 08:00 in Hong Kong (00:00 UTC) after `now`. */
export function nextSweepAt(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

interface TRecipient {
  userId: string;
  email: string;
  name: string;
  language: TLanguage;
}

/** The officer in charge of the company (of its open case, else its latest one) and its clients. */
async function recipientsOf(db: TDb, entityId: string): Promise<TRecipient[]> {
  const officer = await db
    .selectFrom('cases')
    .select('officer_user_id')
    .where('entity_id', '=', entityId)
    .where('officer_user_id', 'is not', null)
    .orderBy(sql`(status = 'OPEN')`, 'desc')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const clients = await db
    .selectFrom('entity_members')
    .select('user_id')
    .where('entity_id', '=', entityId)
    .where('role', '=', 'CLIENT')
    .execute();
  const ids = [...new Set([officer?.officer_user_id, ...clients.map((c) => c.user_id)])].filter(
    (id): id is string => typeof id === 'string',
  );
  if (ids.length === 0) return [];
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'eng_first_name', 'eng_last_name', 'language'])
    .where('id', 'in', ids)
    .where('status', '=', 'ACTIVE')
    .execute();
  return users.map((u) => ({
    userId: u.id,
    email: u.email,
    name: `${u.eng_first_name} ${u.eng_last_name}`.trim(),
    language: u.language,
  }));
}

const FEE_NOTE: Record<TLanguage, string> = {
  en: "The Companies Registry's fee for Form NAR1 delivered today: {fee}.",
  'zh-HK': '如今天交付表格NAR1，公司註冊處收費為 {fee}。',
  'zh-CN': '如今天交付表格NAR1，公司注册处收费为 {fee}。',
};

function reminderValues(
  entity: { id: string; firm_name: string; company: string },
  deadline: TDeadline,
  who: TRecipient,
  today: string,
  publicUrl: string,
): Record<string, string> {
  return {
    name: who.name,
    firmName: entity.firm_name,
    companyName: entity.company,
    deadlineName: DEADLINE_NAMES[deadline.kind][who.language],
    dueDate: deadline.dueDate,
    daysLeft: String(Math.max(0, daysBetween(today, deadline.dueDate))),
    about: deadline.label ? ` (${deadline.label})` : '',
    feeNote: deadline.fee ? FEE_NOTE[who.language].replace('{fee}', formatHKD(deadline.fee.cents)) : '',
    source: deadline.source,
    url: `${publicUrl.replace(/\/$/, '')}/entities/active/${entity.id}`,
  };
}

/** Sends the reminders of one company's deadlines that are due today and not sent yet. */
async function remind(
  db: TDb,
  entity: { id: string; firm_id: string; firm_name: string; company: string },
  deadlines: TDeadline[],
  today: string,
  publicUrl: string,
): Promise<number> {
  const staged = deadlines
    .map((d) => ({ d, stage: reminderStage(d.dueDate, today) }))
    .filter((x) => x.stage !== null);
  if (staged.length === 0) return 0;
  const recipients = await recipientsOf(db, entity.id);
  let sent = 0;
  for (const { d, stage } of staged) {
    for (const who of recipients) {
      await db.transaction().execute(async (trx) => {
        // The row is the promise to send once: a second sweep (or server copy) inserts nothing.
        const claimed = await trx
          .insertInto('deadline_reminders')
          .values({
            entity_id: entity.id,
            deadline_key: d.key,
            stage: stage ?? 'AFTER',
            user_id: who.userId,
            due_date: d.dueDate,
          })
          .onConflict((oc) => oc.doNothing())
          .returning('user_id')
          .executeTakeFirst();
        if (!claimed) return;
        const mailId = await queueMail(trx, {
          firmId: entity.firm_id,
          to: who.email,
          language: who.language,
          template: stage === 'AFTER' ? 'deadlineMissed' : 'deadlineReminder',
          values: reminderValues(entity, d, who, today, publicUrl),
        });
        await trx
          .updateTable('deadline_reminders')
          .set({ mail_id: mailId })
          .where('entity_id', '=', entity.id)
          .where('deadline_key', '=', d.key)
          .where('stage', '=', stage ?? 'AFTER')
          .where('user_id', '=', who.userId)
          .execute();
        sent += 1;
      });
    }
  }
  return sent;
}

/** One sweep over every active company on `today`; returns what it did (for logs and tests). */
export async function sweepDeadlines(
  db: TDb,
  publicUrl: string,
  today: string,
): Promise<{ companies: number; reminders: number; renewalsOpened: number }> {
  let after = '00000000-0000-0000-0000-000000000000';
  let companies = 0;
  let reminders = 0;
  for (;;) {
    const batch = await db
      .selectFrom('entities')
      .innerJoin('firms', 'firms.id', 'entities.firm_id')
      .select([
        'entities.id',
        'entities.firm_id',
        'firms.name as firm_name',
        'entities.company_eng_name',
        'entities.company_chi_name',
        'entities.incorporation_date',
        'entities.next_return_date',
        'entities.information',
        'entities.status',
        'entities.next_due_date',
        'entities.next_due_kind',
      ])
      .where('entities.status', '=', 'ACTIVE')
      .where('entities.id', '>', after)
      .orderBy('entities.id')
      .limit(BATCH)
      .execute();
    if (batch.length === 0) break;
    after = batch[batch.length - 1]?.id ?? after;
    const pending = await pendingFilingsOf(
      db,
      batch.map((e) => e.id),
    );
    for (const e of batch) {
      companies += 1;
      const deadlines = deadlinesOf({ ...e, pendingFilings: pending.get(e.id) ?? [] }, today);
      const [next] = deadlines;
      if ((next?.dueDate ?? null) !== e.next_due_date || (next?.kind ?? null) !== e.next_due_kind) {
        await db
          .updateTable('entities')
          .set({ next_due_date: next?.dueDate ?? null, next_due_kind: next?.kind ?? null })
          .where('id', '=', e.id)
          .execute();
      }
      const company = e.company_eng_name ?? e.company_chi_name ?? '';
      reminders += await remind(db, { ...e, company }, deadlines, today, publicUrl);
    }
  }
  const renewalsOpened = await openDueRenewals(db, today);
  return { companies, reminders, renewalsOpened };
}

/** Books the next sweep unless one is already waiting (two server copies starting keep one chain). */
export async function scheduleSweep(db: TDb, runAt: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('deadlines.sweep'))`.execute(trx);
    const waiting = await trx
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', DEADLINE_SWEEP_JOB)
      .where('status', '=', 'QUEUED')
      .executeTakeFirst();
    if (!waiting) await enqueueJob(trx, DEADLINE_SWEEP_JOB, {}, { runAt, maxAttempts: 5 });
  });
}

/** The sweep job: sweep today, then book tomorrow's. */
export function createDeadlineJobHandlers(deps: { db: TDb; publicUrl: string }): Record<string, TJobHandler> {
  return {
    [DEADLINE_SWEEP_JOB]: async () => {
      const now = new Date();
      await sweepDeadlines(deps.db, deps.publicUrl, hongKongDate(now));
      await scheduleSweep(deps.db, nextSweepAt(now));
    },
  };
}
