import { sql, type SqlBool } from 'kysely';
import type { TPersonRef, TUserType } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { executePrepared } from '../../db/keyset.js';
import { displayNameOf } from '../accounts/account-scope.js';

interface TPersonRow {
  id: string;
  username: string;
  email: string;
  eng_first_name: string;
  eng_last_name: string;
  chi_name: string | null;
  user_type: TUserType;
}

export function personRef(row: TPersonRow): TPersonRef {
  return { userID: row.id, name: displayNameOf(row), email: row.email, userType: row.user_type };
}

/** The people behind a set of user ids, in one query. */
export async function loadPeople(
  db: TDb,
  ids: Iterable<string | null | undefined>,
): Promise<Map<string, TPersonRef>> {
  const wanted = [...new Set([...ids].filter((id): id is string => typeof id === 'string'))];
  if (wanted.length === 0) return new Map();
  // One statement whatever the number of people (an array, not a list of parameters), prepared: every
  // list page asks it.
  const rows = await executePrepared(
    db,
    db
      .selectFrom('users')
      .select(['id', 'username', 'email', 'eng_first_name', 'eng_last_name', 'chi_name', 'user_type'])
      .where(sql<SqlBool>`users.id = any(${wanted}::uuid[])`),
  );
  return new Map(rows.map((r) => [r.id, personRef(r)]));
}
