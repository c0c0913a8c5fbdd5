import {
  CASE_TYPES,
  MAX_LINE_CENTS,
  amountInputOf,
  parseAmount,
  ZBillingSettingsUpdate,
  type TBillingSettings,
  type TBillingSettingsUpdate,
  type TCaseType,
} from '@portal/domain';

/** The billing settings as the administrator edits them: amounts and days as typed text. */
export interface TSettingsForm {
  bankName: string;
  accountName: string;
  accountNumber: string;
  fpsId: string;
  paymentTermsDays: string;
  serviceFees: Record<TCaseType, string>;
}

export type TSettingsErrors = Partial<
  Record<Exclude<keyof TSettingsForm, 'serviceFees'> | `serviceFees.${TCaseType}`, 'invalid' | 'required'>
>;

export function settingsFormOf(settings: TBillingSettings): TSettingsForm {
  return {
    bankName: settings.bankName,
    accountName: settings.accountName,
    accountNumber: settings.accountNumber,
    fpsId: settings.fpsId,
    paymentTermsDays: String(settings.paymentTermsDays),
    serviceFees: Object.fromEntries(
      CASE_TYPES.map((type) => [type, amountInputOf(settings.serviceFees[type])]),
    ) as Record<TCaseType, string>,
  };
}

/** The request to send, or the fields that are wrong (checked with the same schema as the server). */
export function settingsRequestOf(
  form: TSettingsForm,
): { request: TBillingSettingsUpdate } | { errors: TSettingsErrors } {
  const errors: TSettingsErrors = {};
  const serviceFees = {} as Record<TCaseType, number>;
  for (const type of CASE_TYPES) {
    const text = form.serviceFees[type].trim();
    const cents = text === '' ? 0 : parseAmount(text);
    if (cents === null || cents > MAX_LINE_CENTS) errors[`serviceFees.${type}`] = 'invalid';
    else serviceFees[type] = cents;
  }
  const days = /^\d{1,3}$/.test(form.paymentTermsDays.trim()) ? Number(form.paymentTermsDays.trim()) : NaN;
  const parsed = ZBillingSettingsUpdate.safeParse({
    bankName: form.bankName,
    accountName: form.accountName,
    accountNumber: form.accountNumber,
    fpsId: form.fpsId,
    paymentTermsDays: days,
    serviceFees:
      Object.keys(serviceFees).length === CASE_TYPES.length
        ? serviceFees
        : { MVP: 0, AR: 0, EM: 0, AMENDMENT: 0 },
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (
        field === 'paymentTermsDays' ||
        field === 'bankName' ||
        field === 'accountName' ||
        field === 'accountNumber' ||
        field === 'fpsId'
      )
        errors[field] = 'invalid';
    }
  }
  // Bank name, account name and number are what an invoice needs to say where to pay.
  for (const field of ['bankName', 'accountName', 'accountNumber'] as const)
    if (!form[field].trim()) errors[field] = 'required';
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { request: parsed.data };
}
