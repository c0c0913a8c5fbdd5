import { z } from 'zod';
import { ZPlainText } from './common.js';
import { PAGED_ANSWER, PAGED_QUERY } from './paging.js';
import { LISTED_PARTY_TYPES, NAME_QUALITIES, SCREENING_SOURCES } from '../screening/list-entry.js';

/**
 * Name screening against the UN and OFAC lists (issue 20; spec §1, §2 /name-search/*): a search is an
 * immutable record of the query, the list versions it ran on and the matches as they were; decisions
 * on its hits are added to it, never changed. Staff only.
 */

const ZIsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(
    (v) => {
      const day = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v);
    },
    { message: 'invalid' },
  )
  .meta({ description: 'YYYY-MM-DD' });
const ZIsoDateTime = z.string().meta({ description: 'ISO 8601 date-time' });

/** Why a hit matched: the rule that paired the words and which words (issue 20 point 2). */
export const MATCH_REASON_RULES = [
  'EXACT',
  'VARIANT',
  'JOINED',
  'TYPO',
  'INITIAL',
  'PHONETIC',
  'ROMANISATION',
  'CHARACTERS',
  'TELEGRAPH_CODE',
  'NAME_ORDER',
  'MISSING_WORD',
  'EXTRA_WORD',
  'COMPANY_FORM',
  'DOB_AGREES',
  'DOB_CONFLICTS',
  'NATIONALITY_AGREES',
  'NATIONALITY_CONFLICTS',
  'DOCUMENT_AGREES',
  'WEAK_ALIAS',
] as const;
export type TMatchReasonRule = (typeof MATCH_REASON_RULES)[number];

export const ZMatchReason = z
  .strictObject({
    rule: z.enum(MATCH_REASON_RULES),
    /** The query's words (or field value) this reason is about. */
    query: z.array(z.string()),
    /** The listed words (or field value) it is paired with. */
    listed: z.array(z.string()),
    /** What it did to the score, e.g. -0.1. */
    effect: z.number(),
  })
  .meta({ id: 'MatchReason' });
export type TMatchReason = z.infer<typeof ZMatchReason>;

export const ZListedEntryDetails = z
  .strictObject({
    type: z.enum(LISTED_PARTY_TYPES),
    primaryName: z.string(),
    aliases: z.array(z.strictObject({ name: z.string(), quality: z.enum(NAME_QUALITIES) })),
    datesOfBirth: z.array(z.string()),
    placesOfBirth: z.array(z.string()),
    nationalities: z.array(z.string()),
    documents: z.array(z.string()),
    addresses: z.array(z.string()),
    programs: z.array(z.string()),
    listedOn: z.string().nullable(),
    remarks: z.string(),
  })
  .meta({ id: 'ListedEntryDetails' });
export type TListedEntryDetails = z.infer<typeof ZListedEntryDetails>;

export const HIT_DECISIONS = ['FALSE_POSITIVE', 'POSSIBLE_MATCH'] as const;
export type THitDecision = (typeof HIT_DECISIONS)[number];

export const ZHitDecision = z
  .strictObject({
    decisionID: z.uuid(),
    matchID: z.uuid(),
    decision: z.enum(HIT_DECISIONS),
    reason: z.string(),
    decidedBy: z.string().meta({ description: 'The deciding user’s name' }),
    decidedAt: ZIsoDateTime,
  })
  .meta({ id: 'HitDecision' });
export type THitDecisionRecord = z.infer<typeof ZHitDecision>;

export const ZNameSearchMatch = z
  .strictObject({
    matchID: z.uuid(),
    list: z.enum(SCREENING_SOURCES),
    /** UN DATAID or OFAC entity number. */
    listEntryId: z.string(),
    /** UN reference number (QDi.001) or the OFAC program(s). */
    reference: z.string(),
    /** The entry's primary name. */
    name: z.string(),
    /** The name or alias of the entry that matched. */
    matchedName: z.string(),
    matchedQuality: z.enum(NAME_QUALITIES),
    score: z.number().min(0).max(1),
    reasons: z.array(ZMatchReason),
    entry: ZListedEntryDetails,
    /** The latest decision on this hit (earlier ones stay in the search's decisions). */
    decision: ZHitDecision.nullable(),
  })
  .meta({ id: 'NameSearchMatch' });
export type TNameSearchMatch = z.infer<typeof ZNameSearchMatch>;

export const ZListVersion = z
  .strictObject({
    versionID: z.uuid(),
    list: z.enum(SCREENING_SOURCES),
    publishedDate: z.string().nullable(),
    importedAt: ZIsoDateTime,
    importedBy: z.string().nullable(),
    sha256: z.string(),
    entryCount: z.int(),
    nameCount: z.int(),
    individualCount: z.int(),
    entityCount: z.int(),
    /** The version searches run on now (the latest import of its list). */
    current: z.boolean(),
    /** The files it was read from. */
    files: z.array(z.string()),
  })
  .meta({ id: 'ScreeningListVersion' });
