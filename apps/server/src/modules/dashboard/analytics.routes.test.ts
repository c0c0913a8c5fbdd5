import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAnalytics } from '@portal/domain';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { buildStaffedFirm, kit, signedIn, type TStaffedFirm } from '../../test/case-kit.js';
import { buildUser } from '../../test/factories.js';

/**
 * GET /api/dashboard/analytics (issue 22 point 4): a firm's months, counted in Hong Kong time, from
 * its own rows only; SMOOOTH reads the platform or one firm; a bad range is refused naming the field.
 */

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
let firm: TStaffedFirm;
let other: TStaffedFirm;
const RANGE = 'from=2026-01-01&to=2026-06-30';

/** A firm's year: cases, their step history, invoices, overdue reminders and risk assessments. */
async function seed(f: TStaffedFirm, prefix: string) {
  const db = ctx.database.db;
  // Opened: 2 incorporations in March and 1 at 00:30 on 1 April HK (still 31 March in UTC), 1 renewal in April,
  // 1 in December 2025 (outside the range). Completed: one of March's on 2 April HK.
  await sql`
    insert into cases (firm_id, case_ref, case_type, status, step, created_at, updated_at, closed_at)
    values
      (${f.firmId}, ${`${prefix}-1`}, 'MVP', 'COMPLETED', 'COMPLETED', '2026-03-02T02:00:00Z', now(), '2026-04-01T17:00:00Z'),
      (${f.firmId}, ${`${prefix}-2`}, 'MVP', 'OPEN', 'MVP_SUBMITTED', '2026-03-10T02:00:00Z', now(), null),
      (${f.firmId}, ${`${prefix}-3`}, 'MVP', 'OPEN', 'MVP_FORM', '2026-03-31T16:30:00Z', now(), null),
      (${f.firmId}, ${`${prefix}-4`}, 'AR', 'OPEN', 'AR_A_CS', '2026-04-15T02:00:00Z', now(), null),
      (${f.firmId}, ${`${prefix}-5`}, 'MVP', 'OPEN', 'MVP_FORM', '2025-12-15T02:00:00Z', now(), null)`.execute(
    db,
  );
  // Ten cases whose form step took 1..10 hours: median 5.5, 90th percentile 9.1.
  await sql`
    with made as (
      insert into cases (firm_id, case_ref, case_type, status, step, created_at, updated_at)
      select ${f.firmId}::uuid, ${prefix} || '-s' || n, 'MVP', 'OPEN', 'MVP_SUBMITTED',
             timestamptz '2026-05-04T02:00:00Z', now()
      from generate_series(1, 10) as n
      returning id, case_ref, created_at)
    insert into case_events (case_id, type, from_step, to_step, created_at)
    select id, 'CREATED', null, 'MVP_FORM', created_at from made
    union all
    select id, 'TASK_COMPLETED', 'MVP_FORM', 'MVP_SUBMITTED',
           created_at + split_part(case_ref, '-s', 2)::int * interval '1 hour' from made`.execute(db);
  const fileId = (
    await sql<{ id: string }>`
      insert into files (firm_id, case_id, uploaded_by, file_name, file_size, mime_type, extension, sha256, storage_key)
      select ${f.firmId}::uuid, id, ${f.officer.id}::uuid, 'invoice.pdf', 1, 'application/pdf', 'pdf', 'x', ${`analytics-${prefix}`}
      from cases where case_ref = ${`${prefix}-1`} and firm_id = ${f.firmId}
      returning id`.execute(db)
  ).rows[0]!.id;
  // Invoices: two issued in March (one paid in April), one voided in March (not counted).
  await sql`
    insert into invoices (firm_id, case_id, invoice_number, year, status, issue_date, due_date, total_cents,
                          firm_name, bill_to, payment_details, pdf_file_id, issued_by, issued_at, paid_at,
                          void_reason, voided_by, voided_at)
    select ${f.firmId}::uuid, c.id, ${prefix} || '-INV-' || c.case_ref, 2026, v.status, '2026-03-20', '2026-04-20', v.cents,
           'F', '{}'::jsonb, '{}'::jsonb, ${fileId}::uuid, ${f.officer.id}::uuid, '2026-03-20T02:00:00Z', v.paid_at::timestamptz,
           v.void_reason, case when v.void_reason is null then null else ${f.officer.id}::uuid end,
           case when v.void_reason is null then null else timestamptz '2026-03-21T02:00:00Z' end
    from cases c
    join (values (${`${prefix}-1`}, 'PAID', 380000, '2026-04-03T02:00:00Z', null),
                 (${`${prefix}-2`}, 'ISSUED', 250000, null, null),
                 (${`${prefix}-3`}, 'VOID', 99900, null, 'wrong amount'))
      as v(case_ref, status, cents, paid_at, void_reason) on v.case_ref = c.case_ref
    where c.firm_id = ${f.firmId}`.execute(db);
  // Overdue: two companies' deadlines passed unfiled in February (one reminded twice), one in May.
  await sql`
    insert into entities (firm_id, company_eng_name, status, next_due_date)
    select ${f.firmId}::uuid, ${prefix} || ' Overdue ' || n || ' Limited', 'ACTIVE',
           case when n = 3 then date '2020-01-01' else date '2099-01-01' end
    from generate_series(1, 3) as n`.execute(db);
  await sql`
    insert into deadline_reminders (entity_id, deadline_key, stage, user_id, due_date)
    select e.id, 'NAR1:' || v.due, 'AFTER', u.id, v.due::date
    from entities e
    cross join (values ('2026-02-10'), ('2026-05-05')) as v(due)
    cross join (values (${f.officer.id}::uuid), (${f.admin.id}::uuid)) as u(id)
    where e.firm_id = ${f.firmId} and (v.due = '2026-02-10' and e.company_eng_name not like '%3%'
                                       or v.due = '2026-05-05' and e.company_eng_name like '%3%')`.execute(
    db,
  );
  // Risk: a LOW revised to HIGH in June (only HIGH counts), a MEDIUM in June.
  await sql`
    with first as (
      insert into compliance_records (firm_id, compliance_type, record_key, version, details, rating, prepared_by, created_at)
      values (${f.firmId}, 'RISK_ASSESSMENT', gen_random_uuid(), 1, '{}'::jsonb, 'LOW', ${f.officer.id}, '2026-06-01T02:00:00Z')
      returning id, record_key)
    insert into compliance_records (firm_id, compliance_type, record_key, version, supersedes_id, details, rating, prepared_by, created_at)
    select ${f.firmId}::uuid, 'RISK_ASSESSMENT', record_key, 2, id, '{}'::jsonb, 'HIGH', ${f.officer.id}::uuid, timestamptz '2026-06-02T02:00:00Z' from first
    union all
    select ${f.firmId}::uuid, 'RISK_ASSESSMENT', gen_random_uuid(), 1, null, '{}'::jsonb, 'MEDIUM', ${f.officer.id}::uuid, timestamptz '2026-06-03T02:00:00Z'`.execute(
    db,
  );
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
});

