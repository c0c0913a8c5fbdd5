import { sql } from 'kysely';
import type { TChatMessage } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import {
  checkChatPair,
  clientFirms,
  MESSAGE_COLUMNS,
  partyOf,
  toAttachments,
  toMessage,
  toMessages,
  type TAttachments,
  type TCaller,
} from './messages.service.js';

/**
 * Sending a message and handing it to live delivery (issues 7 and 23). A send is on the way of every
 * live message, so it reads and writes in as few statements as it can: one read finds the topic and
 * checks that its two may still talk; one statement stores the message, moves the topic on and marks
 * it read for the sender. The stored message and its two members go to live delivery as they are, so
 * no copy reads them back.
 */

/** A message with its topic's two members: whom live delivery pushes it to. */
export interface TStoredMessage {
  message: TChatMessage;
  members: [string, string];
}

/** One message with its topic's two members, read back by id (live delivery of a long message). */
export async function loadLiveMessage(db: TDb, messageId: string): Promise<TStoredMessage | undefined> {
  const row = await db
    .selectFrom('messages')
    .innerJoin('message_topics as t', 't.id', 'messages.topic_id')
    .select([
      'messages.id',
      'messages.seq',
      'messages.sender_id',
      'messages.body',
      'messages.client_message_id',
      'messages.attachment_ids',
      'messages.created_at',
      't.topic_name',
      't.user_a',
      't.user_b',
    ])
    .where('messages.id', '=', messageId)
    .executeTakeFirst();
  if (!row) return undefined;
  const [message] = await toMessages(db, row.topic_name, [row]);
  return message && { message, members: [row.user_a, row.user_b] };
}

/**
 * A topic the caller is one of the two members of, checked as requireTopic and requireChatPair would,
 * in one read where it can: a client registered with the other member's firm (as linking a case also
 * does) is all chatRefusal asks about a client's firms, so only a client who is not has them all read.
 */
async function requireSendingPair(db: TDb, auth: TCaller, topicName: string) {
  const clientOf = sql<string>`case when a.user_type = 'GU' then a.id else b.id end`;
  const otherFirm = sql<string>`case when a.user_type = 'GU' then b.firm_id else a.firm_id end`;
  const row = await db
    .selectFrom('message_topics as t')
    .innerJoin('users as a', 'a.id', 't.user_a')
    .innerJoin('users as b', 'b.id', 't.user_b')
    .select((eb) => [
      't.id',
      'a.id as a_id',
      'a.user_type as a_type',
      'a.firm_id as a_firm',
      'a.status as a_status',
      'b.id as b_id',
      'b.user_type as b_type',
      'b.firm_id as b_firm',
      'b.status as b_status',
      eb
        .exists(
          eb
            .selectFrom('client_firm_links as l')
            .select(sql`1`.as('one'))
            .where('l.user_id', '=', clientOf)
            .where('l.firm_id', '=', otherFirm),
        )
        .as('registered'),
    ])
    .where('t.topic_name', '=', topicName)
    .where((eb) => eb.or([eb('t.user_a', '=', auth.userId), eb('t.user_b', '=', auth.userId)]))
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  const a = partyOf({ id: row.a_id, user_type: row.a_type, firm_id: row.a_firm, status: row.a_status });
  const b = partyOf({ id: row.b_id, user_type: row.b_type, firm_id: row.b_firm, status: row.b_status });
  const client = [a, b].find((p) => p.userType === 'GU');
  const staffFirm = client === a ? b.firmID : a.firmID;
  let clientFirmIds: readonly string[] = [];
  if (client)
    clientFirmIds = row.registered && staffFirm ? [staffFirm] : await clientFirms(db, client.userID);
  checkChatPair(a, b, clientFirmIds);
  return { topicId: row.id, members: [a.userID, b.userID] as [string, string] };
}

/** A retried send met the message its first attempt stored: the transaction is undone. */
class AlreadyStored extends Error {}

/**
 * POST .../messages: appends to the topic under its row lock (so seqs are gapless and in order); a
 * retried send with the same clientMessageID answers the message already stored. Sending needs the
 * pair still allowed to talk (a deactivated person or a broken link stops it).
 */
