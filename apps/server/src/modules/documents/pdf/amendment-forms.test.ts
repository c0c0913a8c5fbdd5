import { describe, expect, it } from 'vitest';
import {
  AMENDMENT_DOCUMENT_KINDS,
  amendmentDocumentPlan,
  amendmentIssues,
  recordsAfter,
  ZAmendmentChange,
  ZCaseInformation,
  type TAmendmentChangeInput,
  type TAmendmentDocumentKind,
  type TCaseInformation,
  type THolderInput,
} from '@portal/domain';
import { pdfText } from '../../../test/pdf-read.js';
import { renderAmendmentDocument } from './amendment-forms.js';

const office = (flat: string, building: string) => ({
  engFlat: flat,
  engBuilding: building,
  engStreet: '25 Harbour Road',
  engDistrict: 'Wan Chai',
  country: 'HKG',
});
const HOME = {
  engFlat: 'House 3',
  engBuilding: 'Secret Villa',
  engStreet: '8 Peak Road',
  engDistrict: 'The Peak',
  country: 'HKG',
};
const person = (
  holderID: string,
  first: string,
  last: string,
  extra: Partial<THolderInput> = {},
): THolderInput => ({
  holderID,
  holderType: 'I',
  engFirstName: first,
  engLastName: last,
  idNum: 'B765432(A)',
  resAddress: HOME,
  corrAddress: office('Flat A', 'Harbour Centre'),
  ...extra,
});

const BEFORE: TCaseInformation = ZCaseInformation.parse({
  companyEngName: 'Harbour Tea Limited',
  companyChiName: '海港茶葉有限公司',
  companyNumber: '3456789',
  totalNumOfOrdShare: 10000,
  shareClasses: [{ className: 'Ordinary', numberOfShares: 10000, amountPaidPerShare: 1 }],
  regOfficeAddress: office('Flat A', 'Harbour Centre'),
  stakeholders: [
    person('ann', 'Siu Ming', 'Lee', {
      chiName: '李小明',
      isDirector: true,
      isShareHolder: true,
      ordinaryShares: 6000,
    }),
    person('ben', 'Mei Ling', 'Ho', { isDirector: true, isShareHolder: true, ordinaryShares: 4000 }),
    person('chan', 'Tai', 'Chan', { isComSec: true }),
  ],
});
const COMPANY = { engName: 'Harbour Tea Limited', chiName: '海港茶葉有限公司', companyNumber: '3456789' };
const NEWCOMER_ID = 'A123456(3)';

/** A change as typed, without its id and date (Omit over each member of the union). */
type TChangeInput = TAmendmentChangeInput extends infer U
  ? U extends unknown
    ? Omit<U, 'changeID' | 'effectiveDate'>
    : never
  : never;

let ids = 0;
const changeOf = (input: TChangeInput) =>
  ZAmendmentChange.parse({ changeID: `c${(ids += 1)}`, effectiveDate: '2025-03-01', ...input });

const rendered = new Set<TAmendmentDocumentKind>();
const flat = (text: string) => text.replace(/\s+/g, '');

/** Plans the change against the records, renders the document of that kind, and reads it back. */
async function render(input: TChangeInput, kind: TAmendmentDocumentKind, before = BEFORE) {
  const change = changeOf(input);
  const base = { info: before, date: '2024-01-10' };
  expect(amendmentIssues(base, [], [change], '2026-11-26')).toEqual([]);
  const after = recordsAfter(base, [], [change], '2026-11-26');
  const planned = amendmentDocumentPlan([change], { before, after }).find((d) => d.kind === kind);
  if (!planned) throw new Error(`${kind} is not planned for ${change.type}`);
  const result = await renderAmendmentDocument({
    kind,
    change,
    before,
    after,
    company: COMPANY,
    signers: planned.signers,
    reference: `Test · ${planned.key}`,
  });
  rendered.add(kind);
  const pages = await pdfText(result.bytes);
  // The form's PI sheet (protected information) is its own page; the rest is the public record.
  const isSheet = (page: string) => flat(page).includes(flat(': Protected Information'));
  const publicText = flat(pages.filter((p) => !isSheet(p)).join('\n'));
  const sheets = pages.filter(isSheet).map(flat);
  const text = pages.join('\n');
  return { text, flatText: flat(text), publicText, sheets, slots: result.slots.map((s) => s.holderID) };
}

const expectAll = (text: string, expected: string[]) => {
  for (const value of expected) expect(text, value).toContain(flat(value));
};

