import { annualReturnFee, type TNar1Band } from '../billing/fees.js';
import { addDays, addMonths, isCalendarDate } from '../dates.js';
import { ANNUAL_RETURN_DUE_DAYS } from '../entities/annual-return.js';
import {
  anniversaryIn,
  nextReturnDate,
  outstandingReturnDates,
  type TNextReturnInput,
} from './return-dates.js';

/**
 * The deadline engine: every statutory date that follows from a company's records, each with its
 * legal source, as pure functions of the records and today's date. It drives the entities list (due
 * and overdue marks, sorting by the next due date), the company's timeline, reminder mails and the
 * calendar feed; nothing else works out a statutory date.
 */

export const DEADLINE_KINDS = ['NAR1', 'ND2A', 'ND2B', 'NR1', 'NSC1', 'NNC2', 'BR_RENEWAL', 'AGM'] as const;
export type TDeadlineKind = (typeof DEADLINE_KINDS)[number];

/** Forms delivered after a change in the company's records, and the change behind each. */
export const CHANGE_FORMS = ['ND2A', 'ND2B', 'NR1', 'NSC1', 'NNC2'] as const;
export type TChangeForm = (typeof CHANGE_FORMS)[number];

export const DEADLINE_STATES = ['UPCOMING', 'DUE', 'OVERDUE'] as const;
export type TDeadlineState = (typeof DEADLINE_STATES)[number];

/** Where each deadline comes from in law (shown beside it, and in reminder mails). */
export const DEADLINE_SOURCES: Readonly<Record<TDeadlineKind, string>> = {
  NAR1: 'Companies Ordinance (Cap. 622) s.662: a private company delivers its annual return (Form NAR1) within 42 days after its return date, the anniversary of its incorporation; fees by lateness under the Companies (Fees) Regulation (Cap. 622K)',
  ND2A: 'Companies Ordinance (Cap. 622) s.645: notice of the appointment or cessation of a director or company secretary (Form ND2A) within 15 days',
  ND2B: 'Companies Ordinance (Cap. 622) s.645: notice of a change in the particulars of a director or company secretary (Form ND2B) within 15 days',
  NR1: 'Companies Ordinance (Cap. 622) s.658: notice of a change of the registered office address (Form NR1) within 15 days',
  NSC1: 'Companies Ordinance (Cap. 622) s.142: return of allotment (Form NSC1) within one month after the allotment',
  NNC2: 'Companies Ordinance (Cap. 622) s.107 and s.622: notice of change of company name (Form NNC2) with a copy of the special resolution within 15 days after it is passed',
  BR_RENEWAL:
    'Business Registration Ordinance (Cap. 310): a business registration certificate is valid for one or three years and is renewed by its expiry',
  AGM: 'Companies Ordinance (Cap. 622) s.610: a private company holds its annual general meeting within 9 months after the end of its accounting reference period (Cap. 622 s.368), unless it dispenses with it',
};

/** Days allowed after a change's effective date, for the forms counted in days. */
const CHANGE_DAYS: Readonly<Record<Exclude<TChangeForm, 'NSC1'>, number>> = {
  ND2A: 15,
  ND2B: 15,
  NR1: 15,
  NNC2: 15,
};

export interface TDeadline {
  /** Stable for one obligation (its kind and the date it arises from): reminders are sent once per key. */
  key: string;
  kind: TDeadlineKind;
  /** The date the obligation arises from: a return date, a change's effective date, a period's end, an expiry. */
  fromDate: string;
  /** The last day to meet it. */
  dueDate: string;
  state: TDeadlineState;
  /** For an annual return: what Form NAR1 costs if delivered today (or on its due date, when not due yet). */
  fee?: { band: TNar1Band; cents: number };
  /** What the deadline is about, when the record says (e.g. "Appointment of Chan Tai Man"). */
  label?: string;
  source: string;
}

/** A change recorded with its effective date whose form has not been delivered yet. */
export interface TPendingChangeFiling {
  form: TChangeForm;
  effectiveDate: string;
  /** Tells two changes of the same form and date apart (the amendment or history entry). */
  reference: string;
  label?: string;
}

export interface TDeadlineInput {
  incorporationDate: string | null;
  /** The return date of the next annual return to deliver (the entity's record). */
  nextReturnDate: string | null;
  /** The business registration certificate's expiry, when recorded. */
  brExpiryDate?: string | null;
  /** Years a certificate runs (1 or 3); with the incorporation date, gives the expiry when none is recorded. */
  brCertificateYears?: 1 | 3 | null;
  /** Accounting reference date as MM-DD (e.g. 03-31), when recorded. */
  accountingReferenceDate?: string | null;
  pendingFilings?: readonly TPendingChangeFiling[];
}

/** Where a deadline stands today: before it arises, until its last day, or past it. */
export function deadlineState(fromDate: string, dueDate: string, today: string): TDeadlineState {
  if (today > dueDate) return 'OVERDUE';
  return today >= fromDate ? 'DUE' : 'UPCOMING';
}

function annualReturns(input: TDeadlineInput, today: string): TDeadline[] {
  if (!input.nextReturnDate || !isCalendarDate(input.nextReturnDate)) return [];
  return outstandingReturnDates(input.nextReturnDate, input.incorporationDate, today).map((returnDate) => {
    const dueDate = addDays(returnDate, ANNUAL_RETURN_DUE_DAYS);
    const fee = annualReturnFee(returnDate, today < returnDate ? dueDate : today);
    return {
      key: `NAR1:${returnDate}`,
      kind: 'NAR1',
      fromDate: returnDate,
      dueDate,
      state: deadlineState(returnDate, dueDate, today),
      fee: { band: fee.band, cents: fee.cents },
      source: DEADLINE_SOURCES.NAR1,
    };
  });
}

