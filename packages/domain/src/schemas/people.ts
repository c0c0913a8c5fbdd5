import { z } from 'zod';
import { USER_TYPES } from '../roles.js';

export const ZIsoDateTime = z.string().meta({ description: 'ISO 8601 date-time' });

/** A people reference: enough to show and to chat with. */
export const ZPersonRef = z
  .strictObject({ userID: z.uuid(), name: z.string(), email: z.string(), userType: z.enum(USER_TYPES) })
  .meta({ id: 'PersonRef' });
export type TPersonRef = z.infer<typeof ZPersonRef>;
