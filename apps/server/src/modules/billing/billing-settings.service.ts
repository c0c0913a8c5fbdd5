import {
  mayEditBillingSettings,
  mayReadBillingSettings,
  type TBillingSettings,
  type TBillingSettingsUpdate,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import { writeAudit } from '../audit/audit.repository.js';
import type { TRequestMeta } from '../auth/auth.service.js';
import { loadPeople } from '../cases/cases.repository.js';
import { actorOf, type TCaller } from './billing-access.js';
import { saveSettings, settingsOf } from './billing.repository.js';

/**
 * The firm's billing settings (issue 8 point 6): where its clients pay, its payment terms and its
 * service fee per case type. Read by its staff, changed by its SYSTEM_ADMIN; always the caller's own
 * firm, so no id from the request names a firm.
 */
export async function getBillingSettings(db: TDb, auth: TCaller): Promise<TBillingSettings> {
  if (!mayReadBillingSettings(actorOf(auth)) || !auth.firmId) throw new AppError('FORBIDDEN');
  const [settings, firm] = await Promise.all([
    settingsOf(db, auth.firmId),
    db.selectFrom('firms').select('name').where('id', '=', auth.firmId).executeTakeFirstOrThrow(),
  ]);
  const people = await loadPeople(db, [settings.updated_by]);
  const by = settings.updated_by ? people.get(settings.updated_by) : undefined;
  return {
    firmName: firm.name,
    bankName: settings.bank_name,
    accountName: settings.account_name,
    accountNumber: settings.account_number,
    fpsId: settings.fps_id,
    paymentTermsDays: settings.payment_terms_days,
    serviceFees: settings.service_fees,
    updatedBy: by ? { userID: by.userID, name: by.name } : null,
    updatedDate: settings.updated_at?.toISOString() ?? null,
  };
}

/** PUT /api/firm/billing-settings: issued invoices keep the details they were issued with. */
export async function updateBillingSettings(
  db: TDb,
  auth: TCaller,
  meta: TRequestMeta,
  update: TBillingSettingsUpdate,
): Promise<TBillingSettings> {
  if (!mayEditBillingSettings(actorOf(auth)) || !auth.firmId) throw new AppError('FORBIDDEN');
  const firmId = auth.firmId;
  await db.transaction().execute(async (trx) => {
    await saveSettings(trx, firmId, update, auth.userId);
    await writeAudit(trx, {
      action: 'billing.settings_changed',
      firmId,
      actorUserId: auth.userId,
      targetType: 'firm',
      targetId: firmId,
      ip: meta.ip,
      requestId: meta.requestId,
      details: { bankName: update.bankName, paymentTermsDays: update.paymentTermsDays },
    });
  });
  return getBillingSettings(db, auth);
}
