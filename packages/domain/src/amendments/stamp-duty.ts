import { addDays, addMonths, isCalendarDate } from '../dates.js';

/**
 * Hong Kong stamp duty on a transfer of shares in a private Hong Kong company ("Hong Kong stock"
 * under the Stamp Duty Ordinance, Cap. 117), for the share-transfer amendment: what each document
 * bears, by when it must be stamped, and what stamping it late costs. Integer cents throughout.
 *
 * Sources (looked up for this module; change RATE_TABLE when the Government changes the rate):
 * - Cap. 117, First Schedule, head 2(1): each contract note (the bought note and the sold note) for
 *   the sale or purchase of Hong Kong stock bears ad valorem duty on the amount of the consideration
 *   or of its value. The Stamp Office assesses the higher of the two: "If the price paid is considered
 *   substantially below the market value of the shares, stamp duty will be assessed based on the
 *   market value"; for unlisted shares the value comes from the company's latest accounts (IRD Stamp
 *   Office, "Stamping Procedures and Explanatory Notes: Stamping of Shares Transfer"). A fraction of
 *   $1 in the duty is rounded up to $1, which at 0.1% is the older wording "$1 for every $1,000 or
 *   part of $1,000" (brokers' notices of 17 November 2023: "0.10% (roundup to dollar)").
 *   Time for stamping: 2 days after the sale or purchase if effected in Hong Kong, 30 days if
 *   effected elsewhere.
 * - Rate per note: 0.1% from 1 September 2001; 0.13% from 1 August 2021 (Revenue (Stamp Duty)
 *   Bill 2021, IRD "Increasing the rate of ad valorem stamp duty chargeable on transactions of Hong
 *   Kong stock", https://www.ird.gov.hk/eng/tax/budget2021_sd.htm); 0.1% again from 17 November 2023
 *   (Stamp Duty (Amendment) (Stock Transfers) Ordinance 2023, gazetted 16 November 2023). The rate
 *   follows the day of the sale or purchase.
 * - Head 2(3): a transfer operating as a voluntary disposition inter vivos (a gift) needs no contract
 *   notes; the instrument of transfer bears $5 plus twice the note rate on the value of the stock
 *   ($5 + 0.26% while the note rate was 0.13%, per the IRD page above; $5 + 0.2% now). Stamped within
 *   7 days after execution, or 30 days if executed outside Hong Kong. Under s.27(4) the Collector
 *   may also treat a sale for an inadequate price as a gift.
 * - Head 2(4): a transfer of any other kind (on a sale, where the contract notes carry the ad valorem
 *   duty) bears a fixed $5, stamped before execution if executed in Hong Kong, or within 30 days
 *   after execution if executed elsewhere.
 * - Section 9 (late stamping): the duty plus a penalty of 2 times the duty when stamped not more than
 *   1 month late, 4 times when more than 1 but not more than 2 months late, 10 times otherwise; the
 *   Collector may remit it wholly or in part (IRD "Penalty for late stamping"), so this is the most
 *   that can be charged.
 * Not modelled: exemptions and reliefs (s.45 associated bodies corporate, gifts to charities, s.27),
 * jobbing business, and foreign-currency consideration (s.18).
 */

/** The ad valorem rate on each contract note, in hundredths of a percent, from its date (inclusive). */
export const STOCK_NOTE_RATE_TABLE: readonly { from: string; basisPoints: number }[] = [
  { from: '2001-09-01', basisPoints: 10 },
  { from: '2021-08-01', basisPoints: 13 },
  { from: '2023-11-17', basisPoints: 10 },
];

/** The fixed duty on an instrument of transfer, heads 2(3) and 2(4): HK$5. */
export const INSTRUMENT_FIXED_DUTY_CENTS = 500;

export const STAMPED_DOCUMENTS = ['BOUGHT_NOTE', 'SOLD_NOTE', 'INSTRUMENT_OF_TRANSFER'] as const;
export type TStampedDocument = (typeof STAMPED_DOCUMENTS)[number];

