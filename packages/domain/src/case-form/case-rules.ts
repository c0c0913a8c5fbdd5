import { LIMITS } from '../constants.js';
import type { TCaseInformation } from '../schemas/case-information.js';
import { isChineseText, isDigitsOnly, isEnglishOnly, isPhoneLike } from '../validation/patterns.js';
import { addressIssues, type TAddress } from './address.js';
import type { TFormIssue } from './form-messages.js';
import { isValidHkid, type THolder } from './holder.js';

/**
 * The rules of the case information form (spec §5, DESIGN §4 MVP_FORM), run in the browser as the
 * client types and on the server when the form is submitted: the same function, the same messages.
 * Every problem is returned at once, each with the path of its field.
 */

export interface TRuleContext {
  /** A known ISO3 country code. */
  isCountry: (code: string) => boolean;
  /** A known business nature code. */
  isBusinessNature: (code: string) => boolean;
  /** Problems the ownership resolution found (owners not totalling 100 %, cycles, unknown refs), by holderID. */
  ownership?: { holderID: string; key: 'ownersNot100' | 'ownershipCycle' | 'unknownHolderRef' }[];
  /**
   * The company exists already (an entity taken over, EN_FORM): its name is the registered one, not a
   * proposed name judged by the naming rules, and its business nature is not asked by its forms.
   */
  registered?: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PERCENT = /^(?:100(?:\.0{1,6})?|\d{1,2}(?:\.\d{1,6})?)$/;

function text(value: string | undefined): string {
  return (value ?? '').trim();
}

function hasAny(address: TAddress | undefined): boolean {
  if (!address) return false;
  return Object.entries(address).some(
    ([k, v]) => k !== 'supDoc' && typeof v === 'string' && v.trim().length > 0,
  );
}

function isRealDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** A valid share percentage of a corporate: above 0, up to 100, at most 6 decimals. */
export function isValidPercent(value: string | number | undefined): boolean {
  if (value === undefined || value === '') return false;
  const s = typeof value === 'number' ? String(value) : value.trim();
  return PERCENT.test(s) && Number(s) > 0;
}

function englishName(issues: TFormIssue[], path: string, value: string | undefined, required: boolean): void {
  const v = text(value);
  if (!v) {
    if (required) issues.push({ path, key: 'required' });
    return;
  }
  if (v.length > LIMITS.nameMaxLength) issues.push({ path, key: 'lessThan255Char' });
  else if (!isEnglishOnly(v)) issues.push({ path, key: 'engCharOnly' });
}

function chineseName(issues: TFormIssue[], path: string, value: string | undefined): void {
  const v = text(value);
  if (!v) return;
  if (v.length > LIMITS.nameMaxLength) issues.push({ path, key: 'lessThan255Char' });
  else if (!isChineseText(v)) issues.push({ path, key: 'chiCharOnly' });
}

function email(issues: TFormIssue[], path: string, value: string | undefined): void {
  const v = text(value);
  if (v && (v.length > LIMITS.emailMaxLength || !EMAIL.test(v))) issues.push({ path, key: 'emailInvalid' });
}

function phone(issues: TFormIssue[], path: string, value: string | undefined): void {
  const v = text(value);
  if (v && !isPhoneLike(v)) issues.push({ path, key: 'phoneInvalid' });
}

/** The rules of one holder (and, for a corporate, of its owners, recursively). */
function holderIssues(
  h: THolder,
  path: string,
  depth: number,
  ctx: TRuleContext,
  issues: TFormIssue[],
  paths: Map<string, string>,
): void {
  if (!paths.has(h.holderID)) paths.set(h.holderID, path);
  const at = (field: string) => `${path}.${field}`;
  // A reference to a holder defined elsewhere carries no details of its own.
  if (h.refID) return;
  if (h.holderType === 'I') {
    const hasEnglish = text(h.engFirstName) || text(h.engLastName);
    if (!hasEnglish && !text(h.chiName)) issues.push({ path: at('engFirstName'), key: 'needHolderName' });
    if (hasEnglish) {
      englishName(issues, at('engFirstName'), h.engFirstName, true);
      englishName(issues, at('engLastName'), h.engLastName, true);
    }
    chineseName(issues, at('chiName'), h.chiName);
    const id = text(h.idNum);
    if (id) {
      if (id.length > 30) issues.push({ path: at('idNum'), key: 'lessThan80Char' });
      else if (
        (text(h.idIssuer) === 'HKG' || !text(h.idIssuer)) &&
        /^[A-Za-z]{1,2}\d/.test(id) &&
        !isValidHkid(id)
      ) {
        issues.push({ path: at('idNum'), key: 'hkidInvalid' });
      }
    }
    for (const field of ['idIssueDate', 'idExpiryDate'] as const) {
      const v = text(h[field]);
      if (v && !isRealDate(v)) issues.push({ path: at(field), key: 'dateInvalid' });
    }
    const issued = text(h.idIssueDate);
    const expires = text(h.idExpiryDate);
    if (isRealDate(issued) && isRealDate(expires) && expires < issued)
      issues.push({ path: at('idExpiryDate'), key: 'expiryBeforeIssue' });
    if (text(h.idIssuer) && !ctx.isCountry(text(h.idIssuer)))
      issues.push({ path: at('idIssuer'), key: 'countryInvalid' });
    if (hasAny(h.resAddress)) issues.push(...addressIssues(h.resAddress, at('resAddress'), ctx));
    if (hasAny(h.corrAddress)) issues.push(...addressIssues(h.corrAddress, at('corrAddress'), ctx));
  } else {
    if (!text(h.compEngName) && !text(h.compChiName))
      issues.push({ path: at('compEngName'), key: 'needHolderName' });
    englishName(issues, at('compEngName'), h.compEngName, false);
    chineseName(issues, at('compChiName'), h.compChiName);
    const reg = text(h.regNum);
    if (reg && reg.length > 80) issues.push({ path: at('regNum'), key: 'lessThan80Char' });
    if (text(h.jurisdiction) && !ctx.isCountry(text(h.jurisdiction)))
      issues.push({ path: at('jurisdiction'), key: 'countryInvalid' });
    if (hasAny(h.regAddress)) issues.push(...addressIssues(h.regAddress, at('regAddress'), ctx));
    // A corporate invited by e-mail is reached through its authorised signer, who links with their names.
    const signerNeeded = Boolean(text(h.email));
    englishName(issues, at('authSignerFirstNameEng'), h.authSignerFirstNameEng, signerNeeded);
    englishName(issues, at('authSignerLastNameEng'), h.authSignerLastNameEng, signerNeeded);
    if (h.isComSec) {
      if (h.hasTcspNum === undefined) issues.push({ path: at('hasTcspNum'), key: 'declarationNeeded' });
      else if (h.hasTcspNum && !/^TC\d{6}$/.test(text(h.tcspNum)))
        issues.push({ path: at('tcspNum'), key: 'tcspNumInvalid' });
      else if (!h.hasTcspNum && !text(h.noTcspReason))
        issues.push({ path: at('noTcspReason'), key: 'required' });
    }
    (h.ownerOfBodyCorporate ?? []).forEach((owner, j) => {
      const ownerPath = `${path}.ownerOfBodyCorporate.${j}`;
      if (!isValidPercent(owner.compSharePercent))
        issues.push({ path: `${ownerPath}.compSharePercent`, key: 'percentInvalid' });
      holderIssues(owner, ownerPath, depth + 1, ctx, issues, paths);
    });
  }
  email(issues, at('email'), h.email);
  email(issues, at('regEmail1'), h.regEmail1);
  phone(issues, at('regPhone1'), h.regPhone1);
  const code = text(h.regPhone1Code).replace(/^\+/, '');
  if (code && !isDigitsOnly(code)) issues.push({ path: at('regPhone1Code'), key: 'digitsOnly' });
  if (depth === 0 && h.isShareHolder && !(h.ordinaryShares >= 1))
    issues.push({ path: at('ordinaryShares'), key: 'positiveWholeNumber' });
}

/** The rules of one holder on its own (an appointee, corrected particulars), at `path`. */
export function holderRuleIssues(h: THolder, path: string, ctx: TRuleContext, depth = 0): TFormIssue[] {
  const issues: TFormIssue[] = [];
  holderIssues(h, path, depth, ctx, issues, new Map());
  return issues;
}

/** Every problem that stops the case information from being submitted. */
export function caseInformationIssues(info: TCaseInformation, ctx: TRuleContext): TFormIssue[] {
  const issues: TFormIssue[] = [];
  const eng = text(info.companyEngName);
  const chi = text(info.companyChiName);
  if (!eng && !chi) issues.push({ path: 'companyEngName', key: 'required' });
  if (eng) {
    if (eng.length > LIMITS.nameMaxLength) issues.push({ path: 'companyEngName', key: 'lessThan255Char' });
    else if (!isEnglishOnly(eng)) issues.push({ path: 'companyEngName', key: 'engCharOnly' });
    else if (!ctx.registered && !/\blimited$/i.test(eng))
      issues.push({ path: 'companyEngName', key: 'endsWithLimited' });
  }
  if (chi) {
    if (chi.length > LIMITS.nameMaxLength) issues.push({ path: 'companyChiName', key: 'lessThan255Char' });
    else if (!isChineseText(chi)) issues.push({ path: 'companyChiName', key: 'chiCharOnly' });
    else if (!ctx.registered && !chi.endsWith('有限公司'))
      issues.push({ path: 'companyChiName', key: 'endsWithYauHanGungSi' });
  }
  const nature = text(info.businessNature);
  if (!nature) {
    if (!ctx.registered) issues.push({ path: 'businessNature', key: 'required' });
  } else if (!ctx.isBusinessNature(nature))
    issues.push({ path: 'businessNature', key: 'businessNatureInvalid' });
  issues.push(...addressIssues(info.regOfficeAddress, 'regOfficeAddress', { ...ctx, hongKongOnly: true }));
  if (!info.shareCapitalCurrency) issues.push({ path: 'shareCapitalCurrency', key: 'required' });
  if (info.totalNumOfOrdShare === undefined) issues.push({ path: 'totalNumOfOrdShare', key: 'required' });
  const classes = info.shareClasses ?? [];
  classes.forEach((c, i) => {
    if (!text(c.className)) issues.push({ path: `shareClasses.${i}.className`, key: 'required' });
    if (!(c.numberOfShares !== undefined && c.numberOfShares >= 1))
      issues.push({ path: `shareClasses.${i}.numberOfShares`, key: 'positiveWholeNumber' });
  });
  if (classes.length > 0 && info.totalNumOfOrdShare !== undefined) {
    const sum = classes.reduce((s, c) => s + (c.numberOfShares ?? 0), 0);
    if (sum !== info.totalNumOfOrdShare) issues.push({ path: 'shareClasses', key: 'classesNotTotal' });
  }

  const paths = new Map<string, string>();
  info.stakeholders.forEach((h, i) => holderIssues(h, `stakeholders.${i}`, 0, ctx, issues, paths));
  const active = info.stakeholders.filter((h) => !h.refID);
  if (!active.some((h) => h.isShareHolder)) issues.push({ path: 'stakeholders', key: 'needShareholder' });
  if (
    !active.some((h) => h.holderType === 'I' && h.isDirector && !h.resignedCapacities?.includes('isDirector'))
  ) {
    issues.push({ path: 'stakeholders', key: 'needIndividualDirector' });
  }
  if (!active.some((h) => h.isComSec && !h.resignedCapacities?.includes('isComSec'))) {
    issues.push({ path: 'stakeholders', key: 'needCompanySecretary' });
  }
  const held = info.stakeholders.filter((h) => h.isShareHolder).reduce((sum, h) => sum + h.ordinaryShares, 0);
  if (info.totalNumOfOrdShare !== undefined && held !== info.totalNumOfOrdShare) {
    issues.push({ path: 'stakeholders', key: 'sharesNotTotal' });
  }
  for (const problem of ctx.ownership ?? []) {
    const holderPath = paths.get(problem.holderID) ?? 'stakeholders';
    issues.push({
      path: problem.key === 'ownersNot100' ? `${holderPath}.ownerOfBodyCorporate` : holderPath,
      key: problem.key,
    });
  }

  const contact = info.contactPerson ?? {};
  if (!text(contact.name)) issues.push({ path: 'contactPerson.name', key: 'required' });
  else if (text(contact.name).length > LIMITS.nameMaxLength)
    issues.push({ path: 'contactPerson.name', key: 'lessThan255Char' });
  if (!text(contact.email) && !text(contact.phone))
    issues.push({ path: 'contactPerson.email', key: 'contactNeeded' });
  email(issues, 'contactPerson.email', contact.email);
  phone(issues, 'contactPerson.phone', contact.phone);
  return issues;
}
