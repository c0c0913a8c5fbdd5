import type { TRenewalSettings } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import { writeAudit } from '../audit/audit.repository.js';
import type { TAuthContext, TRequestMeta } from '../auth/auth.service.js';

type TCaller = Pick<TAuthContext, 'userId' | 'userType' | 'firmId'>;

function firmOf(auth: TCaller): string {
  if (!auth.firmId) throw new AppError('FORBIDDEN');
  return auth.firmId;
}

/** GET /api/firm/renewal-settings: the caller's firm's renewal settings. */
export async function getRenewalSettings(db: TDb, auth: TCaller): Promise<TRenewalSettings> {
  const firm = await db
    .selectFrom('firms')
    .select(['renewal_auto_open_days', 'dd_refresh_months', 'dd_refresh_months_high_risk'])
    .where('id', '=', firmOf(auth))
    .executeTakeFirstOrThrow();
  return {
    autoOpenDays: firm.renewal_auto_open_days,
    ddRefreshMonths: firm.dd_refresh_months,
    ddRefreshMonthsHighRisk: firm.dd_refresh_months_high_risk,
  };
}

/** PUT /api/firm/renewal-settings (SYSTEM_ADMIN): changed together, and kept in the audit log. */
export async function updateRenewalSettings(
  db: TDb,
  auth: TCaller,
  meta: TRequestMeta,
  body: TRenewalSettings,
): Promise<TRenewalSettings> {
  const firmId = firmOf(auth);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('firms')
      .set({
        renewal_auto_open_days: body.autoOpenDays,
        dd_refresh_months: body.ddRefreshMonths,
        dd_refresh_months_high_risk: body.ddRefreshMonthsHighRisk,
        updated_at: new Date(),
      })
      .where('id', '=', firmId)
      .execute();
    await writeAudit(trx, {
      action: 'firm.renewal_settings_changed',
      firmId,
      actorUserId: auth.userId,
      targetType: 'firm',
      targetId: firmId,
      ip: meta.ip,
      requestId: meta.requestId,
      details: body,
    });
  });
  return getRenewalSettings(db, auth);
}
