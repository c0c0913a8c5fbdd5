// Writing a new case: its reference, row, members, the engine's first tasks and first history entry.
// Opening (staff) and requesting (client) both end here; they differ only in what they put in.
import { sql } from 'kysely';
import { startCase, type TCaseInformation, type TCaseType } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { assertWithinPlan } from '../plans/plan-usage.js';
import { addEvent, insertTasks, loadEngineCase } from './case-moves.js';
import type { TCaseRow } from './cases.repository.js';
import { renewalConflict } from './renewal-return.js';
import { sealDocument } from '../keys/sealed-documents.js';

/** The firm's next reference for a case type this year: MVP-2026-0007. */
async function nextCaseRef(trx: TDb, firmId: string, caseType: TCaseType): Promise<string> {
  const year = new Date().getUTCFullYear();
  const row = await trx
    .insertInto('case_ref_counters')
    .values({ firm_id: firmId, case_type: caseType, year, last_number: 1 })
    .onConflict((oc) =>
      oc
        .columns(['firm_id', 'case_type', 'year'])
        .doUpdateSet({ last_number: sql`case_ref_counters.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return `${caseType}-${year}-${String(row.last_number).padStart(4, '0')}`;
}

/** Case types that end in a new company of the firm (an incorporation, a company taken over). */
const MAKES_COMPANY: readonly TCaseType[] = ['MVP', 'EM'];

/**
 * The firm's plan must have room for one more open case and, for a case that ends in a new company,
 * for one more active company counting those already on their way (issue 21 point 3). Checked with the
 * firm's row locked, before anything of the case is written.
 */
async function assertPlanRoom(trx: TDb, firmId: string, caseType: TCaseType): Promise<void> {
  await assertWithinPlan(trx, firmId, 'openCases');
  if (!MAKES_COMPANY.includes(caseType)) return;
  await assertWithinPlan(trx, firmId, 'activeEntities', 1, async (db) =>
    Number(
      (
        await db
          .selectFrom('cases')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('firm_id', '=', firmId)
          .where('status', '=', 'OPEN')
          .where('case_type', 'in', MAKES_COMPANY)
          .executeTakeFirst()
      )?.n ?? 0,
    ),
  );
}

export interface TNewCase {
  firmId: string;
  caseType: TCaseType;
  entityId: string | null;
  companyEngName: string | null;
  companyChiName: string | null;
  brn: string | null;
  officerUserId: string | null;
  clientUserId: string | null;
  requestedByClient: boolean;
  information: TCaseInformation;
  /** An annual renewal's return date (claimRenewalReturnDate); null for other cases. */
  returnDate: string | null;
  remarks: string | null;
  /** Who opened it; null when the deadline sweep opened it by itself (a firm's renewal setting). */
  createdBy: string | null;
  /** Stakeholders with accounts carried over from the entity (holderId → user). */
  stakeholderMembers: { userId: string; holderId: string | null }[];
}

/** Inserts the case, its members and first tasks (the engine's start), and its first history entry. */
export async function insertCase(
  trx: TDb,
  input: TNewCase,
  event: 'OPENED' | 'REQUESTED',
): Promise<TCaseRow> {
  await assertPlanRoom(trx, input.firmId, input.caseType);
  const caseRef = await nextCaseRef(trx, input.firmId, input.caseType);
  const firm = await trx
    .selectFrom('firms')
    .select('name')
    .where('id', '=', input.firmId)
    .executeTakeFirstOrThrow();
  const inserted = await trx
    .insertInto('cases')
    .values({
      return_date: input.returnDate,
      firm_id: input.firmId,
      case_ref: caseRef,
      case_type: input.caseType,
      step: 'MVP_FORM', // replaced below by the engine's first step
      entity_id: input.entityId,
      company_eng_name: input.companyEngName,
      company_chi_name: input.companyChiName,
      brn: input.brn,
      officer_user_id: input.officerUserId,
      client_user_id: input.clientUserId,
      requested_by_client: input.requestedByClient,
      information: await sealDocument(trx, input.firmId, input.information),
      remarks: input.remarks,
      created_by: input.createdBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      throw renewalConflict(error, input.returnDate) ?? error;
    });
  if (input.clientUserId) {
    await trx
      .insertInto('case_members')
      .values({ case_id: inserted.id, user_id: input.clientUserId, role: 'CLIENT', holder_id: null })
      .execute();
  }
  for (const m of input.stakeholderMembers) {
    if (m.userId === input.clientUserId) continue;
    await trx
      .insertInto('case_members')
      .values({ case_id: inserted.id, user_id: m.userId, role: 'STAKEHOLDER', holder_id: m.holderId })
      .onConflict((oc) => oc.columns(['case_id', 'user_id']).doNothing())
      .execute();
  }
  const row: TCaseRow = { ...inserted, firm_name: firm.name };
  const loaded = await loadEngineCase(trx, row);
  const started = startCase(
    input.caseType,
    { officerUserID: input.officerUserId, clientUserID: input.clientUserId },
    loaded.ctx,
  );
  await insertTasks(trx, row, started.newTasks, 0);
  const updated = await trx
    .updateTable('cases')
    .set({ step: started.step, status: started.status })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await addEvent(trx, row.id, {
    type: event,
    toStep: started.step,
    actorUserId: input.createdBy,
    remarks: input.remarks,
  });
  return { ...updated, firm_name: firm.name };
}
