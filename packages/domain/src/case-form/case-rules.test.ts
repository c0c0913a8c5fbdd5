import { describe, expect, it } from 'vitest';
import { ZCaseInformation, type TCaseInformationInput } from '../schemas/case-information.js';
import { addressIssues } from './address.js';
import { caseInformationIssues, type TRuleContext } from './case-rules.js';
import { formMessage } from './form-messages.js';
import { addRole, holderLists, holderStatus, isValidHkid, resignRole, ZHolder } from './holder.js';

const ctx: TRuleContext = {
  isCountry: (code) => ['HKG', 'CHN', 'GBR', 'VGB'].includes(code),
  isBusinessNature: (code) => code === 'BN001',
};

const HK_OFFICE = {
  engFlat: 'Flat 12A',
  engBuilding: 'Harbour Centre',
  engStreet: '25 Harbour Road',
  engDistrict: 'Wan Chai',
  country: 'HKG',
};

/** A form that passes every rule: one director-shareholder, a corporate secretary owned by two people. */
export const COMPLETE: TCaseInformationInput = {
  companyEngName: 'Harbour Tea Limited',
  companyChiName: '海港茶葉有限公司',
  businessNature: 'BN001',
  regOfficeAddress: HK_OFFICE,
  shareCapitalCurrency: 'HKD',
  totalNumOfOrdShare: 10000,
  contactPerson: { name: 'Alice Leung', email: 'alice@example.com' },
  stakeholders: [
    {
      holderID: 'alice',
      holderType: 'I',
      engFirstName: 'Alice',
      engLastName: 'Leung',
      chiName: '梁愛麗',
      isDirector: true,
      isShareHolder: true,
      ordinaryShares: 6000,
      idNum: 'A123456(3)',
    },
    {
      holderID: 'hh',
      holderType: 'C',
      compEngName: 'Harbour Holdings Limited',
      isShareHolder: true,
      isComSec: true,
      hasTcspNum: 'true',
      tcspNum: 'TC001234',
      ordinaryShares: 4000,
      ownerOfBodyCorporate: [
        {
          holderID: 'bob',
          holderType: 'I',
          engFirstName: 'Bob',
          engLastName: 'Chan',
          compSharePercent: '60',
        },
        { holderID: 'alice-again', holderType: 'I', refID: 'alice', compSharePercent: 40 },
      ],
    },
  ],
};

function issues(change: (info: TCaseInformationInput) => TCaseInformationInput = (i) => i) {
  return caseInformationIssues(
    ZCaseInformation.parse(change(JSON.parse(JSON.stringify(COMPLETE)) as TCaseInformationInput)),
    ctx,
  ).map((i) => `${i.path}:${i.key}`);
}

