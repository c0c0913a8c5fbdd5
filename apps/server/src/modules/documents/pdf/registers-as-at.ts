import type { TRegisterEntry, TRegisterEntryView, TRegisterKind, TRegisters } from '@portal/domain';
import { PdfComposer } from './composer.js';
import { fullIdentification, NOT_ON_PUBLIC_RECORD } from './protected-information.js';
import { addressText, partialId } from './template-parts.js';

/**
 * The company's registers as at a date as one PDF (issue 19 point 5): members (Cap. 622 s.627),
 * directors (s.641), company secretaries (s.648) and significant controllers (s.653H), each entry with
 * the date it began and, when it ended by then, the date it ended. Bilingual headings. This is the
 * copy a company shows for inspection, so it carries correspondence addresses and partial identity
 * numbers only, whoever asks for it (a company may withhold the protected information from
 * inspection since 23 August 2021: Cap. 622 Part 2 Division 7; protected-information.ts). The whole
 * particulars are the separate protected part below (`protectedRegisterPdf`), for the firm's staff.
 */

const TITLES: Record<TRegisterKind, [string, string]> = {
  MEMBERS: ['Register of Members', '成員登記冊'],
  DIRECTORS: ['Register of Directors', '董事登記冊'],
  SECRETARIES: ['Register of Company Secretaries', '公司秘書登記冊'],
  SIGNIFICANT_CONTROLLERS: ['Significant Controllers Register', '重要控制人登記冊'],
};

const ROLES: Record<string, string> = {
  isDirector: 'Director 董事',
  isAlternateDR: 'Alternate director 替任董事',
  isReserveDR: 'Reserve director 候補董事',
  isComSec: 'Company secretary 公司秘書',
  isDesignedRep: 'Designated representative 指定代表',
};

const GROUNDS: Record<string, string> = {
  SHARES_OVER_25: 'Over 25 % of shares 持有超過25%股份',
  MAJORITY_STAKE_CHAIN: 'Over 25 % held through majority stakes (Sch. 5A) 透過多數股權持有超過25%（附表5A）',
  CONTROL_CHAIN: 'Control through a chain 透過連串控制',
};

const names = (e: TRegisterEntryView) => [e.name, e.chiName].filter(Boolean).join('\n');
/** A corporate's number whole; an individual's partial even when the caller may see it whole. */
function id(e: TRegisterEntryView): string {
  if (!e.idNum) return '';
  if (e.holderType === 'C') return e.idNum;
  const shown = e.idNumPartial ? e.idNum : partialId(e.idNum);
  return shown ? `${shown} (partial 部分)` : '';
}
const period = (e: TRegisterEntryView) => [e.from, e.to ?? '—'];

function rowsOf(
  kind: TRegisterKind,
  entries: TRegisterEntryView[],
): { headers: string[]; rows: string[][]; fractions: number[] } {
  switch (kind) {
    case 'MEMBERS':
      return {
        headers: ['Name 姓名／名稱', 'Address 地址', 'Shares 股數', 'From 由', 'To 至'],
        rows: entries.map((e) => [names(e), e.address ?? '', String(e.shares ?? ''), ...period(e)]),
        fractions: [0.26, 0.34, 0.12, 0.14, 0.14],
      };
    case 'DIRECTORS':
    case 'SECRETARIES':
      return {
        headers: [
          'Name 姓名／名稱',
          'Identification 身分證明',
          'Address 地址',
          'Capacity 身分',
          'From 由',
          'To 至',
        ],
        rows: entries.map((e) => [
          names(e),
          id(e),
          e.address ?? '',
          e.role ? (ROLES[e.role] ?? e.role) : '',
          ...period(e),
        ]),
        fractions: [0.2, 0.14, 0.26, 0.16, 0.12, 0.12],
      };
    case 'SIGNIFICANT_CONTROLLERS':
      return {
        headers: [
          'Name 姓名／名稱',
          'Identification 身分證明',
          'Held 持有',
          'Nature of control 控制性質',
          'From 由',
          'To 至',
        ],
        rows: entries.map((e) => [
          names(e),
          id(e),
          e.percent ? `${e.percent} %` : '',
          e.grounds.map((g) => GROUNDS[g] ?? g).join('\n'),
          ...period(e),
        ]),
        fractions: [0.2, 0.14, 0.1, 0.32, 0.12, 0.12],
      };
  }
}

