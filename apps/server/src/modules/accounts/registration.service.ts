import { sql } from 'kysely';
import { VERIFY_EMAIL_TTL_SECONDS, type TRegisterRequest, type TRegisterResponse } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import { writeAudit } from '../audit/audit.repository.js';
import type { TRequestMeta } from '../auth/auth.service.js';
import { enqueueJob } from '../jobs/job-queue.js';
import type { TJobHandler } from '../jobs/job-runner.js';
import { formatMailDate } from '../mail/mail-format.js';
import { queueMail } from '../mail/mail.service.js';
import { takeRequestSlot, type TRequestLimit } from '../recovery/request-limiter.js';
import {
  hashOf,
  issueUserToken,
  lookUpUserToken,
  markUserTokenUsed,
} from '../recovery/user-tokens.repository.js';
import { findUserById, findUserForLogin } from '../users/users.repository.js';
import { createUser, linkClientToFirm } from '../users/users.service.js';
import { displayNameOf } from './account-scope.js';
import { assertWithinPlan } from '../plans/plan-usage.js';
import { takeInvitation } from './invitations.service.js';

export interface TRegistrationDeps {
  db: TDb;
  publicUrl: string;
}

export const REGISTRATION_LIMITS = {
  /** Registrations and link checks per address: tokens are unguessable, this keeps it so. */
  perAddress: { scope: 'register.request', max: 60, windowSeconds: 3600 },
  /** Verification mails per account. */
  mailsPerAccount: { scope: 'verify.mail', max: 5, windowSeconds: 3600 },
} as const satisfies Record<string, TRequestLimit>;

export const VERIFY_JOB = 'accounts.resendVerification';

/** Counts a registration, link check or confirmation against the address's limit. */
export async function limitAddress(db: TDb, ip: string): Promise<void> {
  const wait = await takeRequestSlot(db, REGISTRATION_LIMITS.perAddress, ip);
  if (wait > 0)
    throw new AppError('TOO_MANY_REQUESTS', { minutes: Math.ceil(wait / 60) }, { retryAfterSeconds: wait });
}

/** Mails a confirmation link for the user's current address (earlier links stop working). */
async function sendVerificationMail(
  trx: TDb,
  deps: TRegistrationDeps,
  userId: string,
  firmId: string | null,
): Promise<void> {
  const user = await findUserById(trx, userId);
  if (!user) return;
  const { token, expiresAt } = await issueUserToken(
    trx,
    user.id,
    'VERIFY_EMAIL',
    VERIFY_EMAIL_TTL_SECONDS,
    user.email,
  );
  const firmName = user.firm_name ?? (firmId ? await firmNameOf(trx, firmId) : null);
  await queueMail(trx, {
    firmId: firmId ?? user.firm_id,
    to: user.email,
    language: user.language,
    template: 'verifyEmail',
    values: {
      name: displayNameOf(user),
      email: user.email,
      expiresAt: formatMailDate(expiresAt, user.language),
      url: `${deps.publicUrl}/verify-email/${token}`,
      ...(firmName ? { firmName } : {}),
    },
  });
  await writeAudit(trx, {
    action: 'user.verification_sent',
    firmId: firmId ?? user.firm_id,
    targetType: 'user',
    targetId: user.id,
    details: { email: user.email },
  });
}

/** The firm whose invitation a client accepted: their events go to that firm's log. */
async function invitingFirmOf(db: TDb, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('invitations')
    .select('firm_id')
    .where('accepted_user_id', '=', userId)
    .executeTakeFirst();
  return row?.firm_id ?? null;
}

async function firmNameOf(db: TDb, firmId: string): Promise<string | null> {
  const row = await db.selectFrom('firms').select('name').where('id', '=', firmId).executeTakeFirst();
  return row?.name ?? null;
}

/**
 * Registers the person an invitation was sent to, in one transaction: the invitation is locked and
 * used up, the account made with the invitation's role and firm, a client linked to the firm. The
 * invited address counts as confirmed (the link reached it); another address gets a confirmation
 * mail and must be confirmed before sign-in. Any refusal leaves the invitation usable.
 */
export async function register(
  deps: TRegistrationDeps,
  input: TRegisterRequest,
  meta: TRequestMeta,
): Promise<TRegisterResponse> {
  await limitAddress(deps.db, meta.ip);
  await refuseOtherRole(deps.db, input, meta);
  return deps.db.transaction().execute(async (trx) => {
    const invitation = await takeInvitation(trx, input.token);
    if (input.userTypeID !== undefined && String(input.userTypeID) !== invitation.user_type) {
      throw new AppError('ROLE_NOT_INVITED', {}, { field: 'userTypeID' });
    }
    const invitedAddress = input.email.trim().toLowerCase() === invitation.email.toLowerCase();
    const isStaff = invitation.user_type !== 'GU';
    // The pending invitation already holds its seat; the plan may have shrunk since it was sent.
    if (isStaff) await assertWithinPlan(trx, invitation.firm_id, 'staffSeats', 0);
    const userId = await createUser(
      trx,
      {
        username: input.username,
        email: input.email.trim(),
        password: input.password,
        userType: invitation.user_type,
        firmId: isStaff ? invitation.firm_id : null,
        engFirstName: input.engFirstName,
        engLastName: input.engLastName,
        chiName: input.chiName ? input.chiName : null,
        language: input.language ?? invitation.language,
        emailVerified: invitedAddress,
      },
      null,
      {
        action: 'user.registered',
        firmId: invitation.firm_id,
        actorUserId: null,
        ip: meta.ip,
        requestId: meta.requestId,
        details: {
          userType: invitation.user_type,
          invitationID: invitation.id,
          emailConfirmed: invitedAddress,
        },
      },
    );
    if (!isStaff) await linkClientToFirm(trx, userId, invitation.firm_id);
    await trx
      .updateTable('invitations')
      .set({ accepted_at: sql<Date>`now()`, accepted_user_id: userId })
      .where('id', '=', invitation.id)
      .execute();
    if (!invitedAddress) await sendVerificationMail(trx, deps, userId, invitation.firm_id);
    return {
      userID: userId,
      username: input.username,
      email: input.email.trim(),
      userType: invitation.user_type,
      emailVerificationRequired: !invitedAddress,
    };
  });
}