describe('Registry forms', () => {
  const appointDan = {
    type: 'CHANGE_DIRECTOR',
    action: 'APPOINT',
    role: 'isDirector',
    appointee: person('dan', 'Tai Man', 'Chan', {
      chiName: '陳大文',
      idNum: NEWCOMER_ID,
      regEmail1: 'dan@example.hk',
    }),
  } satisfies TChangeInput;

  it('ND2A names the new director with the partial identity number and correspondence address, and takes their consent', async () => {
    const { flatText, publicText, sheets, slots } = await render(appointDan, 'FORM_ND2A');
    expectAll(flatText, [
      'Notice of Change of Company Secretary and Director (Appointment/Cessation)',
      '更改公司秘書及董事通知書（委任／停任）',
      'Form ND2A',
      '3456789',
      '陳大文',
      'Tai Man',
      '01/03/2025',
      'Harbour Centre',
      'dan@example.hk',
      'A123****',
      'I consent to act as director of the above company.',
      '本人同意出任上述公司的董事。',
    ]);
    // The full number and the director's usual residential address go only on the PI sheet, the last page.
    expect(publicText).not.toContain('A123456');
    expect(publicText).not.toContain('SecretVilla');
    expect(sheets).toHaveLength(1);
    expect(flatText.endsWith(sheets[0] ?? '-')).toBe(true);
    expectAll(sheets[0] ?? '', [
      'PI-ND2A',
      'This page will not be shown on the public record',
      'A123456(3)',
      'Secret Villa',
    ]);
    expect(slots).toEqual(['dan', 'chan']);
  });

  it('ND2A reports a cessation, signed by the secretary who stays', async () => {
    const { flatText, slots } = await render(
      { type: 'CHANGE_DIRECTOR', action: 'CEASE', role: 'isDirector', holderID: 'ben' },
      'FORM_ND2A',
    );
    expectAll(flatText, ['Cessation', '停任', 'HO, Mei Ling', 'B765****', 'Date of Cessation']);
    // A cessation reports no protected information: no PI sheet.
    expect(flatText).not.toContain('B765432');
    expect(flatText).not.toContain('PI-ND2A');
    expect(slots).toEqual(['chan']);
  });

  it('ND2B shows each changed particular before and after, the new residential address on its PI sheet only', async () => {
    const { flatText, publicText, sheets, slots } = await render(
      {
        type: 'UPDATE_STAKEHOLDER_PARTICULARS',
        holderID: 'ben',
        particulars: {
          corrAddress: office('Flat B', 'Ocean Centre'),
          resAddress: { ...HOME, engFlat: 'House 9' },
        },
      },
      'FORM_ND2B',
    );
    expectAll(flatText, [
      'Notice of Change in Particulars of Company Secretary and Director',
      '更改公司秘書及董事詳情通知書',
      'Harbour Centre',
      'Ocean Centre',
      'B765****',
      'reported on the PI sheet only',
    ]);
    expect(publicText).not.toContain('SecretVilla');
    expect(publicText).not.toContain('House9');
    expect(publicText).not.toContain('B765432');
    expect(sheets).toHaveLength(1);
    expectAll(sheets[0] ?? '', ['PI-ND2B', 'House 9', 'Secret Villa', 'B765432(A)']);
    expect(slots).toEqual(['chan']);
  });

  it('NR1 gives the new registered office and its date', async () => {
    const { flatText } = await render(
      { type: 'CHANGE_REGISTERED_ADDRESS', address: office('Room 1201', 'Ocean Centre') },
      'FORM_NR1',
    );
    expectAll(flatText, [
      'Notice of Change of Address of Registered Office',
      '更改註冊辦事處地址通知書',
      'Room 1201',
      'Ocean Centre',
      '01/03/2025',
    ]);
  });

  it('NSC1 returns the allotment, the capital after it and the allottees', async () => {
    const allotment = {
      type: 'ALLOTMENT',
      className: 'Ordinary',
      amountPaidPerShare: 1,
      allotments: [{ allottee: person('hal', 'Ka Ho', 'Wong', { idNum: NEWCOMER_ID }), shares: 2000 }],
    } satisfies TChangeInput;
    const { flatText, slots } = await render(allotment, 'FORM_NSC1');
    expectAll(flatText, [
      'Return of Allotment',
      '股份配發申報書',
      'Specification No. 1/2014',
      'WONG, Ka Ho',
      '2,000',
      '12,000',
      'Statement of Capital',
    ]);
    expect(flatText).not.toContain('SecretVilla');
    expect(slots).toEqual(['chan']);
    const approval = await render(allotment, 'MEMBERS_ORDINARY_RESOLUTION');
    expectAll(approval.flatText, ['Ordinary Resolution', '普通決議', 'section 140', 'WONG, Ka Ho']);
    expect(approval.slots).toEqual(['ann', 'ben']);
  });

  it('NNC2 and the special resolution give the new names and the day the members resolved', async () => {
    const rename = {
      type: 'CHANGE_COMPANY_NAME',
      newEngName: 'Harbour Leaf Limited',
      newChiName: '海港綠葉有限公司',
      resolutionDate: '2025-02-20',
    } satisfies TChangeInput;
    const notice = await render(rename, 'FORM_NNC2');
    expectAll(notice.flatText, [
      'Notice of Change of Company Name',
      '更改公司名稱通知書',
      'Harbour Leaf Limited',
      '海港綠葉有限公司',
      '20/02/2025',
    ]);
    const resolution = await render(rename, 'MEMBERS_SPECIAL_RESOLUTION');
    expectAll(resolution.flatText, [
      'Special Resolution',
      '特別決議',
      'Harbour Tea Limited',
      'Harbour Leaf Limited',
      'section 107',
    ]);
    expect(resolution.slots).toEqual(['ann', 'ben']);
  });

  it('ends dormancy by the members’ declaration of an accounting transaction', async () => {
    const { flatText } = await render({ type: 'APPLY_CEASE_DORMANT' }, 'MEMBERS_SPECIAL_RESOLUTION', {
      ...BEFORE,
      isDormant: true,
    });
    expectAll(flatText, [
      'intends to enter into an accounting transaction',
      '擬進行一項會計交易',
      'section 5',
    ]);
  });
});

