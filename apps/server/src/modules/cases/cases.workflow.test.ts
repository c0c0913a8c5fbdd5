import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TCaseDetail,
  TCompleteTaskResponse,
  TDueDiligenceView,
  TEntitySummary,
  TErrorResponse,
  TTaskInfo,
} from '@portal/domain';
import { hongKongDate } from '@portal/domain';
import { bearer, buildEntity, buildUser } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { caseSteps, dueDiligenceRecord } from '../../test/case-steps.js';
import {
  buildStaffedFirm,
  kit,
  PDF_BYTES,
  PNG_BYTES,
  signedIn,
  upload,
  validInformation,
} from '../../test/case-kit.js';

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

describe('incorporation opened by staff, linked with a mailed code, walked to the end', () => {
  it('goes from the invitation to an active entity, with every refusal on the way', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
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
    expect(opened).toMatchObject({
      caseType: 'MVP',
      step: 'MVP_FORM',
      status: 'OPEN',
      pendingClientOnboard: true,
    });
    expect(opened.caseRef).toMatch(/^MVP-\d{4}-\d{4}$/);
    expect(opened.staffInCharge?.userID).toBe(firm.officer.id);
    expect(opened.tasks.map((t) => [t.taskActionKey, t.taskUserID, t.status])).toEqual([
      ['POC_FORM', null, 'IN_PROGRESS'],
    ]);

    // The code went out by mail, in the client's hands only through it (and the firm's staff).
    const invitation = await k.liveCode(opened.caseID, firm.officer);
    expect(invitation.invitationCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const mail = await k.lastMailTo(firm.client.email);
    expect(mail?.template).toBe('caseInvitationCode');
    expect(mail?.text_body).toContain(invitation.invitationCode);

    // Wrong code, wrong name: the same 'linkCaseFail'; the wrong name counts against the code.
    const wrongCode = await k.link(firm.client, 'ZZZZZZZZ');
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toMatchObject({ code: 'LINK_CASE_FAIL' });
    const wrongName = await k.link(firm.client, invitation.invitationCode, 'Tai Man', 'Wong');
    expect(wrongName.json()).toMatchObject({ code: 'LINK_CASE_FAIL' });
    expect((await k.liveCode(opened.caseID, firm.officer)).attemptsLeft).toBe(4);
    // Codes are read out over the phone: lower case is fine, and so are extra spaces around names.
    const lower = invitation.invitationCode.toLowerCase();
    const linked = await k.linkOk(firm.client, lower, ' tai  man ', 'CHAN');
    expect(linked).toEqual({
      companyEngName: 'Harbour Tea Limited',
      companyChiName: null,
      caseType: 'MVP',
      caseID: opened.caseID,
    });
    const again = await k.link(firm.client, invitation.invitationCode);
    expect(again.json()).toMatchObject({ code: 'LINK_CASE_FAIL' });

    const afterLink = await k.detail(opened.caseID, firm.client.token);
    expect(afterLink.pendingClientOnboard).toBe(false);
    expect(afterLink.client?.userID).toBe(firm.client.id);
    expect(afterLink.tasks[0]).toMatchObject({ taskActionKey: 'POC_FORM', taskUserID: firm.client.id });
    expect((await k.invitations(opened.caseID, firm.officer))[0]?.status).toBe('USED');

    // The form is refused while incomplete (15001), naming what is missing.
    const form = await k.openTask(opened.caseID, firm.client.token, 'POC_FORM');
    const incomplete = await k.refused(
      'POST',
      `/api/tasks/${form.taskID}/complete`,
      firm.client.token,
      {},
      409,
    );
    expect(incomplete.code).toBe('15001');
    expect(incomplete.details?.map((d) => `${d.field}:${d.reason}`)).toEqual(
      expect.arrayContaining([
        'totalNumOfOrdShare:required',
        'businessNature:required',
        'regOfficeAddress.country:required',
        'stakeholders:needIndividualDirector',
        'stakeholders:needCompanySecretary',
      ]),
    );
    // Named for people, in the caller's language.
    expect(incomplete.details?.map((d) => d.message)).toContain('Add at least one individual director');
    const inChinese = await ctx.app.inject({
      method: 'POST',
      url: `/api/tasks/${form.taskID}/complete`,
      headers: { ...bearer(firm.client.token), 'accept-language': 'zh-HK' },
      payload: {},
    });
    expect(inChinese.json<TErrorResponse>().details?.map((d) => d.message)).toContain(
      '請最少加入一位個人董事',
    );
    // Only the one who fills it in may save it.
    await k.refused(
      'PUT',
      `/api/cases/${opened.caseID}/information`,
      firm.officer.token,
      validInformation(),
      403,
    );
    const director = await buildUser(ctx.database.db, { userType: 'GU' });
    const saved = await k.ok<{ problems: string[] }>(
      'PUT',
      `/api/cases/${opened.caseID}/information`,
      firm.client.token,
      validInformation({ directorEmail: director.email, corporateEmail: firm.client.email }),
    );
    expect(saved.problems).toEqual([]);
    const submitted = await k.complete(opened.caseID, 'POC_FORM', firm.client);
    expect(submitted).toMatchObject({
      step: 'MVP_SUBMITTED',
      caseStatus: 'OPEN',
      nextPath: `/my-tasks/complete/${form.taskID}`,
    });

    // Identity tasks: the corporate's goes to the client (same e-mail); the director is invited with a code.
    let current = await k.detail(opened.caseID, firm.officer.token);
    const identity = current.tasks.filter((t) => t.step === null);
    expect(identity.map((t) => [t.taskActionKey, t.holderID, t.taskUserID])).toEqual([
      ['SH_I_FORM', 'h-director', null],
      ['SH_C_FORM', 'h-corporate', firm.client.id],
    ]);
    const directorInvite = (await k.invitations(opened.caseID, firm.officer)).find(
      (i) => i.holderID === 'h-director',
    );
    expect(directorInvite).toMatchObject({
      status: 'PENDING',
      email: director.email,
      engFirstName: 'Siu Ming',
      engLastName: 'Lee',
    });
    const directorIn = await signedIn(ctx.app, director);
    await k.linkOk(directorIn, directorInvite?.invitationCode ?? '', 'Siu Ming', 'Lee');
    current = await k.detail(opened.caseID, directorIn.token);
    expect(current.tasks.find((t) => t.holderID === 'h-director')?.taskUserID).toBe(director.id);
    expect(current.members.map((m) => m.role).sort()).toEqual(['CLIENT', 'STAFF_IN_CHARGE', 'STAKEHOLDER']);
    // The director confirms their identity: refused while particulars are missing, then completed.
    const shTask = await k.openTask(opened.caseID, directorIn.token, 'SH_I_FORM');
    const missingId = await k.refused(
      'POST',
      `/api/tasks/${shTask.taskID}/complete`,
      directorIn.token,
      { result: { confirmed: true } },
      409,
    );
    expect(missingId.code).toBe('15001');
    expect(missingId.details?.map((d) => `${d.field}:${d.reason}`)).toEqual(
      expect.arrayContaining([
        'idNum:required',
        'isPep:declarationNeeded',
        'ackShareholderDirector:acknowledgementNeeded',
        'ackSCR:acknowledgementNeeded',
      ]),
    );
    // A stakeholder reads their own entry, not the whole form; the client cannot write their particulars.
    await k.refused('GET', `/api/cases/${opened.caseID}/information`, directorIn.token, undefined, 403);
    await k.refused('PUT', `/api/cases/${opened.caseID}/holders/h-director`, firm.client.token, {}, 403);
    const own = await k.ok<{ needsScrAck: boolean; person: { isScr: boolean } }>(
      'GET',
      `/api/cases/${opened.caseID}/holders/h-director`,
      directorIn.token,
    );
    expect(own).toMatchObject({ needsScrAck: true, person: { isScr: true } });
    // Made-up document ids are refused; real uploads of this case are taken.
    const fake = await k.refused(
      'PUT',
      `/api/cases/${opened.caseID}/holders/h-director`,
      directorIn.token,
      { idDocs: ['hkid-front'] },
      400,
    );
    expect(fake.field).toBe('idDocs');
    const idCard = (
      await upload(ctx.app, directorIn.token, { caseID: opened.caseID, holderID: 'h-director' }, [
        { name: 'hkid.png', type: 'image/png', data: PNG_BYTES },
      ])
    ).json<{ fileID: string }>();
    const proof = (
      await upload(ctx.app, directorIn.token, { caseID: opened.caseID, holderID: 'h-director' }, [
        { name: 'bill.pdf', type: 'application/pdf', data: PDF_BYTES },
      ])
    ).json<{ fileID: string }>();
    await k.ok('PUT', `/api/cases/${opened.caseID}/holders/h-director`, directorIn.token, {
      engFirstName: 'Siu Ming',
      engLastName: 'Lee',
      idIssuer: 'HKG',
      idNum: 'A123456(3)',
      resAddress: {
        engStreet: '1 Queen’s Road Central',
        engDistrict: 'Central',
        country: 'HKG',
        supDoc: [proof.fileID],
      },
      idDocs: [idCard.fileID],
      isPep: 'false',
      isGuiltyByCourt: false,
      isDisqualifiedDirector: false,
      isAdjBankrupt: false,
      ackShareholderDirector: true,
      ackSCR: true,
    });
    const mine = await k.ok<{ documents: { fileName: string }[]; issues: unknown[] }>(
      'GET',
      `/api/cases/${opened.caseID}/holders/h-director`,
      directorIn.token,
    );
    expect(mine.documents.map((d) => d.fileName).sort()).toEqual(['bill.pdf', 'hkid.png']);
    expect(mine.issues).toEqual([]);
    await k.complete(opened.caseID, 'SH_I_FORM', directorIn, { result: { confirmed: true } });

    // Review: sent back with remarks, then approved.
    const review = await k.openTask(opened.caseID, firm.officer.token, 'CS_FORM_R');
    const noRemarks = await k.refused(
      'POST',
      `/api/tasks/${review.taskID}/complete`,
      firm.officer.token,
      { outcome: 'RETURN' },
      400,
    );
    expect(noRemarks.field).toBe('remarks');
    const back = await k.complete(opened.caseID, 'CS_FORM_R', firm.officer, {
      outcome: 'RETURN',
      remarks: 'Please add the business nature.',
    });
    expect(back).toMatchObject({ step: 'MVP_FORM', nextPath: `/view-tasks/complete/${review.taskID}` });
    await k.complete(opened.caseID, 'POC_FORM', firm.client);
    current = await k.detail(opened.caseID, firm.officer.token);
    // No second identity task for stakeholders who already have one.
    expect(current.tasks.filter((t) => t.step === null)).toHaveLength(2);
    expect(
      current.history.some((e) => e.type === 'SENT_BACK' && e.remarks === 'Please add the business nature.'),
    ).toBe(true);
    await k.complete(opened.caseID, 'CS_FORM_R', firm.officer);

    // Due diligence, through records: 18004 names everyone without one (the corporate's owner too),
    // 18008 an unchecked identity document or proof of address, 18012 missing screening.
    const dd = await k.openTask(opened.caseID, firm.officer.token, 'DD_CS_FORM');
    const completeDd = (status: number) =>
      k.refused('POST', `/api/tasks/${dd.taskID}/complete`, firm.officer.token, {}, status);
    const missing = await completeDd(409);
    expect(missing.code).toBe('18004');
    expect(missing.details?.map((d) => d.field)).toEqual([
      'Siu Ming Lee',
      'Kowloon Holdings Limited',
      'Mei Ling Ho',
    ]);
    // The task records nothing of its own any more.
    const stray = await k.refused(
      'POST',
      `/api/tasks/${dd.taskID}/complete`,
      firm.officer.token,
      { result: { dueDiligence: [] } },
      400,
    );
    expect(stray.details?.[0]).toMatchObject({ field: 'result', reason: 'unknownField' });
    const view = await k.ok<TDueDiligenceView>(
      'GET',
      `/api/cases/${opened.caseID}/due-diligence`,
      firm.officer.token,
    );
    const byId = (id: string) => view.stakeholders.find((s) => s.holderID === id)!;
    for (const id of ['h-corporate', 'h-owner'])
      await k.ok('POST', '/api/compliance', firm.officer.token, dueDiligenceRecord(opened.caseID, byId(id)));
    const leeEntry = byId('h-director');
    const base = dueDiligenceRecord(opened.caseID, leeEntry).dueDiligence;
    await k.ok(
      'POST',
      '/api/compliance',
      firm.officer.token,
      dueDiligenceRecord(opened.caseID, leeEntry, {
        addressProof: { ...base.addressProof, checked: false },
      }),
    );
    expect(await completeDd(409)).toMatchObject({ code: '18008', details: [{ field: 'Siu Ming Lee' }] });
    await k.ok(
      'POST',
      '/api/compliance',
      firm.officer.token,
      dueDiligenceRecord(opened.caseID, leeEntry, {
        screening: { done: false, listsChecked: [], result: null, checkedDate: null },
      }),
    );
    expect(await completeDd(409)).toMatchObject({ code: '18012', details: [{ field: 'Siu Ming Lee' }] });
    // A colleague puts the last record right; both of them prepared the due diligence now.
    await k.ok('POST', '/api/compliance', firm.colleague.token, dueDiligenceRecord(opened.caseID, leeEntry));
    await k.complete(opened.caseID, 'DD_CS_FORM', firm.officer);

    // Risk: four eyes (neither preparer may take it), the administrator takes it; high is theirs.
    const risk = (await k.detail(opened.caseID, firm.officer.token)).tasks.find(
      (t) => t.taskActionKey === 'DD_CO_FORM',
    );
    expect(risk).toMatchObject({ taskUserID: null, assigneeRole: 'reviewer' });
    const ownInfo = await k.ok<TTaskInfo>('GET', `/api/tasks/${risk?.taskID}`, firm.officer.token);
    expect(ownInfo.mayClaim).toBe(false);
    for (const preparer of [firm.officer, firm.colleague]) {
      expect(
        (await k.refused('POST', `/api/tasks/${risk?.taskID}/claim`, preparer.token, undefined, 403)).code,
      ).toBe('REVIEWER_MUST_DIFFER');
    }
    expect((await k.ok<TTaskInfo>('GET', `/api/tasks/${risk?.taskID}`, firm.admin.token)).mayClaim).toBe(
      true,
    );
    await steps.riskAssessment(opened.caseID, firm.admin);

    // Cross-check, invoice, payment one after another.
    current = await k.detail(opened.caseID, firm.officer.token);
    expect(
      current.tasks.filter((t) => t.step === 'MVP_D_D_S').map((t) => [t.taskActionKey, t.status]),
    ).toEqual([
      ['DD_S_FORM', 'IN_PROGRESS'],
      ['T_PAYMENT_INVOICE', 'QUEUED'],
      ['T_PAYMENT_PAY', 'QUEUED'],
    ]);
    const queued = current.tasks.find((t) => t.taskActionKey === 'T_PAYMENT_INVOICE');
    expect(
      (await k.refused('POST', `/api/tasks/${queued?.taskID}/complete`, firm.officer.token, {}, 409)).code,
    ).toBe('TASK_NOT_READY');
    await steps.crossCheck(opened.caseID, firm.officer);
    const noInvoice = await k.refused(
      'POST',
      `/api/tasks/${queued?.taskID}/complete`,
      firm.officer.token,
      {},
      409,
    );
    expect(noInvoice.code).toBe('15001');
    // The invoice is a record of its own now: a task result is no way to issue one.
    const oldStyle = await k.refused(
      'POST',
      `/api/tasks/${queued?.taskID}/complete`,
      firm.officer.token,
      { result: { lines: [{ description: 'Government fees', amountHKD: 1720 }] } },
      400,
    );
    expect(oldStyle).toMatchObject({ field: 'result', details: [{ reason: 'unknownField' }] });
    await steps.invoice(opened.caseID, firm.officer);
    // Issuing completed the officer's task; the client's payment waits for the firm's confirmation.
    const pay = await k.openTask(opened.caseID, firm.client.token, 'T_PAYMENT_PAY');
    const unpaid = await k.refused('POST', `/api/tasks/${pay.taskID}/complete`, firm.client.token, {}, 409);
    expect(unpaid).toMatchObject({ code: '15001', details: [{ field: 'payment' }] });
    await steps.payment(opened.caseID, firm.client, firm.officer);

    // Signing: the client and the director (a signatory with an account), side by side.
    current = await k.detail(opened.caseID, firm.officer.token);
    expect(current.step).toBe('MVP_DOC_S');
    expect(
      current.tasks
        .filter((t) => t.taskActionKey === 'POC_DOC_SIGN')
        .map((t) => t.taskUserID)
        .sort(),
    ).toEqual([firm.client.id, director.id].sort());
    // Nobody completes signing by hand while signatures are missing; the last signature completes it.
    expect(
      (
        await k.refused(
          'POST',
          `/api/tasks/${(await k.openTask(opened.caseID, firm.client.token, 'POC_DOC_SIGN')).taskID}/complete`,
          firm.client.token,
          {},
          409,
        )
      ).code,
    ).toBe('15001');
    // The client signs for the corporate shareholder they represent.
    await k.signDocuments(opened.caseID, [directorIn, firm.client], firm.client);
    expect((await k.detail(opened.caseID, firm.officer.token)).step).toBe('CASE_FILING');
    // Filing and completion go on only once their records are there.
    const filingTask = await k.openTask(opened.caseID, firm.officer.token, 'CASE_FILING');
    const noFiling = await k.refused(
      'POST',
      `/api/tasks/${filingTask.taskID}/complete`,
      firm.officer.token,
      {},
      409,
    );
    expect(noFiling).toMatchObject({ code: '15001', details: [{ field: 'filing' }] });
    await steps.filing(opened.caseID, firm.officer);
    const completionTask = await k.openTask(opened.caseID, firm.officer.token, 'CASE_COMPLETION');
    const badBrn = await k.refused(
      'PUT',
      `/api/cases/${opened.caseID}/completion`,
      firm.officer.token,
      { companyNumber: '3456789', brn: '1234' },
      400,
    );
    expect(badBrn.field).toBe('brn');
    await k.ok('PUT', `/api/cases/${opened.caseID}/completion`, firm.officer.token, {
      companyNumber: '3456789',
    });
    const particularsMissing = await k.refused(
      'POST',
      `/api/tasks/${completionTask.taskID}/complete`,
      firm.officer.token,
      {},
      409,
    );
    expect(particularsMissing.code).toBe('15001');
    expect(particularsMissing.details?.map((d) => d.field)).toEqual([
      'brn',
      'incorporationDate',
      'certificateFileID',
      'brCertificateFileID',
    ]);
    const today = hongKongDate(new Date());
    const done = await steps.completion(opened.caseID, firm.officer, {
      companyNumber: '3456789',
      brn: '76543210',
      incorporationDate: today,
    });
    expect(done).toMatchObject({ caseStatus: 'COMPLETED', step: 'COMPLETED' });

    // The company is an active entity of the firm, its client linked; the next return is a year on.
    const entities = await k.ok<{ items: TEntitySummary[] }>(
      'GET',
      '/api/entities?search=76543210',
      firm.client.token,
    );
    expect(entities.items).toEqual([
      expect.objectContaining({
        companyEngName: 'Harbour Tea Limited',
        brn: '76543210',
        incorporationDate: today,
        nextReturnDate: `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`,
        hasLinkedClient: true,
      }),
    ]);
    const finished = await k.detail(opened.caseID, firm.officer.token);
    expect(finished.tasks.filter((t) => t.status === 'IN_PROGRESS' || t.status === 'QUEUED')).toEqual([]);
    expect(finished.closedDate).not.toBeNull();
    const closedTask = finished.tasks.find((t) => t.taskActionKey === 'CASE_COMPLETION');
    expect(
      (await k.refused('POST', `/api/tasks/${closedTask?.taskID}/complete`, firm.officer.token, {}, 409))
        .code,
    ).toBe('CASE_CLOSED');

    // Every move left an audit row in the firm's log.
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', opened.caseID)
      .execute();
    expect(audit.filter((a) => a.action === 'case.task_completed').length).toBeGreaterThanOrEqual(14);
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['case.opened', 'case.linked', 'case.task_claimed', 'case.link_failed']),
    );
  });
});

