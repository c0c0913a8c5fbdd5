import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PLANS,
  type TErrorResponse,
  type TFirmOverview,
  type TFirmSubscription,
  type TStripeRedirect,
} from '@portal/domain';
import { buildUser } from '../../test/factories.js';
import { buildStaffedFirm, kit, signedIn, type TSignedIn, type TStaffedFirm } from '../../test/case-kit.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { FAKE_STRIPE_KEYS, injectEvent, startStripeFake, type TStripeFake } from '../../test/stripe-fake.js';

const PUBLIC_URL = 'https://portal.example';
let ctx: TTestContext;
let stripe: TStripeFake;
let k: ReturnType<typeof kit>;
let smoooth: TSignedIn;
beforeAll(async () => {
  stripe = await startStripeFake();
  ctx = await createTestApp({ ...FAKE_STRIPE_KEYS, STRIPE_API_URL: stripe.url, PUBLIC_URL });
  k = kit(ctx.app, ctx.database.db);
  smoooth = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'SMOOOTH' }));
  // Stripe's notifications reach the server over HTTP, as from Stripe.
  stripe.webhookUrl = `${await ctx.app.listen({ port: 0, host: '127.0.0.1' })}/api/payments/stripe/webhook`;
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

async function freeFirm(): Promise<TStaffedFirm> {
  const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
  await ctx.database.db
    .updateTable('firms')
    .set({ plan_code: 'FREE' })
    .where('id', '=', firm.firmId)
    .execute();
  return firm;
}
const subscription = (who: TSignedIn) => k.ok<TFirmSubscription>('GET', '/api/firm/subscription', who.token);
const checkout = (who: TSignedIn, planCode: string) =>
  k.call('POST', '/api/firm/subscription/checkout', who.token, { planCode });
const firmRow = async (firmId: string) => {
  const firms = await k.ok<{ items: TFirmOverview[] }>('GET', '/api/accounts/firms', smoooth.token);
  return firms.items.find((f) => f.firmID === firmId);
};
const deliver = (event: { body: string; signature: string }) => injectEvent(ctx.app, event);

