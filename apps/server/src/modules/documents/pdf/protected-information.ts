import { countryName, heldRoles, type THolder } from '@portal/domain';
import type { PdfComposer } from './composer.js';
import { addressText, bothNames, chineseName, englishName } from './template-parts.js';

/**
 * The protected-information regime on generated documents (ADR 0030,
 * docs/research/protected-information-regime.md).
 *
 * Protected information is a director's usual residential address and the full identification number
 * (Hong Kong identity card or passport) of a director, company secretary or other individual
 * (Companies Ordinance, Cap. 622, Part 2 Division 7, ss.47–60, definitions in s.53). Since Phase 2
 * (24 October 2022) the Registrar does not make it available for public inspection when it is in the
 * part of a form that asks for it (s.54); each revised specified form reports it on a separate
 * "PI sheet" per individual, which "will not be shown on the public record" (Form NNC1,
 * Specification No. 1/2023, page 14 and notes 20, 26, 28). Access is only for the "specified persons"
 * of the Companies (Residential Addresses and Identification Numbers) Regulation, Cap. 622N, s.12
 * (the data subject, members, liquidators, public officers, solicitors, practising accountants,
 * financial institutions and DNFBPs), on application under Cap. 622 s.58. Since Phase 1
 * (23 August 2021) a company may likewise withhold it from inspection of its own registers of
 * directors and company secretaries, showing the correspondence address (s.643(1)(a)(ii)) and the
 * partial identification number instead.
 *
 * So every document here that others may inspect shows an individual's correspondence address and
 * partial number only; the whole particulars go on a page of their own marked as protected.
 */

/** Where an individual gave no correspondence address: the residential address never stands in. */
export const NO_CORRESPONDENCE_ADDRESS = '(no correspondence address given 未提供通訊地址)';

/** The heading line every protected page carries (the Registry's wording on PI-NNC1). */
export const NOT_ON_PUBLIC_RECORD =
  'This page will not be shown on the public record 公眾紀錄不會顯示此頁 · NOT for Public Inspection 不會供公眾查閱';

/**
 * The address a document others may inspect shows: a body corporate's registered address, an
 * individual's correspondence address, never the usual residential address (s.643(1)(a)(ii); Cap. 622N).
 */
export function publicAddress(h: THolder): string {
  if (h.holderType === 'C') return addressText(h.regAddress);
  return addressText(h.corrAddress) || NO_CORRESPONDENCE_ADDRESS;
}

/** The full identification number as a PI sheet reports it: HKID, or passport with its issuing country. */
export function fullIdentification(h: THolder): string {
  const id = h.idNum?.trim();
  if (!id) return '';
  const issuer = h.idIssuer?.trim().toUpperCase();
  if (!issuer || issuer === 'HKG') return `Hong Kong Identity Card 香港身分證 ${id}`;
  return `Passport 護照 (${countryName(issuer, 'en') ?? issuer}) ${id}`;
}

/** A director's (or reserve director's) usual residential address is protected; a secretary's is not asked. */
export function reportsResidentialAddress(h: THolder): boolean {
  const roles = heldRoles(h);
  return roles.includes('isDirector') || roles.includes('isReserveDR') || roles.includes('isAlternateDR');
}

/** Whether an individual has anything a PI sheet would carry. */
export function hasProtectedParticulars(h: THolder): boolean {
  return (
    h.holderType === 'I' &&
    Boolean(h.idNum?.trim() || (reportsResidentialAddress(h) && addressText(h.resAddress)))
  );
}

export interface TProtectedSheet {
  /** The form the sheet belongs to: 'NNC1' gives 'PI-NNC1'. */
  form: string;
  /** The company as the form names it (proposed name on an NNC1). */
  company: string;
  person: THolder;
  /** The capacity the form reports the person in, English and Chinese. */
  capacity: string;
  /** A line saying what the sheet reports (the change on an ND2B). */
  note?: string;
}

/**
 * One PI sheet: one individual's protected information on a page of its own, as the Registry's forms
 * lay it out (PI-NNC1: one natural person per sheet, all sheets placed at the end of the form).
 */
export function protectedSheet(c: PdfComposer, sheet: TProtectedSheet): void {
  const { person } = sheet;
  c.newPage();
  c.title(
    `PI-${sheet.form}: Protected Information`,
    `PI-${sheet.form}：受保護資料`,
    `Form ${sheet.form} 表格 · Companies Ordinance (Cap. 622) s.54; Cap. 622N`,
  );
  c.text(NOT_ON_PUBLIC_RECORD, { size: 10, bold: true });
  if (sheet.note) c.text(sheet.note, { size: 9 });
  c.field('Company Name', '公司名稱', sheet.company);
  c.field('Capacity', '身分', sheet.capacity);
  c.field('Name in Chinese', '中文姓名', chineseName(person));
  c.field('Name in English', '英文姓名', englishName(person));
  c.field('Identification (Full Number)', '身分識別（完整號碼）', fullIdentification(person));
  if (reportsResidentialAddress(person))
    c.field('Usual Residential Address of Director', '董事的通常住址', addressText(person.resAddress));
  c.text(
    `Only specified persons (Cap. 622N s.12) may obtain this information from the Registrar. 只有指明人士（第622N章第12條）可向處長取得此資料。 · ${bothNames(person).replace('\n', ' ')}`,
    { size: 8, muted: true },
  );
}
