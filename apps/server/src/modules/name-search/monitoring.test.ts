import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCaseDetail, TNameSearch } from '@portal/domain';
import { buildEntity, buildUser } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { buildStaffedFirm, kit, signedIn, type TSignedIn } from '../../test/case-kit.js';
import { HARBOUR_TEA_RECORDS, recordedPerson } from '../../test/amendment-kit.js';
import {
  TEST_OFAC_CSV,
  TEST_UN_XML,
  ANOTHER_PARTY,
  unListXml,
  uploadLists,
} from '../../test/screening-kit.js';
import { rescreenBatch } from './monitoring.js';
import { createScreeningIndexHolder } from './screening-index.holder.js';

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
let smoooth: TSignedIn;
beforeAll(async () => {
  ctx = await createTestApp();
  k = kit(ctx.app, ctx.database.db);
  smoooth = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'SMOOOTH' }));
});
afterAll(async () => {
  await ctx.close();
});

const monitoringSearches = (entityId: string) =>
  ctx.database.db
    .selectFrom('name_searches')
    .select(['id', 'name', 'outcome', 'list_version_ids'])
    .where('entity_id', '=', entityId)
    .where('origin', '=', 'MONITORING')
    .orderBy('created_at')
    .execute();
const alerts = (to: string) =>
  ctx.database.db
    .selectFrom('mail_messages')
    .select(['subject', 'text_body'])
    .where('recipient', '=', to)
    .where('template', '=', 'screeningAlert')
    .execute();

describe('ongoing monitoring', () => {
  it('screens active companies’ people on a new list version, alerts new hits once and keeps decisions', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const entityId = await buildEntity(ctx.database.db, {
      firmId: firm.firmId,
      name: 'Harbour Tea Limited',
      clientUserId: firm.client.id,
      information: {
        ...HARBOUR_TEA_RECORDS,
        stakeholders: [
          ...HARBOUR_TEA_RECORDS.stakeholders,
          recordedPerson('mei', 'Mei Ling', 'Ho', 'C6688997', { isDirector: true }),
        ],
      },
    });
    // The officer in charge: the one on the company's case.
    await k.ok<TCaseDetail>(
      'POST',
      '/api/cases',
      firm.officer.token,
      { caseType: 'AMENDMENT', companyID: entityId },
      201,
    );
    const screening = createScreeningIndexHolder(ctx.database.db);
    // No list yet: nothing to do.
    expect(await rescreenBatch(ctx.database.db, screening, 'https://portal.test', null)).toMatchObject({
      searches: 0,
    });

    await uploadLists(ctx.app, smoooth.token, [
      { name: 'consolidated.xml', text: TEST_UN_XML },
      { name: 'sdn.csv', text: TEST_OFAC_CSV },
    ]);
    // The import booked the re-screening job.
    const jobs = await ctx.database.db
      .selectFrom('jobs')
      .select('kind')
      .where('kind', '=', 'screening.rescreen')
      .execute();
    expect(jobs.length).toBeGreaterThan(0);

    const first = await rescreenBatch(ctx.database.db, screening, 'https://portal.test', null);
    expect(first.newHits).toBe(1);
    const searches = await monitoringSearches(entityId);
    expect(searches.map((s) => s.name).sort()).toEqual(['Ann Wong', 'Ben Lee', 'Chan Tai', 'Mei Ling Ho']);
    const hit = searches.find((s) => s.name === 'Mei Ling Ho')!;
    expect(hit.outcome).toBe('PENDING');
    const [alert] = await alerts(firm.officer.email);
    expect(alert?.subject).toContain('Harbour Tea Limited');
    expect(alert?.text_body).toContain('Mei Ling Ho');

    // The same versions again (a retried job): no one is screened twice.
    expect((await rescreenBatch(ctx.database.db, screening, 'https://portal.test', null)).searches).toBe(0);

    // The officer clears the hit; the next list version keeps that decision and alerts nothing.
    const record = await k.ok<TNameSearch>('GET', `/api/name-search/${hit.id}`, firm.officer.token);
    await k.ok(
      'POST',
      `/api/name-search/${hit.id}/decisions`,
      firm.officer.token,
      { matchID: record.matches[0]!.matchID, decision: 'FALSE_POSITIVE', reason: 'Different person (HKID).' },
      201,
    );
    await uploadLists(ctx.app, smoooth.token, [
      { name: 'consolidated.xml', text: unListXml([ANOTHER_PARTY], [], '2026-11-26') },
    ]);
    const second = await rescreenBatch(ctx.database.db, screening, 'https://portal.test', null);
    expect(second).toMatchObject({ searches: 4, newHits: 0 });
    const latest = (await monitoringSearches(entityId)).filter((s) => s.name === 'Mei Ling Ho').at(-1)!;
    const carried = await k.ok<TNameSearch>('GET', `/api/name-search/${latest.id}`, firm.officer.token);
    expect(carried.outcome).toBe('CLEARED');
    expect(carried.decisions[0]).toMatchObject({
      reason: 'Different person (HKID).',
      decidedBy: 'Ongoing monitoring',
    });
    expect(await alerts(firm.officer.email)).toHaveLength(1);

    // An archived company is not screened.
    await ctx.database.db
      .updateTable('entities')
      .set({ status: 'ARCHIVED', archived_at: new Date() })
      .where('id', '=', entityId)
      .execute();
    await uploadLists(ctx.app, smoooth.token, [
      { name: 'consolidated.xml', text: unListXml([ANOTHER_PARTY], [], '2026-11-27') },
    ]);
    expect((await rescreenBatch(ctx.database.db, screening, 'https://portal.test', null)).searches).toBe(0);
  });
});
