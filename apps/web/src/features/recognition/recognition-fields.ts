import { LOW_CONFIDENCE, type TRecognisedField } from '@portal/domain';

/**
 * How the review names and groups the proposed values. Paths are case-information paths
 * (`companyEngName`, `regOfficeAddress.engStreet`, `shareClasses.0.numberOfShares`,
 * `stakeholders.2.engLastName`); the labels reuse the case form's own where it has one, so the
 * officer reads the same words in the review and in the form it fills.
 */

/** Translation key of each leaf field name. */
export const FIELD_LABEL_KEYS: Record<string, string> = {
  companyEngName: 'caseForm.company.engName',
  companyChiName: 'caseForm.company.chiName',
  companyNumber: 'recognition.field.companyNumber',
  brn: 'recognition.field.brn',
  incorporationDate: 'recognition.field.incorporationDate',
  lastReturnDateFiled: 'recognition.field.lastReturnDateFiled',
  businessNature: 'caseForm.company.businessNature',
  businessDescription: 'caseForm.company.businessDescription',
  shareCapitalCurrency: 'caseForm.capital.currency',
  totalNumOfOrdShare: 'caseForm.capital.totalShares',
  className: 'caseForm.capital.className',
  numberOfShares: 'caseForm.capital.classShares',
  amountPaidPerShare: 'recognition.field.amountPaidPerShare',
  name: 'recognition.field.name',
  phoneCode: 'caseForm.contact.phoneCode',
  phone: 'caseForm.contact.phone',
  engFlat: 'caseForm.address.engFlat',
  engBuilding: 'caseForm.address.engBuilding',
  engStreet: 'caseForm.address.engStreet',
  engDistrict: 'caseForm.address.engDistrict',
  chiFlat: 'caseForm.address.chiFlat',
  chiBuilding: 'caseForm.address.chiBuilding',
  chiStreet: 'caseForm.address.chiStreet',
  chiDistrict: 'caseForm.address.chiDistrict',
  postalCode: 'caseForm.address.postalCode',
  country: 'caseForm.address.country',
  holderType: 'recognition.field.holderType',
  isShareHolder: 'caseForm.roles.isShareHolder',
  isDirector: 'caseForm.roles.isDirector',
  isAlternateDR: 'caseForm.roles.isAlternateDR',
  isReserveDR: 'caseForm.roles.isReserveDR',
  isComSec: 'caseForm.roles.isComSec',
  isDesignedRep: 'caseForm.roles.isDesignedRep',
  ordinaryShares: 'caseForm.holder.ordinaryShares',
  compEngName: 'caseForm.holder.compEngName',
  compChiName: 'caseForm.holder.compChiName',
  regNum: 'caseForm.holder.regNum',
  jurisdiction: 'caseForm.holder.jurisdiction',
  engFirstName: 'caseForm.holder.engFirstName',
  engLastName: 'caseForm.holder.engLastName',
  chiName: 'caseForm.holder.chiName',
  email: 'caseForm.holder.email',
  regEmail1: 'caseForm.holder.email',
  regPhone1: 'caseForm.holder.phone',
  idNum: 'recognition.field.idNum',
  idIssuer: 'recognition.field.idIssuer',
  hasTcspNum: 'caseForm.holder.hasTcspNum',
  tcspNum: 'caseForm.holder.tcspNum',
  noTcspReason: 'caseForm.holder.noTcspReason',
  capacity: 'caseForm.holder.capacity',
};

/** Translation key of each part (an address, the contact person) a path can pass through, said first. */
export const PART_LABEL_KEYS: Record<string, string> = {
  contactPerson: 'caseForm.sections.contact',
  regOfficeAddress: 'caseForm.sections.address',
  resAddress: 'recognition.field.resAddress',
  corrAddress: 'recognition.field.corrAddress',
  regAddress: 'recognition.field.regAddress',
};

export type TFieldGroupKind = 'company' | 'capital' | 'stakeholder' | 'other';

export interface TFieldGroup {
  /** Stable key: 'company', 'capital', 'stakeholder.2', 'other'. */
  key: string;
  kind: TFieldGroupKind;
  /** For a stakeholder: its number on the form, from 1. */
  number?: number;
  /** For a stakeholder: the name read for it, when one was. */
  name?: string;
  fields: TRecognisedField[];
}

