import { addMonths } from '../dates.js';
import type { TLanguage } from '../languages.js';
import type { TAmendmentType } from '../schemas/tasks.js';
import type { TChangeForm } from '../deadlines/deadlines.js';

/**
 * The annual renewal's own rules (issue 16): what the client confirms of the company as Form NAR1
 * will report it, which amendment a change of each part becomes, and how old a proof of address may be.
 */

/** The parts of Form NAR1 the client confirms or marks changed, in the form's order. */
export const RENEWAL_SECTIONS = [
  'COMPANY_NAME',
  'BUSINESS_NAME',
  'COMPANY_TYPE',
  'REGISTERED_OFFICE',
  'EMAIL',
  'SHARE_CAPITAL',
  'MEMBERS',
  'DIRECTORS',
  'COMPANY_SECRETARY',
  'REGISTERS',
] as const;
export type TRenewalSection = (typeof RENEWAL_SECTIONS)[number];

/** Each part's heading, as Form NAR1 words it, in the three languages (screens and refusals). */
export const RENEWAL_SECTION_NAMES: Readonly<Record<TRenewalSection, Record<TLanguage, string>>> = {
  COMPANY_NAME: { en: 'Company name', 'zh-HK': '公司名稱', 'zh-CN': '公司名称' },
  BUSINESS_NAME: { en: 'Business name', 'zh-HK': '商業名稱', 'zh-CN': '商业名称' },
  COMPANY_TYPE: { en: 'Type of company', 'zh-HK': '公司類別', 'zh-CN': '公司类别' },
  REGISTERED_OFFICE: {
    en: 'Address of registered office',
    'zh-HK': '註冊辦事處地址',
    'zh-CN': '注册办事处地址',
  },
  EMAIL: { en: 'E-mail address', 'zh-HK': '電郵地址', 'zh-CN': '电邮地址' },
  SHARE_CAPITAL: { en: 'Share capital', 'zh-HK': '股本', 'zh-CN': '股本' },
  MEMBERS: { en: 'Members and their shares', 'zh-HK': '成員及其持股', 'zh-CN': '成员及其持股' },
  DIRECTORS: { en: 'Directors', 'zh-HK': '董事', 'zh-CN': '董事' },
  COMPANY_SECRETARY: { en: 'Company secretary', 'zh-HK': '公司秘書', 'zh-CN': '公司秘书' },
  REGISTERS: { en: 'Where the registers are kept', 'zh-HK': '備存登記冊的地址', 'zh-CN': '备存登记册的地址' },
};

/** The amendment (spec §3 amendment types) a change to each part of the return becomes. */
export const SECTION_AMENDMENT_TYPE: Readonly<Record<TRenewalSection, TAmendmentType>> = {
  COMPANY_NAME: 'CHANGE_COMPANY_NAME',
  BUSINESS_NAME: 'OTHERS',
  COMPANY_TYPE: 'OTHERS',
  REGISTERED_OFFICE: 'CHANGE_REGISTERED_ADDRESS',
  EMAIL: 'OTHERS',
  SHARE_CAPITAL: 'ALLOTMENT',
  MEMBERS: 'SHARE_TRANSFER',
  DIRECTORS: 'CHANGE_DIRECTOR',
  COMPANY_SECRETARY: 'CHANGE_COMSEC_OR_DR',
  REGISTERS: 'OTHERS',
};

/** The parts of the return the client has not yet confirmed or marked changed. */
export function unansweredSections(answered: Iterable<string>): TRenewalSection[] {
  const done = new Set(answered);
  return RENEWAL_SECTIONS.filter((s) => !done.has(s));
}

/** A proof of address counts when issued within the last 3 months (DESIGN §6; HKMA and TCSP guidance). */
export const ADDRESS_PROOF_MONTHS = 3;

/**
 * Why a proof of address issued on `issueDate` cannot be accepted on `today` (Hong Kong dates): it is
 * dated after today, or older than 3 months (issued before the same day 3 months back).
 */
export function addressProofProblem(issueDate: string, today: string): 'dateInFuture' | 'tooOld' | null {
  if (issueDate > today) return 'dateInFuture';
  if (issueDate < addMonths(today, -ADDRESS_PROOF_MONTHS)) return 'tooOld';
  return null;
}

/** A proof on file is stale on `asOf` when it has no issue date or is older than 3 months then. */
export function isAddressProofStale(issueDate: string | null, asOf: string): boolean {
  return issueDate === null || addressProofProblem(issueDate, asOf) !== null;
}

/**
 * The Registry's notice a change of this type owes (Cap. 622): ND2A for an appointment or cessation of
 * a director or company secretary, ND2B for a change of their particulars, NR1 for the registered
 * office, NSC1 (return of allotment) for new shares; none for the rest (a name change goes by NNC2
 * with its own resolution; a share transfer by the register and stamp duty, not a notice).
 */
export function changeFormOf(type: TAmendmentType): TChangeForm | null {
  switch (type) {
    case 'CHANGE_DIRECTOR':
    case 'CHANGE_COMSEC_OR_DR':
      return 'ND2A';
    case 'UPDATE_STAKEHOLDER_PARTICULARS':
      return 'ND2B';
    case 'CHANGE_REGISTERED_ADDRESS':
      return 'NR1';
    case 'ALLOTMENT':
      return 'NSC1';
    default:
      return null;
  }
}
