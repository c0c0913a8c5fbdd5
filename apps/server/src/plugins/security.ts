import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Third-party origins one screen may use beyond the page's own (the payment screens: Stripe.js). */
export interface TPageSources {
  script: string[];
  frame: string[];
  connect: string[];
}

/**
 * The web app's content security policy (DESIGN §6): scripts and styles only from this origin or
 * carrying this response's nonce, no inline script, no eval, no framing, nothing third-party unless
 * the screen being loaded needs it (`extra`: only the payment screens, for Stripe.js).
 */
export function pageContentSecurityPolicy(nonce: string, extra?: TPageSources): string {
  const more = (list: string[] | undefined) => (list?.length ? ` ${list.join(' ')}` : '');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${more(extra?.script)}`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${more(extra?.connect)}`,
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    `frame-src 'self' blob:${more(extra?.frame)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * What Stripe.js needs (Stripe's own CSP guidance): its script and frames from js.stripe.com, 3-D
 * Secure and wallet frames from hooks.stripe.com, calls to api.stripe.com. A Stripe.js served from
 * elsewhere (the browser tests' local fake) gets its own origin for all three.
 */
export function cardScriptSources(jsUrl: string): TPageSources {
  const origin = new URL(jsUrl).origin;
  if (origin !== 'https://js.stripe.com') return { script: [origin], frame: [origin], connect: [origin] };
  return {
    script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
    frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
    connect: ['https://api.stripe.com'],
  };
}

/** Everything that is not the HTML page (API JSON, assets) may load and run nothing. */
export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** A fresh nonce for one HTML response. */
export function newNonce(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Security headers (helmet, computed once) on every response, and a content security policy: the
 * page's, with a nonce, is set where index.html is sent; every other response gets the short
 * locked-down policy. Keeping the per-request nonce work to HTML keeps API answers small and fast.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('content-security-policy'))
      void reply.header('content-security-policy', RESOURCE_CSP);
    // API answers carry tokens and personal data: no browser or proxy keeps a copy (ASVS 14.3;
    // issue 24 point 9). Routes that set their own policy (downloads, the calendar feed) keep it.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      void reply.header('cache-control', 'no-store');
  });
}
