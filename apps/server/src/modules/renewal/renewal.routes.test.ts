import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  hongKongDate,
  RENEWAL_SECTIONS,
  type TAddressProofView,
  type TCaseDetail,
  type TEntityDetail,
  type TRenewalAcknowledgementView,
  type TRenewalView,
} from '@portal/domain';
import { bearer, buildEntity, buildUser } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import {
  buildStaffedFirm,
  kit,
  PDF_BYTES,
  signedIn,
  upload,
  validInformation,
  type TStaffedFirm,
} from '../../test/case-kit.js';
import { caseSteps } from '../../test/case-steps.js';
import { addDueDiligence } from '../../test/entity-kit.js';

/**
 * The renewal's own screens through the API (issue 16, points 2 and 4): the client's confirmation
 * part by part, changes carried by an amendment, the stakeholders' proofs of address (by account, by
 * an e-mailed code, by the client for those without e-mail), and the Registry's acknowledgement.
 */

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

const today = () => hongKongDate(new Date());

/** A renewal of a company whose director has an e-mail (invited by code); its corporate has none. */
async function openRenewal(firm: TStaffedFirm, directorEmail: string) {
  const entityId = await buildEntity(ctx.database.db, {
    firmId: firm.firmId,
    clientUserId: firm.client.id,
    information: validInformation({ directorEmail }),
  });
  const opened = await k.ok<TCaseDetail>(
    'POST',
    '/api/cases',
    firm.officer.token,
    { caseType: 'AR', companyID: entityId },
    201,
  );
  await k.complete(opened.caseID, 'T_AR_A_CS', firm.officer);
  return { entityId, caseId: opened.caseID };
}

const renewal = (caseId: string, token: string) =>
  k.ok<TRenewalView>('GET', `/api/cases/${caseId}/renewal`, token);

async function storedAnswers(caseId: string) {
  const [answers, changes] = await Promise.all([
    ctx.database.db.selectFrom('renewal_confirmations').selectAll().where('case_id', '=', caseId).execute(),
    ctx.database.db.selectFrom('renewal_changes').selectAll().where('case_id', '=', caseId).execute(),
  ]);
  return { answers, changes };
}

