import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, hongKongDate, type TCaseBilling, type TInvoice, type TPayment } from '@portal/domain';
import { bearer } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { buildStaffedFirm, kit, PDF_BYTES, upload, type TSignedIn } from '../../test/case-kit.js';
import { caseAtInvoice } from '../../test/billing-cases.js';
import { buildBillingSettings } from '../../test/billing-kit.js';

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
/** Where this file's app keeps uploaded and generated files. */
let filesDir: string;
beforeAll(async () => {
  filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-payments-files-'));
  ctx = await createTestApp({ FILES_DIR: filesDir });
  k = kit(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
  await fs.rm(filesDir, { recursive: true, force: true });
});

/** How many files the store holds. */
const storedFiles = async () =>
  (await fs.readdir(filesDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length;

const today = () => hongKongDate(new Date());
const LINES = [
  {
    kind: 'GOVERNMENT_FEE',
    code: 'CR_NNC1_ELECTRONIC',
    description: 'Registration fee',
    amountCents: 154_500,
  },
  { kind: 'SERVICE_FEE', description: 'Professional fee', amountCents: 380_000 },
];

async function proofOf(who: TSignedIn, caseId: string, holderID?: string): Promise<string> {
  const response = await upload(ctx.app, who.token, { caseID: caseId, ...(holderID ? { holderID } : {}) }, [
    { name: 'transfer.pdf', type: 'application/pdf', data: PDF_BYTES },
  ]);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ fileID: string }>().fileID;
}

async function issuedCase() {
  const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
  const walked = await caseAtInvoice(ctx.app, ctx.database.db, firm);
  await buildBillingSettings(ctx.database.db, firm.firmId);
  const invoice = await k.ok<TInvoice>(
    'POST',
    `/api/cases/${walked.caseId}/invoices`,
    firm.officer.token,
    { lines: LINES },
    201,
  );
  return { firm, ...walked, invoice };
}

const billingOf = (caseId: string, who: TSignedIn) =>
  k.ok<TCaseBilling>('GET', `/api/cases/${caseId}/billing`, who.token);

describe('paying an invoice', () => {
  it('the client submits proof; the officer rejects with a note, then confirms: the invoice is paid and the case moves to signing', async () => {
    const { firm, caseId, director, invoice } = await issuedCase();
    expect((await billingOf(caseId, firm.client)).may).toMatchObject({
      pay: true,
      issue: false,
      decide: false,
    });

    const proof = await proofOf(firm.client, caseId);
    const submitted = await k.ok<TPayment>(
      'POST',
      `/api/invoices/${invoice.invoiceID}/payments`,
      firm.client.token,
      { proofFileIDs: [proof], reference: 'HSBC-889201', paidDate: today() },
      201,
    );
    expect(submitted).toMatchObject({
      status: 'SUBMITTED',
      provider: 'OFFLINE',
      method: 'BANK_TRANSFER',
      amountCents: 534_500,
      reference: 'HSBC-889201',
      paidDate: today(),
      proofs: [{ fileID: proof, fileName: 'transfer.pdf' }],
      submittedBy: { userID: firm.client.id },
    });
    // The officer is told; the proof is the firm's and the client's only, not the director's.
    expect((await k.lastMailTo(firm.officer.email))?.template).toBe('paymentSubmitted');
    const proofFor = (who: TSignedIn) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/file/download/fileID/${proof}`,
        headers: bearer(who.token),
      });
    expect((await proofFor(firm.officer)).statusCode).toBe(200);
    expect((await proofFor(firm.client)).statusCode).toBe(200);
    expect((await proofFor(director)).statusCode).toBe(404);

    // One submission waits at a time; the client cannot decide, a colleague cannot either.
    expect(
      (
        await k.refused(
          'POST',
          `/api/invoices/${invoice.invoiceID}/payments`,
          firm.client.token,
          { proofFileIDs: [proof], reference: 'again', paidDate: today() },
          409,
        )
      ).code,
    ).toBe('PAYMENT_PENDING');
    await k.refused('POST', `/api/payments/${submitted.paymentID}/confirm`, firm.client.token, {}, 403);
    await k.refused('POST', `/api/payments/${submitted.paymentID}/confirm`, firm.colleague.token, {}, 403);
    const officerView = await billingOf(caseId, firm.officer);
    expect(officerView.may).toMatchObject({ decide: true, void: false });
    // Voiding waits for the decision.
    expect(
      (
        await k.refused(
          'POST',
          `/api/invoices/${invoice.invoiceID}/void`,
          firm.officer.token,
          { reason: 'x' },
          409,
        )
      ).code,
    ).toBe('PAYMENT_PENDING');

    // Rejected with a note: the client reads it and pays again.
    expect(
      (await k.refused('POST', `/api/payments/${submitted.paymentID}/reject`, firm.officer.token, {}, 400))
        .field,
    ).toBe('note');
    const rejected = await k.ok<TPayment>(
      'POST',
      `/api/payments/${submitted.paymentID}/reject`,
      firm.officer.token,
      {
        note: 'Only HK$5,000.00 arrived.',
      },
    );
    expect(rejected).toMatchObject({ status: 'REJECTED', decisionNote: 'Only HK$5,000.00 arrived.' });
    const rejectedMail = await k.lastMailTo(firm.client.email);
    expect(rejectedMail?.template).toBe('paymentRejected');
    expect(rejectedMail?.text_body).toContain('Only HK$5,000.00 arrived.');
    const clientView = await billingOf(caseId, firm.client);
    expect(clientView.may.pay).toBe(true);
    expect(clientView.invoice?.payments.map((p) => p.status)).toEqual(['REJECTED']);
    expect(
      (await k.refused('POST', `/api/payments/${submitted.paymentID}/confirm`, firm.officer.token, {}, 409))
        .code,
    ).toBe('PAYMENT_DECIDED');

    const second = await k.ok<TPayment>(
      'POST',
      `/api/invoices/${invoice.invoiceID}/payments`,
      firm.client.token,
      {
        proofFileIDs: [proof, await proofOf(firm.client, caseId)],
        reference: 'HSBC-889377',
        paidDate: today(),
      },
      201,
    );
    // The administrator confirms receipt: the invoice is paid, the client's task done, the case at signing.
    const confirmed = await k.ok<TPayment>(
      'POST',
      `/api/payments/${second.paymentID}/confirm`,
      firm.admin.token,
      {
        note: 'Received in full.',
      },
    );
    expect(confirmed).toMatchObject({ status: 'CONFIRMED', decidedBy: { userID: firm.admin.id } });
    // The confirmation issues the firm's first receipt of the year, for the amount received.
    expect(confirmed.receipt?.receiptNumber).toMatch(/^RCT-\d{4}-0001$/);
    expect(confirmed.receipt?.pdf.fileName).toBe(`${confirmed.receipt?.receiptNumber}.pdf`);
    // A refund of part of a transfer is recorded (the firm pays it back itself), with its credit note.
    const refunded = await k.ok<TPayment>(
      'POST',
      `/api/payments/${second.paymentID}/refunds`,
      firm.officer.token,
      { amountCents: 20_000, reason: 'Discount agreed after payment' },
      201,
    );
    expect(refunded.refunds).toMatchObject([{ amountCents: 20_000, method: 'RECORDED' }]);
    expect(refunded.refundableCents).toBe(confirmed.amountCents - 20_000);
    // A rejected payment was never received: nothing to refund.
    const never = await k.refused(
      'POST',
      `/api/payments/${submitted.paymentID}/refunds`,
      firm.officer.token,
      { amountCents: 1, reason: 'x' },
      409,
    );
    expect(never.code).toBe('PAYMENT_NOT_RECEIVED');
    // The rejected first payment has none.
    expect((await billingOf(caseId, firm.officer)).invoice?.payments.map((p) => Boolean(p.receipt))).toEqual([
      true,
      false,
    ]);
    const paid = await billingOf(caseId, firm.client);
    expect(paid.invoice).toMatchObject({ status: 'PAID', invoiceNumber: invoice.invoiceNumber });
    expect(paid.invoice?.paidDate).not.toBeNull();
    expect(paid.offer).toBeNull();
    expect(paid.may).toMatchObject({ pay: false, void: false, decide: false });
    const detail = await k.detail(caseId, firm.officer.token);
    expect(detail.step).toBe('MVP_DOC_S');
    expect(detail.tasks.find((t) => t.taskActionKey === 'T_PAYMENT_PAY')).toMatchObject({
      status: 'COMPLETED',
      completedBy: { userID: firm.client.id },
    });
    expect(detail.tasks.filter((t) => t.taskActionKey === 'POC_DOC_SIGN').length).toBeGreaterThan(0);
    expect((await k.lastMailTo(firm.client.email))?.template).toBe('paymentConfirmed');
    const rows = await ctx.database.db
      .selectFrom('payments')
      .select(['status', 'decided_by'])
      .where('invoice_id', '=', invoice.invoiceID)
      .orderBy('submitted_at')
      .execute();
    expect(rows).toEqual([
      { status: 'REJECTED', decided_by: firm.officer.id },
      { status: 'CONFIRMED', decided_by: firm.admin.id },
    ]);

    // Paid means closed: no void, no more payments; and the database keeps decided payments as decided.
    expect(
      (
        await k.refused(
          'POST',
          `/api/invoices/${invoice.invoiceID}/void`,
          firm.admin.token,
          { reason: 'x' },
          409,
        )
      ).code,
    ).toBe('INVOICE_CLOSED');
    await k.refused(
      'POST',
      `/api/invoices/${invoice.invoiceID}/payments`,
      firm.client.token,
      { proofFileIDs: [proof], reference: 'late', paidDate: today() },
      409,
    );
    await expect(
      ctx.database.db
        .updateTable('payments')
        .set({ status: 'REJECTED' })
        .where('id', '=', second.paymentID)
        .execute(),
    ).rejects.toThrow(/only ever decided/);
  });

  it('a settlement that fails after its receipt was written leaves no receipt PDF behind', async () => {
    const { firm, caseId, invoice } = await issuedCase();
    const proof = await proofOf(firm.client, caseId);
    const submitted = await k.ok<TPayment>(
      'POST',
      `/api/invoices/${invoice.invoiceID}/payments`,
      firm.client.token,
      { proofFileIDs: [proof], reference: 'HSBC-100200', paidDate: today() },
      201,
    );
    // The audit entry, written after the receipt, fails once: the whole settlement rolls back.
    const db = ctx.database.db;
    await sql`CREATE FUNCTION fail_confirm() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.action = 'billing.payment_confirmed' THEN RAISE EXCEPTION 'audit unavailable'; END IF;
        RETURN NEW;
      END; $$`.execute(db);
    await sql`CREATE TRIGGER fail_confirm BEFORE INSERT ON audit_log
      FOR EACH ROW EXECUTE FUNCTION fail_confirm()`.execute(db);
    const before = await storedFiles();
    try {
      const failed = await k.call(
        'POST',
        `/api/payments/${submitted.paymentID}/confirm`,
        firm.officer.token,
        {},
      );
      expect(failed.statusCode).toBe(500);
    } finally {
      await sql`DROP TRIGGER fail_confirm ON audit_log`.execute(db);
      await sql`DROP FUNCTION fail_confirm()`.execute(db);
    }
    expect(await storedFiles()).toBe(before);
    expect((await billingOf(caseId, firm.officer)).invoice?.payments[0]).toMatchObject({
      status: 'SUBMITTED',
      receipt: null,
    });

    // Tried again, it settles with its receipt, the one file more.
    const paid = await k.ok<TPayment>(
      'POST',
      `/api/payments/${submitted.paymentID}/confirm`,
      firm.officer.token,
      {},
    );
    expect(paid.receipt?.receiptNumber).toMatch(/^RCT-/);
    expect(await storedFiles()).toBe(before + 1);
  });

  it('names the field of a bad submission and stores nothing', async () => {
    const { firm, caseId, director, invoice } = await issuedCase();
    const mine = await proofOf(firm.client, caseId);
    const directorsOwn = await proofOf(director, caseId, 'h-director');
    const other = await issuedCase();
    const elsewhere = await proofOf(other.firm.client, other.caseId);
    const good = { proofFileIDs: [mine], reference: 'HSBC-1', paidDate: today() };
    const cases: [object, string][] = [
      [{ ...good, proofFileIDs: [] }, 'proofFileIDs'],
      [{ ...good, proofFileIDs: [directorsOwn] }, 'proofFileIDs'],
      [{ ...good, proofFileIDs: [elsewhere] }, 'proofFileIDs'],
      [{ ...good, proofFileIDs: ['not-a-uuid'] }, 'proofFileIDs.0'],
      [{ ...good, reference: '  ' }, 'reference'],
      [{ ...good, paidDate: addDays(today(), 2) }, 'paidDate'],
      [{ ...good, paidDate: addDays(invoice.issueDate, -60) }, 'paidDate'],
      [{ ...good, paidDate: '2026-02-30' }, 'paidDate'],
      [{ ...good, amountCents: 1 }, 'amountCents'],
    ];
    for (const [body, field] of cases) {
      const refused = await k.refused(
        'POST',
        `/api/invoices/${invoice.invoiceID}/payments`,
        firm.client.token,
        body,
        400,
      );
      expect(refused.field, JSON.stringify(body)).toBe(field);
    }
    const stored = await ctx.database.db
      .selectFrom('payments')
      .select('id')
      .where('invoice_id', '=', invoice.invoiceID)
      .execute();
    expect(stored).toEqual([]);
    // The director (a stakeholder, not the client) pays nothing and sees no invoice.
    await k.refused('POST', `/api/invoices/${invoice.invoiceID}/payments`, director.token, good, 404);
  });

  it('voids before payment, keeping the number; the officer or an administrator issues the next one', async () => {
    const { firm, caseId, invoice } = await issuedCase();
    await k.refused(
      'POST',
      `/api/invoices/${invoice.invoiceID}/void`,
      firm.colleague.token,
      { reason: 'Wrong fee' },
      403,
    );
    expect(
      (
        await k.refused(
          'POST',
          `/api/invoices/${invoice.invoiceID}/void`,
          firm.officer.token,
          { reason: ' ' },
          400,
        )
      ).field,
    ).toBe('reason');
    const voided = await k.ok<TInvoice>(
      'POST',
      `/api/invoices/${invoice.invoiceID}/void`,
      firm.officer.token,
      {
        reason: 'The service fee was agreed at HK$3,500.00.',
      },
    );
    expect(voided).toMatchObject({
      status: 'VOID',
      invoiceNumber: invoice.invoiceNumber,
      voidReason: 'The service fee was agreed at HK$3,500.00.',
      voidedBy: { userID: firm.officer.id },
    });
    // Nothing to pay meanwhile; the client's payment task stays open for the next invoice.
    const meanwhile = await billingOf(caseId, firm.client);
    expect(meanwhile).toMatchObject({ invoice: null, offer: null, may: { pay: false } });
    expect(meanwhile.voided.map((i) => i.invoiceNumber)).toEqual([invoice.invoiceNumber]);
    expect((await k.openTask(caseId, firm.client.token, 'T_PAYMENT_PAY')).status).toBe('IN_PROGRESS');
    const paying = await k.openTask(caseId, firm.client.token, 'T_PAYMENT_PAY');
    expect(
      (await k.refused('POST', `/api/tasks/${paying.taskID}/complete`, firm.client.token, {}, 409)).code,
    ).toBe('15001');

    // A colleague may not reissue; the administrator may, with the firm's next number.
    const lines = [{ kind: 'SERVICE_FEE', description: 'Professional fee', amountCents: 350_000 }];
    await k.refused('POST', `/api/cases/${caseId}/invoices`, firm.colleague.token, { lines }, 403);
    expect((await billingOf(caseId, firm.admin)).may.issue).toBe(true);
    const next = await k.ok<TInvoice>(
      'POST',
      `/api/cases/${caseId}/invoices`,
      firm.admin.token,
      { lines },
      201,
    );
    expect(next.invoiceNumber).toBe(invoice.invoiceNumber.replace(/\d{4}$/, '0002'));
    expect(next.totalCents).toBe(350_000);
    const view = await billingOf(caseId, firm.client);
    expect(view.invoice?.invoiceID).toBe(next.invoiceID);
    expect(view.may.pay).toBe(true);
    expect((await k.lastMailTo(firm.client.email))?.text_body).toContain(next.invoiceNumber);
    // The old invoice stays readable, void, with its own PDF.
    const old = await k.ok<TInvoice>('GET', `/api/invoices/${invoice.invoiceID}`, firm.client.token);
    expect(old).toMatchObject({ status: 'VOID', pdf: { fileID: invoice.pdf.fileID } });
    expect(
      (
        await k.refused(
          'POST',
          `/api/invoices/${invoice.invoiceID}/void`,
          firm.officer.token,
          { reason: 'x' },
          409,
        )
      ).code,
    ).toBe('INVOICE_CLOSED');
    // The payment task still completes only through a confirmed payment.
    const done = await k.refused('POST', `/api/tasks/${paying.taskID}/complete`, firm.client.token, {}, 409);
    expect(done.code).toBe('15001');
  });
});
