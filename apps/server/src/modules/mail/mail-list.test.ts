import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZMailList } from '@portal/domain';
import { ZMailListQuery } from '@portal/domain';
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
import { mailListQueries } from './mail.repository.js';

/**
 * The mail outbox by cursor (issue 23): walking it gives every mail the reader may see once, newest
 * first, the id deciding between mails of the same time, in each state; the list reads an index in
 * its order.
 */

type TMailList = z.infer<typeof ZMailList>;
let ctx: TTestContext;
let k: ReturnType<typeof kit>;
let firm: TStaffedFirm;
let other: TStaffedFirm;
let operator: TSignedIn;
const MAILS = 50;

beforeAll(async () => {
  ctx = await createTestApp();
  k = kit(ctx.app, ctx.database.db);
  [firm, other] = [
    await buildStaffedFirm(ctx.app, ctx.database.db),
    await buildStaffedFirm(ctx.app, ctx.database.db),
  ];
  operator = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'SMOOOTH' }));
  // Mails of both firms and of the platform (no firm), three to each time; every seventh failed.
  await sql`
    insert into mail_messages (firm_id, recipient, language, template, subject, text_body, html_body,
                               status, created_at)
    select case n % 3 when 0 then ${firm.firmId}::uuid when 1 then ${other.firmId}::uuid end,
           'to' || n || '@test.example', 'en', 'bench', 'Mail ' || n, 'Text', '<p>Text</p>',
           case when n % 7 = 0 then 'FAILED' when n % 2 = 0 then 'SENT' else 'OUTBOX' end,
           timestamptz '2026-01-01' + (n / 3) * interval '1 minute'
    from generate_series(1, ${MAILS * 3}) as n`.execute(ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

const read =
  (token: string) =>
  async (query: string): Promise<TListPage> => {
    const page = await k.ok<TMailList>('GET', `/api/mail/outbox?${query}`, token);
    return {
      ids: page.items.map((m) => m.mailID),
      nextCursor: page.nextCursor,
      prevCursor: page.prevCursor,
      total: page.total,
    };
  };

async function expectedIds(where: ReturnType<typeof sql>) {
  const rows = await sql<{ id: string }>`
    select id from mail_messages where ${where}
    order by created_at desc, id desc`.execute(ctx.database.db);
  return rows.rows.map((r) => r.id);
}

describe('mail outbox paging', () => {
  it('walks the firm’s mails newest first, every mail once, and no other firm’s', async () => {
    const ids = await walkList(read(firm.admin.token), '', 7);
    expect(ids).toEqual(await expectedIds(sql`firm_id = ${firm.firmId}`));
    expect(ids).toHaveLength(MAILS);
  });

  it('walks the firm’s failed mails', async () => {
    const ids = await walkList(read(firm.admin.token), 'status=FAILED', 2);
    const expected = await expectedIds(sql`firm_id = ${firm.firmId} and status = 'FAILED'`);
    expect(expected.length).toBeGreaterThan(4);
    expect(ids).toEqual(expected);
  });

  it('walks every mail for SMOOOTH, the platform’s own included, and each state', async () => {
    expect(await walkList(read(operator.token), '', 40)).toEqual(await expectedIds(sql`true`));
    expect(await walkList(read(operator.token), 'status=SENT', 20)).toEqual(
      await expectedIds(sql`status = 'SENT'`),
    );
  });

  it('refuses a cursor it did not give out, and shows another firm nothing from this one’s', async () => {
    const first = await read(firm.admin.token)('pageSize=5');
    await expectRefusedAt(
      (url) =>
        ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${firm.admin.token}` } }),
      [
        [`/api/mail/outbox?after=${craftCursor(['createdDate', 'now', first.ids[0]])}`, 'after'],
        [`/api/mail/outbox?before=${craftCursor(['createdDate', '2026-01-01 00:00:00+00', 7])}`, 'before'],
      ],
    );
    const theirs = await k.ok<TMailList>(
      'GET',
      `/api/mail/outbox?after=${first.nextCursor}`,
      other.admin.token,
    );
    const expected = await expectedIds(sql`firm_id = ${other.firmId}`);
    expect(theirs.items.map((m) => m.mailID).every((id) => expected.includes(id))).toBe(true);
  });
});

describe('mail outbox plans', () => {
  // A year of delivered mail before these, so that a failed one is as rare as in a real outbox.
  beforeAll(async () => {
    await sql`
      insert into mail_messages (firm_id, recipient, language, template, subject, text_body, html_body,
                                 status, created_at)
      select case when n % 2 = 0 then ${firm.firmId}::uuid end, 'old' || n || '@test.example', 'en', 'bench',
             'Old ' || n, 'Text', '<p>Text</p>', 'SENT', timestamptz '2025-01-01' + n * interval '1 hour'
      from generate_series(1, 6000) as n`.execute(ctx.database.db);
    await sql`vacuum analyze mail_messages`.execute(ctx.database.db);
  });
  const cases: [string, () => Parameters<typeof mailListQueries>[1], Record<string, string>, string][] = [
    ['the firm’s', () => ({ firmId: firm.firmId }), {}, 'mail_messages_firm_created_idx'],
    [
      'the firm’s failed',
      () => ({ firmId: firm.firmId }),
      { status: 'FAILED' },
      'mail_messages_firm_status_idx',
    ],
    ['every', () => ({ all: true }), {}, 'mail_messages_all_created_idx'],
    ['every failed', () => ({ all: true }), { status: 'FAILED' }, 'mail_messages_status_idx'],
    [
      'the firm’s, deep',
      () => ({ firmId: firm.firmId }),
      {
        after: craftCursor(['createdDate', '2026-01-01 00:10:00+00', '00000000-0000-4000-8000-000000000000']),
      },
      'mail_messages_firm_created_idx',
    ],
  ];
  for (const [name, scope, params, index] of cases) {
    it(`reads ${name} mails in order from ${index}`, async () => {
      const { page } = mailListQueries(ctx.database.db, scope(), ZMailListQuery.parse(params));
      expectOrderedBy(await planOf(ctx.database.db, page, ORDERED), index);
    });
  }
});