describe('the client confirms the return part by part', () => {
  it('answers each part; a change becomes the renewal’s change with its amendment type; nothing else is edited', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const { caseId } = await openRenewal(firm, `director.${Date.now()}@example.com`);

    const first = await renewal(caseId, firm.client.token);
    expect(first.mayConfirm).toBe(true);
    expect(first.mayNoteChanges).toBe(false);
    expect(first.addressProofs).toEqual([]);
    expect(first.sections.map((s) => s.section)).toEqual([...RENEWAL_SECTIONS]);

    // Not all answered: the task names the parts left.
    const early = await k.refused(
      'POST',
      `/api/tasks/${(await k.openTask(caseId, firm.client.token, 'T_AR_A_POC')).taskID}/complete`,
      firm.client.token,
      {},
      409,
    );
    expect(early.code).toBe('15001');
    expect(early.details?.map((d) => d.message)).toContain('Directors');

    // A change dated after today is refused, naming the field, and stores nothing.
    const before = await storedAnswers(caseId);
    const future = await ctx.app.inject({
      method: 'PUT',
      url: `/api/cases/${caseId}/renewal/sections/DIRECTORS`,
      headers: { ...bearer(firm.client.token), 'accept-language': 'zh-HK' },
      payload: { status: 'CHANGED', note: 'Mr Wong joined the board.', effectiveDate: addDays(today(), 1) },
    });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ field: 'effectiveDate' });
    expect(future.json<{ message: string }>().message).toContain('不可遲於今天');
    expect(await storedAnswers(caseId)).toEqual(before);

    const effective = addMonths(today(), -2);
    const changed = await k.ok<TRenewalView>(
      'PUT',
      `/api/cases/${caseId}/renewal/sections/DIRECTORS`,
      firm.client.token,
      { status: 'CHANGED', note: 'Mr Wong Kin joined the board.', effectiveDate: effective },
    );
    expect(changed.sections.find((s) => s.section === 'DIRECTORS')).toMatchObject({
      status: 'CHANGED',
      note: 'Mr Wong Kin joined the board.',
      effectiveDate: effective,
    });
    expect(changed.changes).toEqual([
      expect.objectContaining({
        amendmentType: 'CHANGE_DIRECTOR',
        section: 'DIRECTORS',
        effectiveDate: effective,
        source: 'CLIENT',
        state: 'NOTED',
        amendment: null,
      }),
    ]);
    // Confirming the part after all withdraws the change; changing it again makes one change, not two.
    await k.ok('PUT', `/api/cases/${caseId}/renewal/sections/DIRECTORS`, firm.client.token, {
      status: 'CONFIRMED',
    });
    expect((await renewal(caseId, firm.officer.token)).changes).toEqual([]);
    await k.ok('PUT', `/api/cases/${caseId}/renewal/sections/DIRECTORS`, firm.client.token, {
      status: 'CHANGED',
      note: 'Mr Wong Kin joined the board.',
      effectiveDate: effective,
    });
    expect((await renewal(caseId, firm.officer.token)).changes).toHaveLength(1);

    // The renewal's client no longer edits the company's records in place.
    await k.refused(
      'PUT',
      `/api/cases/${caseId}/information`,
      firm.client.token,
      validInformation({ directorEmail: 'someone.else@example.com' }),
      403,
    );
    // The officer reads it all but does not answer for the client.
    await k.refused(
      'PUT',
      `/api/cases/${caseId}/renewal/sections/EMAIL`,
      firm.officer.token,
      { status: 'CONFIRMED' },
      403,
    );
    // Another firm's staff and an unrelated client find nothing.
    const other = await buildStaffedFirm(ctx.app, ctx.database.db);
    await k.refused('GET', `/api/cases/${caseId}/renewal`, other.officer.token, undefined, 404);
    await k.refused('GET', `/api/cases/${caseId}/renewal`, other.client.token, undefined, 404);
  });
});

