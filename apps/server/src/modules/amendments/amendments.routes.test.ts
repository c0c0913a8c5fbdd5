import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAmendmentView, TCaseDetail, TCompleteTaskResponse, TRegisters } from '@portal/domain';
import { buildEntity } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { buildStaffedFirm, caller, kit, type TStaffedFirm } from '../../test/case-kit.js';
import { pdfText } from '../../test/pdf-read.js';
import { caseSteps } from '../../test/case-steps.js';
import { HARBOUR_TEA_RECORDS as RECORDS, recordedPerson as person } from '../../test/amendment-kit.js';

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
let steps: ReturnType<typeof caseSteps>;
beforeAll(async () => {
  ctx = await createTestApp();
  k = kit(ctx.app, ctx.database.db);
  steps = caseSteps(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

async function openAmendment(firm: TStaffedFirm, entityId: string) {
  const opened = await k.ok<TCaseDetail>(
    'POST',
    '/api/cases',
    firm.officer.token,
    { caseType: 'AMENDMENT', companyID: entityId },
    201,
  );
  return opened.caseID;
}

const resignBen = {
  changeID: 'resign-ben',
  type: 'CHANGE_DIRECTOR',
  action: 'CEASE',
  role: 'isDirector',
  holderID: 'ben',
  effectiveDate: '2025-03-01',
};
const transfer = (shares: number) => ({
  changeID: 'ben-to-dora',
  type: 'SHARE_TRANSFER',
  transferorID: 'ben',
  transferee: person('dora', 'Dora', 'Ho', 'A1234563', {}),
  className: 'Ordinary',
  shares,
  considerationCents: 150_000_00,
  effectedInHongKong: true,
  effectiveDate: '2025-05-01',
});

describe('record update', () => {
  it('drafts changes against the records, refuses a bad one naming the field, and applies a good one with its history and registers', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const entityId = await buildEntity(ctx.database.db, {
      firmId: firm.firmId,
      clientUserId: firm.client.id,
      information: RECORDS,
      incorporationDate: '2024-01-10',
    });
    const caseId = await openAmendment(firm, entityId);
    const url = `/api/cases/${caseId}/amendment`;

    const start = await k.ok<TAmendmentView>('GET', url, firm.officer.token);
    expect(start).toMatchObject({
      editable: true,
      changes: [],
      issues: [],
      recordsFrom: '2024-01-10',
      entityID: entityId,
    });
    expect((start.records as typeof RECORDS).stakeholders.map((h) => h.holderID)).toEqual([
      'ann',
      'ben',
      'chan',
    ]);
    // A colleague sees the draft but may not change it; the client is not shown it.
    expect((await k.ok<TAmendmentView>('GET', url, firm.colleague.token)).editable).toBe(false);
    expect((await k.refused('PUT', url, firm.colleague.token, { changes: [] }, 403)).code).toBe('FORBIDDEN');
    expect((await k.refused('GET', url, firm.client.token, undefined, 403)).code).toBe('FORBIDDEN');

    // Ben hands over more shares than he holds: saved as typed, the problem named at its field.
    const bad = await k.ok<TAmendmentView>('PUT', url, firm.officer.token, {
      changes: [resignBen, transfer(4001)],
    });
    expect(bad.issues).toEqual([
      {
        path: 'changes.1.shares',
        key: 'moreSharesThanHeld',
        message: 'More shares than the member holds on that date',
      },
    ]);
    expect(bad.filings).toEqual([
      expect.objectContaining({
        changeID: 'resign-ben',
        form: 'ND2A',
        effectiveDate: '2025-03-01',
        dueDate: '2025-03-16',
      }),
    ]);
    const task = await k.openTask(caseId, firm.officer.token, 'T_RECORD_UPDATES');
    const refused = await k.refused(
      'POST',
      `/api/tasks/${task.taskID}/complete`,
      firm.officer.token,
      {},
      409,
    );
    expect([refused.code, refused.details?.map((d) => [d.field, d.reason])]).toEqual([
      '15001',
      [['changes.1.shares', 'moreSharesThanHeld']],
    ]);
    const unchanged = await ctx.database.db
      .selectFrom('entities')
      .select('information')
      .where('id', '=', entityId)
      .executeTakeFirstOrThrow();
    expect(unchanged.information).toEqual(RECORDS);
    // In Chinese, the same problem in Chinese.
    const zh = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${firm.officer.token}`, 'accept-language': 'zh-HK' },
    });
    expect(zh.json<TAmendmentView>().issues.map((i) => i.message)).toEqual([
      '股份數目多於該成員於該日所持有的股份',
    ]);

    await k.ok('PUT', url, firm.officer.token, { changes: [resignBen, transfer(1500)] });
    const done = await k.ok<TCompleteTaskResponse>(
      'POST',
      `/api/tasks/${task.taskID}/complete`,
      firm.officer.token,
      {},
    );
    // The record update done, the case goes through its cross-check, signing and filing to the records.
    expect(done).toMatchObject({ caseStatus: 'OPEN', step: 'AMD_S_CHECK' });
    expect((await steps.amendmentToEnd(caseId, firm.officer, firm.client)).status).toBe('COMPLETED');

    const entity = await ctx.database.db
      .selectFrom('entities')
      .select(['information', 'first_records'])
      .where('id', '=', entityId)
      .executeTakeFirstOrThrow();
    const holders = (entity.information as unknown as { stakeholders: unknown }).stakeholders as {
      holderID: string;
      ordinaryShares: number;
      resignedCapacities?: string[];
    }[];
    expect(holders.map((h) => [h.holderID, h.ordinaryShares, h.resignedCapacities ?? []])).toEqual([
      ['ann', 6000, []],
      ['ben', 2500, ['isDirector']],
      ['chan', 0, []],
      ['dora', 1500, []],
    ]);
    expect(entity.first_records).toEqual(RECORDS);
    const history = await ctx.database.db
      .selectFrom('entity_history')
      .select(['effective_date', 'case_id', 'details'])
      .where('entity_id', '=', entityId)
      .orderBy('id')
      .execute();
    expect(
      history.map((h) => [
        h.effective_date,
        h.case_id,
        (h.details as { amendmentTypes: string[] }).amendmentTypes,
      ]),
    ).toEqual([
      ['2025-03-01', caseId, ['CHANGE_DIRECTOR']],
      ['2025-05-01', caseId, ['SHARE_TRANSFER']],
    ]);
    expect((history[1]?.details as { diff: object[] }).diff).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ holderID: 'ben', field: 'shares', before: '4000', after: '2500' }),
        expect.objectContaining({ holderID: 'dora', field: 'shares', before: null, after: '1500' }),
      ]),
    );

    // The registers before, between and after the two changes.
    const registers = async (asAt: string, token = firm.officer.token) =>
      k.ok<TRegisters>('GET', `/api/entities/${entityId}/registers?asAt=${asAt}`, token);
    const running = (r: TRegisters, register: string) =>
      r.entries
        .filter((e) => e.register === register && e.to === null)
        .map((e) => (e.shares === null ? e.holderID : `${e.holderID}:${e.shares}`));
    const before = await registers('2025-02-28');
    expect([running(before, 'DIRECTORS'), running(before, 'MEMBERS')]).toEqual([
      ['ann', 'ben'],
      ['ann:6000', 'ben:4000'],
    ]);
    const between = await registers('2025-04-01');
    expect([running(between, 'DIRECTORS'), running(between, 'MEMBERS')]).toEqual([
      ['ann'],
      ['ann:6000', 'ben:4000'],
    ]);
    expect(between.entries.find((e) => e.register === 'DIRECTORS' && e.holderID === 'ben')).toMatchObject({
      from: '2024-01-10',
      to: '2025-03-01',
    });
    const after = await registers('2025-06-01');
    expect(running(after, 'MEMBERS')).toEqual(['ann:6000', 'ben:2500', 'dora:1500']);
    expect(running(after, 'SECRETARIES')).toEqual(['chan']);
    // Staff see whole identity numbers; the client the partial ones.
    expect(after.entries.find((e) => e.holderID === 'ben')).toMatchObject({
      idNum: 'K1234560',
      idNumPartial: false,
    });
    expect(
      (await registers('2025-06-01', firm.client.token)).entries.find((e) => e.holderID === 'ben'),
    ).toMatchObject({ idNum: 'K123', idNumPartial: true });
    const csv = await caller(ctx.app)(
      'GET',
      `/api/entities/${entityId}/registers.csv?asAt=2025-06-01`,
      firm.officer.token,
    );
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\r\n')[0]).toBe(
      '\uFEFF"Register","Name","Chinese name","Office","Shares","Share held %","Grounds","From","To","Identity / registration no.","Address"',
    );
    expect(csv.body).toContain('"MEMBERS","Dora Ho","","","1500"');
    const pdf = await caller(ctx.app)(
      'GET',
      `/api/entities/${entityId}/registers.pdf?asAt=2025-04-01`,
      firm.client.token,
    );
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(pdf.rawPayload)).join('\n');
    expect(text).toContain('Register of Directors');
    expect(text).toContain('董事登記冊');
    // Ben ceased on 1 March; Dora is not a member yet on 1 April; the client sees partial numbers.
    expect(text).toMatch(/Ben Lee.*K123.*2024-01-10.*2025-03-01/s);
    expect(text).not.toContain('Dora Ho');
    expect(text).not.toContain('K1234560');
  });

  it('judges a backdated change against the later history, and never removes the last director', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const entityId = await buildEntity(ctx.database.db, {
      firmId: firm.firmId,
      clientUserId: firm.client.id,
      information: RECORDS,
      incorporationDate: '2024-01-10',
    });
    const first = await openAmendment(firm, entityId);
    await k.ok('PUT', `/api/cases/${first}/amendment`, firm.officer.token, { changes: [transfer(4000)] });
    await k.complete(first, 'T_RECORD_UPDATES', firm.officer);
    await steps.amendmentToEnd(first, firm.officer, firm.client);

    const second = await openAmendment(firm, entityId);
    const backdated = {
      ...transfer(1000),
      changeID: 'earlier',
      transferee: undefined,
      transfereeID: 'ann',
      effectiveDate: '2025-04-01',
    };
    const view = await k.ok<TAmendmentView>('PUT', `/api/cases/${second}/amendment`, firm.officer.token, {
      changes: [backdated],
    });
    expect(view.issues.map((i) => [i.path, i.key])).toEqual([['changes.0', 'conflictsWithLaterChange']]);

    const lastOnes = [
      { ...resignBen, changeID: 'a' },
      { ...resignBen, changeID: 'b', holderID: 'ann', effectiveDate: '2025-03-02' },
    ];
    const last = await k.ok<TAmendmentView>('PUT', `/api/cases/${second}/amendment`, firm.officer.token, {
      changes: lastOnes,
    });
    expect(last.issues.map((i) => [i.path, i.key])).toEqual([['changes.1.holderID', 'lastDirector']]);
    const early = await k.ok<TAmendmentView>('PUT', `/api/cases/${second}/amendment`, firm.officer.token, {
      changes: [{ ...resignBen, effectiveDate: '2023-12-31' }],
    });
    expect(early.issues.map((i) => [i.path, i.key])).toEqual([
      ['changes.0.effectiveDate', 'beforeIncorporation'],
    ]);
    // Another firm's staff find neither the case nor the registers.
    const other = await buildStaffedFirm(ctx.app, ctx.database.db);
    expect(
      (await k.refused('GET', `/api/cases/${second}/amendment`, other.officer.token, undefined, 404)).code,
    ).toBe('NOT_FOUND');
    expect(
      (await k.refused('GET', `/api/entities/${entityId}/registers`, other.officer.token, undefined, 404))
        .code,
    ).toBe('NOT_FOUND');
  });
});

describe('the renewal reads the records as at its return date', () => {
  it('carries a change effective before the return date into the open renewal, and not one after it', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const entityId = await buildEntity(ctx.database.db, {
      firmId: firm.firmId,
      clientUserId: firm.client.id,
      information: RECORDS,
      incorporationDate: '2024-01-10',
    });
    await ctx.database.db
      .updateTable('entities')
      .set({ next_return_date: '2025-01-10' })
      .where('id', '=', entityId)
      .execute();
    const renewal = await k.ok<TCaseDetail>(
      'POST',
      '/api/cases',
      firm.officer.token,
      { caseType: 'AR', companyID: entityId },
      201,
    );
    const amendment = await openAmendment(firm, entityId);
    await k.ok('PUT', `/api/cases/${amendment}/amendment`, firm.officer.token, {
      changes: [
        { ...resignBen, effectiveDate: '2024-12-01' },
        { ...transfer(1000), effectiveDate: '2025-03-01' },
      ],
    });
    await k.complete(amendment, 'T_RECORD_UPDATES', firm.officer);
    await steps.amendmentToEnd(amendment, firm.officer, firm.client);
    const row = await ctx.database.db
      .selectFrom('cases')
      .select(['information', 'return_date'])
      .where('id', '=', renewal.caseID)
      .executeTakeFirstOrThrow();
    expect(row.return_date).toBe('2025-01-10');
    const holders = (
      row.information as unknown as {
        stakeholders: { holderID: string; ordinaryShares: number; resignedCapacities?: string[] }[];
      }
    ).stakeholders;
    // Ben had resigned by the return date; his shares were still his (the transfer came after).
    expect(holders.map((h) => [h.holderID, h.ordinaryShares, h.resignedCapacities ?? []])).toEqual([
      ['ann', 6000, []],
      ['ben', 4000, ['isDirector']],
      ['chan', 0, []],
    ]);
  });
});
