import { describe, expect, it } from 'vitest';
import { ZCaseInformation } from '../schemas/case-information.js';
import { caseFileReferences, informationPathExists } from './case-files.js';

const info = ZCaseInformation.parse({
  companyEngName: 'Harbour Tea Limited',
  regOfficeAddress: { engStreet: '25 Harbour Road', country: 'HKG', supDoc: ['f-office'] },
  stakeholders: [
    {
      holderID: 'h1',
      holderType: 'I',
      engFirstName: 'Siu Ming',
      idDocs: ['f-id', 'f-id-back'],
      resAddress: { engStreet: '1 Queen’s Road', country: 'HKG', supDoc: ['f-bill'] },
    },
    {
      holderID: 'c1',
      holderType: 'C',
      compEngName: 'Kowloon Holdings Limited',
      shareholderDocList: ['f-ci'],
      regAddress: { engStreet: '2 Nathan Road', country: 'HKG', supDoc: ['f-bill'] },
      ownerOfBodyCorporate: [{ holderID: 'o1', holderType: 'I', idDocs: ['f-owner-id'] }],
    },
  ],
});

describe('caseFileReferences', () => {
  it('lists each referenced file once with what it proves and whose it is, nested owners included', () => {
    expect(caseFileReferences(info)).toEqual([
      { fileID: 'f-id', category: 'IDENTITY_DOCUMENT', holderID: 'h1' },
      { fileID: 'f-id-back', category: 'IDENTITY_DOCUMENT', holderID: 'h1' },
      { fileID: 'f-bill', category: 'ADDRESS_PROOF', holderID: 'h1' },
      { fileID: 'f-ci', category: 'CORPORATE_DOCUMENT', holderID: 'c1' },
      { fileID: 'f-owner-id', category: 'IDENTITY_DOCUMENT', holderID: 'o1' },
      { fileID: 'f-office', category: 'ADDRESS_PROOF', holderID: null },
    ]);
  });
});

describe('informationPathExists', () => {
  it('accepts paths whose parents exist, even when the field itself is empty', () => {
    expect(informationPathExists(info, 'companyEngName')).toBe(true);
    expect(informationPathExists(info, 'companyChiName')).toBe(true);
    expect(informationPathExists(info, 'stakeholders.0.idNum')).toBe(true);
    expect(informationPathExists(info, 'stakeholders.1.ownerOfBodyCorporate.0.engFirstName')).toBe(true);
    expect(informationPathExists(info, 'regOfficeAddress.engDistrict')).toBe(true);
    expect(informationPathExists(info, 'stakeholders.1')).toBe(true);
  });
  it('refuses paths through what is not there', () => {
    expect(informationPathExists(info, 'stakeholders.2.idNum')).toBe(false);
    expect(informationPathExists(info, 'stakeholders.x.idNum')).toBe(false);
    expect(informationPathExists(info, 'contactPerson.name')).toBe(false);
    expect(informationPathExists(info, 'companyEngName.first')).toBe(false);
    expect(informationPathExists(info, 'stakeholders.5')).toBe(false);
  });
});
