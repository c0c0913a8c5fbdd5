import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCaseList, TTaskList } from '@portal/domain';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { buildStaffedFirm, kit, type TStaffedFirm } from '../../test/case-kit.js';
import { cappedCount } from '../../db/keyset.js';

/**
 * Keyset paging of the task and case lists (issue 23): walking a list by its cursors, forwards and
 * back, gives every row once in the list's order — rows that share a date included — the same pages as
 * by page number; a cursor the list did not give out is refused at its field.
 */

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
let firm: TStaffedFirm;
const CASES = 70;

beforeAll(async () => {
  ctx = await createTestApp();
  k = kit(ctx.app, ctx.database.db);
  firm = await buildStaffedFirm(ctx.app, ctx.database.db);
  // 70 cases of 5 tasks each. Dates repeat (every third case shares its time with the next), so the id
  // decides between rows of the same date; every fifth company has no English name (sorted by Chinese).
  await sql`
    insert into cases (firm_id, case_ref, case_type, status, step, company_eng_name, company_chi_name,
                       officer_user_id, client_user_id, created_at, updated_at)
    select ${firm.firmId}, 'MVP-2026-' || lpad(n::text, 4, '0'), case when n % 4 = 0 then 'AR' else 'MVP' end,
           case when n % 3 = 0 then 'COMPLETED' else 'OPEN' end,
           case when n % 3 = 0 then 'COMPLETED' else 'MVP_FORM' end,
           case when n % 5 = 0 then null else (array['Harbour', 'Peak', 'Lantau', 'Kowloon'])[n % 4 + 1] || ' Trading ' || n || ' Limited' end,
           '公司' || n, ${firm.officer.id}, ${firm.client.id},
           timestamptz '2026-01-01' + (n / 3) * interval '1 hour',
           timestamptz '2026-06-01' - (n / 3) * interval '1 minute'
    from generate_series(1, ${CASES}) as n`.execute(ctx.database.db);
  await sql`
    insert into tasks (case_id, firm_id, action_key, step, status, assignee_role, task_user_id, seq,
                       completed_at, created_at, updated_at)
    select c.id, c.firm_id, 'POC_FORM', 'MVP_FORM',
           case when s = 5 then 'IN_PROGRESS' else 'COMPLETED' end, 'officer',
           case when s % 2 = 0 then ${firm.colleague.id}::uuid else ${firm.officer.id}::uuid end, s,
           case when s = 5 then null else c.updated_at + (s % 2) * interval '1 minute' end,
           c.created_at, c.updated_at + (s % 2) * interval '1 minute'
    from cases c cross join generate_series(1, 5) as s
    where c.firm_id = ${firm.firmId}`.execute(ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

type TPage = { ids: string[]; nextCursor: string | null; prevCursor: string | null; total: number };

async function taskPage(query: string): Promise<TPage> {
  const page = await k.ok<TTaskList>('GET', `/api/tasks?${query}`, firm.officer.token);
  return {
    ids: page.items.map((t) => t.taskID),
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
    total: page.total,
  };
}

async function casePage(query: string): Promise<TPage> {
  const page = await k.ok<TCaseList>('GET', `/api/cases?${query}`, firm.officer.token);
  return {
    ids: page.items.map((c) => c.caseID),
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
    total: page.total,
  };
}

/** Every page by cursor, forwards to the end and back to the start; and the same pages by number. */
async function walk(read: (query: string) => Promise<TPage>, base: string) {
  const forwards: string[][] = [];
  let page = await read(`${base}&pageSize=20`);
  expect(page.prevCursor).toBeNull();
  forwards.push(page.ids);
  while (page.nextCursor) {
    page = await read(`${base}&pageSize=20&after=${page.nextCursor}`);
    forwards.push(page.ids);
  }
  const backwards: string[][] = [page.ids];
  while (page.prevCursor) {
    page = await read(`${base}&pageSize=20&before=${page.prevCursor}`);
    backwards.unshift(page.ids);
  }
  expect(backwards).toEqual(forwards);
  for (const [index, ids] of forwards.entries()) {
    expect((await read(`${base}&pageSize=20&page=${index + 1}`)).ids).toEqual(ids);
  }
  return forwards.flat();
}

describe('task list paging', () => {
  const orders = {
    createdDate: sql`t.created_at`,
    updatedDate: sql`t.updated_at`,
    completedDate: sql`coalesce(t.completed_at, '-infinity'::timestamptz)`,
  };
  for (const sort of ['createdDate', 'updatedDate', 'completedDate'] as const) {
    for (const order of ['desc', 'asc'] as const) {
      it(`walks the firm's tasks by ${sort} ${order}, every task once, in order`, async () => {
        const expected = await sql<{ id: string }>`
          select t.id from tasks t where t.firm_id = ${firm.firmId}
          order by ${orders[sort]} ${sql.raw(order)}, t.id ${sql.raw(order)}`.execute(ctx.database.db);
        const ids = await walk(taskPage, `sort=${sort}&order=${order}`);
        expect(ids).toEqual(expected.rows.map((r) => r.id));
        expect(ids).toHaveLength(CASES * 5);
      });
    }
  }

  it('keeps the filters while walking: my open tasks of the search', async () => {
    const ids = await walk(taskPage, 'tabKey=mine&status=OPEN&search=Harbour');
    const expected = await sql<{ id: string }>`
      select t.id from tasks t join cases c on c.id = t.case_id
      where t.firm_id = ${firm.firmId} and t.task_user_id = ${firm.officer.id}
        and t.status in ('QUEUED', 'IN_PROGRESS') and c.company_eng_name ilike '%Harbour%'
      order by t.updated_at desc, t.id desc`.execute(ctx.database.db);
    expect(expected.rows.length).toBeGreaterThan(0);
    expect(ids).toEqual(expected.rows.map((r) => r.id));
  });
});

describe('case list paging', () => {
  const orders = {
    createdDate: sql`c.created_at`,
    updatedDate: sql`c.updated_at`,
    companyName: sql`lower(coalesce(c.company_eng_name, c.company_chi_name, ''))`,
    step: sql`c.step`,
  };
  for (const sort of ['createdDate', 'updatedDate', 'companyName', 'step'] as const) {
    for (const order of ['asc', 'desc'] as const) {
      it(`walks the firm's cases by ${sort} ${order}, every case once, in order`, async () => {
        const expected = await sql<{ id: string }>`
          select c.id from cases c where c.firm_id = ${firm.firmId}
          order by ${orders[sort]} ${sql.raw(order)}, c.id ${sql.raw(order)}`.execute(ctx.database.db);
        const ids = await walk(casePage, `sort=${sort}&order=${order}`);
        expect(ids).toEqual(expected.rows.map((r) => r.id));
        expect(ids).toHaveLength(CASES);
      });
    }
  }

  it('pages past a company whose name is as long as a name may be, in Chinese', async () => {
    const name = `a${'港'.repeat(254)}`;
    await sql`update cases set company_eng_name = null, company_chi_name = ${name}
              where firm_id = ${firm.firmId} and case_ref = 'MVP-2026-0001'`.execute(ctx.database.db);
    const cursor = Buffer.from(
      JSON.stringify(['companyName', name, '00000000-0000-4000-8000-000000000000']),
    ).toString('base64url');
    const page = await k.ok<TCaseList>(
      'GET',
      `/api/cases?sort=companyName&order=asc&after=${cursor}`,
      firm.officer.token,
    );
    const expected = await sql<{ id: string }>`
      select id from cases c where c.firm_id = ${firm.firmId}
        and (lower(coalesce(c.company_eng_name, c.company_chi_name, '')), c.id) > (${name}, '00000000-0000-4000-8000-000000000000'::uuid)
      order by lower(coalesce(c.company_eng_name, c.company_chi_name, '')), c.id limit 20`.execute(
      ctx.database.db,
    );
    expect(expected.rows.length).toBeGreaterThan(0);
    expect(page.items.map((c) => c.caseID)).toEqual(expected.rows.map((r) => r.id));
  });

  it('counts exactly under the cap, and says so when more match than it', async () => {
    const page = await k.ok<TCaseList>('GET', '/api/cases?status=OPEN&pageSize=5', firm.officer.token);
    const open = Array.from({ length: CASES }, (_, i) => i + 1).filter((n) => n % 3 !== 0).length;
    expect(page).toMatchObject({ total: open, totalCapped: false });
    const filtered = ctx.database.db.selectFrom('tasks').where('tasks.firm_id', '=', firm.firmId);
    expect(await cappedCount(ctx.database.db, filtered, 100)).toEqual({ total: 100, totalCapped: true });
    expect(await cappedCount(ctx.database.db, filtered, CASES * 5)).toEqual({
      total: CASES * 5,
      totalCapped: false,
    });
  });
});

describe('a cursor the list did not give out', () => {
  it('is refused at its field, and nothing reaches the database', async () => {
    const first = await casePage('sort=updatedDate');
    const crafted = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    const id = first.ids[0]!;
    const refusals: [string, string][] = [
      [`/api/cases?after=${crafted(['updatedDate', 'yesterday', id])}`, 'after'],
      [`/api/cases?before=${crafted(['updatedDate', '2026-01-01 00:00:00+00', 'not-an-id'])}`, 'before'],
      [`/api/cases?sort=companyName&after=${first.nextCursor}`, 'after'],
      [`/api/cases?after=${crafted(['companyName', 'a\u0000b', id])}&sort=companyName`, 'after'],
      [`/api/tasks?after=${crafted({ sort: 'updatedDate' })}`, 'after'],
      [`/api/tasks?after=bm90IGpzb24`, 'after'],
      [`/api/cases?after=${first.nextCursor}&before=${first.nextCursor}`, 'before'],
    ];
    for (const [url, field] of refusals) {
      const response = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${firm.officer.token}` },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ field: string }>().field, url).toBe(field);
    }
  });

  it('of another firm’s list shows that firm nothing', async () => {
    const other = await buildStaffedFirm(ctx.app, ctx.database.db);
    const first = await casePage('sort=updatedDate&pageSize=5');
    const theirs = await k.ok<TCaseList>('GET', `/api/cases?after=${first.nextCursor}`, other.officer.token);
    expect(theirs.items).toEqual([]);
  });
});
