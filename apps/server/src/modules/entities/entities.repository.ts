import { sql } from 'kysely';
import {
  maskedDiffLine,
  ZRecordDiffLine,
  type TEntityCase,
  type TEntityHistoryEntry,
  type TEntityLinkedClient,
  type THolderViews,
  type TRecordDiffLine,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import type { TAuthContext } from '../auth/auth.service.js';
import { caseVisibleTo, entityVisibleTo } from '../cases/case-access.js';

type TCaller = Pick<TAuthContext, 'userId' | 'userType' | 'firmId'>;

/**
 * The SQL of the entity screens. Every query that takes an entity id from a request finds it with
 * entityVisibleTo in the same query: another firm's entity, or one a client is not linked to, is
 * simply not there.
 */

function entityQuery(db: TDb, auth: TCaller) {
  return db
    .selectFrom('entities')
    .innerJoin('firms', 'firms.id', 'entities.firm_id')
    .selectAll('entities')
    .select((eb) => [
      'firms.name as firm_name',
      eb
        .selectFrom('entity_members as m')
        .select('m.role')
        .whereRef('m.entity_id', '=', 'entities.id')
        .where('m.user_id', '=', auth.userId)
        .as('member_role'),
      eb
        .selectFrom('entity_members as m')
        .select('m.holder_id')
        .whereRef('m.entity_id', '=', 'entities.id')
        .where('m.user_id', '=', auth.userId)
        .as('member_holder_id'),
      eb
        .selectFrom('cases')
        .select((c) => c.fn.countAll<string>().as('n'))
        .whereRef('cases.entity_id', '=', 'entities.id')
        .where('cases.status', '=', 'OPEN')
        .as('open_case_count'),
    ])
    .where(entityVisibleTo(auth));
}
export type TEntityRow = NonNullable<Awaited<ReturnType<ReturnType<typeof entityQuery>['executeTakeFirst']>>>;

/** The entity, if the caller may see it. */
export async function findVisibleEntity(
  db: TDb,
  auth: TCaller,
  companyId: string,
): Promise<TEntityRow | undefined> {
  return entityQuery(db, auth).where('entities.id', '=', companyId).executeTakeFirst();
}

/**
 * Locks the entity's row for a change (inside the caller's transaction), if the caller may see it.
 * Opening a case for an entity takes a shared lock on the same row, so an archive never races a new case.
 */
export async function lockVisibleEntity(trx: TDb, auth: TCaller, companyId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('entities')
    .select('id')
    .where('id', '=', companyId)
    .where(entityVisibleTo(auth))
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** Every case of the entity the caller may see, the one that made it an entity included; newest first. */
export async function entityCases(
  db: TDb,
  auth: TCaller,
  entity: Pick<TEntityRow, 'id' | 'created_from_case_id'>,
): Promise<TEntityCase[]> {
  const rows = await db
    .selectFrom('cases')
    .select(['id', 'case_ref', 'case_type', 'status', 'step', 'created_at', 'closed_at'])
    .where((eb) =>
      eb.or([
        eb('cases.entity_id', '=', entity.id),
        eb('cases.id', '=', entity.created_from_case_id ?? '00000000-0000-0000-0000-000000000000'),
      ]),
    )
    .where(caseVisibleTo(auth))
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    caseID: r.id,
    caseRef: r.case_ref,
    caseType: r.case_type,
    status: r.status,
    step: r.step,
    createdEntity: r.id === entity.created_from_case_id,
    createdDate: r.created_at.toISOString(),
    closedDate: r.closed_at?.toISOString() ?? null,
  }));
}

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * An amendment's field-by-field changes as stored with it (apply-amendment.ts), protected particulars
 * masked unless the reader may see the person's whole; a line that is not one (an older or hand-made
 * row) is left out.
 */
function changesOf(diff: unknown, identityOf: THolderViews): TRecordDiffLine[] {
  if (!Array.isArray(diff)) return [];
  return diff.flatMap((value: unknown) => {
    const line = ZRecordDiffLine.safeParse(value);
    if (!line.success) return [];
    const whole =
      line.data.holderID !== null && identityOf({ holderID: line.data.holderID }).idNum === 'FULL';
    return [whole || !line.data.protected ? line.data : maskedDiffLine(line.data)];
  });
}

/**
 * What happened to the entity, newest first: activation, returns, amendments (with what each changed),
 * archive and restore. `identityOf`: what the reader sees of each person's identity data.
 */
export async function entityHistory(
  db: TDb,
  entityId: string,
  identityOf: THolderViews,
): Promise<TEntityHistoryEntry[]> {
  const rows = await db
    .selectFrom('entity_history as h')
    .leftJoin('users as u', 'u.id', 'h.created_by')
    .leftJoin('cases as c', 'c.id', 'h.case_id')
    .select([
      'h.id',
      'h.kind',
      'h.effective_date',
      'h.case_id',
      'h.details',
      'h.created_by',
      'h.created_at',
      'u.eng_first_name',
      'u.eng_last_name',
      'c.case_ref',
    ])
    .where('h.entity_id', '=', entityId)
    .orderBy('h.created_at', 'desc')
    .orderBy('h.id', 'desc')
    .execute();
  return rows.map((r) => {
    const details = r.details;
    const types = Array.isArray(details.amendmentTypes) ? details.amendmentTypes : [];
    return {
      historyID: String(r.id),
      kind: r.kind,
      effectiveDate: r.effective_date,
      caseID: r.case_id,
      caseRef: r.case_ref ?? str(details.caseRef),
      reason: str(details.reason) ?? str(details.details),
      amendmentTypes: types.filter((t): t is string => typeof t === 'string'),
      changes: changesOf(details.diff, identityOf),
      nextReturnDate: str(details.nextReturnDate),
      actor: r.created_by
        ? { userID: r.created_by, name: `${r.eng_first_name ?? ''} ${r.eng_last_name ?? ''}`.trim() }
        : null,
      createdDate: r.created_at.toISOString(),
    };
  });
}

/** The clients linked to the entity: its point of contact first, then stakeholders with accounts. */
export async function linkedClients(db: TDb, entityIds: readonly string[]) {
  if (entityIds.length === 0) return new Map<string, TEntityLinkedClient[]>();
  const rows = await db
    .selectFrom('entity_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.entity_id',
      'm.role',
      'm.holder_id',
      'm.created_at',
      'u.id',
      'u.eng_first_name',
      'u.eng_last_name',
      'u.email',
      'u.user_type',
    ])
    .where('m.entity_id', 'in', [...entityIds])
    .orderBy(sql`case when m.role = 'CLIENT' then 0 else 1 end`)
    .orderBy('m.created_at')
    .execute();
  const out = new Map<string, TEntityLinkedClient[]>();
  for (const r of rows) {
    const list = out.get(r.entity_id) ?? [];
    list.push({
      userID: r.id,
      name: `${r.eng_first_name} ${r.eng_last_name}`.trim(),
      email: r.email,
      userType: r.user_type,
      role: r.role,
      holderID: r.holder_id,
      sinceDate: r.created_at.toISOString(),
    });
    out.set(r.entity_id, list);
  }
  return out;
}
