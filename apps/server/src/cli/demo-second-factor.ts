import { sql } from 'kysely';
import type { TDb } from '../db/database.js';
import { PLATFORM_SCOPE } from '../modules/keys/keyring.js';
import { sealValue } from '../modules/keys/sealed-documents.js';

/**
 * The demo's authenticator secret (ADR 0029): SMOOOTH must sign in with a second factor, so the demo
 * enrols `smoooth.ops` with this fixed, published secret (base32 of 'smoooth-demo-secret!'). Add it to
 * an authenticator app to sign in; never use a published secret for a real account. The API tests'
 * SMOOOTH users and the browser tests use it too, computing codes with totp.ts.
 */
export const DEMO_TOTP_SECRET = 'ONWW633PORUC2ZDFNVXS243FMNZGK5BB';

/** Enrols the user with the demo secret (confirmed), unless they have a second factor already. */
export async function enrolDemoSecondFactor(db: TDb, userId: string): Promise<void> {
  await db
    .insertInto('user_second_factors')
    .values({
      user_id: userId,
      secret: await sealValue(db, PLATFORM_SCOPE, 'totpSecret', DEMO_TOTP_SECRET),
      confirmed_at: sql<Date>`now()`,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}
