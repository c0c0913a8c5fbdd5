import Stripe from 'stripe';
import type { TRefundStatus } from '@portal/domain';
import type { TStripeConfig } from '../../config.js';
import { AppError } from '../../plugins/errors.js';

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

/**
 * A card refund as Stripe has it, its status read as the portal's: Stripe's succeeded is SUCCEEDED,
 * failed and canceled are FAILED (nothing went back to the card), pending and requires_action PENDING.
 */
export interface TCardRefund {
  id: string;
  status: TRefundStatus;
  failureReason: string | null;
}

export interface TConnectedAccount {
  id: string;
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
}

/** The firm's own subscription to the portal as Stripe has it (Stripe Billing, on the platform account). */
export interface TPlanSubscription {
  id: string;
  customerId: string;
  status: string;
  firmId: string | null;
  planCode: string | null;
  periodEnd: Date | null;
}

export interface TPlanPrice {
  planCode: string;
  planName: string;
  amountCents: number;
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
  /**
   * Refunds part or all of a settled intent on the firm's account. Stripe refusing it (already refunded
   * or disputed at Stripe, or Stripe failing) throws CARD_REFUND_FAILED: nothing was refunded.
   */
  refund(input: {
    account: string;
    intentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<TCardRefund>;
  retrieveRefund(account: string, id: string): Promise<TCardRefund>;
  /** A Standard connected account for a firm (the firm finishes it on Stripe's own pages). */
  createAccount(input: {
    email: string;
    firmName: string;
    idempotencyKey: string;
  }): Promise<TConnectedAccount>;
  retrieveAccount(account: string): Promise<TConnectedAccount>;
  /** A one-time link to Stripe's hosted onboarding of the account. */
  onboardingLink(account: string, urls: { returnUrl: string; refreshUrl: string }): Promise<string>;
  /** Stripe Checkout for a firm subscribing to a paid plan (the price from the portal's own plan table). */
  planCheckout(input: {
    firmId: string;
    price: TPlanPrice;
    customerId: string | null;
    email: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<string>;
  retrieveSubscription(id: string): Promise<TPlanSubscription>;
  /** Moves a subscription to another plan at once, prorated. */
  changeSubscriptionPlan(id: string, firmId: string, price: TPlanPrice): Promise<TPlanSubscription>;
  /** Stripe's billing portal for the firm: card, invoices, cancelling. */
  billingPortal(customerId: string, returnUrl: string): Promise<string>;
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

const subscriptionOf = (subscription: Stripe.Subscription): TPlanSubscription => {
  const end = subscription.items.data[0]?.current_period_end;
  return {
    id: subscription.id,
    customerId: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    status: subscription.status,
    firmId: subscription.metadata.firm_id ?? null,
    planCode: subscription.metadata.plan_code ?? null,
    periodEnd: end ? new Date(end * 1000) : null,
  };
};

const refundOf = (refund: Stripe.Refund): TCardRefund => ({
  id: refund.id,
  status:
    refund.status === 'succeeded'
      ? 'SUCCEEDED'
      : refund.status === 'failed' || refund.status === 'canceled'
        ? 'FAILED'
        : 'PENDING',
  failureReason: refund.failure_reason ?? (refund.status === 'canceled' ? 'canceled' : null),
});

export function createStripeGateway(config: TStripeConfig): TStripeGateway {
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(config.api ? { host: config.api.host, port: config.api.port, protocol: config.api.protocol } : {}),
  });
  /** The plan's product at Stripe, made once under a fixed id, and the monthly HKD price of the plan. */
  const priceData = async (price: TPlanPrice) => {
    const product = `portal_plan_${price.planCode.toLowerCase()}`;
    try {
      await stripe.products.retrieve(product);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError) || error.statusCode !== 404)
        throw error;
      await stripe.products.create(
        { id: product, name: `Company Secretarial Portal — ${price.planName}` },
        { idempotencyKey: `product-${product}` },
      );
    }
    return {
      currency: 'hkd',
      product,
      unit_amount: price.amountCents,
      recurring: { interval: 'month' as const },
    };
  };
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
      try {
        return refundOf(
          await stripe.refunds.create(
            { payment_intent: input.intentId, amount: input.amountCents },
            { stripeAccount: input.account, idempotencyKey: input.idempotencyKey },
          ),
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError) throw new AppError('CARD_REFUND_FAILED');
        throw error;
      }
    },
    async retrieveRefund(account, id) {
      return refundOf(await stripe.refunds.retrieve(id, {}, { stripeAccount: account }));
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
    async planCheckout(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          client_reference_id: input.firmId,
          ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
          line_items: [{ price_data: await priceData(input.price), quantity: 1 }],
          metadata: { firm_id: input.firmId, plan_code: input.price.planCode },
          subscription_data: { metadata: { firm_id: input.firmId, plan_code: input.price.planCode } },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        // The same administrator asking twice within a minute gets the same Checkout page.
        { idempotencyKey: `plan-${input.firmId}-${input.price.planCode}-${Math.floor(Date.now() / 60_000)}` },
      );
      return session.url ?? '';
    },
    async retrieveSubscription(id) {
      return subscriptionOf(await stripe.subscriptions.retrieve(id));
    },
    async changeSubscriptionPlan(id, firmId, price) {
      const current = await stripe.subscriptions.retrieve(id);
      const item = current.items.data[0];
      const updated = await stripe.subscriptions.update(id, {
        items: [{ ...(item ? { id: item.id } : {}), price_data: await priceData(price), quantity: 1 }],
        metadata: { firm_id: firmId, plan_code: price.planCode },
        proration_behavior: 'create_prorations',
      });
      return subscriptionOf(updated);
    },
    async billingPortal(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return session.url;
    },
    verifyEvent(rawBody, signature) {
      // One endpoint hears both the firms' connected accounts and the portal's own billing: Stripe signs
      // each kind of endpoint with its own secret, so either may have signed it.
      let failure: unknown;
      for (const secret of config.webhookSecret.split(',')) {
        try {
          return stripe.webhooks.constructEvent(rawBody, signature, secret);
        } catch (error) {
          failure = error;
        }
      }
      throw failure;
    },
  };
}
