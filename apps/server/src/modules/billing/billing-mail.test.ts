import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatHKD, hongKongDate, type TInvoice, type TPayment } from '@portal/domain';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { buildStaffedFirm, kit, PDF_BYTES, upload } from '../../test/case-kit.js';
import { caseAtInvoice } from '../../test/billing-cases.js';
import { buildBillingSettings } from '../../test/billing-kit.js';
import { startTestSmtp, type TTestSmtp } from '../../test/smtp.js';
import { createJobRunner } from '../jobs/job-runner.js';
import { createMailJobHandler, createSmtpTransport, MAIL_JOB } from '../mail/mail.service.js';

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
let smtp: TTestSmtp;
beforeAll(async () => {
  ctx = await createTestApp();
  k = kit(ctx.app, ctx.database.db);
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
  await ctx.close();
});

/** Delivers every queued mail over SMTP, as the server's job runner does. */
async function deliver(): Promise<void> {
  const db = ctx.database.db;
  const runner = createJobRunner({
    db,
    handlers: {
      [MAIL_JOB]: createMailJobHandler({
        db,
        transport: createSmtpTransport(smtp.url),
        from: 'Portal <no-reply@portal.example>',
      }),
    },
    pollMs: 1000,
  });
  await runner.runDue();
}

describe('billing mails', () => {
  it('reach the client and the officer over SMTP, each in their own language, with the amounts and links', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    await buildBillingSettings(ctx.database.db, firm.firmId);
    const { caseId } = await caseAtInvoice(ctx.app, ctx.database.db, firm);
    await ctx.database.db
      .updateTable('users')
      .set({ language: 'zh-HK' })
      .where('id', '=', firm.client.id)
      .execute();
    await ctx.database.db
      .updateTable('users')
      .set({ language: 'zh-CN' })
      .where('id', '=', firm.officer.id)
      .execute();

    const invoice = await k.ok<TInvoice>(
      'POST',
      `/api/cases/${caseId}/invoices`,
      firm.officer.token,
      { lines: [{ kind: 'SERVICE_FEE', description: 'Professional fee', amountCents: 774_500 }] },
      201,
    );
    const proof = (
      await upload(ctx.app, firm.client.token, { caseID: caseId }, [
        { name: 'slip.pdf', type: 'application/pdf', data: PDF_BYTES },
      ])
    ).json<{ fileID: string }>().fileID;
    const pay = () =>
      k.ok<TPayment>(
        'POST',
        `/api/invoices/${invoice.invoiceID}/payments`,
        firm.client.token,
        { proofFileIDs: [proof], reference: 'BOC-5521', paidDate: hongKongDate(new Date()) },
        201,
      );
    const first = await pay();
    await k.ok('POST', `/api/payments/${first.paymentID}/reject`, firm.officer.token, { note: '金額不足' });
    const second = await pay();
    await k.ok('POST', `/api/payments/${second.paymentID}/confirm`, firm.officer.token, {});
    smtp.received.length = 0;
    await deliver();

    // The billing mails of this invoice (the case's earlier mails, such as its codes, go out too).
    const to = (address: string) =>
      smtp.received
        .filter((m) => m.to?.[0]?.address === address && m.subject?.includes(invoice.invoiceNumber))
        .map((m) => ({ subject: m.subject, text: m.text ?? '' }));
    const amount = formatHKD(774_500);
    const client = to(firm.client.email);
    expect(client.map((m) => m.subject)).toEqual([
      `Harbour Tea Limited 的發票 ${invoice.invoiceNumber}：${amount}`,
      `付款未能確認：${invoice.invoiceNumber}（Harbour Tea Limited）`,
      `已收款：${invoice.invoiceNumber}（Harbour Tea Limited）`,
    ]);
    expect(client[0]?.text).toContain(`/incorporation/payment/${caseId}`);
    expect(client[0]?.text).toContain(`到期日為 ${invoice.dueDate}`);
    expect(client[1]?.text).toContain('備註：金額不足');
    expect(client[2]?.text).toContain(`/view-cases/ongoing/${caseId}`);
    const officer = to(firm.officer.email);
    expect(officer.map((m) => m.subject)).toEqual([
      `${invoice.invoiceNumber} 的付款证明（Harbour Tea Limited）`,
      `${invoice.invoiceNumber} 的付款证明（Harbour Tea Limited）`,
    ]);
    expect(officer[0]?.text).toContain('银行参考编号为 BOC-5521');
    expect(officer[0]?.text).toContain(`/incorporation/invoice-info/${caseId}`);
  });
});
