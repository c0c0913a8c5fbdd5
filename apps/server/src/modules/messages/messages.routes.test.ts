import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TChatMessage } from '@portal/domain';
import { buildEntity, buildFirm, buildUser } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { buildStaffedFirm, kit, signedIn, type TSignedIn } from '../../test/case-kit.js';

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
beforeAll(async () => {
  ctx = await createTestApp();
  k = kit(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

interface TTopics {
  topics: {
    topicName: string;
    unreadMsgs: number;
    peer: { userID: string };
    lastMessage: TChatMessage | null;
  }[];
  totalUnread: number;
}

const open = (who: TSignedIn, other: TSignedIn) =>
  k.ok<{ topicName: string; created: boolean }>('POST', '/messageCenter/msg/topic/create', who.token, {
    id1: who.id,
    id2: other.id,
  });
const send = (who: TSignedIn, topicName: string, text: string, clientMessageID?: string) =>
  k.ok<TChatMessage>('POST', `/messageCenter/msg/topic/${topicName}/messages`, who.token, {
    text,
    clientMessageID,
  });
const topicsOf = (who: TSignedIn) =>
  k.ok<TTopics>('GET', `/messageCenter/msg/topics/userID/${who.id}`, who.token);

describe('conversations', () => {
  it('opens one topic per pair, delivers in order with unread counts that match the database', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const first = await open(firm.client, firm.officer);
    const again = await open(firm.officer, firm.client);
    expect(first.created).toBe(true);
    expect(again).toMatchObject({ topicName: first.topicName, created: false });

    const markup = '<script>alert("x")</script>\n<b>bold</b>';
    const sent = await send(firm.client, first.topicName, 'Hello Ken,\nthe bank letter is uploaded.');
    await send(firm.client, first.topicName, markup);
    expect(sent).toMatchObject({
      seq: 1,
      senderID: firm.client.id,
      text: 'Hello Ken,\nthe bank letter is uploaded.',
    });

    const officer = await topicsOf(firm.officer);
    expect(officer.totalUnread).toBe(2);
    expect(officer.topics[0]).toMatchObject({
      topicName: first.topicName,
      unreadMsgs: 2,
      peer: { userID: firm.client.id },
    });
    // Text is kept as typed; showing it as text is the screen's part.
    expect(officer.topics[0]?.lastMessage?.text).toBe(markup);
    expect((await topicsOf(firm.client)).totalUnread).toBe(0);
    const room = await k.ok<{ chatUserProfiles: { userID: string; topicName: string }[] }>(
      'GET',
      `/messageCenter/msg/chatroom/userID/${firm.officer.id}`,
      firm.officer.token,
    );
    expect(room.chatUserProfiles).toEqual([
      expect.objectContaining({ userID: firm.client.id, topicName: first.topicName }),
    ]);

    const read = await k.ok<{ unreadMsgs: number }>(
      'POST',
      `/messageCenter/msg/topic/${first.topicName}/read`,
      firm.officer.token,
      {
        upToSeq: 1,
      },
    );
    expect(read.unreadMsgs).toBe(1);
    // The count the API gives is the database's.
    const [row] = await ctx.database.db
      .selectFrom('messages')
      .innerJoin('message_topics', 'message_topics.id', 'messages.topic_id')
      .leftJoin('message_reads', (j) =>
        j
          .onRef('message_reads.topic_id', '=', 'messages.topic_id')
          .on('message_reads.user_id', '=', firm.officer.id),
      )
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('message_topics.topic_name', '=', first.topicName)
      .where('messages.sender_id', '!=', firm.officer.id)
      .whereRef('messages.seq', '>', 'message_reads.read_seq')
      .execute();
    expect(Number(row?.n)).toBe((await topicsOf(firm.officer)).totalUnread);
    // Reading never moves back.
    await k.ok('POST', `/messageCenter/msg/topic/${first.topicName}/read`, firm.officer.token, {
      upToSeq: 99,
    });
    await k.ok('POST', `/messageCenter/msg/topic/${first.topicName}/read`, firm.officer.token, {
      upToSeq: 0,
    });
    expect((await topicsOf(firm.officer)).totalUnread).toBe(0);
  });

  it('pages history, gives a reconnecting client what it missed, and stores a retried send once', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const { topicName } = await open(firm.officer, firm.colleague);
    for (let i = 1; i <= 5; i += 1) await send(firm.officer, topicName, `message ${i}`);
    const url = `/messageCenter/msg/topic/${topicName}/messages`;
    const latest = await k.ok<{ messages: TChatMessage[]; hasMore: boolean }>(
      'GET',
      `${url}?limit=2`,
      firm.colleague.token,
    );
    expect(latest.messages.map((m) => m.text)).toEqual(['message 4', 'message 5']);
    expect(latest.hasMore).toBe(true);
    const older = await k.ok<{ messages: TChatMessage[] }>(
      'GET',
      `${url}?limit=2&before=4`,
      firm.colleague.token,
    );
    expect(older.messages.map((m) => m.seq)).toEqual([2, 3]);
    const missed = await k.ok<{ messages: TChatMessage[]; hasMore: boolean }>(
      'GET',
      `${url}?after=3`,
      firm.colleague.token,
    );
    expect(missed).toMatchObject({ hasMore: false, messages: [{ seq: 4 }, { seq: 5 }] });
    const once = await send(firm.colleague, topicName, 'retried', 'client-0001-abc');
    const twice = await send(firm.colleague, topicName, 'retried', 'client-0001-abc');
    expect(twice.messageID).toBe(once.messageID);
    expect(
      (await k.ok<{ messages: TChatMessage[] }>('GET', `${url}?after=5`, firm.officer.token)).messages,
    ).toHaveLength(1);
    // Bad input names the field and stores nothing.
    for (const text of ['   ', 'x'.repeat(5001), 'bell\u0007']) {
      const refused = await k.refused('POST', url, firm.officer.token, { text }, 400);
      expect(refused.field).toBe('text');
    }
    expect(
      (await k.ok<{ messages: TChatMessage[] }>('GET', `${url}?after=6`, firm.officer.token)).messages,
    ).toEqual([]);
  });

  it('lets a conversation go on only while its two may talk: linked through a company or registration, both active', async () => {
    const firmId = await buildFirm(ctx.database.db);
    const officer = await signedIn(
      ctx.app,
      await buildUser(ctx.database.db, { userType: 'COM_SEC', firmId }),
    );
    // A client of the firm through a company only (no registration with the firm).
    const client = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'GU' }));
    const entityId = await buildEntity(ctx.database.db, { firmId, clientUserId: client.id });
    const { topicName } = await open(officer, client);
    await send(client, topicName, 'About the annual return.');
    await send(officer, topicName, 'It is ready to sign.');
    const url = `/messageCenter/msg/topic/${topicName}/messages`;

    // The company link ends: neither writes any more.
    await ctx.database.db.deleteFrom('entity_members').where('entity_id', '=', entityId).execute();
    await k.refused('POST', url, client.token, { text: 'Are you there?' }, 404);
    await k.refused('POST', url, officer.token, { text: 'Are you there?' }, 404);

    // Registered with the firm: they talk again, until the officer is deactivated.
    await ctx.database.db
      .insertInto('client_firm_links')
      .values({ user_id: client.id, firm_id: firmId })
      .execute();
    await send(client, topicName, 'Registered now.');
    await ctx.database.db
      .updateTable('users')
      .set({ status: 'DEACTIVATED' })
      .where('id', '=', officer.id)
      .execute();
    await k.refused('POST', url, client.token, { text: 'Hello?' }, 404);

    const history = await k.ok<{ messages: TChatMessage[] }>('GET', url, client.token);
    expect(history.messages.map((m) => [m.seq, m.text])).toEqual([
      [1, 'About the annual return.'],
      [2, 'It is ready to sign.'],
      [3, 'Registered now.'],
    ]);
  });

  it('keeps firms and unrelated clients apart on every call; the operator talks to firm administrators only', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const other = await buildStaffedFirm(ctx.app, ctx.database.db);
    const stranger = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'GU' }));
    const operator = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'SMOOOTH' }));
    const { topicName } = await open(firm.officer, firm.client);
    await send(firm.officer, topicName, 'Your documents are ready.');

    for (const [who, peer] of [
      [other.officer, firm.client],
      [other.officer, firm.officer],
      [stranger, firm.client],
      [firm.client, other.officer],
      [operator, firm.officer],
      [operator, firm.client],
    ] as const) {
      const refused = await k.refused(
        'POST',
        '/messageCenter/msg/topic/create',
        who.token,
        { id1: who.id, id2: peer.id },
        404,
      );
      expect(refused.code).toBe('NOT_FOUND');
    }
    // Nobody opens a conversation between two other people.
    await k.refused(
      'POST',
      '/messageCenter/msg/topic/create',
      other.officer.token,
      { id1: firm.officer.id, id2: firm.client.id },
      403,
    );
    for (const outsider of [other.officer, other.admin, stranger, operator, firm.colleague]) {
      const url = `/messageCenter/msg/topic/${topicName}`;
      expect((await k.refused('GET', `${url}/messages`, outsider.token, undefined, 404)).code).toBe(
        'NOT_FOUND',
      );
      await k.refused('POST', `${url}/messages`, outsider.token, { text: 'hello' }, 404);
      await k.refused('POST', `${url}/read`, outsider.token, { upToSeq: 1 }, 404);
      await k.refused(
        'GET',
        `/messageCenter/msg/topics/userID/${firm.officer.id}`,
        outsider.token,
        undefined,
        404,
      );
      await k.refused(
        'GET',
        `/messageCenter/msg/chatroom/userID/${firm.client.id}`,
        outsider.token,
        undefined,
        404,
      );
    }
    const messages = await ctx.database.db
      .selectFrom('messages')
      .innerJoin('message_topics', 'message_topics.id', 'messages.topic_id')
      .select('messages.body')
      .where('message_topics.topic_name', '=', topicName)
      .execute();
    expect(messages.map((m) => m.body)).toEqual(['Your documents are ready.']);
    expect((await open(operator, firm.admin)).created).toBe(true);
  });
});
