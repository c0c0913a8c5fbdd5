import type { Selectable } from 'kysely';
import type { TMailSummary } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import type { MailMessagesTable, TMailStatus } from '../../db/schema.js';

/** Whose mail a reader may see: one firm's, or every mail (the platform operator). */
export type TMailScope = { firmId: string } | { all: true };

type TMailRow = Selectable<MailMessagesTable>;

function scoped(db: TDb, scope: TMailScope) {
  const query = db.selectFrom('mail_messages');
  return 'firmId' in scope ? query.where('firm_id', '=', scope.firmId) : query;
}

export async function listMail(
  db: TDb,
  scope: TMailScope,
  filter: { page: number; pageSize: number; status?: TMailStatus },
): Promise<{ rows: TMailRow[]; total: number }> {
  let query = scoped(db, scope);
  if (filter.status) query = query.where('status', '=', filter.status);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
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
