import { z } from 'zod';

/**
 * Form recognition (spec §1, §5, §9): an NNC1 or NAR1 PDF read into the entity-migration form. The
 * answer is a list of proposed values, each at a path of the case information (the spec's field
 * names), with how sure the reader is and where on which page it was read. Nothing is stored: the
 * officer accepts the values into the form, which saves them as any typed value.
 */

/** Spec §9 form types. */
export const COMPANY_FORM_TYPES = ['nnc1', 'nar1'] as const;
export type TCompanyFormType = (typeof COMPANY_FORM_TYPES)[number];

/** How a value was read: the form's own field (AcroForm), the page's text layer, or OCR of the page image. */
export const RECOGNITION_METHODS = ['ACROFORM', 'TEXT', 'OCR'] as const;
export type TRecognitionMethod = (typeof RECOGNITION_METHODS)[number];

/** Below this confidence a proposed value is highlighted for checking. */
export const LOW_CONFIDENCE = 0.8;

/** A form recognition job reads at most this many pages (the NNC1 is 24 with its notes). */
export const RECOGNITION_MAX_PAGES = 28;
/** And at most this many bytes. */
export const RECOGNITION_MAX_BYTES = 20 * 1024 * 1024;

/** Where on its page a value was read, as fractions of the page (origin top left), for the preview. */
export const ZRecognitionBox = z
  .strictObject({
    x: z.number().min(0).max(1),
    y: z.number().min(0).max(1),
    width: z.number().min(0).max(1),
    height: z.number().min(0).max(1),
  })
  .meta({ id: 'RecognitionBox' });
export type TRecognitionBox = z.infer<typeof ZRecognitionBox>;

export const ZRecognisedField = z
  .strictObject({
    /**
     * Dotted path in the case information, e.g. `companyEngName`, `regOfficeAddress.engStreet`,
     * `shareClasses.0.numberOfShares`, `stakeholders.2.engLastName`, `stakeholders.2.isDirector`.
     * Stakeholder indexes number the holders the form names, from 0, in the order the form gives them.
     */
    path: z.string().max(200),
    value: z.union([z.string().max(2000), z.number(), z.boolean()]),
    /** 0–1: 1 for a value the form itself holds; OCR's own confidence, lowered when a check fails. */
    confidence: z.number().min(0).max(1),
    /** Page of the document, from 1. */
    page: z.number().int().min(1),
    method: z.enum(RECOGNITION_METHODS),
    box: ZRecognitionBox.optional(),
  })
  .meta({ id: 'RecognisedField' });
export type TRecognisedField = z.infer<typeof ZRecognisedField>;

export const ZCompanyFormRecognition = z
  .strictObject({
    formType: z.enum(COMPANY_FORM_TYPES),
    pageCount: z.number().int().min(1),
    /** The method most of the values were read with. */
    method: z.enum(RECOGNITION_METHODS),
    fields: z.array(ZRecognisedField),
    durationMs: z.number().int().min(0),
  })
  .meta({ id: 'CompanyFormRecognition' });
export type TCompanyFormRecognition = z.infer<typeof ZCompanyFormRecognition>;

export const RECOGNITION_STAGES = ['QUEUED', 'READING', 'OCR', 'DONE'] as const;
export type TRecognitionStage = (typeof RECOGNITION_STAGES)[number];

/** The caller's recognition in progress (one at a time per user), polled while the upload waits. */
export const ZRecognitionProgress = z
  .strictObject({
    running: z.boolean(),
    stage: z.enum(RECOGNITION_STAGES).optional(),
    /** Pages done so far and in all, when known. */
    pagesDone: z.number().int().min(0).optional(),
    pageCount: z.number().int().min(0).optional(),
  })
  .meta({ id: 'RecognitionProgress' });
export type TRecognitionProgress = z.infer<typeof ZRecognitionProgress>;

/**
 * Identity-document recognition (issue 18; spec §1, §5): a photo or scan of a Hong Kong identity card,
 * a passport (its machine-readable zone) or a Mainland resident identity card read into the holder's
 * fields. Nothing is stored: the person accepts values into their form, and the picture is kept only
 * if they then attach it as their identity document.
 */

/** The files an identity document may come as (spec §5) and the size of one. */
export const ID_DOCUMENT_FILE_TYPES = ['png', 'jpeg', 'pdf'] as const;
export const ID_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
/** A PDF of an identity document holds its front and perhaps its back. */
export const ID_DOCUMENT_MAX_PAGES = 2;
/** A picture of more pixels than this is refused before it is decoded (a phone's photo is ~12 MP). */
export const ID_DOCUMENT_MAX_PIXELS = 50_000_000;

export const RECOGNISED_ID_TYPES = ['HKID', 'PASSPORT', 'MAINLAND_ID', 'OTHER'] as const;
export type TRecognisedIdType = (typeof RECOGNISED_ID_TYPES)[number];

/**
 * The holder's fields a document may give, in the spec's holder names (engLastName, engFirstName,
 * chiName, idNum, idIssueDate, idExpiryDate, idIssuer) and the project's for the rest.
 */
export const ID_DOCUMENT_FIELDS = [
  'engLastName',
  'engFirstName',
  'chiName',
  'idNum',
  'idIssueDate',
  'idExpiryDate',
  'idIssuer',
  'dateOfBirth',
  'sex',
  'nationality',
  'commercialCodes',
  'symbols',
  'firstRegistered',
  'permanentResident',
] as const;
export type TIdDocumentField = (typeof ID_DOCUMENT_FIELDS)[number];

export const ZIdDocumentValue = z
  .strictObject({
    field: z.enum(ID_DOCUMENT_FIELDS),
    /** Dates YYYY-MM-DD; sex M, F or X; idIssuer and nationality ISO 3166 alpha-3; the rest as printed. */
    value: z.string().max(200),
    /** 0–1: OCR's own confidence, capped below LOW_CONFIDENCE when the value failed or needed its check. */
    confidence: z.number().min(0).max(1),
    /** The value passed the check the document gives it (true where it gives none). */
    checked: z.boolean(),
    /** A look-alike character was changed to make the check pass (shown for checking). */
    mended: z.boolean(),
    /** Whether the document has a check for this value at all (a check digit, codes, dates that can be). */
    hasCheck: z.boolean(),
  })
  .meta({ id: 'IdDocumentValue' });
export type TIdDocumentValue = z.infer<typeof ZIdDocumentValue>;

export const ZIdDocumentRecognition = z
  .strictObject({
    documentType: z.enum(RECOGNISED_ID_TYPES),
    /** Passport and card zones: TD1, TD2 or TD3. */
    mrzFormat: z.enum(['TD1', 'TD2', 'TD3']).optional(),
    fields: z.array(ZIdDocumentValue),
    /** The picture was turned by this much (degrees, clockwise) to read it straight. */
    turnDeg: z.number(),
    durationMs: z.number().int().min(0),
  })
  .meta({ id: 'IdDocumentRecognition' });
export type TIdDocumentRecognition = z.infer<typeof ZIdDocumentRecognition>;
