import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  annualReturnFee,
  hongKongDate,
  addMonths,
  addDays,
  type TCaseBilling,
  type TInvoice,
} from '@portal/domain';
import { bearer } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { buildStaffedFirm, kit, type TStaffedFirm } from '../../test/case-kit.js';
import { caseAtInvoice, renewalAtInvoice } from '../../test/billing-cases.js';
import { buildBillingSettings } from '../../test/billing-kit.js';

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
beforeAll(async () => {
  ctx = await createTestApp();
  k = kit(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

const LINES = [{ kind: 'SERVICE_FEE', description: 'Professional fee', amountCents: 380_000 }];
const year = () => Number(hongKongDate(new Date()).slice(0, 4));
const issue = (caseId: string, firm: TStaffedFirm) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/cases/${caseId}/invoices`,
    headers: bearer(firm.officer.token),
    payload: { lines: LINES },
  });

async function staffedWithSettings(): Promise<TStaffedFirm> {
  const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
  await buildBillingSettings(ctx.database.db, firm.firmId);
  return firm;
}

describe('invoice numbers', () => {
  it('two issues of one case at once: one invoice, one refusal, never two', async () => {
    const firm = await staffedWithSettings();
    const { caseId } = await caseAtInvoice(ctx.app, ctx.database.db, firm);
    const answers = await Promise.all([issue(caseId, firm), issue(caseId, firm)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409)?.json<{ code: string }>();
    // The second waits for the first's lock, then finds its invoice (or its completed task).
    expect(['INVOICE_EXISTS', 'BILLING_NOT_OPEN']).toContain(refused?.code);
    const rows = await ctx.database.db
      .selectFrom('invoices')
      .select('invoice_number')
      .where('case_id', '=', caseId)
      .execute();
    expect(rows).toEqual([{ invoice_number: `INV-${year()}-0001` }]);
  });

  it('cases of one firm issued at once get consecutive numbers; another firm counts from its own first', async () => {
    const firm = await staffedWithSettings();
    const cases = [];
    for (const name of ['Alpha Limited', 'Bravo Limited', 'Charlie Limited', 'Delta Limited'])
      cases.push((await caseAtInvoice(ctx.app, ctx.database.db, firm, { companyEngName: name })).caseId);
    const answers = await Promise.all(cases.map((caseId) => issue(caseId, firm)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    const numbers = answers.map((a) => a.json<TInvoice>().invoiceNumber).sort();
    expect(numbers).toEqual([1, 2, 3, 4].map((n) => `INV-${year()}-000${n}`));

    const other = await staffedWithSettings();
    const { caseId } = await caseAtInvoice(ctx.app, ctx.database.db, other);
    expect((await issue(caseId, other)).json<TInvoice>().invoiceNumber).toBe(`INV-${year()}-0001`);
    const counter = await ctx.database.db
      .selectFrom('invoice_counters')
      .select(['year', 'last_number'])
      .where('firm_id', '=', firm.firmId)
      .execute();
    expect(counter).toEqual([{ year: year(), last_number: 4 }]);
  });

  it('counts per year: last year’s counter does not carry on, this year’s does', async () => {
    const firm = await staffedWithSettings();
    await ctx.database.db
      .insertInto('invoice_counters')
      .values([
        { firm_id: firm.firmId, year: year() - 1, last_number: 57 },
        { firm_id: firm.firmId, year: year(), last_number: 41 },
      ])
      .execute();
    const { caseId } = await caseAtInvoice(ctx.app, ctx.database.db, firm);
    expect((await issue(caseId, firm)).json<TInvoice>().invoiceNumber).toBe(`INV-${year()}-0042`);
  });
});

describe('annual renewal invoice', () => {
  it('suggests Form NAR1 at the fee for how late the return is, then the renewal service fee', async () => {
    const firm = await staffedWithSettings();
    const today = hongKongDate(new Date());
    // The anniversary was four months ago: more than 3 but within 6 months late.
    const returnDate = addMonths(today, -4);
    const caseId = await renewalAtInvoice(ctx.app, ctx.database.db, firm, returnDate);
    const billing = await k.ok<TCaseBilling>('GET', `/api/cases/${caseId}/billing`, firm.officer.token);
    expect(billing).toMatchObject({ caseType: 'AR', step: 'PAYMENT_PAY', draft: { returnDate } });
    expect(billing.draft?.suggestedLines.map((l) => [l.code, l.amountCents])).toEqual([
      ['CR_NAR1', 174_000],
      ['SERVICE_FEE', 250_000],
    ]);
    expect(annualReturnFee(returnDate, today).band).toBe('WITHIN_6_MONTHS');
    const invoice = await k.ok<TInvoice>(
      'POST',
      `/api/cases/${caseId}/invoices`,
      firm.officer.token,
      { lines: billing.draft?.suggestedLines },
      201,
    );
    expect(invoice.totalCents).toBe(424_000);
    const mail = await k.lastMailTo(firm.client.email);
    expect(mail?.text_body).toContain(`/annual-renewal/payment/${caseId}`);
    expect((await k.openTask(caseId, firm.client.token, 'T_PAYMENT_PAY')).caseType).toBe('AR');

    // On time (the anniversary ten days ago): HK$105.
    const onTime = await renewalAtInvoice(ctx.app, ctx.database.db, firm, addDays(today, -10));
    const suggested = (await k.ok<TCaseBilling>('GET', `/api/cases/${onTime}/billing`, firm.officer.token))
      .draft?.suggestedLines;
    expect(suggested?.[0]).toMatchObject({ code: 'CR_NAR1', amountCents: 10_500 });
  });
});