describe('case information rules', () => {
  it('accepts a complete form', () => {
    expect(issues()).toEqual([]);
  });

  it('names the company rules: either name, English only ending Limited, Chinese ending 有限公司', () => {
    expect(issues((i) => ({ ...i, companyEngName: '', companyChiName: '' }))).toEqual([
      'companyEngName:required',
    ]);
    expect(issues((i) => ({ ...i, companyEngName: 'Harbour 茶 Limited' }))).toEqual([
      'companyEngName:engCharOnly',
    ]);
    expect(issues((i) => ({ ...i, companyEngName: 'Harbour Tea Company' }))).toEqual([
      'companyEngName:endsWithLimited',
    ]);
    expect(issues((i) => ({ ...i, companyChiName: 'Harbour Tea' }))).toEqual(['companyChiName:chiCharOnly']);
    expect(issues((i) => ({ ...i, companyChiName: '海港茶葉公司' }))).toEqual([
      'companyChiName:endsWithYauHanGungSi',
    ]);
    expect(issues((i) => ({ ...i, companyEngName: `${'A'.repeat(250)} Limited` }))).toEqual([
      'companyEngName:lessThan255Char',
    ]);
    expect(issues((i) => ({ ...i, businessNature: 'XX' }))).toEqual(['businessNature:businessNatureInvalid']);
    expect(issues((i) => ({ ...i, shareCapitalCurrency: undefined }))).toEqual([
      'shareCapitalCurrency:required',
    ]);
  });

  it('keeps the registered office in Hong Kong', () => {
    expect(issues((i) => ({ ...i, regOfficeAddress: { ...HK_OFFICE, country: 'GBR' } }))).toEqual([
      'regOfficeAddress.country:mustBeInHongKong',
    ]);
  });

  it('checks shareholdings, directors and the secretary', () => {
    expect(issues((i) => ({ ...i, totalNumOfOrdShare: 10001 }))).toEqual(['stakeholders:sharesNotTotal']);
    const noSecretary = issues((i) => ({
      ...i,
      stakeholders: i.stakeholders!.map((h) => ({ ...h, isComSec: false })),
    }));
    expect(noSecretary).toEqual(['stakeholders:needCompanySecretary']);
    const corporateDirectorOnly = issues((i) => ({
      ...i,
      stakeholders: i.stakeholders!.map((h) => ({ ...h, isDirector: h.holderType === 'C' })),
    }));
    expect(corporateDirectorOnly).toEqual(['stakeholders:needIndividualDirector']);
    // A resigned director no longer counts.
    const resigned = issues((i) => ({
      ...i,
      stakeholders: i.stakeholders!.map((h) =>
        h.holderID === 'alice' ? { ...h, resignedCapacities: ['isDirector'] } : h,
      ),
    }));
    expect(resigned).toEqual(['stakeholders:needIndividualDirector']);
  });

  it('checks each holder: names, HKID check digit, dates, e-mail, phone, TCSP, owners’ percentages', () => {
    const alice = (change: object) =>
      issues((i) => ({ ...i, stakeholders: [{ ...i.stakeholders![0]!, ...change }, i.stakeholders![1]!] }));
    expect(alice({ engFirstName: '', engLastName: '', chiName: '' })).toEqual([
      'stakeholders.0.engFirstName:needHolderName',
    ]);
    expect(alice({ engLastName: '梁' })).toEqual(['stakeholders.0.engLastName:engCharOnly']);
    expect(alice({ chiName: 'Alice' })).toEqual(['stakeholders.0.chiName:chiCharOnly']);
    expect(alice({ idNum: 'A123456(4)' })).toEqual(['stakeholders.0.idNum:hkidInvalid']);
    expect(alice({ idIssueDate: '2020-02-30' })).toEqual(['stakeholders.0.idIssueDate:dateInvalid']);
    expect(alice({ idIssueDate: '2020-01-01', idExpiryDate: '2019-01-01' })).toEqual([
      'stakeholders.0.idExpiryDate:expiryBeforeIssue',
    ]);
    expect(alice({ email: 'not-an-email' })).toEqual(['stakeholders.0.email:emailInvalid']);
    expect(alice({ regPhone1: 'call me' })).toEqual(['stakeholders.0.regPhone1:phoneInvalid']);
    expect(alice({ regPhone1Code: '+852', regPhone1: '(852) 9123 4567' })).toEqual([]);
    expect(alice({ ordinaryShares: 0 })).toEqual([
      'stakeholders.0.ordinaryShares:positiveWholeNumber',
      'stakeholders:sharesNotTotal',
    ]);
    const corp = (change: object) =>
      issues((i) => ({ ...i, stakeholders: [i.stakeholders![0]!, { ...i.stakeholders![1]!, ...change }] }));
    expect(corp({ tcspNum: 'TC12' })).toEqual(['stakeholders.1.tcspNum:tcspNumInvalid']);
    expect(corp({ hasTcspNum: false })).toEqual(['stakeholders.1.noTcspReason:required']);
    expect(corp({ hasTcspNum: undefined })).toEqual(['stakeholders.1.hasTcspNum:declarationNeeded']);
    expect(corp({ email: 'board@hh.example' })).toEqual([
      'stakeholders.1.authSignerFirstNameEng:required',
      'stakeholders.1.authSignerLastNameEng:required',
    ]);
    expect(
      corp({
        ownerOfBodyCorporate: [
          {
            holderID: 'bob',
            holderType: 'I',
            engFirstName: 'Bob',
            engLastName: 'Chan',
            compSharePercent: '60.1234567',
          },
        ],
      }),
    ).toEqual(['stakeholders.1.ownerOfBodyCorporate.0.compSharePercent:percentInvalid']);
  });

  it('places the ownership resolution’s problems on the corporate', () => {
    const found = caseInformationIssues(ZCaseInformation.parse(COMPLETE), {
      ...ctx,
      ownership: [{ holderID: 'hh', key: 'ownersNot100' }],
    });
    expect(found).toEqual([{ path: 'stakeholders.1.ownerOfBodyCorporate', key: 'ownersNot100' }]);
  });

  it('needs a contact person reachable by e-mail or phone', () => {
    expect(issues((i) => ({ ...i, contactPerson: { name: 'Alice' } }))).toEqual([
      'contactPerson.email:contactNeeded',
    ]);
    expect(issues((i) => ({ ...i, contactPerson: {} }))).toEqual([
      'contactPerson.name:required',
      'contactPerson.email:contactNeeded',
    ]);
  });
});

