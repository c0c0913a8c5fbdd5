import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, snap } from '../support/browser.js';
import { pathOf, signIn } from '../support/session.js';
import { api, tokenOf } from '../support/api.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/**
 * Card payment (issue 21 point 1) against the local fake of Stripe the server is started with: its API
 * for the server's SDK, its Stripe.js for the payment screen, its hosted onboarding, and the signed
 * notifications it sends the server. The demo leaves Kowloon's Cheung Chau Kites with its invoice
 * issued for Carmen; nothing of Harbour's is touched.
 */
const COMPANY = 'Cheung Chau Kites Limited';
const stripeURL = () => inject('stripeURL');

async function control(path: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${stripeURL()}${path}`, { method: 'POST' });
  return (await response.json()) as Record<string, unknown>;
}

async function kitesBilling(token: string) {
  const { body } = await api('GET', `/api/cases?search=${encodeURIComponent(COMPANY)}`, token);
  const found = (body.items as { caseID: string }[])[0];
  if (!found) throw new Error('the demo card case is missing');
  const billing = await api('GET', `/api/cases/${found.caseID}/billing`, token);
  return { caseID: found.caseID, billing: billing.body };
}

describe('paying an invoice by card (issue 21)', () => {
  let account = '';
  afterAll(async () => {
    // Stripe no longer lets the account take charges: the firm is as the demo left it for other specs.
    if (account) await control(`/test/accounts/${account}/disable`);
  });

  it('the firm connects its Stripe account; the client pays by card with 3-D Secure; Stripe’s notification settles it', async () => {
    // Kowloon's administrator connects the firm's own Stripe account through Stripe's hosted onboarding.
    const admin = await openPage(browser);
    await signIn(admin.page, 'kowloon.admin');
    await admin.page.goto('/subscription-plan');
    await admin.page.getByRole('button', { name: 'Connect Stripe' }).click();
    await admin.page.getByRole('heading', { name: 'Set up payments for your business' }).waitFor();
    await admin.page.getByRole('button', { name: 'Finish onboarding' }).click();
    await admin.page.waitForURL(/\/subscription-plan\?stripe=return/);
    await admin.page
      .getByText(/^Clients can pay invoices by card into the firm's Stripe account acct_/)
      .waitFor();
    const adminToken = await tokenOf('kowloon.admin');
    account = String((await api('GET', '/api/firm/stripe', adminToken)).body.accountID);
    expect(admin.problems).toEqual([]);
    await admin.context.close();

    // Carmen opens her payment task inside the app: the card is offered beside the transfer.
    const carmenToken = await tokenOf('client.carmen');
    const { caseID, billing } = await kitesBilling(carmenToken);
    const invoice = billing.invoice as { invoiceNumber: string; totalCents: number };
    expect(billing.offer).toMatchObject({ card: true, amountCents: invoice.totalCents });
    const carmen = await openPage(browser);
    await signIn(carmen.page, 'client.carmen');
    await carmen.page.goto(`/view-cases/ongoing/${caseID}`);
    await carmen.page.getByRole('link', { name: /pay/i }).first().click();
    await carmen.page.getByRole('heading', { name: 'Pay by card' }).waitFor();
    await carmen.page.getByText('Reference to quote:', { exact: false }).waitFor();
    // Reached inside the app, the page's policy allows nothing third-party: Stripe.js is not on it.
    expect(await carmen.page.locator('meta[name="portal-card-script"]').count()).toBe(0);
    const amount = (await carmen.page.getByRole('button', { name: /^Pay HK\$[\d,.]+ by card$/ }).innerText())
      .replace('Pay ', '')
      .replace(' by card', '');
    await carmen.page.getByRole('button', { name: `Pay ${amount} by card` }).click();
    // The screen loads again as a page of its own, whose policy lets Stripe.js in, and opens the card form.
    await carmen.page.getByLabel('Card number').waitFor();
    expect(await carmen.page.locator('meta[name="portal-card-script"]').getAttribute('content')).toBe(
      `${stripeURL()}/v3/stripe.js`,
    );
    expect(pathOf(carmen.page)).toBe(`/incorporation/payment/${caseID}`);

    // A declined card: Stripe's answer on the screen, the invoice still to pay.
    await carmen.page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await carmen.page.getByLabel('Expiry (MM / YY)').fill('12 / 30');
    await carmen.page.getByLabel('Security code').fill('123');
    await carmen.page.getByRole('button', { name: `Pay ${amount}`, exact: true }).click();
    await carmen.page
      .getByRole('region', { name: 'Pay by card' })
      .getByRole('alert')
      .filter({ hasText: 'Your card was declined.' })
      .waitFor();
    await snap(carmen.page, 'card-payment-declined');

    // Another card, whose bank asks for 3-D Secure.
    await carmen.page.getByLabel('Card number').fill('4000 0027 6000 3184');
    await carmen.page.getByRole('button', { name: `Pay ${amount}`, exact: true }).click();
    const challenge = carmen.page.getByRole('dialog', { name: '3D Secure 2 test page' });
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();
    await carmen.page.getByText('Thank you: your card payment has gone through.').waitFor();

    // Stripe's signed notification settles the invoice; the screen follows it to "paid" with a receipt.
    await carmen.page.getByText(/Paid by card; Stripe confirmed the payment on/).waitFor({ timeout: 20_000 });
    await carmen.page.getByText(/^Receipt RCT-\d{4}-\d{4}/).waitFor();
    await snap(carmen.page, 'card-payment-paid');
    const officerToken = await tokenOf('kowloon.iris');
    const settled = (await kitesBilling(officerToken)).billing;
    expect(settled.invoice).toMatchObject({ status: 'PAID' });
    const payments = (
      settled.invoice as { payments: { method: string; status: string; amountCents: number }[] }
    ).payments;
    // The declined attempt and the paid one are the same payment intent: one card payment, received.
    expect(payments.map((p) => [p.method, p.status])).toEqual([['CARD', 'CONFIRMED']]);
    expect(payments[0]?.amountCents).toBe(invoice.totalCents);
    // The case moved on from payment to signing.
    const detail = await api('GET', `/api/cases/${caseID}`, officerToken);
    expect(detail.body.step).not.toBe('PAYMENT');

    // Stripe delivering the same notification again changes nothing; a forged one is refused.
    expect(await control('/test/replay')).toMatchObject({
      type: 'payment_intent.succeeded',
      portalStatus: 200,
    });
    expect(await control('/test/forge')).toMatchObject({ portalStatus: 400 });
    const after = (await kitesBilling(officerToken)).billing;
    expect((after.invoice as { payments: unknown[] }).payments).toHaveLength(1);
    expect(after.invoice).toMatchObject({ status: 'PAID' });

    // Leaving the payment screen loads the next page afresh: Stripe.js does not stay behind.
    await carmen.page.getByRole('link', { name: 'Open the case' }).click();
    await carmen.page.waitForURL((url) => url.pathname === `/view-cases/ongoing/${caseID}`);
    await expect
      .poll(() => carmen.page.evaluate(() => typeof (window as { Stripe?: unknown }).Stripe))
      .toBe('undefined');
    expect(carmen.problems).toEqual([]);
    await carmen.context.close();

    // Iris, the officer in charge, refunds part of it to the card: a credit note, the rest still refundable.
    const iris = await openPage(browser);
    await signIn(iris.page, 'kowloon.iris');
    await iris.page.goto(`/incorporation/invoice-info/${caseID}`);
    await iris.page.getByRole('button', { name: /^Refund payment / }).click();
    const dialog = iris.page.getByRole('dialog', { name: /^Refund payment / });
    await dialog.getByLabel(/Amount to refund/).fill('100.00');
    await dialog.getByLabel(/Reason/).fill('Courier not needed');
    await snap(iris.page, 'card-refund-dialog');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    const note = iris.page.getByText(/^Credit note CN-\d{4}-\d{4}: HK\$100\.00 refunded to the card on /);
    await note.waitFor();
    const refunded = (await kitesBilling(officerToken)).billing.invoice as {
      payments: { refundableCents: number; refunds: { status: string }[] }[];
    };
    expect(refunded.payments[0]).toMatchObject({
      refundableCents: invoice.totalCents - 10_000,
      refunds: [{ status: 'SUCCEEDED' }],
    });

    // Days later Stripe reports the card closed and the refund failed: the note is void, the money not back.
    expect(await control('/test/refunds/latest/fail')).toMatchObject({ status: 'failed' });
    await iris.page.reload();
    const voided = iris.page.getByText(
      'Refund failed: the card has expired or been cancelled. Nothing went back to the card; this credit note is void and the amount can be refunded again.',
    );
    await voided.waitFor();
    await iris.page.getByText(/^Stripe confirmed the payment on /).waitFor();
    await voided.scrollIntoViewIfNeeded();
    await snap(iris.page, 'card-refund-failed');
    // The same in dark theme and Traditional Chinese: Stripe's reason in the reader's language.
    await iris.page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await iris.page.getByRole('button', { name: 'Choose language' }).first().click();
    await iris.page.getByRole('menuitem', { name: '繁體中文' }).click();
    const voidedZh = iris.page.getByText(/^退款失敗：信用卡已過期或已取消。/);
    await voidedZh.waitFor();
    await voidedZh.scrollIntoViewIfNeeded();
    await snap(iris.page, 'card-refund-failed-dark-zh');
    const failed = (await kitesBilling(officerToken)).billing.invoice as {
      payments: { refundableCents: number }[];
    };
    expect(failed.payments[0]?.refundableCents).toBe(invoice.totalCents);
    expect(iris.problems).toEqual([]);
    await iris.context.close();
  });
});

describe('the firm pays for the portal through Stripe Billing (issue 21)', () => {
  it('the administrator subscribes through Checkout, the notification sets the plan, and a move back is at once', async () => {
    const { page, context, problems } = await openPage(browser);
    await signIn(page, 'kowloon.admin');
    await page.goto('/subscription-plan');
    await page.getByText(/pay for it monthly by card through Stripe/).waitFor();
    await page.getByRole('button', { name: 'Move to Team (HK$1,880.00 a month)' }).click();
    // Stripe Checkout's page (the fake's), then back to the portal, which follows Stripe's notification.
    await page.getByRole('heading', { name: 'Subscribe to portal_plan_team' }).waitFor();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(/\/subscription-plan\?billing=done$/);
    await page
      .getByText(/Paid monthly by card through Stripe; the next renewal is on \d{4}-\d{2}-\d{2}/)
      .waitFor();
    await page.getByRole('progressbar', { name: /^Staff seats: \d+ of 15$/ }).waitFor();
    await snap(page, 'plan-billing-subscribed');

    await page.getByRole('button', { name: 'Move to Solo (HK$480.00 a month)' }).click();
    await page.getByText('The firm is now on the Solo plan.').waitFor();
    await page.getByRole('progressbar', { name: /^Staff seats: \d+ of 3$/ }).waitFor();
    await page.getByRole('button', { name: 'Card and invoices (Stripe)' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();

    const firms = await api('GET', '/api/accounts/firms', await tokenOf('smoooth.ops'));
    const kowloon = (firms.body.items as { name: string; planCode: string; billingStatus: string }[]).find(
      (f) => f.name === 'Kowloon Secretarial Partners Limited',
    );
    expect(kowloon).toMatchObject({ planCode: 'SOLO', billingStatus: 'ACTIVE' });
  });
});