describe('annual renewal asked for by a client', () => {
  it('notifies the staff, waits for someone to take charge, and moves the return date on a year', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const entityId = await buildEntity(ctx.database.db, {
      firmId: firm.firmId,
      clientUserId: firm.client.id,
      incorporationDate: '2019-05-02',
      information: validInformation(),
    });
    const asked = await k.ok<TCaseDetail>(
      'POST',
      '/api/cases/requests',
      firm.client.token,
      {
        firmID: firm.firmId,
        caseType: 'AR',
        companyID: entityId,
        remarks: 'Same directors as last year.',
      },
      201,
    );
    // The client is linked already: the link step is skipped; the review waits for an officer.
    expect(asked).toMatchObject({
      step: 'AR_A_CS',
      requestedByClient: true,
      staffInCharge: null,
      pendingClientOnboard: false,
    });
    expect(asked.tasks).toEqual([expect.objectContaining({ taskActionKey: 'T_AR_A_CS', taskUserID: null })]);
    const notified = await k.lastMailTo(firm.colleague.email);
    expect(notified?.template).toBe('caseRequested');

    const queued = await k.ok<{ items: { taskID: string }[] }>(
      'GET',
      `/api/tasks?tabKey=queued&caseID=${asked.caseID}`,
      firm.colleague.token,
    );
    expect(queued.items).toHaveLength(1);
    // Taking charge for someone else is for a SYSTEM_ADMIN; taking it oneself is for anyone of the firm.
    await k.refused(
      'POST',
      `/api/cases/${asked.caseID}/staff-in-charge`,
      firm.colleague.token,
      { userID: firm.officer.id },
      403,
    );
    const taken = await k.ok<TCaseDetail>(
      'POST',
      `/api/cases/${asked.caseID}/staff-in-charge`,
      firm.colleague.token,
      { userID: firm.colleague.id },
    );
    expect(taken.tasks[0]?.taskUserID).toBe(firm.colleague.id);
    expect(taken.mayTakeCharge).toBe(false);
    // The client may no longer withdraw the request once staff have it.
    await k.refused(
      'POST',
      `/api/cases/${asked.caseID}/cancel`,
      firm.client.token,
      { reason: 'Changed my mind' },
      403,
    );
    // The administrator hands it over; the open review follows.
    const handed = await k.ok<TCaseDetail>(
      'POST',
      `/api/cases/${asked.caseID}/staff-in-charge`,
      firm.admin.token,
      { userID: firm.officer.id },
    );
    expect(handed.tasks[0]?.taskUserID).toBe(firm.officer.id);

    await k.complete(asked.caseID, 'T_AR_A_CS', firm.officer);
    await steps.renewalConfirmation(asked.caseID, firm.client);
    await steps.dueDiligence(asked.caseID, firm.officer);
    const risk = await k.detail(asked.caseID, firm.officer.token);
    const riskTask = risk.tasks.find((t) => t.taskActionKey === 'T_AR_CO_CHECK');
    await k.ok('POST', `/api/tasks/${riskTask?.taskID}/claim`, firm.admin.token);
    const sentBack = await k.complete(asked.caseID, 'T_AR_CO_CHECK', firm.admin, {
      outcome: 'RETURN',
      remarks: 'Screen the corporate again.',
    });
    expect(sentBack.step).toBe('AR_REVIEW');
    // The reviewer's note is the firm's: the officer reads it, the client does not.
    const note = 'Screen the corporate again.';
    expect(JSON.stringify(await k.detail(asked.caseID, firm.officer.token))).toContain(note);
    expect(JSON.stringify(await k.detail(asked.caseID, firm.client.token))).not.toContain(note);
    expect(
      JSON.stringify(await k.ok('GET', `/api/tasks?caseID=${asked.caseID}`, firm.client.token)),
    ).not.toContain(note);
    await steps.dueDiligence(asked.caseID, firm.officer);
    const again = (await k.detail(asked.caseID, firm.officer.token)).tasks.filter(
      (t) => t.taskActionKey === 'T_AR_CO_CHECK' && t.status === 'IN_PROGRESS',
    );
    await k.ok('POST', `/api/tasks/${again[0]?.taskID}/claim`, firm.admin.token);
    await steps.riskAssessment(asked.caseID, firm.admin, { rating: 'HIGH', reasons: 'Offshore parent.' });
    await steps.crossCheck(asked.caseID, firm.officer);
    await steps.invoice(asked.caseID, firm.officer);
    await steps.payment(asked.caseID, firm.client, firm.officer);
    await k.complete(asked.caseID, 'T_AR_DOC_SIGN', firm.client);
    await steps.filing(asked.caseID, firm.officer, {
      filingDate: hongKongDate(new Date()),
      registryReference: 'NAR1-7781',
    });
    const done = await steps.renewalCompletion(asked.caseID, firm.officer);
    expect(done.caseStatus).toBe('COMPLETED');
    const entity = await ctx.database.db
      .selectFrom('entities')
      .selectAll()
      .where('id', '=', entityId)
      .executeTakeFirstOrThrow();
    expect(entity.next_return_date).toBe('2026-05-02');
  });

  it('a staff-opened renewal for an entity without a client waits at AR_SH_LINK until one links', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const entityId = await buildEntity(ctx.database.db, { firmId: firm.firmId });
    const missingClient = await k.refused(
      'POST',
      '/api/cases',
      firm.officer.token,
      { caseType: 'AR', companyID: entityId },
      400,
    );
    expect(missingClient.field).toBe('client');
    const opened = await k.ok<TCaseDetail>(
      'POST',
      '/api/cases',
      firm.officer.token,
      {
        caseType: 'AR',
        companyID: entityId,
        client: { email: firm.client.email, engFirstName: 'Tai Man', engLastName: 'Chan' },
      },
      201,
    );
    expect(opened).toMatchObject({ step: 'AR_SH_LINK', pendingClientOnboard: true, tasks: [] });
    const code = (await k.liveCode(opened.caseID, firm.officer)).invitationCode;
    await k.linkOk(firm.client, code);
    const linked = await k.detail(opened.caseID, firm.client.token);
    expect(linked.step).toBe('AR_A_CS');
    // The entity now has its client.
    const entities = await k.ok<{ items: TEntitySummary[] }>('GET', '/api/entities', firm.client.token);
    expect(entities.items.map((e) => e.companyID)).toEqual([entityId]);
  });
});

