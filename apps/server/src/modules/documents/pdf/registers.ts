import { directorsOf, foundersOf, ownershipOf, type THolder } from '@portal/domain';
import type { PdfComposer } from './composer.js';
import { publicAddress } from './protected-information.js';
import { bothNames, companyLine, number, partialId, shareClasses, subtitle } from './template-parts.js';
import type { TRenderInput } from './templates.js';

/**
 * The registers an incorporation opens, as the company keeps them for inspection: members
 * (Cap. 622 s.627), directors (s.641) and significant controllers (s.653H). Since Phase 1 of the new
 * inspection regime (23 August 2021) a company may withhold from inspection its directors' usual
 * residential addresses and the full identification numbers of its directors and secretaries, showing
 * the correspondence address and the partial number instead; the protected part is kept apart
 * (`GET /api/entities/{id}/registers/protected.pdf`, the firm's staff only; ADR 0030). The
 * significant controllers register is open only to the controllers themselves and law enforcement
 * officers (s.653X), and is drawn the same way: its full numbers (s.653J) are in the protected part.
 */

/** The line under each register saying where the withheld particulars are. */
function protectedPartNote(c: PdfComposer): void {
  c.text(
    'Usual residential addresses and full identification numbers are protected information (Cap. 622 Part 2 Division 7; Cap. 622N): kept by the company in the protected part of its registers, not open to inspection. 通常住址及完整身分識別號碼屬受保護資料（第622章第2部第7分部；第622N章），由公司另行備存於登記冊的受保護部分，不供查閱。',
    { size: 8, muted: true },
  );
}

export function registerOfMembers(c: PdfComposer, input: TRenderInput): void {
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
        publicAddress(f),
        cls?.name ?? 'Ordinary',
        number(f.ordinaryShares),
        `${info.shareCapitalCurrency ?? 'HKD'} ${number((f.ordinaryShares ?? 0) * (cls?.perShare ?? 1))}`,
        info.incorporationDate ?? 'On incorporation 成立時',
      ];
    }),
    [0.22, 0.28, 0.1, 0.12, 0.14, 0.14],
  );
  protectedPartNote(c);
}

export function registerOfDirectors(c: PdfComposer, input: TRenderInput): void {
  const { info } = input;
  c.title('Register of Directors', '董事登記冊', subtitle(input));
  c.field('Company', '公司', companyLine(info));
  c.table(
    [
      'Name 姓名／名稱',
      'Identification 身分證明',
      'Correspondence Address 通訊地址',
      'Capacity 身分',
      'Appointed 委任日期',
    ],
    directorsOf(info).map((d) => [
      bothNames(d),
      d.holderType === 'C' ? (d.regNum ?? '') : partialId(d.idNum),
      publicAddress(d),
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
      ['Name 姓名', 'Identification 身分證明', 'Correspondence Address 通訊地址'],
      reserve.map((r) => [bothNames(r), partialId(r.idNum), publicAddress(r)]),
      [0.35, 0.2, 0.45],
    );
  }
  protectedPartNote(c);
}

function findNested(holders: THolder[], id: string): THolder | undefined {
  for (const h of holders) {
    if (h.holderID === id) return h;
    const inner = h.ownerOfBodyCorporate ? findNested(h.ownerOfBodyCorporate, id) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

export function controllersRegister(c: PdfComposer, input: TRenderInput): void {
  const { info } = input;
  c.title('Significant Controllers Register', '重要控制人登記冊', subtitle(input));
  c.field('Company', '公司', companyLine(info));
  const ownership = ownershipOf(info);
  const controllers = (ownership?.persons ?? []).filter((p) => p.isScr);
  c.text(
    'Registrable persons: individuals holding, directly or indirectly, more than 25% of the shares or voting rights, or with control through a chain of holdings over 50% at every link (Companies Ordinance, Cap. 622, Part 12 Division 2A).',
    { size: 8.5, muted: true },
  );
  c.text(
    '須登記人士：直接或間接持有超過25%股份或表決權的個人，或透過每層均超過50%的持股鏈行使控制的人士（《公司條例》第622章第12部第2A分部）。',
    { size: 8.5, muted: true },
  );
  c.table(
    [
      'Name 姓名',
      'Correspondence Address 通訊地址',
      'Identification 身分證明',
      'Nature of Control 控制性質',
      'Through 持股途徑',
    ],
    controllers.map((p) => {
      const holder = findNested(info.stakeholders, p.holderID);
      const nature = [
        `${p.ultimateShare.percent.replace(/\.?0+$/, '')}% of shares 股份`,
        p.hasIndirectControl ? 'Control through a chain 透過持股鏈控制' : '',
        holder?.natureOfControl ?? '',
      ].filter(Boolean);
      return [
        holder ? bothNames(holder) : p.name,
        holder ? publicAddress(holder) : '',
        holder ? (holder.holderType === 'C' ? (holder.regNum ?? '') : partialId(holder.idNum)) : '',
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
  protectedPartNote(c);
}
