import { CompiledQuery, sql, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCaseListQuery, ZTaskListQuery } from '@portal/domain';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { buildStaffedFirm, type TStaffedFirm } from '../../test/case-kit.js';
import { cappedCountQuery } from '../../db/keyset.js';
import { caseListQueries, listCases } from '../cases/cases.repository.js';
import { taskListQueries } from './task-list.js';

/**
 * The plans of the long lists (issue 23): each order and filter the screens use is served by an index
 * that gives the rows in the list's order, so a page is a short walk of it and never a sort of the
 * firm's million tasks. The tables here are small, so sequential scans, bitmap scans and sorts are
 * priced out: the plan then shows a Sort only when no index serves the order. A migration that drops
 * or changes one of these indexes fails here.
 */

let ctx: TTestContext;
let firm: TStaffedFirm;
beforeAll(async () => {
  ctx = await createTestApp();
  firm = await buildStaffedFirm(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

interface TPlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: TPlanNode[];
}

function nodesOf(node: TPlanNode): TPlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

async function planOf(query: Compilable<unknown>, settings: string[]): Promise<TPlanNode[]> {
  const compiled = query.compile();
  return ctx.database.db.transaction().execute(async (trx) => {
    for (const setting of settings) await trx.executeQuery(CompiledQuery.raw(`set local ${setting} = off`));
    const result = await trx.executeQuery<{ 'QUERY PLAN': unknown }>(
      CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
    );
    const raw = result.rows[0]!['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: TPlanNode }[];
    return nodesOf(plan[0]!.Plan);
  });
}

/**
 * The plan a prepared statement settles on after its first calls (db/prepared.ts): one made without
 * the parameters' values. The list's own constants are in the text, so it must still find the index.
 */
async function genericPlanOf(query: Compilable<unknown>, settings: string[]): Promise<TPlanNode[]> {
  const compiled = query.compile();
  const literal = (value: unknown) =>
    typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  return ctx.database.db.transaction().execute(async (trx) => {
    for (const setting of settings) await trx.executeQuery(CompiledQuery.raw(`set local ${setting} = off`));
    await trx.executeQuery(CompiledQuery.raw('set local plan_cache_mode = force_generic_plan'));
    await trx.executeQuery(CompiledQuery.raw(`prepare list_plan as ${compiled.sql}`));
    const args = compiled.parameters.map(literal).join(', ');
    const result = await trx.executeQuery<{ 'QUERY PLAN': unknown }>(
      CompiledQuery.raw(`explain (format json) execute list_plan${args ? `(${args})` : ''}`),
    );
    await trx.executeQuery(CompiledQuery.raw('deallocate list_plan'));
    const raw = result.rows[0]!['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: TPlanNode }[];
    return nodesOf(plan[0]!.Plan);
  });
}

const ORDERED = ['enable_seqscan', 'enable_bitmapscan', 'enable_sort'];

function expectOrderedBy(nodes: TPlanNode[], index: string) {
  const types = nodes.map((n) => n['Node Type']);
  expect(types).not.toContain('Sort');
  expect(types).not.toContain('Incremental Sort');
  expect(nodes.map((n) => n['Index Name'])).toContain(index);
}

describe('task list plans', () => {
  const auth = () => ({
    userId: firm.officer.id,
    userType: 'COM_SEC' as const,
    firmId: firm.firmId,
    language: 'en' as const,
  });
  const cases: [string, Record<string, string>, string][] = [
    ['my open tasks', { tabKey: 'mine', status: 'OPEN' }, 'tasks_user_open_idx'],
    ['my colleagues’ open tasks', { tabKey: 'team', status: 'OPEN' }, 'tasks_firm_open_updated_idx'],
    ['the queue', { tabKey: 'queued', status: 'OPEN' }, 'tasks_firm_open_updated_idx'],
    [
      'open tasks by creation',
      { tabKey: 'team', status: 'OPEN', sort: 'createdDate', order: 'asc' },
      'tasks_firm_open_created_idx',
    ],
    [
      'the firm’s completed tasks',
      { status: 'COMPLETED', sort: 'completedDate' },
      'tasks_firm_completed_idx',
    ],
    [
      'my completed tasks',
      { tabKey: 'mine', status: 'COMPLETED', sort: 'completedDate' },
      'tasks_user_completed_idx',
    ],
    ['every task of the firm', {}, 'tasks_firm_updated_idx'],
    ['every task by creation', { sort: 'createdDate' }, 'tasks_firm_created_idx'],
    ['a case type', { caseType: 'AR', status: 'OPEN', tabKey: 'team' }, 'tasks_firm_open_type_idx'],
    [
      'the queue of a case type',
      { caseType: 'EM', status: 'OPEN', tabKey: 'queued' },
      'tasks_firm_open_type_idx',
    ],
  ];
  for (const [name, params, index] of cases) {
    it(`reads ${name} in order from ${index}`, async () => {
      const query = ZTaskListQuery.parse(params);
      const { page } = taskListQueries(ctx.database.db, auth(), query);
      expectOrderedBy(await planOf(page, ORDERED), index);
      expectOrderedBy(await genericPlanOf(page, ORDERED), index);
    });
  }

  it('reads a page deep in the list from the same index, after its cursor', async () => {
    const cursor = Buffer.from(
      JSON.stringify(['updatedDate', '2026-06-01 00:00:00+00', '00000000-0000-4000-8000-000000000000']),
    ).toString('base64url');
    const query = ZTaskListQuery.parse({ tabKey: 'team', status: 'OPEN', after: cursor });
    const { page } = taskListQueries(ctx.database.db, auth(), query);
    expectOrderedBy(await planOf(page, ORDERED), 'tasks_firm_open_updated_idx');
  });
});

describe('case list plans', () => {
  const auth = () => ({ userId: firm.officer.id, userType: 'COM_SEC' as const, firmId: firm.firmId });
  // An officer's id stands for the staff in charge (known once the firm is built).
  const cases: [Record<string, string>, string][] = [
    [{}, 'cases_firm_updated_idx'],
    [{ sort: 'createdDate', order: 'asc' }, 'cases_firm_created_idx'],
    [{ sort: 'companyName', order: 'asc' }, 'cases_firm_name_idx'],
    [{ sort: 'step' }, 'cases_firm_step_idx'],
    [{ status: 'OPEN' }, 'cases_firm_status_updated_idx'],
    [{ step: 'AR_A_CS' }, 'cases_firm_step_updated_idx'],
    [{ staffInChargeUserIDs: 'officer' }, 'cases_officer_updated_idx'],
    [{ step: 'AR_A_CS', staffInChargeUserIDs: 'officer' }, 'cases_officer_step_updated_idx'],
  ];
  for (const [params, index] of cases) {
    it(`reads ${JSON.stringify(params)} in order from ${index}`, async () => {
      const withOfficer = Object.fromEntries(
        Object.entries(params).map(([key, value]) => [key, value === 'officer' ? firm.officer.id : value]),
      );
      const { page } = caseListQueries(ctx.database.db, auth(), ZCaseListQuery.parse(withOfficer));
      expectOrderedBy(await planOf(page, ORDERED), index);
      expectOrderedBy(await genericPlanOf(page, ORDERED), index);
    });
  }

  it('finds a search anywhere in a name through the trigram index', async () => {
    // Among 3,000 companies a rare word is found through its trigrams, not by reading every name.
    await sql`
      insert into cases (firm_id, case_ref, case_type, step, company_eng_name, company_chi_name)
      select ${firm.firmId}, 'AR-2026-' || lpad(n::text, 5, '0'), 'AR', 'AR_A_POC',
             case when n = 1234 then 'Peak Tram Catering Limited' else 'Harbour Trading ' || n || ' Limited' end,
             '海港貿易' || n
      from generate_series(1, 3000) as n`.execute(ctx.database.db);
    // As autovacuum would: the new rows move from the trigram index's pending list into the index.
    await sql`vacuum analyze cases`.execute(ctx.database.db);
    const { filtered } = caseListQueries(ctx.database.db, auth(), ZCaseListQuery.parse({ search: 'tram' }));
    const nodes = await planOf(cappedCountQuery(ctx.database.db, filtered, 10_000), []);
    expect(nodes.map((n) => n['Index Name'])).toContain('cases_search_idx');
    const found = await caseListQueries(
      ctx.database.db,
      auth(),
      ZCaseListQuery.parse({ search: 'tram' }),
    ).page.execute();
    expect(found.map((c) => c.company_eng_name)).toEqual(['Peak Tram Catering Limited']);
  });

  it('answers a search of few cases from those cases, and a common one from the list’s order, alike', async () => {
    const count = async (term: string) =>
      Number(
        (
          await sql<{ n: number }>`select count(*) as n from cases where firm_id = ${firm.firmId}
            and company_eng_name ilike ${`%${term}%`}`.execute(ctx.database.db)
        ).rows[0]!.n,
      );
    // 'Trading 12' is in a few dozen names (read from those cases); 'Trading' in 2,999 (past the cap).
    for (const term of ['Trading 12', 'Trading']) {
      const list = await listCases(
        ctx.database.db,
        auth(),
        ZCaseListQuery.parse({ search: term, pageSize: 100 }),
      );
      const expected = await count(term);
      expect(list.total, term).toBe(expected);
      expect(
        list.items.every((c) => c.companyEngName?.includes(term)),
        term,
      ).toBe(true);
      expect(list.items).toHaveLength(Math.min(100, expected));
    }
  });
});
