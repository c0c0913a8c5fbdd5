import { z } from 'zod';
import { ZPlainText } from './common.js';

/**
 * Filing with the Companies Registry and the particulars it gives back (issue 8, CASE_FILING,
 * T_AR_FILING, CASE_COMPLETION).
 */
export const FILING_METHODS = ['E_REGISTRY', 'PAPER'] as const;
/** What an update to a filing says happened (as the officer records it). */
export const FILING_UPDATE_INPUT_STATUSES = [
  'SUBMITTED',
  'REQUISITION',
  'RESUBMITTED',
  'REGISTERED',
  'REJECTED',
  'NOTE',
] as const;
/** CORRECTED is written by the server when the filing's date, reference or method change. */
export const FILING_UPDATE_STATUSES = [...FILING_UPDATE_INPUT_STATUSES, 'CORRECTED'] as const;

const ZDate = z.iso.date().meta({ description: 'YYYY-MM-DD' });
const ZIsoDateTime = z.string().meta({ description: 'ISO 8601 date-time' });

export const ZFilingRequest = z
  .strictObject({
    filingDate: ZDate,
    registryReference: ZPlainText.pipe(z.string().trim().min(1).max(100)),
    filingMethod: z.enum(FILING_METHODS),
  })
  .meta({ id: 'FilingRequest' });
export type TFilingRequest = z.infer<typeof ZFilingRequest>;

export const ZFilingUpdateRequest = z
  .strictObject({
    status: z.enum(FILING_UPDATE_INPUT_STATUSES),
    updateDate: ZDate,
    note: ZPlainText.pipe(z.string().trim().max(2000)).optional(),
  })
  .meta({ id: 'FilingUpdateRequest' });
export type TFilingUpdateRequest = z.infer<typeof ZFilingUpdateRequest>;

const ZFileRef = z.strictObject({ fileID: z.uuid(), fileName: z.string(), fileSize: z.number().int() });

export const ZFilingView = z
  .strictObject({
    caseID: z.uuid(),
    filing: z
      .strictObject({
        filingDate: z.string(),
        registryReference: z.string(),
        filingMethod: z.enum(FILING_METHODS),
        recordedBy: z.string(),
        updatedDate: ZIsoDateTime,
      })
      .nullable(),
    updates: z.array(
      z.strictObject({
        status: z.enum(FILING_UPDATE_STATUSES),
        updateDate: z.string(),
        note: z.string().nullable(),
        createdBy: z.string(),
        createdDate: ZIsoDateTime,
      }),
    ),
    /** The case's signed documents, as filed. */
    documents: z.array(ZFileRef.extend({ title: z.string() })),
    /** The caller is the firm's staff and the case is open. */
    mayEdit: z.boolean(),
  })
  .meta({ id: 'FilingView' });
export type TFilingView = z.infer<typeof ZFilingView>;

/** Companies Registry numbers have up to 8 digits; a business registration number has 8. */
export const ZCompanyNumber = z.string().regex(/^\d{1,8}$/);
export const ZBrn = z.string().regex(/^\d{8}$/);

/** Saved as the officer types; each field may still be empty. */
export const ZCompletionRequest = z
  .strictObject({
    companyNumber: ZCompanyNumber.nullable().optional(),
    brn: ZBrn.nullable().optional(),
    incorporationDate: ZDate.nullable().optional(),
    certificateFileID: z.uuid().nullable().optional(),
    brCertificateFileID: z.uuid().nullable().optional(),
  })
  .meta({ id: 'CompletionRequest' });
export type TCompletionRequest = z.infer<typeof ZCompletionRequest>;

export const COMPLETION_FIELDS = [
  'companyNumber',
  'brn',
  'incorporationDate',
  'certificateFileID',
  'brCertificateFileID',
] as const;
export type TCompletionField = (typeof COMPLETION_FIELDS)[number];

export const ZCompletionView = z
  .strictObject({
    caseID: z.uuid(),
    companyNumber: z.string().nullable(),
    brn: z.string().nullable(),
    incorporationDate: z.string().nullable(),
    certificate: ZFileRef.nullable(),
    brCertificate: ZFileRef.nullable(),
    /** What must still be recorded before the case completes. */
    missing: z.array(z.enum(COMPLETION_FIELDS)),
    filingDate: z.string().nullable(),
    updatedDate: ZIsoDateTime.nullable(),
    mayEdit: z.boolean(),
  })
  .meta({ id: 'CompletionView' });
export type TCompletionView = z.infer<typeof ZCompletionView>;
