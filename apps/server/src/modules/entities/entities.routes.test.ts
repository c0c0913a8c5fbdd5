import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEntityDetail, TEntityHolderDetail, TEntityList } from '@portal/domain';
import { buildEntity, buildUser } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { buildStaffedFirm, kit, signedIn, type TStaffedFirm } from '../../test/case-kit.js';
import { addDueDiligence, buildRichEntity, linkStakeholder } from '../../test/entity-kit.js';

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
let firm: TStaffedFirm;
let entityId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  k = kit(ctx.app, ctx.database.db);
  firm = await buildStaffedFirm(ctx.app, ctx.database.db);
  entityId = await buildRichEntity(ctx.database.db, firm, 'Harbour Tea Limited');
});
afterAll(async () => {
  await ctx.close();
});

const detailOf = (token: string, id = entityId) => k.ok<TEntityDetail>('GET', `/api/entities/${id}`, token);

describe('GET /api/entities/:companyID', () => {
  it('gives the firm’s staff the particulars, the due date and every stakeholder in full', async () => {
    for (const staff of [firm.officer, firm.admin]) {
      const d = await detailOf(staff.token);
      expect(d).toMatchObject({
        companyID: entityId,
        status: 'ACTIVE',
        archivedDate: null,
        particulars: {
          companyEngName: 'Harbour Tea Limited',
          incorporationDate: '2020-03-15',
          nextReturnDate: '2026-03-15',
          // 42 days after the anniversary (DESIGN §6).
          nextReturnDueDate: '2026-04-26',
          businessNature: 'BN001',
          shareCapitalCurrency: 'HKD',
          totalNumOfOrdShare: 10000,
          regOfficeAddress: { engStreet: '25 Harbour Road', country: 'HKG' },
        },
        access: { mayArchive: true, mayRestore: false, seesProtectedData: true, seesCompliance: true },
        openCaseCount: 0,
      });
      const [alice, holdings, former] = d.stakeholders;
      expect(alice).toMatchObject({
        name: 'Alice Leung',
        idNum: 'A123456(3)',
        idNumPartial: false,
        idExpiryDate: '2031-05-01',
        isPep: false,
        resAddress: { engStreet: '8 Peak Road', engDistrict: 'The Peak', country: 'HKG' },
        roles: ['isShareHolder', 'isDirector'],
        ordinaryShares: 7000,
        // 70 % directly plus 60 % of Harbour Holdings' 30 %.
        ultimateSharePercent: '88.0000',
        isScr: true,
        isUbo: true,
        email: 'alice.leung@example.com',
        phone: '852 91234567',
      });
      expect(holdings?.owners.map((o) => [o.name, o.compSharePercent, o.isUbo, o.idNum])).toEqual([
        ['Alice Leung', '60', true, 'A123456(3)'],
        ['Raymond Lau', '40', true, 'Z987654(1)'],
      ]);
      expect(former).toMatchObject({ standing: 'FORMER', roles: [], resignedRoles: ['isDirector'] });
      expect(d.linkedClients.map((c) => [c.userID, c.role])).toEqual([[firm.client.id, 'CLIENT']]);
    }
  });

  it('masks protected data for the linked client and SMOOOTH: partial ids, no residential address', async () => {
    const operator = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'SMOOOTH' }));
    for (const reader of [firm.client, operator]) {
      const d = await detailOf(reader.token);
      const body = JSON.stringify(d);
      expect(body).not.toContain('A123456');
      expect(body).not.toContain('987654');
      expect(body).not.toContain('Peak Road');
      expect(body).not.toContain('2031-05-01');
      const [alice, holdings] = d.stakeholders;
      expect(alice).toMatchObject({
        idNum: 'A123',
        idNumPartial: true,
        resAddress: null,
        idExpiryDate: null,
        isPep: null,
        corrAddress: { engStreet: 'PO Box 8' },
        isScr: true,
      });
      expect(holdings?.owners[1]).toMatchObject({ name: 'Raymond Lau', idNum: 'Z987', resAddress: null });
      expect(d.access).toEqual({
        mayArchive: false,
        mayRestore: false,
        seesProtectedData: false,
        seesCompliance: reader === operator,
      });
    }
  });

  it('shows a stakeholder member the company, but not their fellow holders’ contacts', async () => {
    const raymond = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'GU' }));
    await linkStakeholder(ctx.database.db, entityId, raymond.id, 'h-raymond');
    const d = await detailOf(raymond.token);
    expect(d.stakeholders[0]).toMatchObject({ name: 'Alice Leung', email: null, phone: null, idNum: 'A123' });
    expect(d.linkedClients.map((c) => c.role)).toEqual(['CLIENT', 'STAKEHOLDER']);
  });

  it('answers 404 for an id that is not an entity, 400 for one that is not an id', async () => {
    await k.refused('GET', `/api/entities/${crypto.randomUUID()}`, firm.officer.token, undefined, 404);
    const bad = await k.refused('GET', '/api/entities/not-an-id', firm.officer.token, undefined, 400);
    expect(bad.field).toBe('companyID');
  });
});