/** Victoria Peak Trading as the officer takes it over: particulars, office, shares, officers, contact. */
function takenOverInformation() {
  return {
    companyEngName: 'Victoria Peak Trading Limited',
    companyNumber: '1234567',
    brn: '31234567',
    incorporationDate: '2012-02-29',
    regOfficeAddress: { engStreet: '8 Peak Road', engDistrict: 'The Peak', country: 'HKG' },
    shareCapitalCurrency: 'HKD',
    totalNumOfOrdShare: 10000,
    contactPerson: { name: 'Tai Man Chan', email: 'office@victoria-peak.example' },
    stakeholders: [
      {
        holderID: 'chan',
        holderType: 'I',
        engFirstName: 'Tai Man',
        engLastName: 'Chan',
        isShareHolder: true,
        isDirector: true,
        ordinaryShares: 10000,
      },
      { holderID: 'lee', holderType: 'I', engFirstName: 'Ka Yan', engLastName: 'Lee', isComSec: true },
    ],
  };
}

describe('entity migration', () => {
  it('mails the code once the entity form is done; the link completes it and makes an active entity', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const opened = await k.ok<TCaseDetail>(
      'POST',
      '/api/cases',
      firm.admin.token,
      {
        caseType: 'EM',
        companyEngName: 'Victoria Peak Trading Limited',
        client: { email: firm.client.email, engFirstName: 'Tai Man', engLastName: 'Chan' },
        staffInChargeUserID: firm.officer.id,
      },
      201,
    );
    expect(opened.step).toBe('EN_FORM');
    expect((await k.invitations(opened.caseID, firm.officer)).map((i) => i.status)).toEqual(['NOT_SENT']);
    expect(await k.lastMailTo(firm.client.email)).toBeUndefined();
    const form = await k.openTask(opened.caseID, firm.officer.token, 'EN_FORM');
    expect(form.simpleTaskInfoDTO).toEqual({
      taskTypeKey: 'EN_FORM',
      serviceType: 'EM',
      titleKey: 'caseInfo',
    });
    const incomplete = await k.refused(
      'POST',
      `/api/tasks/${form.taskID}/complete`,
      firm.officer.token,
      {},
      409,
    );
    expect(incomplete).toMatchObject({ code: '15001' });
    // The registered particulars first, then the incorporation form's rules for a going company.
    expect(incomplete.details?.map((d) => `${d.field}:${d.reason}`)).toEqual([
      'companyNumber:required',
      'brn:required',
      'incorporationDate:required',
      'regOfficeAddress.engStreet:inputEitherEngOrChiAddr',
      'regOfficeAddress.country:required',
      'shareCapitalCurrency:required',
      'totalNumOfOrdShare:required',
      'stakeholders:needShareholder',
      'stakeholders:needIndividualDirector',
      'stakeholders:needCompanySecretary',
      'contactPerson.name:required',
      'contactPerson.email:contactNeeded',
    ]);
    await k.ok('PUT', `/api/cases/${opened.caseID}/information`, firm.officer.token, {
      ...takenOverInformation(),
      // Its last annual return was for 2024: the one for 2025 is still owed (issue 16, point 7).
      lastReturnDateFiled: '2024-02-29',
    });
    const moved = await k.complete(opened.caseID, 'EN_FORM', firm.officer);
    expect(moved.step).toBe('EN_SH_LINK');
    const sent = await k.liveCode(opened.caseID, firm.officer);
    expect((await k.lastMailTo(firm.client.email))?.text_body).toContain(sent.invitationCode);
    const linked = await k.linkOk(firm.client, sent.invitationCode);
    expect(linked).toMatchObject({ caseType: 'EM', companyEngName: 'Victoria Peak Trading Limited' });
    const done = await k.detail(opened.caseID, firm.client.token);
    expect(done).toMatchObject({ status: 'COMPLETED', step: 'COMPLETED' });
    const entity = await ctx.database.db
      .selectFrom('entities')
      .selectAll()
      .where('created_from_case_id', '=', opened.caseID)
      .executeTakeFirstOrThrow();
    // Not its first anniversary (overdue from birth): the return after the last one filed, on
    // 28 February in a common year.
    expect(entity).toMatchObject({
      brn: '31234567',
      incorporation_date: '2012-02-29',
      next_return_date: '2025-02-28',
      status: 'ACTIVE',
    });
  });
  it('refuses to complete the entity form while a holder breaks a rule of the incorporation form', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const opened = await k.ok<TCaseDetail>(
      'POST',
      '/api/cases',
      firm.admin.token,
      {
        caseType: 'EM',
        companyEngName: 'Victoria Peak Trading Limited',
        client: { email: firm.client.email, engFirstName: 'Tai Man', engLastName: 'Chan' },
        staffInChargeUserID: firm.officer.id,
      },
      201,
    );
    const information = takenOverInformation();
    const [director, secretary] = information.stakeholders;
    await k.ok('PUT', `/api/cases/${opened.caseID}/information`, firm.officer.token, {
      ...information,
      // A director's English name in Chinese characters, and a secretary's wrong identity card number.
      stakeholders: [
        { ...director, engFirstName: '大文' },
        { ...secretary, idNum: 'A123456(7)' },
      ],
    });
    const form = await k.openTask(opened.caseID, firm.officer.token, 'EN_FORM');
    const refused = await k.refused(
      'POST',
      `/api/tasks/${form.taskID}/complete`,
      firm.officer.token,
      {},
      409,
    );
    expect(refused.code).toBe('15001');
    expect(refused.details?.map((d) => `${d.field}:${d.reason}`)).toEqual([
      'stakeholders.0.engFirstName:engCharOnly',
      'stakeholders.1.idNum:hkidInvalid',
    ]);
    // Nothing moved: the form is still the officer's, and no code went out.
    expect((await k.detail(opened.caseID, firm.officer.token)).step).toBe('EN_FORM');
    expect(await k.lastMailTo(firm.client.email)).toBeUndefined();
  });
});