export interface TFieldLabel {
  /** Key of the field itself. */
  key: string;
  /** Key of the part (address, contact person) it belongs to, if any. */
  partKey?: string;
  /** Number of the share class (from 1) when the field belongs to one. */
  shareClass?: number;
}

const COMPANY_ROOTS = new Set([
  'companyEngName',
  'companyChiName',
  'companyNumber',
  'brn',
  'incorporationDate',
  'lastReturnDateFiled',
  'businessNature',
  'businessDescription',
  'regOfficeAddress',
  'contactPerson',
]);
const CAPITAL_ROOTS = new Set(['shareCapitalCurrency', 'totalNumOfOrdShare', 'shareClasses']);

/** Names the field at a path: its own label, the address and share class it belongs to. */
export function labelField(path: string): TFieldLabel {
  const parts = path.split('.');
  const leaf = parts.at(-1) ?? path;
  const part = parts.find((name) => name in PART_LABEL_KEYS);
  const classIndex = parts[0] === 'shareClasses' ? Number(parts[1]) : NaN;
  return {
    key: FIELD_LABEL_KEYS[leaf] ?? 'recognition.field.other',
    ...(part ? { partKey: PART_LABEL_KEYS[part] } : {}),
    ...(Number.isInteger(classIndex) ? { shareClass: classIndex + 1 } : {}),
  };
}

function stakeholderName(fields: TRecognisedField[]): string | undefined {
  const value = (leaf: string) => {
    const found = fields.find((f) => f.path.split('.').at(-1) === leaf && typeof f.value === 'string');
    return typeof found?.value === 'string' ? found.value.trim() : '';
  };
  const english = [value('engFirstName'), value('engLastName')].filter(Boolean).join(' ');
  return value('compEngName') || english || value('compChiName') || value('chiName') || undefined;
}

/**
 * Groups the proposed values as the migration form is laid out: the company (names, numbers,
 * registered office, contact), the share capital, then each stakeholder in the form's order; paths
 * the review does not know go last. Inside a group the values keep the reader's order.
 */
export function groupFields(fields: readonly TRecognisedField[]): TFieldGroup[] {
  const company: TRecognisedField[] = [];
  const capital: TRecognisedField[] = [];
  const other: TRecognisedField[] = [];
  const stakeholders = new Map<number, TRecognisedField[]>();
  for (const field of fields) {
    const [root = '', index] = field.path.split('.');
    const number = Number(index);
    if (COMPANY_ROOTS.has(root)) company.push(field);
    else if (CAPITAL_ROOTS.has(root)) capital.push(field);
    else if (root === 'stakeholders' && Number.isInteger(number) && number >= 0) {
      stakeholders.set(number, [...(stakeholders.get(number) ?? []), field]);
    } else other.push(field);
  }
  const groups: TFieldGroup[] = [];
  if (company.length) groups.push({ key: 'company', kind: 'company', fields: company });
  if (capital.length) groups.push({ key: 'capital', kind: 'capital', fields: capital });
  for (const [index, list] of [...stakeholders].sort(([a], [b]) => a - b)) {
    const name = stakeholderName(list);
    groups.push({
      key: `stakeholder.${index}`,
      kind: 'stakeholder',
      number: index + 1,
      ...(name ? { name } : {}),
      fields: list,
    });
  }
  if (other.length) groups.push({ key: 'other', kind: 'other', fields: other });
  return groups;
}

/** A value the officer should check before accepting it. */
export function isLowConfidence(field: Pick<TRecognisedField, 'confidence'>): boolean {
  return field.confidence < LOW_CONFIDENCE;
}

/** Translation key of a coded value the officer should read as words (holder type I / C). */
export function valueWordKey(path: string, value: TRecognisedField['value']): string | null {
  if (path.split('.').at(-1) !== 'holderType') return null;
  return value === 'I' ? 'caseForm.holder.individual' : value === 'C' ? 'caseForm.holder.corporate' : null;
}

/** The confidence as a whole percentage (0.915 → 92). */
export function confidencePercent(confidence: number): number {
  return Math.round(confidence * 100);
}