describe('GET /api/entities (the lists)', () => {
  it('lists with the due date, linked clients and holders; searches by name or BRN; pages', async () => {
    const other = await buildEntity(ctx.database.db, {
      firmId: firm.firmId,
      name: 'Aberdeen Boats Limited',
      incorporationDate: '2019-01-10',
    });
    const list = await k.ok<TEntityList>('GET', '/api/entities?pageSize=1', firm.officer.token);
    expect(list.total).toBeGreaterThanOrEqual(2);
    expect(list.items.map((e) => e.companyID)).toEqual([other]);
    const { brn } = (await detailOf(firm.officer.token)).particulars;
    const found = await k.ok<TEntityList>('GET', `/api/entities?search=${brn}`, firm.officer.token);
    const byName = await k.ok<TEntityList>('GET', '/api/entities?search=harbour%20tea', firm.officer.token);
    expect(byName.items.map((e) => e.companyID)).toEqual([entityId]);
    expect(found.items).toEqual([
      expect.objectContaining({
        companyID: entityId,
        nextReturnDueDate: '2026-04-26',
        hasLinkedClient: true,
        linkedClients: [expect.objectContaining({ userID: firm.client.id })],
        archivedDate: null,
      }),
    ]);
    expect(found.items[0]?.holders.map((h) => [h.holderID, h.standing])).toEqual([
      ['h-alice', 'CURRENT'],
      ['h-holdings', 'CURRENT'],
      ['h-raymond', 'CURRENT'],
      ['h-former', 'FORMER'],
    ]);
    // The next return soonest first.
    const byReturn = await k.ok<TEntityList>(
      'GET',
      '/api/entities?sort=nextReturnDate&order=asc',
      firm.officer.token,
    );
    expect(byReturn.items.map((e) => e.companyID).slice(0, 2)).toEqual([other, entityId]);
    // The client sees only what they are linked to.
    const mine = await k.ok<TEntityList>('GET', '/api/entities', firm.client.token);
    expect(mine.items.map((e) => e.companyID)).toEqual([entityId]);
    const badSort = await k.refused('GET', '/api/entities?sort=brn', firm.officer.token, undefined, 400);
    expect(badSort.field).toBe('sort');
  });
});

describe('GET /api/entities/:companyID/holders/:holderID', () => {
  it('gives staff the holder with their chains and due-diligence records, every version', async () => {
    const first = await addDueDiligence(ctx.database.db, {
      firmId: firm.firmId,
      caseId: null,
      entityId,
      holderId: 'h-raymond',
      preparedBy: firm.officer.id,
    });
    const second = await addDueDiligence(ctx.database.db, {
      firmId: firm.firmId,
      caseId: null,
      entityId,
      holderId: 'h-raymond',
      preparedBy: firm.colleague.id,
      supersedes: { id: first, recordKey: first, version: 1 },
    });
    // Someone else's record of the same firm is not Raymond's.
    await addDueDiligence(ctx.database.db, {
      firmId: firm.firmId,
      caseId: null,
      entityId,
      holderId: 'h-alice',
      preparedBy: firm.officer.id,
    });
    const h = await k.ok<TEntityHolderDetail>(
      'GET',
      `/api/entities/${entityId}/holders/h-raymond`,
      firm.officer.token,
    );
    expect(h.holder).toMatchObject({ name: 'Raymond Lau', idNum: 'Z987654(1)', isUbo: true, isScr: false });
    expect(h.parent).toMatchObject({ holderID: 'h-holdings', name: 'Harbour Holdings Limited' });
    expect(h.chains).toEqual([
      {
        links: [
          { holderID: 'h-holdings', name: 'Harbour Holdings Limited', percent: '30.0000' },
          { holderID: 'h-raymond', name: 'Raymond Lau', percent: '40.0000' },
        ],
        percent: '12.0000',
        controlling: false,
      },
    ]);
    expect(h.otherHolders.map((o) => o.holderID)).toEqual(['h-alice', 'h-holdings', 'h-former']);
    expect(h.complianceRecords?.map((r) => [r.complianceID, r.version, r.current])).toEqual([
      [second, 2, true],
      [first, 1, false],
    ]);
    expect(h.complianceRecords?.[0]).toMatchObject({
      identityChecked: true,
      addressChecked: true,
      screeningResult: 'NO_MATCH',
    });
  });

  it('shows the client the holder masked and without compliance records', async () => {
    const h = await k.ok<TEntityHolderDetail>(
      'GET',
      `/api/entities/${entityId}/holders/h-raymond`,
      firm.client.token,
    );
    expect(h.holder).toMatchObject({ idNum: 'Z987', idNumPartial: true, resAddress: null });
    expect(h.complianceRecords).toBeNull();
    expect(h.linkedAccount).toBeNull();
  });

  it('shows a holder listed again under a corporate as the entry it points at', async () => {
    const h = await k.ok<TEntityHolderDetail>(
      'GET',
      `/api/entities/${entityId}/holders/h-alice-hh`,
      firm.officer.token,
    );
    expect(h.holder).toMatchObject({
      holderID: 'h-alice',
      name: 'Alice Leung',
      ultimateSharePercent: '88.0000',
    });
    expect(h.parent).toBeNull();
    expect(h.chains.map((c) => c.percent)).toEqual(['70.0000', '18.0000']);
  });

  it('answers 404 for a holder the entity does not have', async () => {
    await k.refused('GET', `/api/entities/${entityId}/holders/h-nobody`, firm.officer.token, undefined, 404);
    const bad = await k.refused(
      'GET',
      `/api/entities/${entityId}/holders/bad%20id`,
      firm.officer.token,
      undefined,
      400,
    );
    expect(bad.field).toBe('holderID');
  });
});
