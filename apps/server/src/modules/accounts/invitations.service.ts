import { randomBytes } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import {
  INVITATION_TTL_SECONDS,
  type TCreateInvitationRequest,
  type TInvitation,
  type TInvitationStatus,
  type TInviteTokenEmail,
  type TLanguage,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import type { InvitationsTable, TInvitableUserType } from '../../db/schema.js';
import { AppError } from '../../plugins/errors.js';
import { writeAudit } from '../audit/audit.repository.js';
import type { TAuthContext, TRequestMeta } from '../auth/auth.service.js';
import { formatMailDate } from '../mail/mail-format.js';
import { ROLE_NAMES } from '../mail/mail-templates.js';
import { queueMail } from '../mail/mail.service.js';
import { takeRequestSlot, type TRequestLimit } from '../recovery/request-limiter.js';
import { hashOf } from '../recovery/user-tokens.repository.js';
import { assertWithinPlan } from '../plans/plan-usage.js';
import { displayNameOf, firmScopeOf } from './account-scope.js';

export interface TInvitationDeps {
  db: TDb;
  publicUrl: string;
}

/** Invitation mails one person may send per hour: enough for a busy day, not for mail-bombing. */
export const INVITATION_LIMIT: TRequestLimit = { scope: 'invitation.mail', max: 60, windowSeconds: 3600 };

type TInvitationRow = Selectable<InvitationsTable> & { firm_name: string; inviter_name: string | null };

export function invitationStatusOf(row: Selectable<InvitationsTable>, now = Date.now()): TInvitationStatus {
  if (row.accepted_at) return 'ACCEPTED';
  if (row.revoked_at) return 'REVOKED';
  if (row.expires_at.getTime() <= now) return 'EXPIRED';
  return 'PENDING';
}

function toInvitation(row: TInvitationRow): TInvitation {
  return {
    invitationID: row.id,
    firmID: row.firm_id,
    firmName: row.firm_name,
    email: row.email,
    userType: row.user_type,
    language: row.language,
    status: invitationStatusOf(row),
    invitedByName: row.inviter_name,
    createdDate: row.created_at.toISOString(),
    expiresDate: row.expires_at.toISOString(),
    acceptedDate: row.accepted_at ? row.accepted_at.toISOString() : null,
  };
}

function selectInvitations(db: TDb) {
  return db
    .selectFrom('invitations')
    .innerJoin('firms', 'firms.id', 'invitations.firm_id')
    .leftJoin('users as inviter', 'inviter.id', 'invitations.invited_by')
    .selectAll('invitations')
    .select((eb) => [
      'firms.name as firm_name',
      eb
        .fn<string | null>('nullif', [
          eb.fn('concat_ws', [sql.lit(' '), 'inviter.eng_first_name', 'inviter.eng_last_name']),
          sql.lit(''),
        ])
        .as('inviter_name'),
    ]);
}

/** Who may invite whom: a firm's SYSTEM_ADMIN anyone to the firm; COM_SEC only clients. */
function assertMayInvite(auth: TAuthContext, userType: TInvitableUserType): string {
  if (!auth.firmId || (auth.userType !== 'SYSTEM_ADMIN' && auth.userType !== 'COM_SEC'))
    throw new AppError('FORBIDDEN');
  if (auth.userType === 'COM_SEC' && userType !== 'GU') throw new AppError('FORBIDDEN');
  return auth.firmId;
}

async function limitInviter(db: TDb, auth: TAuthContext): Promise<void> {
  const wait = await takeRequestSlot(db, INVITATION_LIMIT, auth.userId);
  if (wait > 0)
    throw new AppError('TOO_MANY_REQUESTS', { minutes: Math.ceil(wait / 60) }, { retryAfterSeconds: wait });
}

/** Makes a new token for the invitation row and mails it; the previous token stops working. */
async function sendInvitationMail(
  trx: TDb,
  deps: TInvitationDeps,
  invitation: {
    id: string;
    email: string;
    user_type: TInvitableUserType;
    language: TLanguage;
    firm_id: string;
  },
  from: { firmName: string; inviterName: string },
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + INVITATION_TTL_SECONDS * 1000);
  await trx
    .updateTable('invitations')
    .set({ token_hash: hashOf(token), expires_at: expiresAt, revoked_at: null })
    .where('id', '=', invitation.id)
    .execute();
  await queueMail(trx, {
    firmId: invitation.firm_id,
    to: invitation.email,
    language: invitation.language,
    template: 'invitation',
    values: {
      firmName: from.firmName,
      inviterName: from.inviterName,
      roleName: ROLE_NAMES[invitation.user_type][invitation.language],
      expiresAt: formatMailDate(expiresAt, invitation.language),
      url: `${deps.publicUrl}/create-account?token=${token}`,
    },
  });
}

const isStaffType = (userType: TInvitableUserType) => userType === 'SYSTEM_ADMIN' || userType === 'COM_SEC';

