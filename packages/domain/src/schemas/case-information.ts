import { z } from 'zod';
import { CURRENCIES } from '../constants.js';
import { ZAddress, ZDraftText } from '../case-form/address.js';
import { holderName, ZHolder, type THolder } from '../case-form/holder.js';
import { OWNERSHIP_MAX_DEPTH, ownershipDepth } from './ownership.js';

/**
 * The company information a case carries: the client's case information form (POC_FORM), the
 * officer's entity information form (EN_FORM), an active entity's records (spec §3). The schema is
 * the draft's shape (anything typed is kept); case-form/case-rules.ts says what must hold to submit.
 */

const ZDate = z.iso.date().meta({ description: 'YYYY-MM-DD' });

export const ZShareClass = z
  .strictObject({
    className: ZDraftText.optional(),
    numberOfShares: z.number().int().min(0).max(1e12).optional(),
    amountPaidPerShare: z.number().min(0).max(1e12).optional(),
  })
  .meta({ id: 'ShareClass' });

export const ZContactPerson = z
  .strictObject({
    name: ZDraftText.optional(),
    email: ZDraftText.optional(),
    phoneCode: ZDraftText.optional(),
    phone: ZDraftText.optional(),
  })
  .meta({ id: 'ContactPerson' });

/** The stakeholders of a case are holders (spec §3). */
export const ZCaseStakeholder = ZHolder;
export type TCaseStakeholder = THolder;

export const ZCaseInformation = z
  .strictObject({
    companyEngName: ZDraftText.optional(),
    companyChiName: ZDraftText.optional(),
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
    lastReturnDateFiled: ZDate.optional().meta({
      description:
        'Return date of the last annual return the company delivered, when its filing history is known (a company taken over)',
    }),
    brExpiryDate: ZDate.optional().meta({ description: 'Expiry of the business registration certificate' }),
    brCertificateYears: z
      .union([z.literal(1), z.literal(3)])
      .optional()
      .meta({ description: 'Years a business registration certificate runs (1 or 3)' }),
    accountingReferenceDate: z
      .string()
      .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/)
      .optional()
      .meta({ description: 'Accounting reference date as MM-DD (the financial year end)' }),
    isDormant: z.boolean().optional().meta({
      description: 'The company is dormant (Cap. 622 s.448) until it applies to cease being dormant',
    }),
    businessNature: z.string().max(20).optional().meta({ description: 'bnCode of the business nature list' }),
    businessDescription: ZDraftText.optional(),
    regOfficeAddress: ZAddress.optional(),
    shareCapitalCurrency: z.enum(CURRENCIES).optional(),
    totalNumOfOrdShare: z.number().int().min(1).max(1e12).optional(),
    shareClasses: z.array(ZShareClass).max(20).optional(),
    contactPerson: ZContactPerson.optional(),
    stakeholders: z
      .array(ZHolder)
      .max(500)
      .default([])
      .refine((holders) => ownershipDepth(holders) <= OWNERSHIP_MAX_DEPTH, { message: 'tooLong' }),
  })
  .meta({ id: 'CaseInformation' });
export type TCaseInformation = z.infer<typeof ZCaseInformation>;
export type TCaseInformationInput = z.input<typeof ZCaseInformation>;

/** A stakeholder's display name: English, else Chinese (spec §5 named holder). */
export function stakeholderName(s: THolder): string {
  return holderName(s);
}

/** Signs the company's documents: shareholders (founder members), directors and the company secretary. */
export function isSignatory(s: Pick<THolder, 'isShareHolder' | 'isDirector' | 'isComSec'>): boolean {
  return s.isShareHolder || s.isDirector || s.isComSec;
}

/** What the entity information form (EN_FORM) still needs: the company's registered particulars. */
export function entityInformationProblems(info: TCaseInformation): string[] {
  const problems: string[] = [];
  if (!info.companyEngName?.trim() && !info.companyChiName?.trim()) problems.push('companyEngName');
  if (!info.companyNumber) problems.push('companyNumber');
  if (!info.brn) problems.push('brn');
  if (!info.incorporationDate) problems.push('incorporationDate');
  return problems;
}
