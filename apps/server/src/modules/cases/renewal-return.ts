// An annual renewal files the return made up to one return date; each company has one renewal per date.
import { hongKongDate, nextReturnDate } from '@portal/domain';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';

const ONE_PER_RETURN = 'cases_one_renewal_per_return';

/**
 * The return date a new renewal of the company files (its next return date), refused when another
 * renewal (open or completed) already has it or when the records cannot say it. The caller holds the
 * entity row; an advisory lock takes two renewals opened at the same moment one after the other, and
 * the unique index stays as the last word.
 */
export async function claimRenewalReturnDate(
  trx: TDb,
  entity: { id: string; next_return_date: string | null; incorporation_date: string | null },
): Promise<string> {
  const returnDate =
    entity.next_return_date ??
    (entity.incorporation_date
      ? nextReturnDate({ incorporationDate: entity.incorporation_date, today: hongKongDate(new Date()) })
      : null);
  if (!returnDate) throw new AppError('NO_RETURN_DATE', {}, { field: 'companyID' });
  // Renewals of one company are opened one at a time, so the second sees the first and is named.
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`renewal:${entity.id}`}))`.execute(trx);
  const existing = await trx
    .selectFrom('cases')
    .select('case_ref')
    .where('entity_id', '=', entity.id)
    .where('case_type', '=', 'AR')
    .where('status', '<>', 'CANCELLED')
    .where('return_date', '=', returnDate)
    .executeTakeFirst();
  if (existing) throw renewalExists(returnDate, existing.case_ref);
  return returnDate;
}

function renewalExists(returnDate: string, caseRef: string): AppError {
  return new AppError('RENEWAL_EXISTS', { returnDate, caseRef }, { field: 'companyID' });
}

/** A unique-index refusal of a second renewal for the same return, as the caller's error. */
export function renewalConflict(error: unknown, returnDate: string | null): AppError | null {
  const e = error as { code?: string; constraint?: string; message?: string };
  const named = e.constraint === ONE_PER_RETURN || e.message?.includes(ONE_PER_RETURN);
  return e.code === '23505' && named && returnDate ? renewalExists(returnDate, '') : null;
}
