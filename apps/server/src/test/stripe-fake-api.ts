import { makeRefund } from './stripe-fake.js';
import {
  FAKE_STRIPE_KEYS,
  type TAccount,
  type TFakeRequest,
  type TFakeState,
  type TIntent,
} from './stripe-fake-types.js';

/**
 * The fake Stripe's API, as the official SDK calls it (form-encoded requests, JSON objects, an
 * idempotency key replaying the first answer): payment intents and refunds on a connected account, the
 * accounts and their onboarding links, products, Checkout and billing-portal sessions, subscriptions.
 */
export function apiRoute(
  st: TFakeState,
  request: TFakeRequest,
  send: (status: number, body: unknown) => void,
): void {
  const form = request.form;
  if (request.authorization !== `Bearer ${FAKE_STRIPE_KEYS.STRIPE_SECRET_KEY}`)
    return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
  const replayKey = request.idempotencyKey ? `${request.account}:${request.idempotencyKey}` : undefined;
  const replayed = replayKey ? st.replays.get(replayKey) : undefined;
  if (request.method === 'POST' && request.path === '/v1/payment_intents') {
    if (replayed) return send(200, st.intents.get(replayed));
    st.counter += 1;
    const id = `pi_fake${String(st.counter).padStart(6, '0')}`;
    const metadata: Record<string, string> = {};
    for (const [key, value] of form) {
      const match = /^metadata\[(\w+)\]$/.exec(key);
      if (match?.[1]) metadata[match[1]] = value;
    }
    const intent: TIntent = {
      id,
      object: 'payment_intent',
      amount: Number(form.get('amount')),
      amount_received: 0,
      currency: form.get('currency') ?? '',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_fake${st.counter}`,
      description: form.get('description'),
      metadata,
      last_payment_error: null,
      account: request.account,
    };
    st.intents.set(id, intent);
    if (replayKey) st.replays.set(replayKey, id);
    return send(200, intent);
  }
  if (request.method === 'POST' && request.path === '/v1/refunds') {
    if (replayed) return send(200, st.refunds.get(replayed));
    const intent = st.intents.get(form.get('payment_intent') ?? '');
    if (!intent || intent.account !== request.account)
      return send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
    const amount = Number(form.get('amount') ?? intent.amount_received);
    // A failed refund returned nothing, so it does not count against the charge.
    const refunded = [...st.refunds.values()]
      .filter((r) => r.payment_intent === intent.id && r.status !== 'failed')
      .reduce((sum, r) => sum + r.amount, 0);
    if (intent.status !== 'succeeded' || amount + refunded > intent.amount_received)
      return send(400, {
        error: {
          type: 'invalid_request_error',
          code: 'amount_too_large',
          message: 'Refund amount is greater than unrefunded amount on charge',
        },
      });
    const refund = makeRefund(st, intent, amount);
    if (replayKey) st.replays.set(replayKey, refund.id);
    return send(200, refund);
  }
  const refundPath = /^\/v1\/refunds\/(\w+)$/.exec(request.path);
  if (request.method === 'GET' && refundPath?.[1]) {
    const refund = st.refunds.get(refundPath[1]);
    if (!refund || refund.account !== request.account)
      return send(404, { error: { type: 'invalid_request_error', message: 'No such refund' } });
    return send(200, refund);
  }
  if (request.method === 'POST' && request.path === '/v1/accounts') {
    if (replayed) return send(200, st.accounts.get(replayed));
    st.counter += 1;
    const account: TAccount = {
      id: `acct_fake${String(st.counter).padStart(8, '0')}`,
      object: 'account',
      type: form.get('type') ?? '',
      country: form.get('country') ?? '',
      email: form.get('email'),
      charges_enabled: false,
      details_submitted: false,
      business_profile: { name: form.get('business_profile[name]') },
    };
    st.accounts.set(account.id, account);
    if (replayKey) st.replays.set(replayKey, account.id);
    return send(200, account);
  }
  const accountPath = /^\/v1\/accounts\/(\w+)$/.exec(request.path);
  if (request.method === 'GET' && accountPath?.[1]) {
    const account = st.accounts.get(accountPath[1]);
    return account
      ? send(200, account)
      : send(404, { error: { type: 'invalid_request_error', message: 'No such account' } });
  }
  if (request.method === 'POST' && request.path === '/v1/account_links') {
    const account = form.get('account') ?? '';
    if (!st.accounts.has(account))
      return send(400, { error: { type: 'invalid_request_error', message: 'No such account' } });
    st.onboarding.set(account, form.get('return_url') ?? '');
    return send(200, {
      object: 'account_link',
      url: `${st.url}/setup/s/${account}`,
      expires_at: Math.floor(Date.now() / 1000) + 300,
    });
  }
  const product = /^\/v1\/products\/(\w+)$/.exec(request.path);
  if (request.method === 'GET' && product?.[1])
    return st.products.has(product[1])
      ? send(200, { id: product[1], object: 'product' })
      : send(404, {
          error: { type: 'invalid_request_error', message: `No such product: '${product[1]}'` },
        });
  if (request.method === 'POST' && request.path === '/v1/products') {
    const id = form.get('id') ?? `prod_fake${st.counter}`;
    st.products.add(id);
    return send(200, { id, object: 'product', name: form.get('name') });
  }
  if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
    if (replayed) return send(200, st.sessions.get(replayed));
    st.counter += 1;
    const id = `cs_fake${String(st.counter).padStart(6, '0')}`;
    const session = {
      id,
      object: 'checkout.session' as const,
      url: `${st.url}/checkout/${id}`,
      form,
      subscription: null,
    };
    st.sessions.set(id, session);
    if (replayKey) st.replays.set(replayKey, id);
    return send(200, { id, object: 'checkout.session', url: session.url, mode: form.get('mode') });
  }
  if (request.method === 'POST' && request.path === '/v1/billing_portal/sessions')
    return send(200, {
      object: 'billing_portal.session',
      customer: form.get('customer'),
      url: `${st.url}/portal/${form.get('customer') ?? ''}`,
      return_url: form.get('return_url'),
    });
  const subscription = /^\/v1\/subscriptions\/(\w+)$/.exec(request.path);
  if (subscription?.[1]) {
    const found = st.subscriptions.get(subscription[1]);
    if (!found)
      return send(404, { error: { type: 'invalid_request_error', message: 'No such subscription' } });
    if (request.method === 'POST') {
      const item = found.items.data[0];
      if (item) {
        item.price = {
          product: form.get('items[0][price_data][product]') ?? item.price.product,
          unit_amount: Number(form.get('items[0][price_data][unit_amount]') ?? item.price.unit_amount),
          currency: form.get('items[0][price_data][currency]') ?? item.price.currency,
        };
      }
      for (const [key, value] of form) {
        const match = /^metadata\[(\w+)\]$/.exec(key);
        if (match?.[1]) found.metadata[match[1]] = value;
      }
      st.deliver('customer.subscription.updated', found, undefined);
    }
    return send(200, found);
  }
  const cancel = /^\/v1\/payment_intents\/(\w+)\/cancel$/.exec(request.path);
  if (request.method === 'POST' && cancel?.[1]) {
    const intent = st.intents.get(cancel[1]);
    if (!intent || intent.account !== request.account)
      return send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
    if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status))
      return send(400, {
        error: {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
        },
      });
    intent.status = 'canceled';
    return send(200, intent);
  }
  const retrieve = /^\/v1\/payment_intents\/(\w+)$/.exec(request.path);
  if (request.method === 'GET' && retrieve?.[1]) {
    const intent = st.intents.get(retrieve[1]);
    if (!intent || intent.account !== request.account)
      return send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
    return send(200, intent);
  }
  return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL` } });
}
