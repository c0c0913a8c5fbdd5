import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TCaseDetail,
  TCaseInformation,
  TEntityDetail,
  TEntityHolderDetail,
  THolder,
} from '@portal/domain';
import { buildUser } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import {
  buildStaffedFirm,
  kit,
  signedIn,
  validInformation,
  type TSignedIn,
  type TStaffedFirm,
} from '../../test/case-kit.js';
import { buildRichEntity, linkStakeholder } from '../../test/entity-kit.js';

/**
 * Need-to-know for identity data (issue 24 point 5): whole identity numbers, identity-document dates
 * and residential addresses for the firm's staff and the person themselves; the Registry's partial
 * number and nothing else for the client point of contact (about others), other stakeholders and SMOOOTH.
 */

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
beforeAll(async () => {
  ctx = await createTestApp();
  k = kit(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

const CLIENT_HOME = { engStreet: '8 Peak Road', engDistrict: 'The Peak', country: 'HKG' };
const PARTNER_HOME = { engStreet: '221B Baker Street', engDistrict: 'Marylebone', country: 'GBR' };

/** The client is the director (their e-mail); the partner, a second director, is another person. */
function peopleInformation(clientEmail: string, partnerEmail: string) {
  const base = validInformation({ directorEmail: clientEmail });
  const [director, corporate] = base.stakeholders;
  return {
    ...base,
    stakeholders: [
      {
        ...director,
        idNum: 'A123456(3)',
        idIssuer: 'HKG',
        idIssueDate: '2020-01-02',
        idExpiryDate: '2030-01-01',
        resAddress: CLIENT_HOME,
      },
      {
        holderID: 'h-partner',
        holderType: 'I',
        engFirstName: 'Sherlock',
        engLastName: 'Holmes',
        email: partnerEmail,
        isDirector: true,
        idNum: '533401372',
        idIssuer: 'GBR',
        idIssueDate: '2019-06-01',
        idExpiryDate: '2029-06-01',
        resAddress: PARTNER_HOME,
      },
      {
        ...corporate,
        ownerOfBodyCorporate: [
          {
            ...corporate?.ownerOfBodyCorporate?.[0],
            idNum: 'K1234567',
            idIssuer: 'GBR',
            resAddress: PARTNER_HOME,
          },
        ],
      },
    ],
  };
}

interface TPeopleCase {
  firm: TStaffedFirm;
  caseID: string;
  partner: TSignedIn;
}

/** An incorporation whose client filled in the form (the POC_FORM still theirs). */
async function filledCase(): Promise<TPeopleCase> {
  const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
  const partner = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'GU' }));
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
  const saved = await k.ok<{ problems: string[] }>(
    'PUT',
    `/api/cases/${opened.caseID}/information`,
    firm.client.token,
    peopleInformation(firm.client.email, partner.email),
  );
  expect(saved.problems).toEqual([]);
  return { firm, caseID: opened.caseID, partner };
}

/** The same, submitted: the client has the director's identity task, the partner linked with their code. */
async function submittedCase(): Promise<TPeopleCase> {
  const c = await filledCase();
  await k.complete(c.caseID, 'POC_FORM', c.firm.client);
  const code = (await k.invitations(c.caseID, c.firm.officer)).find((i) => i.holderID === 'h-partner');
  await k.linkOk(c.partner, code?.invitationCode ?? '', 'Sherlock', 'Holmes');
  return c;
}

interface TInformation {
  information: TCaseInformation;
  withheld: { holderID: string; fields: string[] }[];
}
const informationOf = (caseID: string, token: string) =>
  k.ok<TInformation>('GET', `/api/cases/${caseID}/information`, token);
const holderOf = async (caseID: string, holderID: string, token: string) =>
  (await k.ok<{ holder: THolder }>('GET', `/api/cases/${caseID}/holders/${holderID}`, token)).holder;
const byId = (info: TCaseInformation, id: string): THolder | undefined =>
  info.stakeholders.flatMap((h) => [h, ...(h.ownerOfBodyCorporate ?? [])]).find((h) => h.holderID === id);
const WITHHELD = ['idNum', 'idIssueDate', 'idExpiryDate', 'resAddress'];

