/** The fake Stripe's keys and the shapes it keeps and answers with (its API, browser side and core share them). */

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
  /** Refunds made at Stripe, by id. */
  refunds: Map<string, TRefund>;
  /**
   * Stripe failing a refund it had accepted (the card closed, the charge disputed), and telling the
   * portal as Stripe does: charge.refund.updated, then refund.failed.
   */
  failRefund(refundId: string, reason: string): Promise<TRefund>;
  /** A refund made outside the portal (in the firm's Stripe dashboard). */
  refundAtStripe(intentId: string, amount: number): TRefund;
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

export interface TRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: string;
  failure_reason: string | null;
  /** The account the refund was made on (not part of Stripe's object: the fake checks it). */
  account: string | undefined;
}

export interface TCheckoutSession {
  id: string;
  object: 'checkout.session';
  url: string;
  form: URLSearchParams;
  subscription: string | null;
}

/** What the fake's API and browser sides share. */
export interface TFakeState {
  url: string;
  webhookUrl: string | undefined;
  /** Ids are numbered from one counter, as the fake makes them. */
  counter: number;
  intents: Map<string, TIntent>;
  refunds: Map<string, TRefund>;
  accounts: Map<string, TAccount>;
  subscriptions: Map<string, TSubscription>;
  products: Set<string>;
  sessions: Map<string, TCheckoutSession>;
  /** Idempotency keys (with their account) and the id of what their first request made. */
  replays: Map<string, string>;
  /** Where each account's hosted onboarding sends the firm back (the account link's return_url). */
  onboarding: Map<string, string>;
  deliveries: TDelivery[];
  /** Sends the portal a signed notification, as Stripe does after the event. */
  deliver(type: string, object: object, account: string | undefined): void;
  delivered(): Promise<void>;
  completeCheckout(sessionId: string): Promise<TSubscription>;
}

export interface TDelivery {
  id: string;
  type: string;
  body: string;
  signature: string;
  status: number | null;
}
