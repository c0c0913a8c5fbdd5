import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web.js';

/**
 * The built app goes out compressed (issue 23 point 3): the build writes brotli and gzip copies of its
 * text files, the server sends the one the browser accepts with Content-Encoding, hashed files are
 * cached as immutable, and index.html is never cached (it carries a fresh CSP nonce).
 */

const script = path.resolve(import.meta.dirname, '../../../web/scripts/precompress.mjs');
let dist: string;
let app: FastifyInstance;
const SOURCE = `export const greeting = ${JSON.stringify('早晨 good morning '.repeat(400))};\n`;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, 'locales'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<script nonce="__CSP_NONCE__" src="/assets/app-Ab12.js"></script>',
  );
  fs.writeFileSync(path.join(dist, 'assets/app-Ab12.js'), SOURCE);
  fs.writeFileSync(path.join(dist, 'assets/tiny-Cd34.js'), 'export {};\n');
  fs.writeFileSync(path.join(dist, 'locales/en.json'), JSON.stringify({ hello: 'Hello '.repeat(500) }));
  execFileSync(process.execPath, [script, dist]);
  app = Fastify();
  const fallback = await registerWebApp(app, dist);
  app.setNotFoundHandler((request, reply) => {
    if (!fallback?.(request, reply)) void reply.code(404).send();
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('is precompressed at build time, text files only where it pays', () => {
    expect(fs.existsSync(path.join(dist, 'assets/app-Ab12.js.br'))).toBe(true);
    expect(fs.existsSync(path.join(dist, 'assets/app-Ab12.js.gz'))).toBe(true);
    expect(fs.existsSync(path.join(dist, 'locales/en.json.br'))).toBe(true);
    expect(fs.existsSync(path.join(dist, 'assets/tiny-Cd34.js.br'))).toBe(false);
    expect(fs.existsSync(path.join(dist, 'index.html.br'))).toBe(false);
  });

  it('sends brotli, else gzip, else the file, each cached a year as immutable', async () => {
    const br = await app.inject({
      url: '/assets/app-Ab12.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(SOURCE.length / 10);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SOURCE);

    const gz = await app.inject({ url: '/assets/app-Ab12.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SOURCE);

    const plain = await app.inject({
      url: '/assets/app-Ab12.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SOURCE);

    const locale = await app.inject({ url: '/locales/en.json', headers: { 'accept-encoding': 'br' } });
    expect(locale.headers['content-encoding']).toBe('br');
    expect(locale.headers['content-type']).toMatch(/json/);
    expect(locale.headers['cache-control']).toBe('public, max-age=300');
  });

  it('sends index.html uncached with a fresh nonce, for the root and for a page', async () => {
    for (const url of ['/', '/cases']) {
      const page = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).not.toContain('__CSP_NONCE__');
      expect(page.body).toMatch(/nonce="[A-Za-z0-9+/=_-]{16,}"/);
    }
  });
});
