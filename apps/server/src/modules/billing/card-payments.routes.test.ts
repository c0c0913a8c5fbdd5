import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TCardPaymentStart,
  TCaseBilling,
  TCaseDetail,
  TErrorResponse,
  TFirmStripeStatus,
  TInvoice,
  TPayment,
} from '@portal/domain';
import { formatHKD } from '@portal/domain';
import { caseAtInvoice } from '../../test/billing-cases.js';
import { buildBillingSettings } from '../../test/billing-kit.js';
import { buildStaffedFirm, kit, PDF_BYTES, upload, type TSignedIn } from '../../test/case-kit.js';
import { pdfText } from '../../test/pdf-read.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { FAKE_STRIPE_KEYS, injectEvent, startStripeFake, type TStripeFake } from '../../test/stripe-fake.js';

let ctx: TTestContext;
let stripe: TStripeFake;
let k: ReturnType<typeof kit>;
/** Where Stripe's notifications reach the server over HTTP, for the tests that have the fake send them. */
let webhookAt: string;
beforeAll(async () => {
  stripe = await startStripeFake();
  ctx = await createTestApp({ ...FAKE_STRIPE_KEYS, STRIPE_API_URL: stripe.url });
  k = kit(ctx.app, ctx.database.db);
  webhookAt = `${await ctx.app.listen({ port: 0, host: '127.0.0.1' })}/api/payments/stripe/webhook`;
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

const LINES = [
  {
    kind: 'GOVERNMENT_FEE',
    code: 'CR_NNC1_ELECTRONIC',
    description: 'Registration fee',
    amountCents: 154_500,
  },
  { kind: 'SERVICE_FEE', description: 'Professional fee', amountCents: 380_055 },
];

/** A firm with its own Stripe account taking cards, and a case of it with an issued invoice. */
async function issuedCase(options: { connected?: boolean } = {}) {
  const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
  const account = `acct_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  if (options.connected !== false)
    await ctx.database.db
      .updateTable('firms')
      .set({ stripe_account_id: account, stripe_charges_enabled: true })
      .where('id', '=', firm.firmId)
      .execute();
  const walked = await caseAtInvoice(ctx.app, ctx.database.db, firm);
  await buildBillingSettings(ctx.database.db, firm.firmId);
  const invoice = await k.ok<TInvoice>(
    'POST',
    `/api/cases/${walked.caseId}/invoices`,
    firm.officer.token,
    { lines: LINES },
    201,
  );
  return { firm, account, invoice, ...walked };
}

const startCard = (invoiceId: string, who: TSignedIn) =>
  k.call('POST', `/api/invoices/${invoiceId}/card-payments`, who.token);
const deliver = (event: { body: string; signature: string }) => injectEvent(ctx.app, event);
const billingOf = (caseId: string, who: TSignedIn) =>
  k.ok<TCaseBilling>('GET', `/api/cases/${caseId}/billing`, who.token);
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** A bank transfer with its proof, as the client submits it on the payment screen. */
async function payByTransfer(who: TSignedIn, caseId: string, invoiceId: string) {
  const proof = await upload(ctx.app, who.token, { caseID: caseId }, [
    { name: 'transfer.pdf', type: 'application/pdf', data: PDF_BYTES },
  ]);
  expect(proof.statusCode, proof.body).toBe(200);
  return k.call('POST', `/api/invoices/${invoiceId}/payments`, who.token, {
    proofFileIDs: [proof.json<{ fileID: string }>().fileID],
    reference: 'HSBC-20261127',
    paidDate: today(),
  });
}

/** Stripe.js's confirmation of a card, as the fake's browser side takes it. */
async function confirmInBrowser(card: TCardPaymentStart, number: string) {
  const response = await fetch(`${stripe.url}/browser/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      publishableKey: card.publishableKey,
      account: card.stripeAccount,
      clientSecret: card.clientSecret,
      card: number,
    }),
  });
  return (await response.json()) as {
    id?: string;
    status?: string;
    error?: { code: string; message: string };
  };
}

