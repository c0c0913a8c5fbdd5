import { z } from 'zod';
import { ZAddress, ZDraftText } from '../case-form/address.js';
import { ZHolder } from '../case-form/holder.js';
import { AMENDMENT_TYPES, type TAmendmentType } from '../schemas/tasks.js';

/**
 * The changes an amendment (T_RECORD_UPDATES, issue 19) makes to a company's records, one schema per
 * amendment type of spec §3. A change is kept as the officer types it (drafts accept missing values);
 * amendment-rules.ts judges it against the records as at its effective date, and apply-change.ts makes
 * it. Existing people are named by their holderID in the entity's records; a person new to the
 * company comes as a whole holder (the incorporation form's holder model and rules).
 */

const ZDate = z.iso.date().meta({ description: 'YYYY-MM-DD' });
const ZHolderRef = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/)
  .meta({ description: "A holderID of the entity's records" });
const ZFileIds = z.array(z.string().max(64)).max(20);

/** What every change carries: its id in the draft, the date it takes effect, its papers and a note. */
const base = {
  changeID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .meta({ description: 'Stable id of the change within the amendment' }),
  effectiveDate: ZDate.optional().meta({ description: 'The date the change takes effect (YYYY-MM-DD)' }),
  documents: ZFileIds.optional().meta({
    description: 'File ids of the supporting documents uploaded to the case',
  }),
  note: ZDraftText.optional(),
};

export const OFFICER_ACTIONS = ['APPOINT', 'CEASE', 'PARTICULARS'] as const;
export type TOfficerAction = (typeof OFFICER_ACTIONS)[number];
export const DIRECTOR_ROLES = ['isDirector', 'isAlternateDR', 'isReserveDR'] as const;
export type TDirectorRole = (typeof DIRECTOR_ROLES)[number];
export const SECRETARY_ROLES = ['isComSec', 'isDesignedRep'] as const;
export type TSecretaryRole = (typeof SECRETARY_ROLES)[number];

/** The particulars a change may correct or update; an omitted field stays as recorded. */
export const ZParticulars = ZHolder.pick({
  engFirstName: true,
  engLastName: true,
  chiName: true,
  idNum: true,
  idIssuer: true,
  idIssueDate: true,
  idExpiryDate: true,
  resAddress: true,
  corrAddress: true,
  regEmail1: true,
  regPhone1Code: true,
  regPhone1: true,
  compEngName: true,
  compChiName: true,
  regNum: true,
  regAddress: true,
  jurisdiction: true,
  tcspNum: true,
})
  .partial()
  .meta({ id: 'AmendmentParticulars' });
export type TParticulars = z.infer<typeof ZParticulars>;

const officerFields = {
  action: z.enum(OFFICER_ACTIONS).optional(),
  /** The person already in the records (to cease, to update, or appointed to another role). */
  holderID: ZHolderRef.optional(),
  /** A person new to the company, appointed. */
  appointee: ZHolder.optional(),
  /** New particulars (action PARTICULARS). */
  particulars: ZParticulars.optional(),
};

export const ZSecretaryChange = z
  .strictObject({
    ...base,
    type: z.literal('CHANGE_COMSEC_OR_DR'),
    ...officerFields,
    role: z.enum(SECRETARY_ROLES).optional(),
  })
  .meta({ id: 'SecretaryChange' });

export const ZDirectorChange = z
  .strictObject({
    ...base,
    type: z.literal('CHANGE_DIRECTOR'),
    ...officerFields,
    role: z.enum(DIRECTOR_ROLES).optional(),
    alternateTo: ZHolderRef.optional().meta({
      description: 'The director an alternate director is appointed for',
    }),
  })
  .meta({ id: 'DirectorChange' });

export const ZRegisteredOfficeChange = z
  .strictObject({ ...base, type: z.literal('CHANGE_REGISTERED_ADDRESS'), address: ZAddress.optional() })
  .meta({ id: 'RegisteredOfficeChange' });

export const ZShareTransfer = z
  .strictObject({
    ...base,
    type: z.literal('SHARE_TRANSFER'),
    transferorID: ZHolderRef.optional(),
    /** A member or other person already in the records receiving the shares... */
    transfereeID: ZHolderRef.optional(),
    /** ...or a person new to the company. */
    transferee: ZHolder.optional(),
    className: ZDraftText.optional(),
    shares: z.number().int().min(0).max(1e12).optional(),
    considerationCents: z
      .number()
      .int()
      .min(0)
      .max(1e15)
      .optional()
      .meta({ description: 'Consideration in cents of HKD; 0 for a gift' }),
    valueCents: z
      .number()
      .int()
      .min(0)
      .max(1e15)
      .optional()
      .meta({ description: 'Value of the shares in cents (stamp duty is on the higher of the two)' }),
    effectedInHongKong: z.boolean().optional(),
  })
  .meta({ id: 'ShareTransfer' });