describe('changes met during the renewal', () => {
  it('the officer notes changes; an amendment case of the company carries them until it completes', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const { caseId, entityId } = await openRenewal(firm, `director.${Date.now()}@example.com`);
    const refused = await k.refused(
      'POST',
      `/api/cases/${caseId}/renewal/changes`,
      firm.officer.token,
      {
        amendmentType: 'CHANGE_REGISTERED_ADDRESS',
        description: 'Moved',
        effectiveDate: addDays(today(), 3),
      },
      400,
    );
    expect(refused).toMatchObject({ field: 'effectiveDate' });
    await k.refused(
      'POST',
      `/api/cases/${caseId}/renewal/changes`,
      firm.officer.token,
      { amendmentType: 'MOVED_OFFICE', description: 'Moved', effectiveDate: today() },
      400,
    );
    await k.refused('POST', `/api/cases/${caseId}/renewal/amendment`, firm.officer.token, undefined, 400);
    const noted = await k.ok<TRenewalView>(
      'POST',
      `/api/cases/${caseId}/renewal/changes`,
      firm.officer.token,
      {
        amendmentType: 'CHANGE_REGISTERED_ADDRESS',
        description: 'Office moved to 1 Queen’s Road Central.',
        effectiveDate: addMonths(today(), -1),
      },
    );
    expect(noted.mayNoteChanges).toBe(true);
    expect(noted.changes[0]).toMatchObject({ source: 'OFFICER', state: 'NOTED' });
    // The client may not note changes for the firm.
    await k.refused(
      'POST',
      `/api/cases/${caseId}/renewal/changes`,
      firm.client.token,
      { amendmentType: 'OTHERS', description: 'x', effectiveDate: today() },
      403,
    );

    const carried = await k.ok<TRenewalView>(
      'POST',
      `/api/cases/${caseId}/renewal/amendment`,
      firm.officer.token,
    );
    const amendment = carried.changes[0]?.amendment;
    expect(carried.changes[0]?.state).toBe('AMENDMENT_OPEN');
    expect(amendment?.caseRef).toMatch(/\S/);
    const opened = await k.detail(amendment?.caseID ?? '', firm.officer.token);
    expect(opened).toMatchObject({ caseType: 'AMENDMENT', companyID: entityId, status: 'OPEN' });
    // A carried change stays: it cannot be withdrawn from the renewal.
    const withdraw = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/cases/${caseId}/renewal/changes/${carried.changes[0]?.changeID}`,
      headers: bearer(firm.officer.token),
    });
    expect(withdraw.statusCode).toBe(400);

    // The office change owes Form NR1 within 15 days of its effective date: the company's deadlines show it.
    const pending = await k.ok<TEntityDetail>('GET', `/api/entities/${entityId}`, firm.officer.token);
    expect(pending.deadlines).toContainEqual(
      expect.objectContaining({
        kind: 'NR1',
        dueDate: addDays(addMonths(today(), -1), 15),
        state: 'OVERDUE',
      }),
    );

    // A later change goes to the same open amendment, not a second one.
    await k.ok('POST', `/api/cases/${caseId}/renewal/changes`, firm.officer.token, {
      amendmentType: 'CHANGE_DIRECTOR',
      description: 'Ms Ho resigned as director.',
      effectiveDate: addMonths(today(), -1),
    });
    const both = await k.ok<TRenewalView>(
      'POST',
      `/api/cases/${caseId}/renewal/amendment`,
      firm.officer.token,
    );
    expect(new Set(both.changes.map((c) => c.amendment?.caseID))).toEqual(new Set([amendment?.caseID]));

    // The amendment recorded: the changes are in the company's records.
    await k.ok('PUT', `/api/cases/${amendment?.caseID ?? ''}/amendment`, firm.officer.token, {
      changes: [
        {
          changeID: 'office',
          type: 'CHANGE_REGISTERED_ADDRESS',
          effectiveDate: addMonths(today(), -1),
          address: {
            engBuilding: 'Kowloon Bay Centre',
            engStreet: '9 Wang Chiu Road',
            engDistrict: 'Kowloon Bay',
            country: 'HKG',
          },
        },
      ],
    });
    await k.complete(amendment?.caseID ?? '', 'T_RECORD_UPDATES', firm.officer);
    await steps.amendmentToEnd(amendment?.caseID ?? '', firm.officer, firm.client);
    expect((await renewal(caseId, firm.officer.token)).changes.map((c) => c.state)).toEqual([
      'RECORDED',
      'RECORDED',
    ]);
    // Filed with the amendment: no notice is owed any more.
    const after = await k.ok<TEntityDetail>('GET', `/api/entities/${entityId}`, firm.officer.token);
    expect(after.deadlines.filter((d) => d.kind === 'NR1' || d.kind === 'ND2A')).toEqual([]);
    // The company's history has each change at the date it took effect.
    const history = await ctx.database.db
      .selectFrom('entity_history')
      .select(['effective_date', 'details'])
      .where('entity_id', '=', entityId)
      .where('kind', '=', 'AMENDMENT')
      .execute();
    const renewalRef = (await k.detail(caseId, firm.officer.token)).caseRef;
    const fromRenewal = history
      .filter((h) => (h.details as { renewalRef?: string }).renewalRef === renewalRef)
      .map((h) => [h.effective_date, (h.details as { amendmentTypes: string[] }).amendmentTypes]);
    expect(fromRenewal).toHaveLength(2);
    expect(fromRenewal).toEqual(
      expect.arrayContaining([
        [addMonths(today(), -1), ['CHANGE_REGISTERED_ADDRESS']],
        [addMonths(today(), -1), ['CHANGE_DIRECTOR']],
      ]),
    );
  });
});

describe('proofs of address', () => {
  it('the director is invited by code; the client answers for the corporate; old or future proofs are refused', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const directorEmail = `director.${Date.now()}@example.com`;
    const { caseId, entityId } = await openRenewal(firm, directorEmail);
    // The corporate's last due diligence is on file with the firm.
    await addDueDiligence(ctx.database.db, {
      firmId: firm.firmId,
      caseId: null,
      entityId,
      holderId: 'h-corporate',
      preparedBy: firm.officer.id,
    });

    const tasks = (await k.detail(caseId, firm.officer.token)).tasks.filter(
      (t) => t.taskActionKey === 'T_AR_SH_U_ADDR',
    );
    expect(tasks.map((t) => [t.holderID, t.taskUserID])).toEqual([
      ['h-director', null],
      ['h-corporate', firm.client.id],
    ]);
    const states = (await renewal(caseId, firm.officer.token)).addressProofs;
    expect(states.map((s) => [s.holderID, s.handledBy, s.kind])).toEqual([
      ['h-director', 'INVITED', null],
      ['h-corporate', 'CLIENT', null],
    ]);
    // The director's invitation went out by mail with a code.
    const invitation = (await k.invitations(caseId, firm.officer)).find((i) => i.holderID === 'h-director');
    const mail = await k.lastMailTo(directorEmail);
    expect(mail?.text_body).toContain(invitation?.invitationCode);

    const director = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'GU' }));
    await k.linkOk(director, invitation?.invitationCode ?? '', 'Siu Ming', 'Lee');
    const directorTask = tasks.find((t) => t.holderID === 'h-director')!;
    const view = await k.ok<TAddressProofView>(
      'GET',
      `/api/tasks/${directorTask.taskID}/address-proof`,
      director.token,
    );
    expect(view).toMatchObject({ holderName: 'Siu Ming Lee', onFile: null, submitted: null, mayEdit: true });
    expect(view.earliestIssueDate).toBe(addMonths(today(), -3));
    // The stakeholder reads their own task, not the renewal as a whole nor the corporate's proof.
    await k.refused('GET', `/api/cases/${caseId}/renewal`, director.token, undefined, 403);
    const corporateTask = tasks.find((t) => t.holderID === 'h-corporate')!;
    await k.refused(
      'GET',
      `/api/tasks/${corporateTask.taskID}/address-proof`,
      director.token,
      undefined,
      404,
    );

    const scan = (
      await upload(ctx.app, director.token, { caseID: caseId, holderID: 'h-director' }, [
        { name: 'bank-statement.pdf', type: 'application/pdf', data: PDF_BYTES },
      ])
    ).json<{ fileID: string }>().fileID;
    const put = (body: object, lang = 'en') =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/tasks/${directorTask.taskID}/address-proof`,
        headers: { ...bearer(director.token), 'accept-language': lang },
        payload: body,
      });
    const tooOld = await put(
      {
        kind: 'NEW',
        fileID: scan,
        documentType: 'BANK_STATEMENT',
        issueDate: addDays(addMonths(today(), -3), -1),
      },
      'zh-HK',
    );
    expect(tooOld.statusCode).toBe(400);
    expect(tooOld.json()).toMatchObject({ field: 'issueDate' });
    expect(tooOld.json<{ message: string }>().message).toContain('3 個月');
    const future = await put({
      kind: 'NEW',
      fileID: scan,
      documentType: 'BANK_STATEMENT',
      issueDate: addDays(today(), 1),
    });
    expect(future.json()).toMatchObject({ field: 'issueDate' });
    // Nothing on file for the director: "the one on file" is not an answer.
    expect((await put({ kind: 'ON_FILE' })).json()).toMatchObject({ field: 'kind' });
    // Another case's file is not this proof.
    const elsewhere = await openRenewal(firm, `other.${Date.now()}@example.com`);
    const foreign = (
      await upload(ctx.app, firm.client.token, { caseID: elsewhere.caseId }, [
        { name: 'bill.pdf', type: 'application/pdf', data: PDF_BYTES },
      ])
    ).json<{ fileID: string }>().fileID;
    expect(
      (await put({ kind: 'NEW', fileID: foreign, documentType: 'UTILITY_BILL', issueDate: today() })).json(),
    ).toMatchObject({ field: 'fileID' });
    expect(
      await ctx.database.db
        .selectFrom('renewal_address_proofs')
        .selectAll()
        .where('case_id', '=', caseId)
        .execute(),
    ).toEqual([]);
    // Completing before giving a proof is refused.
    await k.refused(
      'POST',
      `/api/tasks/${directorTask.taskID}/complete`,
      director.token,
      { result: { confirmed: true } },
      409,
    );

    const issued = addMonths(today(), -1);
    const saved = await put({ kind: 'NEW', fileID: scan, documentType: 'BANK_STATEMENT', issueDate: issued });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<TAddressProofView>().submitted).toMatchObject({
      kind: 'NEW',
      documentType: 'BANK_STATEMENT',
      issueDate: issued,
      file: { fileID: scan, fileName: 'bank-statement.pdf' },
    });
    await k.ok('POST', `/api/tasks/${directorTask.taskID}/complete`, director.token, {
      result: { confirmed: true },
    });

    // The client confirms the corporate's proof on file (issued 2026-10-01 in the record).
    const corporate = await k.ok<TAddressProofView>(
      'GET',
      `/api/tasks/${corporateTask.taskID}/address-proof`,
      firm.client.token,
    );
    expect(corporate.onFile).toMatchObject({ documentType: 'UTILITY_BILL', issueDate: '2026-10-01' });
    await k.ok('PUT', `/api/tasks/${corporateTask.taskID}/address-proof`, firm.client.token, {
      kind: 'ON_FILE',
    });
    await k.ok('POST', `/api/tasks/${corporateTask.taskID}/complete`, firm.client.token, {
      result: { confirmed: true },
    });
    const after = (await renewal(caseId, firm.officer.token)).addressProofs;
    expect(after.map((s) => [s.holderID, s.kind, s.issueDate, s.taskStatus])).toEqual([
      ['h-director', 'NEW', issued, 'COMPLETED'],
      ['h-corporate', 'ON_FILE', '2026-10-01', 'COMPLETED'],
    ]);
    expect(after.find((s) => s.holderID === 'h-director')?.stale).toBe(false);
    // The one on file is stale once it is older than 3 months.
    expect(after.find((s) => s.holderID === 'h-corporate')?.stale).toBe(
      '2026-10-01' < addMonths(today(), -3),
    );
    // Done: the proof can no longer change.
    expect((await put({ kind: 'ON_FILE' })).statusCode).toBe(409);
  });
});

