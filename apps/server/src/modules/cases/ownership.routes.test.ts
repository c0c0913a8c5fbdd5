import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveOwnership, type TCaseDetail } from '@portal/domain';
// The domain's 10,000-holder test group (not exported from the package).
import { buildLargeGroup } from '../../../../../packages/domain/src/ownership/large-group.fixture.js';
import { buildUser } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { buildStaffedFirm, caller, kit, signedIn, validInformation } from '../../test/case-kit.js';

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
beforeAll(async () => {
  ctx = await createTestApp();
  k = kit(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

interface TPerson {
  holderID: string;
  holderType: 'I' | 'C';
  ultimateShare: { numerator: string; denominator: string; percent: string };
  isScr: boolean;
  isUbo: boolean;
  hasIndirectControl: boolean;
  chains: { links: { holderID: string }[] }[];
  chainsOmitted?: boolean;
}

interface TPage {
  persons: TPerson[];
  total: number;
  page: number;
  pageSize: number;
  problems: unknown[];
}

describe('ownership resolution over the API', () => {
  it('resolves a three-layer tree exactly, with the chains behind each share', async () => {
    const user = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'GU' }));
    const response = await k.ok<{ persons: TPerson[]; problems: unknown[] }>(
      'POST',
      '/api/ownership/resolve',
      user.token,
      {
        totalNumOfOrdShare: 3,
        holders: [
          { holderID: 'amy', holderType: 'I', name: 'Amy', ordinaryShares: 1 },
          {
            holderID: 'top',
            holderType: 'C',
            name: 'Top Holdings',
            ordinaryShares: 2,
            ownerOfBodyCorporate: [
              {
                holderID: 'mid',
                holderType: 'C',
                name: 'Mid Holdings',
                compSharePercent: '51',
                ownerOfBodyCorporate: [
                  { holderID: 'ben', holderType: 'I', name: 'Ben', compSharePercent: '51' },
                  { holderID: 'amy-2', holderType: 'I', name: 'Amy', refID: 'amy', compSharePercent: '49' },
                ],
              },
              { holderID: 'cat', holderType: 'I', name: 'Cat', compSharePercent: '49' },
            ],
          },
          { holderID: 'dan', holderType: 'I', name: 'Dan', isDirector: true },
        ],
      },
    );
    const byId = new Map(response.persons.map((p) => [p.holderID, p]));
    // Ben: 2/3 × 51 % × 51 % = 5202/30000 = 17.34 %: UBO, and controlling along his chain.
    expect(byId.get('ben')).toMatchObject({
      ultimateShare: { numerator: '867', denominator: '5000', percent: '17.3400' },
      isUbo: true,
      hasIndirectControl: true,
      isScr: true,
    });
    // Amy: 1/3 directly plus 2/3 × 51 % × 49 % = 1/3 + 0.16660 = 49.9933…%, through two chains.
    expect(byId.get('amy')?.ultimateShare.percent).toBe('49.9933');
    expect(byId.get('amy')?.chains).toHaveLength(2);
    expect(byId.get('cat')).toMatchObject({
      ultimateShare: { percent: '32.6667' },
      isScr: true,
      hasIndirectControl: false,
    });
    expect(byId.get('dan')).toMatchObject({
      ultimateShare: { numerator: '0' },
      isScr: false,
      isUbo: false,
      chains: [],
    });
    expect(response.problems).toEqual([]);
  });

  it('names a corporate whose owners do not total 100 % and refuses a tree too deep', async () => {
    const user = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'GU' }));
    const flagged = await k.ok<{ problems: { kind: string; holderID: string; totalPercent: string }[] }>(
      'POST',
      '/api/ownership/resolve',
      user.token,
      {
        totalNumOfOrdShare: 100,
        holders: [
          {
            holderID: 'c',
            holderType: 'C',
            name: 'Half Owned Limited',
            ordinaryShares: 100,
            ownerOfBodyCorporate: [{ holderID: 'p', holderType: 'I', name: 'P', compSharePercent: '99.99' }],
          },
        ],
      },
    );
    expect(flagged.problems).toEqual([
      expect.objectContaining({ kind: 'OWNERS_NOT_100', holderID: 'c', totalPercent: '99.99' }),
    ]);
    let deep: object = { holderID: 'leaf', holderType: 'I', name: 'Leaf', compSharePercent: 100 };
    for (let i = 0; i < 40; i += 1)
      deep = {
        holderID: `c${i}`,
        holderType: 'C',
        name: `C${i}`,
        compSharePercent: 100,
        ownerOfBodyCorporate: [deep],
      };
    const refused = await k.refused(
      'POST',
      '/api/ownership/resolve',
      user.token,
      { totalNumOfOrdShare: 1, holders: [{ ...deep, ordinaryShares: 1 }] },
      400,
    );
    expect(refused.field).toBe('holders');
  });

  it('answers a large group a page at a time, with the chains of the SCR and UBO persons and of those asked for', async () => {
    const user = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'GU' }));
    const { input } = buildLargeGroup();
    const full = resolveOwnership(input);
    const call = (body: object) =>
      caller(ctx.app)('POST', '/api/ownership/resolve', user.token, { ...input, ...body });

    const first = await call({});
    expect(first.statusCode, first.body.slice(0, 200)).toBe(200);
    // The whole result with every chain is 12.7 MB of JSON.
    expect(first.rawPayload.byteLength).toBeLessThan(300 * 1024);
    const answer = first.json<TPage>();
    expect(answer).toMatchObject({ total: full.persons.length, page: 1, pageSize: 500, problems: [] });
    expect(answer.persons.map((p) => p.holderID)).toEqual(full.persons.slice(0, 500).map((p) => p.holderID));
    const significant = full.persons.filter((p) => p.isScr || p.isUbo);
    expect(significant.length).toBeGreaterThan(0);
    for (const expected of significant) {
      const listed = answer.persons.find((p) => p.holderID === expected.holderID);
      expect(listed?.chains).toEqual(expected.chains);
      expect(listed?.chainsOmitted).toBeUndefined();
    }
    const other = answer.persons.find((p) => !p.isScr && !p.isUbo && p.holderType === 'I');
    expect(other).toMatchObject({ chains: [], chainsOmitted: true });

    // One person from the last page, asked for by holderID: answered after the page, with their chains.
    const wanted = full.persons.filter((p) => p.chains.length > 1).at(-1);
    if (!wanted) throw new Error('the large group has persons with several chains');
    expect(full.persons.indexOf(wanted)).toBeGreaterThanOrEqual(500);
    const asked = (await call({ chainsFor: [wanted.holderID] })).json<TPage>();
    expect(asked.persons).toHaveLength(501);
    expect(asked.persons.at(-1)).toEqual(wanted);

    const last = (await call({ page: 21, pageSize: 500 })).json<TPage>();
    expect(last.persons.map((p) => p.holderID)).toEqual(full.persons.slice(10_000).map((p) => p.holderID));
  });

  it("a case's ownership comes from its saved information, for those who may see the case", async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const other = await buildStaffedFirm(ctx.app, ctx.database.db);
    const opened = await k.ok<TCaseDetail>(
      'POST',
      '/api/cases',
      firm.officer.token,
      {
        caseType: 'MVP',
        companyEngName: 'Harbour Tea Limited',
        client: { email: firm.client.email, engFirstName: 'Tai Man', engLastName: 'Chan' },
      },
      201,
    );
    await k.linkOk(firm.client, (await k.liveCode(opened.caseID, firm.officer)).invitationCode);
    await k.ok('PUT', `/api/cases/${opened.caseID}/information`, firm.client.token, validInformation());
    const result = await k.ok<{ persons: TPerson[] }>(
      'GET',
      `/api/cases/${opened.caseID}/ownership`,
      firm.officer.token,
    );
    expect(result.persons.map((p) => [p.holderID, p.ultimateShare.percent, p.isScr])).toEqual([
      ['h-director', '60.0000', true],
      ['h-owner', '40.0000', true],
      ['h-corporate', '40.0000', false],
    ]);
    expect(
      (await k.call('GET', `/api/cases/${opened.caseID}/ownership`, other.officer.token)).statusCode,
    ).toBe(404);
  });
});