const mailFrom = (auth: TAuthContext) => ({
  firmName: auth.user.firm_name ?? '',
  inviterName: displayNameOf(auth.user),
});

/** An address that already has an account cannot be invited (see createInvitation). */
async function assertAddressFree(db: TDb, email: string): Promise<void> {
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  if (taken) throw new AppError('ALREADY_EXISTS', { field: 'email' }, { field: 'email' });
}

async function findInvitation(db: TDb, firmId: string, invitationId: string) {
  return selectInvitations(db)
    .where('invitations.id', '=', invitationId)
    .where('invitations.firm_id', '=', firmId)
    .executeTakeFirst();
}

/**
 * Invites someone to the caller's firm. An address that already has an account is refused (an
 * existing client joins a firm's case with the case's invitation code instead); a pending
 * invitation to the same address is replaced, so only the newest link works.
 */
export async function createInvitation(
  deps: TInvitationDeps,
  auth: TAuthContext,
  input: TCreateInvitationRequest,
  meta: TRequestMeta,
): Promise<TInvitation> {
  const firmId = assertMayInvite(auth, input.userType);
  const email = input.email.trim();
  const language = input.language ?? auth.language;
  const id = await deps.db.transaction().execute(async (trx) => {
    await assertAddressFree(trx, email);
    await limitInviter(trx, auth);
    const replaced = await trx
      .updateTable('invitations')
      .set({ revoked_at: sql<Date>`now()` })
      .where('firm_id', '=', firmId)
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .returning('id')
      .execute();
    // A colleague takes a seat of the plan from the moment they are invited (the replaced one frees its).
    if (isStaffType(input.userType)) await assertWithinPlan(trx, firmId, 'staffSeats');
    const row = await trx
      .insertInto('invitations')
      .values({
        firm_id: firmId,
        email,
        user_type: input.userType,
        language,
        // Replaced at once by sendInvitationMail; a placeholder keeps the column NOT NULL.
        token_hash: `pending:${randomBytes(16).toString('hex')}`,
        invited_by: auth.userId,
        expires_at: new Date(Date.now() + INVITATION_TTL_SECONDS * 1000),
      })
      .returning(['id', 'email', 'user_type', 'language', 'firm_id'])
      .executeTakeFirstOrThrow();
    await sendInvitationMail(trx, deps, row, mailFrom(auth));
    await writeAudit(trx, {
      action: 'invitation.created',
      firmId,
      actorUserId: auth.userId,
      targetType: 'invitation',
      targetId: row.id,
      ip: meta.ip,
      requestId: meta.requestId,
      details: { email, userType: input.userType, replaced: replaced.map((r) => r.id) },
    });
    return row.id;
  });
  const created = await findInvitation(deps.db, firmId, id);
  if (!created) throw new AppError('NOT_FOUND');
  return toInvitation(created);
}

/**
 * SMOOOTH invites a new firm's first system administrator (issue 21 point 4), inside the transaction
 * that created the firm. The mail comes from SMOOOTH on the firm's behalf.
 */
export async function inviteFirstAdmin(
  trx: TDb,
  deps: TInvitationDeps,
  auth: TAuthContext,
  firm: { id: string; name: string },
  input: { email: string; language: TLanguage },
  meta: TRequestMeta,
): Promise<string> {
  const email = input.email.trim();
  await assertAddressFree(trx, email);
  await limitInviter(trx, auth);
  const row = await trx
    .insertInto('invitations')
    .values({
      firm_id: firm.id,
      email,
      user_type: 'SYSTEM_ADMIN',
      language: input.language,
      token_hash: `pending:${randomBytes(16).toString('hex')}`,
      invited_by: auth.userId,
      expires_at: new Date(Date.now() + INVITATION_TTL_SECONDS * 1000),
    })
    .returning(['id', 'email', 'user_type', 'language', 'firm_id'])
    .executeTakeFirstOrThrow();
  await sendInvitationMail(trx, deps, row, { firmName: firm.name, inviterName: displayNameOf(auth.user) });
  await writeAudit(trx, {
    action: 'invitation.created',
    firmId: firm.id,
    actorUserId: auth.userId,
    targetType: 'invitation',
    targetId: row.id,
    ip: meta.ip,
    requestId: meta.requestId,
    details: { email, userType: 'SYSTEM_ADMIN', firstAdmin: true },
  });
  return row.id;
}

