import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { FAKE_STRIPE_JS } from './fake-stripe-js.js';

/**
 * A local stand-in for Stripe's HTTP API at the boundary (issue 21 point 5): the official SDK talks to
 * it as to api.stripe.com (STRIPE_API_URL), it answers the calls the portal makes the way Stripe does
 * (form-encoded requests, JSON objects, idempotency keys replayed), and records every request so a
 * test can say what Stripe was sent. Events are signed with the SDK's own test helper.
 */

export const FAKE_STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_portalfake',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_portalfake',
  STRIPE_WEBHOOK_SECRET: 'whsec_portalfake',
};

export interface TFakeRequest {
  method: string;
  path: string;
  /** The connected account the call was made on (Stripe-Account header). */
  account: string | undefined;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  form: URLSearchParams;
}

export interface TIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  last_payment_error: { message: string } | null;
  account: string | undefined;
}

export interface TAccount {
  id: string;
  object: 'account';
  type: string;
  country: string;
  email: string | null;
  charges_enabled: boolean;
  details_submitted: boolean;
  business_profile: { name: string | null };
}

export interface TStripeFake {
  url: string;
  requests: TFakeRequest[];
  intents: Map<string, TIntent>;
  /** Connected accounts; a test finishes one's onboarding by setting charges_enabled. */
  accounts: Map<string, TAccount>;
  /** A webhook body and its Stripe-Signature header, as Stripe would send them. */
  signedEvent(
    type: string,
    object: object,
    options?: { account?: string; secret?: string; id?: string },
  ): { body: string; signature: string; id: string };
  /** The intent as paid (what Stripe.js's confirmation leaves behind). */
  pay(intentId: string): TIntent;
  /**
   * Where the fake sends its notifications, as Stripe sends them to a webhook endpoint: the browser's
   * confirmations (through the fake Stripe.js) and the test controls. Unset: nothing is sent.
   */
  webhookUrl: string | undefined;
  /** Every notification sent, with the portal's answer. */
  deliveries: TDelivery[];
  /** The portal's own subscriptions (Stripe Billing on the platform), by id. */
  subscriptions: Map<string, TSubscription>;
  /** Finishes a Checkout page as the administrator would (what its "Subscribe" button does). */
  completeCheckout(sessionId: string): Promise<TSubscription>;
  /** Waits until every notification sent so far has been answered. */
  delivered(): Promise<void>;
  close(): Promise<void>;
}

export interface TSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      current_period_end: number;
      price: { product: string; unit_amount: number; currency: string };
    }[];
  };
}

export interface TDelivery {
  id: string;
  type: string;
  body: string;
  signature: string;
  status: number | null;
}

/** Stripe's test cards (docs.stripe.com/testing) the fake Stripe.js knows. */
const DECLINED_CARD = '4000000000000002';
const THREE_D_SECURE_CARD = '4000002760003184';

function luhn(number: string): boolean {
  let sum = 0;
  [...number].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  });
  return /^\d{12,19}$/.test(number) && sum % 10 === 0;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
};

const sdk = new Stripe('sk_test_signing_only');
let eventCounter = 0;

