import type { TDb } from '../db/database.js';

/** A firm's billing settings as its SYSTEM_ADMIN enters them once (bank details, terms, fees). */
export const TEST_BILLING_SETTINGS = {
  bankName: 'The Hongkong and Shanghai Banking Corporation Limited',
  accountName: 'Harbour Corporate Services Limited',
  accountNumber: '004-123-456789-001',
  fpsId: '1234567',
  paymentTermsDays: 14,
  serviceFees: { MVP: 380_000, AR: 250_000, EM: 150_000, AMENDMENT: 120_000 },
};

/** Gives the firm its billing settings unless it has some (a factory, like buildEntity). */
export async function buildBillingSettings(
  db: TDb,
  firmId: string,
  settings: typeof TEST_BILLING_SETTINGS = TEST_BILLING_SETTINGS,
): Promise<void> {
  await db
    .insertInto('firm_billing_settings')
    .values({
      firm_id: firmId,
      bank_name: settings.bankName,
      account_name: settings.accountName,
      account_number: settings.accountNumber,
      fps_id: settings.fpsId,
      payment_terms_days: settings.paymentTermsDays,
      service_fees: JSON.stringify(settings.serviceFees),
    })
    .onConflict((oc) => oc.column('firm_id').doNothing())
    .execute();
}
