import { z } from 'zod';
import { ZPlainText } from './common.js';

/**
 * The officer's review of a client's submission (issue 8, CS_FORM_R and T_AR_A_CS): approved, or
 * returned to the client with remarks, each remark at the field it is about.
 */

/** A path into the case information, as the form's problems use it ('stakeholders.0.idNum'). */
export const ZInformationPath = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9]*(\.[A-Za-z0-9]+){0,12}$/)
  .max(300);

export const ZFieldRemark = z
  .strictObject({
    path: ZInformationPath.meta({
      description: "Where in the case information, e.g. 'stakeholders.0.idNum'",
    }),
    remark: ZPlainText.pipe(z.string().trim().min(1).max(1000)),
  })
  .meta({ id: 'FieldRemark' });
export type TFieldRemark = z.infer<typeof ZFieldRemark>;

/** The latest return of the submission, while the client is correcting it. */
export const ZReturnedReview = z
  .strictObject({
    remarks: z.string(),
    fieldRemarks: z.array(ZFieldRemark),
    returnedDate: z.string().meta({ description: 'ISO 8601 date-time' }),
    returnedBy: z.string().meta({ description: 'The officer’s name' }),
  })
  .meta({ id: 'ReturnedReview' });
export type TReturnedReview = z.infer<typeof ZReturnedReview>;

/** Review tasks: the only ones a RETURN may carry field remarks with. */
export const REVIEW_ACTION_KEYS = ['CS_FORM_R', 'T_AR_A_CS'] as const;