function draw(c: PdfComposer, registers: TRegisters, company: string): void {
  c.title('Statutory Registers', '法定登記冊', `As at 截至 ${registers.asAt}`);
  c.field('Company', '公司', company);
  c.field('Records from', '記錄始於', registers.recordsFrom);
  for (const kind of Object.keys(TITLES) as TRegisterKind[]) {
    const [english, chinese] = TITLES[kind];
    c.section('', english, chinese);
    const entries = registers.entries.filter((e) => e.register === kind);
    if (entries.length === 0) {
      c.text('No entries on this date. 本日期並無記項。', { size: 9 });
      continue;
    }
    const { headers, rows, fractions } = rowsOf(kind, entries);
    c.table(headers, rows, fractions);
  }
}

/** The registers as a PDF. */
export async function registersPdf(registers: TRegisters, company: string): Promise<Uint8Array> {
  const meta = {
    title: `Statutory Registers — ${company}`,
    subject: `As at ${registers.asAt}`,
    keywords: [`entity:${registers.entityID}`],
  };
  const reference = `Registers · ${company} · ${registers.asAt}`;
  // Laid out twice like every generated document: the second pass embeds only the characters used.
  const measuring = await PdfComposer.create(meta);
  draw(measuring, registers, company);
  measuring.footers(reference);
  const composer = await PdfComposer.create(meta, measuring.usage);
  draw(composer, registers, company);
  return composer.save(reference);
}

const PROTECTED_REGISTERS: TRegisterKind[] = ['DIRECTORS', 'SECRETARIES', 'SIGNIFICANT_CONTROLLERS'];

function drawProtected(c: PdfComposer, entries: TRegisterEntry[], company: string, asAt: string): void {
  c.title(
    'Registers: Protected Information (usual residential addresses and full identification numbers)',
    '登記冊：受保護資料（通常住址及完整身分識別號碼）',
    `As at 截至 ${asAt}`,
  );
  c.text(NOT_ON_PUBLIC_RECORD, { size: 10, bold: true });
  c.text(
    'Kept by the company apart from the registers it shows for inspection (Cap. 622 Part 2 Division 7, ss.643, 650, 653J): not to be shown to those inspecting the registers; the Registrar discloses such information only to specified persons (Cap. 622N s.12). 公司將此部分與供查閱的登記冊分開備存，不得向查閱登記冊的人士展示。',
    { size: 8.5, muted: true },
  );
  c.field('Company', '公司', company);
  for (const kind of PROTECTED_REGISTERS) {
    const [english, chinese] = TITLES[kind];
    c.section('', english, chinese);
    const rows = entries.filter((e) => e.register === kind);
    if (rows.length === 0) {
      c.text('No entries on this date. 本日期並無記項。', { size: 9 });
      continue;
    }
    c.table(
      [
        'Name 姓名',
        'Identification (full) 身分識別（完整）',
        'Usual Residential Address 通常住址',
        'Capacity 身分',
        'From 由',
        'To 至',
      ],
      rows.map((e) => [
        [e.name, e.holder.chiName].filter(Boolean).join('\n'),
        fullIdentification(e.holder),
        // A director's usual residential address is protected; a secretary's or controller's is not asked.
        kind === 'DIRECTORS' ? addressText(e.holder.resAddress) : '—',
        e.role ? (ROLES[e.role] ?? e.role) : '',
        e.from,
        e.to ?? '—',
      ]),
      [0.18, 0.2, 0.26, 0.14, 0.11, 0.11],
    );
  }
}

/** The protected part of the registers as a PDF, for the firm's staff only (ADR 0030). */
export async function protectedRegisterPdf(
  entries: TRegisterEntry[],
  company: string,
  asAt: string,
): Promise<Uint8Array> {
  const meta = {
    title: `Registers: Protected Information — ${company}`,
    subject: `As at ${asAt} · not for inspection`,
    keywords: ['protected-information'],
  };
  const reference = `Registers: Protected Information · ${company} · ${asAt} · NOT for inspection`;
  const measuring = await PdfComposer.create(meta);
  drawProtected(measuring, entries, company, asAt);
  measuring.footers(reference);
  const composer = await PdfComposer.create(meta, measuring.usage);
  drawProtected(composer, entries, company, asAt);
  return composer.save(reference);
}
