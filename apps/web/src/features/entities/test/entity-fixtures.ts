import type { TEntityDetail, TEntityHolder, TEntityHolderDetail, TEntitySummary } from '@portal/domain';
import { ALICE, FIRM_ID, KEN, person } from '../../cases/test/case-fixtures';

/** Rows of the entity screens' tests: Lantau Ferry of the Harbour firm, as the demo data has it. */
export const COMPANY_ID = 'e0000000-0000-4000-8000-000000000001';

export function summary(overrides: Partial<TEntitySummary> = {}): TEntitySummary {
  return {
    companyID: COMPANY_ID,
    firmID: FIRM_ID,
    firmName: 'Harbour Corporate Services Limited',
    companyEngName: 'Lantau Ferry Services Limited',
    companyChiName: '大嶼山渡輪服務有限公司',
    companyNumber: '2876543',
    brn: '64567890',
    incorporationDate: '2019-11-20',
    nextReturnDate: '2027-11-20',
    nextReturnDueDate: '2028-01-01',
    nextDueDate: '2028-01-01',
    nextDueKind: 'NAR1',
    status: 'ACTIVE',
    archivedDate: null,
    hasLinkedClient: true,
    linkedClients: [person(ALICE)],
    holders: [
      { holderID: 'alice', holderType: 'I', name: 'Alice Leung', standing: 'CURRENT' },
      { holderID: 'raymond', holderType: 'I', name: 'Raymond Lau', standing: 'CURRENT' },
    ],
    ...overrides,
  };
}

export function holder(overrides: Partial<TEntityHolder> = {}): TEntityHolder {
  return {
    holderID: 'alice',
    holderType: 'I',
    name: 'Alice Leung',
    refID: null,
    standing: 'CURRENT',
    roles: ['isShareHolder', 'isDirector'],
    resignedRoles: [],
    ordinaryShares: 6000,
    compSharePercent: null,
    ultimateSharePercent: '82.0000',
    heldSharePercent: '82.0000',
    scrGrounds: ['SHARES_OVER_25'],
    isScr: true,
    isUbo: true,
    hasIndirectControl: false,
    engFirstName: 'Alice',
    engLastName: 'Leung',
    chiName: '梁愛麗',
    idNum: 'A123456(3)',
    idNumPartial: false,
    idIssuer: 'HKG',
    idExpiryDate: '2031-05-01',
    resAddress: { engStreet: '8 Peak Road', engDistrict: 'The Peak', country: 'HKG' },
    corrAddress: null,
    isPep: false,
    compEngName: null,
    compChiName: null,
    regNum: null,
    regAddress: null,
    jurisdiction: null,
    isListedCompany: null,
    authSignerName: null,
    tcspNum: null,
    email: 'alice.leung@client.example',
    phone: '852 91234567',
    owners: [],
    ...overrides,
  };
}

const particulars = {
  companyEngName: 'Lantau Ferry Services Limited',
  companyChiName: '大嶼山渡輪服務有限公司',
  companyNumber: '2876543',
  brn: '64567890',
  incorporationDate: '2019-11-20',
  nextReturnDate: '2027-11-20',
  nextReturnDueDate: '2028-01-01',
  regOfficeAddress: { engStreet: '1 Ngan Shek Street', engDistrict: 'Mui Wo', country: 'HKG' },
  businessNature: 'BN001',
  businessDescription: null,
  shareCapitalCurrency: 'HKD',
  totalNumOfOrdShare: 10000,
  shareClasses: [],
};

const staffAccess = { mayArchive: true, mayRestore: false, seesProtectedData: true, seesCompliance: true };
export const CLIENT_ACCESS = {
  mayArchive: false,
  mayRestore: false,
  seesProtectedData: false,
  seesCompliance: false,
};

