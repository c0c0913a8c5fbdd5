import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TCaseList, TTaskList } from '@portal/domain';
import { buildApp } from '../app.js';
import { openPostgres } from '../db/database.js';
import { buildStaffedFirm, kit, type TStaffedFirm } from '../test/case-kit.js';
import { createTestApp, testConfig, TEST_JWT_SECRET, type TTestContext } from '../test/setup.js';
import { UNNOTIFIED_TABLES } from './answer-cache.js';

/**
 * The lists' answers kept in memory (issue 23) as their callers see them: asked again, a list is the
 * same answer until something it shows changes — through this copy, in raw SQL, or through another
 * copy of the server on the same PostgreSQL — and never anybody else's.
 */

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
let firm: TStaffedFirm;
let other: TStaffedFirm;

const openCase = (who: TStaffedFirm, name: string) =>
  k.ok(
    'POST',
    '/api/cases',
    who.officer.token,
    {
      caseType: 'MVP',
      companyEngName: name,
      client: { email: who.client.email, engFirstName: 'Tai Man', engLastName: 'Chan' },
    },
    201,
  );
const tasks = (who: TStaffedFirm) => k.ok<TTaskList>('GET', '/api/tasks?pageSize=5', who.officer.token);
const cases = (who: TStaffedFirm) => k.ok<TCaseList>('GET', '/api/cases?pageSize=5', who.officer.token);

/** A change this copy does not see and no trigger tells of: what only a kept answer would hide. */
const unheardRename = (name: string) =>
  ctx.database.exec(
    `BEGIN; SET LOCAL session_replication_role = replica;
     UPDATE cases SET company_eng_name = '${name}' WHERE firm_id = '${firm.firmId}'; COMMIT;`,
  );

beforeAll(async () => {
  ctx = await createTestApp();
  k = kit(ctx.app, ctx.database.db);
  [firm, other] = await Promise.all([
    buildStaffedFirm(ctx.app, ctx.database.db),
    buildStaffedFirm(ctx.app, ctx.database.db),
  ]);
  await openCase(firm, 'Harbour Tea Limited');
  await openCase(other, 'Peak Noodles Limited');
});
afterAll(async () => {
  await ctx.close();
});

describe('a list asked again', () => {
  it('is the answer kept, until a table it was read from changes through this copy', async () => {
    const first = await cases(firm);
    expect(first.items.map((c) => c.companyEngName)).toEqual(['Harbour Tea Limited']);
    await unheardRename('Unheard Limited');
    // Kept: the change went round this copy and its triggers.
    expect(await cases(firm)).toEqual(first);
    // A write of a table the list does not read leaves it kept.
    await sql`update calendar_feeds set created_at = created_at where false`.execute(ctx.database.db);
    expect(await cases(firm)).toEqual(first);
    // Any write of the cases through this copy, raw SQL included, and the list is read again.
    await sql`update cases set updated_at = updated_at where false`.execute(ctx.database.db);
    expect((await cases(firm)).items.map((c) => c.companyEngName)).toEqual(['Unheard Limited']);
  });

  it('shows what the caller just did through the API', async () => {
    const before = await tasks(firm);
    await openCase(firm, 'Kowloon Dim Sum Limited');
    const after = await tasks(firm);
    expect(after.total).toBe(before.total + 1);
    expect(after.items.some((t) => t.companyEngName === 'Kowloon Dim Sum Limited')).toBe(true);
  });

  it('is each caller’s own: another firm’s officer and a client asking the same URL see theirs', async () => {
    const mine = await tasks(firm);
    const theirs = await tasks(other);
    expect(theirs.items.map((t) => t.companyEngName)).toEqual(['Peak Noodles Limited']);
    expect(mine.items.map((t) => t.companyEngName)).not.toContain('Peak Noodles Limited');
    const clientView = await k.ok<TTaskList>('GET', '/api/tasks?pageSize=5', other.client.token);
    expect(clientView.items.every((t) => t.companyEngName === 'Peak Noodles Limited')).toBe(true);
  });
});

describe('a server that keeps no answers (ANSWER_CACHE_MB=0)', () => {
  it('reads every list afresh', async () => {
    const plain = await createTestApp({ ANSWER_CACHE_MB: '0' });
    try {
      const pk = kit(plain.app, plain.database.db);
      const own = await buildStaffedFirm(plain.app, plain.database.db);
      const list = () => pk.ok<TCaseList>('GET', '/api/cases?pageSize=5', own.officer.token);
      await pk.ok(
        'POST',
        '/api/cases',
        own.officer.token,
        {
          caseType: 'MVP',
          companyEngName: 'Harbour Tea Limited',
          client: { email: own.client.email, engFirstName: 'Tai Man', engLastName: 'Chan' },
        },
        201,
      );
      await list();
      await plain.database.exec(
        `BEGIN; SET LOCAL session_replication_role = replica;
         UPDATE cases SET company_eng_name = 'Unheard Limited' WHERE firm_id = '${own.firmId}'; COMMIT;`,
      );
      expect((await list()).items.map((c) => c.companyEngName)).toEqual(['Unheard Limited']);
    } finally {
      await plain.close();
    }
  });
});

describe('the tables other copies hear of', () => {
  it('are all but the job queue and the migrations’: each NOTIFYs at commit', async () => {
    const { rows } = await sql<{ tablename: string }>`
      select tablename from pg_tables t where schemaname = 'public' and not exists (
        select 1 from pg_trigger g where g.tgrelid = format('public.%I', t.tablename)::regclass
          and g.tgname = t.tablename || '_changed')
      order by tablename`.execute(ctx.database.db);
    expect(rows.map((r) => r.tablename)).toEqual([...UNNOTIFIED_TABLES].sort());
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two copies on one PostgreSQL', () => {
  it('a list kept by one copy is read again when the other copy changes what it shows', async () => {
    const second = openPostgres(ctx.database.connectionString!, 3, {
      master: ctx.database.keyring.masterKeys,
    });
    const copyB = await buildApp({ config: testConfig(), database: second, jwtSecret: TEST_JWT_SECRET });
    await copyB.ready();
    try {
      const kept = await tasks(firm);
      expect(await tasks(firm)).toEqual(kept);
      await kit(copyB, second.db).ok(
        'POST',
        '/api/cases',
        firm.officer.token,
        {
          caseType: 'MVP',
          companyEngName: 'Second Copy Limited',
          client: { email: firm.client.email, engFirstName: 'Tai Man', engLastName: 'Chan' },
        },
        201,
      );
      // Well within the answers' five seconds: it is the other copy's notice that makes it fresh.
      await vi.waitFor(
        async () => {
          const now = await tasks(firm);
          expect(now.items.some((t) => t.companyEngName === 'Second Copy Limited')).toBe(true);
        },
        { timeout: 2_000, interval: 50 },
      );
    } finally {
      await copyB.close();
      await second.close();
    }
  });
});
