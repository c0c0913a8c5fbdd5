import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hongKongDate, type TInvoice, type TPayment } from '@portal/domain';
import { bearer, buildUser } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { buildStaffedFirm, kit, PDF_BYTES, signedIn, upload, type TSignedIn } from '../../test/case-kit.js';
import { caseAtInvoice } from '../../test/billing-cases.js';
import { buildBillingSettings, TEST_BILLING_SETTINGS } from '../../test/billing-kit.js';

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
beforeAll(async () => {
  ctx = await createTestApp();
  k = kit(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

/** Everything the billing tables hold for the case, to compare before and after the intruders. */
async function snapshot(caseId: string) {
  const db = ctx.database.db;
  const [invoices, payments, settings, counters] = await Promise.all([
    db.selectFrom('invoices').selectAll().where('case_id', '=', caseId).orderBy('invoice_number').execute(),
    db.selectFrom('payments').selectAll().where('case_id', '=', caseId).orderBy('submitted_at').execute(),
    db.selectFrom('firm_billing_settings').selectAll().orderBy('firm_id').execute(),
    db.selectFrom('invoice_counters').selectAll().orderBy('firm_id').execute(),
  ]);
  return JSON.stringify({ invoices, payments, settings, counters });
}

describe('billing isolation', () => {
  it('another firm’s admin and officer, an unrelated client, a stakeholder and SMOOOTH: nothing read, nothing changed', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    await buildBillingSettings(ctx.database.db, firm.firmId);
    const { caseId, director } = await caseAtInvoice(ctx.app, ctx.database.db, firm);
    const invoice = await k.ok<TInvoice>(
      'POST',
      `/api/cases/${caseId}/invoices`,
      firm.officer.token,
      { lines: [{ kind: 'SERVICE_FEE', description: 'Professional fee', amountCents: 380_000 }] },
      201,
    );
    const proof = (
      await upload(ctx.app, firm.client.token, { caseID: caseId }, [
        { name: 'slip.pdf', type: 'application/pdf', data: PDF_BYTES },
      ])
    ).json<{ fileID: string }>().fileID;
    const payment = await k.ok<TPayment>(
      'POST',
      `/api/invoices/${invoice.invoiceID}/payments`,
      firm.client.token,
      { proofFileIDs: [proof], reference: 'HSBC-1', paidDate: hongKongDate(new Date()) },
      201,
    );

    const other = await buildStaffedFirm(ctx.app, ctx.database.db);
    await buildBillingSettings(ctx.database.db, other.firmId);
    const stranger = await signedIn(
      ctx.app,
      await buildUser(ctx.database.db, { userType: 'GU', clientOf: [firm.firmId] }),
    );
    const operator = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'SMOOOTH' }));
    const before = await snapshot(caseId);

    const lines = { lines: [{ kind: 'SERVICE_FEE', description: 'x', amountCents: 1 }] };
    const calls: [string, 'GET' | 'POST' | 'PUT', string, object | undefined][] = [
      ['billing', 'GET', `/api/cases/${caseId}/billing`, undefined],
      ['issue', 'POST', `/api/cases/${caseId}/invoices`, lines],
      ['invoice', 'GET', `/api/invoices/${invoice.invoiceID}`, undefined],
      ['void', 'POST', `/api/invoices/${invoice.invoiceID}/void`, { reason: 'mine now' }],
      [
        'pay',
        'POST',
        `/api/invoices/${invoice.invoiceID}/payments`,
        { proofFileIDs: [proof], reference: 'r', paidDate: hongKongDate(new Date()) },
      ],
      ['confirm', 'POST', `/api/payments/${payment.paymentID}/confirm`, {}],
      ['reject', 'POST', `/api/payments/${payment.paymentID}/reject`, { note: 'no' }],
      ['pdf', 'GET', `/api/file/download/fileID/${invoice.pdf.fileID}`, undefined],
      ['proof', 'GET', `/api/file/download/fileID/${proof}`, undefined],
    ];
    // 404 where the caller's role may call the route but the case is not theirs; 403 where the role never may.
    const expected: Record<string, [TSignedIn, Record<string, number>]> = {
      otherAdmin: [
        other.admin,
        {
          billing: 404,
          issue: 404,
          invoice: 404,
          void: 404,
          pay: 403,
          confirm: 404,
          reject: 404,
          pdf: 404,
          proof: 404,
        },
      ],
      otherOfficer: [
        other.officer,
        {
          billing: 404,
          issue: 404,
          invoice: 404,
          void: 404,
          pay: 403,
          confirm: 404,
          reject: 404,
          pdf: 404,
          proof: 404,
        },
      ],
      stranger: [
        stranger,
        {
          billing: 404,
          issue: 403,
          invoice: 404,
          void: 403,
          pay: 404,
          confirm: 403,
          reject: 403,
          pdf: 404,
          proof: 404,
        },
      ],
      // A member of the case who is not its client: sees the case, not its money.
      director: [
        director,
        {
          billing: 404,
          issue: 403,
          invoice: 404,
          void: 403,
          pay: 404,
          confirm: 403,
          reject: 403,
          pdf: 404,
          proof: 404,
        },
      ],
      // SMOOOTH reads every firm's billing but never acts.
      operator: [
        operator,
        {
          billing: 200,
          issue: 403,
          invoice: 200,
          void: 403,
          pay: 403,
          confirm: 403,
          reject: 403,
          pdf: 200,
          proof: 200,
        },
      ],
    };
    for (const [who, [user, statuses]] of Object.entries(expected)) {
      for (const [name, method, url, payload] of calls) {
        const response = await ctx.app.inject({
          method,
          url,
          headers: bearer(user.token),
          ...(payload ? { payload } : {}),
        });
        expect(response.statusCode, `${who} ${name}: ${response.body}`).toBe(statuses[name]);
      }
    }
    // Another firm's staff read and write their own firm's settings only; clients and SMOOOTH neither.
    const theirs = await k.ok<{ firmName: string; accountNumber: string }>(
      'GET',
      '/api/firm/billing-settings',
      other.admin.token,
    );
    expect(theirs.accountNumber).toBe(TEST_BILLING_SETTINGS.accountNumber);
    expect(theirs.firmName).not.toBe((await k.detail(caseId, firm.officer.token)).firmName);
    for (const user of [stranger, director, operator]) {
      await k.refused('GET', '/api/firm/billing-settings', user.token, undefined, 403);
      await k.refused('PUT', '/api/firm/billing-settings', user.token, TEST_BILLING_SETTINGS, 403);
    }
    await k.refused('PUT', '/api/firm/billing-settings', other.officer.token, TEST_BILLING_SETTINGS, 403);
    expect(await snapshot(caseId)).toBe(before);
  });
});
