import { FAKE_STRIPE_JS } from './fake-stripe-js.js';
import { failRefund, forgedSignature, post } from './stripe-fake.js';
import { FAKE_STRIPE_KEYS, type TFakeRequest, type TFakeState, type TIntent } from './stripe-fake-types.js';

/**
 * The fake Stripe's browser side: the stand-in Stripe.js and its confirmations with Stripe's test cards,
 * the hosted onboarding and Checkout pages, and the controls a browser test uses (an account allowed
 * to take charges, the last notification replayed or forged, a refund Stripe fails).
 */

export interface TBrowserAnswer {
  status: number;
  body: unknown;
  type?: string;
  location?: string;
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

function succeed(st: TFakeState, intent: TIntent) {
  intent.status = 'succeeded';
  intent.amount_received = intent.amount;
  intent.last_payment_error = null;
  st.deliver('payment_intent.succeeded', intent, intent.account);
  return { status: 200, body: { id: intent.id, status: intent.status } };
}
function decline(st: TFakeState, intent: TIntent, code: string, message: string) {
  intent.status = 'requires_payment_method';
  intent.last_payment_error = { message };
  st.deliver('payment_intent.payment_failed', intent, intent.account);
  // Stripe's API answers a decline with 402; to its own script the fake answers 200 with the error, so
  // that the browser tests' watch for failed requests stays strict.
  return { status: 200, body: { error: { type: 'card_error', code, message } } };
}

/** Stripe.js's side (the fake script, its confirmations) and the browser tests' controls. */
export function browserRoute(
  st: TFakeState,
  request: TFakeRequest,
  text: string,
): Promise<TBrowserAnswer> | undefined {
  if (request.method === 'OPTIONS') return Promise.resolve({ status: 204, body: '' });
  if (request.method === 'GET' && request.path === '/favicon.ico')
    return Promise.resolve({ status: 204, body: '' });
  // Stripe's hosted onboarding of a connected account: one button finishes it and goes back.
  const setup = /^\/setup\/s\/(\w+)$/.exec(request.path);
  if (setup?.[1] && st.accounts.has(setup[1])) {
    if (request.method === 'GET')
      return Promise.resolve({
        status: 200,
        type: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="en"><head><title>Stripe onboarding (test)</title></head><body><main><h1>Set up payments for your business</h1><form method="post"><button type="submit">Finish onboarding</button></form></main></body></html>`,
      });
    if (request.method === 'POST') {
      const account = st.accounts.get(setup[1]);
      if (account) {
        account.charges_enabled = true;
        account.details_submitted = true;
        st.deliver('account.updated', account, account.id);
      }
      return st.delivered().then(() => ({
        status: 303,
        body: '',
        location: st.onboarding.get(setup[1] ?? '') ?? '/',
      }));
    }
  }
  // Stripe Checkout's hosted page: one button subscribes and goes back to the portal.
  const checkout = /^\/checkout\/(\w+)$/.exec(request.path);
  if (checkout?.[1] && st.sessions.has(checkout[1])) {
    const session = st.sessions.get(checkout[1]);
    if (request.method === 'GET')
      return Promise.resolve({
        status: 200,
        type: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="en"><head><title>Checkout (test)</title></head><body><main><h1>Subscribe to ${session?.form.get('line_items[0][price_data][product]') ?? ''}</h1><form method="post"><button type="submit">Subscribe</button></form></main></body></html>`,
      });
    if (request.method === 'POST')
      return st.completeCheckout(checkout[1]).then(() => ({
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
    [...st.intents.values()].find((i) => i.client_secret === body.clientSecret);
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
      return Promise.resolve(decline(st, intent, 'card_declined', 'Your card was declined.'));
    if (card === THREE_D_SECURE_CARD) {
      intent.status = 'requires_action';
      return Promise.resolve({ status: 200, body: { id: intent.id, status: intent.status } });
    }
    return Promise.resolve(succeed(st, intent));
  }
  if (request.path === '/browser/authenticate') {
    const body = json();
    const intent = intentOf(body);
    if (!intent || intent.status !== 'requires_action') return refused(400, 'Nothing to authenticate');
    if (body.passed === true) return Promise.resolve(succeed(st, intent));
    return Promise.resolve(
      decline(
        st,
        intent,
        'payment_intent_authentication_failure',
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      ),
    );
  }
  // Stripe allowing (or no longer allowing) an account to take charges, and telling the portal.
  const enable = /^\/test\/accounts\/(\w+)\/(enable|disable)$/.exec(request.path);
  if (enable?.[1]) {
    const account = st.accounts.get(enable[1]);
    if (!account) return refused(404, 'No such account');
    account.charges_enabled = enable[2] === 'enable';
    account.details_submitted = true;
    st.deliver('account.updated', account, account.id);
    return st.delivered().then(() => ({ status: 200, body: account }));
  }
  // Stripe failing a refund it had accepted (the card closed since the payment); `latest`: the last made.
  const failed = /^\/test\/refunds\/(\w+)\/fail$/.exec(request.path);
  if (failed?.[1]) {
    const id = failed[1] === 'latest' ? [...st.refunds.keys()].at(-1) : failed[1];
    if (!id || !st.refunds.has(id)) return refused(404, 'No such refund');
    return failRefund(st, id, 'expired_or_canceled_card').then((refund) => ({ status: 200, body: refund }));
  }
  // The last notification sent again as it was, or with a signature made with another secret.
  if (request.path === '/test/replay' || request.path === '/test/forge') {
    const last = st.deliveries.at(-1);
    if (!last || !st.webhookUrl) return refused(404, 'Nothing was sent');
    const signature = request.path === '/test/replay' ? last.signature : forgedSignature(last.body);
    return post(st.webhookUrl, last.body, signature).then((status) => ({
      status: 200,
      body: { id: last.id, type: last.type, portalStatus: status },
    }));
  }
  return undefined;
}
