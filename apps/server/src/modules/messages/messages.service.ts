import { sql } from 'kysely';
import {
  chatRefusal,
  topicNameOf,
  type TChatMessage,
  type TChatParty,
  type TChatPerson,
  type TMessageTopic,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import type { TAuthContext } from '../auth/auth.service.js';

type TCaller = Pick<TAuthContext, 'userId' | 'userType' | 'firmId'>;

interface TPersonRow {
  id: string;
  user_type: TChatParty['userType'];
  firm_id: string | null;
  status: 'ACTIVE' | 'DEACTIVATED';
  eng_first_name: string;
  eng_last_name: string;
  firm_name: string | null;
}

async function loadPeople(db: TDb, ids: readonly string[]): Promise<Map<string, TPersonRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .leftJoin('firms', 'firms.id', 'users.firm_id')
    .select([
      'users.id',
      'users.user_type',
      'users.firm_id',
      'users.status',
      'users.eng_first_name',
      'users.eng_last_name',
      'firms.name as firm_name',
    ])
    .where('users.id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

const partyOf = (p: TPersonRow): TChatParty => ({
  userID: p.id,
  userType: p.user_type,
  firmID: p.firm_id,
  active: p.status === 'ACTIVE',
});

export const personOf = (p: TPersonRow): TChatPerson => ({
  userID: p.id,
  engFirstName: p.eng_first_name,
  engLastName: p.eng_last_name,
  userType: p.user_type,
  firmName: p.firm_name,
});

/** The firms a client is linked to: by registering with one, or through a case of it. */
async function clientFirms(db: TDb, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('client_firm_links')
    .select('firm_id')
    .where('user_id', '=', userId)
    .union(
      db
        .selectFrom('case_members')
        .innerJoin('cases', 'cases.id', 'case_members.case_id')
        .select('cases.firm_id')
        .where('case_members.user_id', '=', userId),
    )
    .execute();
  return rows.map((r) => r.firm_id);
}

/** Checks the pair may talk (issue 7's rule), answering 404 for a person the caller may not reach. */
export async function requireChatPair(db: TDb, a: string, b: string): Promise<[TPersonRow, TPersonRow]> {
  const people = await loadPeople(db, [a, b]);
  const first = people.get(a);
  const second = people.get(b);
  if (!first || !second) throw new AppError('NOT_FOUND');
  const client = [first, second].find((p) => p.user_type === 'GU');
  const refusal = chatRefusal(
    partyOf(first),
    partyOf(second),
    client ? await clientFirms(db, client.id) : [],
  );
  if (refusal === 'SAME_PERSON') throw fieldError('id2', 'invalid');
  if (refusal) throw new AppError('NOT_FOUND');
  return [first, second];
}

/** POST /messageCenter/msg/topic/create: one topic per pair, made once however often it is asked. */
export async function createTopic(
  db: TDb,
  auth: TCaller,
  id1: string,
  id2: string,
): Promise<{ topicName: string; created: boolean; peer: TChatPerson }> {
  // A person opens conversations for themselves only.
  if (id1 !== auth.userId && id2 !== auth.userId) throw new AppError('FORBIDDEN');
  const peerId = id1 === auth.userId ? id2 : id1;
  const [, peer] = await requireChatPair(db, auth.userId, peerId);
  const topicName = topicNameOf(auth.userId, peerId);
  const [userA, userB] = [auth.userId, peerId].sort() as [string, string];
  const inserted = await db
    .insertInto('message_topics')
    .values({ topic_name: topicName, user_a: userA, user_b: userB })
    .onConflict((oc) => oc.column('topic_name').doNothing())
    .returning('id')
    .executeTakeFirst();
  return { topicName, created: inserted !== undefined, peer: personOf(peer) };
}

interface TTopicRow {
  id: string;
  topic_name: string;
  user_a: string;
  user_b: string;
}

/** A topic the caller is one of the two members of; anyone else finds nothing. */
export async function requireTopic(
  db: TDb,
  auth: TCaller,
  topicName: string,
): Promise<TTopicRow & { peerId: string }> {
  const topic = await db
    .selectFrom('message_topics')
    .select(['id', 'topic_name', 'user_a', 'user_b'])
    .where('topic_name', '=', topicName)
    .where((eb) => eb.or([eb('user_a', '=', auth.userId), eb('user_b', '=', auth.userId)]))
    .executeTakeFirst();
  if (!topic) throw new AppError('NOT_FOUND');
  return { ...topic, peerId: topic.user_a === auth.userId ? topic.user_b : topic.user_a };
}

type TMessageRow = {
  id: string;
  seq: string | number;
  sender_id: string;
  body: string;
  client_message_id: string | null;
  created_at: Date;
};

const toMessage = (topicName: string, m: TMessageRow): TChatMessage => ({
  messageID: m.id,
  topicName,
  seq: Number(m.seq),
  senderID: m.sender_id,
  text: m.body,
  createdDate: m.created_at.toISOString(),
  clientMessageID: m.client_message_id,
});

/**
 * POST .../messages: appends to the topic under its row lock (so seqs are gapless and in order); a
 * retried send with the same clientMessageID answers the message already stored. Sending needs the
 * pair still allowed to talk (a deactivated person or a broken link stops it).
 */
export async function sendMessage(
  db: TDb,
  auth: TCaller,
  topicName: string,
  body: { text: string; clientMessageID?: string },
): Promise<{ message: TChatMessage; recipientId: string; duplicate: boolean }> {
  const topic = await requireTopic(db, auth, topicName);
  await requireChatPair(db, auth.userId, topic.peerId);
  return db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('message_topics')
      .select(['id', 'last_seq'])
      .where('id', '=', topic.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (body.clientMessageID) {
      const existing = await trx
        .selectFrom('messages')
        .select(['id', 'seq', 'sender_id', 'body', 'client_message_id', 'created_at'])
        .where('topic_id', '=', topic.id)
        .where('sender_id', '=', auth.userId)
        .where('client_message_id', '=', body.clientMessageID)
        .executeTakeFirst();
      if (existing)
        return { message: toMessage(topicName, existing), recipientId: topic.peerId, duplicate: true };
    }
    const seq = Number(locked.last_seq) + 1;
    const row = await trx
      .insertInto('messages')
      .values({
        topic_id: topic.id,
        seq,
        sender_id: auth.userId,
        body: body.text,
        client_message_id: body.clientMessageID ?? null,
      })
      .returning(['id', 'seq', 'sender_id', 'body', 'client_message_id', 'created_at'])
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('message_topics')
      .set({ last_seq: seq, last_message_at: row.created_at })
      .where('id', '=', topic.id)
      .execute();
    // The sender has read what they wrote.
    await markRead(trx, topic.id, auth.userId, seq);
    return { message: toMessage(topicName, row), recipientId: topic.peerId, duplicate: false };
  });
}

async function markRead(db: TDb, topicId: string, userId: string, seq: number): Promise<void> {
  await db
    .insertInto('message_reads')
    .values({ topic_id: topicId, user_id: userId, read_seq: seq })
    .onConflict((oc) =>
      oc
        .columns(['topic_id', 'user_id'])
        .doUpdateSet({ read_seq: sql`greatest(message_reads.read_seq, excluded.read_seq)` }),
    )
    .execute();
}

async function unreadIn(db: TDb, topicId: string, userId: string): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('topic_id', '=', topicId)
    .where('sender_id', '!=', userId)
    .where(
      'seq',
      '>',
      sql<number>`coalesce((select read_seq from message_reads where topic_id = ${topicId} and user_id = ${userId}), 0)`,
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** POST .../read: everything up to `upToSeq` is read (never moves back). */
export async function readUpTo(db: TDb, auth: TCaller, topicName: string, upToSeq: number): Promise<number> {
  const topic = await requireTopic(db, auth, topicName);
  const last = await db
    .selectFrom('message_topics')
    .select('last_seq')
    .where('id', '=', topic.id)
    .executeTakeFirstOrThrow();
  await markRead(db, topic.id, auth.userId, Math.min(upToSeq, Number(last.last_seq)));
  return unreadIn(db, topic.id, auth.userId);
}

/** GET .../messages: newest page first (older with `before`), or what came after `after` (a reconnect). */
export async function messageHistory(
  db: TDb,
  auth: TCaller,
  topicName: string,
  query: { before?: number; after?: number; limit: number },
): Promise<{ messages: TChatMessage[]; hasMore: boolean }> {
  const topic = await requireTopic(db, auth, topicName);
  let q = db
    .selectFrom('messages')
    .select(['id', 'seq', 'sender_id', 'body', 'client_message_id', 'created_at'])
    .where('topic_id', '=', topic.id);
  if (query.after !== undefined) {
    const rows = await q
      .where('seq', '>', query.after)
      .orderBy('seq', 'asc')
      .limit(query.limit + 1)
      .execute();
    return {
      messages: rows.slice(0, query.limit).map((m) => toMessage(topicName, m)),
      hasMore: rows.length > query.limit,
    };
  }
  if (query.before !== undefined) q = q.where('seq', '<', query.before);
  const rows = await q
    .orderBy('seq', 'desc')
    .limit(query.limit + 1)
    .execute();
  return {
    messages: rows
      .slice(0, query.limit)
      .reverse()
      .map((m) => toMessage(topicName, m)),
    hasMore: rows.length > query.limit,
  };
}

/** Topics of the caller with the other person, the last message and the unread count, newest first. */
export async function listTopics(
  db: TDb,
  auth: TCaller,
): Promise<{ topics: TMessageTopic[]; totalUnread: number }> {
  const rows = await db
    .selectFrom('message_topics as t')
    .leftJoin('message_reads as r', (join) =>
      join.onRef('r.topic_id', '=', 't.id').on('r.user_id', '=', auth.userId),
    )
    .leftJoin('messages as m', (join) =>
      join.onRef('m.topic_id', '=', 't.id').onRef('m.seq', '=', 't.last_seq'),
    )
    .select([
      't.id',
      't.topic_name',
      't.user_a',
      't.user_b',
      't.last_message_at',
      't.created_at',
      'm.id as message_id',
      'm.seq',
      'm.sender_id',
      'm.body',
      'm.client_message_id',
      'm.created_at as message_created_at',
      sql<string>`(select count(*) from messages u where u.topic_id = t.id and u.sender_id <> ${auth.userId} and u.seq > coalesce(r.read_seq, 0))`.as(
        'unread',
      ),
    ])
    .where((eb) => eb.or([eb('t.user_a', '=', auth.userId), eb('t.user_b', '=', auth.userId)]))
    .orderBy(sql`coalesce(t.last_message_at, t.created_at)`, 'desc')
    .limit(500)
    .execute();
  const people = await loadPeople(
    db,
    rows.map((r) => (r.user_a === auth.userId ? r.user_b : r.user_a)),
  );
  const topics: TMessageTopic[] = [];
  for (const r of rows) {
    const peer = people.get(r.user_a === auth.userId ? r.user_b : r.user_a);
    if (!peer) continue;
    topics.push({
      topicName: r.topic_name,
      peer: personOf(peer),
      unreadMsgs: Number(r.unread),
      lastMessage:
        r.message_id && r.sender_id && r.body !== null && r.message_created_at
          ? toMessage(r.topic_name, {
              id: r.message_id,
              seq: r.seq ?? 0,
              sender_id: r.sender_id,
              body: r.body,
              client_message_id: r.client_message_id,
              created_at: r.message_created_at,
            })
          : null,
    });
  }
  return { topics, totalUnread: topics.reduce((n, t) => n + t.unreadMsgs, 0) };
}
