import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEntityDetail, TEntityList } from '@portal/domain';
import { buildUser } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { buildStaffedFirm, kit, signedIn, type TSignedIn, type TStaffedFirm } from '../../test/case-kit.js';
import { addDueDiligence, buildRichEntity } from '../../test/entity-kit.js';

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
beforeAll(async () => {
  ctx = await createTestApp();
  k = kit(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

interface TWorld {
  harbour: TStaffedFirm;
  kowloon: TStaffedFirm;
  /** A client of Harbour linked to nothing. */
  unrelated: TSignedIn;
  /** A client of another Harbour entity. */
  neighbour: TSignedIn;
  smoooth: TSignedIn;
  active: string;
  archived: string;
}

async function buildWorld(): Promise<TWorld> {
  const db = ctx.database.db;
  const harbour = await buildStaffedFirm(ctx.app, db);
  const kowloon = await buildStaffedFirm(ctx.app, db);
  const unrelated = await signedIn(
    ctx.app,
    await buildUser(db, { userType: 'GU', clientOf: [harbour.firmId] }),
  );
  const neighbour = await signedIn(
    ctx.app,
    await buildUser(db, { userType: 'GU', clientOf: [harbour.firmId] }),
  );
  const smoooth = await signedIn(ctx.app, await buildUser(db, { userType: 'SMOOOTH' }));
  const active = await buildRichEntity(db, harbour);
  const archived = await buildRichEntity(db, harbour);
  await k.ok('POST', `/api/entities/${archived}/archive`, harbour.officer.token, { reason: 'Dormant.' });
  // The neighbour's own company of the same firm.
  await buildRichEntity(db, { ...harbour, client: neighbour });
  await addDueDiligence(db, {
    firmId: harbour.firmId,
    caseId: null,
    entityId: active,
    holderId: 'h-alice',
    preparedBy: harbour.officer.id,
  });
  return { harbour, kowloon, unrelated, neighbour, smoooth, active, archived };
}

/** Everything the entity endpoints could change or reveal, to compare before and after. */
async function snapshot(ids: string[]) {
  const db = ctx.database.db;
  return {
    entities: await db
      .selectFrom('entities')
      .select(['id', 'status', 'archived_at', 'updated_at'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute(),
    history: await db
      .selectFrom('entity_history')
      .selectAll()
      .where('entity_id', 'in', ids)
      .orderBy('id')
      .execute(),
    audit: await db
      .selectFrom('audit_log')
      .select('id')
      .where('target_id', 'in', ids)
      .orderBy('id')
      .execute(),
  };
}

describe('entity isolation', () => {
  it('another firm’s admin and officer, an unrelated client and a neighbour get nothing', async () => {
    const w = await buildWorld();
    const ids = [w.active, w.archived];
    const before = await snapshot(ids);
    const outsiders = [w.kowloon.admin, w.kowloon.officer, w.unrelated, w.neighbour];
    for (const who of outsiders) {
      for (const status of ['ACTIVE', 'ARCHIVED']) {
        const list = await k.ok<TEntityList>('GET', `/api/entities?status=${status}`, who.token);
        expect(list.items.map((e) => e.companyID)).not.toContain(w.active);
        expect(list.items.map((e) => e.companyID)).not.toContain(w.archived);
      }
      // Even asking for the firm by id.
      const byFirm = await k.ok<TEntityList>('GET', `/api/entities?firmID=${w.harbour.firmId}`, who.token);
      expect(byFirm.items.map((e) => e.companyID)).not.toContain(w.active);
      for (const id of ids) {
        await k.refused('GET', `/api/entities/${id}`, who.token, undefined, 404);
        await k.refused('GET', `/api/entities/${id}/holders/h-alice`, who.token, undefined, 404);
        await k.refused('GET', `/api/entities/${id}/holders/h-nobody`, who.token, undefined, 404);
      }
      // Firm staff of the other firm: not found; clients may never archive or restore: forbidden.
      const status = who.userType === 'GU' ? 403 : 404;
      await k.refused(
        'POST',
        `/api/entities/${w.active}/archive`,
        who.token,
        { reason: 'Mine now.' },
        status,
      );
      await k.refused('POST', `/api/entities/${w.archived}/restore`, who.token, {}, status);
    }
    expect(await snapshot(ids)).toEqual(before);

    // The neighbour still sees their own company; SMOOOTH reads both but changes neither.
    expect((await k.ok<TEntityList>('GET', '/api/entities', w.neighbour.token)).total).toBe(1);
    const read = await k.ok<TEntityDetail>('GET', `/api/entities/${w.active}`, w.smoooth.token);
    expect(read.stakeholders[0]?.idNum).toBe('A123');
    await k.ok('GET', `/api/entities/${w.archived}/holders/h-alice`, w.smoooth.token);
    await k.refused('POST', `/api/entities/${w.active}/archive`, w.smoooth.token, { reason: 'x' }, 403);
    await k.refused('POST', `/api/entities/${w.archived}/restore`, w.smoooth.token, {}, 403);
    expect(await snapshot(ids)).toEqual(before);
  });

  it('no entity endpoint answers without a token', async () => {
    const w = await buildWorld();
    for (const [method, url] of [
      ['GET', '/api/entities'],
      ['GET', `/api/entities/${w.active}`],
      ['GET', `/api/entities/${w.active}/holders/h-alice`],
      ['POST', `/api/entities/${w.active}/archive`],
      ['POST', `/api/entities/${w.archived}/restore`],
    ] as const) {
      const response = await ctx.app.inject({
        method,
        url,
        payload: method === 'POST' ? { reason: 'x' } : undefined,
      });
      expect(response.statusCode, url).toBe(401);
    }
  });
});
