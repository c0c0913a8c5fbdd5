import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_TEXTS, type TLegalAcceptances } from '@portal/domain';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { buildStaffedFirm, caller } from '../../test/case-kit.js';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('legal text acceptance', () => {
  it('records the current version once per user, refuses an outdated one and a text that is only read', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const call = caller(ctx.app);
    const none = await call('GET', '/api/legal/acceptances', firm.officer.token);
    expect(none.json<TLegalAcceptances>().acceptances).toEqual([]);

    const version = LEGAL_TEXTS.NAME_SEARCH_TERMS.version;
    const accepted = await call('POST', '/api/legal/acceptances', firm.officer.token, {
      text: 'NAME_SEARCH_TERMS',
      version,
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json<TLegalAcceptances>().acceptances).toMatchObject([
      { text: 'NAME_SEARCH_TERMS', version, current: true },
    ]);
    // Accepting again keeps one acceptance (and one audit row).
    await call('POST', '/api/legal/acceptances', firm.officer.token, { text: 'NAME_SEARCH_TERMS', version });
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'legal.text_accepted')
      .where('actor_user_id', '=', firm.officer.id)
      .execute();
    expect(audit).toHaveLength(1);

    const outdated = await call('POST', '/api/legal/acceptances', firm.officer.token, {
      text: 'ID_CARD_RECOGNITION_TERMS',
      version: '2020-01-01',
    });
    expect(outdated.statusCode).toBe(400);
    expect(outdated.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'version' });
    const readOnly = await call('POST', '/api/legal/acceptances', firm.officer.token, {
      text: 'PRIVACY_POLICY',
      version: LEGAL_TEXTS.PRIVACY_POLICY.version,
    });
    expect(readOnly.statusCode).toBe(400);
    expect(readOnly.json()).toMatchObject({ field: 'text' });

    // Another user has accepted nothing.
    const colleague = await call('GET', '/api/legal/acceptances', firm.colleague.token);
    expect(colleague.json<TLegalAcceptances>().acceptances).toEqual([]);
  });
});
