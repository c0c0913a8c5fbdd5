import {
  AMENDMENT_DOCUMENT_TITLES,
  type TAmendmentDocumentKind,
  type THolder,
  type TParticulars,
} from '@portal/domain';
import { PdfComposer } from './composer.js';
import {
  companyFields,
  companyName,
  dmy,
  identification,
  nameOf,
  personOf,
  protectedNote,
  publicAddress,
  registrySignature,
  ROLE_TEXT,
  type TAmendmentRenderInput,
} from './amendment-parts.js';
import { boardResolution, membersResolution } from './amendment-resolutions.js';
import {
  hasProtectedParticulars,
  protectedSheet,
  reportsResidentialAddress,
} from './protected-information.js';
import { contractNote, instrumentOfTransfer } from './amendment-transfer.js';
import { addressText, englishName, number, shareClasses } from './template-parts.js';
import type { TRendered } from './templates.js';

/**
 * The Companies Registry's notices an amendment files, laid out after the specified forms'
 * sections with their English and Chinese headings (cr.gov.hk, "Specified Forms"):
 * ND2A (ss.645(1), 645(4), 652(1), 652(2)), ND2B (ss.645(4), 652(2)), NR1 (s.658),
 * NSC1 (s.142, Specification No. 1/2014) and NNC2 (s.107). Each shows what the form asks, as
 * entered, with the partial identity number and the correspondence address only.
 */

/** An officer's particulars as ND2A asks them: names, the address to write to, e-mail, identification. */
function officerParticulars(c: PdfComposer, h: THolder): void {
  if (h.holderType === 'C') {
    c.field('Name (English)', '名稱（英文）', h.compEngName);
    c.field('Name (Chinese)', '名稱（中文）', h.compChiName);
    c.field('Address', '地址', publicAddress(h));
  } else {
    c.field('Name in Chinese', '中文姓名', h.chiName);
    c.field('Surname (English)', '英文姓氏', h.engLastName);
    c.field('Other Names (English)', '英文名字', h.engFirstName);
    c.field('Correspondence Address', '通訊地址', publicAddress(h));
  }
  c.field('E-mail Address', '電郵地址', h.regEmail1 ?? h.email);
  c.field('Identification', '身分證明', identification(h));
}

function nd2a(c: PdfComposer, input: TAmendmentRenderInput): void {
  const { change } = input;
  if (change.type !== 'CHANGE_DIRECTOR' && change.type !== 'CHANGE_COMSEC_OR_DR') return;
  const subjectID = change.appointee?.holderID ?? change.holderID;
  const person = personOf(input, subjectID);
  const role = change.role ? ROLE_TEXT[change.role] : null;
  c.title(
    'Notice of Change of Company Secretary and Director (Appointment/Cessation)',
    '更改公司秘書及董事通知書（委任／停任）',
    'Form ND2A 表格 · Companies Ordinance (Cap. 622) ss.645, 652 · to be delivered within 15 days 須於15日內交付',
  );
  companyFields(c, input);
  const appointing = change.action === 'APPOINT';
  c.section('2', appointing ? 'Appointment' : 'Cessation', appointing ? '委任' : '停任');
  c.field('Capacity', '身分', role ? `${role.en} ${role.zh}` : '');
  if (change.type === 'CHANGE_DIRECTOR' && change.alternateTo)
    c.field('Alternate to', '替任', nameOf(personOf(input, change.alternateTo)));
  c.field(
    appointing ? 'Date of Appointment (DD/MM/YYYY)' : 'Date of Cessation (DD/MM/YYYY)',
    appointing ? '委任日期（日/月/年）' : '停任日期（日/月/年）',
    dmy(change.effectiveDate),
  );
  if (person && appointing) officerParticulars(c, person);
  if (person && !appointing) {
    c.field('Name', '姓名／名稱', nameOf(person));
    c.field('Identification', '身分證明', identification(person));
  }
  protectedNote(c);
  // The appointee's box is under the consent; the company's are under the form, where the appointee
  // signs again only when nobody else can sign for the company.
  const others = input.signers.filter((id) => !appointing || id !== subjectID);
  const companySigners = others.length > 0 ? others : input.signers;
  if (appointing && person && role && input.signers.includes(person.holderID)) {
    c.section('3', 'Consent to Act', '同意出任');
    c.text(
      `I consent to act as ${role.en.toLowerCase()} of the above company. 本人同意出任上述公司的${role.zh}。`,
      { size: 9.5 },
    );
    c.signatureSlot(person.holderID, `${nameOf(person)} — ${role.en} ${role.zh}`);
  }
  registrySignature(c, input, companySigners);
  // An appointee who is an individual reports the full number (and a director the usual residential
  // address) on the form's PI sheet, the last page, withheld from the public record (s.54).
  if (appointing && person && role && hasProtectedParticulars(person))
    protectedSheet(c, {
      form: 'ND2A',
      company: companyName(input),
      person,
      capacity: `${role.en} ${role.zh}`,
    });
}