afterAll(async () => {
  await ctx.close();
});

describe('GET /api/dashboard/analytics', () => {
  it('counts the firm’s cases, step times, invoices, overdue filings and risk ratings by Hong Kong month', async () => {
    const a = await k.ok<TAnalytics>('GET', `/api/dashboard/analytics?${RANGE}`, firm.officer.token);
    expect(a.firm?.firmID).toBe(firm.firmId);
    expect(a.months).toEqual(['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06']);
    // 00:30 on 1 April in Hong Kong is April, though UTC still says 31 March; December 2025 is outside.
    expect(a.cases).toEqual([
      { month: '2026-03', caseType: 'MVP', opened: 2, completed: 0 },
      { month: '2026-04', caseType: 'AR', opened: 1, completed: 0 },
      { month: '2026-04', caseType: 'MVP', opened: 1, completed: 1 },
      { month: '2026-05', caseType: 'MVP', opened: 10, completed: 0 },
    ]);
    expect(a.stepTimes).toEqual([
      { caseType: 'MVP', step: 'MVP_FORM', cases: 10, medianHours: 5.5, p90Hours: 9.1 },
    ]);
    expect(a.invoices).toEqual([
      { month: '2026-03', issued: 2, issuedCents: 630_000, paid: 0, paidCents: 0 },
      { month: '2026-04', issued: 0, issuedCents: 0, paid: 1, paidCents: 380_000 },
    ]);
    expect(a.overdueFilings).toEqual([
      { month: '2026-02', count: 2 },
      { month: '2026-05', count: 1 },
    ]);
    expect(a.overdueNow).toBe(1);
    expect(a.riskRatings).toEqual([
      { month: '2026-06', rating: 'HIGH', count: 1 },
      { month: '2026-06', rating: 'MEDIUM', count: 1 },
    ]);
  });

  it('reads this month and the eleven before it when no range is asked for', async () => {
    const a = await k.ok<TAnalytics>('GET', '/api/dashboard/analytics', firm.admin.token);
    expect(a.months).toHaveLength(12);
    expect(a.from.endsWith('-01')).toBe(true);
  });

  it('gives SMOOOTH the platform, or one firm, and keeps staff to their own firm', async () => {
    const smoooth = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'SMOOOTH' }));
    const platform = await k.ok<TAnalytics>('GET', `/api/dashboard/analytics?${RANGE}`, smoooth.token);
    expect(platform.firm).toBeNull();
    expect(platform.invoices.find((m) => m.month === '2026-03')?.issuedCents).toBe(1_260_000);
    const one = await k.ok<TAnalytics>(
      'GET',
      `/api/dashboard/analytics?${RANGE}&firmID=${other.firmId}`,
      smoooth.token,
    );
    expect(one.firm?.firmID).toBe(other.firmId);
    expect(one.overdueNow).toBe(1);
    await k.refused(
      'GET',
      `/api/dashboard/analytics?firmID=${other.firmId}`,
      firm.officer.token,
      undefined,
      404,
    );
    await k.refused('GET', '/api/dashboard/analytics', firm.client.token, undefined, 403);
  });

  it('refuses a range that ends before it starts or spans more than 36 months, naming the field', async () => {
    const backwards = await k.refused(
      'GET',
      '/api/dashboard/analytics?from=2026-05-01&to=2026-04-01',
      firm.officer.token,
      undefined,
      400,
    );
    expect(backwards.details?.[0]).toMatchObject({ field: 'to', reason: 'beforeStart' });
    const long = await k.refused(
      'GET',
      '/api/dashboard/analytics?from=2020-01-01&to=2026-04-01',
      firm.officer.token,
      undefined,
      400,
    );
    expect(long.details?.[0]).toMatchObject({ field: 'to', reason: 'rangeTooLong' });
    const alone = await k.refused(
      'GET',
      '/api/dashboard/analytics?from=2019-01-01',
      firm.officer.token,
      undefined,
      400,
    );
    expect(alone.details?.[0]).toMatchObject({ field: 'from', reason: 'rangeTooLong' });
    const bad = await k.refused(
      'GET',
      '/api/dashboard/analytics?from=2026-13-01',
      firm.officer.token,
      undefined,
      400,
    );
    expect(bad.details?.[0]?.field).toBe('from');
  });
});
