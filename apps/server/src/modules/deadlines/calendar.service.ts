import { randomBytes } from 'node:crypto';
import {
  DEADLINE_NAMES,
  formatHKD,
  hongKongDate,
  type TCalendarFeedLink,
  type TCalendarFeedStatus,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import { writeAudit } from '../audit/audit.repository.js';
import type { TAuthContext, TRequestMeta } from '../auth/auth.service.js';
import { entityVisibleTo } from '../cases/case-access.js';
import { hashOf } from '../recovery/user-tokens.repository.js';
import { deadlinesOf, pendingFilingsOf } from './deadlines.service.js';
import { writeCalendar, type TCalendarEvent } from './ical.js';

/**
 * A person's calendar feed (issue 16, point 6): the deadlines of the companies they may see, as an
 * iCalendar file that calendar programs subscribe to. A calendar cannot send a bearer token, so the
 * link itself holds a secret (only its hash is kept); a new link replaces the old one, and deleting
 * it, deactivating the account or losing access to a company ends what the feed shows.
 */

type TCaller = Pick<TAuthContext, 'userId' | 'userType' | 'firmId'>;
const FEED_USERS = ['COM_SEC', 'SYSTEM_ADMIN', 'GU'] as const;

function mayHaveFeed(auth: TCaller): boolean {
  return (FEED_USERS as readonly string[]).includes(auth.userType);
}

/** GET /api/user/calendar-feed. */
export async function calendarFeedStatus(db: TDb, auth: TCaller): Promise<TCalendarFeedStatus> {
  const row = await db
    .selectFrom('calendar_feeds')
    .select('created_at')
    .where('user_id', '=', auth.userId)
    .executeTakeFirst();
  return { active: Boolean(row), createdDate: row?.created_at.toISOString() ?? null };
}

/** POST /api/user/calendar-feed: a new secret link, shown once; the previous link stops working. */
export async function createCalendarFeed(
  db: TDb,
  auth: TCaller,
  meta: TRequestMeta,
  publicUrl: string,
): Promise<TCalendarFeedLink> {
  if (!mayHaveFeed(auth)) throw new AppError('FORBIDDEN');
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('calendar_feeds')
      .values({ user_id: auth.userId, token_hash: hashOf(token), created_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ token_hash: hashOf(token), created_at: now }))
      .execute();
    await writeAudit(trx, {
      action: 'calendar.feed_created',
      firmId: auth.firmId,
      actorUserId: auth.userId,
      targetType: 'user',
      targetId: auth.userId,
      ip: meta.ip,
      requestId: meta.requestId,
    });
  });
  return { url: `${publicUrl.replace(/\/$/, '')}/api/calendar/${token}.ics`, createdDate: now.toISOString() };
}

/** DELETE /api/user/calendar-feed: the link stops working. */
export async function deleteCalendarFeed(db: TDb, auth: TCaller, meta: TRequestMeta): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const gone = await trx.deleteFrom('calendar_feeds').where('user_id', '=', auth.userId).executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) return;
    await writeAudit(trx, {
      action: 'calendar.feed_deleted',
      firmId: auth.firmId,
      actorUserId: auth.userId,
      targetType: 'user',
      targetId: auth.userId,
      ip: meta.ip,
      requestId: meta.requestId,
    });
  });
}

/** GET /api/calendar/:token.ics: the feed, or 404 for a link that is not (or no longer) valid. */
export async function calendarFeed(
  db: TDb,
  token: string,
  publicUrl: string,
  now = new Date(),
): Promise<string> {
  const user = await db
    .selectFrom('calendar_feeds')
    .innerJoin('users', 'users.id', 'calendar_feeds.user_id')
    .select(['users.id', 'users.user_type', 'users.firm_id', 'users.language'])
    .where('calendar_feeds.token_hash', '=', hashOf(token))
    .where('users.status', '=', 'ACTIVE')
    .executeTakeFirst();
  if (!user) throw new AppError('NOT_FOUND');
  const auth: TCaller = { userId: user.id, userType: user.user_type, firmId: user.firm_id };
  if (!mayHaveFeed(auth)) throw new AppError('NOT_FOUND');
  const entities = await db
    .selectFrom('entities')
    .select([
      'id',
      'company_eng_name',
      'company_chi_name',
      'incorporation_date',
      'next_return_date',
      'information',
      'status',
    ])
    .where('status', '=', 'ACTIVE')
    .where(entityVisibleTo(auth))
    .orderBy('id')
    .execute();
  const today = hongKongDate(now);
  const base = publicUrl.replace(/\/$/, '');
  const pending = await pendingFilingsOf(
    db,
    entities.map((e) => e.id),
  );
  const events: TCalendarEvent[] = entities.flatMap((e) => {
    const company = e.company_eng_name ?? e.company_chi_name ?? '';
    return deadlinesOf({ ...e, pendingFilings: pending.get(e.id) ?? [] }, today).map((d) => ({
      uid: `${e.id}.${d.key}@portal`,
      date: d.dueDate,
      summary: `${company}: ${DEADLINE_NAMES[d.kind][user.language]}`,
      description: [d.label, d.fee ? `${formatHKD(d.fee.cents)}` : undefined, d.source]
        .filter(Boolean)
        .join('\n'),
      url: `${base}/entities/active/${e.id}`,
    }));
  });
  return writeCalendar('Company deadlines', events, now);
}
