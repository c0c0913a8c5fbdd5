import { sql } from 'kysely';
import { checkPassword, type TLoginResponse, type TSetUpAccountRequest } from '@portal/domain';
import { AppError, fieldError } from '../../plugins/errors.js';
import { writeAudit } from '../audit/audit.repository.js';
import {
  reissueSessionTokens,
  type TAuthContext,
  type TAuthDeps,
  type TRequestMeta,
} from '../auth/auth.service.js';
import { hashPassword } from '../auth/passwords.js';
import { findUserById } from './users.repository.js';
import { revokeOtherSessions } from '../auth/sessions.repository.js';

/**
 * Completes the set-up of an account an administrator created: the user's own password, names,
 * phone and language, in one transaction. The first-time flag clears, other sessions end (the
 * administrator may have signed in with the temporary password), and this session goes on.
 */
export async function setUpAccount(
  deps: TAuthDeps,
  auth: TAuthContext,
  input: TSetUpAccountRequest,
  meta: TRequestMeta,
): Promise<TLoginResponse> {
  if (!auth.user.is_first_time_login) throw new AppError('CONFLICT');
  const problem = checkPassword(input.newPassword, [
    auth.user.username,
    auth.user.email,
    input.engFirstName,
    input.engLastName,
  ]);
  if (problem) throw fieldError('newPassword', problem);
  const passwordHash = await hashPassword(input.newPassword);
  return deps.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('users')
      .set({
        password_hash: passwordHash,
        eng_first_name: input.engFirstName,
        eng_last_name: input.engLastName,
        chi_name: input.chiName || null,
        phone: input.phone || null,
        language: input.language,
        is_first_time_login: false,
        token_version: sql<number>`token_version + 1`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', auth.userId)
      // Two tabs submitting at once: only the first completes the set-up.
      .where('is_first_time_login', '=', true)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw new AppError('CONFLICT');
    await revokeOtherSessions(trx, auth.userId, auth.sessionId, 'account_set_up');
    await writeAudit(trx, {
      action: 'user.set_up',
      firmId: auth.firmId,
      actorUserId: auth.userId,
      targetType: 'user',
      targetId: auth.userId,
      ip: meta.ip,
      requestId: meta.requestId,
    });
    const user = await findUserById(trx, auth.userId);
    if (!user) throw new AppError('UNAUTHENTICATED');
    return reissueSessionTokens(deps, trx, user, auth.sessionId);
  });
}