export function detail(overrides: Partial<TEntityDetail> = {}): TEntityDetail {
  return {
    companyID: COMPANY_ID,
    firmID: FIRM_ID,
    firmName: 'Harbour Corporate Services Limited',
    status: 'ACTIVE',
    archivedDate: null,
    particulars,
    access: staffAccess,
    stakeholders: [
      holder(),
      holder({
        holderID: 'island',
        holderType: 'C',
        name: 'Island Holdings Limited',
        compEngName: 'Island Holdings Limited',
        engFirstName: null,
        engLastName: null,
        chiName: null,
        idNum: null,
        regNum: '1987654',
        roles: ['isShareHolder'],
        ordinaryShares: 4000,
        ultimateSharePercent: '40.0000',
        heldSharePercent: '40.0000',
        scrGrounds: [],
        isScr: false,
        isUbo: false,
        owners: [
          holder({
            holderID: 'raymond',
            name: 'Raymond Lau',
            roles: [],
            ordinaryShares: 0,
            compSharePercent: '45',
            ultimateSharePercent: '18.0000',
            heldSharePercent: null,
            scrGrounds: [],
            isScr: false,
            idNum: 'Z987654(1)',
          }),
        ],
      }),
    ],
    documents: [
      {
        fileID: 'f0000000-0000-4000-8000-000000000001',
        fileName: 'coi.pdf',
        fileSize: 2048,
        fileType: 'application/pdf',
        source: 'COMPANY',
        docKind: 'CERTIFICATE_OF_INCORPORATION',
        title: null,
        signed: false,
        caseID: null,
        caseRef: null,
        createdDate: '2026-11-21T02:00:00.000Z',
      },
      {
        fileID: 'f0000000-0000-4000-8000-000000000002',
        fileName: 'minutes-scan.pdf',
        fileSize: 4096,
        fileType: 'application/pdf',
        source: 'COMPANY',
        docKind: 'SOMETHING_NEWER',
        title: null,
        signed: false,
        caseID: null,
        caseRef: null,
        createdDate: '2026-11-22T02:00:00.000Z',
      },
    ],
    cases: [
      {
        caseID: 'c0000000-0000-4000-8000-000000000009',
        caseRef: 'MVP-2026-0009',
        caseType: 'MVP',
        status: 'COMPLETED',
        step: 'COMPLETED',
        createdEntity: true,
        createdDate: '2026-10-01T02:00:00.000Z',
        closedDate: '2026-11-21T02:00:00.000Z',
      },
    ],
    openCaseCount: 0,
    history: [
      {
        historyID: '1',
        kind: 'INCORPORATED',
        effectiveDate: '2019-11-20',
        caseID: 'c0000000-0000-4000-8000-000000000009',
        caseRef: 'MVP-2026-0009',
        reason: null,
        amendmentTypes: [],
        changes: [],
        nextReturnDate: null,
        actor: { userID: KEN.userID, name: 'Ken Lau' },
        createdDate: '2026-11-21T02:00:00.000Z',
      },
    ],
    linkedClients: [
      { ...person(ALICE), role: 'CLIENT', holderID: 'alice', sinceDate: '2026-11-21T02:00:00.000Z' },
    ],
    deadlines: [],
    ...overrides,
  };
}

export function holderDetail(overrides: Partial<TEntityHolderDetail> = {}): TEntityHolderDetail {
  const {
    stakeholders: _s,
    documents: _d,
    cases: _c,
    openCaseCount: _o,
    history: _h,
    linkedClients: _l,
    ...header
  } = detail({ status: 'ARCHIVED', archivedDate: '2026-11-24T02:00:00.000Z' });
  return {
    ...header,
    access: { ...staffAccess, mayArchive: false, mayRestore: true },
    holder: holder({ holderID: 'raymond', name: 'Raymond Lau', standing: 'FORMER', idNum: 'Z987654(1)' }),
    parent: { holderID: 'island', holderType: 'C', name: 'Island Holdings Limited', standing: 'FORMER' },
    chains: [
      {
        links: [
          { holderID: 'island', name: 'Island Holdings Limited', percent: '40.0000' },
          { holderID: 'raymond', name: 'Raymond Lau', percent: '45.0000' },
        ],
        percent: '18.0000',
        controlling: false,
      },
    ],
    otherHolders: [
      { holderID: 'alice', holderType: 'I', name: 'Alice Leung', standing: 'FORMER' },
      { holderID: 'island', holderType: 'C', name: 'Island Holdings Limited', standing: 'FORMER' },
    ],
    linkedAccount: null,
    documents: [],
    complianceRecords: [
      {
        complianceID: 'd0000000-0000-4000-8000-000000000001',
        createdDate: '2026-10-02T02:00:00.000Z',
        version: 1,
        current: true,
        caseID: null,
        caseRef: null,
        preparedBy: 'Ken Lau',
        identityChecked: true,
        addressChecked: true,
        screeningResult: 'NO_MATCH',
        remarks: '',
      },
    ],
    ...overrides,
  };
}
