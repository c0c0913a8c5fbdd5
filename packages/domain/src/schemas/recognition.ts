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
