import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZAuditList } from '@portal/domain';
import { ZAuditListQuery } from '@portal/domain';
import type { z } from 'zod';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { buildStaffedFirm, kit, signedIn, type TSignedIn, type TStaffedFirm } from '../../test/case-kit.js';
import { buildUser } from '../../test/factories.js';
import {
  craftCursor,
  expectOrderedBy,
  expectRefusedAt,
  ORDERED,
  planOf,
  walkList,
  type TListPage,
} from '../../test/list-walk.js';
import { auditListQueries } from './audit-log.service.js';

/**
 * The audit log by cursor (issue 23): walking it gives every row the reader may see once, newest
 * first, the row number deciding between rows of the same time, with its filters; the list reads an
 * index in its order.
 */

type TAuditList = z.infer<typeof ZAuditList>;
let ctx: TTestContext;
let k: ReturnType<typeof kit>;
let firm: TStaffedFirm;
let other: TStaffedFirm;
let operator: TSignedIn;

beforeAll(async () => {
  ctx = await createTestApp();
  k = kit(ctx.app, ctx.database.db);
  [firm, other] = [
    await buildStaffedFirm(ctx.app, ctx.database.db),
    await buildStaffedFirm(ctx.app, ctx.database.db),
  ];
  operator = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'SMOOOTH' }));
  // Both firms' rows and the platform's, three to each time (over Hong Kong days); every fifth a role change.
  await sql`
    insert into audit_log (firm_id, actor_user_id, action, target_type, target_id, created_at)
    select case n % 3 when 0 then ${firm.firmId}::uuid when 1 then ${other.firmId}::uuid end,
           case when n % 3 = 0 then ${firm.admin.id}::uuid end,
           case when n % 5 = 0 then 'user.role_changed' else 'auth.login' end,
           'user', ${firm.officer.id}, timestamptz '2026-01-01 00:00+08' + (n / 3) * interval '2 hours'
    from generate_series(1, 240) as n`.execute(ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

const read =
  (token: string) =>
  async (query: string): Promise<TListPage> => {
    const page = await k.ok<TAuditList>('GET', `/api/audit-log?${query}`, token);
    return {
      ids: page.items.map((e) => e.auditID),
      nextCursor: page.nextCursor,
      prevCursor: page.prevCursor,
      total: page.total,
    };
  };

async function expectedIds(where: ReturnType<typeof sql>) {
  const rows = await sql<{ id: string }>`
    select id::text as id from audit_log where ${where} order by created_at desc, audit_log.id desc`.execute(
    ctx.database.db,
  );
  return rows.rows.map((r) => r.id);
}

describe('audit log paging', () => {
  it('walks the firm’s rows newest first, every row once, with the names', async () => {
    const ids = await walkList(read(firm.admin.token), '', 9);
    expect(ids).toEqual(await expectedIds(sql`firm_id = ${firm.firmId}`));
    const first = await k.ok<TAuditList>('GET', '/api/audit-log?action=user.role_changed', firm.admin.token);
    expect(first.items[0]).toMatchObject({ actorUserID: firm.admin.id, targetID: firm.officer.id });
    expect(first.items[0]?.actorName).toBeTruthy();
    expect(first.items[0]?.targetName).toBeTruthy();
  });

  it('keeps the filters while walking: an action between two Hong Kong days', async () => {
    const ids = await walkList(
      read(firm.admin.token),
      'action=user.role_changed&from=2026-01-02&to=2026-01-04',
      3,
    );
    const expected = await expectedIds(
      sql`firm_id = ${firm.firmId} and action = 'user.role_changed'
          and (created_at at time zone 'Asia/Hong_Kong')::date between '2026-01-02' and '2026-01-04'`,
    );
    expect(expected.length).toBeGreaterThan(3);
    expect(ids).toEqual(expected);
  });

  it('walks every firm’s rows for SMOOOTH, or one firm’s', async () => {
    expect(await walkList(read(operator.token), '', 50)).toEqual(await expectedIds(sql`true`));
    expect(await walkList(read(operator.token), `firmID=${other.firmId}`, 30)).toEqual(
      await expectedIds(sql`firm_id = ${other.firmId}`),
    );
  });

  it('refuses a cursor it did not give out, and shows another firm nothing from this one’s', async () => {
    const first = await read(firm.admin.token)('pageSize=5');
    await expectRefusedAt(
      (url) =>
        ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${firm.admin.token}` } }),
      [
        [
          `/api/audit-log?after=${craftCursor(['createdDate', '2026-01-01 00:00:00+00', firm.admin.id])}`,
          'after',
        ],
        [`/api/audit-log?before=${craftCursor(['createdDate', '2026-01-01 00:00:00+00', '-1'])}`, 'before'],
        [`/api/audit-log?after=${craftCursor(['createdDate', 'soon', '12'])}`, 'after'],
      ],
    );
    const theirs = await k.ok<TAuditList>(
      'GET',
      `/api/audit-log?after=${first.nextCursor}`,
      other.admin.token,
    );
    const expected = await expectedIds(sql`firm_id = ${other.firmId}`);
    expect(theirs.items.length).toBeGreaterThan(0);
    expect(theirs.items.every((e) => expected.includes(e.auditID))).toBe(true);
  });
});

describe('audit log plans', () => {
  // A year of sign-ins before these, so that a rarer action is as rare as in a real log.
  beforeAll(async () => {
    await sql`
      insert into audit_log (firm_id, action, created_at)
      select case when n % 2 = 0 then ${firm.firmId}::uuid end, 'auth.login',
             timestamptz '2025-01-01' + n * interval '1 hour'
      from generate_series(1, 6000) as n`.execute(ctx.database.db);
    await sql`vacuum analyze audit_log`.execute(ctx.database.db);
  });
  const cases: [string, () => string | null, Record<string, string>, string][] = [
    ['the firm’s', () => firm.firmId, {}, 'audit_log_firm_created_idx'],
    [
      'the firm’s role changes',
      () => firm.firmId,
      { action: 'user.role_changed' },
      'audit_log_firm_action_idx',
    ],
    [
      'the firm’s days',
      () => firm.firmId,
      { from: '2026-01-02', to: '2026-01-03' },
      'audit_log_firm_created_idx',
    ],
    ['every firm’s', () => null, {}, 'audit_log_created_idx'],
    ['every firm’s role changes', () => null, { action: 'user.role_changed' }, 'audit_log_action_idx'],
    [
      'the firm’s, deep',
      () => firm.firmId,
      { after: craftCursor(['createdDate', '2026-01-02 00:00:00+00', '77']) },
      'audit_log_firm_created_idx',
    ],
  ];
  for (const [name, firmId, params, index] of cases) {
    it(`reads ${name} rows in order from ${index}`, async () => {
      const { page } = auditListQueries(ctx.database.db, firmId(), ZAuditListQuery.parse(params));
      expectOrderedBy(await planOf(ctx.database.db, page, ORDERED), index);
    });
  }
});