describe('paying an invoice by card', () => {
  it('makes an intent of the exact total on the firm’s account; only the signed webhook settles it, once', async () => {
    const { firm, account, invoice, caseId, director } = await issuedCase();
    const started = await startCard(invoice.invoiceID, firm.client);
    expect(started.statusCode, started.body).toBe(201);
    const card = started.json<TCardPaymentStart>();
    expect(card).toMatchObject({
      amountCents: 534_555,
      publishableKey: FAKE_STRIPE_KEYS.STRIPE_PUBLISHABLE_KEY,
      stripeAccount: account,
    });
    // What Stripe was sent: the total in cents, HKD, on the firm's account, with the invoice in metadata.
    const sent = stripe.requests.filter((r) => r.path === '/v1/payment_intents' && r.account === account);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.form.get('amount')).toBe('534555');
    expect(sent[0]?.form.get('currency')).toBe('hkd');
    expect(sent[0]?.form.get('metadata[invoice_id]')).toBe(invoice.invoiceID);
    expect(sent[0]?.form.get('automatic_payment_methods[enabled]')).toBe('true');
    expect(sent[0]?.idempotencyKey).toBe(`invoice-${invoice.invoiceID}-card-0`);
    const intentId = card.clientSecret.split('_secret_')[0] ?? '';

    // Asking again while the intent is open hands back the same one, not a second charge.
    const again = (await startCard(invoice.invoiceID, firm.client)).json<TCardPaymentStart>();
    expect(again.paymentID).toBe(card.paymentID);
    expect(
      stripe.requests.filter((r) => r.path === '/v1/payment_intents' && r.account === account),
    ).toHaveLength(1);

    // The browser's word settles nothing: the invoice is still to pay.
    expect((await billingOf(caseId, firm.officer)).invoice?.status).toBe('ISSUED');

    const paid = stripe.pay(intentId);
    const event = stripe.signedEvent('payment_intent.succeeded', paid, { account });
    const settled = await deliver(event);
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json()).toEqual({ received: true, duplicate: false, outcome: 'SETTLED' });
    const billing = await billingOf(caseId, firm.officer);
    expect(billing.invoice?.status).toBe('PAID');
    expect(billing.invoice?.payments[0]).toMatchObject({
      status: 'CONFIRMED',
      method: 'CARD',
      amountCents: 534_555,
    });
    // A numbered, bilingual receipt of the exact amount, read by the client (not by a director of the case).
    const receipt = billing.invoice?.payments[0]?.receipt;
    expect(receipt?.receiptNumber).toMatch(/^RCT-\d{4}-0001$/);
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/file/download/fileID/${receipt?.pdf.fileID ?? ''}`,
      headers: { authorization: `Bearer ${firm.client.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).join('\n');
    for (const expected of [
      receipt?.receiptNumber ?? '',
      invoice.invoiceNumber,
      'HK$5,345.55',
      '正式收據',
      'Card',
    ])
      expect(text).toContain(expected);
    const hidden = await ctx.app.inject({
      method: 'GET',
      url: `/api/file/download/fileID/${receipt?.pdf.fileID ?? ''}`,
      headers: { authorization: `Bearer ${director.token}` },
    });
    expect(hidden.statusCode).toBe(404);
    const detail = await k.ok<TCaseDetail>('GET', `/api/cases/${caseId}`, firm.officer.token);
    expect(detail.tasks.find((t) => t.taskActionKey === 'T_PAYMENT_PAY')?.status).toBe('COMPLETED');

    // The same event again, and a late failure of the same intent: nothing changes.
    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: true, outcome: 'IGNORED' });
    const late = await deliver(
      stripe.signedEvent(
        'payment_intent.payment_failed',
        { ...paid, status: 'requires_payment_method' },
        { account },
      ),
    );
    expect(late.json()).toMatchObject({ outcome: 'IGNORED' });
    const after = await billingOf(caseId, firm.officer);
    expect(after.invoice?.status).toBe('PAID');
    expect(after.invoice?.payments).toHaveLength(1);
    expect(after.invoice?.payments[0]?.status).toBe('CONFIRMED');
    // The officer can neither confirm nor reject a card payment by hand.
    const byHand = await k.call('POST', `/api/payments/${card.paymentID}/reject`, firm.officer.token, {
      note: 'no',
    });
    expect(byHand.statusCode).toBe(409);
  });

  it('refuses a forged or altered notification and acts on nothing of it', async () => {
    const { firm, account, invoice, caseId } = await issuedCase();
    const card = (await startCard(invoice.invoiceID, firm.client)).json<TCardPaymentStart>();
    const paid = stripe.pay(card.clientSecret.split('_secret_')[0] ?? '');
    const forged = stripe.signedEvent('payment_intent.succeeded', paid, {
      account,
      secret: 'whsec_someoneelse',
    });
    const refused = await deliver(forged);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<TErrorResponse>().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    const genuine = stripe.signedEvent('payment_intent.succeeded', paid, { account });
    const altered = await deliver({
      body: genuine.body.replace('534555', '1'),
      signature: genuine.signature,
    });
    expect(altered.statusCode).toBe(400);
    expect((await deliver({ body: genuine.body, signature: '' })).statusCode).toBe(400);
    expect((await billingOf(caseId, firm.officer)).invoice?.status).toBe('ISSUED');
    const stored = await ctx.database.db
      .selectFrom('payment_events')
      .select('id')
      .where('id', 'in', [forged.id, genuine.id])
      .execute();
    expect(stored).toEqual([]);
  });

  it('ignores an event from another account than the firm’s, and a failure lets the client try again', async () => {
    const { firm, account, invoice, caseId } = await issuedCase();
    const card = (await startCard(invoice.invoiceID, firm.client)).json<TCardPaymentStart>();
    const intentId = card.clientSecret.split('_secret_')[0] ?? '';
    const paid = { ...stripe.intents.get(intentId), status: 'succeeded', amount_received: 534_555 };
    const elsewhere = await deliver(
      stripe.signedEvent('payment_intent.succeeded', paid, { account: 'acct_intruder00000' }),
    );
    expect(elsewhere.json()).toMatchObject({ outcome: 'IGNORED' });
    expect((await billingOf(caseId, firm.officer)).invoice?.status).toBe('ISSUED');

    const failed = await deliver(
      stripe.signedEvent(
        'payment_intent.payment_failed',
        { ...stripe.intents.get(intentId), last_payment_error: { message: 'Your card was declined.' } },
        { account },
      ),
    );
    expect(failed.json()).toMatchObject({ outcome: 'FAILED' });
    const billing = await billingOf(caseId, firm.client);
    expect(billing.invoice?.payments[0]).toMatchObject({
      status: 'REJECTED',
      decisionNote: 'Your card was declined.',
    });
    // The intent is open again (Stripe leaves it at requires_payment_method): the client tries again with it.
    const retry = (await startCard(invoice.invoiceID, firm.client)).json<TCardPaymentStart>();
    expect(retry.clientSecret.startsWith(intentId)).toBe(false);
    const second = stripe.pay(retry.clientSecret.split('_secret_')[0] ?? '');
    expect(
      (await deliver(stripe.signedEvent('payment_intent.succeeded', second, { account }))).json(),
    ).toMatchObject({
      outcome: 'SETTLED',
    });
    expect((await billingOf(caseId, firm.officer)).invoice?.status).toBe('PAID');
  });

  it('is not offered where the firm takes no cards or its plan has none, nor to anyone but the payer', async () => {
    const unconnected = await issuedCase({ connected: false });
    expect((await billingOf(unconnected.caseId, unconnected.firm.client)).offer).toMatchObject({
      method: 'BANK_TRANSFER',
      card: false,
    });
    const refused = await startCard(unconnected.invoice.invoiceID, unconnected.firm.client);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<TErrorResponse>().code).toBe('CARD_PAYMENTS_UNAVAILABLE');
    expect((await startCard(unconnected.invoice.invoiceID, unconnected.firm.officer)).statusCode).toBe(403);

    // Stripe says the firm's account may now take charges.
    await ctx.database.db
      .updateTable('firms')
      .set({ stripe_account_id: 'acct_lateconnect0001' })
      .where('id', '=', unconnected.firm.firmId)
      .execute();
    const updated = await deliver(
      stripe.signedEvent(
        'account.updated',
        { id: 'acct_lateconnect0001', object: 'account', charges_enabled: true },
        {
          account: 'acct_lateconnect0001',
        },
      ),
    );
    expect(updated.json()).toMatchObject({ outcome: 'ACCOUNT_UPDATED' });
    expect((await billingOf(unconnected.caseId, unconnected.firm.client)).offer?.card).toBe(true);
    expect((await startCard(unconnected.invoice.invoiceID, unconnected.firm.client)).statusCode).toBe(201);

    const free = await issuedCase();
    await ctx.database.db
      .updateTable('firms')
      .set({ plan_code: 'FREE' })
      .where('id', '=', free.firm.firmId)
      .execute();
    expect((await billingOf(free.caseId, free.firm.client)).offer?.card).toBe(false);
    const noPlan = await startCard(free.invoice.invoiceID, free.firm.client);
    expect(noPlan.statusCode).toBe(403);
    expect(noPlan.json<TErrorResponse>().code).toBe('PLAN_FEATURE_NOT_INCLUDED');
  });
});

