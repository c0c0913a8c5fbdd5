import { addDays, addMonths } from '../dates.js';
/**
 * Government fees a Hong Kong private company limited by shares pays through its secretary, in one
 * table with the date each amount took effect, so an invoice suggests what applies on its date.
 *
 * Sources (looked up November 2026; change the table here when the Government changes a fee):
 * - Companies Registry, "Major Fees under the Companies Ordinance" (https://www.cr.gov.hk/en/services/fees.htm)
 *   and the Companies (Fees) Regulation (Cap. 622K): incorporation of a company limited by shares
 *   HK$1,545 delivered electronically (e-Registry / e-Services Portal), HK$1,720 in hard copy, since
 *   1 October 2020 (pamphlet PAM 3E, October 2020).
 * - Companies Registry, schedule of fees for annual returns (https://www.cr.gov.hk/en/forms/sdetails.htm):
 *   Form NAR1 of a local private company having a share capital, HK$105 within 42 days after the
 *   return date (the anniversary of incorporation), HK$870 within 3 months, HK$1,740 within 6 months,
 *   HK$2,610 within 9 months, HK$3,480 after that (also DESIGN §6).
 * - Inland Revenue Department, Business Registration Fee and Levy Table, and the 2024-25 Budget as
 *   passed by the Legislative Council on 27 March 2024: a one-year business registration certificate
 *   costs HK$2,200 from 1 April 2024 (HK$2,000 before), and the HK$150 levy for the Protection of
 *   Wages on Insolvency Fund was waived for certificates from 1 April 2024 to 31 March 2026. An
 *   incorporation applies for business registration at the same time (one-stop service), and the
 *   amount follows the date the incorporation is submitted.
 */

/** A fee that changed over time: each entry applies from its date (inclusive) until the next one. */
interface TDatedAmount {
  from: string;
  cents: number;
}

export const GOVERNMENT_FEE_CODES = [
  'CR_NNC1_ELECTRONIC',
  'CR_NNC1_HARDCOPY',
  'IRD_BR_FEE_1Y',
  'IRD_BR_LEVY_1Y',
  'CR_NAR1',
] as const;
export type TGovernmentFeeCode = (typeof GOVERNMENT_FEE_CODES)[number];

/** The dated amounts of the fees whose amount depends only on the date. */
export const GOVERNMENT_FEE_TABLE: Readonly<Record<Exclude<TGovernmentFeeCode, 'CR_NAR1'>, TDatedAmount[]>> =
  {
    CR_NNC1_ELECTRONIC: [{ from: '2020-10-01', cents: 154_500 }],
    CR_NNC1_HARDCOPY: [{ from: '2020-10-01', cents: 172_000 }],
    IRD_BR_FEE_1Y: [
      { from: '2023-04-01', cents: 200_000 },
      { from: '2024-04-01', cents: 220_000 },
    ],
    IRD_BR_LEVY_1Y: [
      { from: '2022-06-17', cents: 15_000 },
      // Waived for two years by the 2024-25 Budget.
      { from: '2024-04-01', cents: 0 },
      { from: '2026-04-01', cents: 15_000 },
    ],
  };

/** What each fee is called on an invoice: English, then Traditional Chinese. */
export const GOVERNMENT_FEE_DESCRIPTIONS: Readonly<Record<TGovernmentFeeCode, string>> = {
  CR_NNC1_ELECTRONIC:
    'Companies Registry: registration fee for incorporation (Form NNC1, electronic) 公司註冊處：成立法團註冊費（表格NNC1，電子）',
  CR_NNC1_HARDCOPY:
    'Companies Registry: registration fee for incorporation (Form NNC1, hard copy) 公司註冊處：成立法團註冊費（表格NNC1，印本）',
  IRD_BR_FEE_1Y:
    'Inland Revenue Department: business registration fee, one-year certificate 稅務局：商業登記費（一年證）',
  IRD_BR_LEVY_1Y:
    'Inland Revenue Department: levy for the Protection of Wages on Insolvency Fund 稅務局：破產欠薪保障基金徵費',
  CR_NAR1: 'Companies Registry: annual return (Form NAR1) 公司註冊處：周年申報表（表格NAR1）',
};

/** The amount of a dated fee on a date (YYYY-MM-DD); null before the table's first entry. */
export function feeOn(code: Exclude<TGovernmentFeeCode, 'CR_NAR1'>, date: string): number | null {
  let found: number | null = null;
  for (const entry of GOVERNMENT_FEE_TABLE[code]) if (entry.from <= date) found = entry.cents;
  return found;
}

/** How late an annual return is delivered, and what Form NAR1 then costs. */
export const NAR1_BANDS = [
  { band: 'WITHIN_42_DAYS', cents: 10_500 },
  { band: 'WITHIN_3_MONTHS', cents: 87_000 },
  { band: 'WITHIN_6_MONTHS', cents: 174_000 },
  { band: 'WITHIN_9_MONTHS', cents: 261_000 },
  { band: 'OVER_9_MONTHS', cents: 348_000 },
] as const;
export type TNar1Band = (typeof NAR1_BANDS)[number]['band'];

/**
 * Form NAR1's fee for a return delivered on `deliveryDate`, the company's return date being
 * `returnDate`: within 42 days after it HK$105, then by months late (Cap. 622K; DESIGN §6). A return
 * delivered on or before its return date counts as on time.
 */
export function annualReturnFee(
  returnDate: string,
  deliveryDate: string,
): { band: TNar1Band; cents: number; onTimeUntil: string } {
  const onTimeUntil = addDays(returnDate, 42);
  const limits: [string, TNar1Band][] = [
    [onTimeUntil, 'WITHIN_42_DAYS'],
    [addMonths(returnDate, 3), 'WITHIN_3_MONTHS'],
    [addMonths(returnDate, 6), 'WITHIN_6_MONTHS'],
    [addMonths(returnDate, 9), 'WITHIN_9_MONTHS'],
  ];
  const band = limits.find(([limit]) => deliveryDate <= limit)?.[1] ?? 'OVER_9_MONTHS';
  const cents = NAR1_BANDS.find((b) => b.band === band)?.cents ?? 0;
  return { band, cents, onTimeUntil };
}
