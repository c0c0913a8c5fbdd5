import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCaseDetail, TEntityDetail, TEntityHistoryEntry } from '@portal/domain';
import { buildEntity } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { buildStaffedFirm, kit } from '../../test/case-kit.js';
import { caseSteps } from '../../test/case-steps.js';

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
beforeAll(async () => {
  ctx = await createTestApp();
  k = kit(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

const HK = { engStreet: '1 Queen’s Road Central', engDistrict: 'Central', country: 'HKG' };
const RECORDS = {
  companyEngName: 'Harbour Tea Limited',
  regOfficeAddress: HK,
  shareCapitalCurrency: 'HKD',
  totalNumOfOrdShare: 10000,
  shareClasses: [{ className: 'Ordinary', numberOfShares: 10000 }],
  stakeholders: [
    {
      holderID: 'ann',
      holderType: 'I',
      engFirstName: 'Ann',
      engLastName: 'Wong',
      idNum: 'A1234563',
      idIssuer: 'HKG',
      resAddress: { ...HK, engFlat: 'Flat 2' },
      corrAddress: HK,
      isDirector: true,
    },
    // A member only: new particulars change the company's own register, with no notice to file.
    {
      holderID: 'ben',
      holderType: 'I',
      engFirstName: 'Ben',
      engLastName: 'Lee',
      idNum: 'K1234560',
      idIssuer: 'HKG',
      resAddress: { ...HK, engFlat: 'Flat 1' },
      corrAddress: HK,
      isShareHolder: true,
      ordinaryShares: 10000,
    },
  ],
};

describe('GET /api/entities/:companyID history', () => {
  it('shows what an amendment changed: the whole identity number to staff, the partial one to the client', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const entityId = await buildEntity(ctx.database.db, {
      firmId: firm.firmId,
      clientUserId: firm.client.id,
      information: RECORDS,
      incorporationDate: '2024-01-10',
    });
    const opened = await k.ok<TCaseDetail>(
      'POST',
      '/api/cases',
      firm.officer.token,
      { caseType: 'AMENDMENT', companyID: entityId },
      201,
    );
    // Ben's new identity card, and his move to a new flat.
    await k.ok('PUT', `/api/cases/${opened.caseID}/amendment`, firm.officer.token, {
      changes: [
        {
          changeID: 'ben-new-id',
          type: 'UPDATE_STAKEHOLDER_PARTICULARS',
          holderID: 'ben',
          particulars: { idNum: 'Y1234569', resAddress: { ...HK, engFlat: 'Flat 9' } },
          effectiveDate: '2025-03-01',
        },
      ],
    });
    await k.complete(opened.caseID, 'T_RECORD_UPDATES', firm.officer);
    // Where the workflow goes on to the cross-check before applying the changes at completion, pass it.
    if ((await k.detail(opened.caseID, firm.officer.token)).status !== 'COMPLETED')
      await caseSteps(ctx.app, ctx.database.db).crossCheck(opened.caseID, firm.officer);
    expect((await k.detail(opened.caseID, firm.officer.token)).status).toBe('COMPLETED');

    const amendmentOf = async (token: string) => {
      const detail = await k.ok<TEntityDetail>('GET', `/api/entities/${entityId}`, token);
      const entry = detail.history.find((h) => h.kind === 'AMENDMENT');
      expect(entry).toMatchObject({
        caseID: opened.caseID,
        effectiveDate: '2025-03-01',
        amendmentTypes: ['UPDATE_STAKEHOLDER_PARTICULARS'],
      });
      return entry as TEntityHistoryEntry;
    };
    const fieldsOf = (entry: TEntityHistoryEntry) =>
      entry.changes.map((c) => [c.holderID, c.subject, c.field, c.before, c.after]);

    const staff = await amendmentOf(firm.officer.token);
    expect(fieldsOf(staff)).toEqual([
      ['ben', 'Ben Lee', 'idNum', 'K1234560', 'Y1234569'],
      [
        'ben',
        'Ben Lee',
        'resAddress',
        'Flat 1, 1 Queen’s Road Central, Central · HKG',
        'Flat 9, 1 Queen’s Road Central, Central · HKG',
      ],
    ]);

    const client = await amendmentOf(firm.client.token);
    expect(fieldsOf(client)).toEqual([
      ['ben', 'Ben Lee', 'idNum', 'K123', 'Y123'],
      // A residential address is never shown to the client, not even that it changed to what.
      ['ben', 'Ben Lee', 'resAddress', '—', '—'],
    ]);
    const body = JSON.stringify(client);
    expect(body).not.toContain('K1234560');
    expect(body).not.toContain('Y1234569');
    expect(body).not.toContain('Flat 9');
  });
});
