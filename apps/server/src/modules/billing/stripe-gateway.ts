import Stripe from 'stripe';
import type { TStripeConfig } from '../../config.js';

/**
 * The portal's only door to Stripe (ADR 0026): the official SDK with the platform's secret key,
 * payment intents created on the firm's own connected account (direct charges: the money, refunds and
 * disputes are the firm's), and webhook events checked against their signature. Tests point the SDK at
 * a local fake of Stripe's API (STRIPE_API_URL) and sign events with the SDK's own test helper.
 */

export interface TCardIntent {
  id: string;
  clientSecret: string;
  status: string;
  amountCents: number;
}

export interface TConnectedAccount {
  id: string;
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
}

export interface TStripeGateway {
  readonly publishableKey: string;
  createPaymentIntent(input: {
    account: string;
    amountCents: number;
    description: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<TCardIntent>;
  retrievePaymentIntent(account: string, id: string): Promise<TCardIntent>;
  /** Cancels an intent that has not been paid (the client pays by transfer instead). */
  cancelPaymentIntent(account: string, id: string): Promise<TCardIntent>;
  /** Refunds part or all of a settled intent on the firm's account. */
  refund(input: {
    account: string;
    intentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ id: string; status: string }>;
  /** A Standard connected account for a firm (the firm finishes it on Stripe's own pages). */
  createAccount(input: {
    email: string;
    firmName: string;
    idempotencyKey: string;
  }): Promise<TConnectedAccount>;
  retrieveAccount(account: string): Promise<TConnectedAccount>;
  /** A one-time link to Stripe's hosted onboarding of the account. */
  onboardingLink(account: string, urls: { returnUrl: string; refreshUrl: string }): Promise<string>;
  /** The event the body and its Stripe-Signature header carry; throws when the signature does not hold. */
  verifyEvent(rawBody: Buffer, signature: string): Stripe.Event;
}

const intentOf = (intent: Stripe.PaymentIntent): TCardIntent => ({
  id: intent.id,
  clientSecret: intent.client_secret ?? '',
  status: intent.status,
  amountCents: intent.amount,
});

const accountOf = (account: Stripe.Account): TConnectedAccount => ({
  id: account.id,
  chargesEnabled: account.charges_enabled,
  detailsSubmitted: account.details_submitted,
});

export function createStripeGateway(config: TStripeConfig): TStripeGateway {
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(config.api ? { host: config.api.host, port: config.api.port, protocol: config.api.protocol } : {}),
  });
  return {
    publishableKey: config.publishableKey,
    async createPaymentIntent(input) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'hkd',
          description: input.description,
          metadata: input.metadata,
          // Cards with 3-D Secure when the bank asks, and the wallets Stripe offers in Hong Kong.
          automatic_payment_methods: { enabled: true },
        },
        { stripeAccount: input.account, idempotencyKey: input.idempotencyKey },
      );
      return intentOf(intent);
    },
    async retrievePaymentIntent(account, id) {
      return intentOf(await stripe.paymentIntents.retrieve(id, {}, { stripeAccount: account }));
    },
    async cancelPaymentIntent(account, id) {
      return intentOf(await stripe.paymentIntents.cancel(id, {}, { stripeAccount: account }));
    },
    async refund(input) {
      const refund = await stripe.refunds.create(
        { payment_intent: input.intentId, amount: input.amountCents },
        { stripeAccount: input.account, idempotencyKey: input.idempotencyKey },
      );
      return { id: refund.id, status: refund.status ?? 'pending' };
    },
    async createAccount(input) {
      const account = await stripe.accounts.create(
        {
          type: 'standard',
          country: 'HK',
          email: input.email,
          business_profile: { name: input.firmName },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return accountOf(account);
    },
    async retrieveAccount(account) {
      return accountOf(await stripe.accounts.retrieve(account));
    },
    async onboardingLink(account, urls) {
      const link = await stripe.accountLinks.create({
        account,
        type: 'account_onboarding',
        return_url: urls.returnUrl,
        refresh_url: urls.refreshUrl,
      });
      return link.url;
    },
    verifyEvent(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
    },
  };
}
