import {
  businessNatureByCode,
  directorsOf,
  DOCUMENT_TITLES,
  foundersOf,
  secretariesOf,
  signerDisplayName,
  type TCaseInformation,
  type THolder,
  type TPlannedDocument,
} from '@portal/domain';
import { PdfComposer, type TSignatureSlot } from './composer.js';
import { annualReturn } from './annual-return.js';
import {
  hasProtectedParticulars,
  NO_CORRESPONDENCE_ADDRESS,
  protectedSheet,
  publicAddress,
} from './protected-information.js';
import { controllersRegister, registerOfDirectors, registerOfMembers } from './registers.js';
import {
  addressText,
  bothNames,
  chineseName,
  companyLine,
  englishName,
  number,
  partialId,
  shareClasses,
  subtitle,
} from './template-parts.js';

export interface TRenderInput {
  documentId: string;
  plan: TPlannedDocument;
  info: TCaseInformation;
  /** An annual return's return date (the date it is made up to); null for other documents. */
  returnDate: string | null;
  caseRef: string;
  firmName: string;
  generatedAt: Date;
}

export interface TRendered {
  bytes: Uint8Array;
  slots: TSignatureSlot[];
}

function signBlock(c: PdfComposer, holders: THolder[], role: string, roleZh: string): void {
  holders.forEach((h) => c.signatureSlot(h.holderID, `${signerDisplayName(h)} — ${role} ${roleZh}`));
}

