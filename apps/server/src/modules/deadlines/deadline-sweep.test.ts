import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCaseDetail, TEntityDetail, TEntityList } from '@portal/domain';
import { buildEntity } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { buildStaffedFirm, kit, type TStaffedFirm } from '../../test/case-kit.js';
import { createJobHandlers } from '../jobs/job-handlers.js';
import { createJobRunner } from '../jobs/job-runner.js';
import { scheduleSweep, sweepDeadlines } from './deadline-sweep.js';

/** The deadline sweep: reminders once each, none for archived companies, renewals opened by setting. */

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
beforeAll(async () => {
  ctx = await createTestApp();
  k = kit(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

const URL = 'https://portal.example';

/** A company whose return of 2026-05-31 is due on 2026-07-12, with the firm's officer in charge. */
async function company(firm: TStaffedFirm) {
  const entityId = await buildEntity(ctx.database.db, {
    firmId: firm.firmId,
    clientUserId: firm.client.id,
    incorporationDate: '2019-05-31',
    information: { companyEngName: 'Tai O Salt Limited', brExpiryDate: '2099-01-01' },
  });
  await ctx.database.db
    .updateTable('entities')
    .set({ company_eng_name: 'Tai O Salt Limited', next_return_date: '2026-05-31' })
    .where('id', '=', entityId)
    .execute();
  // The officer takes charge of the company through a case of theirs.
  await k.ok<TCaseDetail>(
    'POST',
    '/api/cases',
    firm.officer.token,
    { caseType: 'AMENDMENT', companyID: entityId },
    201,
  );
  return entityId;
}

async function mailsTo(...emails: string[]) {
  return ctx.database.db
    .selectFrom('mail_messages')
    .select(['recipient', 'template', 'language', 'subject', 'text_body'])
    .where('recipient', 'in', emails)
    .where('template', 'in', ['deadlineReminder', 'deadlineMissed'])
    .orderBy('created_at')
    .execute();
}

describe('reminder mails', () => {
  it('go to the officer and the client at each stage once, in their language, and after the due date', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    await ctx.database.db
      .updateTable('users')
      .set({ language: 'zh-HK' })
      .where('id', '=', firm.client.id)
      .execute();
    await company(firm);
    const people = [firm.officer.email, firm.client.email];

    await sweepDeadlines(ctx.database.db, URL, '2026-05-01'); // 72 days before: nothing yet
    expect(await mailsTo(...people)).toEqual([]);

    await sweepDeadlines(ctx.database.db, URL, '2026-06-22'); // 20 days before: the 30-day reminder
    await sweepDeadlines(ctx.database.db, URL, '2026-06-22'); // a second sweep the same day sends nothing
    await sweepDeadlines(ctx.database.db, URL, '2026-06-25'); // still in the 30-day stage
    let mails = await mailsTo(...people);
    expect(mails.map((m) => [m.recipient, m.template, m.language])).toEqual(
      expect.arrayContaining([
        [firm.officer.email, 'deadlineReminder', 'en'],
        [firm.client.email, 'deadlineReminder', 'zh-HK'],
      ]),
    );
    expect(mails).toHaveLength(2);
    const english = mails.find((m) => m.recipient === firm.officer.email);
    expect(english?.subject).toBe(
      'Tai O Salt Limited: Annual return (Form NAR1) due on 2026-07-12 (20 days)',
    );
    expect(english?.text_body).toContain('HK$105.00');
    expect(english?.text_body).toContain('Cap. 622) s.662');
    expect(english?.text_body).toContain(`${URL}/entities/active/`);
    expect(mails.find((m) => m.recipient === firm.client.email)?.subject).toContain('周年申報表（表格NAR1）');

    await sweepDeadlines(ctx.database.db, URL, '2026-07-06'); // 6 days before: the 7-day reminder
    await sweepDeadlines(ctx.database.db, URL, '2026-07-13'); // the day after: overdue, with the new fee
    await sweepDeadlines(ctx.database.db, URL, '2026-07-20');
    mails = await mailsTo(...people);
    expect(mails.filter((m) => m.recipient === firm.officer.email).map((m) => m.template)).toEqual([
      'deadlineReminder',
      'deadlineReminder',
      'deadlineMissed',
    ]);
    const missed = mails.find((m) => m.template === 'deadlineMissed' && m.recipient === firm.officer.email);
    expect(missed?.text_body).toContain('HK$870.00');
  });

  it('sends nothing for an archived company', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const entityId = await company(firm);
    await ctx.database.db
      .updateTable('cases')
      .set({ status: 'CANCELLED' })
      .where('entity_id', '=', entityId)
      .execute();
    await ctx.database.db
      .updateTable('entities')
      .set({ status: 'ARCHIVED', archived_at: new Date() })
      .where('id', '=', entityId)
      .execute();
    await sweepDeadlines(ctx.database.db, URL, '2026-06-22');
    await sweepDeadlines(ctx.database.db, URL, '2026-07-13');
    expect(await mailsTo(firm.officer.email, firm.client.email)).toEqual([]);
  });

  it('runs as a job that books the next morning’s, once, however many times the server starts', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const entityId = await company(firm);
    // Due in 5 days from the real today, so the job's own sweep has a reminder to send.
    const today = new Date();
    const returnDate = new Date(today.getTime() - 37 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    await ctx.database.db
      .updateTable('entities')
      .set({ next_return_date: returnDate })
      .where('id', '=', entityId)
      .execute();
    await scheduleSweep(ctx.database.db, new Date());
    await scheduleSweep(ctx.database.db, new Date()); // a second start books nothing more
    const runner = createJobRunner({
      db: ctx.database.db,
      handlers: createJobHandlers({
        db: ctx.database.db,
        transport: null,
        mailFrom: 'x@example.com',
        publicUrl: URL,
      }),
      pollMs: 60_000,
    });
    await runner.runDue();
    const jobs = await ctx.database.db
      .selectFrom('jobs')
      .select(['status', 'run_at'])
      .where('kind', '=', 'deadlines.sweep')
      .orderBy('id')
      .execute();
    expect(jobs.map((j) => j.status)).toEqual(['DONE', 'QUEUED']);
    expect(new Date(jobs[1]?.run_at ?? 0).getUTCHours()).toBe(0); // 08:00 in Hong Kong
    expect(new Date(jobs[1]?.run_at ?? 0).getTime()).toBeGreaterThan(Date.now());
    expect((await mailsTo(firm.officer.email)).map((m) => m.template)).toEqual(['deadlineReminder']);
  });
});

describe('the next deadline on lists and the company page', () => {
  it('is kept on the company, filters and sorts the list, and lists what is due on the page', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const late = await company(firm);
    await sweepDeadlines(ctx.database.db, URL, '2026-11-25');
    const overdue = await k.ok<TEntityList>(
      'GET',
      '/api/entities?due=OVERDUE&sort=nextDueDate',
      firm.officer.token,
    );
    expect(overdue.items.map((e) => [e.companyID, e.nextDueDate, e.nextDueKind])).toEqual([
      [late, '2026-07-12', 'NAR1'],
    ]);
    const detail = await k.ok<TEntityDetail>('GET', `/api/entities/${late}`, firm.officer.token);
    expect(detail.deadlines[0]).toMatchObject({
      kind: 'NAR1',
      fromDate: '2026-05-31',
      dueDate: '2026-07-12',
    });
    const refused = await k.refused('GET', '/api/entities?due=SOON', firm.officer.token, undefined, 400);
    expect(refused.field).toBe('due');
  });
});

