import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZEntityListQuery, type TEntityList } from '@portal/domain';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { buildStaffedFirm, kit, type TStaffedFirm } from '../../test/case-kit.js';
import { cappedCountQuery } from '../../db/keyset.js';
import {
  craftCursor,
  expectOrderedBy,
  expectRefusedAt,
  ORDERED,
  planOf,
  walkList,
  type TListPage,
} from '../../test/list-walk.js';
import { entityListQueries, listEntities } from './entity-list.js';

/**
 * The company lists by cursor (issue 23): walking each order both ways gives every company once, in
 * order — a company without the sorted date last either way, the id deciding between equal dates —
 * the same pages as by number; each order and filter the screens use reads an index in its order.
 */

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
let firm: TStaffedFirm;
const COMPANIES = 70;
const archived = (n: number) => n % 7 === 0;
const ACTIVE = Array.from({ length: COMPANIES }, (_, i) => i + 1).filter((n) => !archived(n)).length;

beforeAll(async () => {
  ctx = await createTestApp();
  k = kit(ctx.app, ctx.database.db);
  firm = await buildStaffedFirm(ctx.app, ctx.database.db);
  // Dates repeat (three or four companies share each), some are missing; every fifth company has no
  // English name (sorted by its Chinese one); every seventh is archived. Due dates lie around today.
  await sql`
    insert into entities (firm_id, company_eng_name, company_chi_name, brn, incorporation_date,
                          next_return_date, next_due_date, next_due_kind, status, archived_at)
    select ${firm.firmId},
           case when n % 5 = 0 then null else (array['Harbour', 'Peak', 'Lantau', 'Kowloon'])[n % 4 + 1] || ' Trading ' || n || ' Limited' end,
           '公司' || n, lpad((40000000 + n)::text, 8, '0'),
           case when n % 6 = 0 then null else date '2010-01-01' + (n / 3) * 30 end,
           case when n % 4 = 0 then null else date '2026-01-01' + n / 4 end,
           case when n % 4 = 0 then null else (now() at time zone 'Asia/Hong_Kong')::date + (n % 50 - 10) end,
           case when n % 4 = 0 then null else 'NAR1' end,
           case when n % 7 = 0 then 'ARCHIVED' else 'ACTIVE' end,
           case when n % 7 = 0 then timestamptz '2026-03-01' + (n / 21) * interval '1 hour' end
    from generate_series(1, ${COMPANIES}) as n`.execute(ctx.database.db);
  // The client is linked to every third company.
  await sql`
    insert into entity_members (entity_id, user_id, role)
    select id, ${firm.client.id}, 'CLIENT' from entities
    where firm_id = ${firm.firmId} and right(brn, 2)::int % 3 = 0`.execute(ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

const read =
  (token: string) =>
  async (query: string): Promise<TListPage> => {
    const page = await k.ok<TEntityList>('GET', `/api/entities?${query}`, token);
    return {
      ids: page.items.map((e) => e.companyID),
      nextCursor: page.nextCursor,
      prevCursor: page.prevCursor,
      total: page.total,
    };
  };

const COLUMNS = {
  companyName: sql`lower(coalesce(e.company_eng_name, e.company_chi_name, ''))`,
  nextReturnDate: sql`e.next_return_date`,
  nextDueDate: sql`e.next_due_date`,
  incorporationDate: sql`e.incorporation_date`,
  archivedDate: sql`e.archived_at`,
};

async function expectedIds(
  status: string,
  sort: keyof typeof COLUMNS,
  order: 'asc' | 'desc',
  where = sql`true`,
) {
  const rows = await sql<{ id: string }>`
    select e.id from entities e where e.firm_id = ${firm.firmId} and e.status = ${status} and ${where}
    order by ${COLUMNS[sort]} ${sql.raw(order)} nulls last, e.id ${sql.raw(order)}`.execute(ctx.database.db);
  return rows.rows.map((r) => r.id);
}

describe('company list paging', () => {
  for (const sort of ['companyName', 'nextReturnDate', 'nextDueDate', 'incorporationDate'] as const) {
    for (const order of ['asc', 'desc'] as const) {
      it(`walks the active companies by ${sort} ${order}, every one once, the undated last`, async () => {
        const ids = await walkList(read(firm.officer.token), `sort=${sort}&order=${order}`);
        expect(ids).toEqual(await expectedIds('ACTIVE', sort, order));
        expect(ids).toHaveLength(ACTIVE);
      });
    }
  }

  for (const order of ['desc', 'asc'] as const) {
    it(`walks the archive by the archive date ${order}`, async () => {
      const ids = await walkList(
        read(firm.officer.token),
        `status=ARCHIVED&sort=archivedDate&order=${order}`,
        3,
      );
      expect(ids).toEqual(await expectedIds('ARCHIVED', 'archivedDate', order));
      expect(ids).toHaveLength(COMPANIES - ACTIVE);
    });
  }

  it('keeps the filters while walking: due within 30 days, searched by name', async () => {
    const ids = await walkList(read(firm.officer.token), 'due=MONTH&search=trading&sort=nextDueDate', 5);
    const today = sql`(now() at time zone 'Asia/Hong_Kong')::date`;
    const expected = await expectedIds(
      'ACTIVE',
      'nextDueDate',
      'asc',
      sql`e.next_due_date between ${today} and ${today} + 30 and e.company_eng_name ilike '%trading%'`,
    );
    expect(expected.length).toBeGreaterThan(5);
    expect(ids).toEqual(expected);
  });

  it('shows a client only the companies they are linked to, by cursor too', async () => {
    const ids = await walkList(read(firm.client.token), 'sort=nextReturnDate', 4);
    const linked = await expectedIds(
      'ACTIVE',
      'nextReturnDate',
      'asc',
      sql`exists (select 1 from entity_members m where m.entity_id = e.id and m.user_id = ${firm.client.id})`,
    );
    expect(linked.length).toBeGreaterThan(4);
    expect(ids).toEqual(linked);
  });

  it('counts up to the cap', async () => {
    const list = await k.ok<TEntityList>('GET', '/api/entities?pageSize=5', firm.officer.token);
    expect(list).toMatchObject({ total: ACTIVE, totalCapped: false });
  });

  it('refuses a cursor it did not give out, at its field', async () => {
    const first = await read(firm.officer.token)('sort=nextDueDate&pageSize=5');
    const id = first.ids[0]!;
    await expectRefusedAt(
      (url) =>
        ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${firm.officer.token}` } }),
      [
        [`/api/entities?sort=nextDueDate&after=${craftCursor(['nextDueDate', 'tomorrow', id])}`, 'after'],
        [
          `/api/entities?sort=nextDueDate&before=${craftCursor(['nextDueDate', '2026-01-01 00:00:00+00', id])}`,
          'before',
        ],
        [
          `/api/entities?sort=nextDueDate&after=${craftCursor(['nextDueDate', '2026-01-01', 'not-an-id'])}`,
          'after',
        ],
        [`/api/entities?sort=companyName&after=${first.nextCursor}`, 'after'],
      ],
    );
  });

  it('shows another firm nothing from this firm’s cursor', async () => {
    const other = await buildStaffedFirm(ctx.app, ctx.database.db);
    const first = await read(firm.officer.token)('pageSize=5');
    const theirs = await k.ok<TEntityList>(
      'GET',
      `/api/entities?after=${first.nextCursor}`,
      other.officer.token,
    );
    expect(theirs.items).toEqual([]);
  });
});

describe('company list plans', () => {
  const auth = () => ({ userId: firm.officer.id, userType: 'COM_SEC' as const, firmId: firm.firmId });
  const cases: [Record<string, string>, string][] = [
    [{}, 'entities_firm_name_idx'],
    [{ order: 'desc' }, 'entities_firm_name_idx'],
    [{ sort: 'nextReturnDate' }, 'entities_firm_return_up_idx'],
    [{ sort: 'nextReturnDate', order: 'desc' }, 'entities_firm_return_down_idx'],
    [{ sort: 'nextDueDate' }, 'entities_firm_due_up_idx'],
    [{ sort: 'nextDueDate', order: 'desc' }, 'entities_firm_due_down_idx'],
    [{ sort: 'incorporationDate' }, 'entities_firm_incorporated_up_idx'],
    [{ sort: 'incorporationDate', order: 'desc' }, 'entities_firm_incorporated_down_idx'],
    [{ status: 'ARCHIVED', sort: 'archivedDate', order: 'desc' }, 'entities_firm_archived_idx'],
    [{ due: 'OVERDUE', sort: 'nextDueDate' }, 'entities_firm_due_up_idx'],
    [
      {
        after: craftCursor(['nextDueDate', '2026-06-01', '00000000-0000-4000-8000-000000000000']),
        sort: 'nextDueDate',
      },
      'entities_firm_due_up_idx',
    ],
  ];
  for (const [params, index] of cases) {
    it(`reads ${JSON.stringify(params)} in order from ${index}`, async () => {
      const { page } = entityListQueries(ctx.database.db, auth(), ZEntityListQuery.parse(params));
      expectOrderedBy(await planOf(ctx.database.db, page, ORDERED), index);
    });
  }

  it('finds a search anywhere in a name through the trigram index, from few companies or many alike', async () => {
    const other = await buildStaffedFirm(ctx.app, ctx.database.db);
    await sql`
      insert into entities (firm_id, company_eng_name, company_chi_name, brn)
      select ${other.firmId},
             case when n = 1234 then 'Peak Tram Catering Limited' else 'Harbour Trading ' || n || ' Limited' end,
             '海港貿易' || n, lpad((50000000 + n)::text, 8, '0')
      from generate_series(1, 3000) as n`.execute(ctx.database.db);
    await sql`vacuum analyze entities`.execute(ctx.database.db);
    const theirs = { userId: other.officer.id, userType: 'COM_SEC' as const, firmId: other.firmId };
    const { filtered } = entityListQueries(
      ctx.database.db,
      theirs,
      ZEntityListQuery.parse({ search: 'tram' }),
    );
    const nodes = await planOf(ctx.database.db, cappedCountQuery(ctx.database.db, filtered, 10_000), []);
    expect(nodes.map((n) => n['Index Name'])).toContain('entities_search_idx');
    // 'Trading 12' is in 110 names (read from those companies); 'Trading' in 2,999.
    for (const [term, expected] of [
      ['tram', 1],
      ['Trading 12', 110],
      ['Trading', 2999],
    ] as const) {
      const list = await listEntities(
        ctx.database.db,
        theirs,
        ZEntityListQuery.parse({ search: term, pageSize: 100 }),
      );
      expect(list.total, term).toBe(expected);
      expect(list.items).toHaveLength(Math.min(100, expected));
    }
  });
});
