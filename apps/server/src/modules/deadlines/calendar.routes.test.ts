import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCalendarFeedLink, TCalendarFeedStatus, TRenewalSettings } from '@portal/domain';
import { buildEntity, buildUser } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { buildStaffedFirm, kit, signedIn } from '../../test/case-kit.js';
import { foldLine, writeCalendar } from './ical.js';

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://portal.example' });
  k = kit(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

const pathOf = (url: string) => new URL(url).pathname;

describe('the calendar feed', () => {
  it('lists the deadlines of the person’s companies as iCalendar, through a secret link they can replace or stop', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const other = await buildStaffedFirm(ctx.app, ctx.database.db);
    const mine = await buildEntity(ctx.database.db, {
      firmId: firm.firmId,
      clientUserId: firm.client.id,
      name: 'Sai Kung Boats Limited',
      incorporationDate: '2019-05-31',
    });
    await buildEntity(ctx.database.db, { firmId: other.firmId, name: 'Elsewhere Limited' });
    await ctx.database.db
      .updateTable('users')
      .set({ language: 'zh-HK' })
      .where('id', '=', firm.client.id)
      .execute();

    expect(await k.ok<TCalendarFeedStatus>('GET', '/api/user/calendar-feed', firm.client.token)).toEqual({
      active: false,
      createdDate: null,
    });
    const link = await k.ok<TCalendarFeedLink>('POST', '/api/user/calendar-feed', firm.client.token);
    expect(link.url).toMatch(/^https:\/\/portal\.example\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await ctx.app.inject({ method: 'GET', url: pathOf(link.url) });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(feed.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const unfolded = feed.body.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:Sai Kung Boats Limited: 周年申報表（表格NAR1）');
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20250712'); // 2025-05-31 + 42 days
    expect(unfolded).toContain(`URL:https://portal.example/entities/active/${mine}`);
    expect(unfolded).not.toContain('Elsewhere Limited');

    const replaced = await k.ok<TCalendarFeedLink>('POST', '/api/user/calendar-feed', firm.client.token);
    expect((await ctx.app.inject({ method: 'GET', url: pathOf(link.url) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: pathOf(replaced.url) })).statusCode).toBe(200);

    // The firm's staff see every company of the firm.
    const staffLink = await k.ok<TCalendarFeedLink>('POST', '/api/user/calendar-feed', firm.officer.token);
    expect(
      (await ctx.app.inject({ method: 'GET', url: pathOf(staffLink.url) })).body.replace(/\r\n /g, ''),
    ).toContain('Sai Kung Boats Limited: Annual return (Form NAR1)');
    // Deactivated, the feed is gone.
    await ctx.database.db
      .updateTable('users')
      .set({ status: 'DEACTIVATED' })
      .where('id', '=', firm.officer.id)
      .execute();
    expect((await ctx.app.inject({ method: 'GET', url: pathOf(staffLink.url) })).statusCode).toBe(404);

    const stop = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/user/calendar-feed',
      headers: { authorization: `Bearer ${firm.client.token}` },
    });
    expect(stop.statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: pathOf(replaced.url) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/calendar/not-a-token.ics' })).statusCode).toBe(
      400,
    );
  });

  it('is not for SMOOOTH', async () => {
    const smoooth = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'SMOOOTH' }));
    await k.refused('POST', '/api/user/calendar-feed', smoooth.token, undefined, 403);
  });

  it('writes text calendar programs read: escaped, folded at 75 octets without splitting a character', () => {
    const long = `SUMMARY:${'海港茶業有限公司'.repeat(8)}`;
    const folded = foldLine(long);
    expect(folded.split('\r\n ').join('')).toBe(long);
    expect(folded.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    const text = writeCalendar(
      'x',
      [{ uid: 'a@b', date: '2028-02-29', summary: 'A, B; C\\D', description: 'one\ntwo', url: 'https://x' }],
      new Date('2026-11-25T03:04:05Z'),
    );
    expect(text).toContain('SUMMARY:A\\, B\\; C\\\\D\r\n');
    expect(text).toContain('DESCRIPTION:one\\ntwo\r\n');
    expect(text).toContain('DTSTART;VALUE=DATE:20280229\r\nDTEND;VALUE=DATE:20280301\r\n');
    expect(text).toContain('DTSTAMP:20261125T030405Z');
  });
});

describe('renewal settings', () => {
  it('are read by the firm’s staff and changed by its administrator, with bad values named', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    expect(await k.ok<TRenewalSettings>('GET', '/api/firm/renewal-settings', firm.officer.token)).toEqual({
      autoOpenDays: null,
      ddRefreshMonths: 12,
      ddRefreshMonthsHighRisk: 6,
    });
    const wanted = { autoOpenDays: 60, ddRefreshMonths: 12, ddRefreshMonthsHighRisk: 6 };
    await k.refused('PUT', '/api/firm/renewal-settings', firm.officer.token, wanted, 403);
    const bad: [object, string][] = [
      [{ ...wanted, ddRefreshMonthsHighRisk: 13 }, 'ddRefreshMonthsHighRisk'],
      [{ ...wanted, autoOpenDays: 0 }, 'autoOpenDays'],
      [{ ...wanted, autoOpenDays: 365 }, 'autoOpenDays'],
      [{ ...wanted, autoOpenDays: '60' }, 'autoOpenDays'],
    ];
    for (const [body, field] of bad) {
      expect((await k.refused('PUT', '/api/firm/renewal-settings', firm.admin.token, body, 400)).field).toBe(
        field,
      );
    }
    expect(await k.ok('PUT', '/api/firm/renewal-settings', firm.admin.token, wanted)).toEqual(wanted);
    expect(await k.ok('GET', '/api/firm/renewal-settings', firm.colleague.token)).toEqual(wanted);
  });
});
