import type { Selectable } from 'kysely';
import type { TCaseSummary, TPersonRef } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import type { CasesTable, TasksTable } from '../../db/schema.js';
import type { TAuthContext } from '../auth/auth.service.js';
import { caseVisibleTo } from './case-access.js';

export type TCaseRow = Selectable<CasesTable> & { firm_name: string };
export type TTaskRow = Selectable<TasksTable>;

/** A case the caller may see, or undefined (another firm's or client's case is simply not there). */
export async function findVisibleCase(
  db: TDb,
  auth: Pick<TAuthContext, 'userId' | 'userType' | 'firmId'>,
  caseId: string,
  options: { forUpdate?: boolean } = {},
): Promise<TCaseRow | undefined> {
  let query = db
    .selectFrom('cases')
    .innerJoin('firms', 'firms.id', 'cases.firm_id')
    .selectAll('cases')
    .select('firms.name as firm_name')
    .where('cases.id', '=', caseId)
    .where(caseVisibleTo(auth));
  // Every move of a case takes its row lock first, so moves of one case happen one at a time.
  if (options.forUpdate) query = query.forUpdate('cases');
  return query.executeTakeFirst();
}

/**
 * A case by id with its row lock, for a move no signed-in caller is checked for (a provider's signed
 * notification, a case invitation whose code was checked): the same lock every move of a case takes.
 */
export async function lockCaseRow(db: TDb, caseId: string): Promise<TCaseRow> {
  return db
    .selectFrom('cases')
    .innerJoin('firms', 'firms.id', 'cases.firm_id')
    .selectAll('cases')
    .select('firms.name as firm_name')
    .where('cases.id', '=', caseId)
    .forUpdate('cases')
    .executeTakeFirstOrThrow();
}

export function isPendingClientOnboard(
  row: Pick<TCaseRow, 'status' | 'client_user_id' | 'requested_by_client'>,
): boolean {
  return row.status === 'OPEN' && row.client_user_id === null && !row.requested_by_client;
}

export function toCaseSummary(
  row: TCaseRow,
  people: Map<string, TPersonRef>,
  openTaskCount: number,
): TCaseSummary {
  return {
    caseID: row.id,
    caseRef: row.case_ref,
    caseType: row.case_type,
    status: row.status,
    step: row.step,
    firmID: row.firm_id,
    firmName: row.firm_name,
    companyID: row.entity_id,
    companyEngName: row.company_eng_name,
    companyChiName: row.company_chi_name,
    brn: row.brn,
    returnDate: row.return_date,
    staffInCharge: (row.officer_user_id && people.get(row.officer_user_id)) || null,
    client: (row.client_user_id && people.get(row.client_user_id)) || null,
    pendingClientOnboard: isPendingClientOnboard(row),
    requestedByClient: row.requested_by_client,
    openTaskCount,
    createdDate: row.created_at.toISOString(),
    updatedDate: row.updated_at.toISOString(),
    closedDate: row.closed_at ? row.closed_at.toISOString() : null,
  };
}
