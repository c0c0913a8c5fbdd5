import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { isChineseText, isEnglishOnly, isPhoneLike } from '../validation/patterns.js';
import { addressIssues, ZAddress, ZDraftText } from './address.js';
import type { TFormIssue } from './form-messages.js';
import { isValidHkid, ZBoolish, type THolder } from './holder.js';

/**
 * Stakeholder identification (SH_I_FORM, SH_C_FORM; issue 5): the stakeholder checks and completes
 * their own particulars, attaches identity and address documents, answers the declarations and
 * acknowledges their roles. Kept apart from the client's case information, so neither overwrites
 * the other.
 */

const ZFlag = ZBoolish.optional();
const ZFileIds = z.array(z.string().max(64)).max(20).optional();

/** What a stakeholder may write about themselves (never their roles or shares). */
export const ZHolderParticulars = z
  .strictObject({
    // Individual
    engFirstName: ZDraftText.optional(),
    engLastName: ZDraftText.optional(),
    chiName: ZDraftText.optional(),
    idNum: ZDraftText.optional(),
    idIssueDate: ZDraftText.optional(),
    idIssuer: ZDraftText.optional(),
    idExpiryDate: ZDraftText.optional(),
    resAddress: ZAddress.optional(),
    corrAddress: ZAddress.optional(),
    isPep: ZFlag,
    isGuiltyByCourt: ZFlag,
    isDisqualifiedDirector: ZFlag,
    isAdjBankrupt: ZFlag,
    idDocs: ZFileIds,
    // Corporate
    compEngName: ZDraftText.optional(),
    compChiName: ZDraftText.optional(),
    regNum: ZDraftText.optional(),
    regAddress: ZAddress.optional(),
    jurisdiction: ZDraftText.optional(),
    isListedCompany: ZFlag,
    authSignerFirstNameEng: ZDraftText.optional(),
    authSignerLastNameEng: ZDraftText.optional(),
    shareholderDocList: ZFileIds,
    isProhibitedDirector: ZFlag,
    isLiquidation: ZFlag,
    isCertifyOwner: ZFlag,
    // Contact
    regEmail1: ZDraftText.optional(),
    regPhone1Code: ZDraftText.optional(),
    regPhone1: ZDraftText.optional(),
    // Acknowledgements
    ackShareholderDirector: ZFlag,
    ackSCR: ZFlag,
  })
  .meta({ id: 'HolderParticulars' });
export type THolderParticulars = z.infer<typeof ZHolderParticulars>;

/** The holder as the case shows it: the client's entry with the stakeholder's own particulars over it. */
export function withParticulars(holder: THolder, particulars: THolderParticulars | undefined): THolder {
  if (!particulars) return holder;
  const defined = Object.fromEntries(Object.entries(particulars).filter(([, v]) => v !== undefined));
  return { ...holder, ...defined };
}

export interface TIdentificationContext {
  isCountry: (code: string) => boolean;
  /** The holder is a shareholder or director: they acknowledge it. */
  needsShareholderDirectorAck: boolean;
  /** The ownership resolution makes them a significant controller: they acknowledge it. */
  needsScrAck: boolean;
}

function text(v: string | undefined): string {
  return (v ?? '').trim();
}

function english(issues: TFormIssue[], path: string, value: string | undefined): void {
  const v = text(value);
  if (!v) issues.push({ path, key: 'required' });
  else if (v.length > LIMITS.nameMaxLength) issues.push({ path, key: 'lessThan255Char' });
  else if (!isEnglishOnly(v)) issues.push({ path, key: 'engCharOnly' });
}

