import { hongKongDate } from '../dates.js';
import { describe, expect, it } from 'vitest';
import {
  dueDateOf,
  invoiceNumberOf,
  invoiceTotal,
  invoiceTotals,
  refundableCents,
  refundRefusal,
  suggestedInvoiceLines,
} from './invoice-rules.js';

describe('refunds', () => {
  it('leave what was received less every refund, to the cent, and refuse more', () => {
    expect(refundableCents(534_555, [])).toBe(534_555);
    expect(refundableCents(534_555, [100_000, 34_555])).toBe(400_000);
    expect(refundRefusal(400_000, 534_555, [100_000, 34_555])).toBeNull();
    expect(refundRefusal(400_001, 534_555, [100_000, 34_555])).toBe('moreThanLeft');
    expect(refundRefusal(1, 534_555, [534_555])).toBe('moreThanLeft');
    expect(refundRefusal(0, 534_555, [])).toBe('invalid');
    expect(refundRefusal(10.5, 534_555, [])).toBe('invalid');
  });
});

describe('suggested invoice lines', () => {
  it('an incorporation: the registration fee, the business registration fee and the service fee', () => {
    const lines = suggestedInvoiceLines({ caseType: 'MVP', date: '2025-11-25', serviceFeeCents: 380_000 });
    expect(lines.map((l) => [l.kind, l.code, l.amountCents])).toEqual([
      ['GOVERNMENT_FEE', 'CR_NNC1_ELECTRONIC', 154_500],
      ['GOVERNMENT_FEE', 'IRD_BR_FEE_1Y', 220_000],
      ['SERVICE_FEE', 'SERVICE_FEE', 380_000],
    ]);
    expect(lines[0]?.description).toContain('NNC1');
  });

  it('adds the levy once its waiver is over, and no service line when the firm set none', () => {
    const lines = suggestedInvoiceLines({ caseType: 'MVP', date: '2026-11-25', serviceFeeCents: 0 });
    expect(lines.map((l) => [l.code, l.amountCents])).toEqual([
      ['CR_NNC1_ELECTRONIC', 154_500],
      ['IRD_BR_FEE_1Y', 220_000],
      ['IRD_BR_LEVY_1Y', 15_000],
    ]);
  });

  it('an annual renewal: NAR1 at the fee for delivery on the invoice date', () => {
    const onTime = suggestedInvoiceLines({
      caseType: 'AR',
      date: '2026-06-01',
      returnDate: '2026-05-15',
      serviceFeeCents: 250_000,
    });
    expect(onTime.map((l) => [l.code, l.amountCents])).toEqual([
      ['CR_NAR1', 10_500],
      ['SERVICE_FEE', 250_000],
    ]);
    expect(onTime[0]?.description).toContain('return date 2026-05-15');
    const late = suggestedInvoiceLines({
      caseType: 'AR',
      date: '2026-09-01',
      returnDate: '2026-05-15',
      serviceFeeCents: 0,
    });
    expect(late.map((l) => l.amountCents)).toEqual([174_000]);
  });
});

describe('invoice arithmetic', () => {
  it('totals by kind in cents', () => {
    expect(
      invoiceTotals([
        { kind: 'GOVERNMENT_FEE', amountCents: 154_500 },
        { kind: 'GOVERNMENT_FEE', amountCents: 220_000 },
        { kind: 'SERVICE_FEE', amountCents: 380_000 },
        { kind: 'DISBURSEMENT', amountCents: 12_050 },
      ]),
    ).toEqual({ governmentFees: 374_500, serviceFees: 380_000, disbursements: 12_050, total: 766_550 });
  });

  it('refuses a total past the largest invoice', () => {
    expect(() => invoiceTotal([{ amountCents: 6_000_000_000 }, { amountCents: 6_000_000_000 }])).toThrow(
      RangeError,
    );
  });

  it('numbers per year with four digits at least', () => {
    expect(invoiceNumberOf(2026, 1)).toBe('INV-2026-0001');
    expect(invoiceNumberOf(2026, 12345)).toBe('INV-2026-12345');
  });

  it('dates by Hong Kong’s calendar: late evening UTC is already tomorrow there', () => {
    expect(hongKongDate(new Date('2026-12-31T15:59:00Z'))).toBe('2026-12-31');
    expect(hongKongDate(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
    expect(dueDateOf('2026-12-20', 14)).toBe('2027-01-03');
    expect(dueDateOf('2026-12-20', 0)).toBe('2026-12-20');
  });
});
