import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCaseDetail, TEntityDetail, TEntityList } from '@portal/domain';
import { bearer, buildUser } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { buildStaffedFirm, kit, signedIn, type TStaffedFirm } from '../../test/case-kit.js';
import { buildRichEntity } from '../../test/entity-kit.js';

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
let firm: TStaffedFirm;
beforeAll(async () => {
  ctx = await createTestApp();
  k = kit(ctx.app, ctx.database.db);
  firm = await buildStaffedFirm(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

const listed = async (status: 'ACTIVE' | 'ARCHIVED', token: string) =>
  (await k.ok<TEntityList>('GET', `/api/entities?status=${status}`, token)).items.map((e) => e.companyID);

const entityRow = (id: string) =>
  ctx.database.db.selectFrom('entities').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('archiving an entity', () => {
  it('is refused while a case is open, then archives with its reason, and restores', async () => {
    const entityId = await buildRichEntity(ctx.database.db, firm);
    const renewal = await k.ok<TCaseDetail>(
      'POST',
      '/api/cases',
      firm.officer.token,
      { caseType: 'AR', companyID: entityId },
      201,
    );

    // An open case: refused with a clear code, nothing written.
    const refused = await k.refused(
      'POST',
      `/api/entities/${entityId}/archive`,
      firm.officer.token,
      { reason: 'The client has moved to another secretary.' },
      409,
    );
    expect(refused).toMatchObject({
      code: 'ENTITY_HAS_OPEN_CASES',
      message: 'This company still has open cases. Complete or cancel them before archiving the company.',
    });
    expect((await entityRow(entityId)).status).toBe('ACTIVE');
    const detail = await k.ok<TEntityDetail>('GET', `/api/entities/${entityId}`, firm.officer.token);
    expect(detail.openCaseCount).toBe(1);
    expect(detail.history.map((h) => h.kind)).toEqual([]);

    await k.ok('POST', `/api/cases/${renewal.caseID}/cancel`, firm.officer.token, {
      reason: 'The company is leaving us.',
    });
    const archived = await k.ok<TEntityDetail>(
      'POST',
      `/api/entities/${entityId}/archive`,
      firm.admin.token,
      {
        reason: '  The client has moved to another secretary.  ',
      },
    );
    expect(archived).toMatchObject({
      status: 'ARCHIVED',
      openCaseCount: 0,
      access: { mayArchive: false, mayRestore: true },
    });
    expect(archived.archivedDate).not.toBeNull();
    expect(archived.stakeholders.every((s) => s.standing === 'FORMER')).toBe(true);
    expect(archived.history[0]).toMatchObject({
      kind: 'ARCHIVED',
      reason: 'The client has moved to another secretary.',
      actor: { userID: firm.admin.id },
    });
    // The cancelled renewal is still among its cases.
    expect(archived.cases.map((c) => [c.caseID, c.status])).toEqual([[renewal.caseID, 'CANCELLED']]);

    // It leaves the active list and shows in the archive — for the client too.
    for (const who of [firm.officer, firm.client]) {
      expect(await listed('ACTIVE', who.token)).not.toContain(entityId);
      expect(await listed('ARCHIVED', who.token)).toContain(entityId);
    }
    const row = await entityRow(entityId);
    expect(row.status).toBe('ARCHIVED');
    expect(row.archived_at).not.toBeNull();
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'firm_id'])
      .where('target_id', '=', entityId)
      .execute();
    expect(audit).toEqual([
      { action: 'entity.archived', actor_user_id: firm.admin.id, firm_id: firm.firmId },
    ]);

    // An archived entity takes no new case and cannot be archived again.
    const newCase = await k.refused(
      'POST',
      '/api/cases',
      firm.officer.token,
      { caseType: 'AR', companyID: entityId },
      400,
    );
    expect(newCase.field).toBe('companyID');
    const again = await k.refused(
      'POST',
      `/api/entities/${entityId}/archive`,
      firm.officer.token,
      { reason: 'Again.' },
      409,
    );
    expect(again.code).toBe('ENTITY_ARCHIVED');

    // Restored: back in the active list, with both moves in its history.
    const restored = await k.ok<TEntityDetail>(
      'POST',
      `/api/entities/${entityId}/restore`,
      firm.officer.token,
      {
        reason: 'The client came back.',
      },
    );
    expect(restored).toMatchObject({ status: 'ACTIVE', archivedDate: null, access: { mayArchive: true } });
    expect(restored.history.map((h) => [h.kind, h.reason])).toEqual([
      ['RESTORED', 'The client came back.'],
      ['ARCHIVED', 'The client has moved to another secretary.'],
    ]);
    expect(await listed('ACTIVE', firm.officer.token)).toContain(entityId);
    expect((await entityRow(entityId)).archived_at).toBeNull();
    const notArchived = await k.refused(
      'POST',
      `/api/entities/${entityId}/restore`,
      firm.officer.token,
      {},
      409,
    );
    expect(notArchived.code).toBe('ENTITY_NOT_ARCHIVED');
    // The restore needs no note.
    await k.ok('POST', `/api/entities/${entityId}/archive`, firm.officer.token, { reason: 'Dormant.' });
    const plain = await k.ok<TEntityDetail>(
      'POST',
      `/api/entities/${entityId}/restore`,
      firm.officer.token,
      {},
    );
    expect(plain.history[0]).toMatchObject({ kind: 'RESTORED', reason: null });
  });

  it('needs a reason, named in the caller’s language, and stores nothing without one', async () => {
    const entityId = await buildRichEntity(ctx.database.db, firm);
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(2001) }, { reason: 'a\u0000b' }]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/entities/${entityId}/archive`,
        headers: { ...bearer(firm.officer.token), 'accept-language': 'zh-HK' },
        payload: body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'reason' });
      expect(response.json<{ message: string }>().message).toMatch(/[\u4e00-\u9fff]/);
    }
    const unknown = await k.refused(
      'POST',
      `/api/entities/${entityId}/archive`,
      firm.officer.token,
      { reason: 'Dormant.', archivedAt: '2020-01-01' },
      400,
    );
    expect(unknown.details?.map((d) => d.reason)).toEqual(['unknownField']);
    expect((await entityRow(entityId)).status).toBe('ACTIVE');
  });

  it('is the firm staff’s: SMOOOTH and the linked client are refused (403), rows unchanged', async () => {
    const entityId = await buildRichEntity(ctx.database.db, firm);
    const operator = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'SMOOOTH' }));
    for (const who of [operator, firm.client]) {
      for (const action of ['archive', 'restore']) {
        const refused = await k.refused(
          'POST',
          `/api/entities/${entityId}/${action}`,
          who.token,
          { reason: 'No.' },
          403,
        );
        expect(refused.code).toBe('FORBIDDEN');
      }
    }
    const row = await entityRow(entityId);
    expect([row.status, row.archived_at]).toEqual(['ACTIVE', null]);
    const history = await ctx.database.db
      .selectFrom('entity_history')
      .select('id')
      .where('entity_id', '=', entityId)
      .execute();
    expect(history).toEqual([]);
  });

  it('two archives at once: one archives, the other is told it is archived already', async () => {
    const entityId = await buildRichEntity(ctx.database.db, firm);
    const results = await Promise.all(
      [firm.officer, firm.colleague].map((who) =>
        k.call('POST', `/api/entities/${entityId}/archive`, who.token, { reason: 'Dormant.' }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json()).toMatchObject({ code: 'ENTITY_ARCHIVED' });
    const rows = await ctx.database.db
      .selectFrom('entity_history')
      .select('kind')
      .where('entity_id', '=', entityId)
      .execute();
    expect(rows).toEqual([{ kind: 'ARCHIVED' }]);
  });
});
