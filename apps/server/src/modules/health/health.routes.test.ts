import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { buildApp } from '../../app.js';
import { createTestDatabase, testConfig, TEST_JWT_SECRET } from '../../test/setup.js';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('operations endpoints', () => {
  it('answers health and readiness while the database is up', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'up', shuttingDown: false });
  });

  it('reports not ready when the database is gone or the server is shutting down', async () => {
    const database = await createTestDatabase();
    let stopping = false;
    const app = await buildApp({
      config: testConfig(),
      database,
      jwtSecret: TEST_JWT_SECRET,
      isShuttingDown: () => stopping,
    });
    stopping = true;
    const draining = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({ status: 'unavailable', shuttingDown: true });
    stopping = false;
    await database.close();
    const down = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ database: 'down' });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await app.close();
  });

  it('serves public settings for the web app', async () => {
    const app = await buildApp({
      config: testConfig({ SUPPORT_EMAIL: 'help@firm.example' }),
      database: ctx.database,
      jwtSecret: TEST_JWT_SECRET,
    });
    const response = await app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toMatchObject({ supportEmail: 'help@firm.example' });
    await app.close();
  });

  it('sends security headers, and API answers a policy that allows nothing to load or run', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    );
    const error = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(error.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });

  it('echoes a sane request id and makes one otherwise', async () => {
    const given = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const hostile = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'a b<script>' },
    });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('GET /api/docs', () => {
  it('serves an OpenAPI 3.1 document generated from the request schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{
      openapi: string;
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>
      >;
      components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
    }>();
    expect(doc.openapi).toBe('3.1.0');
    for (const path of [
      '/api/auth/login',
      '/api/auth/refresh',
      '/api/auth/logout',
      '/api/auth/me',
      '/api/user/myProfile',
      '/api/health',
      '/api/ready',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    const ref = (
      doc.paths['/api/auth/login']?.post?.requestBody?.content['application/json']?.schema as { $ref: string }
    ).$ref;
    const loginBody = doc.components.schemas[ref.split('/').pop()!] as {
      properties: object;
      required: string[];
    };
    expect(Object.keys(loginBody.properties)).toEqual(['username', 'password']);
    expect(loginBody.required).toEqual(['username', 'password']);
    expect(doc.components.securitySchemes).toHaveProperty('bearerAuth');
    expect(doc.components.schemas).toHaveProperty('LoginResponse');
  });
});
