import { describe, expect, it } from 'vitest';
import { assembleNnc1 } from './assemble-nnc1.js';
import { NNC1_PAGES } from './nnc1-template.js';
import type { TPageRead } from './types.js';

/** A page read as a reader would give it: values by template target, all at one confidence. */
function page(n: number, templateId: string, values: Record<string, string>, confidence = 1): TPageRead {
  const template = NNC1_PAGES.find((t) => t.id === templateId)!;
  const reads = Object.entries(values).map(([target, text]) => {
    const field = template.fields.find((f) => f.target === target);
    if (!field) throw new Error(`no ${target} on ${templateId}`);
    return { field, text, confidence };
  });
  return { page: n, template, method: 'TEXT', reads };
}

const valueAt = (fields: ReturnType<typeof assembleNnc1>, path: string) =>
  fields.find((f) => f.path === path);

describe('assembleNnc1', () => {
  it('reads the company, its Chinese registered office and its share capital', () => {
    const fields = assembleNnc1([
      page(1, 'nnc1.company.p1', {
        companyEngName: 'Blue Bay Trading Limited',
        companyChiName: '藍灣貿易有限公司',
        'businessNature.code': 'bn001',
        'businessNature.description': 'Trading',
        'regOfficeAddress.flat': '8樓7B室',
        'regOfficeAddress.street': '德輔道中372號',
        'regOfficeAddress.district': '上環',
      }),
      page(2, 'nnc1.capital.p2', {
        'contactPerson.email': 'info@bluebay.example.com',
        'contactPerson.phone': '+852 2123 4567',
        'shares.0.className': 'Ordinary',
        'shares.0.total': '10,000',
        'shares.0.currency': 'HK$',
        'shares.0.paidUp': '5,000.00',
        'shares.1.className': 'Preference',
        'shares.1.total': '200',
        'shares.1.currency': 'HKD',
        'shares.1.paidUp': '2,000',
      }),
    ]);
    const get = (path: string) => valueAt(fields, path)?.value;
    expect(get('companyChiName')).toBe('藍灣貿易有限公司');
    expect(get('businessNature')).toBe('BN001');
    expect(get('regOfficeAddress.chiFlat')).toBe('8樓7B室');
    expect(get('regOfficeAddress.chiDistrict')).toBe('上環');
    expect(get('regOfficeAddress.engStreet')).toBeUndefined();
    expect(get('regOfficeAddress.country')).toBe('HKG');
    expect(get('contactPerson.phone')).toBe('21234567');
    expect(get('contactPerson.phoneCode')).toBe('852');
    expect(get('shareCapitalCurrency')).toBe('HKD');
    expect(get('shareClasses.0.amountPaidPerShare')).toBe(0.5);
    expect(get('shareClasses.1.numberOfShares')).toBe(200);
    expect(get('shareClasses.1.amountPaidPerShare')).toBe(10);
    expect(get('totalNumOfOrdShare')).toBe(10000);
    // The preview box: the English name's rectangle, as fractions of the page from its top left.
    const box = valueAt(fields, 'companyEngName')!.box!;
    expect(box.x).toBeCloseTo(85.93 / 595.44, 3);
    expect(box.y).toBeCloseTo((841.68 - 605.96 - 50.81) / 841.68, 3);
  });

  it('makes one holder of a person named as member, director and on a PI-NNC1 sheet', () => {
    const names = {
      'holder.chiName': '陳嘉慧',
      'holder.engLastName': 'CHAN',
      'holder.engFirstName': 'Ka Wai',
    };
    const fields = assembleNnc1([
      page(14, 'nnc1.protected.pi', {
        ...names,
        'holder.engLastName': 'Chan',
        'holder.idNum': 'A123456',
        'holder.idCheckDigit': '3',
        'holder.isDirector': 'X',
        'holder.address.street': '12 King Street',
        'holder.address.country': 'United Kingdom',
      }),
      page(3, 'nnc1.member.p3', {
        ...names,
        'holder.address.street': '12 King Street',
        'holder.address.country': 'United Kingdom',
        'shares.0.className': 'Ordinary',
        'shares.0.total': '5,000',
      }),
      page(6, 'nnc1.directorPerson.p6', {
        ...names,
        'holder.address.street': '88 Nathan Road',
        'holder.address.country': '香港',
        'holder.email': 'ka.wai@example.com',
        'holder.idNum': 'A123',
      }),
      page(5, 'nnc1.secretaryCorporate.p5', {
        'holder.chiName': '翠峰顧問有限公司',
        'holder.compEngName': 'Jade Peak Consulting Limited',
        'holder.regNum': '12345678',
        'holder.tcspNum': 'TC001234',
      }),
    ]);
    const get = (path: string) => valueAt(fields, path)?.value;
    expect(get('stakeholders.0.holderType')).toBe('I');
    expect(get('stakeholders.0.isShareHolder')).toBe(true);
    expect(get('stakeholders.0.isDirector')).toBe(true);
    expect(get('stakeholders.0.ordinaryShares')).toBe(5000);
    expect(get('stakeholders.0.resAddress.country')).toBe('GBR');
    expect(get('stakeholders.0.corrAddress.engStreet')).toBe('88 Nathan Road');
    expect(get('stakeholders.0.corrAddress.country')).toBe('HKG');
    expect(get('stakeholders.0.idNum')).toBe('A123456(3)');
    expect(get('stakeholders.0.idIssuer')).toBe('HKG');
    expect(get('stakeholders.1.holderType')).toBe('C');
    expect(get('stakeholders.1.isComSec')).toBe(true);
    expect(get('stakeholders.1.compChiName')).toBe('翠峰顧問有限公司');
    expect(get('stakeholders.1.regAddress.country')).toBeUndefined();
    expect(get('stakeholders.1.hasTcspNum')).toBe(true);
    expect(get('stakeholders.2.holderType')).toBeUndefined();
    expect(valueAt(fields, 'stakeholders.0.idNum')!.page).toBe(14);
  });

  it('never proposes a value failing its check as certain', () => {
    const fields = assembleNnc1([
      page(4, 'nnc1.secretaryPerson.p4', {
        'holder.engLastName': 'LEE',
        'holder.engFirstName': 'Chi Ming',
        'holder.email': 'chi.ming.example.com',
        'holder.idNum': 'A12',
        'holder.tcspNum': 'TC001234',
      }),
      page(14, 'nnc1.protected.pi', {
        'holder.engLastName': 'LEE',
        'holder.engFirstName': 'Chi Ming',
        'holder.idNum': 'A123456',
        'holder.idCheckDigit': '4',
      }),
      page(2, 'nnc1.capital.p2', { 'contactPerson.phone': '2123 456' }),
    ]);
    expect(valueAt(fields, 'stakeholders.0.email')!.confidence).toBeLessThanOrEqual(0.5);
    expect(valueAt(fields, 'stakeholders.0.idNum')).toMatchObject({ value: 'A123456(4)' });
    expect(valueAt(fields, 'stakeholders.0.idNum')!.confidence).toBeLessThanOrEqual(0.5);
    expect(valueAt(fields, 'contactPerson.phone')!.confidence).toBeLessThanOrEqual(0.5);
    expect(valueAt(fields, 'stakeholders.0.tcspNum')!.confidence).toBe(1);
  });

  it('tells a corporate member by its English company name', () => {
    const fields = assembleNnc1([
      page(9, 'nnc1.member.sheetA', {
        'holder.compEngName': 'Pacific Logistics Holdings Limited',
        'holder.address.country': 'Atlantis',
      }),
    ]);
    expect(valueAt(fields, 'stakeholders.0.holderType')?.value).toBe('C');
    expect(valueAt(fields, 'stakeholders.0.regAddress.country')!.confidence).toBeLessThanOrEqual(0.5);
  });

  it('mends OCR slips in numbers, currencies, countries and HKIDs, and flags them', () => {
    const fields = assembleNnc1([
      page(
        2,
        'nnc1.capital.p2',
        {
          'shares.0.className': 'Ordinary',
          'shares.0.total': '1O,000',
          'shares.0.currency': 'HKO',
          'shares.0.paidUp': '1O,OOO.00',
        },
        0.9,
      ),
      page(
        6,
        'nnc1.directorPerson.p6',
        {
          'holder.engLastName': 'WONG',
          'holder.engFirstName': 'Mei Ling',
          'holder.address.country': 'Hong Kang',
          'holder.idNum': '0123',
        },
        0.9,
      ),
    ]);
    const at = (path: string) => valueAt(fields, path)!;
    expect(at('shareClasses.0.numberOfShares').value).toBe(10000);
    expect(at('shareClasses.0.amountPaidPerShare').value).toBe(1);
    expect(at('shareCapitalCurrency').value).toBe('HKD');
    expect(at('stakeholders.0.corrAddress.country').value).toBe('HKG');
    expect(at('stakeholders.0.idNum').value).toBe('O123');
    for (const path of ['shareClasses.0.numberOfShares', 'shareCapitalCurrency', 'stakeholders.0.idNum'])
      expect(at(path).confidence, path).toBeLessThan(0.8);
    expect(at('stakeholders.0.engLastName').confidence).toBe(0.9);
  });

  it('mends a business nature code and a full HKID failing its check by one look-alike, and flags both', () => {
    const fields = assembleNnc1([
      page(1, 'nnc1.company.p1', { companyEngName: 'Blue Bay Limited', 'businessNature.code': 'BNO36' }),
      page(6, 'nnc1.directorPerson.p6', { 'holder.engLastName': 'WONG', 'holder.engFirstName': 'Ka Yan' }),
      // A123456(3) with its 1 read as a 7: only one look-alike swap passes the check digit.
      page(14, 'nnc1.protected.pi', {
        'holder.engLastName': 'WONG',
        'holder.engFirstName': 'Ka Yan',
        'holder.idNum': 'A723456',
        'holder.idCheckDigit': '3',
      }),
    ]);
    const at = (path: string) => valueAt(fields, path)!;
    expect(at('businessNature').value).toBe('BN036');
    expect(at('stakeholders.0.idNum').value).toBe('A123456(3)');
    for (const path of ['businessNature', 'stakeholders.0.idNum'])
      expect(at(path).confidence).toBeLessThan(0.8);
  });

  it('keeps one holder when the English name is misread on one page but the Chinese name agrees', () => {
    const fields = assembleNnc1([
      page(3, 'nnc1.member.p3', {
        'holder.chiName': '黃嘉欣',
        'holder.engLastName': 'WONG',
        'holder.engFirstName': 'Ka Yan',
        'shares.0.className': 'Ordinary',
        'shares.0.total': '100',
      }),
      page(14, 'nnc1.protected.pi', {
        'holder.chiName': '黃嘉欣',
        'holder.engLastName': 'WONG',
        'holder.engFirstName': 'Yan',
        'holder.isDirector': 'X',
        'holder.idNum': 'A123456',
        'holder.idCheckDigit': '3',
      }),
    ]);
    expect(valueAt(fields, 'stakeholders.0.idNum')?.value).toBe('A123456(3)');
    expect(valueAt(fields, 'stakeholders.0.engFirstName')?.value).toBe('Ka Yan');
    expect(valueAt(fields, 'stakeholders.1.holderType')).toBeUndefined();
  });

  it('takes a sole class for ordinary shares, and paid up from what was subscribed when the column is empty', () => {
    const fields = assembleNnc1([
      page(2, 'nnc1.capital.p2', {
        'shares.0.className': 'A Shares',
        'shares.0.total': '1,000',
        'shares.0.currency': 'USD',
        'shares.0.subscribed': '1,000',
        'shares.0.unpaid': '0',
      }),
      page(3, 'nnc1.member.p3', {
        'holder.engLastName': 'HO',
        'holder.engFirstName': 'Ka Ho',
        'shares.0.className': 'A Shares',
        'shares.0.total': '1,000',
      }),
    ]);
    expect(valueAt(fields, 'totalNumOfOrdShare')?.value).toBe(1000);
    expect(valueAt(fields, 'stakeholders.0.ordinaryShares')?.value).toBe(1000);
    expect(valueAt(fields, 'shareClasses.0.amountPaidPerShare')).toMatchObject({ value: 1 });
    expect(valueAt(fields, 'shareClasses.0.amountPaidPerShare')!.confidence).toBeLessThan(0.8);
  });

  it('numbers holders in the order of the form sections, wherever the sheets were filed', () => {
    const fields = assembleNnc1([
      page(3, 'nnc1.directorPerson.sheetD', {
        'holder.engLastName': 'LAM',
        'holder.engFirstName': 'Wing Sze',
      }),
      page(5, 'nnc1.member.sheetA', { 'holder.engLastName': 'NG', 'holder.engFirstName': 'Tsz Kin' }),
      page(7, 'nnc1.secretaryPerson.p4', { 'holder.engLastName': 'LAU', 'holder.engFirstName': 'Suk Yee' }),
    ]);
    const names = [0, 1, 2].map((i) => valueAt(fields, `stakeholders.${i}.engLastName`)?.value);
    expect(names).toEqual(['NG', 'LAU', 'LAM']);
  });
});
