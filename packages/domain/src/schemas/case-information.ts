import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { ZPlainText } from './common.js';

/**
 * The company information a case carries: the client's case information form (POC_FORM), the
 * officer's entity information form (EN_FORM), an active entity's records. This is the core the
 * workflow checks; the full form of spec §3 (addresses, capital classes, nested corporate owners,
 * identity details) extends it.
 */

const ZName = ZPlainText.trim().max(LIMITS.nameMaxLength);
const ZDate = z.iso.date().meta({ description: 'YYYY-MM-DD' });

export const ZCaseStakeholder = z
  .object({
    holderID: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .meta({ description: 'Stable id of the holder within the case (a client-made id until saved)' }),
    holderType: z.enum(['I', 'C']).meta({ description: 'I individual, C corporate' }),
    engFirstName: ZName.optional(),
    engLastName: ZName.optional(),
    chiName: ZName.optional(),
    compEngName: ZName.optional(),
    compChiName: ZName.optional(),
    authSignerFirstNameEng: ZName.optional().meta({
      description: 'Corporate: English first name of its authorised signer',
    }),
    authSignerLastNameEng: ZName.optional().meta({
      description: 'Corporate: English last name of its authorised signer',
    }),
    email: ZPlainText.trim().max(LIMITS.emailMaxLength).pipe(z.email()).optional(),
    isShareHolder: z.boolean().default(false),
    isDirector: z.boolean().default(false),
    isComSec: z.boolean().default(false),
    isDesignedRep: z.boolean().default(false),
    ordinaryShares: z.number().int().min(0).max(1e12).default(0),
  })
  .meta({ id: 'CaseStakeholder' });
export type TCaseStakeholder = z.infer<typeof ZCaseStakeholder>;

export const ZCaseInformation = z
  .object({
    companyEngName: ZName.optional(),
    companyChiName: ZName.optional(),
    companyNumber: z
      .string()
      .regex(/^\d{1,8}$/)
      .optional()
      .meta({ description: 'Companies Registry number' }),
    brn: z
      .string()
      .regex(/^\d{8}$/)
      .optional()
      .meta({ description: 'Business registration number, 8 digits' }),
    incorporationDate: ZDate.optional(),
    totalNumOfOrdShare: z.number().int().min(1).max(1e12).optional(),
    stakeholders: z.array(ZCaseStakeholder).max(500).default([]),
  })
  .meta({ id: 'CaseInformation' });
export type TCaseInformation = z.infer<typeof ZCaseInformation>;

/** A stakeholder counts as named when it has a Chinese or an English name (spec §5). */
export function stakeholderName(s: TCaseStakeholder): string {
  const english =
    s.holderType === 'C' ? (s.compEngName ?? '') : [s.engFirstName, s.engLastName].filter(Boolean).join(' ');
  const chinese = s.holderType === 'C' ? (s.compChiName ?? '') : (s.chiName ?? '');
  return english.trim() || chinese.trim();
}

/** Signs the company's documents: shareholders (founder members), directors and the company secretary. */
export function isSignatory(s: TCaseStakeholder): boolean {
  return s.isShareHolder || s.isDirector || s.isComSec;
}

/**
 * What stops the case information from being submitted (DESIGN §4 MVP_FORM): field paths, empty
 * when it may go. A company name, the issued shares, shareholdings that total them, at least one
 * individual director and a company secretary; every stakeholder named.
 */
export function caseInformationProblems(info: TCaseInformation): string[] {
  const problems: string[] = [];
  if (!info.companyEngName && !info.companyChiName) problems.push('companyEngName');
  if (info.totalNumOfOrdShare === undefined) problems.push('totalNumOfOrdShare');
  info.stakeholders.forEach((s, i) => {
    if (!stakeholderName(s)) problems.push(`stakeholders.${i}.name`);
    // A corporate is invited through its authorised signer, who links with their own names.
    if (s.holderType === 'C' && s.email && (!s.authSignerFirstNameEng || !s.authSignerLastNameEng)) {
      problems.push(`stakeholders.${i}.authSigner`);
    }
  });
  if (!info.stakeholders.some((s) => s.holderType === 'I' && s.isDirector))
    problems.push('stakeholders.director');
  if (!info.stakeholders.some((s) => s.isComSec)) problems.push('stakeholders.companySecretary');
  const held = info.stakeholders.filter((s) => s.isShareHolder).reduce((sum, s) => sum + s.ordinaryShares, 0);
  if (info.totalNumOfOrdShare !== undefined && held !== info.totalNumOfOrdShare) {
    problems.push('stakeholders.ordinaryShares');
  }
  return problems;
}

/** What the entity information form (EN_FORM) still needs: the company's registered particulars. */
export function entityInformationProblems(info: TCaseInformation): string[] {
  const problems: string[] = [];
  if (!info.companyEngName && !info.companyChiName) problems.push('companyEngName');
  if (!info.companyNumber) problems.push('companyNumber');
  if (!info.brn) problems.push('brn');
  if (!info.incorporationDate) problems.push('incorporationDate');
  return problems;
}
