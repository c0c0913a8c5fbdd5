import type { TFirmStripeStatus, TFirmSubscription, TStripeRedirect } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../api/http';
import { retryUnlessRefused } from '../tasks/api';

export const SUBSCRIPTION_KEYS = {
  firm: ['firm', 'subscription'] as const,
  stripe: ['firm', 'stripe'] as const,
};

/** GET /api/firm/subscription: the firm's plan, its usage against each limit, and every plan. */
export const subscriptionQuery = queryOptions({
  queryKey: SUBSCRIPTION_KEYS.firm,
  queryFn: ({ signal }) => http.request<TFirmSubscription>('/api/firm/subscription', { signal }),
  retry: retryUnlessRefused,
});

/** GET /api/firm/stripe: whether the firm can take card payments, and why not. */
export const firmStripeQuery = queryOptions({
  queryKey: SUBSCRIPTION_KEYS.stripe,
  queryFn: ({ signal }) => http.request<TFirmStripeStatus>('/api/firm/stripe', { signal }),
  retry: retryUnlessRefused,
});

/** POST /api/firm/stripe/connect: the link to Stripe's onboarding of the firm's own account. */
export function connectStripe(): Promise<{ url: string }> {
  return http.request<{ url: string }>('/api/firm/stripe/connect', { method: 'POST' });
}

/** POST /api/firm/subscription/checkout: Stripe Checkout to subscribe, or null when the plan moved at once. */
export function planCheckout(planCode: 'SOLO' | 'TEAM'): Promise<TStripeRedirect> {
  return http.request<TStripeRedirect>('/api/firm/subscription/checkout', {
    method: 'POST',
    body: { planCode },
  });
}

/** POST /api/firm/subscription/portal: Stripe's billing portal of the firm. */
export function billingPortal(): Promise<TStripeRedirect> {
  return http.request<TStripeRedirect>('/api/firm/subscription/portal', { method: 'POST' });
}
