import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import type { TDatabase } from '../db/database.js';
import { createTestDatabase, testConfig, TEST_JWT_SECRET } from '../test/setup.js';

/**
 * One log line per request at info (issue 23 point 2): method, path, status and time — not Fastify's
 * two, and not the query string, where searches name people and feed links carry their token.
 */

const lines: Record<string, unknown>[] = [];
let app: FastifyInstance;
let database: TDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  app = await buildApp({
    config: testConfig(),
    database,
    jwtSecret: TEST_JWT_SECRET,
    logger: { level: 'info', stream },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the request log', () => {
  it('writes one line per request, without the query string', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/cases?search=Chan%20Tai%20Man' });
    const requests = lines.filter((line) => line.reqId !== undefined);
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ msg: 'request', method: 'GET', url: '/api/health', statusCode: 200 });
    expect(requests[1]).toMatchObject({ url: '/api/cases', statusCode: 401 });
    expect(typeof requests[1]!.ms).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('Chan');
  });
});