describe('amendment', () => {
  it('records the change in the entity history and completes', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const entityId = await buildEntity(ctx.database.db, {
      firmId: firm.firmId,
      clientUserId: firm.client.id,
    });
    const opened = await k.ok<TCaseDetail>(
      'POST',
      '/api/cases',
      firm.officer.token,
      { caseType: 'AMENDMENT', companyID: entityId },
      201,
    );
    expect(opened).toMatchObject({ step: 'T_RECORD_UPDATES', pendingClientOnboard: false });
    expect(opened.client?.userID).toBe(firm.client.id);
    const task = await k.openTask(opened.caseID, firm.officer.token, 'T_RECORD_UPDATES');
    // Nothing drafted yet: the refusal names the missing changes.
    const empty = await k.refused('POST', `/api/tasks/${task.taskID}/complete`, firm.officer.token, {}, 409);
    expect([empty.code, empty.details?.map((d) => d.field)]).toEqual(['15001', ['changes']]);
    const unknownType = await k.refused(
      'PUT',
      `/api/cases/${opened.caseID}/amendment`,
      firm.officer.token,
      { changes: [{ changeID: 'c1', type: 'CHANGE_COLOUR', effectiveDate: '2026-11-01' }] },
      400,
    );
    expect(unknownType.field).toMatch(/^changes\.0/);
    await k.ok('PUT', `/api/cases/${opened.caseID}/amendment`, firm.officer.token, {
      changes: [
        { changeID: 'c1', type: 'OTHERS', effectiveDate: '2026-11-01', description: 'Moved to Kowloon Bay.' },
      ],
    });
    const done = await k.ok<TCompleteTaskResponse>(
      'POST',
      `/api/tasks/${task.taskID}/complete`,
      firm.officer.token,
      {},
    );
    // Nothing to charge, sign or file for this change: the cross-check ends the case.
    expect(done.step).toBe('AMD_S_CHECK');
    expect((await steps.crossCheck(opened.caseID, firm.officer)).caseStatus).toBe('COMPLETED');
    const history = await ctx.database.db
      .selectFrom('entity_history')
      .selectAll()
      .where('entity_id', '=', entityId)
      .execute();
    expect(history).toEqual([
      expect.objectContaining({ kind: 'AMENDMENT', effective_date: '2026-11-01', case_id: opened.caseID }),
    ]);
  });
});

