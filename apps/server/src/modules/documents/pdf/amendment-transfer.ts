import {
  shareTransferStampDuty,
  type TChangeOf,
  type TShareTransferDuty,
  type TStampedDocument,
} from '@portal/domain';
import type { PdfComposer } from './composer.js';
import {
  companyName,
  dmy,
  money,
  nameOf,
  personOf,
  publicAddress,
  signAll,
  type TAmendmentRenderInput,
} from './amendment-parts.js';
import { number } from './template-parts.js';

/**
 * The papers of a transfer of shares in a private Hong Kong company: the instrument of transfer the
 * company must have before it registers the transfer (Cap. 622 s.150), signed by both parties, and
 * the contract notes the Stamp Duty Ordinance requires of a sale (Cap. 117 s.19): the bought note by
 * the buyer, the sold note by the seller. A contract note states whether its maker acts as principal
 * or agent, the dates of the transaction and of the note, the quantity and description of the
 * shares, the price per share and the consideration, and the date of settlement (IRD Stamp Office,
 * "Stamping Procedures and Explanatory Notes: Stamping of Shares Transfer"). Each shows the duty it
 * bears with the provision charging it and its last day to stamp (stamp-duty.ts).
 */

type TTransfer = TChangeOf<'SHARE_TRANSFER'>;

/** The duty given with the input, else worked out from the transfer as entered (null when it cannot be). */
function dutyOf(input: TAmendmentRenderInput, change: TTransfer): TShareTransferDuty | null {
  if (input.stampDuty) return input.stampDuty;
  if (change.considerationCents === undefined || !change.effectiveDate) return null;
  try {
    return shareTransferStampDuty({
      considerationCents: change.considerationCents,
      valueCents: change.valueCents ?? null,
      contractDate: change.effectiveDate,
      // Where it was effected sets only the deadline; a transfer here is the usual case.
      effectedInHongKong: change.effectedInHongKong ?? true,
    });
  } catch {
    // A gift without the value of its shares cannot be charged yet: the box says so.
    return null;
  }
}

function dutyBox(c: PdfComposer, duty: TShareTransferDuty | null, document: TStampedDocument): void {
  c.section('', 'Stamp Duty', '印花稅');
  const line = duty?.lines.find((l) => l.document === document);
  if (!duty || !line) {
    c.text(
      'Not yet worked out: the consideration or the value of the shares is missing. 尚未計算：欠代價或股份價值。',
      {
        size: 9,
      },
    );
    return;
  }
  c.field('Duty on this document', '本文件須繳的印花稅', money(line.dutyCents));
  c.field('Chargeable amount', '應課稅款額', money(duty.chargeableCents));
  c.field('How it is worked out', '計算方法', line.basis);
  c.field('Charged under', '徵收依據', line.source);
  c.field(
    'Stamp by (DD/MM/YYYY)',
    '加蓋印花的限期（日/月/年）',
    line.beforeExecution ? `${dmy(line.stampBy)} — before it is signed 須於簽立前` : dmy(line.stampBy),
  );
  c.text(duty.penaltyRule, { size: 8, muted: true });
}

const sharesText = (change: TTransfer) => `${number(change.shares)} ${change.className ?? ''} shares`.trim();

