import {
  checkPassword,
  LIMITS,
  USERNAME_PATTERN,
  type TLanguage,
  type TPlanCode,
  type TUserType,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import { writeAudit, type TAuditEntry } from '../audit/audit.repository.js';
import { hashPassword } from '../auth/passwords.js';

export interface TNewUser {
  username: string;
  email: string;
  password: string;
  userType: TUserType;
  firmId?: string | null;
  engFirstName?: string;
  engLastName?: string;
  chiName?: string | null;
  language?: TLanguage;
  isFirstTimeLogin?: boolean;
  emailVerified?: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Creates a user after checking the username, e-mail and password rules; returns the new id. */
export async function createUser(
  db: TDb,
  input: TNewUser,
  actorUserId: string | null = null,
  audit: Partial<TAuditEntry> = {},
): Promise<string> {
  if (!USERNAME_PATTERN.test(input.username)) throw fieldError('username', 'invalid');
  if (input.email.length > LIMITS.emailMaxLength || !EMAIL.test(input.email))
    throw fieldError('email', 'invalid');
  const problem = checkPassword(input.password, [
    input.username,
    input.email,
    input.engFirstName ?? '',
    input.engLastName ?? '',
  ]);
  if (problem) throw fieldError('password', problem);
  const isFirmStaff = input.userType === 'SYSTEM_ADMIN' || input.userType === 'COM_SEC';
  if (isFirmStaff !== Boolean(input.firmId)) throw fieldError('firmId', isFirmStaff ? 'required' : 'invalid');

  const taken = await db
    .selectFrom('users')
    .select(['username', 'email'])
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['username']), '=', input.username.toLowerCase()),
        eb(eb.fn('lower', ['email']), '=', input.email.toLowerCase()),
      ]),
    )
    .executeTakeFirst();
  if (taken) {
    const field = taken.username.toLowerCase() === input.username.toLowerCase() ? 'username' : 'email';
    throw new AppError('ALREADY_EXISTS', { field }, { field });
  }

  const passwordHash = await hashPassword(input.password);
  const row = await db
    .insertInto('users')
    .values({
      username: input.username,
      email: input.email,
      password_hash: passwordHash,
      user_type: input.userType,
      firm_id: input.firmId ?? null,
      eng_first_name: input.engFirstName ?? '',
      eng_last_name: input.engLastName ?? '',
      chi_name: input.chiName ?? null,
      language: input.language ?? 'en',
      is_first_time_login: input.isFirstTimeLogin ?? false,
      email_verified_at: input.emailVerified === false ? null : new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeAudit(db, {
    action: 'user.created',
    firmId: input.firmId ?? null,
    actorUserId,
    targetType: 'user',
    targetId: row.id,
    details: { userType: input.userType },
    ...audit,
  });
  return row.id;
}

/** Creates a firm (a tenant); returns its id. */
export async function createFirm(
  db: TDb,
  input: { name: string; planCode?: TPlanCode; tcspLicenceNo?: string | null },
  by: { actorUserId: string; ip: string; requestId: string } | null = null,
): Promise<string> {
  const name = input.name.trim();
  if (name.length === 0 || name.length > LIMITS.nameMaxLength)
    throw fieldError('firm', name ? 'tooLong' : 'required');
  if (input.tcspLicenceNo && !/^TC\d{6}$/.test(input.tcspLicenceNo))
    throw fieldError('tcspLicenceNo', 'invalid');
  const row = await db
    .insertInto('firms')
    .values({ name, plan_code: input.planCode ?? 'FREE', tcsp_licence_no: input.tcspLicenceNo ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeAudit(db, {
    action: 'firm.created',
    firmId: row.id,
    targetType: 'firm',
    targetId: row.id,
    ...by,
    details: { name, planCode: input.planCode ?? 'FREE' },
  });
  return row.id;
}

/** Links a client to a firm (idempotent). */
export async function linkClientToFirm(db: TDb, userId: string, firmId: string): Promise<void> {
  await db
    .insertInto('client_firm_links')
    .values({ user_id: userId, firm_id: firmId })
    .onConflict((oc) => oc.columns(['user_id', 'firm_id']).doNothing())
    .execute();
}
