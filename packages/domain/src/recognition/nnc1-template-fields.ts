import type { TFieldKind, TFieldScript } from './types.js';

/**
 * What each field of the NNC1 blank means, per section kind. The main page of a section and its
 * continuation sheet number their fields the same way (`fill_1` is the Chinese name on page 3 and on
 * sheet A) but draw them at other places, so meanings live here once and rectangles per page in
 * nnc1-template-rects.ts. Targets name the value within the page (`holder.*` is the person the page
 * is about); the assembler turns them into case-information paths.
 */

/** Field number (`fill_3`, `cb_1`) → target, kind, script. */
export type TSectionSpec = Record<string, readonly [target: string, kind: TFieldKind, script: TFieldScript]>;

const address = (first: number, withCountry: boolean): TSectionSpec => {
  const lines = ['flat', 'building', 'street', 'district', ...(withCountry ? ['country'] : [])];
  return Object.fromEntries(
    lines.map((line, i) => [`fill_${first + i}`, [`holder.address.${line}`, 'text', 'mixed'] as const]),
  );
};

/** A share row of a member's table: class, number, currency, amount. */
const memberShares = (first: number, row: number): TSectionSpec => ({
  [`fill_${first}`]: [`shares.${row}.className`, 'text', 'mixed'],
  [`fill_${first + 1}`]: [`shares.${row}.total`, 'number', 'digits'],
  [`fill_${first + 2}`]: [`shares.${row}.currency`, 'text', 'mixed'],
  [`fill_${first + 3}`]: [`shares.${row}.amount`, 'money', 'digits'],
});

/** Page 1: names, type, business nature, registered office, presentor's reference. */
export const COMPANY_SPEC: TSectionSpec = {
  fill_1: ['companyEngName', 'text', 'latin'],
  fill_2: ['companyChiName', 'text', 'chinese'],
  // Seen on the rendered blank: each box sits left of its label, cb_1 before 私人 Private.
  cb_1: ['companyType.private', 'checkbox', 'latin'],
  cb_2: ['companyType.public', 'checkbox', 'latin'],
  fill_3: ['businessNature.code', 'text', 'code'],
  fill_4: ['businessNature.description', 'text', 'mixed'],
  fill_5: ['regOfficeAddress.flat', 'text', 'mixed'],
  fill_6: ['regOfficeAddress.building', 'text', 'mixed'],
  fill_7: ['regOfficeAddress.street', 'text', 'mixed'],
  fill_8: ['regOfficeAddress.district', 'text', 'mixed'],
  fill_9: ['presentor.chiName', 'text', 'chinese'],
  fill_10: ['presentor.engName', 'text', 'latin'],
  fill_11: ['presentor.address', 'multiline', 'mixed'],
  fill_12: ['presentor.phone', 'phone', 'digits'],
  fill_13: ['presentor.fax', 'phone', 'digits'],
  fill_14: ['presentor.email', 'email', 'latin'],
  fill_15: ['presentor.reference', 'text', 'mixed'],
};

type TField = TSectionSpec[string];

/** Consecutive fields from `fill_<first>`, one per entry. */
const run = (first: number, fields: readonly TField[]): TSectionSpec =>
  Object.fromEntries(fields.map((field, i) => [`fill_${first + i}`, field]));

/** A class row of the company's share capital table: class, number, currency, amounts (a), (b), (a)−(b). */
const capitalRow = (first: number, row: number): TSectionSpec =>
  run(first, [
    [`shares.${row}.className`, 'text', 'mixed'],
    [`shares.${row}.total`, 'number', 'digits'],
    [`shares.${row}.currency`, 'text', 'mixed'],
    [`shares.${row}.subscribed`, 'money', 'digits'],
    [`shares.${row}.paidUp`, 'money', 'digits'],
    [`shares.${row}.unpaid`, 'money', 'digits'],
  ]);

/** A currency row of the totals: currency and the three amounts. */
const capitalTotal = (first: number, row: number): TSectionSpec =>
  run(first, [
    [`totals.${row}.currency`, 'text', 'mixed'],
    [`totals.${row}.subscribed`, 'money', 'digits'],
    [`totals.${row}.paidUp`, 'money', 'digits'],
    [`totals.${row}.unpaid`, 'money', 'digits'],
  ]);

/** Page 2: contact, the share capital table (two class rows, two currency totals), rights. */
export const CAPITAL_SPEC: TSectionSpec = {
  fill_1: ['contactPerson.email', 'email', 'latin'],
  fill_2: ['contactPerson.phone', 'phone', 'digits'],
  ...capitalRow(3, 0),
  ...capitalRow(9, 1),
  fill_15: ['totals.total', 'number', 'digits'],
  ...capitalTotal(16, 0),
  ...capitalTotal(20, 1),
  fill_24: ['rights.className', 'multiline', 'mixed'],
  fill_25: ['rights.particulars', 'multiline', 'mixed'],
};

