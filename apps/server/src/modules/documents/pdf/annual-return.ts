import { heldRoles, signerDisplayName, type TCaseInformation, type THolder } from '@portal/domain';
import type { PdfComposer } from './composer.js';
import { publicAddress } from './protected-information.js';
import type { TRenderInput } from './templates.js';
import {
  addressText,
  bothNames,
  companyLine,
  number,
  partialId,
  shareClasses,
  subtitle,
} from './template-parts.js';

/**
 * Form NAR1 (annual return of a local private company having a share capital) as at its return date,
 * from the company's records: the Registry's headings in English and Chinese, the company secretary's
 * and directors' particulars with the correspondence address and partial identity number only (the
 * revised NAR1 of 24 October 2022 asks for these and no protected information: Registry FAQ, Phase 2
 * filing requirements; protected-information.ts), and the members as its Schedule, at the address the
 * register of members shows. Held roles only: a director who resigned is not reported.
 */

const withRole = (info: TCaseInformation, role: 'isDirector' | 'isComSec' | 'isShareHolder') =>
  info.stakeholders.filter((h) => heldRoles(h).includes(role));

/** DD/MM/YYYY, as the form writes dates. */
const dmy = (date: string | null) =>
  date ? `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}` : '';

/** The identification the form shows: partial number of an individual, number and licence of a body corporate. */
function identification(h: THolder): string {
  if (h.holderType === 'C')
    return [
      h.regNum ? `Company No. 公司編號 ${h.regNum}` : '',
      h.tcspNum ? `TCSP Licence 信託或公司服務提供者牌照 ${h.tcspNum}` : '',
    ]
      .filter(Boolean)
      .join('\n');
  const partial = partialId(h.idNum);
  return partial ? `${partial} (partial 部分號碼)${h.idIssuer ? ` · ${h.idIssuer}` : ''}` : '';
}

export function annualReturn(c: PdfComposer, input: TRenderInput): void {
  const { info } = input;
  const currency = info.shareCapitalCurrency ?? 'HKD';
  c.title('Annual Return', '周年申報表', `Form NAR1 表格 · ${subtitle(input)}`);
  c.section('1', 'Company Name', '公司名稱');
  c.field('Company Name', '公司名稱', companyLine(info));
  c.field('Company Number', '公司編號', info.companyNumber);
  c.section('2', 'Business Name (if any)', '商業名稱（如有的話）');
  c.field('Business Name', '商業名稱', '—');
  c.section('3', 'Type of Company', '公司類別');
  c.field('Type', '類別', '[X] Private 私人    [ ] Public 公眾    [ ] Guarantee 擔保');
  c.section('4', 'Date to which this Return is Made Up', '本申報表的結算日期');
  c.field('Date (DD/MM/YYYY)', '日期（日/月/年）', dmy(input.returnDate));
  c.section('5', 'Address of Registered Office', '註冊辦事處地址');
  c.field('Address', '地址', addressText(info.regOfficeAddress));
  c.section('6', 'E-mail Address', '電郵地址');
  c.field('E-mail Address', '電郵地址', info.contactPerson?.email);
  c.section('7', 'Share Capital (as at the date of this Return)', '股本（截至本申報表的日期）');
  c.table(
    ['Class 類別', 'Currency 貨幣', 'Total Number Issued 已發行總數', 'Total Amount Paid Up 已繳總款額'],
    shareClasses(info).map((s) => [s.name, currency, number(s.shares), number(s.shares * s.perShare)]),
    [0.28, 0.16, 0.28, 0.28],
  );
  c.section('8', 'Particulars of Company Secretary', '公司秘書詳情');
  c.table(
    ['Name 姓名 / 名稱', 'Correspondence Address 通訊地址', 'Identification 身分證明'],
    withRole(info, 'isComSec').map((h) => [bothNames(h), publicAddress(h), identification(h)]),
    [0.32, 0.4, 0.28],
  );
  c.section('9', 'Particulars of Directors', '董事詳情');
  c.table(
    ['Name 姓名 / 名稱', 'Correspondence Address 通訊地址', 'Identification 身分證明'],
    withRole(info, 'isDirector').map((h) => [bothNames(h), publicAddress(h), identification(h)]),
    [0.32, 0.4, 0.28],
  );
  c.section('10', 'Address where Company Records are Kept', '備存公司紀錄的地址');
  c.field('Address', '地址', `Registered office 註冊辦事處\n${addressText(info.regOfficeAddress)}`);
  c.section('', 'Signature', '簽署');
  input.plan.signers
    .map((id) => info.stakeholders.find((h) => h.holderID === id))
    .filter((h): h is THolder => Boolean(h))
    .forEach((s) =>
      c.signatureSlot(
        s.holderID,
        `${signerDisplayName(s)} — ${heldRoles(s).includes('isComSec') ? 'Company Secretary 公司秘書' : 'Director 董事'}`,
      ),
    );
  c.newPage();
  c.title(
    'Schedule 1: Particulars of Members',
    '附表一：成員詳情',
    `Form NAR1 表格 · ${dmy(input.returnDate)}`,
  );
  c.table(
    ['Name 姓名 / 名稱', 'Address 地址', 'Class 類別', 'Current Holding 現時持有量'],
    withRole(info, 'isShareHolder')
      .filter((m) => (m.ordinaryShares ?? 0) > 0)
      .map((m) => [
        bothNames(m),
        publicAddress(m),
        shareClasses(info)[0]?.name ?? 'Ordinary',
        number(m.ordinaryShares),
      ]),
    [0.3, 0.38, 0.14, 0.18],
  );
}
