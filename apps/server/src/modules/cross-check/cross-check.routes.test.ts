import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCrossCheckView } from '@portal/domain';
import { createTestApp, testConfig, type TTestContext } from '../../test/setup.js';
import { buildStaffedFirm, kit, PDF_BYTES, PNG_BYTES, upload } from '../../test/case-kit.js';
import { walkToSigning } from '../../test/signing-walk.js';

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
const filesDir = `${testConfig().filesDir}-cross-check-test`;
beforeAll(async () => {
  ctx = await createTestApp({ FILES_DIR: filesDir });
  k = kit(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
  await fs.rm(filesDir, { recursive: true, force: true });
});

describe('cross-check', () => {
  it('lists every generated form and referenced upload, refuses to go on until each is ticked, keeps every mark', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const { caseId, director } = await walkToSigning(ctx.app, ctx.database.db, firm, 'crossCheck');
    // The director's identity card and proof of address, referred to by their particulars.
    const idCard = await upload(ctx.app, director.token, { caseID: caseId, holderID: 'h-director' }, [
      { name: 'hkid.png', type: 'image/png', data: PNG_BYTES },
    ]);
    const bill = await upload(ctx.app, director.token, { caseID: caseId, holderID: 'h-director' }, [
      { name: 'bill.pdf', type: 'application/pdf', data: PDF_BYTES },
    ]);
    // An upload nothing refers to is not something to check.
    await upload(ctx.app, director.token, { caseID: caseId, holderID: 'h-director' }, [
      { name: 'draft.pdf', type: 'application/pdf', data: PDF_BYTES },
    ]);
    await k.ok('PUT', `/api/cases/${caseId}/holders/h-director`, director.token, {
      idDocs: [idCard.json<{ fileID: string }>().fileID],
      resAddress: {
        engStreet: '1 Queen’s Road Central',
        engDistrict: 'Central',
        country: 'HKG',
        supDoc: [bill.json<{ fileID: string }>().fileID],
      },
    });

    const view = await k.ok<TCrossCheckView>('GET', `/api/cases/${caseId}/cross-check`, firm.officer.token);
    expect(view.mayMark).toBe(true);
    const forms = view.items.filter((i) => i.category === 'GENERATED_FORM');
    expect(forms.length).toBeGreaterThan(2);
    expect(forms.every((f) => f.itemType === 'DOCUMENT' && f.fileType === 'application/pdf')).toBe(true);
    expect(forms.map((f) => f.title)).toContain('Incorporation Form (Form NNC1)');
    const uploads = view.items.filter((i) => i.itemType === 'FILE');
    expect(uploads.map((u) => [u.fileName, u.category, u.holderName])).toEqual([
      ['hkid.png', 'IDENTITY_DOCUMENT', 'Siu Ming Lee'],
      ['bill.pdf', 'ADDRESS_PROOF', 'Siu Ming Lee'],
    ]);
    expect(view.outstanding).toHaveLength(view.items.length);

    // Nothing ticked yet: 15001 names what is outstanding.
    const task = await k.openTask(caseId, firm.officer.token, 'DD_S_FORM');
    const refused = await k.refused(
      'POST',
      `/api/tasks/${task.taskID}/complete`,
      firm.officer.token,
      {},
      409,
    );
    expect(refused.code).toBe('15001');
    expect(refused.details?.map((d) => d.field)).toEqual(view.items.map((i) => i.title));

    const mark = (body: object, token = firm.officer.token) =>
      k.call('POST', `/api/cases/${caseId}/cross-check/marks`, token, body);
    const billItem = uploads[1]!;
    // Sending back needs a note; a colleague without the task may not mark; unknown items are not found.
    const noNote = await mark({ itemType: 'FILE', itemID: billItem.itemID, status: 'SENT_BACK' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json<{ field: string }>().field).toBe('note');
    const colleague = await mark(
      { itemType: 'FILE', itemID: billItem.itemID, status: 'CHECKED' },
      firm.colleague.token,
    );
    expect(colleague.json<{ code: string }>().code).toBe('NOT_TASK_ASSIGNEE');
    const unrelated = await mark({ itemType: 'FILE', itemID: forms[0]!.itemID, status: 'CHECKED' });
    expect(unrelated.statusCode).toBe(404);

    const sentBack = await mark({
      itemType: 'FILE',
      itemID: billItem.itemID,
      status: 'SENT_BACK',
      note: 'The bill is older than three months.',
    });
    expect(sentBack.statusCode, sentBack.body).toBe(200);
    for (const item of view.items) {
      await k.ok('POST', `/api/cases/${caseId}/cross-check/marks`, firm.officer.token, {
        itemType: item.itemType,
        itemID: item.itemID,
        status: item.itemID === billItem.itemID ? 'SENT_BACK' : 'CHECKED',
        note: item.itemID === billItem.itemID ? 'Still older than three months.' : undefined,
      });
    }
    const stillOut = await k.refused(
      'POST',
      `/api/tasks/${task.taskID}/complete`,
      firm.officer.token,
      {},
      409,
    );
    expect(stillOut.details?.map((d) => d.field)).toEqual(['bill.pdf']);

    const after = await k.ok<TCrossCheckView>(
      'POST',
      `/api/cases/${caseId}/cross-check/marks`,
      firm.officer.token,
      {
        itemType: 'FILE',
        itemID: billItem.itemID,
        status: 'CHECKED',
      },
    );
    const billNow = after.items.find((i) => i.itemID === billItem.itemID);
    expect(billNow?.history.map((h) => h.status)).toEqual(['CHECKED', 'SENT_BACK', 'SENT_BACK']);
    expect(billNow?.history[1]?.note).toBe('Still older than three months.');
    expect(after.outstanding).toEqual([]);

    // The sending back is in the case's history for the firm, not for the client.
    const staffHistory = (await k.detail(caseId, firm.officer.token)).history;
    expect(staffHistory.find((e) => e.type === 'DOCUMENT_SENT_BACK')?.remarks).toContain(
      'older than three months',
    );
    const clientHistory = (await k.detail(caseId, firm.client.token)).history;
    expect(clientHistory.find((e) => e.type === 'DOCUMENT_SENT_BACK')?.remarks ?? null).toBeNull();

    const done = await k.ok<{ step: string }>(
      'POST',
      `/api/tasks/${task.taskID}/complete`,
      firm.officer.token,
      {},
    );
    expect(done.step).toBe('MVP_D_D_S');
    const marks = await ctx.database.db
      .selectFrom('cross_check_marks')
      .select(['status'])
      .where('case_id', '=', caseId)
      .execute();
    expect(marks).toHaveLength(view.items.length + 2);
    // Once the task is done, marking is over.
    const late = await mark({ itemType: 'FILE', itemID: billItem.itemID, status: 'CHECKED' });
    expect(late.json<{ code: string }>().code).toBe('NOT_TASK_ASSIGNEE');
    expect(
      (await k.ok<TCrossCheckView>('GET', `/api/cases/${caseId}/cross-check`, firm.officer.token)).mayMark,
    ).toBe(false);
  });

  it('is the firm’s: other firms, the case’s client and unrelated clients are refused and nothing is written', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const other = await buildStaffedFirm(ctx.app, ctx.database.db);
    const { caseId } = await walkToSigning(ctx.app, ctx.database.db, firm, 'crossCheck');
    const view = await k.ok<TCrossCheckView>('GET', `/api/cases/${caseId}/cross-check`, firm.officer.token);
    const body = { itemType: 'DOCUMENT', itemID: view.items[0]!.itemID, status: 'CHECKED' };
    for (const [who, status] of [
      [other.admin, 404],
      [other.officer, 404],
      [other.client, 403],
      [firm.client, 403],
    ] as const) {
      await k.refused('GET', `/api/cases/${caseId}/cross-check`, who.token, undefined, status);
      await k.refused('POST', `/api/cases/${caseId}/cross-check/marks`, who.token, body, status);
    }
    const marks = await ctx.database.db
      .selectFrom('cross_check_marks')
      .select('id')
      .where('case_id', '=', caseId)
      .execute();
    expect(marks).toEqual([]);
  });
});
