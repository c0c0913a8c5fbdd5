import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE, type TChatMessage } from '@portal/domain';
import { buildUser } from '../../test/factories.js';
import { openLive } from '../../test/live-client.js';
import { createTestApp, TEST_JWT_SECRET, type TTestContext } from '../../test/setup.js';
import { buildStaffedFirm, kit, PNG_BYTES, signedIn, upload, type TSignedIn } from '../../test/case-kit.js';
import { createTokenService } from '../auth/tokens.js';

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
let base: string;
beforeAll(async () => {
  // Short waits for the auth frame; the periodic session check far off, so closes seen here come
  // from the events that deactivation and sign-out send.
  ctx = await createTestApp({}, { live: { authTimeoutMs: 300, recheckMs: 600_000 } });
  k = kit(ctx.app, ctx.database.db);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await ctx.close();
});

const open = async (who: TSignedIn, other: TSignedIn) =>
  (
    await k.ok<{ topicName: string }>('POST', '/messageCenter/msg/topic/create', who.token, {
      id1: who.id,
      id2: other.id,
    })
  ).topicName;
const send = (who: TSignedIn, topicName: string, body: object) =>
  k.ok<TChatMessage>('POST', `/messageCenter/msg/topic/${topicName}/messages`, who.token, body);

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
    sid: string;
    tv: number;
  };