describe('share transfer papers', () => {
  const sale = {
    type: 'SHARE_TRANSFER',
    transferorID: 'ben',
    transferee: person('fay', 'Fong', 'Lam', { chiName: '林芳' }),
    className: 'Ordinary',
    shares: 1000,
    considerationCents: 100_000_00,
    effectedInHongKong: true,
  } satisfies TChangeInput;

  it('the instrument carries both parties, the consideration and its $5 duty under head 2(4)', async () => {
    const { flatText, slots } = await render(sale, 'INSTRUMENT_OF_TRANSFER');
    expectAll(flatText, [
      'Instrument of Transfer',
      '轉讓文書',
      'HO, Mei Ling',
      'LAM, Fong 林芳',
      'HK$100,000.00',
      'HK$5.00',
      'head 2(4)',
      'before it is signed',
      's.9',
    ]);
    expect(slots).toEqual(['ben', 'fay']);
  });

  it('the bought and sold notes carry the 0.1% duty on each, with its source, signed by buyer and seller', async () => {
    const bought = await render(sale, 'BOUGHT_NOTE');
    expectAll(bought.flatText, [
      'Bought Note',
      '買入單據',
      'Principal',
      'HK$100.00',
      'HK$100.00',
      'head 2(1)',
      '03/03/2025',
    ]);
    expect(bought.slots).toEqual(['fay']);
    const sold = await render(sale, 'SOLD_NOTE');
    expectAll(sold.flatText, ['Sold Note', '賣出單據', 'HK$100.00', 'head 2(1)']);
    expect(sold.slots).toEqual(['ben']);
  });

  it('a gift’s instrument bears $5 and 0.2% of the value', async () => {
    const { flatText } = await render(
      {
        type: 'SHARE_TRANSFER',
        transferorID: 'ann',
        transfereeID: 'ben',
        className: 'Ordinary',
        shares: 500,
        considerationCents: 0,
        valueCents: 50_000_00,
      },
      'INSTRUMENT_OF_TRANSFER',
    );
    expectAll(flatText, ['a gift', '饋贈', 'HK$105.00', 'head 2(3)']);
  });

  it('the board approves the transfer, each director signing', async () => {
    const { flatText, slots } = await render(sale, 'BOARD_WRITTEN_RESOLUTION');
    expectAll(flatText, [
      'Written Resolution of the Directors',
      '董事書面決議',
      'subject to the instrument of transfer being duly stamped',
      'LAM, Fong',
    ]);
    expect(slots).toEqual(['ann', 'ben']);
  });
});

describe('coverage', () => {
  it('every amendment document kind was rendered above', () => {
    expect([...rendered].sort()).toEqual([...AMENDMENT_DOCUMENT_KINDS].sort());
  });
});