export const ZAllotmentLine = z
  .strictObject({
    holderID: ZHolderRef.optional(),
    allottee: ZHolder.optional(),
    shares: z.number().int().min(0).max(1e12).optional(),
  })
  .meta({ id: 'AllotmentLine' });

export const ZAllotment = z
  .strictObject({
    ...base,
    type: z.literal('ALLOTMENT'),
    className: ZDraftText.optional(),
    allotments: z.array(ZAllotmentLine).max(50).optional(),
    amountPaidPerShare: z.number().min(0).max(1e12).optional(),
    consideration: ZDraftText.optional().meta({
      description: 'What was given for the shares, when not cash',
    }),
  })
  .meta({ id: 'Allotment' });

export const ZParticularsChange = z
  .strictObject({
    ...base,
    type: z.literal('UPDATE_STAKEHOLDER_PARTICULARS'),
    holderID: ZHolderRef.optional(),
    particulars: ZParticulars.optional(),
  })
  .meta({ id: 'ParticularsChange' });

export const ZControllerChange = z
  .strictObject({
    ...base,
    type: z.literal('CHANGE_SCR_OR_UBO'),
    /** The corporate member whose owners changed... */
    holderID: ZHolderRef.optional(),
    /** ...and its owners from the effective date (nested to any depth); the SCR register follows. */
    owners: z.array(ZHolder).max(500).optional(),
    natureOfControl: ZDraftText.optional(),
  })
  .meta({ id: 'ControllerChange' });

export const ZNameChange = z
  .strictObject({
    ...base,
    type: z.literal('CHANGE_COMPANY_NAME'),
    newEngName: ZDraftText.optional(),
    newChiName: ZDraftText.optional(),
    resolutionDate: ZDate.optional().meta({ description: 'Date the special resolution was passed' }),
  })
  .meta({ id: 'NameChange' });

export const ZCeaseDormant = z
  .strictObject({ ...base, type: z.literal('APPLY_CEASE_DORMANT') })
  .meta({ id: 'CeaseDormantChange' });

export const ZClericalCorrection = z
  .strictObject({
    ...base,
    type: z.literal('CLERICAL_ERROR'),
    description: ZDraftText.optional(),
    /** The person whose recorded particulars were wrong, when it is a person's. */
    holderID: ZHolderRef.optional(),
    particulars: ZParticulars.optional(),
  })
  .meta({ id: 'ClericalCorrection' });

export const ZOtherChange = z
  .strictObject({ ...base, type: z.literal('OTHERS'), description: ZDraftText.optional() })
  .meta({ id: 'OtherChange' });

export const ZAmendmentChange = z
  .discriminatedUnion('type', [
    ZSecretaryChange,
    ZRegisteredOfficeChange,
    ZDirectorChange,
    ZShareTransfer,
    ZAllotment,
    ZParticularsChange,
    ZControllerChange,
    ZNameChange,
    ZCeaseDormant,
    ZClericalCorrection,
    ZOtherChange,
  ])
  .meta({ id: 'AmendmentChange' });
export type TAmendmentChange = z.infer<typeof ZAmendmentChange>;
export type TAmendmentChangeInput = z.input<typeof ZAmendmentChange>;
export type TChangeOf<T extends TAmendmentType> = Extract<TAmendmentChange, { type: T }>;

/** The most changes one amendment carries. */
export const AMENDMENT_CHANGES_MAX = 20;

/** PUT /api/cases/:caseID/amendment: the record update as drafted. */
export const ZAmendmentDraft = z
  .strictObject({ changes: z.array(ZAmendmentChange).max(AMENDMENT_CHANGES_MAX) })
  .meta({ id: 'AmendmentDraft' });
export type TAmendmentDraft = z.infer<typeof ZAmendmentDraft>;

/** Every amendment type of spec §3 has its schema (the compiler checks it). */
export const AMENDMENT_TYPES_COVERED = AMENDMENT_TYPES satisfies readonly TAmendmentChange['type'][];