describe('address rules (spec §5)', () => {
  const check = (address: object, hongKongOnly = false) =>
    addressIssues(address, 'a', { ...ctx, hongKongOnly }).map((i) => `${i.path.slice(2)}:${i.key}`);

  it('accepts an English or a Chinese address, trimmed', () => {
    expect(check(HK_OFFICE)).toEqual([]);
    expect(
      check({ chiBuilding: '海港中心', chiStreet: '港灣道25號', chiDistrict: '灣仔', country: 'HKG' }),
    ).toEqual([]);
    expect(check({ engStreet: '  25 Harbour Road  ', engDistrict: ' Wan Chai ', country: 'HKG' })).toEqual(
      [],
    );
  });

  it('refuses each broken rule with the spec’s message key', () => {
    expect(check({ country: 'HKG' })).toEqual(['engStreet:inputEitherEngOrChiAddr']);
    expect(check({ engStreet: 'x'.repeat(81), engDistrict: 'Central', country: 'HKG' })).toEqual([
      'engStreet:lessThan80Char',
    ]);
    expect(check({ engStreet: 'x'.repeat(80), engDistrict: 'Central', country: 'HKG' })).toEqual([]);
    expect(check({ engStreet: '港灣道', engDistrict: 'Wan Chai', country: 'HKG' })).toEqual([
      'engStreet:engCharOnly',
    ]);
    expect(check({ chiStreet: 'Harbour Road', chiDistrict: '灣仔', country: 'HKG' })).toEqual([
      'chiStreet:chiCharOnly',
    ]);
    expect(check({ engDistrict: 'Wan Chai', country: 'HKG' })).toEqual(['engStreet:addressLineWithDistrict']);
    expect(check({ engStreet: '25 Harbour Road', country: 'HKG' })).toEqual([
      'engDistrict:districtWithAddressLine',
    ]);
    expect(check({ engStreet: '25 Harbour Road', engDistrict: 'Wan Chai' })).toEqual(['country:required']);
    expect(check({ ...HK_OFFICE, country: 'XYZ' })).toEqual(['country:countryInvalid']);
    expect(check({ ...HK_OFFICE, country: 'CHN' }, true)).toEqual(['country:mustBeInHongKong']);
  });

  it('says each message in three languages', () => {
    expect(formMessage('lessThan80Char', 'en')).toBe('Use 80 characters or fewer');
    expect(formMessage('inputEitherEngOrChiAddr', 'zh-HK')).toBe('請輸入英文或中文地址');
  });
});

describe('holders', () => {
  it("turns 'true' / 'false' strings into booleans", () => {
    const h = ZHolder.parse({
      holderID: 'h',
      holderType: 'I',
      isPep: 'true',
      isGuiltyByCourt: 'false',
      isDirector: 'true',
    });
    expect(h).toMatchObject({ isPep: true, isGuiltyByCourt: false, isDirector: true, isShareHolder: false });
    expect(ZHolder.safeParse({ holderID: 'h', holderType: 'I', isPep: 'yes' }).success).toBe(false);
  });

  it('checks HKID numbers with their check digit (A counts as 10)', () => {
    expect(isValidHkid('A123456(3)')).toBe(true);
    expect(isValidHkid('a1234563')).toBe(true);
    expect(isValidHkid('A123456(4)')).toBe(false);
    expect(isValidHkid('AB987654(2)')).toBe(isValidHkid('AB9876542'));
    expect(isValidHkid('123456(3)')).toBe(false);
  });

  it('holder status in both views (spec §4)', () => {
    expect(holderStatus({ isComSec: false }, { view: 'incorporation', hasDueDiligence: true })).toBe('C');
    expect(
      holderStatus(
        { isComSec: true, regPhone1: '91234567' },
        { view: 'incorporation', hasDueDiligence: false },
      ),
    ).toBe('C');
    expect(
      holderStatus(
        { isComSec: false, regPhone1: '91234567' },
        { view: 'incorporation', hasDueDiligence: false },
      ),
    ).toBe('I');
    expect(
      holderStatus({ isComSec: false, comSecOption: 'E' }, { view: 'annualRenewal', hasDueDiligence: false }),
    ).toBe('C');
    expect(
      holderStatus({ isComSec: false, regPhone1: '  ' }, { view: 'annualRenewal', hasDueDiligence: false }),
    ).toBe('I');
  });

  it('splits secretaries and designated representatives into their lists; resigning moves a holder between tables', () => {
    const base = ZHolder.parse({ holderID: 's', holderType: 'I', isComSec: true });
    const other = ZHolder.parse({ holderID: 'o', holderType: 'I', isDirector: true });
    expect(holderLists([base, other]).companySecretaries.map((h) => h.holderID)).toEqual(['s']);
    const resigned = resignRole(base, 'isComSec');
    const lists = holderLists([resigned, other]);
    expect(lists.companySecretaries).toEqual([]);
    expect(lists.resignedCompanySecretaries.map((h) => h.holderID)).toEqual(['s']);
    const back = addRole(resigned, 'isComSec');
    expect(holderLists([back]).companySecretaries.map((h) => h.holderID)).toEqual(['s']);
    // A role added in this case and then resigned simply goes.
    const added = addRole(other, 'isDesignedRep');
    expect(holderLists([added]).designatedRepresentatives.map((h) => h.holderID)).toEqual(['o']);
    const removed = resignRole(added, 'isDesignedRep');
    expect(removed.isDesignedRep).toBe(false);
    expect(holderLists([removed]).resignedDesignatedRepresentatives).toEqual([]);
  });
});
