import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TUserProfile } from '@portal/domain';
import { bearer, buildFirm, buildUser, login } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { createSessionCache } from './session-cache.js';
import type { TSessionState } from './sessions.repository.js';

/**
 * A signed-in request answers from the sessions this copy keeps in memory (issue 23 point 2), and
 * still the very next request after a change sees it: a sign-out, a new password, a deactivation, a
 * changed profile or firm — whether the change came through the API or was written in the database.
 */

const state = (sessionId: string, userId: string, firmId: string | null = null) =>
  ({ session_id: sessionId, id: userId, firm_id: firmId }) as unknown as TSessionState;

describe('the session cache', () => {
  it('keeps what a read found, until it is told of a change, and for a minute at most', () => {
    let now = 0;
    const cache = createSessionCache({ ttlMs: 60_000, now: () => now });
    cache.set(state('s1', 'u1', 'f1'), cache.mark());
    cache.set(state('s2', 'u2', 'f1'), cache.mark());
    cache.set(state('s3', 'u3', 'f2'), cache.mark());
    expect(cache.get('s1')?.id).toBe('u1');
    cache.forgetUser('u1');
    expect(cache.get('s1')).toBeUndefined();
    cache.forgetFirm('f1');
    expect(cache.get('s2')).toBeUndefined();
    expect(cache.get('s3')?.id).toBe('u3');
    now = 60_000;
    expect(cache.get('s3')).toBeUndefined();
  });

  it('does not keep a read that raced a change: it may hold what was true before', () => {
    const cache = createSessionCache();
    const mark = cache.mark();
    // The database is read; meanwhile the person is signed out.
    cache.forgetUser('u1');
    cache.set(state('s1', 'u1'), mark);
    expect(cache.get('s1')).toBeUndefined();
  });

  it('keeps nothing while events may be lost, and no more than its size', () => {
    let healthy = false;
    const cache = createSessionCache({ healthy: () => healthy, max: 2 });
    cache.set(state('s1', 'u1'), cache.mark());
    expect(cache.size).toBe(0);
    healthy = true;
    for (const id of ['s1', 's2', 's3']) cache.set(state(id, id), cache.mark());
    expect(cache.size).toBe(2);
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.get('s3')?.id).toBe('s3');
  });
});

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

describe('a signed-in request after a change', () => {
  it('sees a new name, a new firm name and a new password at once', async () => {
    const firmId = await buildFirm(ctx.database.db, { name: 'Harbour Secretaries Limited' });
    const user = await buildUser(ctx.database.db, { firmId });
    const session = await login(ctx.app, user);
    expect((await me(session.accessToken)).json<TUserProfile>().engFirstName).toBe('Tai Man');
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: bearer(session.accessToken),
      payload: { engFirstName: 'Siu Ming', engLastName: 'Chan' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await me(session.accessToken)).json<TUserProfile>().engFirstName).toBe('Siu Ming');

    await ctx.database.db
      .updateTable('firms')
      .set({ name: 'Peak Secretaries Limited' })
      .where('id', '=', firmId)
      .execute();
    expect((await me(session.accessToken)).json<TUserProfile>().firm?.name).toBe('Peak Secretaries Limited');

    const other = await login(ctx.app, user);
    expect((await me(other.accessToken)).statusCode).toBe(200);
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/changePassword',
      headers: bearer(session.accessToken),
      payload: { oldPassword: user.password, newPassword: 'Lantau-Ferry-Pier-2027' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(other.accessToken)).statusCode).toBe(401);
  });

  it('is refused once the session is revoked or the person deactivated, however it was written', async () => {
    const user = await buildUser(ctx.database.db);
    const first = await login(ctx.app, user);
    const second = await login(ctx.app, user);
    expect((await me(first.accessToken)).statusCode).toBe(200);
    expect((await me(second.accessToken)).statusCode).toBe(200);
    // Raw SQL passes the process's own watch: the database's trigger tells every copy at commit.
    await sql`update sessions set revoked_at = now() where user_id = ${user.id} and id = (
      select id from sessions where user_id = ${user.id} order by created_at limit 1)`.execute(
      ctx.database.db,
    );
    await expect
      .poll(async () => (await me(first.accessToken)).statusCode, { timeout: 2000, interval: 10 })
      .toBe(401);
    expect((await me(second.accessToken)).statusCode).toBe(200);
    await sql`update users set status = 'DEACTIVATED' where id = ${user.id}`.execute(ctx.database.db);
    await expect
      .poll(async () => (await me(second.accessToken)).statusCode, { timeout: 2000, interval: 10 })
      .toBe(401);
  });
});