function answered(issues: TFormIssue[], h: THolder, fields: readonly (keyof THolder)[]): void {
  for (const field of fields)
    if (h[field] === undefined) issues.push({ path: field, key: 'declarationNeeded' });
}

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** What the stakeholder must still give before confirming (paths relative to the holder). */
export function identificationIssues(h: THolder, ctx: TIdentificationContext): TFormIssue[] {
  const issues: TFormIssue[] = [];
  if (h.holderType === 'I') {
    english(issues, 'engFirstName', h.engFirstName);
    english(issues, 'engLastName', h.engLastName);
    if (text(h.chiName) && !isChineseText(text(h.chiName)))
      issues.push({ path: 'chiName', key: 'chiCharOnly' });
    const issuer = text(h.idIssuer);
    if (!issuer) issues.push({ path: 'idIssuer', key: 'required' });
    else if (!ctx.isCountry(issuer)) issues.push({ path: 'idIssuer', key: 'countryInvalid' });
    const id = text(h.idNum);
    if (!id) issues.push({ path: 'idNum', key: 'required' });
    else if (id.length > 30) issues.push({ path: 'idNum', key: 'lessThan80Char' });
    else if (issuer === 'HKG' && !isValidHkid(id)) issues.push({ path: 'idNum', key: 'hkidInvalid' });
    for (const field of ['idIssueDate', 'idExpiryDate'] as const) {
      if (text(h[field]) && !isRealDate(text(h[field]))) issues.push({ path: field, key: 'dateInvalid' });
    }
    if (
      isRealDate(text(h.idIssueDate)) &&
      isRealDate(text(h.idExpiryDate)) &&
      text(h.idExpiryDate) < text(h.idIssueDate)
    ) {
      issues.push({ path: 'idExpiryDate', key: 'expiryBeforeIssue' });
    }
    issues.push(...addressIssues(h.resAddress, 'resAddress', ctx));
    if (!(h.resAddress?.supDoc?.length ?? 0)) issues.push({ path: 'resAddress.supDoc', key: 'required' });
    if (h.corrAddress && Object.values(h.corrAddress).some((v) => typeof v === 'string' && v.trim())) {
      issues.push(...addressIssues(h.corrAddress, 'corrAddress', ctx));
    }
    if (!(h.idDocs?.length ?? 0)) issues.push({ path: 'idDocs', key: 'required' });
    answered(issues, h, ['isPep', 'isGuiltyByCourt', 'isDisqualifiedDirector', 'isAdjBankrupt']);
  } else {
    if (!text(h.compEngName) && !text(h.compChiName))
      issues.push({ path: 'compEngName', key: 'needHolderName' });
    if (text(h.compEngName) && !isEnglishOnly(text(h.compEngName)))
      issues.push({ path: 'compEngName', key: 'engCharOnly' });
    if (text(h.compChiName) && !isChineseText(text(h.compChiName)))
      issues.push({ path: 'compChiName', key: 'chiCharOnly' });
    if (!text(h.regNum)) issues.push({ path: 'regNum', key: 'required' });
    const jurisdiction = text(h.jurisdiction);
    if (!jurisdiction) issues.push({ path: 'jurisdiction', key: 'required' });
    else if (!ctx.isCountry(jurisdiction)) issues.push({ path: 'jurisdiction', key: 'countryInvalid' });
    issues.push(...addressIssues(h.regAddress, 'regAddress', ctx));
    english(issues, 'authSignerFirstNameEng', h.authSignerFirstNameEng);
    english(issues, 'authSignerLastNameEng', h.authSignerLastNameEng);
    if (!(h.shareholderDocList?.length ?? 0)) issues.push({ path: 'shareholderDocList', key: 'required' });
    answered(issues, h, ['isListedCompany', 'isProhibitedDirector', 'isLiquidation']);
    if (h.isCertifyOwner !== true) issues.push({ path: 'isCertifyOwner', key: 'acknowledgementNeeded' });
  }
  if (text(h.regEmail1) && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text(h.regEmail1)))
    issues.push({ path: 'regEmail1', key: 'emailInvalid' });
  if (text(h.regPhone1) && !isPhoneLike(text(h.regPhone1)))
    issues.push({ path: 'regPhone1', key: 'phoneInvalid' });
  if (ctx.needsShareholderDirectorAck && h.ackShareholderDirector !== true) {
    issues.push({ path: 'ackShareholderDirector', key: 'acknowledgementNeeded' });
  }
  if (ctx.needsScrAck && h.ackSCR !== true) issues.push({ path: 'ackSCR', key: 'acknowledgementNeeded' });
  return issues;
}

/** Finds a holder anywhere in the tree (owners of corporates included) by its holderID. */
export function findHolder(holders: readonly THolder[], holderID: string): THolder | undefined {
  for (const h of holders) {
    if (h.holderID === holderID) return h;
    const nested = findHolder(h.ownerOfBodyCorporate ?? [], holderID);
    if (nested) return nested;
  }
  return undefined;
}
