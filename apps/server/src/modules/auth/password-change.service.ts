import { sql } from 'kysely';
import { checkPassword, type TLoginResponse } from '@portal/domain';
import { AppError, fieldError } from '../../plugins/errors.js';
import { writeAudit } from '../audit/audit.repository.js';
import { takeRequestSlot } from '../recovery/request-limiter.js';
import { findUserById } from '../users/users.repository.js';
import {
  reissueSessionTokens,
  type TAuthContext,
  type TAuthDeps,
  type TRequestMeta,
} from './auth.service.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { revokeOtherSessions } from './sessions.repository.js';

/** Wrong current passwords per account: a stolen session must not be a free password oracle. */
const WRONG_PASSWORD_LIMIT = { scope: 'password.change.failure', max: 5, windowSeconds: 900 } as const;

/**
 * Changes the caller's password: the current one must be right, the new one must pass the policy.
 * Every other session of the account ends and all access tokens die (token version); the caller's
 * own session goes on with the fresh pair returned.
 */
export async function changePassword(
  deps: TAuthDeps,
  auth: TAuthContext,
  input: { oldPassword: string; newPassword: string },
  meta: TRequestMeta,
): Promise<TLoginResponse> {
  const recentFailures = await deps.db
    .selectFrom('request_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('scope', '=', WRONG_PASSWORD_LIMIT.scope)
    .where('key', '=', auth.userId)
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${WRONG_PASSWORD_LIMIT.windowSeconds})`)
    .executeTakeFirstOrThrow();
  if (Number(recentFailures.n) >= WRONG_PASSWORD_LIMIT.max) {
    throw new AppError(
      'TOO_MANY_REQUESTS',
      { minutes: 15 },
      { retryAfterSeconds: WRONG_PASSWORD_LIMIT.windowSeconds },
    );
  }
  const user = auth.user;
  if (!(await verifyPassword(user.password_hash, input.oldPassword))) {
    await takeRequestSlot(deps.db, WRONG_PASSWORD_LIMIT, auth.userId);
    await writeAudit(deps.db, {
      action: 'auth.password_change_failed',
      firmId: auth.firmId,
      actorUserId: auth.userId,
      targetType: 'user',
      targetId: auth.userId,
      ip: meta.ip,
      requestId: meta.requestId,
    });
    throw new AppError('WRONG_PASSWORD', {}, { field: 'oldPassword' });
  }
  const problem = checkPassword(input.newPassword, [
    user.username,
    user.email,
    user.eng_first_name,
    user.eng_last_name,
  ]);
  if (problem) throw fieldError('newPassword', problem);
  const passwordHash = await hashPassword(input.newPassword);

  return deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        password_hash: passwordHash,
        token_version: sql<number>`token_version + 1`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', auth.userId)
      .execute();
    await revokeOtherSessions(trx, auth.userId, auth.sessionId, 'password_changed');
    await writeAudit(trx, {
      action: 'auth.password_changed',
      firmId: auth.firmId,
      actorUserId: auth.userId,
      targetType: 'user',
      targetId: auth.userId,
      ip: meta.ip,
      requestId: meta.requestId,
    });
    const updated = await findUserById(trx, auth.userId);
    if (!updated) throw new AppError('UNAUTHENTICATED');
    return reissueSessionTokens(deps, trx, updated, auth.sessionId);
  });
}