describe('the Registry’s acknowledgement', () => {
  it('shows the fee band of the delivered date, refuses bad dates, keeps the filed NAR1 and moves the return date', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const entityId = await buildEntity(ctx.database.db, {
      firmId: firm.firmId,
      clientUserId: firm.client.id,
      information: validInformation(),
    });
    // A return a year late: its return date was more than 9 months ago.
    const returnDate = addMonths(today(), -13);
    await ctx.database.db
      .updateTable('entities')
      .set({ next_return_date: returnDate, incorporation_date: addMonths(returnDate, -36) })
      .where('id', '=', entityId)
      .execute();
    const opened = await k.ok<TCaseDetail>(
      'POST',
      '/api/cases',
      firm.officer.token,
      { caseType: 'AR', companyID: entityId },
      201,
    );
    const caseId = opened.caseID;
    await k.complete(caseId, 'T_AR_A_CS', firm.officer);
    await steps.renewalConfirmation(caseId, firm.client);
    await steps.dueDiligence(caseId, firm.officer);
    await steps.riskAssessment(caseId, firm.colleague);
    await steps.crossCheck(caseId, firm.officer);
    await steps.invoice(caseId, firm.officer);
    await steps.payment(caseId, firm.client, firm.officer);
    await k.complete(caseId, 'T_AR_DOC_SIGN', firm.client);
    const filedOn = today();
    await steps.filing(caseId, firm.officer, { filingDate: filedOn, registryReference: 'NAR1-9981' });

    const url = `/api/cases/${caseId}/renewal/acknowledgement`;
    const empty = await k.ok<TRenewalAcknowledgementView>('GET', url, firm.officer.token);
    expect(empty).toMatchObject({
      returnDate,
      band: null,
      filing: { filingDate: filedOn, registryReference: 'NAR1-9981' },
      mayEdit: true,
    });
    expect(empty.missing).toEqual([
      'deliveredDate',
      'method',
      'reference',
      'feePaidCents',
      'filedReturnFileID',
    ]);
    await k.refused('GET', url, firm.client.token, undefined, 403);
    await k.refused(
      'POST',
      `/api/tasks/${(await k.openTask(caseId, firm.officer.token, 'T_AR_COMPLETION')).taskID}/complete`,
      firm.officer.token,
      {},
      409,
    );

    expect(
      await k.refused('PUT', url, firm.officer.token, { deliveredDate: addDays(filedOn, -1) }, 400),
    ).toMatchObject({
      field: 'deliveredDate',
    });
    expect(
      await k.refused('PUT', url, firm.officer.token, { deliveredDate: addDays(today(), 1) }, 400),
    ).toMatchObject({
      field: 'deliveredDate',
    });
    const banded = await k.ok<TRenewalAcknowledgementView>('PUT', url, firm.officer.token, {
      deliveredDate: filedOn,
    });
    expect(banded).toMatchObject({ band: 'OVER_9_MONTHS', bandCents: 348_000, deliveredDate: filedOn });

    const filed = (
      await upload(ctx.app, firm.officer.token, { caseID: caseId }, [
        { name: 'NAR1-acknowledged.pdf', type: 'application/pdf', data: PDF_BYTES },
      ])
    ).json<{ fileID: string }>().fileID;
    const full = await k.ok<TRenewalAcknowledgementView>('PUT', url, firm.officer.token, {
      method: 'E_REGISTRY',
      reference: 'AR-2026-77120',
      feePaidCents: 348_000,
      filedReturnFileID: filed,
    });
    expect(full.missing).toEqual([]);
    const done = await k.complete(caseId, 'T_AR_COMPLETION', firm.officer);
    expect(done.caseStatus).toBe('COMPLETED');

    const entity = await k.ok<TEntityDetail>('GET', `/api/entities/${entityId}`, firm.officer.token);
    expect(entity.documents).toContainEqual(
      expect.objectContaining({ fileID: filed, source: 'COMPANY', docKind: 'FILED_ANNUAL_RETURN' }),
    );
    const history = await ctx.database.db
      .selectFrom('entity_history')
      .select(['kind', 'effective_date', 'details'])
      .where('entity_id', '=', entityId)
      .where('kind', '=', 'ANNUAL_RETURN')
      .executeTakeFirstOrThrow();
    expect(history.effective_date).toBe(returnDate);
    expect(history.details).toMatchObject({
      band: 'OVER_9_MONTHS',
      reference: 'AR-2026-77120',
      feePaidCents: 348_000,
    });
    const row = await ctx.database.db
      .selectFrom('entities')
      .select('next_return_date')
      .where('id', '=', entityId)
      .executeTakeFirstOrThrow();
    expect(row.next_return_date).toBe(addMonths(returnDate, 12));
  });
});