/** Section 6 and sheet A: a founder member, individual (names) or body corporate (English name). */
export const MEMBER_SPEC: TSectionSpec = {
  fill_1: ['holder.chiName', 'text', 'chinese'],
  fill_2: ['holder.engLastName', 'text', 'latin'],
  fill_3: ['holder.engFirstName', 'text', 'latin'],
  fill_4: ['holder.compEngName', 'text', 'latin'],
  ...address(5, true),
  ...memberShares(10, 0),
  ...memberShares(14, 1),
  fill_18: ['totals.total', 'number', 'digits'],
  fill_19: ['totals.0.currency', 'text', 'mixed'],
  fill_20: ['totals.0.amount', 'money', 'digits'],
  fill_21: ['totals.1.currency', 'text', 'mixed'],
  fill_22: ['totals.1.amount', 'money', 'digits'],
};

const naturalPerson: TSectionSpec = {
  fill_1: ['holder.chiName', 'text', 'chinese'],
  fill_2: ['holder.engLastName', 'text', 'latin'],
  fill_3: ['holder.engFirstName', 'text', 'latin'],
  fill_4: ['holder.previousChiName', 'text', 'chinese'],
  fill_5: ['holder.previousEngName', 'text', 'latin'],
  fill_6: ['holder.aliasChi', 'text', 'chinese'],
  fill_7: ['holder.aliasEng', 'text', 'latin'],
};

/** Section 7A and sheet B: a company secretary who is a natural person (Hong Kong address). */
export const SECRETARY_PERSON_SPEC: TSectionSpec = {
  ...naturalPerson,
  ...address(8, false),
  fill_12: ['holder.email', 'email', 'latin'],
  fill_13: ['holder.idNum', 'text', 'code'],
  fill_14: ['holder.passportCountry', 'text', 'mixed'],
  fill_15: ['holder.passportNum', 'text', 'code'],
  cb_1: ['holder.noTcspLicence', 'checkbox', 'latin'],
  fill_16: ['holder.tcspNum', 'text', 'code'],
  fill_17: ['holder.noTcspReason', 'multiline', 'mixed'],
};

/** Section 7B and sheet C: a company secretary that is a body corporate. */
export const SECRETARY_CORPORATE_SPEC: TSectionSpec = {
  fill_1: ['holder.chiName', 'text', 'chinese'],
  fill_2: ['holder.compEngName', 'text', 'latin'],
  ...address(3, false),
  fill_7: ['holder.email', 'email', 'latin'],
  fill_8: ['holder.regNum', 'text', 'digits'],
  cb_1: ['holder.noTcspLicence', 'checkbox', 'latin'],
  fill_9: ['holder.tcspNum', 'text', 'code'],
  fill_10: ['holder.noTcspReason', 'multiline', 'mixed'],
};

/** Section 8A and sheet D: a director who is a natural person (correspondence address). */
export const DIRECTOR_PERSON_SPEC: TSectionSpec = {
  ...naturalPerson,
  ...address(8, true),
  fill_13: ['holder.email', 'email', 'latin'],
  fill_14: ['holder.idNum', 'text', 'code'],
  fill_15: ['holder.passportCountry', 'text', 'mixed'],
  fill_16: ['holder.passportNum', 'text', 'code'],
  cb_1: ['holder.consent', 'checkbox', 'latin'],
};

/** Section 8B and sheet E: a director that is a body corporate. */
export const DIRECTOR_CORPORATE_SPEC: TSectionSpec = {
  fill_1: ['holder.chiName', 'text', 'chinese'],
  fill_2: ['holder.compEngName', 'text', 'latin'],
  ...address(3, true),
  fill_8: ['holder.email', 'email', 'latin'],
  fill_9: ['holder.regNum', 'text', 'digits'],
  cb_1: ['holder.consent', 'checkbox', 'latin'],
  fill_10: ['holder.signerName', 'text', 'latin'],
};

/** Page 8: the founder member's statement (page counts, signer, date). */
export const STATEMENT_SPEC: TSectionSpec = {
  ...run(
    1,
    ['A', 'B', 'C', 'D', 'E'].map((sheet): TField => [`statement.pages${sheet}`, 'number', 'digits']),
  ),
  fill_6: ['statement.pagesPi', 'number', 'digits'],
  fill_7: ['statement.name', 'text', 'mixed'],
  fill_8: ['statement.date', 'date', 'digits'],
};

/** PI-NNC1: full identification and residential address of a secretary or director (not public). */
export const PROTECTED_SPEC: TSectionSpec = {
  fill_1: ['companyName', 'text', 'mixed'],
  cb_1: ['holder.isComSec', 'checkbox', 'latin'],
  cb_2: ['holder.isDirector', 'checkbox', 'latin'],
  fill_2: ['holder.chiName', 'text', 'chinese'],
  fill_3: ['holder.engLastName', 'text', 'latin'],
  fill_4: ['holder.engFirstName', 'text', 'latin'],
  fill_5: ['holder.idNum', 'text', 'code'],
  fill_6: ['holder.idCheckDigit', 'text', 'code'],
  fill_7: ['holder.passportCountry', 'text', 'mixed'],
  fill_8: ['holder.passportNum', 'text', 'code'],
  ...address(9, true),
};
