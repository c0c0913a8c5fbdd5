import { AppError } from '../../plugins/errors.js';
import { sql } from 'kysely';
import { addDays } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { writeAudit } from '../audit/audit.repository.js';
import { insertCase } from '../cases/case-insert.js';
import { informationOf } from '../cases/case-moves.js';
import { recordsOnDate } from '../amendments/records-on-date.js';
import { claimRenewalReturnDate } from '../cases/renewal-return.js';

/**
 * A firm that sets `renewal_auto_open_days` has each company's annual renewal opened by itself that
 * many days before the company's return date (issue 16, point 1): in charge is the officer of the
 * company's latest case (while still the firm's active staff), the client is its linked client, and
 * the case starts where a staff-opened one would. A return date that already had a renewal, even a
 * cancelled one, is left alone: staff who cancelled it meant it.
 */

/** Opens the renewals that fall due on `today`; returns how many were opened. */
export async function openDueRenewals(db: TDb, today: string): Promise<number> {
  const firms = await db
    .selectFrom('firms')
    .select(['id', 'renewal_auto_open_days'])
    .where('renewal_auto_open_days', 'is not', null)
    // A suspended firm changes nothing, not even by itself.
    .where('suspended_at', 'is', null)
    .execute();
  let opened = 0;
  for (const firm of firms) {
    const days = firm.renewal_auto_open_days ?? 0;
    const due = await db
      .selectFrom('entities')
      .select('entities.id')
      .where('entities.firm_id', '=', firm.id)
      .where('entities.status', '=', 'ACTIVE')
      .where('entities.next_return_date', '<=', addDays(today, days))
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('cases')
              .select(sql`1`.as('one'))
              .whereRef('cases.entity_id', '=', 'entities.id')
              .where('cases.case_type', '=', 'AR')
              .whereRef('cases.return_date', '=', 'entities.next_return_date'),
          ),
        ),
      )
      .execute();
    for (const { id } of due) {
      const result = await openRenewal(db, firm.id, id).catch((error: unknown) => {
        // The plan has no room for another open case: the rest wait for the next day's sweep.
        if (error instanceof AppError && error.code === 'PLAN_LIMIT_REACHED') return 'full' as const;
        throw error;
      });
      if (result === 'full') break;
      if (result) opened += 1;
    }
  }
  return opened;
}

async function openRenewal(db: TDb, firmId: string, entityId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const entity = await trx
      .selectFrom('entities')
      .selectAll()
      .where('id', '=', entityId)
      .where('firm_id', '=', firmId)
      .where('status', '=', 'ACTIVE')
      .forShare()
      .executeTakeFirst();
    if (!entity) return false;
    const returnDate = await claimRenewalReturnDate(trx, entity).catch(() => null);
    if (!returnDate) return false;
    const officer = await trx
      .selectFrom('cases')
      .innerJoin('users', 'users.id', 'cases.officer_user_id')
      .select('users.id')
      .where('cases.entity_id', '=', entityId)
      .where('users.firm_id', '=', firmId)
      .where('users.status', '=', 'ACTIVE')
      .where('users.user_type', 'in', ['COM_SEC', 'SYSTEM_ADMIN'])
      .orderBy('cases.created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    const members = await trx
      .selectFrom('entity_members')
      .selectAll()
      .where('entity_id', '=', entityId)
      .execute();
    const client = members.find((m) => m.role === 'CLIENT');
    const created = await insertCase(
      trx,
      {
        firmId,
        caseType: 'AR',
        entityId,
        companyEngName: entity.company_eng_name,
        companyChiName: entity.company_chi_name,
        brn: entity.brn,
        officerUserId: officer?.id ?? null,
        clientUserId: client?.user_id ?? null,
        requestedByClient: false,
        // The return is made up to its return date: the records of that day.
        information: (await recordsOnDate(trx, entityId, returnDate)) ?? informationOf(entity),
        returnDate,
        remarks: null,
        createdBy: null,
        stakeholderMembers: members
          .filter((m) => m.role === 'STAKEHOLDER')
          .map((m) => ({ userId: m.user_id, holderId: m.holder_id })),
      },
      'OPENED',
    );
    await writeAudit(trx, {
      action: 'case.opened',
      firmId,
      actorUserId: null,
      targetType: 'case',
      targetId: created.id,
      ip: null,
      requestId: null,
      details: { caseRef: created.case_ref, caseType: 'AR', returnDate, openedBy: 'renewal-auto-open' },
    });
    return true;
  });
}