export async function sendMessage(
  db: TDb,
  auth: TCaller,
  topicName: string,
  body: { text: string; attachments?: readonly string[]; clientMessageID?: string },
  /**
   * Called inside the transaction with a new message and its topic's members (a NOTIFY carrying them
   * goes out at its commit).
   */
  onStored?: (trx: TDb, stored: TStoredMessage) => Promise<void>,
): Promise<TStoredMessage & { duplicate: boolean }> {
  const { topicId, members } = await requireSendingPair(db, auth, topicName);
  const attachmentIds = [...new Set(body.attachments ?? [])];
  let files: TAttachments = new Map();
  if (attachmentIds.length > 0) {
    // Only files the sender uploaded to this conversation travel with a message.
    files = toAttachments(
      await db
        .selectFrom('files')
        .select(['id', 'file_name', 'file_size', 'mime_type'])
        .where('id', 'in', attachmentIds)
        .where('topic_id', '=', topicId)
        .where('uploaded_by', '=', auth.userId)
        .execute(),
    );
    if (files.size !== attachmentIds.length) throw fieldError('attachments', 'invalid');
  }
  const clientMessageId = body.clientMessageID ?? null;
  try {
    const message = await db.transaction().execute(async (trx) => {
      // Moving last_seq on takes the topic's row lock until the commit; the message takes that seq,
      // and the sender has read what they wrote. A retried send meets the unique clientMessageID.
      const row = await trx
        .with('topic', (qb) =>
          qb
            .updateTable('message_topics')
            .set({ last_seq: sql<number>`last_seq + 1`, last_message_at: sql`now()` })
            .where('id', '=', topicId)
            .returning(['id', 'last_seq']),
        )
        .with('stored', (qb) =>
          qb
            .insertInto('messages')
            .columns(['topic_id', 'seq', 'sender_id', 'body', 'client_message_id', 'attachment_ids'])
            .expression((eb) =>
              eb
                .selectFrom('topic')
                .select([
                  'topic.id',
                  'topic.last_seq',
                  sql<string>`${auth.userId}::uuid`.as('sender_id'),
                  sql<string>`${body.text}::text`.as('body'),
                  sql<string | null>`${clientMessageId}::text`.as('client_message_id'),
                  sql<string[]>`${attachmentIds}::uuid[]`.as('attachment_ids'),
                ]),
            )
            .onConflict((oc) =>
              oc
                .columns(['topic_id', 'sender_id', 'client_message_id'])
                .where('client_message_id', 'is not', null)
                .doNothing(),
            )
            .returning([...MESSAGE_COLUMNS, 'topic_id']),
        )
        .with('read', (qb) =>
          qb
            .insertInto('message_reads')
            .columns(['topic_id', 'user_id', 'read_seq'])
            .expression((eb) => eb.selectFrom('stored').select(['topic_id', 'sender_id', 'seq']))
            .onConflict((oc) =>
              oc
                .columns(['topic_id', 'user_id'])
                .doUpdateSet({ read_seq: sql`greatest(message_reads.read_seq, excluded.read_seq)` }),
            ),
        )
        .selectFrom('stored')
        .select(MESSAGE_COLUMNS)
        .executeTakeFirst();
      if (!row) throw new AlreadyStored();
      const stored = toMessage(topicName, row, files);
      await onStored?.(trx, { message: stored, members });
      return stored;
    });
    return { message, members, duplicate: false };
  } catch (error) {
    if (!(error instanceof AlreadyStored) || !clientMessageId) throw error;
  }
  // A retry: the message as first stored, with the files it carried then.
  const first = await db
    .selectFrom('messages')
    .select(MESSAGE_COLUMNS)
    .where('topic_id', '=', topicId)
    .where('sender_id', '=', auth.userId)
    .where('client_message_id', '=', clientMessageId)
    .executeTakeFirstOrThrow();
  const [message] = await toMessages(db, topicName, [first]);
  if (!message) throw new Error('message not stored');
  return { message, members, duplicate: true };
}