describe('refunds and credit notes', () => {
  it('refunds part then the rest to the card, each with a credit note, and never more than was received', async () => {
    const { firm, account, invoice, caseId } = await issuedCase();
    const card = (await startCard(invoice.invoiceID, firm.client)).json<TCardPaymentStart>();
    const intentId = card.clientSecret.split('_secret_')[0] ?? '';
    await deliver(stripe.signedEvent('payment_intent.succeeded', stripe.pay(intentId), { account }));
    const refund = (who: TSignedIn, body: object) =>
      k.call('POST', `/api/payments/${card.paymentID}/refunds`, who.token, body);

    // Not the client's to do, nor an officer's who is not in charge; the billing says so to each.
    expect((await refund(firm.client, { amountCents: 100, reason: 'x' })).statusCode).toBe(403);
    expect((await refund(firm.colleague, { amountCents: 100, reason: 'x' })).statusCode).toBe(403);
    expect((await billingOf(caseId, firm.officer)).may.refund).toBe(true);
    expect((await billingOf(caseId, firm.client)).may.refund).toBe(false);
    expect((await billingOf(caseId, firm.colleague)).may.refund).toBe(false);

    const part = await refund(firm.officer, {
      amountCents: 120_055,
      reason: 'Business registration not needed',
    });
    expect(part.statusCode, part.body).toBe(201);
    const afterPart = part.json<TPayment>();
    expect(afterPart.refunds).toMatchObject([
      {
        creditNoteNumber: expect.stringMatching(/^CN-\d{4}-0001$/) as string,
        amountCents: 120_055,
        method: 'CARD',
      },
    ]);
    expect(afterPart.refundableCents).toBe(414_500);
    const sent = stripe.requests.filter((r) => r.path === '/v1/refunds').at(-1);
    expect(sent).toMatchObject({ account });
    expect(sent?.form.get('payment_intent')).toBe(intentId);
    expect(sent?.form.get('amount')).toBe('120055');

    const tooMuch = await refund(firm.admin, { amountCents: 414_501, reason: 'Too much' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json<TErrorResponse>()).toMatchObject({ field: 'amountCents' });
    expect(tooMuch.json<TErrorResponse>().message).toContain('more than is left to refund');

    const rest = (
      await refund(firm.admin, { amountCents: 414_500, reason: 'Case withdrawn' })
    ).json<TPayment>();
    expect(rest.refunds.map((r) => r.amountCents)).toEqual([120_055, 414_500]);
    expect(rest.refunds.reduce((sum, r) => sum + r.amountCents, 0)).toBe(invoice.totalCents);
    expect(rest.refundableCents).toBe(0);
    expect(rest.refunds[1]?.creditNoteNumber).toMatch(/^CN-\d{4}-0002$/);
    expect((await refund(firm.admin, { amountCents: 1, reason: 'Again' })).statusCode).toBe(400);

    // The case's billing shows both credit notes; the PDF says what was credited and what is left.
    const billing = await billingOf(caseId, firm.client);
    expect(billing.invoice?.payments[0]?.refunds).toHaveLength(2);
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/file/download/fileID/${rest.refunds[1]?.pdf.fileID ?? ''}`,
      headers: { authorization: `Bearer ${firm.client.token}` },
    });
    const text = (await pdfText(pdf.rawPayload)).join('\n');
    for (const expected of ['貸項通知單', 'HK$4,145.00', 'HK$1,200.55', 'HK$0.00', 'Case withdrawn'])
      expect(text).toContain(expected);
  });

  it('a refund Stripe fails later voids its credit note, counts no more, and tells the firm why', async () => {
    const { firm, account, invoice, caseId } = await issuedCase();
    const card = (await startCard(invoice.invoiceID, firm.client)).json<TCardPaymentStart>();
    const intentId = card.clientSecret.split('_secret_')[0] ?? '';
    await deliver(stripe.signedEvent('payment_intent.succeeded', stripe.pay(intentId), { account }));
    const refund = (body: object) =>
      k.call('POST', `/api/payments/${card.paymentID}/refunds`, firm.officer.token, body);
    const made = await refund({ amountCents: 200_000, reason: 'Fee waived' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json<TPayment>().refunds).toMatchObject([{ status: 'SUCCEEDED', failureReason: null }]);
    expect(made.json<TPayment>().refundableCents).toBe(334_555);
    const refundId = [...stripe.refunds.values()].find((r) => r.payment_intent === intentId)?.id ?? '';

    stripe.webhookUrl = webhookAt;
    try {
      // Days later the card turns out closed: Stripe says so twice (charge.refund.updated, refund.failed).
      await stripe.failRefund(refundId, 'expired_or_canceled_card');
      expect(stripe.deliveries.slice(-2).map((d) => [d.type, d.status])).toEqual([
        ['charge.refund.updated', 200],
        ['refund.failed', 200],
      ]);
    } finally {
      stripe.webhookUrl = undefined;
    }
    const failed = (await billingOf(caseId, firm.officer)).invoice?.payments[0];
    expect(failed?.refunds).toMatchObject([
      { amountCents: 200_000, status: 'FAILED', failureReason: 'expired_or_canceled_card' },
    ]);
    // Nothing went back to the card: the whole payment can be refunded again.
    expect(failed?.refundableCents).toBe(invoice.totalCents);
    // The two notifications arrive together: whichever is handled first fails the refund, once; the
    // other finds it already failed (on PostgreSQL they truly run at once, so either may be first).
    const outcomes = await ctx.database.db
      .selectFrom('payment_events')
      .select(['type', 'outcome'])
      .where('payment_id', '=', card.paymentID)
      .where('type', 'in', ['charge.refund.updated', 'refund.failed'])
      .execute();
    expect(outcomes.map((o) => o.type).sort()).toEqual(['charge.refund.updated', 'refund.failed']);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['IGNORED', 'REFUND_FAILED']);
    const mails = await ctx.database.db
      .selectFrom('mail_messages')
      .select(['recipient', 'subject', 'text_body'])
      .where('template', '=', 'refundFailed')
      .where('firm_id', '=', firm.firmId)
      .execute();
    expect(mails.map((m) => m.recipient)).toEqual([firm.officer.email]);
    expect(mails[0]?.subject).toMatch(/^Refund failed: credit note CN-\d{4}-0001/);
    expect(mails[0]?.text_body).toContain('the card has expired or been cancelled');
    expect(mails[0]?.text_body).toContain(formatHKD(200_000));

    // A late "succeeded" for the failed refund changes nothing (Stripe never revives a failed one).
    const late = stripe.signedEvent(
      'refund.updated',
      { id: refundId, object: 'refund', status: 'succeeded' },
      { account },
    );
    expect((await deliver(late)).json()).toMatchObject({ outcome: 'IGNORED' });
    expect((await billingOf(caseId, firm.officer)).invoice?.payments[0]?.refundableCents).toBe(
      invoice.totalCents,
    );

    // The database itself keeps it so: a failed refund is not revived, an issued note not edited.
    const revive = ctx.database.db
      .updateTable('credit_notes')
      .set({ refund_status: 'SUCCEEDED' })
      .where('provider_ref', '=', refundId)
      .execute();
    await expect(revive).rejects.toThrow(/a failed refund cannot become SUCCEEDED/);
    const edit = ctx.database.db
      .updateTable('credit_notes')
      .set({ reason: 'Edited afterwards' })
      .where('provider_ref', '=', refundId)
      .execute();
    await expect(edit).rejects.toThrow(/never edited/);

    // The firm pays it back in full now; the failed credit note stays on the record, void.
    const again = await refund({
      amountCents: invoice.totalCents,
      reason: 'Fee waived: card closed, paid again',
    });
    expect(again.statusCode, again.body).toBe(201);
    const after = again.json<TPayment>();
    expect(after.refunds.map((r) => [r.creditNoteNumber.slice(-4), r.amountCents, r.status])).toEqual([
      ['0001', 200_000, 'FAILED'],
      ['0002', invoice.totalCents, 'SUCCEEDED'],
    ]);
    expect(after.refundableCents).toBe(0);
    expect(stripe.requests.filter((r) => r.path === '/v1/refunds').at(-1)?.idempotencyKey).toBe(
      `payment-${card.paymentID}-refund-1`,
    );
  });

  it('a refund Stripe refuses on the spot issues no credit note and leaves the payment as it was', async () => {
    const { firm, account, invoice } = await issuedCase();
    const card = (await startCard(invoice.invoiceID, firm.client)).json<TCardPaymentStart>();
    const intentId = card.clientSecret.split('_secret_')[0] ?? '';
    await deliver(stripe.signedEvent('payment_intent.succeeded', stripe.pay(intentId), { account }));
    // The firm already refunded most of it in its Stripe dashboard, outside the portal.
    stripe.refundAtStripe(intentId, invoice.totalCents - 100);
    const refused = await k.call('POST', `/api/payments/${card.paymentID}/refunds`, firm.officer.token, {
      amountCents: 1_000,
      reason: 'Part refund',
    });
    expect(refused.statusCode).toBe(502);
    expect(refused.json<TErrorResponse>()).toMatchObject({ code: 'CARD_REFUND_FAILED' });
    const count = await ctx.database.db
      .selectFrom('credit_notes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('payment_id', '=', card.paymentID)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
    const files = await ctx.database.db
      .selectFrom('files')
      .select('file_name')
      .where('firm_id', '=', firm.firmId)
      .where('file_name', 'like', 'CN-%')
      .execute();
    expect(files).toEqual([]);
  });
});

describe('the firm connects its own Stripe account', () => {
  it('makes the account once, sends the administrator to Stripe’s onboarding, and takes cards once Stripe allows', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const status = () => k.ok<TFirmStripeStatus>('GET', '/api/firm/stripe', firm.officer.token);
    expect(await status()).toEqual({
      available: true,
      planAllows: true,
      accountID: null,
      chargesEnabled: false,
    });
    expect((await k.call('POST', '/api/firm/stripe/connect', firm.officer.token)).statusCode).toBe(403);

    const first = await k.ok<{ url: string }>('POST', '/api/firm/stripe/connect', firm.admin.token);
    const accountID = (await status()).accountID ?? '';
    expect(accountID).toMatch(/^acct_fake/);
    expect(first.url).toBe(`${stripe.url}/setup/s/${accountID}`);
    const made = stripe.requests.filter((r) => r.path === '/v1/accounts' && r.method === 'POST');
    expect(made.at(-1)?.form.get('type')).toBe('standard');
    expect(made.at(-1)?.form.get('country')).toBe('HK');
    expect(made.at(-1)?.form.get('email')).toBe(firm.admin.email);
    const link = stripe.requests.filter((r) => r.path === '/v1/account_links').at(-1);
    expect(link?.form.get('return_url')).toMatch(/\/subscription-plan\?stripe=return$/);
    expect(link?.form.get('type')).toBe('account_onboarding');

    // Asked again (onboarding left half-way): the same account, a new link.
    await k.ok('POST', '/api/firm/stripe/connect', firm.admin.token);
    expect((await status()).accountID).toBe(accountID);
    expect(stripe.requests.filter((r) => r.path === '/v1/accounts' && r.method === 'POST')).toHaveLength(
      made.length,
    );

    // Back from Stripe with the account finished: the status asks Stripe and keeps its word.
    const account = stripe.accounts.get(accountID);
    if (account) account.charges_enabled = true;
    expect(await status()).toMatchObject({ accountID, chargesEnabled: true });
  });
});

describe('card and transfer side by side', () => {
  it('a transfer after an unfinished card payment cancels its intent at Stripe; one Stripe took cannot be left', async () => {
    const { firm, account, invoice, caseId } = await issuedCase();
    const card = (await startCard(invoice.invoiceID, firm.client)).json<TCardPaymentStart>();
    const intentId = card.clientSecret.split('_secret_')[0] ?? '';
    // Started, not finished: the client may still pay, by card or by transfer.
    const meanwhile = await billingOf(caseId, firm.client);
    expect(meanwhile.may.pay).toBe(true);
    expect(meanwhile.may.decide).toBe(false);
    const transfer = await payByTransfer(firm.client, caseId, invoice.invoiceID);
    expect(transfer.statusCode, transfer.body).toBe(201);
    expect(stripe.intents.get(intentId)?.status).toBe('canceled');
    const cancelled = stripe.requests.filter((r) => r.path === `/v1/payment_intents/${intentId}/cancel`);
    expect(cancelled.map((r) => r.account)).toEqual([account]);
    const after = await billingOf(caseId, firm.officer);
    expect(after.invoice?.payments.map((p) => [p.method, p.status])).toEqual([
      ['BANK_TRANSFER', 'SUBMITTED'],
      ['CARD', 'REJECTED'],
    ]);
    expect(after.may.decide).toBe(true);

    // Another case: the card went through at Stripe before the transfer was sent.
    const other = await issuedCase();
    const taken = (await startCard(other.invoice.invoiceID, other.firm.client)).json<TCardPaymentStart>();
    stripe.pay(taken.clientSecret.split('_secret_')[0] ?? '');
    const refused = await payByTransfer(other.firm.client, other.caseId, other.invoice.invoiceID);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<TErrorResponse>().code).toBe('PAYMENT_PENDING');
    const untouched = await billingOf(other.caseId, other.firm.officer);
    expect(untouched.invoice?.payments.map((p) => [p.method, p.status])).toEqual([['CARD', 'SUBMITTED']]);
  });

  it('over HTTP as in the browser: 3-D Secure then Stripe’s notification settles; a declined card leaves it to pay', async () => {
    stripe.webhookUrl = webhookAt;
    try {
      const declined = await issuedCase();
      const first = (
        await startCard(declined.invoice.invoiceID, declined.firm.client)
      ).json<TCardPaymentStart>();
      expect(await confirmInBrowser(first, '4000000000000002')).toMatchObject({
        error: { code: 'card_declined', message: 'Your card was declined.' },
      });
      await stripe.delivered();
      expect((await billingOf(declined.caseId, declined.firm.client)).invoice?.payments[0]).toMatchObject({
        method: 'CARD',
        status: 'REJECTED',
        decisionNote: 'Your card was declined.',
      });

      // The same intent tried again with a card that needs 3-D Secure (the Payment Element keeps it).
      const secure = declined;
      const card = first;
      expect(await confirmInBrowser(card, '4000002760003184')).toMatchObject({ status: 'requires_action' });
      await stripe.delivered();
      expect((await billingOf(secure.caseId, secure.firm.client)).invoice?.status).toBe('ISSUED');
      const authenticated = await fetch(`${stripe.url}/browser/authenticate`, {
        method: 'POST',
        body: JSON.stringify({ clientSecret: card.clientSecret, passed: true }),
      });
      expect(await authenticated.json()).toMatchObject({ status: 'succeeded' });
      await stripe.delivered();
      expect(stripe.deliveries.at(-1)).toMatchObject({ type: 'payment_intent.succeeded', status: 200 });
      const billing = await billingOf(secure.caseId, secure.firm.client);
      expect(billing.invoice?.status).toBe('PAID');
      expect(billing.invoice?.payments[0]?.receipt?.receiptNumber).toMatch(/^RCT-/);
      expect(billing.offer).toBeNull();

      // Stripe delivering the same notification again, and one signed with another secret.
      const replay = await fetch(`${stripe.url}/test/replay`, { method: 'POST' });
      expect(await replay.json()).toMatchObject({ portalStatus: 200 });
      const forged = await fetch(`${stripe.url}/test/forge`, { method: 'POST' });
      expect(await forged.json()).toMatchObject({ portalStatus: 400 });
      const again = await billingOf(secure.caseId, secure.firm.client);
      expect(again.invoice?.payments).toHaveLength(1);
      expect(again.invoice?.payments[0]?.receipt?.receiptNumber).toBe(
        billing.invoice?.payments[0]?.receipt?.receiptNumber,
      );
    } finally {
      stripe.webhookUrl = undefined;
    }
  });
});

describe('without Stripe keys', () => {
  it('offers no card payment, no connection and no webhook', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({
        method: 'POST',
        url: `/api/payments/stripe/webhook`,
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
        payload: '{}',
      });
      expect(response.statusCode).toBe(404);
      const firm = await buildStaffedFirm(plain.app, plain.database.db);
      const status = await plain.app.inject({
        method: 'GET',
        url: '/api/firm/stripe',
        headers: { authorization: `Bearer ${firm.admin.token}` },
      });
      expect(status.json()).toEqual({
        available: false,
        planAllows: true,
        accountID: null,
        chargesEnabled: false,
      });
      const connect = await plain.app.inject({
        method: 'POST',
        url: '/api/firm/stripe/connect',
        headers: { authorization: `Bearer ${firm.admin.token}` },
      });
      expect(connect.json<TErrorResponse>().code).toBe('CARD_PAYMENTS_UNAVAILABLE');
    } finally {
      await plain.close();
    }
  });
});
