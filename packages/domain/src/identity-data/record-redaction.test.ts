import { describe, expect, it } from 'vitest';
import { identityViewsFor } from '../policies/identity-data.policy.js';
import type { TComplianceRecord } from '../schemas/compliance.js';
import type { TDueDiligenceParticulars } from '../schemas/due-diligence.js';
import { redactComplianceRecord, redactDueDiligenceParticulars } from './record-redaction.js';

const whole = identityViewsFor('WORKS_THE_CASE');
const registry = identityViewsFor(null);

const particulars: TDueDiligenceParticulars = {
  idNum: 'A123456(3)',
  idIssuer: 'HKG',
  idIssueDate: '2020-01-02',
  idExpiryDate: '2030-01-01',
  resAddress: { engStreet: '1 Queen’s Road Central', country: 'HKG' },
  corrAddress: { engStreet: 'PO Box 1', country: 'HKG' },
  regNum: null,
  jurisdiction: null,
  regAddress: null,
  authSignerName: null,
  email: 'alice@example.com',
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
};

const record = (
  documentType: 'PASSPORT' | 'CERTIFICATE_OF_INCORPORATION',
  number: string,
): TComplianceRecord => ({
  complianceID: '00000000-0000-4000-8000-000000000001',
  complianceType: 'DUE_DILIGENCE',
  createdDate: '2026-11-01T00:00:00.000Z',
  companyEngName: 'Harbour Tea Limited',
  companyChiName: '',
  recordName: 'Alice Leung',
  recordDocs: [],
  remarks: '',
  caseID: null,
  caseRef: null,
  holderID: 'h-alice',
  version: 1,
  supersededBy: null,
  preparedBy: { userID: '00000000-0000-4000-8000-000000000002', name: 'Officer' },
  dueDiligence: {
    identityDocument: {
      documentType,
      number,
      issuingCountry: 'GBR',
      expiryDate: '2031-05-01',
      checked: true,
    },
    addressProof: { documentType: 'UTILITY_BILL', issueDate: '2026-10-02', checked: true },
    screening: { done: true, listsChecked: ['UN'], result: 'NO_MATCH', checkedDate: '2026-10-02' },
  },
  riskAssessment: null,
});

describe('record redaction', () => {
  it('shows the due-diligence particulars whole to those who need them, else the partial number only', () => {
    expect(redactDueDiligenceParticulars(particulars, whole)).toEqual(particulars);
    expect(redactDueDiligenceParticulars(particulars, registry)).toEqual({
      ...particulars,
      idNum: 'A123',
      idIssueDate: null,
      idExpiryDate: null,
      resAddress: null,
    });
  });

  it('gives a passport number in part (the Registry’s partial number: half) and no expiry date', () => {
    const seen = redactComplianceRecord(record('PASSPORT', '533401372'), registry);
    expect(seen.dueDiligence?.identityDocument).toMatchObject({ number: '53340', expiryDate: null });
    expect(seen.dueDiligence?.addressProof).toEqual(
      record('PASSPORT', '533401372').dueDiligence?.addressProof,
    );
    expect(redactComplianceRecord(record('PASSPORT', '533401372'), whole)).toEqual(
      record('PASSPORT', '533401372'),
    );
  });

  it('leaves a company’s registration number and a risk assessment as they are', () => {
    const company = record('CERTIFICATE_OF_INCORPORATION', '1234567');
    expect(redactComplianceRecord(company, registry)).toEqual(company);
    const risk = { ...company, complianceType: 'RISK_ASSESSMENT' as const, dueDiligence: null };
    expect(redactComplianceRecord(risk, registry)).toBe(risk);
  });
});
