import type { Selectable } from 'kysely';
import { PLAN_NAMES, type TMyProfile, type TPlanCode, type TUserProfile } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import type { UsersTable } from '../../db/schema.js';

export type TUserRow = Selectable<UsersTable>;

export interface TUserWithFirm extends TUserRow {
  firm_name: string | null;
  firm_plan_code: TPlanCode | null;
  /** Set while SMOOOTH has suspended the user's firm. */
  firm_suspended_at: Date | null;
}

function selectUserWithFirm(db: TDb) {
  return db
    .selectFrom('users')
    .leftJoin('firms', 'firms.id', 'users.firm_id')
    .selectAll('users')
    .select([
      'firms.name as firm_name',
      'firms.plan_code as firm_plan_code',
      'firms.suspended_at as firm_suspended_at',
    ]);
}

/** Finds a user by username or e-mail, case-insensitively. */
export async function findUserForLogin(db: TDb, login: string): Promise<TUserWithFirm | undefined> {
  const key = login.trim().toLowerCase();
  const rows = await selectUserWithFirm(db)
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['users.username']), '=', key),
        eb(eb.fn('lower', ['users.email']), '=', key),
      ]),
    )
    .limit(2)
    .execute();
  // A username that equals someone else's e-mail: the username match wins.
  return rows.find((r) => r.username.toLowerCase() === key) ?? rows[0];
}

export async function findUserById(db: TDb, userId: string): Promise<TUserWithFirm | undefined> {
  return selectUserWithFirm(db).where('users.id', '=', userId).executeTakeFirst();
}

/** The profile the layout needs (spec §3 user profile). */
export function toUserProfile(user: TUserWithFirm, features: { nameSearch: boolean }): TUserProfile {
  return {
    userID: user.id,
    username: user.username,
    email: user.email,
    engFirstName: user.eng_first_name,
    engLastName: user.eng_last_name,
    chiName: user.chi_name,
    phone: user.phone,
    userType: { typeCode: user.user_type },
    isFirstTimeLogin: user.is_first_time_login,
    language: user.language,
    theme: user.theme,
    firm:
      user.firm_id && user.firm_name
        ? { firmID: user.firm_id, name: user.firm_name, suspended: user.firm_suspended_at !== null }
        : null,
    features: { nameSearch: features.nameSearch && user.user_type !== 'GU' },
  };
}

/** Profile plus the firm's subscription plan (staff of a firm only). */
export function toMyProfile(user: TUserWithFirm, features: { nameSearch: boolean }): TMyProfile {
  return {
    ...toUserProfile(user, features),
    subscription: user.firm_plan_code
      ? { planCode: user.firm_plan_code, planName: PLAN_NAMES[user.firm_plan_code] }
      : null,
  };
}