export async function startStripeFake(): Promise<TStripeFake> {
  const requests: TFakeRequest[] = [];
  const intents = new Map<string, TIntent>();
  const replays = new Map<string, string>();
  const accounts = new Map<string, TAccount>();
  const refunds = new Map<
    string,
    { id: string; object: 'refund'; amount: number; currency: string; payment_intent: string; status: string }
  >();
  let counter = 0;
  const deliveries: TDelivery[] = [];
  const subscriptions = new Map<string, TSubscription>();
  const products = new Set<string>();
  const sessions = new Map<
    string,
    {
      id: string;
      object: 'checkout.session';
      url: string;
      form: URLSearchParams;
      subscription: string | null;
    }
  >();
  /** Where each account's hosted onboarding sends the firm back (the account link's return_url). */
  const onboarding = new Map<string, string>();
  const inFlight = new Set<Promise<void>>();
  const state = { webhookUrl: undefined as string | undefined };

  /** Sends the portal a signed notification, as Stripe does after the event. */
  const deliver = (type: string, object: object, account: string | undefined) => {
    const url = state.webhookUrl;
    if (!url) return;
    const event = fake.signedEvent(type, object, { account });
    const delivery: TDelivery = {
      id: event.id,
      type,
      body: event.body,
      signature: event.signature,
      status: null,
    };
    deliveries.push(delivery);
    const sending = post(url, event.body, event.signature).then((status) => {
      delivery.status = status;
    });
    inFlight.add(sending);
    void sending.finally(() => inFlight.delete(sending));
  };

  const succeed = (intent: TIntent) => {
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.last_payment_error = null;
    deliver('payment_intent.succeeded', intent, intent.account);
    return { status: 200, body: { id: intent.id, status: intent.status } };
  };
  const decline = (intent: TIntent, code: string, message: string) => {
    intent.status = 'requires_payment_method';
    intent.last_payment_error = { message };
    deliver('payment_intent.payment_failed', intent, intent.account);
    // Stripe's API answers a decline with 402; to its own script the fake answers 200 with the error, so
    // that the browser tests' watch for failed requests stays strict.
    return { status: 200, body: { error: { type: 'card_error', code, message } } };
  };

  /** Stripe.js's side (the fake script, its confirmations) and the browser tests' controls. */
  const browserRoute = (
    request: TFakeRequest,
    text: string,
  ): Promise<{ status: number; body: unknown; type?: string; location?: string }> | undefined => {
    if (request.method === 'OPTIONS') return Promise.resolve({ status: 204, body: '' });
    if (request.method === 'GET' && request.path === '/favicon.ico')
      return Promise.resolve({ status: 204, body: '' });
    // Stripe's hosted onboarding of a connected account: one button finishes it and goes back.
    const setup = /^\/setup\/s\/(\w+)$/.exec(request.path);
    if (setup?.[1] && accounts.has(setup[1])) {
      if (request.method === 'GET')
        return Promise.resolve({
          status: 200,
          type: 'text/html; charset=utf-8',
          body: `<!doctype html><html lang="en"><head><title>Stripe onboarding (test)</title></head><body><main><h1>Set up payments for your business</h1><form method="post"><button type="submit">Finish onboarding</button></form></main></body></html>`,
        });
      if (request.method === 'POST') {
        const account = accounts.get(setup[1]);
        if (account) {
          account.charges_enabled = true;
          account.details_submitted = true;
          deliver('account.updated', account, account.id);
        }
        return fake.delivered().then(() => ({
          status: 303,
          body: '',
          location: onboarding.get(setup[1] ?? '') ?? '/',
        }));
      }
    }
    // Stripe Checkout's hosted page: one button subscribes and goes back to the portal.
    const checkout = /^\/checkout\/(\w+)$/.exec(request.path);
    if (checkout?.[1] && sessions.has(checkout[1])) {
      const session = sessions.get(checkout[1]);
      if (request.method === 'GET')
        return Promise.resolve({
          status: 200,
          type: 'text/html; charset=utf-8',
          body: `<!doctype html><html lang="en"><head><title>Checkout (test)</title></head><body><main><h1>Subscribe to ${session?.form.get('line_items[0][price_data][product]') ?? ''}</h1><form method="post"><button type="submit">Subscribe</button></form></main></body></html>`,
        });
      if (request.method === 'POST')
        return fake.completeCheckout(checkout[1]).then(() => ({
          status: 303,
          body: '',
          location: session?.form.get('success_url') ?? '/',
        }));
    }
    if (request.method === 'GET' && request.path === '/v3/stripe.js')
      return Promise.resolve({ status: 200, body: FAKE_STRIPE_JS, type: 'text/javascript; charset=utf-8' });
    if (request.method !== 'POST') return undefined;
    const json = (): Record<string, unknown> => {
      try {
        return JSON.parse(text) as Record<string, unknown>;
      } catch {
        return {};
      }
    };
    const intentOf = (body: Record<string, unknown>) =>
      [...intents.values()].find((i) => i.client_secret === body.clientSecret);
    const refused = (status: number, message: string) =>
      Promise.resolve({ status, body: { error: { type: 'invalid_request_error', message } } });
    if (request.path === '/browser/confirm') {
      const body = json();
      if (body.publishableKey !== FAKE_STRIPE_KEYS.STRIPE_PUBLISHABLE_KEY)
        return refused(401, 'Invalid API Key provided');
      const intent = intentOf(body);
      if (!intent || intent.account !== body.account) return refused(404, 'No such payment_intent');
      if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation')
        return refused(400, `This PaymentIntent's status is ${intent.status}.`);
      const card = typeof body.card === 'string' ? body.card : '';
      if (!luhn(card))
        return Promise.resolve({
          status: 200,
          body: {
            error: {
              type: 'card_error',
              code: 'incorrect_number',
              message: 'Your card number is incorrect.',
            },
          },
        });
      if (card === DECLINED_CARD)
        return Promise.resolve(decline(intent, 'card_declined', 'Your card was declined.'));
      if (card === THREE_D_SECURE_CARD) {
        intent.status = 'requires_action';
        return Promise.resolve({ status: 200, body: { id: intent.id, status: intent.status } });
      }
      return Promise.resolve(succeed(intent));
    }
    if (request.path === '/browser/authenticate') {
      const body = json();
      const intent = intentOf(body);
      if (!intent || intent.status !== 'requires_action') return refused(400, 'Nothing to authenticate');
      if (body.passed === true) return Promise.resolve(succeed(intent));
      return Promise.resolve(
        decline(
          intent,
          'payment_intent_authentication_failure',
          'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
        ),
      );
    }
    // Stripe allowing (or no longer allowing) an account to take charges, and telling the portal.
    const enable = /^\/test\/accounts\/(\w+)\/(enable|disable)$/.exec(request.path);
    if (enable?.[1]) {
      const account = accounts.get(enable[1]);
      if (!account) return refused(404, 'No such account');
      account.charges_enabled = enable[2] === 'enable';
      account.details_submitted = true;
      deliver('account.updated', account, account.id);
      return fake.delivered().then(() => ({ status: 200, body: account }));
    }
    // The last notification sent again as it was, or with a signature made with another secret.
    if (request.path === '/test/replay' || request.path === '/test/forge') {
      const last = deliveries.at(-1);
      if (!last || !state.webhookUrl) return refused(404, 'Nothing was sent');
      const signature =
        request.path === '/test/replay'
          ? last.signature
          : sdk.webhooks.generateTestHeaderString({ payload: last.body, secret: 'whsec_not_the_portals' });
      return post(state.webhookUrl, last.body, signature).then((status) => ({
        status: 200,
        body: { id: last.id, type: last.type, portalStatus: status },
      }));
    }
    return undefined;
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const header = (name: string) => {
        const value = req.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const request: TFakeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        account: header('stripe-account'),
        idempotencyKey: header('idempotency-key'),
        authorization: header('authorization'),
        form,
      };
      requests.push(request);
      const send = (status: number, body: unknown) => {
        const text = JSON.stringify(body);
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
        res.end(text);
      };
      const browser = browserRoute(request, Buffer.concat(chunks).toString('utf8'));
      if (browser) {
        void browser.then(({ status, body, type, location }) => {
          res.writeHead(status, {
            ...CORS,
            'content-type': type ?? 'application/json',
            ...(location ? { location } : {}),
          });
          res.end(typeof body === 'string' ? body : JSON.stringify(body));
        });
        return;
      }
      if (request.authorization !== `Bearer ${FAKE_STRIPE_KEYS.STRIPE_SECRET_KEY}`)
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      const replayKey = request.idempotencyKey ? `${request.account}:${request.idempotencyKey}` : undefined;
      const replayed = replayKey ? replays.get(replayKey) : undefined;
      if (request.method === 'POST' && request.path === '/v1/payment_intents') {
        if (replayed) return send(200, intents.get(replayed));
        counter += 1;
        const id = `pi_fake${String(counter).padStart(6, '0')}`;
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
          client_secret: `${id}_secret_fake${counter}`,
          description: form.get('description'),
          metadata,
          last_payment_error: null,
          account: request.account,
        };
        intents.set(id, intent);
        if (replayKey) replays.set(replayKey, id);
        return send(200, intent);
      }
      if (request.method === 'POST' && request.path === '/v1/refunds') {
        if (replayed) return send(200, refunds.get(replayed));
        const intent = intents.get(form.get('payment_intent') ?? '');
        if (!intent || intent.account !== request.account)
          return send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
        const amount = Number(form.get('amount') ?? intent.amount_received);
        const refunded = [...refunds.values()]
          .filter((r) => r.payment_intent === intent.id)
          .reduce((sum, r) => sum + r.amount, 0);
        if (intent.status !== 'succeeded' || amount + refunded > intent.amount_received)
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'amount_too_large',
              message: 'Refund amount is greater than unrefunded amount on charge',
            },
          });
        counter += 1;
        const refund = {
          id: `re_fake${String(counter).padStart(6, '0')}`,
          object: 'refund' as const,
          amount,
          currency: intent.currency,
          payment_intent: intent.id,
          status: 'succeeded',
        };
        refunds.set(refund.id, refund);
        if (replayKey) replays.set(replayKey, refund.id);
        return send(200, refund);
      }
      if (request.method === 'POST' && request.path === '/v1/accounts') {
        if (replayed) return send(200, accounts.get(replayed));
        counter += 1;
        const account: TAccount = {
          id: `acct_fake${String(counter).padStart(8, '0')}`,
          object: 'account',
          type: form.get('type') ?? '',
          country: form.get('country') ?? '',
          email: form.get('email'),
          charges_enabled: false,
          details_submitted: false,
          business_profile: { name: form.get('business_profile[name]') },
        };
        accounts.set(account.id, account);
        if (replayKey) replays.set(replayKey, account.id);
        return send(200, account);
      }
      const accountPath = /^\/v1\/accounts\/(\w+)$/.exec(request.path);
      if (request.method === 'GET' && accountPath?.[1]) {
        const account = accounts.get(accountPath[1]);
        return account
          ? send(200, account)
          : send(404, { error: { type: 'invalid_request_error', message: 'No such account' } });
      }
      if (request.method === 'POST' && request.path === '/v1/account_links') {
        const account = form.get('account') ?? '';
        if (!accounts.has(account))
          return send(400, { error: { type: 'invalid_request_error', message: 'No such account' } });
        onboarding.set(account, form.get('return_url') ?? '');
        return send(200, {
          object: 'account_link',
          url: `http://127.0.0.1:${port}/setup/s/${account}`,
          expires_at: Math.floor(Date.now() / 1000) + 300,
        });
      }
      const product = /^\/v1\/products\/(\w+)$/.exec(request.path);
      if (request.method === 'GET' && product?.[1])
        return products.has(product[1])
          ? send(200, { id: product[1], object: 'product' })
          : send(404, {
              error: { type: 'invalid_request_error', message: `No such product: '${product[1]}'` },
            });
      if (request.method === 'POST' && request.path === '/v1/products') {
        const id = form.get('id') ?? `prod_fake${counter}`;
        products.add(id);
        return send(200, { id, object: 'product', name: form.get('name') });
      }
      if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
        if (replayed) return send(200, sessions.get(replayed));
        counter += 1;
        const id = `cs_fake${String(counter).padStart(6, '0')}`;
        const session = {
          id,
          object: 'checkout.session' as const,
          url: `${fake.url}/checkout/${id}`,
          form,
          subscription: null,
        };
        sessions.set(id, session);
        if (replayKey) replays.set(replayKey, id);
        return send(200, { id, object: 'checkout.session', url: session.url, mode: form.get('mode') });
      }
      if (request.method === 'POST' && request.path === '/v1/billing_portal/sessions')
        return send(200, {
          object: 'billing_portal.session',
          customer: form.get('customer'),
          url: `${fake.url}/portal/${form.get('customer') ?? ''}`,
          return_url: form.get('return_url'),
        });
      const subscription = /^\/v1\/subscriptions\/(\w+)$/.exec(request.path);
      if (subscription?.[1]) {
        const found = subscriptions.get(subscription[1]);
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
          deliver('customer.subscription.updated', found, undefined);
        }
        return send(200, found);
      }
      const cancel = /^\/v1\/payment_intents\/(\w+)\/cancel$/.exec(request.path);
      if (request.method === 'POST' && cancel?.[1]) {
        const intent = intents.get(cancel[1]);
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
        const intent = intents.get(retrieve[1]);
        if (!intent || intent.account !== request.account)
          return send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
        return send(200, intent);
      }
      return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: TStripeFake = {
    url: `http://127.0.0.1:${port}`,
    get webhookUrl() {
      return state.webhookUrl;
    },
    set webhookUrl(url: string | undefined) {
      state.webhookUrl = url;
    },
    deliveries,
    subscriptions,
    async completeCheckout(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no checkout session ${sessionId}`);
      const metadata: Record<string, string> = {};
      for (const [key, value] of session.form) {
        const match = /^subscription_data\[metadata\]\[(\w+)\]$/.exec(key);
        if (match?.[1]) metadata[match[1]] = value;
      }
      counter += 1;
      const sub: TSubscription = {
        id: `sub_fake${String(counter).padStart(6, '0')}`,
        object: 'subscription',
        customer: session.form.get('customer') ?? `cus_fake${String(counter).padStart(6, '0')}`,
        status: 'active',
        metadata,
        items: {
          object: 'list',
          data: [
            {
              id: `si_fake${String(counter).padStart(6, '0')}`,
              object: 'subscription_item',
              current_period_end: Math.floor(Date.now() / 1000) + 30 * 86_400,
              price: {
                product: session.form.get('line_items[0][price_data][product]') ?? '',
                unit_amount: Number(session.form.get('line_items[0][price_data][unit_amount]')),
                currency: session.form.get('line_items[0][price_data][currency]') ?? '',
              },
            },
          ],
        },
      };
      subscriptions.set(sub.id, sub);
      session.subscription = sub.id;
      deliver('customer.subscription.created', sub, undefined);
      deliver(
        'checkout.session.completed',
        {
          id: session.id,
          object: 'checkout.session',
          mode: 'subscription',
          customer: sub.customer,
          subscription: sub.id,
          client_reference_id: session.form.get('client_reference_id'),
          metadata,
        },
        undefined,
      );
      await fake.delivered();
      return sub;
    },
    async delivered() {
      await Promise.all([...inFlight]);
    },
    requests,
    intents,
    accounts,
    signedEvent(type, object, options = {}) {
      eventCounter += 1;
      const id = options.id ?? `evt_fake${String(eventCounter).padStart(6, '0')}`;
      const body = JSON.stringify({
        id,
        object: 'event',
        api_version: '2025-01-01',
        created: Math.floor(Date.now() / 1000),
        type,
        account: options.account,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object },
      });
      const signature = sdk.webhooks.generateTestHeaderString({
        payload: body,
        secret: options.secret ?? FAKE_STRIPE_KEYS.STRIPE_WEBHOOK_SECRET,
      });
      return { body, signature, id };
    },
    pay(intentId) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}

/** POSTs a notification body with its Stripe-Signature header; the answer's status (0: unreachable). */
async function post(url: string, body: string, signature: string): Promise<number> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}
