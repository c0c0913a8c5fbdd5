import type { TDb } from '../../db/database.js';

/**
 * The workflow's facts about a case's money (gatherFacts): an invoice is issued when one that is not
 * void exists; it is paid when that invoice is PAID (its payment confirmed).
 */
export async function billingFacts(
  db: TDb,
  caseId: string,
): Promise<{ invoiceIssued: boolean; invoicePaid: boolean }> {
  const live = await db
    .selectFrom('invoices')
    .select('status')
    .where('case_id', '=', caseId)
    .where('status', '!=', 'VOID')
    .executeTakeFirst();
  return { invoiceIssued: live !== undefined, invoicePaid: live?.status === 'PAID' };
}
