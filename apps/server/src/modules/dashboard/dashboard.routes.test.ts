import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TCaseList,
  TClientDashboard,
  TEntityList,
  TMessageTopics,
  TSmooothDashboard,
  TStaffDashboard,
  TTaskList,
} from '@portal/domain';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { buildStaffedFirm, kit, signedIn, type TSignedIn, type TStaffedFirm } from '../../test/case-kit.js';
import { buildUser } from '../../test/factories.js';

/**
 * The dashboards (issue 22 points 1–2): every number equals the total of the list its link opens,
 * read through the API as the screens read it; one firm's dashboard counts nothing of another's.
 */

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
let firm: TStaffedFirm;
let other: TStaffedFirm;

/** Cases at several steps, open tasks for each officer, a queue of risk reviews, companies due. */
async function seed(f: TStaffedFirm, prefix: string) {
  const db = ctx.database.db;
  await sql`
    insert into cases (firm_id, case_ref, case_type, status, step, company_eng_name, officer_user_id,
                       client_user_id, created_at, updated_at)
    select ${f.firmId}, ${prefix} || '-2026-' || lpad(n::text, 4, '0'),
           (array['MVP', 'AR', 'EM'])[n % 3 + 1],
           case when n % 5 = 0 then 'COMPLETED' else 'OPEN' end,
           case when n % 5 = 0 then 'COMPLETED'
                else (array['MVP_FORM', 'MVP_D_D_CO', 'AR_A_CS', 'EN_FORM'])[n % 4 + 1] end,
           'Pipeline ' || n || ' Limited', ${f.officer.id}, ${f.client.id},
           timestamptz '2026-09-01' + n * interval '1 hour', timestamptz '2026-10-01' + n * interval '1 hour'
    from generate_series(1, 23) as n`.execute(db);
  // One open task per open case: the officer's, a colleague's, a review nobody has taken, the client's.
  await sql`
    insert into tasks (case_id, firm_id, action_key, step, status, assignee_role, task_user_id, seq,
                       created_at, updated_at)
    select c.id, c.firm_id,
           case when c.step = 'MVP_D_D_CO' then 'DD_CO_FORM' when c.step = 'MVP_FORM' then 'POC_FORM' else 'EN_FORM' end,
           c.step, 'IN_PROGRESS',
           case when c.step = 'MVP_D_D_CO' then 'reviewer' when c.step = 'MVP_FORM' then 'client' else 'officer' end,
           case when c.step = 'MVP_D_D_CO' then null
                when c.step = 'MVP_FORM' then ${f.client.id}::uuid
                when right(c.case_ref, 1)::int % 2 = 0 then ${f.colleague.id}::uuid
                else ${f.officer.id}::uuid end,
           1, c.created_at, c.updated_at
    from cases c where c.firm_id = ${f.firmId} and c.status = 'OPEN'`.execute(db);
  await sql`
    insert into case_members (case_id, user_id, role)
    select id, ${f.client.id}, 'CLIENT' from cases where firm_id = ${f.firmId}`.execute(db);
  await sql`
    insert into entities (firm_id, company_eng_name, brn, next_return_date, next_due_date, next_due_kind, status)
    select ${f.firmId}, 'Deadline ' || n || ' Limited', lpad((${prefix === 'A' ? 50000000 : 60000000} + n)::text, 8, '0'),
           (now() at time zone 'Asia/Hong_Kong')::date + (n * 3 - 20),
           (now() at time zone 'Asia/Hong_Kong')::date + (n * 3 - 20), 'NAR1', 'ACTIVE'
    from generate_series(1, 19) as n`.execute(db);
  // The client is linked to every other company.
  await sql`
    insert into entity_members (entity_id, user_id, role)
    select id, ${f.client.id}, 'CLIENT' from entities
    where firm_id = ${f.firmId} and right(brn, 1)::int % 2 = 0`.execute(db);
}

