import { sql } from 'kysely';
import { checkPassword } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import { writeAudit } from '../audit/audit.repository.js';
import type { TRequestMeta } from '../auth/auth.service.js';
import { hashPassword } from '../auth/passwords.js';
import { enqueueJob } from '../jobs/job-queue.js';
import type { TJobHandler } from '../jobs/job-runner.js';
import { formatMailDate } from '../mail/mail-format.js';
import { queueMail } from '../mail/mail.service.js';
import { findUserById, findUserForLogin, type TUserWithFirm } from '../users/users.repository.js';
import { takeRequestSlot, type TRequestLimit } from './request-limiter.js';
import { issueUserToken, lookUpUserToken, markUserTokenUsed } from './user-tokens.repository.js';
import { revokeOtherSessions } from '../auth/sessions.repository.js';

export const RECOVERY_JOBS = { username: 'recovery.username', password: 'recovery.password' } as const;

/** Recovery requests per address, and recovery mails per account (no mail-bombing a person). */
export const RECOVERY_LIMITS = {
  perAddress: { scope: 'recovery.request', max: 10, windowSeconds: 3600 },
  mailsPerAccount: { scope: 'recovery.mail', max: 3, windowSeconds: 3600 },
  resetsPerAddress: { scope: 'recovery.reset', max: 20, windowSeconds: 3600 },
} as const satisfies Record<string, TRequestLimit>;

/** A reset link works once, for an hour. */
export const RESET_LINK_TTL_SECONDS = 3600;

export interface TRecoveryDeps {
  db: TDb;
  publicUrl: string;
}

async function limitAddress(
  db: TDb,
  ip: string,
  limit: TRequestLimit = RECOVERY_LIMITS.perAddress,
): Promise<void> {
  const wait = await takeRequestSlot(db, limit, ip);
  if (wait > 0)
    throw new AppError('TOO_MANY_REQUESTS', { minutes: Math.ceil(wait / 60) }, { retryAfterSeconds: wait });
}

/**
 * Both requests do the same work whatever was typed — check the address's limit and queue a job —
 * so neither the answer nor its timing tells whether an account matched. The job looks it up.
 */
export async function requestUsernameReminder(
  deps: TRecoveryDeps,
  email: string,
  meta: TRequestMeta,
): Promise<void> {
  await limitAddress(deps.db, meta.ip);
  await enqueueJob(
    deps.db,
    RECOVERY_JOBS.username,
    { email: email.trim().toLowerCase(), ip: meta.ip },
    { maxAttempts: 3 },
  );
}

export async function requestPasswordReset(
  deps: TRecoveryDeps,
  login: string,
  meta: TRequestMeta,
): Promise<void> {
  await limitAddress(deps.db, meta.ip);
  await enqueueJob(deps.db, RECOVERY_JOBS.password, { login: login.trim(), ip: meta.ip }, { maxAttempts: 3 });
}

/** The firm signs a mail to its staff; a client may belong to several firms, so the portal signs. */
const signerOf = (user: TUserWithFirm): Record<string, string> =>
  user.firm_name ? { firmName: user.firm_name } : {};
const nameOf = (user: TUserWithFirm) =>
  [user.eng_first_name, user.eng_last_name].filter(Boolean).join(' ') || user.username;