function incorporationForm(c: PdfComposer, input: TRenderInput): void {
  const { info } = input;
  const founders = foundersOf(info);
  const directors = directorsOf(info);
  const secretaries = secretariesOf(info);
  c.title(
    'Incorporation Form (Company Limited by Shares)',
    '法團成立表格（股份有限公司）',
    `Form NNC1 表格 · ${subtitle(input)}`,
  );
  c.section('1', 'Proposed Company Name', '建議採用的公司名稱');
  c.field('Proposed English Company Name', '建議採用的公司英文名稱', info.companyEngName);
  c.field('Proposed Chinese Company Name', '建議採用的公司中文名稱', info.companyChiName);
  c.section('2', 'Type of Company', '公司類別');
  c.field('Type', '類別', '[X] Private 私人    [ ] Public 公眾');
  const nature = info.businessNature ? businessNatureByCode(info.businessNature) : undefined;
  c.field(
    'Nature of Proposed Business (code, description)',
    '擬經營業務性質（編碼、描述）',
    nature ? `${nature.bnCode} ${nature.bnNameEng} ${nature.bnNameTC}` : info.businessDescription,
  );
  c.section('3', "Proposed Address of the Company's Registered Office", '公司的註冊辦事處的建議地址');
  c.field('Address', '地址', addressText(info.regOfficeAddress));
  c.section('4', 'Contact Information of the Company', '公司的聯絡資料');
  c.field('Email Address', '電郵地址', info.contactPerson?.email);
  c.field(
    'Hong Kong Contact Telephone Number',
    '香港聯絡電話號碼',
    [info.contactPerson?.phoneCode, info.contactPerson?.phone].filter(Boolean).join(' '),
  );
  c.section(
    '5',
    "Share Capital and Initial Shareholdings on the Company's Formation",
    '公司組成時的股本及最初的股份持有情況',
  );
  const currency = info.shareCapitalCurrency ?? 'HKD';
  c.table(
    [
      'Class of Shares 股份類別',
      'Total Number 股份總數',
      'Currency 貨幣',
      'Total Amount 總款額',
      'Paid Up 已繳',
    ],
    shareClasses(info).map((s) => [
      s.name,
      number(s.shares),
      currency,
      number(s.shares * s.perShare),
      number(s.shares * s.perShare),
    ]),
    [0.28, 0.18, 0.12, 0.21, 0.21],
  );
  c.section('6', 'Founder Members', '創辦成員');
  c.table(
    ['Name 姓名／名稱', 'Address 地址', 'Shares 認購股份'],
    founders.map((f) => [
      bothNames(f),
      publicAddress(f),
      `${number(f.ordinaryShares)} ${shareClasses(info)[0]?.name ?? ''}`,
    ]),
    [0.32, 0.46, 0.22],
  );
  c.section('7', 'First Company Secretary', '首任公司秘書');
  for (const s of secretaries) {
    c.field('Name', '姓名／名稱', bothNames(s));
    c.field(
      s.holderType === 'C' ? 'Hong Kong Address' : 'Hong Kong Correspondence Address',
      s.holderType === 'C' ? '香港地址' : '香港通訊地址',
      publicAddress(s),
    );
    c.field('Email Address', '電郵地址', s.regEmail1 ?? s.email);
    if (s.holderType === 'C') c.field('Company Number', '公司編號', s.regNum);
    else
      c.field(
        'Identification (partial number; the full number is on PI-NNC1)',
        '身分識別（部分號碼；完整號碼須在 PI-NNC1 頁填報）',
        partialId(s.idNum),
      );
    c.field('TCSP Licence Number', '信託或公司服務提供者牌照號碼', s.hasTcspNum ? s.tcspNum : s.noTcspReason);
    c.text('I consent to act as company secretary of this company. 本人同意出任本公司的公司秘書。', {
      size: 9,
    });
    signBlock(c, [s], 'Company Secretary', '公司秘書');
  }
  c.section('8', 'First Directors', '首任董事');
  for (const d of directors) {
    c.field('Name', '姓名／名稱', bothNames(d));
    c.field(
      d.holderType === 'C' ? 'Address' : 'Correspondence Address',
      d.holderType === 'C' ? '地址' : '通訊地址',
      publicAddress(d),
    );
    c.field('Email Address', '電郵地址', d.regEmail1 ?? d.email);
    if (d.holderType === 'C') c.field('Company Number', '公司編號', d.regNum);
    else
      c.field(
        'Identification (partial number; the full number is on PI-NNC1)',
        '身分識別（部分號碼；完整號碼須在 PI-NNC1 頁填報）',
        partialId(d.idNum),
      );
    c.text('I consent to act as director of this company. 本人同意出任本公司的董事。', { size: 9 });
    signBlock(c, [d], 'Director', '董事');
  }
  c.section('9', 'Statement of Founder Member', '創辦成員陳述書');
  c.text(
    'I certify that: (a) I am a founder member of this company or an authorized person of a founder member which is a body corporate, and am authorized by the other founder members (if any) to sign this incorporation form; (b) each person named in this form as a director or company secretary has consented to act as such.',
    { size: 9 },
  );
  c.text(
    '本人現核證：(a) 本人為公司的創辦成員或獲其授權人士（如創辦成員為法人團體），並獲其他創辦成員（如有的話）授權簽署本表格；(b) 名列本表格內的每一名董事或公司秘書均已同意出任該職位。',
    { size: 9 },
  );
  // The statement counts the PI-NNC1 sheets delivered with the form (page 8 of the Registry's form).
  const protectedPeople = [...secretaries, ...directors].filter(
    (h, i, all) => hasProtectedParticulars(h) && all.indexOf(h) === i,
  );
  c.field(
    'This form includes PI-NNC1 sheet(s) (NOT for public inspection): number of pages',
    '本表格包括 PI-NNC1 頁（不會供公眾查閱）：頁數',
    String(protectedPeople.length),
  );
  signBlock(c, founders, 'Founder Member', '創辦成員');
  // Full identification numbers, and a director's usual residential address, go only on PI-NNC1
  // sheets: one natural person each, all placed at the end of the form (NNC1 notes 20(c), 26, 28(c)).
  for (const h of protectedPeople)
    protectedSheet(c, {
      form: 'NNC1',
      company: info.companyEngName ?? info.companyChiName ?? '',
      person: h,
      capacity: [
        h.isComSec ? 'First Company Secretary 首任公司秘書' : '',
        h.isDirector ? 'First Director 首任董事' : '',
      ]
        .filter(Boolean)
        .join(' / '),
    });
}

