import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import type { TDatabase } from '../db/database.js';
import { createTestDatabase, testConfig, TEST_JWT_SECRET } from '../test/setup.js';
import { FAKE_STRIPE_KEYS } from '../test/stripe-fake.js';

// A stand-in build folder with what Vite writes: index.html with nonce placeholders and hashed assets.
let dist: string;
let app: FastifyInstance;
let database: TDatabase;

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(
    path.join(dist, 'index.html'),
    '<html><head><meta property="csp-nonce" nonce="__CSP_NONCE__"><script type="module" src="/assets/index-abc.js" nonce="__CSP_NONCE__"></script></head><body><div id="root"></div></body></html>',
  );
  await fs.writeFile(path.join(dist, 'assets/index-abc.js'), 'console.log(1)');
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig(), database, jwtSecret: TEST_JWT_SECRET, webDistDir: dist });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  await fs.rm(dist, { recursive: true, force: true });
});

const nonceOf = (csp: string) => /script-src 'self' 'nonce-([A-Za-z0-9_-]+)'/.exec(csp)?.[1];

describe('serving the web app', () => {
  it('answers app routes with index.html carrying a fresh nonce that its CSP allows', async () => {
    const first = await app.inject({ method: 'GET', url: '/cases?staffInChargeUserIDs=1' });
    const second = await app.inject({ method: 'GET', url: '/view-cases/ongoing/123' });
    for (const response of [first, second]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      const csp = String(response.headers['content-security-policy']);
      const nonce = nonceOf(csp);
      expect(nonce).toBeTruthy();
      expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
      expect(csp).not.toMatch(/unsafe-(inline|eval)/);
      expect(response.body).toContain(`nonce="${nonce}"`);
      expect(response.body).not.toContain('__CSP_NONCE__');
    }
    expect(nonceOf(String(first.headers['content-security-policy']))).not.toBe(
      nonceOf(String(second.headers['content-security-policy'])),
    );
  });

  it('serves hashed assets with a long cache and unknown files as 404', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('keeps unknown API paths as JSON 404, not the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('Stripe.js on the payment screens alone', () => {
  let card: FastifyInstance;
  beforeAll(async () => {
    card = await buildApp({
      config: testConfig(FAKE_STRIPE_KEYS),
      database,
      jwtSecret: TEST_JWT_SECRET,
      webDistDir: dist,
    });
    await card.ready();
  });
  afterAll(() => card.close());

  it('lets a payment screen load Stripe.js from Stripe and names it for the app', async () => {
    for (const url of [
      '/incorporation/payment/0b0c7d7e-1f1a-4c51-8c1e-7a9f8a3c2d11',
      '/annual-renewal/payment/x',
    ]) {
      const response = await card.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self' 'nonce-[\w-]+' https:\/\/js\.stripe\.com/);
      expect(csp).toMatch(/frame-src [^;]*https:\/\/hooks\.stripe\.com/);
      expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
      expect(response.body).toContain(
        '<meta name="portal-card-script" content="https://js.stripe.com/clover/stripe.js" />',
      );
    }
  });

  it('allows nothing third-party on any other page, nor on a payment screen without Stripe keys', async () => {
    const pages = [
      await card.inject({ method: 'GET', url: '/cases' }),
      await card.inject({ method: 'GET', url: '/incorporation/payment/a/b' }),
      await card.inject({ method: 'GET', url: '/' }),
      await app.inject({ method: 'GET', url: '/incorporation/payment/0b0c7d7e' }),
    ];
    for (const response of pages) {
      expect(response.statusCode).toBe(200);
      expect(String(response.headers['content-security-policy'])).not.toContain('stripe');
      expect(response.body).not.toContain('portal-card-script');
    }
  });
});
