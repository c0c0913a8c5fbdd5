import { z } from 'zod';
import { ZAddress } from '../case-form/address.js';
import { ROLE_FLAGS } from '../case-form/holder.js';
import { DUE_DILIGENCE_GAPS } from '../compliance/due-diligence.js';
import { LEVELS, PEP_INVOLVEMENT } from '../compliance/risk-rating.js';
import { CASE_STATUSES, CASE_TYPES, STEP_KEYS } from '../workflows/workflow.types.js';
import { ZComplianceRecord } from './compliance.js';
import { SEARCH_OUTCOMES } from './name-search.js';

/**
 * GET /api/cases/:caseID/due-diligence (issue 8): what the due-diligence screen shows the firm's
 * officer and reviewer — every person owed due diligence with the particulars and documents they
 * gave, the current record and what it still lacks; the current risk assessment; the risk factors
 * the case itself shows.
 */

const ZText = z.string().nullable();
const ZFlag = z.boolean().nullable().meta({ description: 'null: not answered' });

/** The identity and address particulars a stakeholder gave (their own over the client's entries). */
export const ZDueDiligenceParticulars = z
  .strictObject({
    idNum: ZText,
    idIssuer: ZText.meta({ description: 'ISO3 country that issued the identity document' }),
    idIssueDate: ZText,
    idExpiryDate: ZText,
    resAddress: ZAddress.nullable(),
    corrAddress: ZAddress.nullable(),
    regNum: ZText,
    jurisdiction: ZText,
    regAddress: ZAddress.nullable(),
    authSignerName: ZText,
    email: ZText,
    phone: ZText,
    declarations: z.strictObject({
      isPep: ZFlag,
      isGuiltyByCourt: ZFlag,
      isDisqualifiedDirector: ZFlag,
      isAdjBankrupt: ZFlag,
      isListedCompany: ZFlag,
      isProhibitedDirector: ZFlag,
      isLiquidation: ZFlag,
      isCertifyOwner: ZFlag,
    }),
  })
  .meta({ id: 'DueDiligenceParticulars' });
export type TDueDiligenceParticulars = z.infer<typeof ZDueDiligenceParticulars>;

/** A record of the company's earlier case that a renewal may carry forward (issue 16 point 5). */
export const ZPreviousRecord = z
  .strictObject({
    complianceID: z.uuid(),
    recordDate: z.string().meta({ description: 'YYYY-MM-DD (Hong Kong)' }),
    caseRef: z.string(),
    /** The last day it may be carried forward (the firm's refresh period from its date). */
    currentUntil: z.string(),
    current: z.boolean(),
  })
  .meta({ id: 'PreviousComplianceRecord' });
export type TPreviousRecord = z.infer<typeof ZPreviousRecord>;

export const STAKEHOLDER_DOCUMENT_KINDS = ['IDENTITY', 'ADDRESS', 'CORPORATE'] as const;

export const ZDueDiligenceStakeholder = z
  .strictObject({
    /** The holder the records are kept under (a holder referring to another is that other). */
    holderID: z.string(),
    holderType: z.enum(['I', 'C']),
    name: z.string(),
    engName: ZText,
    chiName: ZText,
    /** The corporates above it, from the top, where the tree first meets it (empty for the company's own). */
    path: z.array(z.strictObject({ holderID: z.string(), name: z.string() })),
    /** Every other corporate it also appears under (null: also the company's own holder). */
    alsoUnder: z.array(z.strictObject({ holderID: z.string().nullable(), name: z.string().nullable() })),
    roles: z.array(z.enum(ROLE_FLAGS)),
    ordinaryShares: z.number().int(),
    /** Its share of the corporate it sits under (owners of corporates). */
    compSharePercent: ZText,
    /** The stakeholder confirmed their own particulars (identity task completed). */
    selfConfirmed: z.boolean(),
    particulars: ZDueDiligenceParticulars,
    documents: z.array(
      z.strictObject({
        fileID: z.uuid(),
        fileName: z.string(),
        fileSize: z.number().int(),
        fileType: z.string(),
        kind: z.enum(STAKEHOLDER_DOCUMENT_KINDS),
      }),
    ),
    /** The current due-diligence record; null when there is none yet. */
    record: ZComplianceRecord.nullable(),
    /** What still stops the due-diligence task: record, identityDocument, addressProof, screening. */
    missing: z.array(z.enum(DUE_DILIGENCE_GAPS)),
    /**
     * The person's name screening (issue 20): the latest search, the least settled outcome of their
     * names' latest searches, and whether it meets 18012 (every name searched on the current lists,
     * every hit decided). null: never screened for this case.
     */
    screening: z
      .strictObject({
        searchID: z.uuid(),
        createdAt: z.string(),
        outcome: z.enum(SEARCH_OUTCOMES),
        openHits: z.int(),
        onCurrentLists: z.boolean(),
        satisfied: z.boolean(),
      })
      .nullable(),
    /** Their latest record from the company's earlier cases (a renewal's), if any. */
    previous: ZPreviousRecord.nullable(),
  })
  .meta({ id: 'DueDiligenceStakeholder' });