/** The instrument of transfer, signed by the transferor and the transferee. */
export function instrumentOfTransfer(c: PdfComposer, input: TAmendmentRenderInput): void {
  const { change } = input;
  if (change.type !== 'SHARE_TRANSFER') return;
  const from = personOf(input, change.transferorID);
  const to = personOf(input, change.transfereeID ?? change.transferee?.holderID);
  const company = companyName(input);
  const gift = change.considerationCents === 0;
  c.title(
    'Instrument of Transfer',
    '轉讓文書',
    'Companies Ordinance (Cap. 622) s.150 · Stamp Duty Ordinance (Cap. 117) First Schedule head 2',
  );
  c.field('Company', '公司', company);
  c.field('Company Number', '公司編號', input.company.companyNumber);
  c.field('Transferor', '轉讓人', nameOf(from));
  c.field('Transferor’s Address', '轉讓人地址', from ? publicAddress(from) : '');
  c.field('Transferee', '承讓人', nameOf(to));
  c.field('Transferee’s Address', '承讓人地址', to ? publicAddress(to) : '');
  c.field('Shares', '股份', sharesText(change));
  c.field('Consideration', '代價', gift ? 'Nil — a gift 無（饋贈）' : money(change.considerationCents));
  c.field('Value of the Shares', '股份價值', money(change.valueCents));
  c.field('Date', '日期', dmy(change.effectiveDate));
  const price = gift
    ? { en: 'by way of gift, for no consideration,', zh: '現以饋贈方式（無代價）' }
    : {
        en: `in consideration of ${money(change.considerationCents)} paid to me/us by the Transferee,`,
        zh: `現因承讓人付予本人／吾等${money(change.considerationCents)}的代價，`,
      };
  c.space(6);
  c.text(
    `I/We, ${nameOf(from)} (the Transferor), ${price.en} transfer to ${nameOf(to)} (the Transferee) the ${sharesText(change)} standing in my/our name in the register of members of ${company}, to hold to the Transferee, their executors, administrators or assigns, subject to the conditions on which I/we held them when this instrument was signed; and I/We, the Transferee, agree to take the shares subject to the same conditions.`,
    { size: 9.5 },
  );
  c.text(
    `本人／吾等${nameOf(from)}（「轉讓人」）${price.zh}將本人／吾等名下登記於${company}成員登記冊內的${number(change.shares)}股${change.className ?? ''}股份轉讓予${nameOf(to)}（「承讓人」），由承讓人及其遺囑執行人、遺產管理人或受讓人按本文書簽立時本人／吾等持有該等股份的條件持有；承讓人同意按相同條件接受該等股份。`,
    { size: 9.5 },
  );
  dutyBox(c, dutyOf(input, change), 'INSTRUMENT_OF_TRANSFER');
  c.space(6);
  signAll(c, input, input.signers, (id) =>
    id === change.transferorID ? 'Transferor 轉讓人' : 'Transferee 承讓人',
  );
}

/** Price per share in dollars, to the cent or finer when the consideration does not divide evenly. */
function perShare(change: TTransfer): string {
  if (!change.considerationCents || !change.shares) return '';
  const dollars = change.considerationCents / change.shares / 100;
  const text = new Intl.NumberFormat('en-HK', { minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(
    dollars,
  );
  return `HK$${text}`;
}

/** A contract note: the bought note signed by the buyer, the sold note by the seller. */
export function contractNote(c: PdfComposer, input: TAmendmentRenderInput, side: 'BOUGHT' | 'SOLD'): void {
  const { change } = input;
  if (change.type !== 'SHARE_TRANSFER') return;
  const seller = personOf(input, change.transferorID);
  const buyer = personOf(input, change.transfereeID ?? change.transferee?.holderID);
  const bought = side === 'BOUGHT';
  c.title(
    bought ? 'Bought Note' : 'Sold Note',
    bought ? '買入單據' : '賣出單據',
    'Contract note for the sale or purchase of Hong Kong stock · Stamp Duty Ordinance (Cap. 117) s.19, First Schedule head 2(1)',
  );
  c.field('Company', '公司', companyName(input));
  c.field('Company Number', '公司編號', input.company.companyNumber);
  c.field(bought ? 'Buyer' : 'Seller', bought ? '買方' : '賣方', nameOf(bought ? buyer : seller));
  const party = bought ? buyer : seller;
  c.field('Address', '地址', party ? publicAddress(party) : '');
  c.field(bought ? 'Bought from' : 'Sold to', bought ? '賣方' : '買方', nameOf(bought ? seller : buyer));
  c.field('Acting as', '身分', 'Principal 主事人');
  c.field('Date of Transaction', '交易日期', dmy(change.effectiveDate));
  c.field('Date of this Note', '本單據日期', dmy(change.effectiveDate));
  c.field(
    'Quantity and Description',
    '股份數量及描述',
    `${sharesText(change)} in ${companyName(input)}${input.company.companyNumber ? ` (Company No. ${input.company.companyNumber})` : ''}`,
  );
  c.field('Price per Share', '每股價格', perShare(change));
  c.field('Consideration', '代價', money(change.considerationCents));
  c.field('Value of the Shares', '股份價值', money(change.valueCents));
  c.field('Date of Settlement', '交收日期', dmy(change.effectiveDate));
  dutyBox(c, dutyOf(input, change), bought ? 'BOUGHT_NOTE' : 'SOLD_NOTE');
  c.space(6);
  signAll(c, input, input.signers, bought ? 'Buyer 買方' : 'Seller 賣方');
}
