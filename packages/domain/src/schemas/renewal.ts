import { z } from 'zod';
import { ADDRESS_PROOF_TYPES } from './compliance.js';
import { AMENDMENT_TYPES } from './tasks.js';
import { FILING_METHODS } from './filing.js';
import { ZPlainText } from './common.js';
import { NAR1_BANDS, type TNar1Band } from '../billing/fees.js';
import { RENEWAL_SECTIONS } from '../renewal/renewal-rules.js';

/**
 * The annual renewal's records (issue 16): the client's confirmation of each part of the return, the
 * changes met on the way (each becoming an amendment), the stakeholders' proofs of address, and the
 * Registry's acknowledgement of the filed return.
 */

const ZDate = z.iso.date().meta({ description: 'YYYY-MM-DD' });
const ZIsoDateTime = z.string().meta({ description: 'ISO 8601 date-time' });
const ZNote = ZPlainText.pipe(z.string().trim().min(1).max(2000));
const ZFileRef = z.strictObject({ fileID: z.uuid(), fileName: z.string(), fileSize: z.number().int() });

export const RENEWAL_SECTION_STATUSES = ['CONFIRMED', 'CHANGED'] as const;
export const RENEWAL_CHANGE_SOURCES = ['CLIENT', 'OFFICER'] as const;
/** A change is noted, then carried by an amendment case, then in the records once that case completes. */
export const RENEWAL_CHANGE_STATES = ['NOTED', 'AMENDMENT_OPEN', 'RECORDED'] as const;

export const ZRenewalSectionRequest = z
  .discriminatedUnion('status', [
    z.strictObject({ status: z.literal('CONFIRMED') }),
    z.strictObject({
      status: z.literal('CHANGED'),
      /** What changed, in the client's words. */
      note: ZNote,
      /** When the change took effect (not after today). */
      effectiveDate: ZDate,
    }),
  ])
  .meta({ id: 'RenewalSectionRequest' });
export type TRenewalSectionRequest = z.infer<typeof ZRenewalSectionRequest>;

export const ZRenewalChangeRequest = z
  .strictObject({
    amendmentType: z.enum(AMENDMENT_TYPES),
    description: ZNote,
    effectiveDate: ZDate,
  })
  .meta({ id: 'RenewalChangeRequest' });
export type TRenewalChangeRequest = z.infer<typeof ZRenewalChangeRequest>;

export const ZRenewalChange = z
  .strictObject({
    changeID: z.uuid(),
    amendmentType: z.enum(AMENDMENT_TYPES),
    section: z.enum(RENEWAL_SECTIONS).nullable(),
    description: z.string(),
    effectiveDate: z.string(),
    source: z.enum(RENEWAL_CHANGE_SOURCES),
    state: z.enum(RENEWAL_CHANGE_STATES),
    amendment: z.strictObject({ caseID: z.uuid(), caseRef: z.string(), status: z.string() }).nullable(),
    createdBy: z.string(),
    createdDate: ZIsoDateTime,
  })
  .meta({ id: 'RenewalChange' });
export type TRenewalChange = z.infer<typeof ZRenewalChange>;

export const ZRenewalAddressProofState = z
  .strictObject({
    holderID: z.string(),
    name: z.string(),
    taskID: z.uuid().nullable(),
    taskStatus: z.string().nullable(),
    /** Who does it: the stakeholder's own account, an invitation waiting, or the client for them. */
    handledBy: z.enum(['STAKEHOLDER', 'INVITED', 'CLIENT']),
    kind: z.enum(['NEW', 'ON_FILE']).nullable(),
    issueDate: z.string().nullable(),
    /** Issued more than 3 months before today, or no issue date known: ask for a new one. */
    stale: z.boolean(),
  })
  .meta({ id: 'RenewalAddressProofState' });

export const ZRenewalView = z
  .strictObject({
    caseID: z.uuid(),
    caseRef: z.string(),
    companyID: z.uuid().nullable(),
    returnDate: z.string().nullable(),
    sections: z.array(
      z.strictObject({
        section: z.enum(RENEWAL_SECTIONS),
        status: z.enum(RENEWAL_SECTION_STATUSES).nullable(),
        note: z.string().nullable(),
        effectiveDate: z.string().nullable(),
        updatedDate: ZIsoDateTime.nullable(),
      }),
    ),
    changes: z.array(ZRenewalChange),
    /** Staff only (empty for the client): each stakeholder's proof of address for this renewal. */
    addressProofs: z.array(ZRenewalAddressProofState),
    /** The caller holds the client's confirmation task (T_AR_A_POC). */
    mayConfirm: z.boolean(),
    /** The caller is the firm's staff and the case is open. */
    mayNoteChanges: z.boolean(),
  })
  .meta({ id: 'RenewalView' });