export type TDueDiligenceStakeholder = z.infer<typeof ZDueDiligenceStakeholder>;

export const ZRiskSuggestion = z
  .strictObject({
    pepInvolvement: z.enum(PEP_INVOLVEMENT),
    pepNames: z.array(z.string()),
    jurisdictions: z.array(z.string()),
    jurisdictionRisk: z.enum(LEVELS),
    businessNatureRisk: z.enum(LEVELS),
    ownershipLayers: z.number().int(),
    corporateShareholders: z.number().int(),
  })
  .meta({ id: 'RiskSuggestion' });

export const ZDueDiligenceView = z
  .strictObject({
    caseID: z.uuid(),
    caseRef: z.string(),
    caseType: z.enum(CASE_TYPES),
    step: z.enum(STEP_KEYS),
    status: z.enum(CASE_STATUSES),
    companyEngName: ZText,
    companyChiName: ZText,
    businessNature: ZText.meta({ description: 'bnCode' }),
    stakeholders: z.array(ZDueDiligenceStakeholder),
    /**
     * Sanctions lists are loaded: each person's screening is a real search on them (18012 by the
     * searches, not by the record's tick).
     */
    screeningRequired: z.boolean(),
    /** A search of the case found a possible match: the risk assessment must be high. */
    screeningEscalated: z.boolean(),
    riskAssessment: ZComplianceRecord.nullable(),
    suggestedFactors: ZRiskSuggestion,
    /** The reviewer's remarks when the review sent the case back to its due diligence (while it is there). */
    returned: z
      .strictObject({
        remarks: z.string(),
        by: z.string(),
        date: z.string().meta({ description: 'ISO 8601' }),
      })
      .nullable(),
    /** Who prepared the due diligence (the four-eyes rule keeps them from reviewing it). */
    preparers: z.array(z.strictObject({ userID: z.uuid(), name: z.string() })),
    /** The firm's staff may record (the case is open); SMOOOTH reads only. */
    mayRecord: z.boolean(),
    /**
     * For a company's later case (a renewal): the refresh period that applies (shorter when the
     * company's latest rating is high) and its latest risk assessment; null for an incorporation.
     */
    refresh: z
      .strictObject({
        months: z.number().int(),
        highRisk: z.boolean(),
        previousRisk: ZPreviousRecord.extend({ rating: z.enum(['LOW', 'MEDIUM', 'HIGH']) }).nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'DueDiligenceView' });

export const ZCarryForwardRequest = z
  .strictObject({
    /** Stakeholders whose earlier due-diligence record is carried into this case. */
    holderIDs: z
      .array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/))
      .max(500)
      .default([]),
    /** Carry the company's latest risk assessment too. */
    riskAssessment: z.boolean().default(false),
  })
  .meta({ id: 'CarryForwardRequest' });
export type TCarryForwardRequest = z.infer<typeof ZCarryForwardRequest>;
export type TDueDiligenceView = z.infer<typeof ZDueDiligenceView>;
