import { z } from 'zod';
import { ZPersonRef } from './people.js';
import { ZPlainText } from './common.js';
import { DEADLINE_KINDS } from '../deadlines/deadlines.js';
import { ENTITY_STATUSES, ZEntityHolderRef } from './entities.js';
import { PAGED_ANSWER, PAGED_QUERY } from './paging.js';

/**
 * GET /api/entities: the active list and the archive (issue 8 point 7), searched by name or BRN,
 * sorted and paged by cursor (issue 23); each company with its next return's due date, linked clients
 * and holders.
 */

const ZDate = z.string().meta({ description: 'YYYY-MM-DD' });
const ZIsoDateTime = z.string().meta({ description: 'ISO 8601 date-time' });

export const ENTITY_SORTS = [
  'companyName',
  'nextReturnDate',
  'nextDueDate',
  'incorporationDate',
  'archivedDate',
] as const;

/** Companies by when their next statutory deadline falls: already past, within 7 days, within 30 days. */
export const ENTITY_DUE_FILTERS = ['OVERDUE', 'WEEK', 'MONTH'] as const;
export type TEntityDueFilter = (typeof ENTITY_DUE_FILTERS)[number];
export type TEntitySort = (typeof ENTITY_SORTS)[number];

export const ZEntitySummary = z
  .strictObject({
    companyID: z.uuid(),
    firmID: z.uuid(),
    firmName: z.string(),
    companyEngName: z.string().nullable(),
    companyChiName: z.string().nullable(),
    companyNumber: z.string().nullable(),
    brn: z.string().nullable(),
    incorporationDate: ZDate.nullable(),
    nextReturnDate: ZDate.nullable().meta({
      description: 'Next anniversary the annual return is made up to',
    }),
    nextReturnDueDate: ZDate.nullable().meta({ description: '42 days after nextReturnDate' }),
    nextDueDate: ZDate.nullable().meta({ description: 'Due date of the soonest statutory deadline' }),
    nextDueKind: z.enum(DEADLINE_KINDS).nullable(),
    status: z.enum(ENTITY_STATUSES),
    archivedDate: ZIsoDateTime.nullable(),
    hasLinkedClient: z.boolean(),
    /** The clients linked as the company's point of contact. */
    linkedClients: z.array(ZPersonRef),
    /** Every holder of the company (for an archived one: its former holders). */
    holders: z.array(ZEntityHolderRef),
  })
  .meta({ id: 'EntitySummary' });
export type TEntitySummary = z.infer<typeof ZEntitySummary>;

export const ZEntityListQuery = z.strictObject({
  status: z.enum(ENTITY_STATUSES).default('ACTIVE'),
  firmID: z.uuid().optional().meta({ description: 'For clients linked to several firms, and SMOOOTH' }),
  search: ZPlainText.trim()
    .max(100)
    .optional()
    .meta({ description: 'Company name (English or Chinese) or BRN' }),
  due: z
    .enum(ENTITY_DUE_FILTERS)
    .optional()
    .meta({ description: 'Only companies whose next deadline is past (OVERDUE) or due within 7 / 30 days' }),
  sort: z.enum(ENTITY_SORTS).default('companyName'),
  order: z
    .enum(['asc', 'desc'])
    .default('asc')
    .meta({ description: 'A company without the sorted date comes last either way' }),
  ...PAGED_QUERY,
});
export type TEntityListQuery = z.infer<typeof ZEntityListQuery>;

export const ZEntityList = z
  .strictObject({
    items: z.array(ZEntitySummary),
    ...PAGED_ANSWER,
  })
  .meta({ id: 'EntityList' });
export type TEntityList = z.infer<typeof ZEntityList>;