describe('cancelling and concurrency', () => {
  it('two people completing the same task at once: one completion, one TASK_NOT_OPEN', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const entityId = await buildEntity(ctx.database.db, {
      firmId: firm.firmId,
      clientUserId: firm.client.id,
    });
    const opened = await k.ok<TCaseDetail>(
      'POST',
      '/api/cases',
      firm.officer.token,
      { caseType: 'AR', companyID: entityId },
      201,
    );
    const task = await k.openTask(opened.caseID, firm.officer.token, 'T_AR_A_CS');
    const [a, b] = await Promise.all([
      k.call('POST', `/api/tasks/${task.taskID}/complete`, firm.officer.token, {}),
      k.call('POST', `/api/tasks/${task.taskID}/complete`, firm.officer.token, {}),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)?.json()).toMatchObject({ code: 'TASK_NOT_OPEN' });
    const after = await k.detail(opened.caseID, firm.officer.token);
    expect(after.tasks.filter((t) => t.taskActionKey === 'T_AR_A_POC')).toHaveLength(1);
    expect(after.history.filter((e) => e.type === 'TASK_COMPLETED')).toHaveLength(1);
  });

  it('cancelling withdraws every open task and the live codes; only the officer or a SYSTEM_ADMIN may', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const opened = await k.ok<TCaseDetail>(
      'POST',
      '/api/cases',
      firm.officer.token,
      {
        caseType: 'MVP',
        companyChiName: '海港茶葉有限公司',
        client: { email: 'new.client@test.example', engFirstName: 'Mei', engLastName: 'Wong' },
      },
      201,
    );
    await k.refused('POST', `/api/cases/${opened.caseID}/cancel`, firm.colleague.token, { reason: 'x' }, 403);
    const empty = await k.refused(
      'POST',
      `/api/cases/${opened.caseID}/cancel`,
      firm.officer.token,
      { reason: '  ' },
      400,
    );
    expect(empty.field).toBe('reason');
    const cancelled = await k.ok<TCaseDetail>(
      'POST',
      `/api/cases/${opened.caseID}/cancel`,
      firm.admin.token,
      { reason: 'Client went elsewhere.' },
    );
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'Client went elsewhere.',
      mayCancel: false,
    });
    expect(cancelled.tasks.map((t) => t.status)).toEqual(['IN_ACTIVE']);
    expect((await k.invitations(opened.caseID, firm.officer)).map((i) => i.status)).toEqual(['REVOKED']);
    expect(
      (
        await k.refused(
          'POST',
          `/api/cases/${opened.caseID}/cancel`,
          firm.admin.token,
          { reason: 'again' },
          409,
        )
      ).code,
    ).toBe('CASE_CLOSED');
  });
});
