import type { TAddress } from '../case-form/address.js';
import { holderName, ROLE_FLAGS, type THolder } from '../case-form/holder.js';
import { partialIdNumber } from '../entities/protected-data.js';
import type { TCaseInformation } from '../schemas/case-information.js';
import { holdsRole } from './holder-edits.js';

/**
 * What a change did to a company's records, field by field, before and after: the history keeps it
 * with the change (issue 19 point 6), and screens show it. Protected particulars (DESIGN §6: whole
 * identity numbers, residential addresses, identity-document dates) are marked so that a view for
 * someone without the need to know shows them partly or not at all.
 */

export interface TRecordDiffLine {
  /** The person the line is about, or null for the company itself. */
  holderID: string | null;
  subject: string | null;
  field: string;
  before: string | null;
  after: string | null;
  protected: boolean;
}

const PROTECTED = new Set(['idNum', 'resAddress', 'idIssueDate', 'idExpiryDate']);
const PARTICULARS = [
  'engFirstName',
  'engLastName',
  'chiName',
  'compEngName',
  'compChiName',
  'idNum',
  'idIssuer',
  'idIssueDate',
  'idExpiryDate',
  'resAddress',
  'corrAddress',
  'regNum',
  'regAddress',
  'jurisdiction',
  'regEmail1',
  'regPhone1',
  'tcspNum',
] as const;

/** An address on one line, English first, then Chinese. */
export function addressLine(a: TAddress | undefined): string | null {
  if (!a) return null;
  const eng = [a.engFlat, a.engBuilding, a.engStreet, a.engDistrict].map((s) => s?.trim()).filter(Boolean);
  const chi = [a.chiDistrict, a.chiStreet, a.chiBuilding, a.chiFlat].map((s) => s?.trim()).filter(Boolean);
  const parts = [eng.join(', '), chi.join(''), a.country?.trim()].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

type TValue = string | number | boolean | TAddress | null | undefined;

function valueOf(value: string | number | boolean | TAddress | null | undefined): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'object') return addressLine(value);
  return String(value);
}

function roles(h: THolder | undefined): string | null {
  if (!h) return null;
  const held = ROLE_FLAGS.filter((r) => holdsRole(h, r));
  return held.length > 0 ? held.join(',') : null;
}

function shares(h: THolder | undefined): string | null {
  return h && holdsRole(h, 'isShareHolder') && h.ordinaryShares > 0 ? String(h.ordinaryShares) : null;
}

/** Every field of the records that differs between the two, the company's first, then each person's. */
export function recordsDiff(before: TCaseInformation, after: TCaseInformation): TRecordDiffLine[] {
  const lines: TRecordDiffLine[] = [];
  const push = (holderID: string | null, subject: string | null, field: string, a: TValue, b: TValue) => {
    const was = valueOf(a);
    const now = valueOf(b);
    if (was !== now)
      lines.push({ holderID, subject, field, before: was, after: now, protected: PROTECTED.has(field) });
  };
  for (const field of [
    'companyEngName',
    'companyChiName',
    'regOfficeAddress',
    'totalNumOfOrdShare',
    'isDormant',
  ] as const)
    push(null, null, field, before[field], after[field]);
  const classes = (info: TCaseInformation) =>
    (info.shareClasses ?? []).map((c) => `${c.className ?? ''}: ${c.numberOfShares ?? 0}`).join('; ') || null;
  push(null, null, 'shareClasses', classes(before), classes(after));
  const ids = [
    ...new Set(
      [...before.stakeholders, ...after.stakeholders].filter((h) => !h.refID).map((h) => h.holderID),
    ),
  ];
  for (const id of ids) {
    const was = before.stakeholders.find((h) => h.holderID === id && !h.refID);
    const now = after.stakeholders.find((h) => h.holderID === id && !h.refID);
    const subject = holderName(now ?? was ?? { holderType: 'I' }) || id;
    push(id, subject, 'roles', roles(was), roles(now));
    push(id, subject, 'shares', shares(was), shares(now));
    for (const field of PARTICULARS) push(id, subject, field, was?.[field], now?.[field]);
    const owners = (h: THolder | undefined) =>
      (h?.ownerOfBodyCorporate ?? [])
        .map((o) => `${holderName(o) || o.holderID} ${String(o.compSharePercent ?? '')}%`)
        .join('; ') || null;
    push(id, subject, 'owners', owners(was), owners(now));
  }
  return lines;
}

/** A line as someone without the need to know sees it: identity numbers partly, the rest of the protected not at all. */
export function maskedDiffLine(line: TRecordDiffLine): TRecordDiffLine {
  if (!line.protected) return line;
  if (line.field === 'idNum')
    return {
      ...line,
      before: line.before && partialIdNumber(line.before),
      after: line.after && partialIdNumber(line.after),
    };
  return { ...line, before: line.before === null ? null : '—', after: line.after === null ? null : '—' };
}