export type TRenewalView = z.infer<typeof ZRenewalView>;

export const ZAddressProofRequest = z
  .discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('NEW'),
      /** Uploaded first with this case's caseID and the stakeholder's holderID. */
      fileID: z.uuid(),
      documentType: z.enum(ADDRESS_PROOF_TYPES),
      issueDate: ZDate,
    }),
    z.strictObject({ kind: z.literal('ON_FILE') }),
  ])
  .meta({ id: 'AddressProofRequest' });
export type TAddressProofRequest = z.infer<typeof ZAddressProofRequest>;

export const ZAddressProofView = z
  .strictObject({
    taskID: z.uuid(),
    caseID: z.uuid(),
    caseRef: z.string(),
    companyName: z.string(),
    holderID: z.string(),
    holderName: z.string(),
    /** The proof the firm holds from the company's last due diligence, if any. */
    onFile: z
      .strictObject({
        documentType: z.enum(ADDRESS_PROOF_TYPES),
        issueDate: z.string().nullable(),
        stale: z.boolean(),
      })
      .nullable(),
    submitted: z
      .strictObject({
        kind: z.enum(['NEW', 'ON_FILE']),
        documentType: z.enum(ADDRESS_PROOF_TYPES).nullable(),
        issueDate: z.string().nullable(),
        file: ZFileRef.nullable(),
        updatedDate: ZIsoDateTime,
      })
      .nullable(),
    /** The earliest issue date accepted today. */
    earliestIssueDate: z.string(),
    mayEdit: z.boolean(),
  })
  .meta({ id: 'AddressProofView' });
export type TAddressProofView = z.infer<typeof ZAddressProofView>;

/** Saved as the officer types; each field may still be empty. */
export const ZRenewalAcknowledgementRequest = z
  .strictObject({
    deliveredDate: ZDate.nullable().optional(),
    method: z.enum(FILING_METHODS).nullable().optional(),
    reference: ZPlainText.pipe(z.string().trim().min(1).max(100)).nullable().optional(),
    feePaidCents: z.number().int().min(0).max(10_000_000).nullable().optional(),
    /** The filed NAR1 as the Registry returned it (a PDF or image uploaded to this case). */
    filedReturnFileID: z.uuid().nullable().optional(),
  })
  .meta({ id: 'RenewalAcknowledgementRequest' });
export type TRenewalAcknowledgementRequest = z.infer<typeof ZRenewalAcknowledgementRequest>;

export const ACKNOWLEDGEMENT_FIELDS = [
  'deliveredDate',
  'method',
  'reference',
  'feePaidCents',
  'filedReturnFileID',
] as const;

export const ZRenewalAcknowledgementView = z
  .strictObject({
    caseID: z.uuid(),
    returnDate: z.string().nullable(),
    deliveredDate: z.string().nullable(),
    method: z.enum(FILING_METHODS).nullable(),
    reference: z.string().nullable(),
    feePaidCents: z.number().int().nullable(),
    filedReturn: ZFileRef.nullable(),
    /** The fee band of the delivered date (Cap. 622K), and what Form NAR1 costs in it. */
    band: z.enum(NAR1_BANDS.map((b) => b.band) as unknown as readonly [TNar1Band, ...TNar1Band[]]).nullable(),
    bandCents: z.number().int().nullable(),
    onTimeUntil: z.string().nullable(),
    /** What the filing step recorded, to start from. */
    filing: z
      .strictObject({
        filingDate: z.string(),
        registryReference: z.string(),
        filingMethod: z.enum(FILING_METHODS),
      })
      .nullable(),
    missing: z.array(z.enum(ACKNOWLEDGEMENT_FIELDS)),
    updatedDate: ZIsoDateTime.nullable(),
    mayEdit: z.boolean(),
  })
  .meta({ id: 'RenewalAcknowledgementView' });
export type TRenewalAcknowledgementView = z.infer<typeof ZRenewalAcknowledgementView>;