export interface TShareTransferDutyInput {
  /** Consideration in HKD cents; 0 makes the transfer a gift (voluntary disposition, head 2(3)). */
  considerationCents: number;
  /** Value of the shares in cents (for unlisted shares, by the company's net assets); a gift needs it. */
  valueCents?: number | null;
  /** Day of the sale or purchase, YYYY-MM-DD (for a gift, the day the instrument is signed): sets the rate. */
  contractDate: string;
  /** Whether the sale or purchase is effected in Hong Kong: contract notes then have 2 days, else 30. */
  effectedInHongKong: boolean;
  /** Day the instrument of transfer is (to be) signed; the contract date when not given. */
  instrumentExecutedOn?: string | null;
  /** Whether the instrument is signed in Hong Kong; where the sale is effected when not given. */
  instrumentExecutedInHongKong?: boolean | null;
}

export interface TStampDutyLine {
  document: TStampedDocument;
  dutyCents: number;
  /** How the duty was worked out, for the person paying it. */
  basis: string;
  /** The provision that charges it. */
  source: string;
  /** Last day to stamp, YYYY-MM-DD; where the law says "before execution", the day of signing. */
  stampBy: string;
  /** True when the law requires stamping before the instrument is signed (head 2(4), in Hong Kong). */
  beforeExecution: boolean;
}

export interface TShareTransferDuty {
  kind: 'SALE' | 'GIFT';
  lines: TStampDutyLine[];
  totalCents: number;
  /** The amount the ad valorem duty is charged on: the higher of consideration and value. */
  chargeableCents: number;
  /** The ad valorem rate on each charged document, as text: '0.1' (a note) or '0.2' (a gift). */
  ratePercent: string;
  source: string;
  /** The late-stamping rule (s.9), as text for the screen. */
  penaltyRule: string;
}

const SOURCE =
  'Stamp Duty Ordinance (Cap. 117), First Schedule head 2; IRD Stamp Office, Stamping of Shares Transfer';
const PENALTY_RULE =
  'Stamp Duty Ordinance (Cap. 117) s.9: stamped late, the duty is payable with a penalty of up to 2 times ' +
  'the duty (not more than 1 month late), 4 times (not more than 2 months late) or 10 times (later); the ' +
  'Collector may remit the penalty wholly or in part.';

function requireCents(name: string, cents: number): void {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`${name} must be whole cents ≥ 0`);
}

function requireDate(name: string, date: string): void {
  if (!isCalendarDate(date)) throw new RangeError(`${name} is not a date: ${date}`);
}

/** The per-note rate in basis points on a date; throws before the table's first entry. */
export function stockNoteRateOn(date: string): number {
  requireDate('date', date);
  let found: number | null = null;
  for (const entry of STOCK_NOTE_RATE_TABLE) if (entry.from <= date) found = entry.basisPoints;
  if (found === null) throw new RangeError(`no stock stamp duty rate recorded for ${date}`);
  return found;
}

