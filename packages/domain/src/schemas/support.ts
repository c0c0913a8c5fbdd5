import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { ZPlainText } from './common.js';

/**
 * POST /api/support/contact: the contact-us form, mailed to the support address. `website` is a
 * spam trap: hidden from people, filled in by form-filling robots; a filled one is dropped silently.
 */
export const ZContactRequest = z
  .strictObject({
    name: ZPlainText.trim().min(1).max(LIMITS.nameMaxLength),
    email: ZPlainText.trim().min(1).max(LIMITS.emailMaxLength).pipe(z.email()),
    company: ZPlainText.trim().max(LIMITS.nameMaxLength).optional(),
    message: z
      .string()
      .trim()
      .min(1)
      .max(LIMITS.contactMessageMaxLength)
      .meta({ description: 'Up to 5,000 characters; line breaks kept' }),
    website: z.string().max(500).optional().meta({ description: 'Leave empty (spam trap)' }),
  })
  .meta({ id: 'ContactRequest' });
export type TContactRequest = z.infer<typeof ZContactRequest>;

export const ZContactAccepted = z.strictObject({ accepted: z.literal(true) }).meta({ id: 'ContactAccepted' });
