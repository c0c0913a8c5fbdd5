import { describe, expect, it } from 'vitest';
import { ZCaseInformation, type TCaseInformationInput } from '../schemas/case-information.js';
import { checkCaseInformation } from './case-check.js';
import { checkEntityInformation } from './entity-check.js';

const TODAY = '2026-11-26';

/** A company taken over: registered particulars, an individual director-member, a corporate secretary. */
const TAKEN_OVER: TCaseInformationInput = {
  companyEngName: 'Victoria Peak Trading Limited',
  companyChiName: '太平山貿易有限公司',
  companyNumber: '1234567',
  brn: '31234567',
  incorporationDate: '2012-02-29',
  lastReturnDateFiled: '2024-02-29',
  regOfficeAddress: { engStreet: '8 Peak Road', engDistrict: 'The Peak', country: 'HKG' },
  shareCapitalCurrency: 'HKD',
  totalNumOfOrdShare: 10000,
  shareClasses: [{ className: 'Ordinary', numberOfShares: 10000 }],
  contactPerson: { name: 'Tai Man Chan', email: 'chan@example.com' },
  stakeholders: [
    {
      holderID: 'chan',
      holderType: 'I',
      engFirstName: 'Tai Man',
      engLastName: 'Chan',
      isShareHolder: true,
      isDirector: true,
      ordinaryShares: 10000,
    },
    {
      holderID: 'sec',
      holderType: 'C',
      compEngName: 'Peak Secretaries Limited',
      isComSec: true,
      hasTcspNum: true,
      tcspNum: 'TC004321',
      ownerOfBodyCorporate: [
        {
          holderID: 'lee',
          holderType: 'I',
          engFirstName: 'Ka Yan',
          engLastName: 'Lee',
          compSharePercent: '100',
        },
      ],
    },
  ],
};

/** A copy to change. */
function fresh(): TCaseInformationInput {
  return JSON.parse(JSON.stringify(TAKEN_OVER)) as TCaseInformationInput;
}

function check(change: (info: TCaseInformationInput) => TCaseInformationInput = (i) => i, today = TODAY) {
  const info = ZCaseInformation.parse(change(fresh()));
  return checkEntityInformation(info, today).map((i) => `${i.path}:${i.key}`);
}

describe('checkEntityInformation', () => {
  it('accepts a complete company taken over', () => {
    expect(check()).toEqual([]);
  });

  it('asks for the registered particulars', () => {
    expect(
      check((i) => ({
        ...i,
        companyNumber: undefined,
        brn: undefined,
        incorporationDate: undefined,
        lastReturnDateFiled: undefined,
      })),
    ).toEqual(['companyNumber:required', 'brn:required', 'incorporationDate:required']);
  });

  it('judges the particulars: no incorporation in the future, the last return between it and today', () => {
    expect(check((i) => ({ ...i, incorporationDate: '2026-11-27', lastReturnDateFiled: undefined }))).toEqual(
      ['incorporationDate:dateInFuture'],
    );
    expect(check((i) => ({ ...i, lastReturnDateFiled: '2011-02-28' }))).toEqual([
      'lastReturnDateFiled:beforeIncorporation',
    ]);
    expect(check((i) => ({ ...i, lastReturnDateFiled: '2027-02-28' }))).toEqual([
      'lastReturnDateFiled:dateInFuture',
    ]);
    // The same dates are fine a year later.
    expect(check((i) => ({ ...i, lastReturnDateFiled: '2027-02-28' }), '2027-03-01')).toEqual([]);
  });

  it('judges a company number and BRN that did not come through the schema (a recognised value)', () => {
    const info = ZCaseInformation.parse(fresh());
    const issues = checkEntityInformation({ ...info, companyNumber: '12345G7', brn: '3123456' }, TODAY);
    expect(issues.map((i) => `${i.path}:${i.key}`)).toEqual([
      'companyNumber:companyNumberInvalid',
      'brn:brnInvalid',
    ]);
  });

  it('applies the incorporation form’s holder rules and messages to the holders', () => {
    const broken = (i: TCaseInformationInput): TCaseInformationInput => ({
      ...i,
      stakeholders: i.stakeholders!.map((h) =>
        h.holderID === 'chan' ? { ...h, engFirstName: '大文', regEmail1: 'not-an-address' } : h,
      ),
    });
    expect(check(broken)).toEqual([
      'stakeholders.0.engFirstName:engCharOnly',
      'stakeholders.0.regEmail1:emailInvalid',
    ]);
    // The very same problems as the incorporation form finds for those holders.
    const info = ZCaseInformation.parse(broken(fresh()));
    const incorporation = checkCaseInformation(info).filter((i) => i.path.startsWith('stakeholders.0'));
    expect(checkEntityInformation(info, TODAY).filter((i) => i.path.startsWith('stakeholders.0'))).toEqual(
      incorporation,
    );
  });

  it('keeps the company’s officers and shares rules: an individual director, a secretary, shares adding up', () => {
    expect(
      check((i) => ({
        ...i,
        totalNumOfOrdShare: 12000,
        stakeholders: i.stakeholders!.map((h) => ({ ...h, isDirector: false, isComSec: false })),
      })),
    ).toEqual([
      'shareClasses:classesNotTotal',
      'stakeholders:needIndividualDirector',
      'stakeholders:needCompanySecretary',
      'stakeholders:sharesNotTotal',
    ]);
  });

  it('leaves out what only judges a proposed company: the name’s ending and the business nature', () => {
    const renamed = (i: TCaseInformationInput) => ({
      ...i,
      companyEngName: 'Victoria Peak Trading Association',
      companyChiName: '太平山貿易協會',
    });
    expect(check(renamed)).toEqual([]);
    const info = ZCaseInformation.parse(renamed(fresh()));
    expect(checkCaseInformation(info).map((i) => `${i.path}:${i.key}`)).toEqual([
      'companyEngName:endsWithLimited',
      'companyChiName:endsWithYauHanGungSi',
      'businessNature:required',
    ]);
    // A business nature given is still one of the list.
    expect(check((i) => ({ ...i, businessNature: 'NOPE' }))).toEqual([
      'businessNature:businessNatureInvalid',
    ]);
  });
});
