import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTaskList } from '@portal/domain';
import { createTestApp, type TTestContext } from '../test/setup.js';
import { buildStaffedFirm, kit, type TStaffedFirm } from '../test/case-kit.js';
import { createCountCache } from './count-cache.js';
import { cappedCount } from './keyset.js';

/**
 * The lists' counts are kept for a few seconds (issue 23 point 1): asked again, a list's total is not
 * counted again — but a write by this copy, through the query builder or in raw SQL, shows in the very
 * next list, and a write nobody here saw (another copy's) within the cache's few seconds.
 */

describe('the count cache', () => {
  it('keeps a count for its few seconds, and forgets all on a write', () => {
    let now = 0;
    const cache = createCountCache({ ttlMs: 5_000, now: () => now });
    cache.set('a', 12, cache.mark(), ['tasks']);
    cache.set('b', 10_001, cache.mark(), ['tasks']);
    expect(cache.get('a')).toBe(12);
    now = 4_999;
    expect(cache.get('b')).toBe(10_001);
    now = 5_000;
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 13, cache.mark(), ['tasks']);
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not keep a count read while a write was under way', () => {
    const cache = createCountCache();
    const mark = cache.mark();
    cache.clear();
    cache.set('a', 12, mark, ['tasks']);
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets only the counts that read the table written', () => {
    const cache = createCountCache();
    cache.set('tasks', 12, cache.mark(), ['tasks']);
    cache.set('cases', 7, cache.mark(), ['cases', 'firms']);
    cache.clear('firms');
    expect(cache.get('tasks')).toBe(12);
    expect(cache.get('cases')).toBeUndefined();
    // A count read while another table was written is kept; one whose table was written is not.
    const mark = cache.mark();
    cache.clear('entities');
    cache.set('cases', 8, mark, ['cases']);
    expect(cache.get('cases')).toBe(8);
    cache.clear('cases');
    cache.set('cases', 9, mark, ['cases']);
    expect(cache.get('cases')).toBeUndefined();
  });
});

describe('a list total', () => {
  let ctx: TTestContext;
  let k: ReturnType<typeof kit>;
  let firm: TStaffedFirm;

  beforeAll(async () => {
    ctx = await createTestApp();
    k = kit(ctx.app, ctx.database.db);
    firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    await k.ok(
      'POST',
      '/api/cases',
      firm.officer.token,
      {
        caseType: 'MVP',
        companyEngName: 'Harbour Tea Limited',
        client: { email: firm.client.email, engFirstName: 'Tai Man', engLastName: 'Chan' },
      },
      201,
    );
  });
  afterAll(async () => {
    await ctx.close();
  });

  const total = async () => (await k.ok<TTaskList>('GET', '/api/tasks?pageSize=5', firm.officer.token)).total;
  /** Another task on the firm's case, by a statement this copy does not see (as another copy's). */
  const unseenTask = () =>
    ctx.database.db.executeQuery(
      CompiledQuery.raw(
        `insert into tasks (case_id, firm_id, action_key, step, status, assignee_role, seq)
         select id, firm_id, 'POC_FORM', step, 'IN_PROGRESS', 'officer', 99 from cases where firm_id = $1 limit 1`,
        [firm.firmId],
      ),
    );

  it('is answered again from what was counted, until this copy writes a table the count reads', async () => {
    const before = await total();
    await unseenTask();
    expect(await total()).toBe(before);
    // A write to a table the count does not read (the officer's task count reads the tasks alone)
    // keeps it: the deadline engine's sweep of the companies no longer empties the task lists' counts.
    await ctx.database.db
      .updateTable('cases')
      .set({ updated_at: new Date() })
      .where('firm_id', '=', firm.firmId)
      .execute();
    expect(await total()).toBe(before);
    // A write of this copy to the tasks, and the count is taken again (both new tasks in it).
    await ctx.database.db
      .updateTable('tasks')
      .set({ updated_at: new Date() })
      .where('firm_id', '=', firm.firmId)
      .execute();
    expect(await total()).toBe(before + 1);
  });

  it('counts a raw SQL write of this copy at once', async () => {
    const before = await total();
    await sql`insert into tasks (case_id, firm_id, action_key, step, status, assignee_role, seq)
              select id, firm_id, 'POC_FORM', step, 'IN_PROGRESS', 'officer', 98 from cases
              where firm_id = ${firm.firmId} limit 1`.execute(ctx.database.db);
    expect(await total()).toBe(before + 1);
    await sql`delete from tasks where seq = 98 and firm_id = ${firm.firmId}`.execute(ctx.database.db);
    expect(await total()).toBe(before);
  });

  it('is counted afresh inside a transaction, which may see its own writes', async () => {
    const before = await total();
    await ctx.database.db.transaction().execute(async (trx) => {
      await trx.executeQuery(
        CompiledQuery.raw(
          `insert into tasks (case_id, firm_id, action_key, step, status, assignee_role, seq)
           select id, firm_id, 'POC_FORM', step, 'IN_PROGRESS', 'officer', 97 from cases where firm_id = $1 limit 1`,
          [firm.firmId],
        ),
      );
      const counted = await cappedCount(
        trx,
        trx.selectFrom('tasks').where('tasks.firm_id', '=', firm.firmId),
      );
      expect(counted.total).toBe(before + 1);
    });
  });
});