describe('the firm subscribes through Stripe Billing', () => {
  it('Checkout at the plan’s price; Stripe’s notification sets the plan; a move between paid plans is at once', async () => {
    const firm = await freeFirm();
    expect(await subscription(firm.admin)).toMatchObject({
      planCode: 'FREE',
      changeBy: 'STRIPE',
      billing: { status: 'NONE', hasCustomer: false },
    });
    const started = await checkout(firm.admin, 'SOLO');
    expect(started.statusCode, started.body).toBe(200);
    const { url } = started.json<TStripeRedirect>();
    expect(url).toMatch(new RegExp(`^${stripe.url}/checkout/cs_fake\\d+$`));
    // What Stripe was sent: the plan's monthly price in HKD from the portal's own plan table.
    const sent = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1);
    expect(sent?.form.get('mode')).toBe('subscription');
    expect(sent?.form.get('line_items[0][price_data][unit_amount]')).toBe(
      String(PLANS.SOLO.monthlyPriceCents),
    );
    expect(sent?.form.get('line_items[0][price_data][currency]')).toBe('hkd');
    expect(sent?.form.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(sent?.form.get('line_items[0][price_data][product]')).toBe('portal_plan_solo');
    expect(sent?.form.get('subscription_data[metadata][firm_id]')).toBe(firm.firmId);
    expect(sent?.form.get('success_url')).toBe(`${PUBLIC_URL}/subscription-plan?billing=done`);
    expect(sent?.account).toBeUndefined();
    // Nothing changes until Stripe says the firm subscribed.
    expect((await subscription(firm.admin)).planCode).toBe('FREE');

    const sub = await stripe.completeCheckout(url?.split('/').at(-1) ?? '');
    expect(stripe.deliveries.slice(-2).map((d) => [d.type, d.status])).toEqual([
      ['customer.subscription.created', 200],
      ['checkout.session.completed', 200],
    ]);
    const subscribed = await subscription(firm.officer);
    expect(subscribed).toMatchObject({ planCode: 'SOLO', billing: { status: 'ACTIVE', hasCustomer: true } });
    expect(Date.parse(subscribed.billing.periodEnd ?? '')).toBeGreaterThan(Date.now());
    expect(await firmRow(firm.firmId)).toMatchObject({ planCode: 'SOLO', billingStatus: 'ACTIVE' });

    // Moving up: the subscription itself moves at once (prorated), no second Checkout.
    const moved = await checkout(firm.admin, 'TEAM');
    expect(moved.json()).toEqual({ url: null });
    expect((await subscription(firm.admin)).planCode).toBe('TEAM');
    expect(stripe.subscriptions.get(sub.id)?.items.data[0]?.price.unit_amount).toBe(
      PLANS.TEAM.monthlyPriceCents,
    );
    const update = stripe.requests.filter(
      (r) => r.path === `/v1/subscriptions/${sub.id}` && r.method === 'POST',
    );
    expect(update.at(-1)?.form.get('proration_behavior')).toBe('create_prorations');

    // Stripe's billing portal for the card and invoices.
    const portal = await k.ok<TStripeRedirect>('POST', '/api/firm/subscription/portal', firm.admin.token);
    expect(portal.url).toBe(`${stripe.url}/portal/${sub.customer}`);
  });

  it('refuses a plan below what the firm uses before asking Stripe, and keeps it to the administrator', async () => {
    const firm = await freeFirm();
    const sub = await stripe.completeCheckout(
      (await checkout(firm.admin, 'TEAM')).json<TStripeRedirect>().url?.split('/').at(-1) ?? '',
    );
    expect((await subscription(firm.admin)).planCode).toBe('TEAM');
    // A fourth colleague: more seats than Solo has.
    const invited = await k.call('POST', '/api/accounts/invitations', firm.admin.token, {
      email: 'fourth@firm.example',
      userType: 'COM_SEC',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const before = stripe.requests.length;
    const down = await checkout(firm.admin, 'SOLO');
    expect(down.statusCode).toBe(409);
    expect(down.json<TErrorResponse>()).toMatchObject({ code: 'PLAN_USAGE_OVER' });
    expect(down.json<TErrorResponse>().message).toMatch(/Solo plan allows \(staff seats/i);
    expect(stripe.requests.length).toBe(before);
    expect(stripe.subscriptions.get(sub.id)?.items.data[0]?.price.unit_amount).toBe(
      PLANS.TEAM.monthlyPriceCents,
    );

    expect((await checkout(firm.officer, 'TEAM')).statusCode).toBe(403);
    expect((await checkout(firm.admin, 'ENTERPRISE')).statusCode).toBe(400);
    expect((await checkout(firm.admin, 'FREE')).statusCode).toBe(400);
  });

  it('reads each notification back from Stripe: a stale one changes nothing, an ended subscription puts the firm on Free', async () => {
    const firm = await freeFirm();
    const sub = await stripe.completeCheckout(
      (await checkout(firm.admin, 'SOLO')).json<TStripeRedirect>().url?.split('/').at(-1) ?? '',
    );
    await checkout(firm.admin, 'TEAM');
    // The "created" notification of Solo, delivered again late with another id: Stripe now says Team.
    const stale = stripe.signedEvent('customer.subscription.updated', {
      ...sub,
      metadata: { ...sub.metadata, plan_code: 'SOLO' },
    });
    expect((await deliver(stale)).json()).toMatchObject({ outcome: 'PLAN_UPDATED' });
    expect((await subscription(firm.admin)).planCode).toBe('TEAM');

    // A renewal fails: the plan stays while Stripe retries; SMOOOTH sees the firm past due.
    const live = stripe.subscriptions.get(sub.id);
    if (!live) throw new Error('no subscription');
    live.status = 'past_due';
    await deliver(stripe.signedEvent('customer.subscription.updated', live));
    expect(await subscription(firm.admin)).toMatchObject({
      planCode: 'TEAM',
      billing: { status: 'PAST_DUE' },
    });
    expect(await firmRow(firm.firmId)).toMatchObject({ billingStatus: 'PAST_DUE' });

    // Ended: back on Free, and the firm may subscribe again through Checkout.
    live.status = 'canceled';
    await deliver(stripe.signedEvent('customer.subscription.deleted', live));
    expect(await subscription(firm.admin)).toMatchObject({
      planCode: 'FREE',
      billing: { status: 'CANCELED' },
    });
    expect((await checkout(firm.admin, 'SOLO')).json<TStripeRedirect>().url).toMatch(/\/checkout\/cs_fake/);

    // A connected account's own subscription (a firm's customer) is none of the portal's billing.
    const elsewhere = stripe.signedEvent(
      'customer.subscription.updated',
      { ...live, status: 'active' },
      { account: 'acct_somefirm000001' },
    );
    expect((await deliver(elsewhere)).json()).toMatchObject({ outcome: 'IGNORED' });
    expect((await subscription(firm.admin)).planCode).toBe('FREE');
  });
});

describe('without Stripe keys', () => {
  it('the plan is SMOOOTH’s to set: no Checkout, no portal', async () => {
    const plain = await createTestApp();
    try {
      const firm = await buildStaffedFirm(plain.app, plain.database.db);
      const pk = kit(plain.app, plain.database.db);
      expect(await pk.ok<TFirmSubscription>('GET', '/api/firm/subscription', firm.admin.token)).toMatchObject(
        {
          changeBy: 'SMOOOTH',
          billing: { status: 'NONE', hasCustomer: false },
        },
      );
      const refused = await pk.call('POST', '/api/firm/subscription/checkout', firm.admin.token, {
        planCode: 'TEAM',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json<TErrorResponse>().code).toBe('PLAN_BILLING_UNAVAILABLE');
      const portal = await pk.call('POST', '/api/firm/subscription/portal', firm.admin.token);
      expect(portal.json<TErrorResponse>().code).toBe('PLAN_BILLING_UNAVAILABLE');
    } finally {
      await plain.close();
    }
  });
});