function changeFilings(input: TDeadlineInput, today: string): TDeadline[] {
  return (input.pendingFilings ?? [])
    .filter((p) => isCalendarDate(p.effectiveDate))
    .map((p) => {
      const dueDate =
        p.form === 'NSC1' ? addMonths(p.effectiveDate, 1) : addDays(p.effectiveDate, CHANGE_DAYS[p.form]);
      return {
        key: `${p.form}:${p.effectiveDate}:${p.reference}`,
        kind: p.form,
        fromDate: p.effectiveDate,
        dueDate,
        state: deadlineState(p.effectiveDate, dueDate, today),
        ...(p.label ? { label: p.label } : {}),
        source: DEADLINE_SOURCES[p.form],
      };
    });
}

/**
 * The certificate's expiry: the recorded one; else, from the incorporation date (a company's
 * registration starts with it), the end of the certificate period running today.
 */
function brExpiry(input: TDeadlineInput, today: string): string | null {
  if (input.brExpiryDate && isCalendarDate(input.brExpiryDate)) return input.brExpiryDate;
  if (!input.incorporationDate || !isCalendarDate(input.incorporationDate)) return null;
  const years = input.brCertificateYears ?? 1;
  const start = Number(input.incorporationDate.slice(0, 4));
  for (let n = years; n < 400; n += years) {
    const expiry = addDays(anniversaryIn(input.incorporationDate, start + n), -1);
    if (expiry >= today) return expiry;
  }
  return null;
}

function businessRegistration(input: TDeadlineInput, today: string): TDeadline[] {
  const expiry = brExpiry(input, today);
  if (!expiry) return [];
  // The Inland Revenue Department sends the demand for the new certificate about a month ahead.
  const fromDate = addMonths(expiry, -1);
  return [
    {
      key: `BR_RENEWAL:${expiry}`,
      kind: 'BR_RENEWAL',
      fromDate,
      dueDate: expiry,
      state: deadlineState(fromDate, expiry, today),
      source: DEADLINE_SOURCES.BR_RENEWAL,
    },
  ];
}

/**
 * The annual general meeting for the accounting reference period ending most recently before today,
 * or the first one when none has ended: 9 months after the period's end. The first period ends on
 * the first accounting reference date more than 6 months after incorporation (Cap. 622 s.368).
 */
function annualMeeting(input: TDeadlineInput, today: string): TDeadline[] {
  const ard = input.accountingReferenceDate;
  const incorporated = input.incorporationDate;
  // A reference date must exist in a leap year (2024); 29 February ends other years' periods on the 28th.
  if (!ard || !isCalendarDate(`2024-${ard}`) || !incorporated || !isCalendarDate(incorporated)) return [];
  const periodEndIn = (year: number) =>
    isCalendarDate(`${year}-${ard}`) ? `${year}-${ard}` : `${year}-02-28`;
  let year = Number(incorporated.slice(0, 4));
  let firstEnd = periodEndIn(year);
  while (firstEnd <= addMonths(incorporated, 6)) firstEnd = periodEndIn((year += 1));
  let end = firstEnd;
  while (periodEndIn(Number(end.slice(0, 4)) + 1) < today) end = periodEndIn(Number(end.slice(0, 4)) + 1);
  const dueDate = addMonths(end, 9);
  return [
    {
      key: `AGM:${end}`,
      kind: 'AGM',
      fromDate: end,
      dueDate,
      state: deadlineState(end, dueDate, today),
      source: DEADLINE_SOURCES.AGM,
    },
  ];
}

/** Every statutory deadline of a company on `today`, the soonest due first. */
export function entityDeadlines(input: TDeadlineInput, today: string): TDeadline[] {
  return [
    ...annualReturns(input, today),
    ...changeFilings(input, today),
    ...businessRegistration(input, today),
    ...annualMeeting(input, today),
  ].sort((a, b) => (a.dueDate === b.dueDate ? a.key.localeCompare(b.key) : a.dueDate < b.dueDate ? -1 : 1));
}

/** The soonest deadline still to meet, or null. */
export function nextDeadline(input: TDeadlineInput, today: string): TDeadline | null {
  return entityDeadlines(input, today)[0] ?? null;
}

/**
 * The annual returns a company taken over still owes on `today`, from the one after the last return
 * filed (or, with no history, as nextReturnDate reckons it): each with its due date, state and the fee
 * if delivered today; when none has come yet, the next one. The same dates the active entity gets.
 */
export function outstandingReturns(input: TNextReturnInput): TDeadline[] {
  const { incorporationDate, lastReturnDateFiled, today } = input;
  if (!isCalendarDate(incorporationDate) || incorporationDate > today) return [];
  const last = lastReturnDateFiled && isCalendarDate(lastReturnDateFiled) ? lastReturnDateFiled : null;
  if (last && (last < incorporationDate || last > today)) return [];
  const next = nextReturnDate({ incorporationDate, lastReturnDateFiled: last, today });
  return annualReturns({ incorporationDate, nextReturnDate: next }, today);
}
