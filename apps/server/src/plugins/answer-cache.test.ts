import Fastify, { type FastifyInstance } from 'fastify';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { TAuthContext } from '../modules/auth/auth.service.js';
import { TableClock } from '../db/table-clock.js';
import { registerAnswerCache } from './answer-cache.js';

/**
 * Kept answers (issue 23): a list asked again is answered from memory — per caller, only while what it
 * read is unchanged, never after it wrote, never past its time, never while changes may go unheard.
 */

/** A pool whose statements return nothing, so the clock sees what each one reads and writes. */
function silentPool(): PostgresPool {
  const client = {
    query: async () => ({ rows: [], command: 'SELECT', rowCount: 0 }),
    release: () => undefined,
  } as unknown as PostgresPoolClient;
  return { connect: async () => client, end: async () => undefined };
}

interface TRig {
  app: FastifyInstance;
  clock: TableClock;
  /** How many times the route's handler ran (a kept answer does not run it). */
  built: () => number;
  setHealthy: (value: boolean) => void;
  setNow: (ms: number) => void;
  get: (url: string, user?: string) => Promise<{ status: number; body: string }>;
}

async function rig(options: { maxBytes?: number } = {}): Promise<TRig> {
  const clock = new TableClock();
  const pool = clock.wrap(silentPool());
  let healthy = true;
  let now = 0;
  let runs = 0;
  const app = Fastify();
  registerAnswerCache(app, {
    clock,
    healthy: () => healthy,
    now: () => now,
    ttlMs: 5_000,
    ...(options.maxBytes ? { maxBytes: options.maxBytes } : {}),
  });
  app.addHook('preHandler', async (request) => {
    const user = String(request.headers['x-user'] ?? 'alice');
    request.auth = {
      userId: user,
      sessionId: 's',
      userType: 'COM_SEC',
      firmId: user === 'bob' ? 'firm-b' : 'firm-a',
      language: 'en',
    } as TAuthContext;
  });
  app.get<{ Querystring: { write?: string; race?: string; status?: string; size?: string } }>(
    '/list',
    { config: { keepAnswers: true } },
    async (request, reply) => {
      runs += 1;
      const client = await pool.connect();
      await client.query('select * from "tasks" inner join "cases" on true', []);
      // A request that records something (as a read of protected data would) is built every time.
      // Another request's write of a table this one read, committed while this one was being built.
      if (request.query.race) clock.changed(['cases']);
      if (request.query.write) await client.query('insert into "read_log" ("at") values (now())', []);
      client.release();
      if (request.query.status) return reply.code(Number(request.query.status)).send({ run: runs });
      return { run: runs, user: request.auth?.userId, pad: 'x'.repeat(Number(request.query.size ?? 0)) };
    },
  );
  await app.ready();
  return {
    app,
    clock,
    built: () => runs,
    setHealthy: (value) => (healthy = value),
    setNow: (ms) => (now = ms),
    get: async (url, user = 'alice') => {
      const response = await app.inject({ method: 'GET', url, headers: { 'x-user': user } });
      return { status: response.statusCode, body: response.body };
    },
  };
}

let current: TRig | undefined;
afterEach(async () => {
  await current?.app.close();
  current = undefined;
});

describe('a kept answer', () => {
  it('answers the same caller and URL again without building it, byte for byte', async () => {
    const r = (current = await rig());
    const first = await r.get('/list?page=1');
    const again = await r.get('/list?page=1');
    expect(again).toEqual(first);
    expect(r.built()).toBe(1);
    // Another query is another answer.
    await r.get('/list?page=2');
    expect(r.built()).toBe(2);
  });

  it('is never another caller’s', async () => {
    const r = (current = await rig());
    await r.get('/list');
    const bob = await r.get('/list', 'bob');
    expect(JSON.parse(bob.body)).toMatchObject({ user: 'bob', run: 2 });
  });

  it('is built again once a table it read changed, and not for a table it did not read', async () => {
    const r = (current = await rig());
    await r.get('/list');
    r.clock.changed(['entities']);
    await r.get('/list');
    expect(r.built()).toBe(1);
    r.clock.changed(['cases']);
    expect(JSON.parse((await r.get('/list')).body)).toMatchObject({ run: 2 });
    // The caller's own user and firm are read by every request's session check.
    r.clock.changed(['users']);
    expect(JSON.parse((await r.get('/list')).body)).toMatchObject({ run: 3 });
  });

  it.each([
    ['the request wrote', '/list?write=1'],
    ['a table it read changed while it was built', '/list?race=1'],
    ['it is not a 200', '/list?status=202'],
  ])('is not kept when %s', async (_case, url) => {
    const r = (current = await rig());
    await r.get(url);
    await r.get(url);
    expect(r.built()).toBe(2);
  });

  it('lasts its time at most', async () => {
    const r = (current = await rig());
    await r.get('/list');
    r.setNow(4_999);
    await r.get('/list');
    expect(r.built()).toBe(1);
    r.setNow(5_000);
    await r.get('/list');
    expect(r.built()).toBe(2);
  });

  it('is neither kept nor used while other copies’ changes may go unheard', async () => {
    const r = (current = await rig());
    await r.get('/list');
    r.setHealthy(false);
    await r.get('/list');
    await r.get('/list');
    expect(r.built()).toBe(3);
    r.setHealthy(true);
    await r.get('/list');
    expect(r.built()).toBe(3);
  });

  it('gives way to newer ones when the bytes are spent, least recently used first', async () => {
    const r = (current = await rig({ maxBytes: 80_000 }));
    await r.get('/list?size=9000&n=1');
    await r.get('/list?size=9000&n=2');
    await r.get('/list?size=9000&n=1');
    // Eight answers of ~9 KB fit; the ninth pushes out the least recently used: n=2, not n=1.
    for (let n = 3; n <= 9; n++) await r.get(`/list?size=9000&n=${n}`);
    const before = r.built();
    await r.get('/list?size=9000&n=1');
    await r.get('/list?size=9000&n=9');
    expect(r.built()).toBe(before);
    await r.get('/list?size=9000&n=2');
    expect(r.built()).toBe(before + 1);
  });
});
