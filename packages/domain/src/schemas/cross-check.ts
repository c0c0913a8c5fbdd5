import { z } from 'zod';
import { ZPlainText } from './common.js';

/**
 * The cross-check of a case (issue 8, DD_S_FORM and T_AR_S_CHECK): every generated form and uploaded
 * document listed, each ticked as checked or sent back with a note. Every mark is kept; an item's
 * latest mark is its state.
 */
export const CROSS_CHECK_ITEM_TYPES = ['DOCUMENT', 'FILE'] as const;
export const CROSS_CHECK_STATUSES = ['CHECKED', 'SENT_BACK'] as const;
/** What an item is, for grouping on the screen. */
export const CROSS_CHECK_CATEGORIES = [
  'GENERATED_FORM',
  'IDENTITY_DOCUMENT',
  'ADDRESS_PROOF',
  'CORPORATE_DOCUMENT',
  'OTHER_UPLOAD',
] as const;
export type TCrossCheckCategory = (typeof CROSS_CHECK_CATEGORIES)[number];

const ZIsoDateTime = z.string().meta({ description: 'ISO 8601 date-time' });

export const ZCrossCheckMark = z
  .strictObject({
    status: z.enum(CROSS_CHECK_STATUSES),
    note: z.string().nullable(),
    markedBy: z.string().meta({ description: 'Name of the staff member' }),
    markedDate: ZIsoDateTime,
  })
  .meta({ id: 'CrossCheckMark' });

export const ZCrossCheckItem = z
  .strictObject({
    itemType: z.enum(CROSS_CHECK_ITEM_TYPES),
    itemID: z.uuid(),
    category: z.enum(CROSS_CHECK_CATEGORIES),
    /** The document's title in the caller's language, or the uploaded file's name. */
    title: z.string(),
    fileID: z.uuid(),
    fileName: z.string(),
    fileSize: z.number().int(),
    fileType: z.string(),
    /** The stakeholder the item belongs to, if any. */
    holderID: z.string().nullable(),
    holderName: z.string().nullable(),
    createdDate: ZIsoDateTime,
    mark: ZCrossCheckMark.nullable(),
    history: z.array(ZCrossCheckMark),
  })
  .meta({ id: 'CrossCheckItem' });
export type TCrossCheckItem = z.infer<typeof ZCrossCheckItem>;

export const ZCrossCheckView = z
  .strictObject({
    caseID: z.uuid(),
    /** The caller holds the cross-check task and may mark items. */
    mayMark: z.boolean(),
    items: z.array(ZCrossCheckItem),
    /** Items not (yet) ticked as checked, by title. */
    outstanding: z.array(z.string()),
  })
  .meta({ id: 'CrossCheckView' });
export type TCrossCheckView = z.infer<typeof ZCrossCheckView>;

export const ZCrossCheckMarkRequest = z
  .strictObject({
    itemType: z.enum(CROSS_CHECK_ITEM_TYPES),
    itemID: z.uuid(),
    status: z.enum(CROSS_CHECK_STATUSES),
    note: ZPlainText.pipe(z.string().trim().max(2000)).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'SENT_BACK' && !v.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'required' });
  })
  .meta({ id: 'CrossCheckMarkRequest' });
export type TCrossCheckMarkRequest = z.infer<typeof ZCrossCheckMarkRequest>;
