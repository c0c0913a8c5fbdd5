import { sql } from 'kysely';
import type { TFirmSecuritySettings } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import { writeAudit } from '../audit/audit.repository.js';
import type { TAuthContext, TRequestMeta } from './auth.service.js';
import { secondFactorStateOf } from './second-factor.repository.js';
import { revokeOtherSessions } from './sessions.repository.js';

/** A firm's requirement that its staff sign in with a second factor (ADR 0029). */

type TCaller = Pick<TAuthContext, 'userId' | 'firmId'>;

function firmOf(auth: Pick<TAuthContext, 'firmId'>): string {
  if (!auth.firmId) throw new AppError('FORBIDDEN');
  return auth.firmId;
}

/** GET /api/firm/security-settings. */
export async function getSecuritySettings(
  db: TDb,
  auth: Pick<TAuthContext, 'firmId'>,
): Promise<TFirmSecuritySettings> {
  const firm = await db
    .selectFrom('firms')
    .select('require_two_factor')
    .where('id', '=', firmOf(auth))
    .executeTakeFirstOrThrow();
  return { requireTwoFactorForStaff: firm.require_two_factor };
}

/**
 * PUT /api/firm/security-settings (SYSTEM_ADMIN). Turning the requirement on needs the administrator
 * to have a second factor already (so they cannot lock themselves out), and ends the sessions of
 * staff who have none: a session opened with a password alone does not outlive the requirement.
 * Returns the users whose sessions ended, for the live sockets.
 */
export async function updateSecuritySettings(
  db: TDb,
  auth: TCaller,
  meta: TRequestMeta,
  body: TFirmSecuritySettings,
): Promise<{ settings: TFirmSecuritySettings; signedOut: string[] }> {
  const firmId = firmOf(auth);
  const required = body.requireTwoFactorForStaff;
  if (required && !(await secondFactorStateOf(db, auth.userId)).enabled)
    throw new AppError('SECOND_FACTOR_NOT_ENABLED');
  const signedOut = await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('firms')
      .select('require_two_factor')
      .where('id', '=', firmId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (before.require_two_factor === required) return [];
    await trx
      .updateTable('firms')
      .set({ require_two_factor: required, updated_at: sql<Date>`now()` })
      .where('id', '=', firmId)
      .execute();
    const ended: string[] = [];
    if (required) {
      const without = await trx
        .selectFrom('users')
        .select('users.id')
        .where('users.firm_id', '=', firmId)
        .where('users.user_type', 'in', ['SYSTEM_ADMIN', 'COM_SEC'])
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('user_second_factors as f')
                .select('f.user_id')
                .whereRef('f.user_id', '=', 'users.id')
                .where('f.confirmed_at', 'is not', null),
            ),
          ),
        )
        .execute();
      for (const { id } of without) {
        if ((await revokeOtherSessions(trx, id, null, 'second_factor_required')).length > 0) ended.push(id);
      }
    }
    await writeAudit(trx, {
      action: 'firm.two_factor_requirement_changed',
      firmId,
      actorUserId: auth.userId,
      targetType: 'firm',
      targetId: firmId,
      ip: meta.ip,
      requestId: meta.requestId,
      details: { required, sessionsEnded: ended.length },
    });
    return ended;
  });
  return { settings: { requireTwoFactorForStaff: required }, signedOut };
}