describe('renewals opened by the firm’s setting', () => {
  it('opens one renewal per return date, with the officer and client, and not again once cancelled', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const entityId = await company(firm);
    await ctx.database.db
      .updateTable('firms')
      .set({ renewal_auto_open_days: 60 })
      .where('id', '=', firm.firmId)
      .execute();
    const renewals = () =>
      ctx.database.db
        .selectFrom('cases')
        .select(['id', 'status', 'return_date', 'officer_user_id', 'client_user_id', 'step'])
        .where('entity_id', '=', entityId)
        .where('case_type', '=', 'AR')
        .execute();
    expect((await sweepDeadlines(ctx.database.db, URL, '2026-03-31')).renewalsOpened).toBe(0); // 61 days before
    await sweepDeadlines(ctx.database.db, URL, '2026-04-01');
    await sweepDeadlines(ctx.database.db, URL, '2026-04-02');
    const [opened, ...more] = await renewals();
    expect(more).toEqual([]);
    expect(opened).toMatchObject({
      status: 'OPEN',
      return_date: '2026-05-31',
      officer_user_id: firm.officer.id,
      client_user_id: firm.client.id,
      step: 'AR_A_CS',
    });
    await k.ok('POST', `/api/cases/${opened?.id}/cancel`, firm.officer.token, {
      reason: 'Client moving firms',
    });
    await sweepDeadlines(ctx.database.db, URL, '2026-04-03');
    expect((await renewals()).map((r) => r.status)).toEqual(['CANCELLED']);
  });
});
