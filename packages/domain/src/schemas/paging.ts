import { z } from 'zod';

/**
 * Paging of the long lists (tasks, cases; issue 23): a page is asked for by a cursor taken from the
 * page beside it (keyset paging: as fast deep in a list of a million rows as on its first page), or by
 * its number for a short walk. The total is counted up to a cap: past it, the list says "10,000+".
 */

/** Past this many matching rows, the total is given as the cap with `totalCapped`. */
export const LIST_COUNT_CAP = 10_000;

export const ZPage = z.coerce
  .number()
  .int()
  .min(1)
  .max(100_000)
  .default(1)
  .meta({ description: '1-based page number; with a cursor, only the number the page shows' });
export const ZPageSize = z.coerce.number().int().min(1).max(100).default(20);

/** An opaque position in a list, as the list gave it out (nextCursor, prevCursor). */
// A name of 255 Chinese characters is 765 bytes of UTF-8 in the cursor, ~1,100 characters of base64.
export const ZCursor = z
  .string()
  .max(2000)
  .regex(/^[A-Za-z0-9_-]+$/)
  .meta({ description: 'An opaque position in the list, from a page’s nextCursor or prevCursor' });

/** The query fields of a keyset-paged list. */
export const PAGED_QUERY = {
  page: ZPage,
  pageSize: ZPageSize,
  after: ZCursor.optional().meta({ description: 'The page after this position (a nextCursor)' }),
  before: ZCursor.optional().meta({ description: 'The page before this position (a prevCursor)' }),
};

/** The answer fields of a keyset-paged list, beside its items. */
export const PAGED_ANSWER = {
  total: z.int().meta({ description: 'Rows that match, counted up to the cap (see totalCapped)' }),
  totalCapped: z.boolean().meta({ description: 'More rows match than total: show it as "10,000+"' }),
  page: z.int(),
  pageSize: z.int(),
  nextCursor: z.string().nullable().meta({ description: 'null on the last page' }),
  prevCursor: z.string().nullable().meta({ description: 'null on the first page' }),
};

/** What a keyset-paged list answers beside its items. */
export interface TPaged {
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
  prevCursor: string | null;
}
