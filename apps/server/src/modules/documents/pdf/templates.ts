import {
  businessNatureByCode,
  directorsOf,
  DOCUMENT_TITLES,
  foundersOf,
  ownershipOf,
  secretariesOf,
  signerDisplayName,
  type TCaseInformation,
  type THolder,
  type TPlannedDocument,
} from '@portal/domain';
import { PdfComposer, type TSignatureSlot } from './composer.js';
import { annualReturn } from './annual-return.js';
import {
  addressText,
  bothNames,
  chineseName,
  companyLine,
  englishName,
  holderAddress,
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
      holderAddress(f),
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
      holderAddress(s),
    );
    c.field('Email Address', '電郵地址', s.regEmail1 ?? s.email);
    if (s.holderType === 'C') c.field('Company Number', '公司編號', s.regNum);
    else c.field('Identification (partial)', '身分證明（部分號碼）', partialId(s.idNum));
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
      holderAddress(d),
    );
    c.field('Email Address', '電郵地址', d.regEmail1 ?? d.email);
    if (d.holderType === 'C') c.field('Company Number', '公司編號', d.regNum);
    else c.field('Identification (partial)', '身分證明（部分號碼）', partialId(d.idNum));
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
  signBlock(c, founders, 'Founder Member', '創辦成員');
  const individuals = [...secretaries, ...directors].filter(
    (h, i, all) => h.holderType === 'I' && all.indexOf(h) === i,
  );
  if (individuals.length) {
    c.newPage();
    c.section(
      'PI-NNC1',
      'Protected Information (not shown on the public record)',
      '受保護資料（公眾紀錄不會顯示此頁）',
    );
    c.table(
      [
        'Name 姓名',
        'Capacity 身分',
        'Full Identification Number 完整身分證明號碼',
        'Residential Address 住址',
      ],
      individuals.map((h) => [
        bothNames(h),
        [h.isDirector ? 'Director 董事' : '', h.isComSec ? 'Company Secretary 公司秘書' : '']
          .filter(Boolean)
          .join('\n'),
        [h.idNum, h.idIssuer ? `(${h.idIssuer})` : ''].filter(Boolean).join(' '),
        addressText(h.resAddress),
      ]),
      [0.24, 0.2, 0.24, 0.32],
    );
  }
}

