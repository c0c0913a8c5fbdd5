import { z } from 'zod';
import {
  DELIVERY_CHANNELS,
  LEVELS,
  PEP_INVOLVEMENT,
  RISK_RATINGS,
  SOURCE_OF_FUNDS,
} from '../compliance/risk-rating.js';
import { isValidHkid } from '../case-form/holder.js';
import { REVENUE_BANDS } from '../constants.js';
import { ZPlainText } from './common.js';
import { PAGED_ANSWER, PAGED_QUERY } from './paging.js';

/**
 * Compliance records (issue 8, spec §3 compliance record, §7 /api/compliance): a due-diligence record
 * per stakeholder of a case and a risk assessment per case. Records are never changed or deleted: a
 * correction is a new version of the same record.
 */
export const COMPLIANCE_TYPES = ['DUE_DILIGENCE', 'RISK_ASSESSMENT'] as const;
export type TComplianceType = (typeof COMPLIANCE_TYPES)[number];

const ZIsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      message: 'invalid',
    },
  )
  .meta({ description: 'YYYY-MM-DD' });
const ZText = (max: number) => ZPlainText.pipe(z.string().trim().max(max));

export const ID_DOCUMENT_TYPES = [
  'HKID',
  'PASSPORT',
  'MAINLAND_TRAVEL_PERMIT',
  'OTHER_ID',
  'CERTIFICATE_OF_INCORPORATION',
] as const;
export const ADDRESS_PROOF_TYPES = [
  'UTILITY_BILL',
  'BANK_STATEMENT',
  'GOVERNMENT_LETTER',
  'TENANCY_AGREEMENT',
  'REGISTERED_OFFICE_RECORD',
  'OTHER',
] as const;
export const SCREENING_LISTS = ['UN', 'OFAC', 'PEP', 'ADVERSE_MEDIA'] as const;
export const SCREENING_RESULTS = ['NO_MATCH', 'POSSIBLE_MATCH', 'MATCH'] as const;

const ZIdentityDocument = z.strictObject({
  documentType: z.enum(ID_DOCUMENT_TYPES),
  number: ZText(50).pipe(z.string().min(1)),
  issuingCountry: z.string().regex(/^[A-Z]{3}$/),
  expiryDate: ZIsoDate.nullable(),
  checked: z.boolean(),
});
const DUE_DILIGENCE_SHAPE = {
  identityDocument: ZIdentityDocument,
  addressProof: z.strictObject({
    documentType: z.enum(ADDRESS_PROOF_TYPES),
    issueDate: ZIsoDate.nullable(),
    checked: z.boolean(),
  }),
  /** Until the screening issue, the officer records what was checked and attaches the evidence. */
  screening: z.strictObject({
    done: z.boolean(),
    listsChecked: z.array(z.enum(SCREENING_LISTS)).max(SCREENING_LISTS.length),
    result: z.enum(SCREENING_RESULTS).nullable(),
    checkedDate: ZIsoDate.nullable(),
  }),
};

export const ZDueDiligenceDetails = z
  .strictObject(DUE_DILIGENCE_SHAPE)
  .superRefine((d, ctx) => {
    if (d.screening.done && (d.screening.listsChecked.length === 0 || d.screening.result === null))
      ctx.addIssue({ code: 'custom', path: ['screening', 'result'], message: 'required' });
    // A Hong Kong identity card number carries its own check digit: a mistyped one is caught here.
    if (d.identityDocument.documentType === 'HKID' && !isValidHkid(d.identityDocument.number))
      ctx.addIssue({ code: 'custom', path: ['identityDocument', 'number'], message: 'invalid' });
  })
  .meta({ id: 'DueDiligenceDetails' });

/**
 * A due-diligence record as it is read back: the identity document's number is whole for the firm's
 * staff and partial (its first characters) for SMOOOTH, its expiry date then left out
 * (policies/identity-data.policy.ts), so the checks of what is recorded do not apply to it.
 */
export const ZDueDiligenceRecorded = z
  .strictObject({
    ...DUE_DILIGENCE_SHAPE,
    identityDocument: ZIdentityDocument.extend({ number: z.string() }),
  })
  .meta({ id: 'DueDiligenceRecorded' });
export type TDueDiligenceDetails = z.infer<typeof ZDueDiligenceDetails>;