beforeAll(async () => {
  ctx = await createTestApp();
  k = kit(ctx.app, ctx.database.db);
  [firm, other] = [
    await buildStaffedFirm(ctx.app, ctx.database.db),
    await buildStaffedFirm(ctx.app, ctx.database.db),
  ];
  await seed(firm, 'A');
  await seed(other, 'B');
  // The client writes twice to the officer, who has not read them yet.
  const topic = await k.ok<{ topicName: string }>(
    'POST',
    '/messageCenter/msg/topic/create',
    firm.client.token,
    {
      id1: firm.client.id,
      id2: firm.officer.id,
    },
  );
  for (const text of ['The bank letter is uploaded.', 'Is anything else needed?'])
    await k.ok('POST', `/messageCenter/msg/topic/${topic.topicName}/messages`, firm.client.token, { text });
});
afterAll(async () => {
  await ctx.close();
});

const totalOf = async (url: string, who: TSignedIn) =>
  (await k.ok<TTaskList | TEntityList | TCaseList>('GET', url, who.token)).total;

describe('GET /api/dashboard for a firm’s staff', () => {
  it('counts what the lists behind each figure hold, for the officer, a colleague and the administrator', async () => {
    for (const who of [firm.officer, firm.colleague, firm.admin]) {
      const board = await k.ok<TStaffDashboard>('GET', '/api/dashboard', who.token);
      expect(board.role).toBe('staff');
      expect(board.myTasks.total).toBe(await totalOf('/api/tasks?tabKey=mine&status=OPEN', who));
      expect(board.myTasks.items.map((t) => t.taskUserID).every((id) => id === who.id)).toBe(true);
      expect(board.queuedTasks.total).toBe(await totalOf('/api/tasks?tabKey=queued&status=OPEN', who));
      expect(board.alerts.riskReviews.total).toBe(
        await totalOf('/api/tasks?tabKey=queued&status=OPEN&taskActionKey=DD_CO_FORM', who),
      );
      for (const due of ['OVERDUE', 'WEEK', 'MONTH'] as const) {
        const key = ({ OVERDUE: 'overdue', WEEK: 'week', MONTH: 'month' } as const)[due];
        expect(board.deadlines[key].total, due).toBe(await totalOf(`/api/entities?due=${due}`, who));
      }
      for (const stage of board.pipeline) {
        expect(stage.count, `${stage.caseType} ${stage.step}`).toBe(
          await totalOf(`/api/cases?status=OPEN&caseType=${stage.caseType}&step=${stage.step}`, who),
        );
      }
      expect(board.pipeline.reduce((sum, s) => sum + s.count, 0)).toBe(
        await totalOf('/api/cases?status=OPEN', who),
      );
      const topics = await k.ok<TMessageTopics>(
        'GET',
        `/messageCenter/msg/topics/userID/${who.id}`,
        who.token,
      );
      expect(board.messages.totalUnread).toBe(topics.totalUnread);
    }
  });

  it('shows the officer his tasks waiting longest first, the soonest deadlines and the unread conversation', async () => {
    const board = await k.ok<TStaffDashboard>('GET', '/api/dashboard', firm.officer.token);
    // 23 cases, every fifth completed: 18 open, of which the officer holds the EN_FORM/AR_A_CS ones with an odd reference.
    expect(board.myTasks.total).toBeGreaterThan(0);
    const updated = board.myTasks.items.map((t) => t.updatedDate);
    expect(updated).toEqual([...updated].sort());
    expect(board.queuedTasks.total).toBe(board.alerts.riskReviews.total);
    expect(board.alerts.riskReviews.total).toBeGreaterThan(0);
    expect(board.deadlines.overdue.total).toBe(6); // due 17, 14, …, 2 days ago
    expect(board.deadlines.week.total).toBe(3); // today+1, +4, +7
    const due = board.deadlines.soonest.map((e) => e.nextDueDate);
    expect(due).toEqual([...due].sort());
    expect(board.messages.totalUnread).toBe(2);
    expect(board.messages.topics).toHaveLength(1);
    expect(board.messages.topics[0]?.peer.userID).toBe(firm.client.id);
    expect(board.pipeline.map((s) => s.step)).not.toContain('COMPLETED');
  });

  it('counts nothing of another firm', async () => {
    const mine = await k.ok<TStaffDashboard>('GET', '/api/dashboard', firm.admin.token);
    const theirs = await k.ok<TStaffDashboard>('GET', '/api/dashboard', other.admin.token);
    expect(mine.pipeline).toEqual(theirs.pipeline); // the same seed, counted apart
    expect(JSON.stringify(mine)).not.toContain(other.firmId);
    expect(theirs.messages.totalUnread).toBe(0);
  });
});

