import { z } from 'zod';

/** Every error answer: HTTP status plus code and message (DESIGN §6). */
export const ZErrorResponse = z
  .strictObject({
    code: z.string().meta({ description: 'Error code: a spec catalogue code (e.g. 18004) or a named code' }),
    message: z.string().meta({ description: "Human-readable message in the caller's language" }),
    field: z.string().optional().meta({ description: 'The first field at fault, for validation errors' }),
    details: z
      .array(z.strictObject({ field: z.string(), reason: z.string(), message: z.string() }))
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

/** True when the text holds a control character other than tab, line feed or carriage return. */
export function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
}

/**
 * True when the text cannot be stored as it was sent: a NUL character (PostgreSQL refuses it in text)
 * or a lone UTF-16 surrogate (it would come back as U+FFFD, silently altered).
 */
export function hasIllFormedText(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code === 0) return true;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i += 1;
    } else if (code >= 0xdc00 && code <= 0xdfff) return true;
  }
  return false;
}

/** Text a person typed: no NUL or other control characters (PostgreSQL refuses NUL in text). */
export const ZPlainText = z.string().refine((value) => !hasControlCharacter(value), {
  message: 'must not contain control characters',
});
