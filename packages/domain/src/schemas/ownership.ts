import { z } from 'zod';
import { OWNERSHIP_CHAINS_FOR_MAX, OWNERSHIP_PAGE_SIZE } from '../ownership/ownership-page.js';
import { SCR_GROUNDS } from '../ownership/ownership.types.js';
import type { TOwnershipHolder } from '../ownership/ownership.types.js';

/** The ownership resolution over the API (issue 5): its input for a free-standing tree and its answer. */

const ZShare = z
  .strictObject({
    numerator: z.string(),
    denominator: z.string(),
    percent: z.string().meta({ description: 'Rounded half-up to 4 decimals; for display' }),
  })
  .meta({ id: 'OwnershipShare' });

export const ZOwnershipHolderInput: z.ZodType<TOwnershipHolder> = z.lazy(() =>
  z.strictObject({
    holderID: z.string().min(1).max(64),
    holderType: z.enum(['I', 'C']),
    name: z.string().max(255),
    refID: z.string().max(64).nullish(),
    isDirector: z.boolean().optional(),
    ordinaryShares: z.number().int().min(0).max(1e12).optional(),
    compSharePercent: z
      .union([z.number().min(0).max(100), z.string().regex(/^\d{1,3}(\.\d{1,6})?$/)])
      .optional(),
    ownerOfBodyCorporate: z.array(ZOwnershipHolderInput).max(10_000).optional(),
  }),
);

/** Layers of corporates a tree may have (deep enough for any real group, shallow enough to be safe). */
export const OWNERSHIP_MAX_DEPTH = 30;

/** How many layers deep a tree of holders goes (1 for direct holders only). */
export function ownershipDepth(
  holders: readonly { ownerOfBodyCorporate?: readonly unknown[] | undefined }[],
): number {
  let depth = 0;
  for (const h of holders) {
    const owners = (h.ownerOfBodyCorporate ?? []) as { ownerOfBodyCorporate?: readonly unknown[] }[];
    depth = Math.max(depth, 1 + ownershipDepth(owners));
    if (depth > OWNERSHIP_MAX_DEPTH) return depth;
  }
  return depth;
}

/** POST /api/ownership/resolve: the tree, and which page of the persons and whose chains to answer. */
export const ZOwnershipRequest = z
  .strictObject({
    totalNumOfOrdShare: z.number().int().min(1).max(1e12),
    holders: z
      .array(ZOwnershipHolderInput)
      .max(10_000)
      .refine((holders) => ownershipDepth(holders) <= OWNERSHIP_MAX_DEPTH, { message: 'tooLong' }),
    page: z
      .number()
      .int()
      .min(1)
      .max(100_000)
      .optional()
      .meta({ description: '1-based page of the persons' }),
    pageSize: z
      .number()
      .int()
      .min(1)
      .max(OWNERSHIP_PAGE_SIZE.max)
      .optional()
      .meta({ description: `Persons on a page; ${OWNERSHIP_PAGE_SIZE.default} unless given` }),
    chainsFor: z
      .array(z.string().min(1).max(64))
      .max(OWNERSHIP_CHAINS_FOR_MAX)
      .optional()
      .meta({
        description:
          'HolderIDs (as persons[].holderID) whose chains to list besides the SCR and UBO persons’; ' +
          'each is answered even when not on the page',
      }),
  })
  .meta({ id: 'OwnershipRequest' });

const ZOwnedPerson = z
  .strictObject({
    holderID: z.string(),
    holderType: z.enum(['I', 'C']),
    name: z.string(),
    isDirector: z.boolean(),
    ultimateShare: ZShare,
    heldShare: ZShare.meta({
      description:
        'Shares of the company held directly or indirectly under Cap. 622 Schedule 5A: the person’s own, and all ' +
        'those of every legal entity they have a majority stake in, directly or through a chain of majority stakes',
    }),
    isScr: z.boolean(),
    scrGrounds: z.array(z.enum(SCR_GROUNDS)).meta({
      description:
        'Why the person is an SCR (empty when not): SHARES_OVER_25 ultimate share over the threshold, ' +
        'MAJORITY_STAKE_CHAIN heldShare over it through a majority stake, CONTROL_CHAIN every link of a chain over the control threshold',
    }),
    isUbo: z.boolean(),
    hasIndirectControl: z.boolean(),
    chains: z.array(
      z.strictObject({
        links: z.array(z.strictObject({ holderID: z.string(), name: z.string(), share: ZShare })),
        share: ZShare,
        controlling: z.boolean(),
      }),
    ),
    // The optional fields last: fast-json-stringify writes them after the others, and zod in this order.
    chainsTruncated: z.boolean().optional().meta({ description: 'More chains exist than are listed' }),
    chainsOmitted: z
      .boolean()
      .optional()
      .meta({ description: 'The person has chains, not listed in this answer: ask for them by chainsFor' }),
  })
  .meta({ id: 'OwnedPerson' });

const ZOwnershipProblems = z.array(z.record(z.string(), z.unknown()));

/** Every person with every chain (a case's ownership). */
export const ZOwnershipResult = z
  .strictObject({ persons: z.array(ZOwnedPerson), problems: ZOwnershipProblems })
  .meta({ id: 'OwnershipResult' });

/** A page of the persons, with the chains of the SCR and UBO persons and of those asked for. */
export const ZOwnershipPage = z
  .strictObject({
    persons: z.array(ZOwnedPerson).meta({
      description:
        'The page of the persons (individuals first, largest share first), then those asked for in chainsFor who are not on it',
    }),
    total: z.int().meta({ description: 'Persons in the whole result' }),
    page: z.int(),
    pageSize: z.int(),
    problems: ZOwnershipProblems,
  })
  .meta({ id: 'OwnershipPage' });
