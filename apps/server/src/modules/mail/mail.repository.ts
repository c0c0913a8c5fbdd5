import { sql, type Selectable } from 'kysely';
import type { TMailListQuery, TMailSummary, TPaged } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { cappedCount, keysetPlan, type TSortKey } from '../../db/keyset.js';
import type { MailMessagesTable } from '../../db/schema.js';

/** Whose mail a reader may see: one firm's, or every mail (the platform operator). */
export type TMailScope = { firmId: string } | { all: true };

type TMailRow = Selectable<MailMessagesTable>;

function scoped(db: TDb, scope: TMailScope) {
  const query = db.selectFrom('mail_messages');
  return 'firmId' in scope ? query.where('firm_id', '=', scope.firmId) : query;
}

// The expression of the index on it (migration 20261127090000).
const NEWEST: TSortKey = {
  name: 'createdDate',
  expression: sql`mail_messages.created_at`,
  type: 'timestamptz',
};

/** The mails of the outbox a reader may see, in the state asked for. */
function filteredMail(db: TDb, scope: TMailScope, query: TMailListQuery) {
  let filtered = scoped(db, scope);
  if (query.status) filtered = filtered.where('status', '=', query.status);
  return filtered;
}

/** The queries of one page of the outbox, newest first: its filtered rows (counted) and the page. */
export function mailListQueries(db: TDb, scope: TMailScope, query: TMailListQuery) {
  const filtered = filteredMail(db, scope, query);
  const plan = keysetPlan({ ...query, sort: NEWEST, order: 'desc', id: sql`mail_messages.id` });
  let page = filtered.selectAll().select(plan.sortKey);
  page = plan.apply(page);
  return { filtered, page, plan };
}

/**
 * A page of the outbox, newest first (issue 23): by a cursor (or a page number) over the index in
 * that order, the total counted up to the cap.
 */
export async function listMail(
  db: TDb,
  scope: TMailScope,
  query: TMailListQuery,
): Promise<{ rows: TMailRow[] } & TPaged> {
  const { filtered, page, plan } = mailListQueries(db, scope, query);
  const counted = await cappedCount(db, filtered);
  const { rows, nextCursor, prevCursor } = plan.finish(await plan.execute(db, page));
  return { rows, ...counted, nextCursor, prevCursor };
}

/** One mail, only if the scope covers it (another firm's mail is simply not found). */
export async function findMail(db: TDb, scope: TMailScope, mailId: string): Promise<TMailRow | undefined> {
  return scoped(db, scope).selectAll().where('id', '=', mailId).executeTakeFirst();
}

export function toMailSummary(row: TMailRow): TMailSummary {
  return {
    mailID: row.id,
    recipient: row.recipient,
    subject: row.subject,
    template: row.template,
    language: row.language,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdDate: row.created_at.toISOString(),
    sentDate: row.sent_at ? row.sent_at.toISOString() : null,
  };
}
