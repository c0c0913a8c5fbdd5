import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TService, TServicesOverview } from '@portal/domain';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { TEST_BILLING_SETTINGS } from '../../test/billing-kit.js';
import { buildStaffedFirm, kit, signedIn, type TStaffedFirm } from '../../test/case-kit.js';
import { buildUser } from '../../test/factories.js';

/**
 * GET /api/dashboard/services (issue 22 point 5): each service's fee from the firm's billing settings,
 * its steps in order, and the medians of how long cases and steps took, read from the case history,
 * of the caller's firm only.
 */

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
let firm: TStaffedFirm;
let other: TStaffedFirm;

/**
 * Completed incorporations whose history says how long each step took: case n (1..count) spends
 * n hours at MVP_FORM, 2n at MVP_SUBMITTED and n days in all (each times `scale`); plus one open case still at
 * MVP_SUBMITTED, which counts for the form step only.
 */
async function seedIncorporations(firmId: string, prefix: string, count: number, scale = 1) {
  const db = ctx.database.db;
  await sql`
    insert into cases (firm_id, case_ref, case_type, status, step, created_at, updated_at, closed_at)
    select ${firmId}, ${prefix} || '-' || n, 'MVP', 'COMPLETED', 'COMPLETED',
           now() - interval '60 days', now(), now() - interval '60 days' + ${scale}::int * n * interval '1 day'
    from generate_series(1, ${count}) as n`.execute(db);
  await sql`
    insert into case_events (case_id, type, from_step, to_step, created_at)
    select c.id, v.type, v.from_step, v.to_step, c.created_at + v.after
    from cases c
    cross join lateral (values
      ('CREATED', null, 'MVP_FORM', interval '0'),
      ('TASK_COMPLETED', 'MVP_FORM', 'MVP_SUBMITTED', ${`${scale}`}::int * split_part(c.case_ref, '-', 2)::int * interval '1 hour'),
      ('TASK_COMPLETED', 'MVP_SUBMITTED', 'MVP_D_D_CS', ${`${scale}`}::int * 3 * split_part(c.case_ref, '-', 2)::int * interval '1 hour'),
      ('TASK_COMPLETED', 'MVP_D_D_CS', 'COMPLETED', c.closed_at - c.created_at)
    ) as v(type, from_step, to_step, after)
    where c.firm_id = ${firmId} and c.case_ref like ${`${prefix}-%`}`.execute(db);
  await sql`
    with opened as (
      insert into cases (firm_id, case_ref, case_type, status, step, created_at, updated_at)
      values (${firmId}, ${`${prefix}-open`}, 'MVP', 'OPEN', 'MVP_SUBMITTED', now() - interval '2 days', now())
      returning id, created_at)
    insert into case_events (case_id, type, from_step, to_step, created_at)
    select id, 'CREATED', null, 'MVP_FORM', created_at from opened
    union all select id, 'TASK_COMPLETED', 'MVP_FORM', 'MVP_SUBMITTED', created_at + interval '100 hours' from opened`.execute(
    db,
  );
}

const service = (overview: TServicesOverview, type: TService['caseType']) =>
  overview.services.find((s) => s.caseType === type)!;

beforeAll(async () => {
  ctx = await createTestApp();
  k = kit(ctx.app, ctx.database.db);
  [firm, other] = [
    await buildStaffedFirm(ctx.app, ctx.database.db),
    await buildStaffedFirm(ctx.app, ctx.database.db),
  ];
  await k.ok('PUT', '/api/firm/billing-settings', firm.admin.token, TEST_BILLING_SETTINGS);
  await seedIncorporations(firm.firmId, 'A', 5);
  // The other firm's cases are slower tenfold: none of it may reach the first firm's figures.
  await seedIncorporations(other.firmId, 'B', 3, 10);
});

afterAll(async () => {
  await ctx.close();
});