function secretaryConsent(c: PdfComposer, input: TRenderInput): void {
  const s = input.info.stakeholders.find((h) => h.holderID === input.plan.subjectHolderID);
  c.title('Consent to Act as Company Secretary', '出任公司秘書同意書', subtitle(input));
  c.field('Company', '公司', companyLine(input.info));
  if (!s) return;
  c.field('Company Secretary', '公司秘書', bothNames(s));
  c.field('Address', '地址', holderAddress(s));
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

function registerOfMembers(c: PdfComposer, input: TRenderInput): void {
  const { info } = input;
  c.title('Register of Members', '成員登記冊', subtitle(input));
  c.field('Company', '公司', companyLine(info));
  c.table(
    [
      'Name 姓名／名稱',
      'Address 地址',
      'Class 類別',
      'Shares 股數',
      'Amount Paid 已繳款額',
      'Entered 登記日期',
    ],
    foundersOf(info).map((f) => {
      const cls = shareClasses(info)[0];
      return [
        bothNames(f),
        holderAddress(f),
        cls?.name ?? 'Ordinary',
        number(f.ordinaryShares),
        `${info.shareCapitalCurrency ?? 'HKD'} ${number((f.ordinaryShares ?? 0) * (cls?.perShare ?? 1))}`,
        info.incorporationDate ?? 'On incorporation 成立時',
      ];
    }),
    [0.22, 0.28, 0.1, 0.12, 0.14, 0.14],
  );
}

function registerOfDirectors(c: PdfComposer, input: TRenderInput): void {
  const { info } = input;
  c.title('Register of Directors', '董事登記冊', subtitle(input));
  c.field('Company', '公司', companyLine(info));
  c.table(
    ['Name 姓名／名稱', 'Identification 身分證明', 'Address 地址', 'Capacity 身分', 'Appointed 委任日期'],
    directorsOf(info).map((d) => [
      bothNames(d),
      d.holderType === 'C' ? (d.regNum ?? '') : partialId(d.idNum),
      d.holderType === 'C' ? addressText(d.regAddress) : addressText(d.resAddress ?? d.corrAddress),
      [d.isDirector ? 'Director 董事' : '', d.isAlternateDR ? 'Alternate 替任董事' : '']
        .filter(Boolean)
        .join('\n'),
      info.incorporationDate ?? 'On incorporation 成立時',
    ]),
    [0.24, 0.16, 0.32, 0.14, 0.14],
  );
  const reserve = info.stakeholders.filter((h) => h.isReserveDR);
  if (reserve.length) {
    c.section('', 'Reserve Directors', '候補董事');
    c.table(
      ['Name 姓名', 'Address 地址'],
      reserve.map((r) => [bothNames(r), holderAddress(r)]),
      [0.4, 0.6],
    );
  }
}

function controllersRegister(c: PdfComposer, input: TRenderInput): void {
  const { info } = input;
  c.title('Significant Controllers Register', '重要控制人登記冊', subtitle(input));
  c.field('Company', '公司', companyLine(info));
  const ownership = ownershipOf(info);
  const byId = new Map(info.stakeholders.map((h) => [h.holderID, h]));
  const controllers = (ownership?.persons ?? []).filter((p) => p.isScr);
  c.text(
    'Registrable persons: individuals holding, directly or indirectly, more than 25% of the shares or voting rights, or with control through a chain of holdings over 50% at every link (Companies Ordinance, Cap. 622, Part 12 Division 2A).',
    { size: 8.5, muted: true },
  );
  c.text(
    '須登記人士：直接或間接持有超過25%股份或表決權的個人，或透過每層均超過50%的持股鏈行使控制的人士（《公司條例》第622章第12部第2A分部）。',
    {
      size: 8.5,
      muted: true,
    },
  );
  c.table(
    [
      'Name 姓名',
      'Address 地址',
      'Identification 身分證明',
      'Nature of Control 控制性質',
      'Through 持股途徑',
    ],
    controllers.map((p) => {
      const holder = byId.get(p.holderID) ?? findNested(info.stakeholders, p.holderID);
      const nature = [
        `${p.ultimateShare.percent.replace(/\.?0+$/, '')}% of shares 股份`,
        p.hasIndirectControl ? 'Control through a chain 透過持股鏈控制' : '',
        holder?.natureOfControl ?? '',
      ].filter(Boolean);
      return [
        holder ? bothNames(holder) : p.name,
        holder ? addressText(holder.resAddress ?? holder.corrAddress) : '',
        holder ? partialId(holder.idNum) : '',
        nature.join('\n'),
        p.chains
          .map((chain) => chain.links.map((l) => l.name).join(' → '))
          .slice(0, 4)
          .join('\n'),
      ];
    }),
    [0.2, 0.26, 0.12, 0.2, 0.22],
  );
  if (controllers.length === 0) {
    c.text(
      'No significant controller has been identified; the company keeps this register and records the steps taken to identify one. 公司未能識別任何重要控制人；公司備存本登記冊並記錄為識別重要控制人而採取的步驟。',
      { size: 9 },
    );
  }
  const designated = info.stakeholders.filter((h) => h.isDesignedRep);
  c.section('', 'Designated Representative', '指定代表');
  c.table(
    ['Name 姓名', 'Contact 聯絡'],
    designated.map((d) => [bothNames(d), d.regEmail1 ?? d.email ?? '']),
    [0.5, 0.5],
  );
}

function findNested(holders: THolder[], id: string): THolder | undefined {
  for (const h of holders) {
    if (h.holderID === id) return h;
    const inner = h.ownerOfBodyCorporate ? findNested(h.ownerOfBodyCorporate, id) : undefined;
    if (inner) return inner;
  }
  return undefined;
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
  c.space(10);
  c.text(
    `THIS IS TO CERTIFY THAT ${englishName(member) || chineseName(member)}${
      holderAddress(member) ? ` of ${holderAddress(member).split('\n')[0]}` : ''
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
