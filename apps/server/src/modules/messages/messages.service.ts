import { sql, type RawBuilder, type SqlBool } from 'kysely';
import {
  chatRefusal,
  topicNameOf,
  type TChatAttachment,
  type TChatMessage,
  type TChatParty,
  type TChatPerson,
  type TMessageTopic,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import type { TAuthContext } from '../auth/auth.service.js';

export type TCaller = Pick<TAuthContext, 'userId' | 'userType' | 'firmId'>;

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

export const partyOf = (p: Pick<TPersonRow, 'id' | 'user_type' | 'firm_id' | 'status'>): TChatParty => ({
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
export async function clientFirms(db: TDb, userId: string): Promise<string[]> {
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
    .union(
      db
        .selectFrom('entity_members')
        .innerJoin('entities', 'entities.id', 'entity_members.entity_id')
        .select('entities.firm_id')
        .where('entity_members.user_id', '=', userId),
    )
    .execute();
  return rows.map((r) => r.firm_id);
}

/**
 * Throws unless the pair may talk (issue 7's rule), answering 404 for a person the caller may not
 * reach. `clientFirmIds` are the firms of the client among the two (none when neither is one).
 */
export function checkChatPair(first: TChatParty, second: TChatParty, clientFirmIds: readonly string[]): void {
  const refusal = chatRefusal(first, second, clientFirmIds);
  if (refusal === 'SAME_PERSON') throw fieldError('id2', 'invalid');
  if (refusal) throw new AppError('NOT_FOUND');
}

/** Checks the pair may talk (issue 7's rule), answering 404 for a person the caller may not reach. */
export async function requireChatPair(db: TDb, a: string, b: string): Promise<[TPersonRow, TPersonRow]> {
  const people = await loadPeople(db, [a, b]);
  const first = people.get(a);
  const second = people.get(b);
  if (!first || !second) throw new AppError('NOT_FOUND');
  const client = [first, second].find((p) => p.user_type === 'GU');
  checkChatPair(partyOf(first), partyOf(second), client ? await clientFirms(db, client.id) : []);
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

export type TMessageRow = {
  id: string;
  seq: string | number;
  sender_id: string;
  body: string;
  client_message_id: string | null;
  attachment_ids: string[];
  created_at: Date;
};
export const MESSAGE_COLUMNS = [
  'id',
  'seq',
  'sender_id',
  'body',
  'client_message_id',
  'attachment_ids',
  'created_at',
] as const;

export type TAttachments = Map<string, TChatAttachment>;

export const toAttachments = (
  files: readonly { id: string; file_name: string; file_size: string | number; mime_type: string }[],
): TAttachments =>
  new Map(
    files.map((f) => [
      f.id,
      { fileID: f.id, fileName: f.file_name, fileSize: Number(f.file_size), fileType: f.mime_type },
    ]),
  );

/** The files the messages carry, in one query. */
async function attachmentsOf(db: TDb, rows: readonly TMessageRow[]): Promise<TAttachments> {
  const ids = [...new Set(rows.flatMap((r) => r.attachment_ids))];
  if (ids.length === 0) return new Map();
  const files = await db
    .selectFrom('files')
    .select(['id', 'file_name', 'file_size', 'mime_type'])
    .where('id', 'in', ids)
    .execute();
  return toAttachments(files);
}

export const toMessage = (topicName: string, m: TMessageRow, files: TAttachments): TChatMessage => ({
  messageID: m.id,
  topicName,
  seq: Number(m.seq),
  senderID: m.sender_id,
  text: m.body,
  attachments: m.attachment_ids.flatMap((id) => {
    const file = files.get(id);
    return file ? [file] : [];
  }),
  createdDate: m.created_at.toISOString(),
  clientMessageID: m.client_message_id,
});

export async function toMessages(
  db: TDb,
  topicName: string,
  rows: readonly TMessageRow[],
): Promise<TChatMessage[]> {
  const files = await attachmentsOf(db, rows);
  return rows.map((r) => toMessage(topicName, r, files));
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

/**
 * Unread counts are arithmetic, not a count of rows: seqs of a topic are gapless, and sending moves
 * the sender's read mark to their own message, so every message after a person's read mark is the
 * other's. Unread = last_seq - read_seq, which stays O(1) per topic at any number of messages.
 */
const UNREAD = sql<string>`t.last_seq - coalesce(r.read_seq, 0)`;

/** POST .../read: everything up to `upToSeq` is read (never moves back); answers the read mark and what is left. */
export async function readUpTo(
  db: TDb,
  auth: TCaller,
  topicName: string,
  upToSeq: number,
): Promise<{ readSeq: number; unreadMsgs: number }> {
  const topic = await requireTopic(db, auth, topicName);
  const last = await db
    .selectFrom('message_topics')
    .select('last_seq')
    .where('id', '=', topic.id)
    .executeTakeFirstOrThrow();
  await markRead(db, topic.id, auth.userId, Math.min(upToSeq, Number(last.last_seq)));
  const row = await db
    .selectFrom('message_topics as t')
    .leftJoin('message_reads as r', (join) =>
      join.onRef('r.topic_id', '=', 't.id').on('r.user_id', '=', auth.userId),
    )
    .select([sql<string>`coalesce(r.read_seq, 0)`.as('read_seq'), UNREAD.as('unread')])
    .where('t.id', '=', topic.id)
    .executeTakeFirstOrThrow();
  return { readSeq: Number(row.read_seq), unreadMsgs: Number(row.unread) };
}

/** GET .../messages: newest page first (older with `before`), or what came after `after` (a reconnect). */
export async function messageHistory(
  db: TDb,
  auth: TCaller,
  topicName: string,
  query: { before?: number; after?: number; limit: number },
): Promise<{ messages: TChatMessage[]; hasMore: boolean }> {
  const topic = await requireTopic(db, auth, topicName);
  let q = db.selectFrom('messages').select(MESSAGE_COLUMNS).where('topic_id', '=', topic.id);
  if (query.after !== undefined) {
    const rows = await q
      .where('seq', '>', query.after)
      .orderBy('seq', 'asc')
      .limit(query.limit + 1)
      .execute();
    return {
      messages: await toMessages(db, topicName, rows.slice(0, query.limit)),
      hasMore: rows.length > query.limit,
    };
  }
  if (query.before !== undefined) q = q.where('seq', '<', query.before);
  const rows = await q
    .orderBy('seq', 'desc')
    .limit(query.limit + 1)
    .execute();
  return {
    messages: await toMessages(db, topicName, rows.slice(0, query.limit).reverse()),
    hasMore: rows.length > query.limit,
  };
}

/** The conversation list holds the most recent ones; older ones come back when a message arrives. */
const TOPIC_LIST_LIMIT = 500;

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
      'm.attachment_ids',
      'm.created_at as message_created_at',
      UNREAD.as('unread'),
    ])
    .where((eb) => eb.or([eb('t.user_a', '=', auth.userId), eb('t.user_b', '=', auth.userId)]))
    .orderBy(sql`coalesce(t.last_message_at, t.created_at)`, 'desc')
    .limit(TOPIC_LIST_LIMIT)
    .execute();
  const people = await loadPeople(
    db,
    rows.map((r) => (r.user_a === auth.userId ? r.user_b : r.user_a)),
  );
  const lastRows: TMessageRow[] = rows.flatMap((r) =>
    r.message_id && r.sender_id && r.body !== null && r.message_created_at
      ? [
          {
            id: r.message_id,
            seq: r.seq ?? 0,
            sender_id: r.sender_id,
            body: r.body,
            client_message_id: r.client_message_id,
            attachment_ids: r.attachment_ids ?? [],
            created_at: r.message_created_at,
          },
        ]
      : [],
  );
  const files = await attachmentsOf(db, lastRows);
  const lastById = new Map(lastRows.map((m) => [m.id, m]));
  const topics: TMessageTopic[] = [];
  for (const r of rows) {
    const peer = people.get(r.user_a === auth.userId ? r.user_b : r.user_a);
    if (!peer) continue;
    const last = r.message_id ? lastById.get(r.message_id) : undefined;
    topics.push({
      topicName: r.topic_name,
      peer: personOf(peer),
      unreadMsgs: Number(r.unread),
      lastMessage: last ? toMessage(r.topic_name, last, files) : null,
    });
  }
  // The badge counts every conversation, also those beyond the list's first 500.
  const total =
    rows.length < TOPIC_LIST_LIMIT
      ? topics.reduce((n, t) => n + t.unreadMsgs, 0)
      : Number(
          (
            await db
              .selectFrom('message_topics as t')
              .leftJoin('message_reads as r', (join) =>
                join.onRef('r.topic_id', '=', 't.id').on('r.user_id', '=', auth.userId),
              )
              .select(sql<string>`coalesce(sum(${UNREAD}), 0)`.as('n'))
              .where((eb) => eb.or([eb('t.user_a', '=', auth.userId), eb('t.user_b', '=', auth.userId)]))
              .executeTakeFirstOrThrow()
          ).n,
        );
  return { topics, totalUnread: total };
}

/**
 * GET /messageCenter/msg/contacts: the active people the caller may open a conversation with (the
 * same rule as chatRefusal, as one query): staff see their firm's staff and the clients linked to the
 * firm (and a SYSTEM_ADMIN the platform's SMOOOTH staff); clients the staff of their firms; SMOOOTH
 * every firm's SYSTEM_ADMIN. Optionally narrowed by part of a name or e-mail.
 */
export async function listContacts(db: TDb, auth: TCaller, q: string | undefined): Promise<TChatPerson[]> {
  const firmClients = (firmId: string) =>
    sql<SqlBool>`(users.user_type = 'GU' and (
      exists (select 1 from client_firm_links l where l.user_id = users.id and l.firm_id = ${firmId})
      or exists (select 1 from case_members cm join cases c on c.id = cm.case_id
                 where cm.user_id = users.id and c.firm_id = ${firmId})
      or exists (select 1 from entity_members em join entities e on e.id = em.entity_id
                 where em.user_id = users.id and e.firm_id = ${firmId})))`;
  let reachable: RawBuilder<SqlBool>;
  if ((auth.userType === 'COM_SEC' || auth.userType === 'SYSTEM_ADMIN') && auth.firmId) {
    const staff = sql<SqlBool>`(users.user_type in ('COM_SEC', 'SYSTEM_ADMIN') and users.firm_id = ${auth.firmId})`;
    reachable =
      auth.userType === 'SYSTEM_ADMIN'
        ? sql<SqlBool>`(${staff} or ${firmClients(auth.firmId)} or users.user_type = 'SMOOOTH')`
        : sql<SqlBool>`(${staff} or ${firmClients(auth.firmId)})`;
  } else if (auth.userType === 'GU') {
    const firms = await clientFirms(db, auth.userId);
    if (firms.length === 0) return [];
    reachable = sql<SqlBool>`(users.user_type in ('COM_SEC', 'SYSTEM_ADMIN') and users.firm_id in (${sql.join(firms)}))`;
  } else if (auth.userType === 'SMOOOTH') {
    reachable = sql<SqlBool>`(users.user_type = 'SYSTEM_ADMIN' and users.firm_id is not null)`;
  } else {
    return [];
  }
  let query = db
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
    .where('users.status', '=', 'ACTIVE')
    .where('users.id', '!=', auth.userId)
    .where(reachable);
  const needle = q?.trim();
  if (needle) {
    const like = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`users.eng_first_name || ' ' || users.eng_last_name`, 'ilike', like),
        eb(sql<string>`users.eng_last_name || ' ' || users.eng_first_name`, 'ilike', like),
        eb('users.chi_name', 'ilike', like),
        eb('users.email', 'ilike', like),
      ]),
    );
  }
  const rows = await query.orderBy('users.eng_first_name').orderBy('users.eng_last_name').limit(50).execute();
  return rows.map(personOf);
}