/** Basis points as a percentage without trailing zeros: 13 → '0.13', 20 → '0.2'. */
function percentText(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const fraction = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** Ad valorem duty in cents: the rate on the amount, any fraction of a dollar rounded up to $1. */
export function adValoremDutyCents(amountCents: number, basisPoints: number): number {
  requireCents('amountCents', amountCents);
  // cents × bp / 10,000 is the duty in cents; a further / 100 makes dollars. Integers only.
  const scaled = amountCents * basisPoints;
  if (!Number.isSafeInteger(scaled)) throw new RangeError('amount too large');
  const divisor = 1_000_000;
  const dollars = (scaled - (scaled % divisor)) / divisor + (scaled % divisor === 0 ? 0 : 1);
  return dollars * 100;
}

/** Bought note, sold note and instrument of transfer for a transfer of unlisted Hong Kong shares. */
export function shareTransferStampDuty(input: TShareTransferDutyInput): TShareTransferDuty {
  requireCents('considerationCents', input.considerationCents);
  const value = input.valueCents ?? null;
  if (value !== null) requireCents('valueCents', value);
  requireDate('contractDate', input.contractDate);
  const executedOn = input.instrumentExecutedOn ?? input.contractDate;
  requireDate('instrumentExecutedOn', executedOn);
  const executedInHK = input.instrumentExecutedInHongKong ?? input.effectedInHongKong;

  if (input.considerationCents === 0) {
    if (value === null) throw new RangeError('a gift is charged on the value of the shares: give valueCents');
    // The rate of a gift follows the day the instrument is signed, the document that is charged.
    const basisPoints = 2 * stockNoteRateOn(executedOn);
    const dutyCents = INSTRUMENT_FIXED_DUTY_CENTS + adValoremDutyCents(value, basisPoints);
    const line: TStampDutyLine = {
      document: 'INSTRUMENT_OF_TRANSFER',
      dutyCents,
      basis: `$5 + ${percentText(basisPoints)}% of the value of the shares (a gift: no contract notes)`,
      source: 'Cap. 117, First Schedule head 2(3)',
      stampBy: addDays(executedOn, executedInHK ? 7 : 30),
      beforeExecution: false,
    };
    return {
      kind: 'GIFT',
      lines: [line],
      totalCents: dutyCents,
      chargeableCents: value,
      ratePercent: percentText(basisPoints),
      source: SOURCE,
      penaltyRule: PENALTY_RULE,
    };
  }

  const basisPoints = stockNoteRateOn(input.contractDate);
  const chargeable = Math.max(input.considerationCents, value ?? 0);
  const onValue = chargeable > input.considerationCents;
  const noteDuty = adValoremDutyCents(chargeable, basisPoints);
  const noteBasis =
    `${percentText(basisPoints)}% of the ${onValue ? 'value of the shares (above the price)' : 'consideration'}, ` +
    'a part of $1 rounded up';
  const noteStampBy = addDays(input.contractDate, input.effectedInHongKong ? 2 : 30);
  const note = (document: TStampedDocument): TStampDutyLine => ({
    document,
    dutyCents: noteDuty,
    basis: noteBasis,
    source: 'Cap. 117, First Schedule head 2(1)',
    stampBy: noteStampBy,
    beforeExecution: false,
  });
  const lines: TStampDutyLine[] = [
    note('BOUGHT_NOTE'),
    note('SOLD_NOTE'),
    {
      document: 'INSTRUMENT_OF_TRANSFER',
      dutyCents: INSTRUMENT_FIXED_DUTY_CENTS,
      basis: executedInHK ? '$5 fixed, stamped before it is signed' : '$5 fixed',
      source: 'Cap. 117, First Schedule head 2(4)',
      stampBy: executedInHK ? executedOn : addDays(executedOn, 30),
      beforeExecution: executedInHK,
    },
  ];
  return {
    kind: 'SALE',
    lines,
    totalCents: 2 * noteDuty + INSTRUMENT_FIXED_DUTY_CENTS,
    chargeableCents: chargeable,
    ratePercent: percentText(basisPoints),
    source: SOURCE,
    penaltyRule: PENALTY_RULE,
  };
}

export const LATE_STAMPING_BANDS = ['ON_TIME', 'WITHIN_1_MONTH', 'WITHIN_2_MONTHS', 'LATER'] as const;
export type TLateStampingBand = (typeof LATE_STAMPING_BANDS)[number];

/** How many times the duty s.9(1) charges as penalty in each band. */
const PENALTY_MULTIPLE = {
  ON_TIME: 0,
  WITHIN_1_MONTH: 2,
  WITHIN_2_MONTHS: 4,
  LATER: 10,
} as const satisfies Record<TLateStampingBand, number>;

/**
 * The s.9(1) penalty on a document stamped on `stampedOn` that was due by `stampBy` (YYYY-MM-DD),
 * on top of the duty itself; the most charged, as the Collector may remit it (s.9(2)).
 */
export function lateStampingPenalty(
  dutyCents: number,
  stampBy: string,
  stampedOn: string,
): { band: TLateStampingBand; multiple: number; penaltyCents: number; source: string } {
  requireCents('dutyCents', dutyCents);
  requireDate('stampBy', stampBy);
  requireDate('stampedOn', stampedOn);
  const band: TLateStampingBand =
    stampedOn <= stampBy
      ? 'ON_TIME'
      : stampedOn <= addMonths(stampBy, 1)
        ? 'WITHIN_1_MONTH'
        : stampedOn <= addMonths(stampBy, 2)
          ? 'WITHIN_2_MONTHS'
          : 'LATER';
  const multiple = PENALTY_MULTIPLE[band];
  return { band, multiple, penaltyCents: multiple * dutyCents, source: PENALTY_RULE };
}