export type TListVersion = z.infer<typeof ZListVersion>;

export const ZListVersionList = z
  .strictObject({ versions: z.array(ZListVersion), loaded: z.boolean() })
  .meta({ id: 'ScreeningListVersions' });

const ZSearchName = ZPlainText.pipe(z.string().trim().min(1).max(300));

export const ZNameSearchRequest = z
  .strictObject({
    name: ZSearchName,
    type: z.enum(['I', 'C']).meta({ description: 'I individual, C corporate' }),
    dateOfBirth: ZIsoDate.optional(),
    nationality: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional()
      .meta({ description: 'ISO 3166-1 alpha-3' }),
    idNumber: ZPlainText.pipe(z.string().trim().min(1).max(50)).optional(),
    /** The case and person (holder) screened, when the search is part of due diligence. */
    caseID: z.uuid().optional(),
    holderID: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
  })
  .meta({ id: 'NameSearchRequest' });
export type TNameSearchRequest = z.infer<typeof ZNameSearchRequest>;

export const SEARCH_OUTCOMES = ['NO_HITS', 'PENDING', 'CLEARED', 'ESCALATED'] as const;
export type TSearchOutcome = (typeof SEARCH_OUTCOMES)[number];

export const ZNameSearch = z
  .strictObject({
    searchID: z.uuid(),
    name: z.string(),
    type: z.enum(['I', 'C']),
    dateOfBirth: z.string().nullable(),
    nationality: z.string().nullable(),
    idNumber: z.string().nullable(),
    caseID: z.uuid().nullable(),
    caseRef: z.string().nullable(),
    holderID: z.string().nullable(),
    createdAt: ZIsoDateTime,
    createdBy: z.string().meta({ description: 'Who searched (a name; "Ongoing monitoring" for the job)' }),
    /** The default threshold it ran with: matches under it were not kept. */
    threshold: z.number(),
    listVersions: z.array(ZListVersion),
    matches: z.array(ZNameSearchMatch),
    /** Every decision taken on its hits, oldest first. */
    decisions: z.array(ZHitDecision),
    outcome: z.enum(SEARCH_OUTCOMES),
  })
  .meta({ id: 'NameSearch' });
export type TNameSearch = z.infer<typeof ZNameSearch>;

export const ZHitDecisionRequest = z
  .strictObject({
    matchID: z.uuid(),
    decision: z.enum(HIT_DECISIONS),
    reason: ZPlainText.pipe(z.string().trim().min(1).max(2000)),
  })
  .meta({ id: 'HitDecisionRequest' });
export type THitDecisionRequest = z.infer<typeof ZHitDecisionRequest>;

export const ZNameSearchHistoryQuery = z.strictObject({
  ...PAGED_QUERY,
  /** Part of the searched name. */
  person: ZPlainText.pipe(z.string().trim().max(100)).optional(),
  caseID: z.uuid().optional(),
  outcome: z.enum(SEARCH_OUTCOMES).optional(),
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
  listVersionID: z.uuid().optional(),
});
export type TNameSearchHistoryQuery = z.infer<typeof ZNameSearchHistoryQuery>;

export const ZNameSearchSummary = z
  .strictObject({
    searchID: z.uuid(),
    name: z.string(),
    type: z.enum(['I', 'C']),
    caseID: z.uuid().nullable(),
    caseRef: z.string().nullable(),
    holderID: z.string().nullable(),
    createdAt: ZIsoDateTime,
    createdBy: z.string(),
    matchCount: z.int(),
    /** Hits with no decision yet. */
    openHits: z.int(),
    outcome: z.enum(SEARCH_OUTCOMES),
    listVersions: z.array(
      z.strictObject({
        versionID: z.uuid(),
        list: z.enum(SCREENING_SOURCES),
        publishedDate: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'NameSearchSummary' });
export type TNameSearchSummary = z.infer<typeof ZNameSearchSummary>;

export const ZNameSearchHistory = z
  .strictObject({ items: z.array(ZNameSearchSummary), ...PAGED_ANSWER })
  .meta({ id: 'NameSearchHistory' });

/** POST /api/cases/:caseID/due-diligence/screening: screens the people asked for (all when omitted). */
export const ZCaseScreeningRequest = z
  .strictObject({
    holderIDs: z
      .array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/))
      .min(1)
      .max(500)
      .optional(),
  })
  .meta({ id: 'CaseScreeningRequest' });
export type TCaseScreeningRequest = z.infer<typeof ZCaseScreeningRequest>;

export const ZCaseScreeningAnswer = z
  .strictObject({ searches: z.array(ZNameSearchSummary) })
  .meta({ id: 'CaseScreeningAnswer' });
