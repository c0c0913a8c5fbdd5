import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TComplianceRecordDetail, TNameSearch, TNameSearchSummary } from '@portal/domain';
import { buildUser } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { dueDiligenceRecord } from '../../test/case-steps.js';
import { buildStaffedFirm, kit, signedIn, type TSignedIn, type TStaffedFirm } from '../../test/case-kit.js';
import { caseAtDueDiligence, factorsFrom, viewOf } from '../compliance/compliance.test-support.js';
import {
  acceptNameSearchTerms,
  TEST_OFAC_CSV,
  TEST_UN_XML,
  ANOTHER_PARTY,
  unListXml,
  uploadLists,
} from '../../test/screening-kit.js';

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
let smoooth: TSignedIn;
beforeAll(async () => {
  ctx = await createTestApp();
  k = kit(ctx.app, ctx.database.db);
  smoooth = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'SMOOOTH' }));
  const loaded = await uploadLists(ctx.app, smoooth.token, [
    { name: 'consolidated.xml', text: TEST_UN_XML },
    { name: 'sdn.csv', text: TEST_OFAC_CSV },
  ]);
  if (loaded.statusCode !== 201) throw new Error(loaded.body);
});
afterAll(async () => {
  await ctx.close();
});

const view = (caseID: string, token: string) => viewOf(ctx.app, ctx.database.db, caseID, token);
const screen = (caseID: string, token: string, holderIDs?: string[]) =>
  k.ok<{ searches: TNameSearchSummary[] }>(
    'POST',
    `/api/cases/${caseID}/due-diligence/screening`,
    token,
    holderIDs ? { holderIDs } : {},
    201,
  );
const decide = (searchID: string, token: string, decision: string, reason: string) =>
  k
    .ok<TNameSearch>('GET', `/api/name-search/${searchID}`, token)
    .then((s) =>
      Promise.all(
        s.matches.map((m) =>
          k.ok<TNameSearch>(
            'POST',
            `/api/name-search/${searchID}/decisions`,
            token,
            { matchID: m.matchID, decision, reason },
            201,
          ),
        ),
      ),
    );

async function recordEveryone(caseID: string, firm: TStaffedFirm) {
  for (const s of (await view(caseID, firm.officer.token)).stakeholders)
    await k.ok<TComplianceRecordDetail>(
      'POST',
      '/api/compliance',
      firm.officer.token,
      dueDiligenceRecord(caseID, s),
    );
}

describe('screening in due diligence', () => {
  it('meets 18012 only with a real search of every person on the current lists and every hit decided', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    await acceptNameSearchTerms(ctx.app, firm.officer.token);
    const caseID = await caseAtDueDiligence(ctx.app, ctx.database.db, firm);
    const before = await view(caseID, firm.officer.token);
    expect(before.screeningRequired).toBe(true);
    expect(before.stakeholders.every((s) => s.screening === null)).toBe(true);

    // A record that ticks "screened" is not a search.
    await recordEveryone(caseID, firm);
    const task = (await k.detail(caseID, firm.officer.token)).tasks.find(
      (t) => t.taskActionKey === 'DD_CS_FORM' && t.status === 'IN_PROGRESS',
    );
    const attempt = () =>
      k.refused('POST', `/api/tasks/${task?.taskID}/complete`, firm.officer.token, {}, 409);
    const unscreened = await attempt();
    expect(unscreened).toMatchObject({ code: '18012' });
    expect(unscreened.details?.map((d) => d.field)).toHaveLength(4);

    // One click screens everyone; the holding company and Mei Ling Ho are hits to decide.
    const { searches } = await screen(caseID, firm.officer.token);
    expect(searches.map((s) => [s.name, s.outcome])).toEqual([
      ['Siu Ming Lee', 'NO_HITS'],
      ['Kowloon Holdings Limited', 'PENDING'],
      ['Pacific Trust Limited', 'NO_HITS'],
      ['Mei Ling Ho', 'PENDING'],
    ]);
    const pending = await attempt();
    expect(pending.details?.map((d) => d.field).sort()).toEqual(['Kowloon Holdings Limited', 'Mei Ling Ho']);
    const seen = (await view(caseID, firm.officer.token)).stakeholders.find((s) => s.holderID === 'h-deep');
    expect(seen?.screening).toMatchObject({ outcome: 'PENDING', onCurrentLists: true, satisfied: false });
    expect(seen?.missing).toContain('screening');

    for (const s of searches.filter((x) => x.outcome === 'PENDING'))
      await decide(
        s.searchID,
        firm.officer.token,
        'FALSE_POSITIVE',
        'Different person: dates of birth differ.',
      );
    await k.complete(caseID, 'DD_CS_FORM', firm.officer);
    expect((await k.detail(caseID, firm.officer.token)).step).toBe('MVP_D_D_CO');
  });

  it('escalates the risk review on a possible match and asks again when a new list version comes', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    await acceptNameSearchTerms(ctx.app, firm.officer.token);
    const caseID = await caseAtDueDiligence(ctx.app, ctx.database.db, firm);
    const [search] = (await screen(caseID, firm.officer.token, ['h-deep'])).searches;
    expect(search).toMatchObject({ name: 'Mei Ling Ho', holderID: 'h-deep', caseID });
    await decide(
      search!.searchID,
      firm.officer.token,
      'POSSIBLE_MATCH',
      'Same date of birth as the listed person.',
    );
    const escalated = await view(caseID, firm.officer.token);
    expect(escalated.screeningEscalated).toBe(true);
    const risk = (rating: string, status: number) =>
      k
        .call('POST', '/api/compliance', firm.officer.token, {
          complianceType: 'RISK_ASSESSMENT',
          caseID,
          factors: factorsFrom(escalated),
          rating,
          reasons: 'Screening found a possible match.',
        })
        .then((r) => {
          expect(r.statusCode).toBe(status);
          return r.json<{ field?: string }>();
        });
    expect(await risk('MEDIUM', 400)).toMatchObject({ field: 'rating' });

    // A new UN list version: the person's search is no longer on the current lists.
    const newer = await uploadLists(ctx.app, smoooth.token, [
      { name: 'consolidated.xml', text: unListXml([ANOTHER_PARTY], [], '2026-11-25') },
    ]);
    expect(newer.statusCode).toBe(201);
    const after = (await view(caseID, firm.officer.token)).stakeholders.find((s) => s.holderID === 'h-deep');
    expect(after?.screening).toMatchObject({ onCurrentLists: false, satisfied: false });
  });

  it('is the firm staff’s: a client and another firm cannot screen the case', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const caseID = await caseAtDueDiligence(ctx.app, ctx.database.db, firm);
    const other = await buildStaffedFirm(ctx.app, ctx.database.db);
    await acceptNameSearchTerms(ctx.app, other.officer.token);
    expect(
      (await k.call('POST', `/api/cases/${caseID}/due-diligence/screening`, other.officer.token, {}))
        .statusCode,
    ).toBe(404);
    expect(
      (await k.call('POST', `/api/cases/${caseID}/due-diligence/screening`, firm.client.token, {}))
        .statusCode,
    ).toBe(403);
    await acceptNameSearchTerms(ctx.app, firm.officer.token);
    const unknown = await k.call('POST', `/api/cases/${caseID}/due-diligence/screening`, firm.officer.token, {
      holderIDs: ['nobody'],
    });
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'holderIDs' });
  });
});
