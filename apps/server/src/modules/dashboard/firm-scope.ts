import type { TDb } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import { listLinkedFirms } from '../accounts/accounts.service.js';
import type { TCaller } from '../tasks/tasks.service.js';

type TFirmRef = { firmID: string; name: string };

/**
 * The firm a dashboard screen (services, analytics) describes, and the ones the caller may pick:
 * SMOOOTH every firm (none asked: the whole platform), a client their linked firms (none asked: the
 * first), staff their own only. A firm asked for outside that choice is 404.
 */
export async function firmScope(
  db: TDb,
  auth: TCaller,
  asked: string | undefined,
): Promise<{ firm: TFirmRef | null; firms: TFirmRef[] }> {
  if (auth.userType === 'SMOOOTH' || auth.userType === 'GU') {
    const firms =
      auth.userType === 'SMOOOTH'
        ? await db.selectFrom('firms').select(['id as firmID', 'name']).orderBy('name').execute()
        : await listLinkedFirms(db, auth.userId);
    if (asked === undefined) return { firm: auth.userType === 'GU' ? (firms[0] ?? null) : null, firms };
    const firm = firms.find((f) => f.firmID === asked);
    if (!firm) throw new AppError('NOT_FOUND');
    return { firm, firms };
  }
  const own = auth.firmId
    ? await db
        .selectFrom('firms')
        .select(['id as firmID', 'name'])
        .where('id', '=', auth.firmId)
        .executeTakeFirst()
    : undefined;
  if (!own || (asked !== undefined && asked !== own.firmID)) throw new AppError('NOT_FOUND');
  return { firm: own, firms: [own] };
}
