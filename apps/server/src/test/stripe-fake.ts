import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { apiRoute } from './stripe-fake-api.js';
import { browserRoute } from './stripe-fake-browser.js';
import {
  FAKE_STRIPE_KEYS,
  type TDelivery,
  type TFakeRequest,
  type TFakeState,
  type TIntent,
  type TRefund,
  type TStripeFake,
  type TSubscription,
} from './stripe-fake-types.js';

/**
 * A local stand-in for Stripe's HTTP API at the boundary (issue 21 point 5): the official SDK talks to
 * it as to api.stripe.com (STRIPE_API_URL), it answers the calls the portal makes the way Stripe does
 * (form-encoded requests, JSON objects, idempotency keys replayed), and records every request so a
 * test can say what Stripe was sent. Events are signed with the SDK's own test helper. Its API is in
 * stripe-fake-api.ts, its browser side (Stripe.js, hosted pages, test controls) in stripe-fake-browser.ts.
 */

export * from './stripe-fake-types.js';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
};

const sdk = new Stripe('sk_test_signing_only');
let eventCounter = 0;

/** A signed event body and its Stripe-Signature header. */
function signedEvent(
  type: string,
  object: object,
  options: { account?: string; secret?: string; id?: string } = {},
): { body: string; signature: string; id: string } {
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
}

/** The same notification signed with a secret that is not the portal's (a forgery). */
export function forgedSignature(body: string): string {
  return sdk.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_not_the_portals' });
}

/** A notification handed to the app in-process, as Stripe would POST it. */
export function injectEvent(app: FastifyInstance, event: { body: string; signature: string }) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.body,
  });
}

export async function startStripeFake(): Promise<TStripeFake> {
  const inFlight = new Set<Promise<void>>();
  const deliveries: TDelivery[] = [];
  const st: TFakeState = {
    url: '',
    webhookUrl: undefined,
    counter: 0,
    intents: new Map(),
    refunds: new Map(),
    accounts: new Map(),
    subscriptions: new Map(),
    products: new Set(),
    sessions: new Map(),
    replays: new Map(),
    onboarding: new Map(),
    deliveries,
    deliver(type, object, account) {
      const url = st.webhookUrl;
      if (!url) return;
      const event = signedEvent(type, object, { account });
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
    },
    async delivered() {
      await Promise.all([...inFlight]);
    },
    completeCheckout: (sessionId) => completeCheckout(st, sessionId),
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
      const text = Buffer.concat(chunks).toString('utf8');
      const request: TFakeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        account: header('stripe-account'),
        idempotencyKey: header('idempotency-key'),
        authorization: header('authorization'),
        form: new URLSearchParams(text),
      };
      requests.push(request);
      const browser = browserRoute(st, request, text);
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
      apiRoute(st, request, (status, body) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${st.counter}` });
        res.end(JSON.stringify(body));
      });
    });
  });
  const requests: TFakeRequest[] = [];
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  st.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: st.url,
    get webhookUrl() {
      return st.webhookUrl;
    },
    set webhookUrl(url: string | undefined) {
      st.webhookUrl = url;
    },
    deliveries,
    subscriptions: st.subscriptions,
    completeCheckout: (sessionId) => st.completeCheckout(sessionId),
    delivered: () => st.delivered(),
    requests,
    intents: st.intents,
    accounts: st.accounts,
    refunds: st.refunds,
    signedEvent,
    pay(intentId) {
      const intent = st.intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      return intent;
    },
    failRefund: (refundId, reason) => failRefund(st, refundId, reason),
    refundAtStripe(intentId, amount) {
      const intent = st.intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      return makeRefund(st, intent, amount);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Stripe failing a refund it had accepted, and saying so as it does: charge.refund.updated, then refund.failed. */
export async function failRefund(st: TFakeState, refundId: string, reason: string): Promise<TRefund> {
  const refund = st.refunds.get(refundId);
  if (!refund) throw new Error(`no refund ${refundId}`);
  refund.status = 'failed';
  refund.failure_reason = reason;
  st.deliver('charge.refund.updated', refund, refund.account);
  st.deliver('refund.failed', refund, refund.account);
  await st.delivered();
  return refund;
}

/** A refund of an intent at Stripe, succeeded at once (as a card refund usually is). */
export function makeRefund(st: TFakeState, intent: TIntent, amount: number): TRefund {
  st.counter += 1;
  const refund: TRefund = {
    id: `re_fake${String(st.counter).padStart(6, '0')}`,
    object: 'refund',
    amount,
    currency: intent.currency,
    payment_intent: intent.id,
    status: 'succeeded',
    failure_reason: null,
    account: intent.account,
  };
  st.refunds.set(refund.id, refund);
  return refund;
}

/** Finishes a Checkout page as the administrator would (what its "Subscribe" button does). */
async function completeCheckout(st: TFakeState, sessionId: string): Promise<TSubscription> {
  const session = st.sessions.get(sessionId);
  if (!session) throw new Error(`no checkout session ${sessionId}`);
  const metadata: Record<string, string> = {};
  for (const [key, value] of session.form) {
    const match = /^subscription_data\[metadata\]\[(\w+)\]$/.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  st.counter += 1;
  const sub: TSubscription = {
    id: `sub_fake${String(st.counter).padStart(6, '0')}`,
    object: 'subscription',
    customer: session.form.get('customer') ?? `cus_fake${String(st.counter).padStart(6, '0')}`,
    status: 'active',
    metadata,
    items: {
      object: 'list',
      data: [
        {
          id: `si_fake${String(st.counter).padStart(6, '0')}`,
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
  st.subscriptions.set(sub.id, sub);
  session.subscription = sub.id;
  st.deliver('customer.subscription.created', sub, undefined);
  st.deliver(
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
  await st.delivered();
  return sub;
}

/** POSTs a notification body with its Stripe-Signature header; the answer's status (0: unreachable). */
export async function post(url: string, body: string, signature: string): Promise<number> {
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
