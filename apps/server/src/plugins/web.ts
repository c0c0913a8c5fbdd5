import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ROUTES } from '@portal/domain';
import { cardScriptSources, newNonce, pageContentSecurityPolicy } from './security.js';

const NONCE_PLACEHOLDER = /__CSP_NONCE__/g;

/** The screens where a client pays an invoice: the only pages whose policy lets Stripe.js in. */
const CARD_PAYMENT_PAGES = [ROUTES.incorporationPayment.path, ROUTES.annualRenewalPayment.path].map(
  (pattern) => new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
);

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Serves the built React app from the same port as the API, precompressed. Hashed assets are cached
 * for a year as immutable; index.html is sent fresh (no-cache) with this request's CSP nonce stamped
 * into the tags Vite marked.
 * Returns the SPA fallback for the not-found handler, or undefined when no build exists.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  options: { cardScriptUrl?: string } = {},
): Promise<((request: FastifyRequest, reply: FastifyReply) => boolean) | undefined> {
  const indexPath = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexPath)) {
    app.log.warn({ distDir }, 'web app not built: only the API is served');
    return undefined;
  }
  const indexHtml = fs.readFileSync(indexPath, 'utf8');
  // A payment screen, loaded as a page of its own, names Stripe.js for the app to load and allows it;
  // every other page (and a payment screen reached inside the app) allows nothing third-party.
  const cardScriptUrl = options.cardScriptUrl;
  const cardSources = cardScriptUrl ? cardScriptSources(cardScriptUrl) : undefined;
  const cardIndexHtml = cardScriptUrl
    ? indexHtml.replace(
        '</head>',
        `<meta name="portal-card-script" content="${escapeAttribute(cardScriptUrl)}" /></head>`,
      )
    : indexHtml;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: false,
    wildcard: true,
    // The build writes .br and .gz copies of text files (apps/web/scripts/precompress.mjs): sent with
    // Content-Encoding to a browser that accepts them, the file itself otherwise.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const relative = path.relative(distDir, filePath);
      if (relative.startsWith(`assets${path.sep}`))
        void reply.header('cache-control', 'public, max-age=31536000, immutable');
      else void reply.header('cache-control', 'public, max-age=300');
    },
  });

  const sendIndex = (reply: FastifyReply, url: string): void => {
    const nonce = newNonce();
    const card = cardSources !== undefined && CARD_PAYMENT_PAGES.some((page) => page.test(url));
    void reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', pageContentSecurityPolicy(nonce, card ? cardSources : undefined))
      .send((card ? cardIndexHtml : indexHtml).replace(NONCE_PLACEHOLDER, nonce));
  };
  app.get('/', (_request, reply) => sendIndex(reply, '/'));

  return (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      !url.startsWith('/messageCenter/') &&
      !url.startsWith('/msg/') &&
      !/\.[a-z0-9]{1,8}$/i.test(url);
    if (!isPage) return false;
    sendIndex(reply, url);
    return true;
  };
}