describe('GET /api/dashboard/services', () => {
  it('gives the firm’s staff each service’s fee, its steps and the medians of its own cases', async () => {
    const overview = await k.ok<TServicesOverview>('GET', '/api/dashboard/services', firm.officer.token);
    expect(overview.firm?.firmID).toBe(firm.firmId);
    expect(overview.services.map((s) => [s.caseType, s.feeCents])).toEqual([
      ['MVP', 380_000],
      ['AR', 250_000],
      ['EM', 150_000],
      ['AMENDMENT', 120_000],
    ]);
    const mvp = service(overview, 'MVP');
    // Five completed in 1..5 days: the median is 3 days.
    expect(mvp.completed).toBe(5);
    expect(mvp.medianDays).toBe(3);
    const steps = Object.fromEntries(mvp.steps.map((s) => [s.step, s]));
    expect(mvp.steps[0]?.step).toBe('MVP_FORM');
    expect(mvp.steps.some((s) => s.step === 'COMPLETED')).toBe(false);
    // The form took 1..5 hours for the completed cases and 100 for the open one: median of six is 3.5.
    expect(steps.MVP_FORM).toEqual({ step: 'MVP_FORM', cases: 6, medianHours: 3.5 });
    // The officer's review took 2n hours; the open case is still there and does not count.
    expect(steps.MVP_SUBMITTED).toEqual({ step: 'MVP_SUBMITTED', cases: 5, medianHours: 6 });
    // A step nothing went through has no time.
    expect(steps.MVP_D_D_CO).toEqual({ step: 'MVP_D_D_CO', cases: 0, medianHours: null });
    expect(service(overview, 'AR')).toMatchObject({ completed: 0, medianDays: null });
  });

  it('adds up a step visited twice (a returned form) as the time that case spent in it', async () => {
    const db = ctx.database.db;
    const f = await buildStaffedFirm(ctx.app, db);
    await sql`
      with c as (
        insert into cases (firm_id, case_ref, case_type, status, step, created_at, updated_at)
        values (${f.firmId}, 'R-1', 'MVP', 'OPEN', 'MVP_D_D_CS', now() - interval '3 days', now())
        returning id, created_at)
      insert into case_events (case_id, type, from_step, to_step, created_at)
      select id, 'CREATED', null, 'MVP_FORM', created_at from c
      union all select id, 'TASK_COMPLETED', 'MVP_FORM', 'MVP_SUBMITTED', created_at + interval '4 hours' from c
      union all select id, 'TASK_COMPLETED', 'MVP_SUBMITTED', 'MVP_FORM', created_at + interval '5 hours' from c
      union all select id, 'TASK_COMPLETED', 'MVP_FORM', 'MVP_SUBMITTED', created_at + interval '11 hours' from c
      union all select id, 'TASK_COMPLETED', 'MVP_SUBMITTED', 'MVP_D_D_CS', created_at + interval '13 hours' from c`.execute(
      db,
    );
    const overview = await k.ok<TServicesOverview>('GET', '/api/dashboard/services', f.admin.token);
    const steps = service(overview, 'MVP').steps;
    expect(steps.find((s) => s.step === 'MVP_FORM')).toEqual({ step: 'MVP_FORM', cases: 1, medianHours: 10 });
    expect(steps.find((s) => s.step === 'MVP_SUBMITTED')).toEqual({
      step: 'MVP_SUBMITTED',
      cases: 1,
      medianHours: 3,
    });
    // No billing settings yet: no fee to show.
    expect(overview.services.every((s) => s.feeCents === null)).toBe(true);
  });

  it('shows a client their linked firm, and nothing of a firm they are not linked with', async () => {
    const overview = await k.ok<TServicesOverview>('GET', '/api/dashboard/services', firm.client.token);
    expect(overview.firm?.firmID).toBe(firm.firmId);
    expect(overview.firms.map((f) => f.firmID)).toEqual([firm.firmId]);
    expect(service(overview, 'MVP')).toMatchObject({ feeCents: 380_000, completed: 5, medianDays: 3 });
    await k.refused(
      'GET',
      `/api/dashboard/services?firmID=${other.firmId}`,
      firm.client.token,
      undefined,
      404,
    );
    // Staff cannot look into another firm either.
    await k.refused(
      'GET',
      `/api/dashboard/services?firmID=${other.firmId}`,
      firm.officer.token,
      undefined,
      404,
    );
    await k.refused('GET', '/api/dashboard/services?firmID=nonsense', firm.officer.token, undefined, 400);
  });

  it('gives SMOOOTH the platform’s times without fees, or one firm’s with its fees', async () => {
    const smoooth = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'SMOOOTH' }));
    const platform = await k.ok<TServicesOverview>('GET', '/api/dashboard/services', smoooth.token);
    expect(platform.firm).toBeNull();
    expect(platform.firms.map((f) => f.firmID)).toEqual(expect.arrayContaining([firm.firmId, other.firmId]));
    expect(service(platform, 'MVP').completed).toBe(8);
    expect(platform.services.every((s) => s.feeCents === null)).toBe(true);

    const one = await k.ok<TServicesOverview>(
      'GET',
      `/api/dashboard/services?firmID=${other.firmId}`,
      smoooth.token,
    );
    expect(one.firm?.firmID).toBe(other.firmId);
    // The other firm: 10, 20, 30 days, its form step 10, 20, 30 hours and 100 for its open case.
    expect(service(one, 'MVP')).toMatchObject({ completed: 3, medianDays: 20 });
    expect(service(one, 'MVP').steps[0]).toEqual({ step: 'MVP_FORM', cases: 4, medianHours: 25 });
  });
});