/** An invitation of any firm by id, as the API shows it. */
export async function invitationById(db: TDb, invitationId: string): Promise<TInvitation> {
  const row = await selectInvitations(db).where('invitations.id', '=', invitationId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return toInvitation(row);
}

/**
 * Runs a change to one invitation of the caller's firm with its row locked: another firm's id is not
 * found, the caller must be allowed to invite that role, and an accepted invitation cannot change.
 * The change returns the audit action to record, or null when there was nothing to do.
 */
async function changeOwnInvitation(
  deps: TInvitationDeps,
  auth: TAuthContext,
  invitationId: string,
  meta: TRequestMeta,
  change: (
    trx: TDb,
    row: Selectable<InvitationsTable>,
  ) => Promise<'invitation.resent' | 'invitation.revoked' | null>,
): Promise<TInvitation> {
  if (!auth.firmId) throw new AppError('FORBIDDEN');
  const firmId = auth.firmId;
  await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('invitations')
      .selectAll()
      .where('id', '=', invitationId)
      .where('firm_id', '=', firmId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND');
    assertMayInvite(auth, row.user_type);
    if (row.accepted_at) throw new AppError('LINK_USED');
    const action = await change(trx, row);
    if (!action) return;
    await writeAudit(trx, {
      action,
      firmId,
      actorUserId: auth.userId,
      targetType: 'invitation',
      targetId: row.id,
      ip: meta.ip,
      requestId: meta.requestId,
      details: { email: row.email, userType: row.user_type },
    });
  });
  const updated = await findInvitation(deps.db, firmId, invitationId);
  if (!updated) throw new AppError('NOT_FOUND');
  return toInvitation(updated);
}

/** A new link for a pending, expired or withdrawn invitation; the old link stops working. */
export function resendInvitation(
  deps: TInvitationDeps,
  auth: TAuthContext,
  invitationId: string,
  meta: TRequestMeta,
): Promise<TInvitation> {
  return changeOwnInvitation(deps, auth, invitationId, meta, async (trx, row) => {
    await assertAddressFree(trx, row.email);
    await limitInviter(trx, auth);
    // A withdrawn or expired invitation to a colleague takes its seat again; a pending one has it.
    if (isStaffType(row.user_type))
      await assertWithinPlan(trx, row.firm_id, 'staffSeats', invitationStatusOf(row) === 'PENDING' ? 0 : 1);
    await sendInvitationMail(trx, deps, row, mailFrom(auth));
    return 'invitation.resent';
  });
}

/** Withdraws an invitation: its link stops working at once. */
export function revokeInvitation(
  deps: TInvitationDeps,
  auth: TAuthContext,
  invitationId: string,
  meta: TRequestMeta,
): Promise<TInvitation> {
  return changeOwnInvitation(deps, auth, invitationId, meta, async (trx, row) => {
    if (row.revoked_at) return null;
    await trx
      .updateTable('invitations')
      .set({ revoked_at: sql<Date>`now()` })
      .where('id', '=', row.id)
      .execute();
    return 'invitation.revoked';
  });
}

/** A firm's invitations, newest first (staff of the firm; SMOOOTH names the firm). */
export async function listInvitations(
  db: TDb,
  auth: TAuthContext,
  filter: { firmID?: string; status?: TInvitationStatus },
): Promise<TInvitation[]> {
  const scope = firmScopeOf(auth, filter.firmID);
  let query = selectInvitations(db);
  if (scope.firmId) query = query.where('invitations.firm_id', '=', scope.firmId);
  const rows = await query
    .orderBy('invitations.created_at', 'desc')
    .orderBy('invitations.id')
    .limit(500)
    .execute();
  const items = rows.map(toInvitation);
  return filter.status ? items.filter((item) => item.status === filter.status) : items;
}

/** Error for a token that cannot be used, by what is wrong with it. */
function deadInvitationError(row: Selectable<InvitationsTable> | undefined): AppError | null {
  if (!row) return new AppError('LINK_INVALID');
  const status = invitationStatusOf(row);
  if (status === 'ACCEPTED') return new AppError('LINK_USED');
  if (status === 'REVOKED') return new AppError('LINK_INVALID');
  if (status === 'EXPIRED') return new AppError('LINK_EXPIRED');
  return null;
}

/** GET /api/auth/inviteTokenEmail: what a valid invitation link is for. */
export async function inviteTokenEmail(db: TDb, token: string): Promise<TInviteTokenEmail> {
  const row = await selectInvitations(db)
    .where('invitations.token_hash', '=', hashOf(token))
    .executeTakeFirst();
  const dead = deadInvitationError(row);
  if (dead || !row) throw dead ?? new AppError('LINK_INVALID');
  return {
    email: row.email,
    userType: row.user_type,
    firmName: row.firm_name,
    language: row.language,
    expiresAt: row.expires_at.toISOString(),
  };
}

/** Locks the invitation behind a token inside a transaction, or throws why it cannot be used. */
export async function takeInvitation(trx: TDb, token: string): Promise<Selectable<InvitationsTable>> {
  const row = await trx
    .selectFrom('invitations')
    .selectAll()
    .where('token_hash', '=', hashOf(token))
    .forUpdate()
    .executeTakeFirst();
  const dead = deadInvitationError(row);
  if (dead || !row) throw dead ?? new AppError('LINK_INVALID');
  return row;
}
