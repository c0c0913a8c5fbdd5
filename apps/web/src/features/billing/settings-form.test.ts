import { describe, expect, it } from 'vitest';
import { settingsFormOf, settingsRequestOf } from './settings-form';

const stored = {
  firmName: 'Harbour Corporate Services Limited',
  bankName: 'HSBC',
  accountName: 'Harbour Corporate Services Limited',
  accountNumber: '004-123-456789-001',
  fpsId: '1234567',
  paymentTermsDays: 14,
  serviceFees: { MVP: 380_000, AR: 250_000, EM: 0, AMENDMENT: 120_050 },
  updatedBy: null,
  updatedDate: null,
};

describe('billing settings form', () => {
  it('round-trips the stored settings, fees as dollars and back to cents', () => {
    const form = settingsFormOf(stored);
    expect(form.serviceFees).toEqual({ MVP: '3800.00', AR: '2500.00', EM: '0.00', AMENDMENT: '1200.50' });
    expect(settingsRequestOf(form)).toEqual({
      request: {
        bankName: 'HSBC',
        accountName: 'Harbour Corporate Services Limited',
        accountNumber: '004-123-456789-001',
        fpsId: '1234567',
        paymentTermsDays: 14,
        serviceFees: { MVP: 380_000, AR: 250_000, EM: 0, AMENDMENT: 120_050 },
      },
    });
  });

  it('names each wrong field, as the server would', () => {
    const form = settingsFormOf(stored);
    const result = settingsRequestOf({
      ...form,
      bankName: ' ',
      fpsId: 'call me',
      accountNumber: 'abc',
      paymentTermsDays: '14.5',
      serviceFees: { ...form.serviceFees, AR: '25.001' },
    });
    expect(result).toEqual({
      errors: {
        bankName: 'required',
        fpsId: 'invalid',
        accountNumber: 'invalid',
        paymentTermsDays: 'invalid',
        'serviceFees.AR': 'invalid',
      },
    });
  });
});