export const ZRiskFactors = z
  .strictObject({
    pepInvolvement: z.enum(PEP_INVOLVEMENT),
    jurisdictions: z.array(z.string().regex(/^[A-Z]{3}$/)).max(50),
    jurisdictionRisk: z.enum(LEVELS),
    businessNatureRisk: z.enum(LEVELS),
    ownershipLayers: z.number().int().min(1).max(50),
    corporateShareholders: z.number().int().min(0).max(10_000),
    revenueBand: z.enum(REVENUE_BANDS),
    sourceOfFunds: z.enum(SOURCE_OF_FUNDS),
    deliveryChannel: z.enum(DELIVERY_CHANNELS),
  })
  .meta({ id: 'RiskFactors' });

const ZCommon = {
  caseID: z.uuid(),
  remarks: ZText(2000).default(''),
  /** Evidence: files of the case (uploaded with its caseID). */
  recordDocs: z.array(z.uuid()).max(20).default([]),
};

export const ZComplianceCreateRequest = z
  .discriminatedUnion('complianceType', [
    z.strictObject({
      complianceType: z.literal('DUE_DILIGENCE'),
      ...ZCommon,
      holderID: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
      dueDiligence: ZDueDiligenceDetails,
    }),
    z.strictObject({
      complianceType: z.literal('RISK_ASSESSMENT'),
      ...ZCommon,
      factors: ZRiskFactors,
      /** The final rating: the worked-out one or higher. */
      rating: z.enum(RISK_RATINGS),
      reasons: ZText(2000).pipe(z.string().min(1)),
    }),
  ])
  .meta({ id: 'ComplianceCreateRequest' });
export type TComplianceCreateRequest = z.infer<typeof ZComplianceCreateRequest>;

const ZIsoDateTime = z.string().meta({ description: 'ISO 8601 date-time' });

export const ZComplianceRecord = z
  .strictObject({
    complianceID: z.uuid(),
    complianceType: z.enum(COMPLIANCE_TYPES),
    createdDate: ZIsoDateTime,
    companyEngName: z.string(),
    companyChiName: z.string(),
    /** The stakeholder's name for due diligence; the company's for a risk assessment. */
    recordName: z.string(),
    recordDocs: z.array(
      z.strictObject({ fileID: z.uuid(), fileName: z.string(), fileSize: z.number().int() }),
    ),
    remarks: z.string(),
    caseID: z.uuid().nullable(),
    /** The case's reference (e.g. MVP-2026-0001). */
    caseRef: z.string().nullable(),
    holderID: z.string().nullable(),
    /** 1 for the first record; a correction is the next version. */
    version: z.number().int(),
    /** The newer version, when this one was corrected. */
    supersededBy: z.uuid().nullable(),
    preparedBy: z.strictObject({ userID: z.uuid(), name: z.string() }),
    dueDiligence: ZDueDiligenceRecorded.nullable(),
    riskAssessment: z
      .strictObject({
        factors: ZRiskFactors,
        computedRating: z.enum(RISK_RATINGS),
        score: z.number().int(),
        rating: z.enum(RISK_RATINGS),
        reasons: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'ComplianceRecord' });
export type TComplianceRecord = z.infer<typeof ZComplianceRecord>;

/** One version of a record, for the version history of its detail page. */
export const ZComplianceVersion = z
  .strictObject({
    complianceID: z.uuid(),
    version: z.number().int(),
    createdDate: ZIsoDateTime,
    preparedBy: z.strictObject({ userID: z.uuid(), name: z.string() }),
  })
  .meta({ id: 'ComplianceVersion' });
export type TComplianceVersion = z.infer<typeof ZComplianceVersion>;

/** GET /api/compliance/{complianceID}: the record and every version of it, oldest first. */
export const ZComplianceRecordDetail = ZComplianceRecord.extend({
  versions: z.array(ZComplianceVersion),
}).meta({ id: 'ComplianceRecordDetail' });
export type TComplianceRecordDetail = z.infer<typeof ZComplianceRecordDetail>;

export const ZComplianceListQuery = z.strictObject({
  type: z.enum(COMPLIANCE_TYPES).optional(),
  caseID: z.uuid().optional(),
  /** Part of the company's English or Chinese name. */
  company: z.string().trim().max(200).optional(),
  /** Part of the record's name, remarks or the company's name. */
  q: z.string().trim().max(200).optional(),
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
  /** Include corrected (older) versions too. */
  allVersions: z.enum(['true', 'false']).default('false'),
  ...PAGED_QUERY,
});
export type TComplianceListQuery = z.infer<typeof ZComplianceListQuery>;
/** GET /api/compliance: a page of the records, newest first, by cursor (issue 23). */
export const ZComplianceList = z
  .strictObject({ records: z.array(ZComplianceRecord), ...PAGED_ANSWER })
  .meta({ id: 'ComplianceList' });
export type TComplianceList = z.infer<typeof ZComplianceList>;