/**
 * The role comes from the invitation: asking for another one is refused, and the attempt is written
 * to the inviting firm's log (outside any transaction, so the refusal does not undo it).
 */
async function refuseOtherRole(db: TDb, input: TRegisterRequest, meta: TRequestMeta): Promise<void> {
  if (input.userTypeID === undefined) return;
  const invitation = await db
    .selectFrom('invitations')
    .select(['id', 'firm_id', 'user_type'])
    .where('token_hash', '=', hashOf(input.token))
    .executeTakeFirst();
  if (!invitation || String(input.userTypeID) === invitation.user_type) return;
  await writeAudit(db, {
    action: 'auth.register_refused',
    firmId: invitation.firm_id,
    targetType: 'invitation',
    targetId: invitation.id,
    ip: meta.ip,
    requestId: meta.requestId,
    details: {
      reason: 'role_not_invited',
      askedFor: String(input.userTypeID),
      invitedAs: invitation.user_type,
      username: input.username,
    },
  });
  throw new AppError('ROLE_NOT_INVITED', {}, { field: 'userTypeID' });
}

/** POST /api/user/verifyEmail: confirms the address the link was sent to. */
export async function verifyEmail(
  deps: TRegistrationDeps,
  token: string,
  meta: TRequestMeta,
): Promise<{ verified: true; email: string }> {
  await limitAddress(deps.db, meta.ip);
  return deps.db.transaction().execute(async (trx) => {
    const found = await lookUpUserToken(trx, token, 'VERIFY_EMAIL', true);
    if (found.state === 'expired') throw new AppError('LINK_EXPIRED');
    if (found.state === 'used') throw new AppError('LINK_USED');
    const user = found.userId ? await findUserById(trx, found.userId) : undefined;
    // A link for an address the account no longer uses proves nothing.
    if (
      found.state !== 'valid' ||
      !user ||
      !found.email ||
      found.email.toLowerCase() !== user.email.toLowerCase()
    )
      throw new AppError('LINK_INVALID');
    await trx
      .updateTable('users')
      .set({ email_verified_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
      .where('id', '=', user.id)
      .execute();
    await markUserTokenUsed(trx, token);
    await writeAudit(trx, {
      action: 'user.email_verified',
      firmId: user.firm_id ?? (await invitingFirmOf(trx, user.id)),
      actorUserId: user.id,
      targetType: 'user',
      targetId: user.id,
      ip: meta.ip,
      requestId: meta.requestId,
      details: { email: user.email },
    });
    return { verified: true as const, email: user.email };
  });
}

/**
 * A new confirmation link, asked for with an old link or with the username or e-mail. The answer is
 * the same whatever matched; a job looks the account up and mails it only if it still needs one.
 */
export async function requestNewVerification(
  deps: TRegistrationDeps,
  input: { token?: string; login?: string },
  meta: TRequestMeta,
): Promise<void> {
  await limitAddress(deps.db, meta.ip);
  let userId: string | null = null;
  if (input.token) userId = (await lookUpUserToken(deps.db, input.token, 'VERIFY_EMAIL')).userId;
  await enqueueJob(deps.db, VERIFY_JOB, { userId, login: input.login?.trim() ?? null }, { maxAttempts: 3 });
}

export function createRegistrationJobHandlers(deps: TRegistrationDeps): Record<string, TJobHandler> {
  return {
    [VERIFY_JOB]: async (job) => {
      const { userId, login } = job.payload;
      const user =
        typeof userId === 'string'
          ? await findUserById(deps.db, userId)
          : typeof login === 'string' && login
            ? await findUserForLogin(deps.db, login)
            : undefined;
      if (!user || user.status !== 'ACTIVE' || user.email_verified_at) return;
      await deps.db.transaction().execute(async (trx) => {
        if ((await takeRequestSlot(trx, REGISTRATION_LIMITS.mailsPerAccount, user.id)) > 0) return;
        const link = await trx
          .selectFrom('client_firm_links')
          .select('firm_id')
          .where('user_id', '=', user.id)
          .orderBy('created_at')
          .executeTakeFirst();
        await sendVerificationMail(trx, deps, user.id, user.firm_id ?? link?.firm_id ?? null);
      });
    },
  };
}
