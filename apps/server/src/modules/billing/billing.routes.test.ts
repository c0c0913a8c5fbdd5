import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  feeOn,
  formatHKD,
  hongKongDate,
  type TBillingSettings,
  type TCaseBilling,
  type TCaseDetail,
  type TInvoice,
} from '@portal/domain';
import { bearer } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { buildStaffedFirm, kit } from '../../test/case-kit.js';
import { caseAtInvoice } from '../../test/billing-cases.js';
import { TEST_BILLING_SETTINGS } from '../../test/billing-kit.js';
import { pdfText } from '../../test/pdf-read.js';

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
beforeAll(async () => {
  ctx = await createTestApp();
  k = kit(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

const today = () => hongKongDate(new Date());

async function download(fileID: string, token: string) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/file/download/fileID/${fileID}`,
    headers: bearer(token),
  });
}

describe('issuing an invoice', () => {
  it('suggests the fees, issues the edited lines with server totals, a number, the PDF and the snapshot, and opens the payment', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const { caseId } = await caseAtInvoice(ctx.app, ctx.database.db, firm);

    // The administrator sets the firm's bank details, terms and fees once.
    const settings = await k.ok<TBillingSettings>(
      'PUT',
      '/api/firm/billing-settings',
      firm.admin.token,
      TEST_BILLING_SETTINGS,
    );
    expect(settings).toMatchObject({ ...TEST_BILLING_SETTINGS, updatedBy: { userID: firm.admin.id } });
    expect(
      (await k.ok<TBillingSettings>('GET', '/api/firm/billing-settings', firm.officer.token)).accountNumber,
    ).toBe('004-123-456789-001');

    const before = await k.ok<TCaseBilling>('GET', `/api/cases/${caseId}/billing`, firm.officer.token);
    expect(before.invoice).toBeNull();
    expect(before.may).toMatchObject({
      issue: true,
      void: false,
      decide: false,
      pay: false,
      editSettings: false,
    });
    const levy = feeOn('IRD_BR_LEVY_1Y', today()) ?? 0;
    expect(before.draft?.suggestedLines.map((l) => [l.kind, l.code, l.amountCents])).toEqual([
      ['GOVERNMENT_FEE', 'CR_NNC1_ELECTRONIC', 154_500],
      ['GOVERNMENT_FEE', 'IRD_BR_FEE_1Y', 220_000],
      ...(levy ? [['GOVERNMENT_FEE', 'IRD_BR_LEVY_1Y', levy]] : []),
      ['SERVICE_FEE', 'SERVICE_FEE', 380_000],
    ]);
    expect(before.draft).toMatchObject({
      issueDate: today(),
      dueDate: addDays(today(), 14),
      missingDetails: [],
      paymentDetails: { bankName: TEST_BILLING_SETTINGS.bankName },
    });
    // A colleague sees the draft but may not issue; the client sees no draft at all.
    const colleagueView = await k.ok<TCaseBilling>(
      'GET',
      `/api/cases/${caseId}/billing`,
      firm.colleague.token,
    );
    expect(colleagueView.may.issue).toBe(false);
    expect(
      (await k.ok<TCaseBilling>('GET', `/api/cases/${caseId}/billing`, firm.client.token)).draft,
    ).toBeNull();

    // The officer lowers the service fee and adds a disbursement; the totals are the server's.
    const lines = [
      ...(before.draft?.suggestedLines ?? []).map((l) =>
        l.kind === 'SERVICE_FEE' ? { ...l, amountCents: 350_050 } : l,
      ),
      {
        kind: 'DISBURSEMENT',
        code: null,
        description: 'Courier to the Companies Registry',
        amountCents: 12_000,
      },
    ];
    const issued = await k.ok<TInvoice>(
      'POST',
      `/api/cases/${caseId}/invoices`,
      firm.officer.token,
      { lines, notes: 'Thank you for your instructions.' },
      201,
    );
    const total = 154_500 + 220_000 + levy + 350_050 + 12_000;
    expect(issued).toMatchObject({
      invoiceNumber: `INV-${today().slice(0, 4)}-0001`,
      status: 'ISSUED',
      currency: 'HKD',
      issueDate: today(),
      dueDate: addDays(today(), 14),
      totalCents: total,
      billTo: {
        companyEngName: 'Harbour Tea Limited',
        companyChiName: '海港茶葉有限公司',
        clientName: 'Tai Man Chan 陳大文',
        clientEmail: firm.client.email,
      },
      paymentDetails: {
        bankName: TEST_BILLING_SETTINGS.bankName,
        accountNumber: '004-123-456789-001',
        fpsId: '1234567',
      },
      issuedBy: { userID: firm.officer.id },
      payments: [],
    });
    expect(issued.lines.map((l) => [l.position, l.kind, l.amountCents])).toEqual(
      lines.map((l, i) => [i + 1, l.kind, l.amountCents]),
    );

    // The same in the database, in integer cents.
    const row = await ctx.database.db
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', issued.invoiceID)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      total_cents: total,
      status: 'ISSUED',
      firm_id: firm.firmId,
      case_id: caseId,
    });
    const stored = await ctx.database.db
      .selectFrom('invoice_lines')
      .select(['amount_cents'])
      .where('invoice_id', '=', issued.invoiceID)
      .orderBy('position')
      .execute();
    expect(stored.map((l) => l.amount_cents)).toEqual(lines.map((l) => l.amountCents));

    // Issuing completed the officer's task; the client's payment task is open.
    const detail = await k.detail(caseId, firm.officer.token);
    expect(
      detail.tasks
        .filter((t) => t.step === 'MVP_D_D_S')
        .map((t) => [t.taskActionKey, t.status, t.completedBy?.userID ?? t.taskUserID]),
    ).toEqual([
      ['DD_S_FORM', 'COMPLETED', firm.officer.id],
      ['T_PAYMENT_INVOICE', 'COMPLETED', firm.officer.id],
      ['T_PAYMENT_PAY', 'IN_PROGRESS', firm.client.id],
    ]);

    // The PDF, read back as a viewer reads it, in English with the Chinese name; firm and client read it.
    const pdf = await download(issued.pdf.fileID, firm.client.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(pdf.rawPayload)).join('\n');
    for (const expected of [
      issued.invoiceNumber,
      'Harbour Tea Limited',
      '海港茶葉有限公司',
      'Tai Man Chan',
      formatHKD(total),
      formatHKD(350_050),
      'Courier to the Companies Registry',
      '004-123-456789-001',
      addDays(today(), 14),
      'Thank you for your instructions.',
    ])
      expect(text, expected).toContain(expected);
    expect((await download(issued.pdf.fileID, firm.colleague.token)).statusCode).toBe(200);

    // The client is mailed the number, the amount and the payment screen.
    const mail = await k.lastMailTo(firm.client.email);
    expect(mail?.template).toBe('invoiceIssued');
    expect(mail?.text_body).toContain(issued.invoiceNumber);
    expect(mail?.text_body).toContain(formatHKD(total));
    expect(mail?.text_body).toContain(`/incorporation/payment/${caseId}`);

    // A later change of the firm's bank details never reaches the issued invoice or its PDF.
    await k.ok('PUT', '/api/firm/billing-settings', firm.admin.token, {
      ...TEST_BILLING_SETTINGS,
      accountNumber: '024-999-888777-666',
    });
    const after = await k.ok<TInvoice>('GET', `/api/invoices/${issued.invoiceID}`, firm.client.token);
    expect(after.paymentDetails.accountNumber).toBe('004-123-456789-001');
    expect(after.pdf.fileID).toBe(issued.pdf.fileID);
    const offer = (await k.ok<TCaseBilling>('GET', `/api/cases/${caseId}/billing`, firm.client.token)).offer;
    expect(offer).toMatchObject({
      method: 'BANK_TRANSFER',
      amountCents: total,
      reference: issued.invoiceNumber,
      bankTransfer: { accountNumber: '004-123-456789-001' },
    });

    // The database itself refuses to edit or delete an issued invoice or its lines.
    await expect(
      ctx.database.db
        .updateTable('invoices')
        .set({ total_cents: 1 } as never)
        .where('id', '=', issued.invoiceID)
        .execute(),
    ).rejects.toThrow(/never edited/);
    await expect(
      ctx.database.db.deleteFrom('invoice_lines').where('invoice_id', '=', issued.invoiceID).execute(),
    ).rejects.toThrow(/never changed/);
    await expect(
      ctx.database.db.deleteFrom('invoices').where('id', '=', issued.invoiceID).execute(),
    ).rejects.toThrow(/kept/);
  });

  it('refuses what cannot be issued: no bank details, a second invoice, the wrong person, the wrong step', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const { caseId } = await caseAtInvoice(ctx.app, ctx.database.db, firm);
    const lines = [{ kind: 'SERVICE_FEE', description: 'Professional fee', amountCents: 100_000 }];

    // Before the administrator set the bank details: the screen says what is missing, issuing is refused.
    const draft = (await k.ok<TCaseBilling>('GET', `/api/cases/${caseId}/billing`, firm.officer.token)).draft;
    expect(draft?.missingDetails).toEqual(['bankName', 'accountName', 'accountNumber']);
    const noDetails = await k.refused(
      'POST',
      `/api/cases/${caseId}/invoices`,
      firm.officer.token,
      { lines },
      409,
    );
    expect(noDetails.code).toBe('BILLING_DETAILS_MISSING');
    expect(noDetails.details?.map((d) => d.field)).toEqual(['bankName', 'accountName', 'accountNumber']);
    // Only the administrator changes them, with each field checked.
    await k.refused('PUT', '/api/firm/billing-settings', firm.officer.token, TEST_BILLING_SETTINGS, 403);
    const badFps = await k.refused(
      'PUT',
      '/api/firm/billing-settings',
      firm.admin.token,
      { ...TEST_BILLING_SETTINGS, fpsId: 'not an id', paymentTermsDays: 400 },
      400,
    );
    expect(badFps.details?.map((d) => d.field).sort()).toEqual(['fpsId', 'paymentTermsDays']);
    await k.ok('PUT', '/api/firm/billing-settings', firm.admin.token, TEST_BILLING_SETTINGS);

    // A colleague who does not hold the invoice task, and the administrator, may not issue the first one.
    expect(
      (await k.refused('POST', `/api/cases/${caseId}/invoices`, firm.colleague.token, { lines }, 403)).code,
    ).toBe('NOT_TASK_ASSIGNEE');
    expect(
      (await k.refused('POST', `/api/cases/${caseId}/invoices`, firm.admin.token, { lines }, 403)).code,
    ).toBe('NOT_TASK_ASSIGNEE');
    await k.ok('POST', `/api/cases/${caseId}/invoices`, firm.officer.token, { lines }, 201);
    expect(
      (await k.refused('POST', `/api/cases/${caseId}/invoices`, firm.officer.token, { lines }, 409)).code,
    ).toBe('INVOICE_EXISTS');

    // A case still at its form has no invoice to issue.
    const early = await k.ok<TCaseDetail>(
      'POST',
      '/api/cases',
      firm.officer.token,
      {
        caseType: 'MVP',
        companyEngName: 'Early Limited',
        client: { email: 'early@client.example', engFirstName: 'Early', engLastName: 'Bird' },
      },
      201,
    );
    expect(
      (await k.refused('POST', `/api/cases/${early.caseID}/invoices`, firm.officer.token, { lines }, 409))
        .code,
    ).toBe('BILLING_NOT_OPEN');
    expect(
      (await k.ok<TCaseBilling>('GET', `/api/cases/${early.caseID}/billing`, firm.officer.token)).draft,
    ).toBeNull();
  });

  it('names the field of bad lines, in the caller’s language, and stores nothing', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const { caseId } = await caseAtInvoice(ctx.app, ctx.database.db, firm);
    await k.ok('PUT', '/api/firm/billing-settings', firm.admin.token, TEST_BILLING_SETTINGS);
    const line = { kind: 'SERVICE_FEE', description: 'Professional fee', amountCents: 100_000 };
    const cases: [unknown, string][] = [
      [{ lines: [] }, 'lines'],
      [{}, 'lines'],
      [{ lines: [{ ...line, amountCents: 0 }] }, 'lines.0.amountCents'],
      [{ lines: [line, { ...line, amountCents: 15.5 }] }, 'lines.1.amountCents'],
      [{ lines: [{ ...line, amountCents: '1000' }] }, 'lines.0.amountCents'],
      [{ lines: [{ ...line, description: '   ' }] }, 'lines.0.description'],
      [{ lines: [{ ...line, kind: 'DISCOUNT' }] }, 'lines.0.kind'],
      [{ lines: [{ ...line, amountCents: 1_000_000_001 }] }, 'lines.0.amountCents'],
      [{ lines: Array.from({ length: 11 }, () => ({ ...line, amountCents: 1_000_000_000 })) }, 'lines'],
      [{ lines: [line], total: 5 }, 'total'],
    ];
    for (const [body, field] of cases) {
      const refused = await k.refused(
        'POST',
        `/api/cases/${caseId}/invoices`,
        firm.officer.token,
        body as object,
        400,
      );
      expect(refused.code, JSON.stringify(body)).toBe('VALIDATION_ERROR');
      expect(refused.field, JSON.stringify(body)).toBe(field);
    }
    const chinese = await ctx.app.inject({
      method: 'POST',
      url: `/api/cases/${caseId}/invoices`,
      headers: { ...bearer(firm.officer.token), 'accept-language': 'zh-HK' },
      payload: { lines: [{ ...line, kind: 'DISCOUNT' }] },
    });
    expect(chinese.json<{ message: string }>().message).toBe('第 1 項：類別：格式不正確');
    const stored = await ctx.database.db
      .selectFrom('invoices')
      .select('id')
      .where('case_id', '=', caseId)
      .execute();
    expect(stored).toEqual([]);
    expect((await k.openTask(caseId, firm.officer.token, 'T_PAYMENT_INVOICE')).status).toBe('IN_PROGRESS');
  });
});