/** The jobs behind the two requests: find the account, and mail it if it is active and not over its limit. */
export function createRecoveryJobHandlers(deps: TRecoveryDeps): Record<string, TJobHandler> {
  const payloadText = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    [RECOVERY_JOBS.username]: async (job) => {
      const email = payloadText(job.payload.email);
      const user = email ? await findUserForLogin(deps.db, email) : undefined;
      if (!user || user.email.toLowerCase() !== email || user.status !== 'ACTIVE') return;
      await deps.db.transaction().execute(async (trx) => {
        if ((await takeRequestSlot(trx, RECOVERY_LIMITS.mailsPerAccount, user.id)) > 0) return;
        await queueMail(trx, {
          firmId: user.firm_id,
          to: user.email,
          language: user.language,
          template: 'forgotUsername',
          values: {
            name: nameOf(user),
            username: user.username,
            url: `${deps.publicUrl}/login`,
            ...signerOf(user),
          },
        });
        await writeAudit(trx, {
          action: 'auth.username_reminder_sent',
          firmId: user.firm_id,
          targetType: 'user',
          targetId: user.id,
          ip: payloadText(job.payload.ip) || null,
        });
      });
    },
    [RECOVERY_JOBS.password]: async (job) => {
      const login = payloadText(job.payload.login);
      const user = login ? await findUserForLogin(deps.db, login) : undefined;
      if (!user || user.status !== 'ACTIVE') return;
      await deps.db.transaction().execute(async (trx) => {
        if ((await takeRequestSlot(trx, RECOVERY_LIMITS.mailsPerAccount, user.id)) > 0) return;
        const { token, expiresAt } = await issueUserToken(
          trx,
          user.id,
          'RESET_PASSWORD',
          RESET_LINK_TTL_SECONDS,
        );
        await queueMail(trx, {
          firmId: user.firm_id,
          to: user.email,
          language: user.language,
          template: 'resetPassword',
          values: {
            name: nameOf(user),
            expiresAt: formatMailDate(expiresAt, user.language),
            url: `${deps.publicUrl}/reset-password/${token}`,
            ...signerOf(user),
          },
        });
        await writeAudit(trx, {
          action: 'auth.password_reset_requested',
          firmId: user.firm_id,
          targetType: 'user',
          targetId: user.id,
          ip: payloadText(job.payload.ip) || null,
        });
      });
    },
  };
}

/** Whether a reset link can still be used (the page shows the right screen before asking anything). */
export async function resetLinkStatus(deps: TRecoveryDeps, token: string) {
  const found = await lookUpUserToken(deps.db, token, 'RESET_PASSWORD');
  return {
    state: found.state,
    expiresAt: found.state === 'valid' && found.expiresAt ? found.expiresAt.toISOString() : null,
  };
}

const LINK_ERRORS = { expired: 'LINK_EXPIRED', used: 'LINK_USED', invalid: 'LINK_INVALID' } as const;

/**
 * Sets a new password from a reset link, in one transaction: the link is used up, the password
 * replaced, every session of the account ended (token version and sessions), and the reset audited.
 */
export async function resetPassword(
  deps: TRecoveryDeps,
  token: string,
  newPassword: string,
  meta: TRequestMeta,
): Promise<void> {
  await limitAddress(deps.db, meta.ip, RECOVERY_LIMITS.resetsPerAddress);
  await deps.db.transaction().execute(async (trx) => {
    const found = await lookUpUserToken(trx, token, 'RESET_PASSWORD', true);
    if (found.state !== 'valid' || !found.userId)
      throw new AppError(LINK_ERRORS[found.state === 'valid' ? 'invalid' : found.state]);
    const user = await findUserById(trx, found.userId);
    if (!user || user.status !== 'ACTIVE') throw new AppError('LINK_INVALID');
    const problem = checkPassword(newPassword, [
      user.username,
      user.email,
      user.eng_first_name,
      user.eng_last_name,
    ]);
    if (problem) throw fieldError('newPassword', problem);
    await trx
      .updateTable('users')
      .set({
        password_hash: await hashPassword(newPassword),
        token_version: sql<number>`token_version + 1`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', user.id)
      .execute();
    await markUserTokenUsed(trx, token);
    await revokeOtherSessions(trx, user.id, null, 'password_reset');
    await writeAudit(trx, {
      action: 'auth.password_reset',
      firmId: user.firm_id,
      actorUserId: user.id,
      targetType: 'user',
      targetId: user.id,
      ip: meta.ip,
      requestId: meta.requestId,
    });
  });
}
