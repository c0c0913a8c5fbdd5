import { useEffect } from 'react';

/**
 * Stripe.js on the payment screens (issue 21 point 1, ADR 0026). The server names the script in a
 * `portal-card-script` meta tag, and allows its origin in the CSP, only when a payment screen is
 * loaded as a page of its own; no other page can load it. Only the calls the portal makes are typed.
 */

export interface TStripeError {
  type: string;
  code?: string;
  message?: string;
}

export interface TStripePaymentElement {
  mount(target: HTMLElement): void;
  on(event: 'ready' | 'change', handler: (event: { complete?: boolean }) => void): void;
  destroy(): void;
}

export interface TStripeElements {
  create(type: 'payment', options?: { layout?: 'tabs' | 'accordion' }): TStripePaymentElement;
  submit(): Promise<{ error?: TStripeError }>;
}

export interface TStripe {
  elements(options: {
    clientSecret: string;
    locale?: string;
    appearance?: { theme?: 'stripe' | 'night'; variables?: Record<string, string> };
  }): TStripeElements;
  confirmPayment(options: {
    elements: TStripeElements;
    redirect: 'if_required';
    confirmParams: { return_url: string };
  }): Promise<{ error?: TStripeError; paymentIntent?: { id: string; status: string } }>;
}

type TStripeFactory = (
  publishableKey: string,
  options: { stripeAccount: string; locale?: string },
) => TStripe;

declare global {
  interface Window {
    Stripe?: TStripeFactory;
  }
}

/** The Stripe.js address this page may load, or null when the page was not served for card payment. */
export function cardScriptUrl(): string | null {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="portal-card-script"]');
  return meta?.content || null;
}

let loading: Promise<TStripeFactory> | null = null;

/**
 * On the payment screen: leaving it after Stripe.js was put on the page loads the next page afresh,
 * under its own policy, so that Stripe's script never stays behind on another screen.
 */
export function useLeaveCardPage(): void {
  useEffect(() => {
    const paymentPath = window.location.pathname;
    return () => {
      window.setTimeout(() => {
        if (loading !== null && window.location.pathname !== paymentPath) window.location.reload();
      }, 0);
    };
  }, []);
}

/** Loads Stripe.js once per page. */
export function loadStripe(url: string): Promise<TStripeFactory> {
  loading ??= new Promise<TStripeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () =>
      window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js did not load'));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Stripe.js did not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Stripe's name for the portal's language (its Payment Element speaks both Chinese scripts). */
export function stripeLocale(language: string): string {
  if (language === 'zh-HK') return 'zh-HK';
  if (language === 'zh-CN') return 'zh';
  return 'en';
}
