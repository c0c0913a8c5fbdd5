import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildEntity } from '../test/factories.js';
import { createTestApp, type TTestContext } from '../test/setup.js';
import { buildStaffedFirm, kit } from '../test/case-kit.js';

/** Answers that carry tokens or personal data are never stored by a browser or a proxy (issue 24, point 9). */

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('Cache-Control on API answers', () => {
  it('is no-store for sign-in, the profile, cases, companies and compliance, refusals included', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const k = kit(ctx.app, ctx.database.db);
    const companyID = await buildEntity(ctx.database.db, {
      firmId: firm.firmId,
      clientUserId: firm.client.id,
    });
    const opened = await k.ok<{ caseID: string }>(
      'POST',
      '/api/cases',
      firm.officer.token,
      { caseType: 'AR', companyID },
      201,
    );
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: firm.officer.username, password: firm.officer.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    for (const url of [
      '/api/auth/me',
      '/api/user/myProfile',
      '/api/user/sessions',
      `/api/cases/${opened.caseID}`,
      `/api/cases/${opened.caseID}/information`,
      `/api/entities/${companyID}`,
      '/api/compliance',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(firm.officer.token) });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});
