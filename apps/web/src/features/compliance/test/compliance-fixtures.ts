import type {
  TComplianceRecord,
  TComplianceRecordDetail,
  TDueDiligenceStakeholder,
  TDueDiligenceView,
} from '@portal/domain';
import { CASE_ID, KEN, MANDY } from '../../tasks/test/task-fixtures';

/** Test data of the compliance screens: Harbour Tea's incorporation, a director and a BVI shareholder. */

export const RECORD_ID = 'e0000000-0000-4000-8000-000000000001';
export const FILE_ID = 'f0000000-0000-4000-8000-000000000010';

export function stakeholder(overrides: Partial<TDueDiligenceStakeholder> = {}): TDueDiligenceStakeholder {
  return {
    holderID: 'h-director',
    holderType: 'I',
    previous: null,
    name: 'Siu Ming Lee',
    engName: 'Siu Ming Lee',
    chiName: '李小明',
    path: [],
    alsoUnder: [],
    roles: ['isShareHolder', 'isDirector'],
    ordinaryShares: 6000,
    compSharePercent: null,
    selfConfirmed: true,
    particulars: {
      idNum: 'A123456(3)',
      idIssuer: 'HKG',
      idIssueDate: null,
      idExpiryDate: null,
      resAddress: { engStreet: '1 Queen’s Road Central', engDistrict: 'Central', country: 'HKG' },
      corrAddress: null,
      regNum: null,
      jurisdiction: null,
      regAddress: null,
      authSignerName: null,
      email: 'lee@example.hk',
      phone: null,
      declarations: {
        isPep: false,
        isGuiltyByCourt: false,
        isDisqualifiedDirector: false,
        isAdjBankrupt: false,
        isListedCompany: null,
        isProhibitedDirector: null,
        isLiquidation: null,
        isCertifyOwner: null,
      },
    },
    documents: [
      {
        fileID: FILE_ID,
        fileName: 'hkid.pdf',
        fileSize: 48_213,
        fileType: 'application/pdf',
        kind: 'IDENTITY',
      },
    ],
    record: null,
    missing: ['record'],
    screening: null,
    ...overrides,
  };
}

export const CORPORATE = stakeholder({
  holderID: 'h-corporate',
  holderType: 'C',
  name: 'Kowloon Holdings Limited',
  engName: 'Kowloon Holdings Limited',
  chiName: null,
  roles: ['isShareHolder'],
  ordinaryShares: 4000,
  documents: [],
  particulars: {
    ...stakeholder().particulars,
    idNum: null,
    idIssuer: null,
    regNum: 'BVI-20871',
    jurisdiction: 'VGB',
    resAddress: null,
    regAddress: { engBuilding: 'Craigmuir Chambers', engDistrict: 'Road Town', country: 'VGB' },
  },
});

export const OWNER = stakeholder({
  holderID: 'h-owner',
  name: 'Mei Ling Ho',
  engName: 'Mei Ling Ho',
  chiName: null,
  roles: [],
  ordinaryShares: 0,
  compSharePercent: '100',
  path: [{ holderID: 'h-corporate', name: 'Kowloon Holdings Limited' }],
  documents: [],
  selfConfirmed: false,
});

export function record(overrides: Partial<TComplianceRecord> = {}): TComplianceRecord {
  return {
    complianceID: RECORD_ID,
    complianceType: 'DUE_DILIGENCE',
    createdDate: '2026-11-20T02:00:00.000Z',
    companyEngName: 'Harbour Tea Limited',
    companyChiName: '海港茶葉有限公司',
    recordName: 'Siu Ming Lee',
    recordDocs: [{ fileID: FILE_ID, fileName: 'world-check.png', fileSize: 2_048 }],
    remarks: 'HKID seen in the original.',
    caseID: CASE_ID,
    caseRef: 'MVP-2026-0001',
    holderID: 'h-director',
    version: 1,
    supersededBy: null,
    preparedBy: { userID: KEN.userID, name: 'Ken Lau' },
    dueDiligence: {
      identityDocument: {
        documentType: 'HKID',
        number: 'A123456(3)',
        issuingCountry: 'HKG',
        expiryDate: null,
        checked: true,
      },
      addressProof: { documentType: 'UTILITY_BILL', issueDate: '2026-10-02', checked: true },
      screening: { done: true, listsChecked: ['UN', 'OFAC'], result: 'NO_MATCH', checkedDate: '2026-11-20' },
    },
    riskAssessment: null,
    ...overrides,
  };
}

export function riskRecord(overrides: Partial<TComplianceRecord> = {}): TComplianceRecord {
  return record({
    complianceID: 'e0000000-0000-4000-8000-000000000002',
    complianceType: 'RISK_ASSESSMENT',
    recordName: 'Harbour Tea Limited',
    holderID: null,
    recordDocs: [],
    remarks: '',
    preparedBy: { userID: MANDY.userID, name: 'Mandy Ho' },
    dueDiligence: null,
    riskAssessment: {
      factors: {
        pepInvolvement: 'NONE',
        jurisdictions: ['HKG', 'VGB'],
        jurisdictionRisk: 'STANDARD',
        businessNatureRisk: 'STANDARD',
        ownershipLayers: 2,
        corporateShareholders: 1,
        revenueBand: 'UNDER_500K',
        sourceOfFunds: 'VERIFIED',
        deliveryChannel: 'FACE_TO_FACE',
      },
      computedRating: 'LOW',
      score: 1,
      rating: 'LOW',
      reasons: 'Local director; a BVI holding company with known owners.',
    },
    ...overrides,
  });
}

export function detail(base: TComplianceRecord, versions = 1): TComplianceRecordDetail {
  return {
    ...base,
    versions: Array.from({ length: versions }, (_, i) => ({
      complianceID: i === versions - 1 ? base.complianceID : `e0000000-0000-4000-8000-00000000010${i}`,
      version: i + 1,
      createdDate: `2026-11-${String(18 + i).padStart(2, '0')}T02:00:00.000Z`,
      preparedBy: { userID: KEN.userID, name: 'Ken Lau' },
    })),
  };
}

export function ddView(overrides: Partial<TDueDiligenceView> = {}): TDueDiligenceView {
  return {
    caseID: CASE_ID,
    caseRef: 'MVP-2026-0001',
    caseType: 'MVP',
    refresh: null,
    step: 'MVP_D_D_CS',
    status: 'OPEN',
    companyEngName: 'Harbour Tea Limited',
    companyChiName: '海港茶葉有限公司',
    businessNature: 'BN001',
    stakeholders: [stakeholder(), CORPORATE, OWNER],
    screeningRequired: false,
    screeningEscalated: false,
    riskAssessment: null,
    suggestedFactors: {
      pepInvolvement: 'NONE',
      pepNames: [],
      jurisdictions: ['HKG', 'VGB'],
      jurisdictionRisk: 'STANDARD',
      businessNatureRisk: 'STANDARD',
      ownershipLayers: 2,
      corporateShareholders: 1,
    },
    returned: null,
    preparers: [],
    mayRecord: true,
    ...overrides,
  };
}
