import type { REVENUE_BANDS } from '../constants.js';

/*
 * The fixed lists of spec §3 and the bands of §9. Where the spec gives display words the values are
 * UPPER_SNAKE codes and the web app translates them; where it gives codes already (form types, file
 * extensions, field names, meeting codes) they are kept as the spec writes them.
 */

/** Capacities a stakeholder can hold in a company. */
export const STAKEHOLDER_ROLES = [
  'ALTERNATE_DIRECTOR',
  'COMPANY_SECRETARY',
  'DESIGNATED_REPRESENTATIVE',
  'DIRECTOR',
  'RESERVE_DIRECTOR',
  'SHAREHOLDER',
] as const;
export type TStakeholderRole = (typeof STAKEHOLDER_ROLES)[number];

/** Companies Registry forms the portal prepares: NNC1 (incorporation), NAR1 (annual return). */
export const FORM_TYPES = ['nnc1', 'nar1'] as const;
export type TFormType = (typeof FORM_TYPES)[number];

/** File extensions, lower case, without the dot. */
export const IMAGE_TYPES = ['jpeg', 'jpg', 'png', 'svg', 'gif'] as const;
export const DOCUMENT_TYPES = ['pdf', 'docx'] as const;
export const VIDEO_TYPES = ['mp4', 'flv', 'webm', 'ogv', 'mkv'] as const;
export type TImageType = (typeof IMAGE_TYPES)[number];
export type TDocumentType = (typeof DOCUMENT_TYPES)[number];
export type TVideoType = (typeof VIDEO_TYPES)[number];

/** Fields a company search can match on (brn: business registration number). */
export const COMPANY_SEARCH_FIELDS = ['companyEngName', 'companyChiName', 'brn'] as const;
export type TCompanySearchField = (typeof COMPANY_SEARCH_FIELDS)[number];

export const CONTACT_METHODS = ['MOBILE', 'WHATSAPP', 'OFFICE_NUMBER', 'EMAIL', 'WECHAT'] as const;
export type TContactMethod = (typeof CONTACT_METHODS)[number];

/** The contact methods that are phone numbers. */
export const PHONE_TYPES = [
  'MOBILE',
  'WHATSAPP',
  'OFFICE_NUMBER',
] as const satisfies readonly TContactMethod[];
export type TPhoneType = (typeof PHONE_TYPES)[number];

export const POSITIONS = ['DIRECTOR', 'CEO', 'CFO', 'MANAGER', 'EMPLOYEE'] as const;
export type TPosition = (typeof POSITIONS)[number];

/** TCSP: trust or company service provider licensee. */
export const PROFESSIONAL_TYPES = ['TCSP', 'AUDITOR', 'ACCOUNTANT', 'LAWYER'] as const;
export type TProfessionalType = (typeof PROFESSIONAL_TYPES)[number];

/** NY: no meeting yet, P: physical meeting, V: virtual meeting. */
export const MEETING_TYPES = ['NY', 'P', 'V'] as const;
export type TMeetingType = (typeof MEETING_TYPES)[number];

/** Choices of the count pickers (spec §9: 1 to 10). */
export const COUNT_OPTIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export type TCountOption = (typeof COUNT_OPTIONS)[number];

/**
 * An amount band. `min` and `max` are the figures the spec prints (null at the open ends); "under"
 * means strictly below `max`, "over" strictly above `min`. An amount in the gap the spec leaves
 * between two bands (over 1,000,000 but under 1,000,001) goes to the upper one, so every amount has
 * exactly one band: see bandOf().
 */
export interface TAmountBand<TCode extends string> {
  readonly code: TCode;
  readonly min: number | null;
  readonly max: number | null;
}

export type TRevenueBand = (typeof REVENUE_BANDS)[number];

/** Revenue bands of spec §9, in HKD; codes as constants.ts REVENUE_BANDS. */
export const REVENUE_BAND_RANGES = [
  { code: 'UNDER_500K', min: null, max: 500_000 },
  { code: '500K_1M', min: 500_000, max: 1_000_000 },
  { code: '1M_3M', min: 1_000_001, max: 3_000_000 },
  { code: 'OVER_3M', min: 3_000_000, max: null },
] as const satisfies readonly TAmountBand<TRevenueBand>[];

/** The second set of bands of spec §9 (what they measure is not shown). */
export const SECOND_BANDS = ['UNDER_64K', '64K_128K', '128K_380K', 'OVER_380K'] as const;
export type TSecondBand = (typeof SECOND_BANDS)[number];

export const SECOND_BAND_RANGES = [
  { code: 'UNDER_64K', min: null, max: 64_000 },
  { code: '64K_128K', min: 64_000, max: 128_000 },
  { code: '128K_380K', min: 128_001, max: 380_000 },
  { code: 'OVER_380K', min: 380_000, max: null },
] as const satisfies readonly TAmountBand<TSecondBand>[];

/**
 * Picks the band an amount falls in: the first whose upper figure it does not pass ("under" bands
 * exclude their figure, closed bands include it), else the open top band. Undefined for a negative
 * or non-finite amount.
 */
export function bandOf<TCode extends string>(
  bands: readonly TAmountBand<TCode>[],
  amount: number,
): TCode | undefined {
  if (!Number.isFinite(amount) || amount < 0) return undefined;
  for (const band of bands) {
    if (band.max === null) return band.code;
    if (band.min === null ? amount < band.max : amount <= band.max) return band.code;
  }
  return undefined;
}