function secretaryConsent(c: PdfComposer, input: TRenderInput): void {
  const s = input.info.stakeholders.find((h) => h.holderID === input.plan.subjectHolderID);
  c.title('Consent to Act as Company Secretary', '出任公司秘書同意書', subtitle(input));
  c.field('Company', '公司', companyLine(input.info));
  if (!s) return;
  c.field('Company Secretary', '公司秘書', bothNames(s));
  c.field('Address', '地址', publicAddress(s));
  c.field('TCSP Licence Number', '信託或公司服務提供者牌照號碼', s.hasTcspNum ? s.tcspNum : s.noTcspReason);
  c.space(8);
  c.text(
    `To the Board of Directors of ${input.info.companyEngName ?? input.info.companyChiName ?? ''}: I, ${signerDisplayName(s)}, hereby consent to act as the company secretary of the company with effect from the date of its incorporation, and confirm that I am qualified to act under section 474 of the Companies Ordinance (Cap. 622).`,
  );
  c.text(
    `致${input.info.companyChiName ?? input.info.companyEngName ?? ''}董事會：本人${chineseName(s) || englishName(s)}謹此同意由公司成立為法團之日起出任公司秘書，並確認本人符合《公司條例》（第622章）第474條的資格。`,
  );
  c.space(10);
  signBlock(c, [s], 'Company Secretary', '公司秘書');
}

function directorsResolutions(c: PdfComposer, input: TRenderInput): void {
  const { info } = input;
  const founders = foundersOf(info);
  const secretaries = secretariesOf(info);
  const designated = info.stakeholders.filter((h) => h.isDesignedRep);
  c.title('Written Resolutions of the First Directors', '首任董事書面決議', subtitle(input));
  c.field('Company', '公司', companyLine(info));
  c.text(
    'The undersigned, being all the first directors of the company, pass the following resolutions in writing under the company’s articles of association:',
    { size: 9.5 },
  );
  c.text('下列簽署人（即公司全體首任董事）根據公司的組織章程細則，以書面通過下列決議：', { size: 9.5 });
  c.section('1', 'Registered Office', '註冊辦事處');
  c.text(
    `RESOLVED THAT the registered office of the company be at: ${addressText(info.regOfficeAddress) || '—'}`,
    { size: 9.5 },
  );
  c.section('2', 'Company Secretary', '公司秘書');
  c.text(
    `RESOLVED THAT ${secretaries.map((s) => englishName(s) || chineseName(s)).join(', ') || '—'} be confirmed as the company secretary of the company. 議決確認${secretaries.map((s) => chineseName(s) || englishName(s)).join('、') || '—'}為公司秘書。`,
    { size: 9.5 },
  );
  c.section('3', 'Allotment of Shares to the Founder Members', '向創辦成員配發股份');
  c.text(
    'RESOLVED THAT the shares taken by the founder members on incorporation be confirmed as allotted and fully paid, and entered in the register of members: 議決確認創辦成員於成立時認購的股份已配發及繳足，並記入成員登記冊：',
    { size: 9.5 },
  );
  c.table(
    ['Member 成員', 'Class 類別', 'Shares 股數', 'Certificate 股票編號'],
    founders.map((f, i) => [
      bothNames(f),
      shareClasses(info)[0]?.name ?? 'Ordinary',
      number(f.ordinaryShares),
      String(i + 1),
    ]),
    [0.42, 0.2, 0.18, 0.2],
  );
  c.section('4', 'Share Certificates', '股票');
  c.text(
    'RESOLVED THAT share certificates be issued to the members, signed by a director and the company secretary (or a second director). 議決由一名董事及公司秘書（或另一名董事）簽署向成員發出股票。',
    { size: 9.5 },
  );
  c.section('5', 'Significant Controllers Register', '重要控制人登記冊');
  c.text(
    `RESOLVED THAT the significant controllers register be kept at the registered office${designated.length ? `, with ${designated.map((d) => englishName(d) || chineseName(d)).join(', ')} as designated representative` : ''}. 議決在註冊辦事處備存重要控制人登記冊。`,
    { size: 9.5 },
  );
  c.space(8);
  signBlock(c, directorsOf(info), 'Director', '董事');
}