describe('live delivery over /msg/websocket', () => {
  it('pushes each message once, in order, to both members on every socket they have, and to no one else', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const topicName = await open(firm.client, firm.officer);
    const [officerTab1, officerTab2, clientTab, colleagueTab] = await Promise.all([
      openLive(base, firm.officer.token),
      openLive(base, firm.officer.token),
      openLive(base, firm.client.token),
      openLive(base, firm.colleague.token),
    ]);

    const markup = '<img src=x onerror="alert(1)">\nsecond line';
    await send(firm.client, topicName, { text: 'Hello Ken' });
    await send(firm.client, topicName, { text: markup });
    // Sent at once: the store gives them seqs, the sockets see them in that order.
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => send(firm.officer, topicName, { text: `reply ${i}` })),
    );

    for (const tab of [officerTab1, officerTab2, clientTab]) {
      const got = await tab.waitForMessages(10);
      expect(got.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(got[1]?.text).toBe(markup);
    }
    // Nothing more arrives later: each message once.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(officerTab1.messages()).toHaveLength(10);
    expect(colleagueTab.messages()).toEqual([]);

    // Reading on one tab tells the person's other tabs, so their badges drop at once.
    await k.ok('POST', `/messageCenter/msg/topic/${topicName}/read`, firm.officer.token, { upToSeq: 10 });
    const read = await officerTab2.waitFor((f) => f.type === 'read');
    expect(read).toEqual({ type: 'read', topicName, readSeq: 10, unreadMsgs: 0 });
    expect(clientTab.frames.some((f) => f.type === 'read')).toBe(false);

    // A ping is answered.
    clientTab.send({ type: 'ping' });
    await clientTab.waitFor((f) => f.type === 'pong');
    for (const tab of [officerTab1, officerTab2, clientTab, colleagueTab]) tab.close();
  });

  it('lets a client that was cut off fetch exactly what it missed, then carries on live', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const topicName = await open(firm.officer, firm.client);
    const first = await openLive(base, firm.client.token);
    await send(firm.officer, topicName, { text: 'one' });
    const [seen] = await first.waitForMessages(1);
    first.close();
    await first.closed;
    for (const text of ['two', 'three', 'four']) await send(firm.officer, topicName, { text });

    const again = await openLive(base, firm.client.token);
    const missed = await k.ok<{ messages: TChatMessage[] }>(
      'GET',
      `/messageCenter/msg/topic/${topicName}/messages?after=${seen?.seq ?? 0}`,
      firm.client.token,
    );
    expect(missed.messages.map((m) => m.text)).toEqual(['two', 'three', 'four']);
    await send(firm.officer, topicName, { text: 'five' });
    expect((await again.waitForMessages(1)).map((m) => m.text)).toEqual(['five']);
    again.close();
  });

  it('refuses sockets without a good token and closes them when the token expires or the session ends', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);

    const plain = await fetch(`${base}/msg/websocket`);
    expect(plain.status).toBe(426);
    const silent = await openLive(base);
    expect((await silent.closed).code).toBe(LIVE_CLOSE.authTimeout);
    const forged = await openLive(base);
    forged.send({ type: 'auth', token: 'not-a-token' });
    expect((await forged.closed).code).toBe(LIVE_CLOSE.tokenExpired);
    const noise = await openLive(base);
    noise.send('<b>hello</b>');
    expect((await noise.closed).code).toBe(LIVE_CLOSE.badFrame);

    // A token about to expire: the socket is closed when it does, and the client refreshes.
    const claims = claimsOf(firm.officer.token);
    const shortLived = createTokenService(TEST_JWT_SECRET).signAccess(
      { sub: claims.sub, sid: claims.sid, tv: claims.tv },
      Math.floor(Date.now() / 1000) + 2,
    );
    const expiring = await openLive(base, shortLived);
    expect((await expiring.closed).code).toBe(LIVE_CLOSE.tokenExpired);

    // Deactivated by the administrator: closed at once, and the token opens no new socket.
    const officer = await openLive(base, firm.officer.token);
    await k.ok('POST', `/api/accounts/users/${firm.officer.id}/deactivate`, firm.admin.token);
    expect((await officer.closed).code).toBe(LIVE_CLOSE.sessionEnded);
    const retry = await openLive(base);
    retry.send({ type: 'auth', token: firm.officer.token });
    expect((await retry.closed).code).toBe(LIVE_CLOSE.tokenExpired);

    // Signed out: closed too.
    const colleague = await openLive(base, firm.colleague.token);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${firm.colleague.token}` },
      payload: {},
    });
    expect(logout.statusCode).toBe(204);
    expect((await colleague.closed).code).toBe(LIVE_CLOSE.sessionEnded);
  });
});

describe('attachments and contacts', () => {
  it('sends files through the file endpoints, readable by the two members only', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const other = await buildStaffedFirm(ctx.app, ctx.database.db);
    const topicName = await open(firm.client, firm.officer);
    const officerTab = await openLive(base, firm.officer.token);

    const uploaded = await upload(ctx.app, firm.client.token, { topicName }, [
      { name: 'bank letter.png', type: 'image/png', data: PNG_BYTES },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    // The picture is stored made anew (files/inspection): its size is the one the upload answered.
    const { fileID, fileSize } = uploaded.json<{ fileID: string; fileSize: number }>();
    const sent = await send(firm.client, topicName, { text: '', attachments: [fileID] });
    expect(sent.attachments).toEqual([
      { fileID, fileName: 'bank letter.png', fileSize, fileType: 'image/png' },
    ]);
    const [live] = await officerTab.waitForMessages(1);
    expect(live?.attachments[0]?.fileID).toBe(fileID);

    const download = (token: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/file/download/fileID/${fileID}`,
        headers: { authorization: `Bearer ${token}` },
      });
    const got = await download(firm.officer.token);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.length).toBe(fileSize);
    expect(got.headers['content-type']).toBe('image/png');
    for (const outsider of [firm.colleague, firm.admin, other.officer]) {
      expect((await download(outsider.token)).statusCode).toBe(404);
    }
    // Outsiders cannot upload into the conversation, and nobody sends a file that is not theirs.
    const intruder = await upload(ctx.app, other.officer.token, { topicName }, [
      { name: 'x.png', type: 'image/png', data: PNG_BYTES },
    ]);
    expect(intruder.statusCode).toBe(404);
    const borrowed = await k.refused(
      'POST',
      `/messageCenter/msg/topic/${topicName}/messages`,
      firm.officer.token,
      { text: 'see this', attachments: [fileID] },
      400,
    );
    expect(borrowed.field).toBe('attachments');
    const empty = await k.refused(
      'POST',
      `/messageCenter/msg/topic/${topicName}/messages`,
      firm.officer.token,
      { text: '  ', attachments: [] },
      400,
    );
    expect(empty.field).toBe('text');
    officerTab.close();
  });

  it('lists the people one may talk to: staff their firm and its clients, clients their firms’ staff', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const other = await buildStaffedFirm(ctx.app, ctx.database.db);
    const stranger = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'GU' }));
    const operator = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'SMOOOTH' }));
    const contacts = async (who: TSignedIn, q = '') =>
      (
        await k.ok<{ contacts: { userID: string }[] }>(
          'GET',
          `/messageCenter/msg/contacts${q ? `?q=${encodeURIComponent(q)}` : ''}`,
          who.token,
        )
      ).contacts.map((c) => c.userID);

    expect(new Set(await contacts(firm.officer))).toEqual(
      new Set([firm.admin.id, firm.colleague.id, firm.client.id]),
    );
    expect(new Set(await contacts(firm.client))).toEqual(
      new Set([firm.admin.id, firm.officer.id, firm.colleague.id]),
    );
    expect(await contacts(stranger)).toEqual([]);
    const operatorSees = await contacts(operator);
    expect(operatorSees).toEqual(expect.arrayContaining([firm.admin.id, other.admin.id]));
    expect(operatorSees).not.toContain(firm.officer.id);
    expect(await contacts(firm.admin)).toContain(operator.id);
    expect(await contacts(firm.officer)).not.toContain(operator.id);
    // Narrowed by a name or e-mail; wildcards in the search are plain characters.
    await ctx.database.db
      .updateTable('users')
      .set({ eng_first_name: 'Winnie', eng_last_name: 'Lau' })
      .where('id', '=', firm.colleague.id)
      .execute();
    expect(await contacts(firm.officer, 'winnie lau')).toEqual([firm.colleague.id]);
    expect(await contacts(firm.officer, 'Lau Winnie')).toEqual([firm.colleague.id]);
    expect(await contacts(firm.officer, firm.client.email)).toEqual([firm.client.id]);
    expect(await contacts(firm.officer, '%')).toEqual([]);
  });
});

describe('heartbeat', () => {
  it('drops the sockets that stop answering pings and keeps those that answer', async () => {
    const quick = await createTestApp({}, { live: { heartbeatMs: 400, recheckMs: 600_000 } });
    try {
      await quick.app.listen({ port: 0, host: '127.0.0.1' });
      const quickBase = `http://127.0.0.1:${(quick.app.server.address() as AddressInfo).port}`;
      const firm = await buildStaffedFirm(quick.app, quick.database.db);
      const six = (token: string, answerPings: boolean) =>
        Promise.all(Array.from({ length: 6 }, () => openLive(quickBase, token, { answerPings })));
      const answering = await six(firm.officer.token, true);
      const silent = await six(firm.client.token, false);
      // Each is pinged once a period (in turns); one that did not answer is dropped at its next turn.
      for (const socket of silent) expect((await socket.closed).code).toBe(1006);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      for (const socket of answering) {
        const state = await Promise.race([socket.closed.then(() => 'closed'), Promise.resolve('open')]);
        expect(state).toBe('open');
        socket.close();
      }
    } finally {
      await quick.close();
    }
  });
});
