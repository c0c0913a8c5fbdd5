import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { newNonce, pageContentSecurityPolicy } from './security.js';

const NONCE_PLACEHOLDER = /__CSP_NONCE__/g;

/**
 * Serves the built React app from the same port as the API, precompressed. Hashed assets are cached
 * for a year as immutable; index.html is sent fresh (no-cache) with this request's CSP nonce stamped
 * into the tags Vite marked.
 * Returns the SPA fallback for the not-found handler, or undefined when no build exists.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
): Promise<((request: FastifyRequest, reply: FastifyReply) => boolean) | undefined> {
  const indexPath = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexPath)) {
    app.log.warn({ distDir }, 'web app not built: only the API is served');
    return undefined;
  }
  const indexHtml = fs.readFileSync(indexPath, 'utf8');
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

  const sendIndex = (reply: FastifyReply): void => {
    const nonce = newNonce();
    void reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', pageContentSecurityPolicy(nonce))
      .send(indexHtml.replace(NONCE_PLACEHOLDER, nonce));
  };
  app.get('/', (_request, reply) => sendIndex(reply));

  return (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      !url.startsWith('/messageCenter/') &&
      !url.startsWith('/msg/') &&
      !/\.[a-z0-9]{1,8}$/i.test(url);
    if (!isPage) return false;
    sendIndex(reply);
    return true;
  };
}
