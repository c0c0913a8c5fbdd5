import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The web app's content security policy (DESIGN §6): scripts and styles only from this origin or
 * carrying this response's nonce, no inline script, no eval, nothing third-party, no framing.
 */
export function pageContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
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