function shareCertificate(c: PdfComposer, input: TRenderInput): void {
  const { info } = input;
  const founders = foundersOf(info);
  const index = founders.findIndex((f) => f.holderID === input.plan.subjectHolderID);
  const member = founders[index];
  const cls = shareClasses(info)[0];
  c.title('Share Certificate', '股票', subtitle(input));
  c.field('Certificate No.', '股票編號', String(index + 1));
  c.field('Company', '公司', companyLine(info));
  c.field(
    'Incorporated in Hong Kong under the Companies Ordinance (Cap. 622)',
    '根據《公司條例》（第622章）在香港成立',
    info.companyNumber ? `Company No. ${info.companyNumber}` : '',
  );
  if (!member) return;
  // A certificate names the holder at the address the register of members shows (never a residential one).
  const address = publicAddress(member).split('\n')[0];
  c.space(10);
  c.text(
    `THIS IS TO CERTIFY THAT ${englishName(member) || chineseName(member)}${
      address && address !== NO_CORRESPONDENCE_ADDRESS ? ` of ${address}` : ''
    } is the registered holder of ${number(member.ordinaryShares)} fully paid ${cls?.name ?? 'Ordinary'} shares in the above-named company, subject to its articles of association.`,
    { size: 11 },
  );
  c.text(
    `茲證明${chineseName(member) || englishName(member)}為上述公司${number(member.ordinaryShares)}股已繳足${cls?.name === 'Ordinary' || !cls?.name ? '普通股' : cls.name}的登記持有人，受公司組織章程細則規限。`,
    { size: 11 },
  );
  c.space(16);
  const signers = input.plan.signers
    .map((id) => info.stakeholders.find((h) => h.holderID === id))
    .filter((h): h is THolder => Boolean(h));
  signers.forEach((s) =>
    c.signatureSlot(
      s.holderID,
      `${signerDisplayName(s)} — ${s.isDirector ? 'Director 董事' : 'Company Secretary 公司秘書'}`,
    ),
  );
}

const RENDERERS = {
  INCORPORATION_FORM: incorporationForm,
  CONSENT_COMPANY_SECRETARY: secretaryConsent,
  FIRST_DIRECTORS_RESOLUTIONS: directorsResolutions,
  REGISTER_OF_MEMBERS: registerOfMembers,
  REGISTER_OF_DIRECTORS: registerOfDirectors,
  SIGNIFICANT_CONTROLLERS_REGISTER: controllersRegister,
  SHARE_CERTIFICATE: shareCertificate,
  ANNUAL_RETURN: annualReturn,
} as const;

/** Renders one planned document from the case's data into a PDF, with its signature slots. */
export async function renderDocument(input: TRenderInput): Promise<TRendered> {
  const title = DOCUMENT_TITLES[input.plan.kind];
  const meta = {
    title: `${title.en} — ${input.info.companyEngName ?? input.info.companyChiName ?? ''}`,
    subject: `${title['zh-HK']} · ${input.caseRef}`,
    keywords: [`portal-document:${input.documentId}`, `case:${input.caseRef}`],
  };
  const reference = `${title.en} · ${input.caseRef} · ${input.documentId}`;
  // Pass one learns the characters; pass two lays out the same text with fonts holding just those.
  const measuring = await PdfComposer.create(meta);
  RENDERERS[input.plan.kind](measuring, input);
  measuring.footers(reference);
  const composer = await PdfComposer.create(meta, measuring.usage);
  RENDERERS[input.plan.kind](composer, input);
  const bytes = await composer.save(reference);
  return { bytes, slots: composer.slots };
}
