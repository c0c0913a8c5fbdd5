import { z } from 'zod';

/** Every error answer: HTTP status plus code and message (DESIGN §6). */
export const ZErrorResponse = z
  .object({
    code: z.string().meta({ description: 'Error code: a spec catalogue code (e.g. 18004) or a named code' }),
    message: z.string().meta({ description: "Human-readable message in the caller's language" }),
    field: z.string().optional().meta({ description: 'The first field at fault, for validation errors' }),
    details: z
      .array(z.object({ field: z.string(), reason: z.string(), message: z.string() }))
      .optional()
      .meta({ description: 'Every field at fault, for validation errors' }),
    retryAfterSeconds: z
      .number()
      .int()
      .optional()
      .meta({ description: 'For 429: seconds until a retry is allowed' }),
    requestId: z.string().optional().meta({ description: 'The request id, to quote to support' }),
  })
  .meta({ id: 'ErrorResponse' });
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/** Ids are UUID strings (DESIGN §6). */
export const ZId = z.uuid();

/** Text a person typed: no NUL or other control characters (PostgreSQL refuses NUL in text). */
export const ZPlainText = z
  .string()
  .refine((value) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value), {
    message: 'must not contain control characters',
  });
