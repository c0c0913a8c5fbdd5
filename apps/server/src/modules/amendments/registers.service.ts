import {
  addressLine,
  hongKongDate,
  partialIdNumber,
  recordStates,
  registersAsAt,
  type TLanguage,
  type TRegisterEntry,
  type TRegisterEntryView,
  type TRegisters,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import type { TAuthContext } from '../auth/auth.service.js';
import { identityOfHolders, requireReadableEntity } from '../entities/entities.service.js';
import { baseOf, recordedChangesOf } from './amendments.repository.js';

/**
 * The company's registers as at a date (issue 19 point 5): members, directors, secretaries and
 * significant controllers, each entry with its from and to, replayed from the first records and the
 * history of changes. Whoever may read the company may read its registers (as the law lets members
 * inspect them); whole identity numbers only for the firm's staff and the person themselves
 * (policies/identity-data.policy.ts), and never a residential address.
 */

type TCaller = Pick<TAuthContext, 'userId' | 'userType' | 'firmId'>;

/** GET /api/entities/:companyID/registers. */
export async function entityRegisters(
  db: TDb,
  auth: TCaller,
  companyId: string,
  asAt: string | undefined,
): Promise<TRegisters> {
  return (await registersWithCompany(db, auth, companyId, asAt)).registers;
}

/** The registers and the company's name as a document heads them (English and Chinese). */
export async function registersWithCompany(
  db: TDb,
  auth: TCaller,
  companyId: string,
  asAt: string | undefined,
): Promise<{ registers: TRegisters; company: string }> {
  const { row, info } = await requireReadableEntity(db, auth, companyId);
  const identityOf = identityOfHolders(auth, row, info);
  const company = [row.company_eng_name, row.company_chi_name].filter(Boolean).join(' ');
  const base = baseOf(row);
  const states = recordStates(base, await recordedChangesOf(db, row.id));
  const date = asAt ?? hongKongDate(new Date());
  const entries = registersAsAt(states, date).map((e): TRegisterEntryView => {
    const h = e.holder;
    const id = h.holderType === 'C' ? (h.regNum ?? null) : (h.idNum ?? null);
    const masked = h.holderType === 'I' && identityOf({ holderID: e.holderID }).idNum !== 'FULL';
    return {
      register: e.register,
      holderID: e.holderID,
      holderType: e.holderType,
      name: e.name,
      chiName: (h.holderType === 'C' ? h.compChiName : h.chiName) || null,
      role: e.role,
      shares: e.shares,
      percent: e.percent,
      grounds: e.grounds,
      from: e.from,
      to: e.to,
      idNum: masked ? partialIdNumber(id) : id,
      idNumPartial: masked && id !== null,
      address: addressLine(h.holderType === 'C' ? h.regAddress : h.corrAddress),
    };
  });
  return { registers: { entityID: row.id, asAt: date, recordsFrom: base.date, entries }, company };
}

/**
 * The protected part of the registers as at a date (ADR 0030): the individuals on the registers of
 * directors, secretaries and significant controllers with their whole particulars, which the company
 * keeps (Cap. 622 ss.643, 650, 653J) but withholds from inspection (Part 2 Division 7; Cap. 622N).
 * Only for those who see identity data whole: the owning firm's staff (ADR 0027).
 */
export async function protectedRegisterEntries(
  db: TDb,
  auth: TCaller,
  companyId: string,
  asAt: string | undefined,
): Promise<{ entries: TRegisterEntry[]; company: string; asAt: string }> {
  const { row, access, info } = await requireReadableEntity(db, auth, companyId);
  if (!access.protectedData) throw new AppError('FORBIDDEN');
  const identityOf = identityOfHolders(auth, row, info);
  const states = recordStates(baseOf(row), await recordedChangesOf(db, row.id));
  const date = asAt ?? hongKongDate(new Date());
  const entries = registersAsAt(states, date).filter(
    (e) =>
      e.holderType === 'I' &&
      e.register !== 'MEMBERS' &&
      identityOf({ holderID: e.holderID }).idNum === 'FULL',
  );
  const company = [row.company_eng_name, row.company_chi_name].filter(Boolean).join(' ');
  return { entries, company, asAt: date };
}

const HEADERS: Record<TLanguage, string[]> = {
  en: [
    'Register',
    'Name',
    'Chinese name',
    'Office',
    'Shares',
    'Share held %',
    'Grounds',
    'From',
    'To',
    'Identity / registration no.',
    'Address',
  ],
  'zh-HK': [
    '登記冊',
    '名稱',
    '中文名稱',
    '職位',
    '股份',
    '持有股份 %',
    '理由',
    '由',
    '至',
    '身份證明／註冊編號',
    '地址',
  ],
  'zh-CN': [
    '登记册',
    '名称',
    '中文名称',
    '职位',
    '股份',
    '持有股份 %',
    '理由',
    '由',
    '至',
    '身份证明／注册编号',
    '地址',
  ],
};

/** A CSV cell: quoted, quotes doubled, and a leading formula character defused for spreadsheets. */
function cell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The registers as one CSV file (UTF-8 with a byte-order mark, so spreadsheets read the Chinese). */
export function registersCsv(registers: TRegisters, language: TLanguage): string {
  const lines = [HEADERS[language].map(cell).join(',')];
  for (const e of registers.entries)
    lines.push(
      [
        e.register,
        e.name,
        e.chiName,
        e.role,
        e.shares,
        e.percent,
        e.grounds.join(' '),
        e.from,
        e.to,
        e.idNum,
        e.address,
      ]
        .map(cell)
        .join(','),
    );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