/** The particulars ND2B reports, each with its value before and after; never a residential address. */
const ND2B_ROWS: { label: string; read: (h: THolder) => string | undefined }[] = [
  { label: 'Name in Chinese 中文姓名', read: (h) => (h.holderType === 'C' ? h.compChiName : h.chiName) },
  { label: 'Name in English 英文姓名', read: (h) => englishName(h) },
  { label: 'Correspondence Address 通訊地址', read: (h) => publicAddress(h) },
  { label: 'E-mail Address 電郵地址', read: (h) => h.regEmail1 },
  { label: 'Identification 身分證明', read: (h) => identification(h) },
  { label: 'TCSP Licence Number 信託或公司服務提供者牌照號碼', read: (h) => h.tcspNum },
];

function nd2b(c: PdfComposer, input: TAmendmentRenderInput): void {
  const { change } = input;
  const particulars: TParticulars | undefined = 'particulars' in change ? change.particulars : undefined;
  const holderID = 'holderID' in change ? change.holderID : undefined;
  const was = personOf({ ...input, after: input.before }, holderID);
  c.title(
    'Notice of Change in Particulars of Company Secretary and Director',
    '更改公司秘書及董事詳情通知書',
    'Form ND2B 表格 · Companies Ordinance (Cap. 622) ss.645(4), 652(2) · to be delivered within 15 days 須於15日內交付',
  );
  companyFields(c, input);
  c.section('2', 'Company Secretary / Director', '公司秘書／董事');
  if (!was) return;
  const offices = (['isComSec', 'isDirector', 'isAlternateDR', 'isReserveDR'] as const).filter(
    (r) => was[r] && !(was.resignedCapacities ?? []).includes(r),
  );
  c.field('Capacity', '身分', offices.map((r) => `${ROLE_TEXT[r].en} ${ROLE_TEXT[r].zh}`).join('\n'));
  c.field('Name', '姓名／名稱', nameOf(was));
  c.field('Identification', '身分證明', identification(was));
  c.section('3', 'Particulars Changed', '更改的詳情');
  c.field('Date of Change (DD/MM/YYYY)', '更改日期（日/月/年）', dmy(change.effectiveDate));
  // The new particulars as entered, over the recorded ones (an omitted field stays as recorded).
  const given = Object.fromEntries(Object.entries(particulars ?? {}).filter(([, v]) => v !== undefined));
  const now = { ...was, ...given };
  const rows = ND2B_ROWS.map((r) => [r.label, r.read(was) ?? '', r.read(now) ?? '']).filter(
    ([, from, to]) => from !== to,
  );
  c.table(['Particulars 詳情', 'From 原有', 'To 更改為'], rows, [0.3, 0.35, 0.35]);
  if (particulars?.resAddress)
    c.text(
      'Residential address: changed; reported on the PI sheet only. 住址：已更改；只在受保護資料頁申報。',
      { size: 9 },
    );
  protectedNote(c);
  registrySignature(c, input, input.signers);
  // A new identity number or usual residential address goes on the PI sheet only, with the new values.
  const protectedChange =
    Boolean(particulars?.idNum) || (Boolean(particulars?.resAddress) && reportsResidentialAddress(now));
  if (protectedChange && now.holderType === 'I' && hasProtectedParticulars(now))
    protectedSheet(c, {
      form: 'ND2B',
      company: companyName(input),
      person: now,
      capacity: offices.map((r) => `${ROLE_TEXT[r].en} ${ROLE_TEXT[r].zh}`).join(' / '),
      note: `Particulars changed on ${dmy(change.effectiveDate)}: the values after the change. 於${dmy(change.effectiveDate)}更改的詳情：更改後的資料。`,
    });
}

function nr1(c: PdfComposer, input: TAmendmentRenderInput): void {
  const { change } = input;
  c.title(
    'Notice of Change of Address of Registered Office',
    '更改註冊辦事處地址通知書',
    'Form NR1 表格 · Companies Ordinance (Cap. 622) s.658 · to be delivered within 15 days 須於15日內交付',
  );
  companyFields(c, input);
  c.section('2', 'Address of Registered Office', '註冊辦事處地址');
  c.field(
    'New Address',
    '新地址',
    change.type === 'CHANGE_REGISTERED_ADDRESS' ? addressText(change.address) : '',
  );
  c.section('3', 'Effective Date of Change', '更改生效日期');
  c.field('Date (DD/MM/YYYY)', '日期（日/月/年）', dmy(change.effectiveDate));
  registrySignature(c, input, input.signers);
}

