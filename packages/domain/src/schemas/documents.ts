import { z } from 'zod';
import { DOCUMENT_KINDS } from '../documents/document-plan.js';
import { AMENDMENT_DOCUMENT_KINDS } from '../amendments/amendment-documents.js';

/** Every generated document's kind: the incorporation's and renewal's, and an amendment's papers. */
const ALL_DOCUMENT_KINDS = [...DOCUMENT_KINDS, ...AMENDMENT_DOCUMENT_KINDS] as const;
import { ZPlainText } from './common.js';

/**
 * Generated documents and signing over the API (issue 6): the documents of a case with their versions
 * and signatures, signing by drawing or typing, a paper-signed copy for a signatory without an account,
 * and verifying a document's bytes against what was recorded.
 */

const ZIsoDateTime = z.string().meta({ description: 'ISO 8601 date-time' });
const ZSha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const DOCUMENT_STATUSES = ['NOT_REQUIRED', 'UNSIGNED', 'PARTIALLY_SIGNED', 'SIGNED'] as const;
export const SIGNATURE_METHODS = ['DRAWN', 'TYPED', 'PAPER'] as const;
export const VERSION_REASONS = ['GENERATED', 'SIGNED'] as const;

export const ZDocumentSignatory = z
  .strictObject({
    holderID: z.string(),
    name: z.string(),
    signed: z.boolean(),
    signID: z.string().nullable(),
    signDateTime: ZIsoDateTime.nullable(),
    isDigitalSigned: z.boolean().nullable(),
    method: z.enum(SIGNATURE_METHODS).nullable(),
    /** The caller is this holder and may sign now. */
    mayISign: z.boolean(),
    /** The caller may record a paper-signed copy for this holder (the client, for a holder without an account, and the firm). */
    mayRecordPaper: z.boolean(),
  })
  .meta({ id: 'DocumentSignatory' });
export type TDocumentSignatory = z.infer<typeof ZDocumentSignatory>;

export const ZDocumentVersion = z
  .strictObject({
    version: z.number().int().min(1),
    fileID: z.uuid(),
    fileSize: z.number().int(),
    sha256: ZSha256,
    reason: z.enum(VERSION_REASONS),
    createdDate: ZIsoDateTime,
  })
  .meta({ id: 'DocumentVersion' });

export const ZCaseDocument = z
  .strictObject({
    documentID: z.uuid(),
    kind: z.enum(ALL_DOCUMENT_KINDS),
    /** In the caller's language. */
    title: z.string(),
    /** The holder a per-holder document is about (a secretary's consent, a member's certificate). */
    subjectHolderID: z.string().nullable(),
    subjectName: z.string().nullable(),
    status: z.enum(DOCUMENT_STATUSES),
    /** The latest version, signatures stamped in (spec §3 file). */
    fileID: z.uuid(),
    fileName: z.string(),
    fileSize: z.number().int(),
    fileType: z.literal('application/pdf'),
    /** Names of those who must sign (spec §3 file, nameOfSignList). */
    nameOfSignList: z.array(z.string()),
    signatories: z.array(ZDocumentSignatory),
    originalFileID: z.uuid(),
    originalSha256: ZSha256,
    /** Every version, newest first; a change of the case's data starts a new document (the old one is kept). */
    versions: z.array(ZDocumentVersion),
    createdDate: ZIsoDateTime,
  })
  .meta({ id: 'CaseDocument' });
export type TCaseDocument = z.infer<typeof ZCaseDocument>;

export const ZCaseDocuments = z
  .strictObject({
    caseID: z.uuid(),
    /** Signing is open while the case's signing task is in progress. */
    signingOpen: z.boolean(),
    /** Every required signature is in. */
    signingComplete: z.boolean(),
    /** Who still has to sign what (of the documents the caller sees). */
    missing: z.array(
      z.strictObject({ holderID: z.string(), name: z.string(), documentIDs: z.array(z.uuid()) }),
    ),
    documents: z.array(ZCaseDocument),
    /** Earlier documents replaced because the case's data changed, kept for the record. */
    superseded: z.array(
      z.strictObject({
        documentID: z.uuid(),
        kind: z.enum(ALL_DOCUMENT_KINDS),
        title: z.string(),
        fileID: z.uuid(),
        createdDate: ZIsoDateTime,
      }),
    ),
  })
  .meta({ id: 'CaseDocuments' });
export type TCaseDocuments = z.infer<typeof ZCaseDocuments>;

/** A PNG data URL of at most 300 kB (a drawn signature). */
const ZSignatureImage = z
  .string()
  .max(400_000)
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, 'must be a PNG data URL');

export const ZSignRequest = z
  .discriminatedUnion('method', [
    z.strictObject({ method: z.literal('DRAWN'), holderID: z.string().max(64), image: ZSignatureImage }),
    z.strictObject({
      method: z.literal('TYPED'),
      holderID: z.string().max(64),
      typedName: ZPlainText.pipe(z.string().trim().min(2).max(100)),
    }),
  ])
  .meta({ id: 'SignRequest' });
export type TSignRequest = z.infer<typeof ZSignRequest>;

export const ZPaperSignatureRequest = z
  .strictObject({ holderID: z.string().max(64), fileID: z.uuid() })
  .meta({ id: 'PaperSignatureRequest' });

export const VERIFICATION_RESULTS = [
  'MATCHES_LATEST',
  'MATCHES_EARLIER_VERSION',
  'CHANGED',
  'UNKNOWN',
] as const;

export const ZDocumentVerification = z
  .strictObject({
    /** True only when the bytes are exactly a version the portal recorded. */
    valid: z.boolean(),
    result: z.enum(VERIFICATION_RESULTS),
    documentID: z.uuid().nullable(),
    title: z.string().nullable(),
    version: z.number().int().nullable(),
    sha256: ZSha256.meta({ description: 'SHA-256 of the bytes checked' }),
    expectedSha256: ZSha256.nullable(),
    originalSha256: ZSha256.nullable(),
    signatures: z.array(
      z.strictObject({
        holderID: z.string(),
        name: z.string(),
        signID: z.string(),
        signDateTime: ZIsoDateTime,
        isDigitalSigned: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'DocumentVerification' });
export type TDocumentVerification = z.infer<typeof ZDocumentVerification>;
