import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

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
  close(): Promise<void>;
}

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
        return send(200, {
          object: 'account_link',
          url: `https://connect.stripe.example/setup/s/${account}`,
          expires_at: Math.floor(Date.now() / 1000) + 300,
        });
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

  return {
    url: `http://127.0.0.1:${port}`,
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
}
