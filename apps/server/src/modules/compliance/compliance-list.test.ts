import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZComplianceListQuery, type TComplianceList } from '@portal/domain';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { buildStaffedFirm, kit, type TStaffedFirm } from '../../test/case-kit.js';
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
import { complianceListQueries, filteredRecords, listComplianceRecords } from './compliance-list.js';

/**
 * The compliance records by cursor (issue 23): walking the list gives every record once, newest
 * first, the id deciding between records of the same time — current versions, or all — with each
 * filter kept; the list reads an index in its order.
 */

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
let firm: TStaffedFirm;
const RECORDS = 60;

beforeAll(async () => {
  ctx = await createTestApp();
  k = kit(ctx.app, ctx.database.db);
  firm = await buildStaffedFirm(ctx.app, ctx.database.db);
  await sql`
    insert into cases (firm_id, case_ref, case_type, step, company_eng_name, company_chi_name)
    select ${firm.firmId}, 'MVP-2026-' || lpad(n::text, 4, '0'), 'MVP', 'MVP_FORM',
           (array['Harbour Tea', 'Peak Tram', 'Lantau Ferry'])[n] || ' Limited', '公司' || n
    from generate_series(1, 3) as n`.execute(ctx.database.db);
  // Three records share each time (the id decides between them), over a few Hong Kong days; every
  // fifth is corrected by a second version a day later.
  await sql`
    insert into compliance_records (firm_id, compliance_type, case_id, holder_id, record_key, version,
                                    company_eng_name, company_chi_name, record_name, details, rating,
                                    remarks, prepared_by, created_at)
    select ${firm.firmId}, case when n % 2 = 0 then 'DUE_DILIGENCE' else 'RISK_ASSESSMENT' end,
           k.id, case when n % 2 = 0 then 'h-' || n end, gen_random_uuid(), 1,
           k.company_eng_name, k.company_chi_name,
           case when n % 2 = 0 then 'Person ' || n else k.company_eng_name end, '{}',
           case when n % 2 = 1 then 'LOW' end, 'Seen on ' || n, ${firm.officer.id},
           timestamptz '2026-01-01 00:00+08' + (n / 3) * interval '5 hours'
    from generate_series(1, ${RECORDS}) as n
    join cases k on k.firm_id = ${firm.firmId} and k.case_ref = 'MVP-2026-000' || (n % 3 + 1)`.execute(
    ctx.database.db,
  );
  await sql`
    insert into compliance_records (firm_id, compliance_type, case_id, holder_id, record_key, version,
                                    supersedes_id, company_eng_name, company_chi_name, record_name,
                                    details, rating, remarks, prepared_by, created_at)
    select firm_id, compliance_type, case_id, holder_id, record_key, 2, id, company_eng_name,
           company_chi_name, record_name, details, rating, 'Corrected', prepared_by,
           created_at + interval '1 day'
    from compliance_records
    where firm_id = ${firm.firmId} and right(remarks, 1) in ('0', '5')`.execute(ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

const read =
  (token: string) =>
  async (query: string): Promise<TListPage> => {
    const page = await k.ok<TComplianceList>('GET', `/api/compliance?${query}`, token);
    return {
      ids: page.records.map((r) => r.complianceID),
      nextCursor: page.nextCursor,
      prevCursor: page.prevCursor,
      total: page.total,
    };
  };

const CURRENT = sql`not exists (select 1 from compliance_records n where n.supersedes_id = c.id)`;

async function expectedIds(where = sql`true`) {
  const rows = await sql<{ id: string }>`
    select c.id from compliance_records c left join cases k on k.id = c.case_id
    where c.firm_id = ${firm.firmId} and ${where}
    order by c.created_at desc, c.id desc`.execute(ctx.database.db);
  return rows.rows.map((r) => r.id);
}

describe('compliance list paging', () => {
  it('walks the current versions newest first, every record once', async () => {
    const ids = await walkList(read(firm.officer.token), 'allVersions=false', 7);
    expect(ids).toEqual(await expectedIds(CURRENT));
    expect(ids).toHaveLength(RECORDS);
  });

  it('walks every version', async () => {
    const ids = await walkList(read(firm.admin.token), 'allVersions=true', 9);
    expect(ids).toEqual(await expectedIds());
    expect(ids).toHaveLength(RECORDS + RECORDS / 5);
  });

  it('keeps the filters while walking: a type between two Hong Kong days', async () => {
    const ids = await walkList(
      read(firm.officer.token),
      'type=DUE_DILIGENCE&from=2026-01-02&to=2026-01-05',
      4,
    );
    const expected = await expectedIds(
      sql`${CURRENT} and c.compliance_type = 'DUE_DILIGENCE'
          and (c.created_at at time zone 'Asia/Hong_Kong')::date between '2026-01-02' and '2026-01-05'`,
    );
    expect(expected.length).toBeGreaterThan(4);
    expect(ids).toEqual(expected);
  });

  it('searches the record’s name, remarks, company and case reference', async () => {
    const byCompany = await walkList(read(firm.officer.token), 'company=peak%20tram', 5);
    expect(byCompany).toEqual(
      await expectedIds(sql`${CURRENT} and c.company_eng_name = 'Peak Tram Limited'`),
    );
    const byRef = await walkList(read(firm.officer.token), 'q=mvp-2026-0003&allVersions=true', 5);
    expect(byRef).toEqual(await expectedIds(sql`k.case_ref = 'MVP-2026-0003'`));
    expect(byRef.length).toBeGreaterThan(5);
    const byRemarks = await read(firm.officer.token)('q=seen%20on%2017');
    expect(byRemarks.total).toBe(1);
  });

  it('names the version that corrected a record, when a search reads only the old one', async () => {
    const [old] = (
      await sql<{ id: string; newer: string }>`
        select c.id, n.id as newer from compliance_records c join compliance_records n on n.supersedes_id = c.id
        where c.firm_id = ${firm.firmId} and c.remarks = 'Seen on 10'`.execute(ctx.database.db)
    ).rows;
    const list = await k.ok<TComplianceList>(
      'GET',
      '/api/compliance?q=seen%20on%2010&allVersions=true',
      firm.officer.token,
    );
    expect(list.records.map((r) => [r.complianceID, r.supersededBy])).toEqual([[old!.id, old!.newer]]);
    // Without older versions, the search finds nothing current.
    expect((await read(firm.officer.token)('q=seen%20on%2010')).total).toBe(0);
  });

  it('refuses a cursor it did not give out, and shows another firm nothing from this one’s', async () => {
    const first = await read(firm.officer.token)('pageSize=5');
    await expectRefusedAt(
      (url) =>
        ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${firm.officer.token}` } }),
      [
        [`/api/compliance?after=${craftCursor(['createdDate', 'today', first.ids[0]])}`, 'after'],
        [
          `/api/compliance?before=${craftCursor(['updatedDate', '2026-01-01 00:00:00+00', first.ids[0]])}`,
          'before',
        ],
        [`/api/compliance?after=${first.nextCursor}&before=${first.nextCursor}`, 'before'],
      ],
    );
    const other = await buildStaffedFirm(ctx.app, ctx.database.db);
    const theirs = await k.ok<TComplianceList>(
      'GET',
      `/api/compliance?after=${first.nextCursor}`,
      other.admin.token,
    );
    expect(theirs.records).toEqual([]);
    expect(theirs.total).toBe(0);
  });
});

describe('compliance list plans', () => {
  // Another firm's 3,000 records beside this firm's, so that each index is chosen as at a real size.
  let other: TStaffedFirm;
  beforeAll(async () => {
    other = await buildStaffedFirm(ctx.app, ctx.database.db);
    await sql`
      insert into compliance_records (firm_id, compliance_type, holder_id, record_key, version,
                                      company_eng_name, record_name, details, remarks, prepared_by)
      select ${other.firmId}, 'DUE_DILIGENCE', 'h-' || n, gen_random_uuid(), 1, 'Harbour Trading Limited',
             case when n = 1234 then 'Tram Driver Chan' else 'Person ' || n end, '{}', '', ${other.officer.id}
      from generate_series(1, 3000) as n`.execute(ctx.database.db);
    await sql`vacuum analyze compliance_records`.execute(ctx.database.db);
  });
  const staff = () => ({ userId: firm.officer.id, userType: 'COM_SEC' as const, firmId: firm.firmId });
  const cases: [Record<string, string>, string][] = [
    [{}, 'compliance_records_firm_created_idx'],
    [{ type: 'RISK_ASSESSMENT', allVersions: 'true' }, 'compliance_records_firm_created_idx'],
    [{ from: '2026-01-02', to: '2026-01-03' }, 'compliance_records_firm_created_idx'],
    [
      {
        after: craftCursor(['createdDate', '2026-01-02 00:00:00+00', '00000000-0000-4000-8000-000000000000']),
      },
      'compliance_records_firm_created_idx',
    ],
  ];
  for (const [params, index] of cases) {
    it(`reads ${JSON.stringify(params)} in order from ${index}`, async () => {
      const { page } = complianceListQueries(ctx.database.db, staff(), ZComplianceListQuery.parse(params));
      expectOrderedBy(await planOf(ctx.database.db, page, ORDERED), index);
    });
  }

  it('reads every firm’s records in order for SMOOOTH', async () => {
    const smoooth = await buildUser(ctx.database.db, { userType: 'SMOOOTH' });
    const auth = { userId: smoooth.id, userType: 'SMOOOTH' as const, firmId: null };
    const { page } = complianceListQueries(ctx.database.db, auth, ZComplianceListQuery.parse({}));
    expectOrderedBy(await planOf(ctx.database.db, page, ORDERED), 'compliance_records_created_idx');
  });

  it('finds a rare search through the trigram index, and answers few matches or many alike', async () => {
    const theirs = { userId: other.officer.id, userType: 'COM_SEC' as const, firmId: other.firmId };
    // A rare search is read first from the records it matches: their text through the trigram index.
    const matching = filteredRecords(
      ctx.database.db,
      theirs,
      ZComplianceListQuery.parse({ q: 'tram' }),
      'text',
    );
    const nodes = await planOf(ctx.database.db, matching.select('c.id').limit(1001), ['enable_seqscan']);
    expect(nodes.map((n) => n['Index Name'])).toContain('compliance_records_search_idx');
    // 'Person 12' is in 110 names (read from those records); 'Person' in 2,999.
    for (const [q, expected] of [
      ['tram', 1],
      ['Person 12', 110],
      ['Person', 2999],
    ] as const) {
      const list = await listComplianceRecords(
        ctx.database.db,
        theirs,
        ZComplianceListQuery.parse({ q, pageSize: 100 }),
      );
      expect(list.total, q).toBe(expected);
      expect(list.records).toHaveLength(Math.min(100, expected));
    }
  });
});