function nsc1(c: PdfComposer, input: TAmendmentRenderInput): void {
  const { change, after } = input;
  if (change.type !== 'ALLOTMENT') return;
  const lines = change.allotments ?? [];
  const total = lines.reduce((sum, l) => sum + (l.shares ?? 0), 0);
  const currency = after.shareCapitalCurrency ?? 'HKD';
  const paid = change.amountPaidPerShare;
  c.title(
    'Return of Allotment',
    '股份配發申報書',
    'Form NSC1 表格 · Companies Ordinance (Cap. 622) s.142 · Specification No. 1/2014 · to be delivered within one month 須於一個月內交付',
  );
  companyFields(c, input);
  c.section('2', 'Date of Allotment', '配發股份的日期');
  c.field('From (DD/MM/YYYY)', '由（日/月/年）', dmy(change.effectiveDate));
  c.field('To (DD/MM/YYYY)', '至（日/月/年）', dmy(change.effectiveDate));
  c.section('3', 'Totals of this Allotment', '是次股份配發的總款額');
  c.field(
    "Increase in the company's issued share capital",
    '已發行股本增加的款額',
    paid === undefined ? '' : `${currency} ${number(total * paid)}`,
  );
  c.section('4', 'Details of Shares Allotted', '配發股份的詳情');
  const consideration = change.consideration?.trim();
  c.text(
    consideration
      ? 'B. Shares allotted for consideration other than cash 以非金錢代價配發的股份'
      : 'A. Shares allotted for cash consideration 以金錢代價配發的股份',
    { size: 9, bold: true },
  );
  c.table(
    ['Class 類別', 'Currency 貨幣', 'Number Allotted 配發數目', 'Paid per Share 每股已繳款額'],
    [[change.className ?? '', currency, number(total), paid === undefined ? '' : String(paid)]],
    [0.28, 0.16, 0.28, 0.28],
  );
  if (consideration) c.field('Consideration', '代價', consideration);
  c.section('5', 'Statement of Capital (after this allotment)', '股本說明（是次配發後）');
  c.table(
    ['Class 類別', 'Currency 貨幣', 'Total Number Issued 已發行總數', 'Total Amount Paid Up 已繳總款額'],
    shareClasses(after).map((s) => [s.name, currency, number(s.shares), number(s.shares * s.perShare)]),
    [0.28, 0.16, 0.28, 0.28],
  );
  c.section('6', 'Particulars of Allottees (Schedule 2)', '獲配發人的詳情（附表二）');
  c.table(
    ['Name 姓名／名稱', 'Address 地址', 'Class 類別', 'Shares Allotted 配發股數'],
    lines.map((l) => {
      const h = personOf(input, l.allottee?.holderID ?? l.holderID);
      return [nameOf(h), h ? publicAddress(h) : '', change.className ?? '', number(l.shares)];
    }),
    [0.3, 0.4, 0.12, 0.18],
  );
  registrySignature(c, input, input.signers);
}

function nnc2(c: PdfComposer, input: TAmendmentRenderInput): void {
  const { change } = input;
  if (change.type !== 'CHANGE_COMPANY_NAME') return;
  c.title(
    'Notice of Change of Company Name',
    '更改公司名稱通知書',
    'Form NNC2 表格 · Companies Ordinance (Cap. 622) s.107 · to be delivered within 15 days of the special resolution 須於特別決議通過後15日內交付',
  );
  companyFields(c, input);
  c.section('2', 'New Company Name', '新公司名稱');
  c.field('English Name', '英文名稱', change.newEngName);
  c.field('Chinese Name', '中文名稱', change.newChiName);
  c.section('3', 'Date of Passing the Special Resolution', '通過特別決議的日期');
  c.field('Date (DD/MM/YYYY)', '日期（日/月/年）', dmy(change.resolutionDate));
  registrySignature(c, input, input.signers);
}

const RENDERERS = {
  FORM_ND2A: nd2a,
  FORM_ND2B: nd2b,
  FORM_NR1: nr1,
  FORM_NSC1: nsc1,
  FORM_NNC2: nnc2,
  BOARD_WRITTEN_RESOLUTION: boardResolution,
  MEMBERS_ORDINARY_RESOLUTION: (c, input) => membersResolution(c, input, 'ORDINARY'),
  MEMBERS_SPECIAL_RESOLUTION: (c, input) => membersResolution(c, input, 'SPECIAL'),
  INSTRUMENT_OF_TRANSFER: instrumentOfTransfer,
  BOUGHT_NOTE: (c, input) => contractNote(c, input, 'BOUGHT'),
  SOLD_NOTE: (c, input) => contractNote(c, input, 'SOLD'),
} satisfies Record<TAmendmentDocumentKind, (c: PdfComposer, input: TAmendmentRenderInput) => void>;

/** Renders one amendment document into a PDF, with a signature slot per signer. */
export async function renderAmendmentDocument(input: TAmendmentRenderInput): Promise<TRendered> {
  const title = AMENDMENT_DOCUMENT_TITLES[input.kind];
  const company = input.company.engName ?? input.company.chiName ?? '';
  const meta = {
    title: `${title.en} — ${company}`,
    subject: title['zh-HK'],
    keywords: [
      ...(input.documentId ? [`portal-document:${input.documentId}`] : []),
      `amendment-change:${input.change.changeID}`,
      `amendment-document:${input.kind}`,
    ],
  };
  const reference = input.reference ?? title.en;
  // Two passes, as every document: the first learns the characters, the second embeds just those.
  const measuring = await PdfComposer.create(meta);
  RENDERERS[input.kind](measuring, input);
  measuring.footers(reference);
  const composer = await PdfComposer.create(meta, measuring.usage);
  RENDERERS[input.kind](composer, input);
  return { bytes: await composer.save(reference), slots: composer.slots };
}

export type { TAmendmentRenderInput } from './amendment-parts.js';