describe('GET /api/dashboard for a client', () => {
  it('lists the client’s own tasks and linked companies, counted as their lists count them', async () => {
    const board = await k.ok<TClientDashboard>('GET', '/api/dashboard', firm.client.token);
    expect(board.role).toBe('client');
    expect(board.myTasks.total).toBe(await totalOf('/api/tasks?tabKey=mine&status=OPEN', firm.client));
    expect(board.myTasks.total).toBeGreaterThan(0);
    expect(board.myTasks.items.every((t) => t.taskUserID === firm.client.id)).toBe(true);
    expect(board.companies.total).toBe(await totalOf('/api/entities', firm.client));
    expect(board.companies.total).toBe(9);
    expect(board.companies.items.every((e) => e.firmID === firm.firmId)).toBe(true);
    expect(board.messages.totalUnread).toBe(0);
    // The client's own conversation shows as recent, though nothing in it is unread for them.
    expect(board.messages.topics.map((topic) => topic.peer.userID)).toEqual([firm.officer.id]);
  });
});

describe('GET /api/dashboard for SMOOOTH', () => {
  it('lists every firm with its plan and usage, this month’s cases and failed mails, and the job queue’s health', async () => {
    const db = ctx.database.db;
    await sql`
      insert into mail_messages (firm_id, recipient, language, template, subject, text_body, html_body, status, attempts, last_error)
      select ${firm.firmId}, 'nobody' || n || '@test.example', 'en', 'invitation', 'Invitation', 'x', 'x', 'FAILED', 5, 'refused'
      from generate_series(1, 3) as n`.execute(db);
    await sql`
      insert into jobs (kind, payload, status, run_at) values
        ('mail.send', '{}', 'QUEUED', now() - interval '1 hour'),
        ('mail.send', '{}', 'QUEUED', now() + interval '1 hour'),
        ('deadline.sweep', '{}', 'FAILED', now() - interval '1 day')`.execute(db);
    const smoooth = await signedIn(ctx.app, await buildUser(db, { userType: 'SMOOOTH' }));
    const board = await k.ok<TSmooothDashboard>('GET', '/api/dashboard', smoooth.token);
    expect(board.role).toBe('smoooth');
    const ours = board.firms.find((f) => f.firm.firmID === firm.firmId);
    const theirs = board.firms.find((f) => f.firm.firmID === other.firmId);
    expect(ours?.mailFailures).toBe(3);
    expect(theirs?.mailFailures).toBe(0);
    // Cases are dated September and October 2026 in the seed: none opened this month unless it is one of those.
    const month = new Date().toISOString().slice(0, 7);
    if (month !== '2026-09' && month !== '2026-10') expect(ours?.casesThisMonth).toBe(0);
    expect(ours?.firm.usage.activeEntities).toBe(19);
    const outbox = await k.ok<{ total: number }>('GET', '/api/mail/outbox?status=FAILED', smoooth.token);
    expect(board.mailFailures.total).toBe(outbox.total);
    expect(board.jobs.late).toBeGreaterThanOrEqual(1);
    expect(board.jobs.failed).toBeGreaterThanOrEqual(1);
    expect(board.jobs.queued).toBeGreaterThanOrEqual(2);
    expect(board.jobs.oldestLateDate).not.toBeNull();
  });

  it('counts a case opened this month for its firm', async () => {
    await sql`
      insert into cases (firm_id, case_ref, case_type, status, step, company_eng_name, officer_user_id)
      values (${other.firmId}, 'B-NOW-0001', 'MVP', 'OPEN', 'MVP_FORM', 'Opened Today Limited', ${other.officer.id})`.execute(
      ctx.database.db,
    );
    const smoooth = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'SMOOOTH' }));
    const board = await k.ok<TSmooothDashboard>('GET', '/api/dashboard', smoooth.token);
    expect(board.firms.find((f) => f.firm.firmID === other.firmId)?.casesThisMonth).toBeGreaterThanOrEqual(1);
  });
});

describe('who may ask', () => {
  it('refuses anyone not signed in', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/dashboard' });
    expect(anonymous.statusCode).toBe(401);
  });
});
