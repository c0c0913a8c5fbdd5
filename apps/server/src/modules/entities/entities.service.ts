import { sql } from 'kysely';
import type { TEntitySummary, ZEntityListQuery } from '@portal/domain';
import type { z } from 'zod';
import type { TDb } from '../../db/database.js';
import type { TAuthContext } from '../auth/auth.service.js';
import { likePattern } from '../cases/cases.repository.js';

type TCaller = Pick<TAuthContext, 'userId' | 'userType' | 'firmId'>;

/**
 * GET /api/entities: the companies a caller may choose from. A firm's staff see their firm's, a
 * client the ones they are linked to, SMOOOTH all (or one firm's).
 */
export async function listEntities(
  db: TDb,
  auth: TCaller,
  query: z.infer<typeof ZEntityListQuery>,
): Promise<{ items: TEntitySummary[]; total: number }> {
  let base = db
    .selectFrom('entities')
    .innerJoin('firms', 'firms.id', 'entities.firm_id')
    .where('entities.status', '=', query.status);
  if (auth.userType === 'SMOOOTH') {
    if (query.firmID) base = base.where('entities.firm_id', '=', query.firmID);
  } else if ((auth.userType === 'COM_SEC' || auth.userType === 'SYSTEM_ADMIN') && auth.firmId) {
    base = base.where('entities.firm_id', '=', auth.firmId);
  } else if (auth.userType === 'GU') {
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('entity_members')
          .select(sql`1`.as('one'))
          .whereRef('entity_members.entity_id', '=', 'entities.id')
          .where('entity_members.user_id', '=', auth.userId),
      ),
    );
    if (query.firmID) base = base.where('entities.firm_id', '=', query.firmID);
  } else {
    return { items: [], total: 0 };
  }
  if (query.search) {
    const pattern = likePattern(query.search);
    base = base.where((eb) =>
      eb.or([
        eb('entities.company_eng_name', 'ilike', pattern),
        eb('entities.company_chi_name', 'ilike', pattern),
        eb('entities.brn', 'ilike', pattern),
      ]),
    );
  }
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll('entities')
    .select('firms.name as firm_name')
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('entity_members')
            .select(sql`1`.as('one'))
            .whereRef('entity_members.entity_id', '=', 'entities.id')
            .where('entity_members.role', '=', 'CLIENT'),
        )
        .as('has_client'),
    )
    .orderBy(sql`lower(coalesce(entities.company_eng_name, entities.company_chi_name, ''))`)
    .orderBy('entities.id')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return {
    items: rows.map((r) => ({
      companyID: r.id,
      firmID: r.firm_id,
      firmName: r.firm_name,
      companyEngName: r.company_eng_name,
      companyChiName: r.company_chi_name,
      companyNumber: r.company_number,
      brn: r.brn,
      incorporationDate: r.incorporation_date,
      nextReturnDate: r.next_return_date,
      status: r.status,
      hasLinkedClient: Boolean(r.has_client),
    })),
    total: Number(counted.n),
  };
}
