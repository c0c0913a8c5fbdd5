import {
  LEGAL_TEXTS,
  type TLegalAcceptanceRequest,
  type TLegalAcceptances,
  type TLegalText,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { fieldError } from '../../plugins/errors.js';
import { writeAudit } from '../audit/audit.repository.js';
import type { TAuthContext, TRequestMeta } from '../auth/auth.service.js';

/** The legal texts a user has accepted, each version once, newest first. */
export async function legalAcceptances(db: TDb, userId: string): Promise<TLegalAcceptances> {
  const rows = await db
    .selectFrom('legal_acceptances')
    .select(['text', 'version', 'accepted_at'])
    .where('user_id', '=', userId)
    .orderBy('accepted_at', 'desc')
    .execute();
  return {
    acceptances: rows
      .filter((r) => r.text in LEGAL_TEXTS)
      .map((r) => ({
        text: r.text as TLegalText,
        version: r.version,
        acceptedAt: r.accepted_at.toISOString(),
        current: LEGAL_TEXTS[r.text as TLegalText].version === r.version,
      })),
  };
}

/** Tells whether the user accepted the current version of a text. */
export async function hasAccepted(db: TDb, userId: string, text: TLegalText): Promise<boolean> {
  const row = await db
    .selectFrom('legal_acceptances')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('text', '=', text)
    .where('version', '=', LEGAL_TEXTS[text].version)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Records that the caller accepted a text in the version they read. An outdated version is refused
 * (the text changed after it was shown); accepting the same version again changes nothing.
 */
export async function acceptLegalText(
  db: TDb,
  auth: TAuthContext,
  request: TLegalAcceptanceRequest,
  meta: TRequestMeta,
): Promise<TLegalAcceptances> {
  if (LEGAL_TEXTS[request.text].version !== request.version) throw fieldError('version', 'invalid');
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('legal_acceptances')
      .values({ user_id: auth.userId, text: request.text, version: request.version })
      .onConflict((oc) => oc.doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (inserted)
      await writeAudit(trx, {
        action: 'legal.text_accepted',
        firmId: auth.firmId,
        actorUserId: auth.userId,
        targetType: 'legal_text',
        targetId: request.text,
        ip: meta.ip,
        requestId: meta.requestId,
        details: { version: request.version },
      });
  });
  return legalAcceptances(db, auth.userId);
}
