import { describe, expect, it } from 'vitest';
import { CORPORATE, record, stakeholder } from './test/compliance-fixtures';
import { draftFor, draftGaps, draftProblems, dueDiligenceRequest, hasExpired } from './due-diligence-form';

describe('the due-diligence form', () => {
  it('starts from what the stakeholder gave when there is no record', () => {
    const draft = draftFor(
      stakeholder({ particulars: { ...stakeholder().particulars, idExpiryDate: '2030-02-31' } }),
    );
    expect(draft).toMatchObject({
      idType: 'HKID',
      idNumber: 'A123456(3)',
      idCountry: 'HKG',
      idExpiry: '',
      idChecked: false,
      addressType: 'UTILITY_BILL',
      screeningDone: false,
      evidence: [],
    });
    expect(draftFor(CORPORATE)).toMatchObject({
      idType: 'CERTIFICATE_OF_INCORPORATION',
      idNumber: 'BVI-20871',
      idCountry: 'VGB',
      addressType: 'REGISTERED_OFFICE_RECORD',
    });
    // A passport of anywhere but Hong Kong.
    const abroad = stakeholder({ particulars: { ...stakeholder().particulars, idIssuer: 'SGP' } });
    expect(draftFor(abroad).idType).toBe('PASSPORT');
  });

  it('continues from the current record for a correction, evidence included', () => {
    const draft = draftFor(stakeholder({ record: record() }));
    expect(draft).toMatchObject({
      idChecked: true,
      addressIssueDate: '2026-10-02',
      lists: ['UN', 'OFAC'],
      result: 'NO_MATCH',
      screeningDone: true,
      remarks: 'HKID seen in the original.',
    });
    expect(draft.evidence.map((e) => e.fileName)).toEqual(['world-check.png']);
    expect(draftGaps(draft)).toEqual([]);
  });

  it('names each field the server would refuse', () => {
    const draft = {
      ...draftFor(stakeholder()),
      idNumber: ' ',
      idCountry: 'XXX',
      idExpiry: '2026-13-01',
      screeningDone: true,
      remarks: 'x'.repeat(2001),
    };
    expect(draftProblems(draft)).toEqual({
      idNumber: 'required',
      idCountry: 'countryInvalid',
      idExpiry: 'dateInvalid',
      lists: 'required',
      result: 'required',
      remarks: 'tooLong',
    });
    expect(draftProblems(draftFor(stakeholder()))).toEqual({});
    // A Hong Kong identity card number's check digit is checked; a passport number is not.
    expect(draftProblems({ ...draftFor(stakeholder()), idNumber: 'A123456(4)' })).toEqual({
      idNumber: 'hkidInvalid',
    });
    expect(draftProblems({ ...draftFor(stakeholder()), idType: 'PASSPORT', idNumber: 'A123456(4)' })).toEqual(
      {},
    );
    expect(draftGaps(draftFor(stakeholder()))).toEqual(['identityDocument', 'addressProof', 'screening']);
  });

  it('warns about an expired document', () => {
    expect(hasExpired({ idExpiry: '2026-01-31' }, '2026-11-25')).toBe(true);
    expect(hasExpired({ idExpiry: '2027-01-31' }, '2026-11-25')).toBe(false);
    expect(hasExpired({ idExpiry: '' }, '2026-11-25')).toBe(false);
  });

  it('sends what the server takes: trimmed, empty dates as null, lists in their order', () => {
    const draft = {
      ...draftFor(stakeholder()),
      idNumber: ' A123456(3) ',
      lists: ['PEP', 'UN'] as const,
      result: 'NO_MATCH' as const,
      screeningDone: true,
      remarks: ' Seen. ',
    };
    expect(dueDiligenceRequest('c1', 'h-director', { ...draft, lists: [...draft.lists] })).toEqual({
      complianceType: 'DUE_DILIGENCE',
      caseID: 'c1',
      holderID: 'h-director',
      remarks: 'Seen.',
      recordDocs: [],
      dueDiligence: {
        identityDocument: {
          documentType: 'HKID',
          number: 'A123456(3)',
          issuingCountry: 'HKG',
          expiryDate: null,
          checked: false,
        },
        addressProof: { documentType: 'UTILITY_BILL', issueDate: null, checked: false },
        screening: { done: true, listsChecked: ['UN', 'PEP'], result: 'NO_MATCH', checkedDate: null },
      },
    });
  });
});
