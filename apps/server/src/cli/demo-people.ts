import type { TDb } from '../db/database.js';
import type { TRequestMeta } from '../modules/auth/auth.service.js';
import { linkCase } from '../modules/cases/case-linking.service.js';
import { openCase } from '../modules/cases/case-opening.service.js';

/** What every demo loader shares: the address links point at, and the people acting by username. */
export const DEMO_PUBLIC_URL = 'http://localhost:3000';

/** The demo's request metadata, named after the loader that acts. */
export const demoMeta = (requestId: string): TRequestMeta => ({
  ip: '127.0.0.1',
  userAgent: 'demo',
  requestId,
});

/** Reads the demo accounts once; `who(username)` is that person as the services take a caller. */
export async function demoPeople(db: TDb) {
  const users = await db
    .selectFrom('users')
    .select(['id', 'username', 'user_type', 'firm_id', 'email'])
    .execute();
  return (username: string) => {
    const user = users.find((u) => u.username === username);
    if (!user) throw new Error(`demo user ${username} missing`);
    return {
      userId: user.id,
      userType: user.user_type,
      firmId: user.firm_id,
      language: 'en' as const,
      email: user.email,
    };
  };
}

export type TDemoPerson = ReturnType<Awaited<ReturnType<typeof demoPeople>>>;

/** The live invitation code of a case (the one mailed to its client). */
export async function demoCodeOf(db: TDb, caseId: string): Promise<string> {
  const row = await db
    .selectFrom('case_invitations')
    .select('code')
    .where('case_id', '=', caseId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.code;
}

/** Staff open an incorporation for a client, who links it with the mailed code as a person does. */
export async function openLinkedIncorporation(
  db: TDb,
  meta: TRequestMeta,
  staff: TDemoPerson,
  client: TDemoPerson,
  company: { eng: string; chi?: string; first: string; last: string },
) {
  const deps = { db, publicUrl: DEMO_PUBLIC_URL };
  const opened = await openCase(deps, staff, meta, {
    caseType: 'MVP',
    companyEngName: company.eng,
    ...(company.chi ? { companyChiName: company.chi } : {}),
    client: { email: client.email, engFirstName: company.first, engLastName: company.last },
  });
  await linkCase(deps, client, meta, {
    invitationCode: await demoCodeOf(db, opened.caseID),
    firstName: company.first,
    lastName: company.last,
  });
  return opened;
}