describe('identity data in the case information and a stakeholder’s entry', () => {
  it('gives the client point of contact others’ partial numbers and no address; their own entry whole', async () => {
    const { firm, caseID } = await submittedCase();
    const seen = await informationOf(caseID, firm.client.token);
    expect(byId(seen.information, 'h-director')).toMatchObject({
      idNum: 'A123456(3)',
      idIssueDate: '2020-01-02',
      resAddress: CLIENT_HOME,
    });
    const partner = byId(seen.information, 'h-partner');
    expect(partner).toMatchObject({ engFirstName: 'Sherlock', idNum: '53340', idIssuer: 'GBR' });
    for (const field of ['resAddress', 'idIssueDate', 'idExpiryDate'])
      expect(partner).not.toHaveProperty(field);
    expect(byId(seen.information, 'h-owner')?.idNum).toBe('K123');
    expect(seen.withheld).toEqual(
      expect.arrayContaining([
        { holderID: 'h-partner', fields: WITHHELD },
        { holderID: 'h-owner', fields: WITHHELD },
      ]),
    );
    expect(seen.withheld.map((w) => w.holderID)).not.toContain('h-director');
    const body = JSON.stringify(seen);
    for (const secret of ['533401372', 'K1234567', 'Baker Street', '2029-06-01'])
      expect(body).not.toContain(secret);

    // One stakeholder's entry, likewise.
    expect(await holderOf(caseID, 'h-director', firm.client.token)).toMatchObject({
      resAddress: CLIENT_HOME,
    });
    const other = await holderOf(caseID, 'h-partner', firm.client.token);
    expect(other).toMatchObject({ idNum: '53340' });
    expect(other).not.toHaveProperty('resAddress');
  });

  it('gives a stakeholder their own entry whole and nobody else’s', async () => {
    const { caseID, partner } = await submittedCase();
    expect(await holderOf(caseID, 'h-partner', partner.token)).toMatchObject({
      idNum: '533401372',
      idExpiryDate: '2029-06-01',
      resAddress: PARTNER_HOME,
    });
    await k.refused('GET', `/api/cases/${caseID}/holders/h-director`, partner.token, undefined, 404);
    await k.refused('GET', `/api/cases/${caseID}/information`, partner.token, undefined, 403);
  });

  it('gives the firm’s staff everything whole, SMOOOTH partial numbers only, another firm nothing', async () => {
    const { firm, caseID } = await submittedCase();
    for (const staff of [firm.officer, firm.colleague, firm.admin]) {
      const seen = await informationOf(caseID, staff.token);
      expect(seen.withheld).toEqual([]);
      expect(byId(seen.information, 'h-partner')).toMatchObject({
        idNum: '533401372',
        resAddress: PARTNER_HOME,
      });
      expect(byId(seen.information, 'h-owner')?.idNum).toBe('K1234567');
    }
    const operator = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'SMOOOTH' }));
    const seen = await informationOf(caseID, operator.token);
    expect(['h-director', 'h-partner', 'h-owner'].map((id) => byId(seen.information, id)?.idNum)).toEqual([
      'A123',
      '53340',
      'K123',
    ]);
    expect(JSON.stringify(seen)).not.toContain('Peak Road');
    expect(await holderOf(caseID, 'h-partner', operator.token)).not.toHaveProperty('resAddress');

    const other = await buildStaffedFirm(ctx.app, ctx.database.db);
    await k.refused('GET', `/api/cases/${caseID}/information`, other.admin.token, undefined, 404);
    await k.refused('GET', `/api/cases/${caseID}/holders/h-partner`, other.officer.token, undefined, 404);
  });

  it('keeps the stored whole numbers when the client saves the form back as it was shown', async () => {
    const { firm, caseID } = await filledCase();
    // Before submitting, no entry is the client's yet: every number comes partly.
    const shown = await informationOf(caseID, firm.client.token);
    expect(byId(shown.information, 'h-director')?.idNum).toBe('A123');
    const edited = {
      ...shown.information,
      companyChiName: '海港名茶有限公司',
      stakeholders: shown.information.stakeholders.map((h) =>
        h.holderID === 'h-corporate'
          ? { ...h, ownerOfBodyCorporate: h.ownerOfBodyCorporate?.map((o) => ({ ...o, idNum: 'K7654321' })) }
          : h,
      ),
    };
    const answer = await k.ok<TInformation>(
      'PUT',
      `/api/cases/${caseID}/information`,
      firm.client.token,
      edited,
    );
    // The answer is as shown; nothing the client entered is lost, nothing stored either.
    expect(byId(answer.information, 'h-partner')?.idNum).toBe('53340');
    const stored = await informationOf(caseID, firm.officer.token);
    expect(stored.information.companyChiName).toBe('海港名茶有限公司');
    expect(byId(stored.information, 'h-director')).toMatchObject({
      idNum: 'A123456(3)',
      idIssueDate: '2020-01-02',
      idExpiryDate: '2030-01-01',
      resAddress: CLIENT_HOME,
    });
    expect(byId(stored.information, 'h-partner')).toMatchObject({
      idNum: '533401372',
      resAddress: PARTNER_HOME,
    });
    expect(byId(stored.information, 'h-owner')?.idNum).toBe('K7654321');
    // And the form still goes on: its rules judge the stored whole numbers.
    expect(stored).toMatchObject({ problems: [] });
    await k.complete(caseID, 'POC_FORM', firm.client);
  });
});

describe('identity data of an entity’s holders', () => {
  it('gives a stakeholder member their own entry whole and the others’ partly', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const entityId = await buildRichEntity(ctx.database.db, firm);
    const raymond = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'GU' }));
    await linkStakeholder(ctx.database.db, entityId, raymond.id, 'h-raymond');
    const d = await k.ok<TEntityDetail>('GET', `/api/entities/${entityId}`, raymond.token);
    const [alice, holdings] = d.stakeholders;
    expect(alice).toMatchObject({ idNum: 'A123', idNumPartial: true, resAddress: null });
    expect(holdings?.owners[1]).toMatchObject({
      name: 'Raymond Lau',
      idNum: 'Z987654(1)',
      idNumPartial: false,
    });
    const own = await k.ok<TEntityHolderDetail>(
      'GET',
      `/api/entities/${entityId}/holders/h-raymond`,
      raymond.token,
    );
    expect(own.holder).toMatchObject({ idNum: 'Z987654(1)', idNumPartial: false });
    const client = await k.ok<TEntityHolderDetail>(
      'GET',
      `/api/entities/${entityId}/holders/h-raymond`,
      firm.client.token,
    );
    expect(client.holder).toMatchObject({ idNum: 'Z987', idNumPartial: true });
  });
});
