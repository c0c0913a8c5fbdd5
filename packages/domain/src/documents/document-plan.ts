import type { THolder } from '../case-form/holder.js';
import { holderName } from '../case-form/holder.js';
import type { TCaseInformation } from '../schemas/case-information.js';
import type { TCaseType } from '../workflows/workflow.types.js';

/**
 * The documents a case generates (issue 6) and who must sign each. Pure: the server renders the
 * PDFs; this says which exist and whose signatures they need, worked out from the holders' roles.
 */
export const DOCUMENT_KINDS = [
  'INCORPORATION_FORM',
  'CONSENT_COMPANY_SECRETARY',
  'FIRST_DIRECTORS_RESOLUTIONS',
  'REGISTER_OF_MEMBERS',
  'REGISTER_OF_DIRECTORS',
  'SIGNIFICANT_CONTROLLERS_REGISTER',
  'SHARE_CERTIFICATE',
  'ANNUAL_RETURN',
] as const;
export type TDocumentKind = (typeof DOCUMENT_KINDS)[number];

export interface TPlannedDocument {
  /** Stable within the case: the kind, plus the holder it is about for per-holder documents. */
  key: string;
  kind: TDocumentKind;
  /** The holder a per-holder document is about (the secretary consenting, the member certified). */
  subjectHolderID: string | null;
  /** Holders whose signature the document needs, in signing order; empty for registers. */
  signers: string[];
}

/** The company's own holders (top level): nested owners of a corporate are not its members or officers. */
function topLevel(info: TCaseInformation): THolder[] {
  return info.stakeholders;
}

const ids = (holders: THolder[]) => holders.map((h) => h.holderID);
const unique = (values: string[]) => [...new Set(values)];

/** The role is the holder's now (flagged and not resigned: a renewal's records carry former officers). */
const holds = (h: THolder, role: 'isShareHolder' | 'isDirector' | 'isComSec') =>
  h[role] === true && !(h.resignedCapacities ?? []).includes(role);

export function foundersOf(info: TCaseInformation): THolder[] {
  return topLevel(info).filter((h) => holds(h, 'isShareHolder') && (h.ordinaryShares ?? 0) > 0);
}
export function directorsOf(info: TCaseInformation): THolder[] {
  return topLevel(info).filter((h) => holds(h, 'isDirector'));
}
export function secretariesOf(info: TCaseInformation): THolder[] {
  return topLevel(info).filter((h) => holds(h, 'isComSec'));
}

/**
 * Incorporation (NNC1 and the first board's papers): the form is signed by every founder member
 * (section 9 statement) and by each first director and company secretary (their consent to act,
 * sections 7 and 8); the secretary also signs a separate consent; the directors sign their first
 * resolutions; each founder's share certificate is signed by a director and the secretary (or a
 * second director). The registers are kept, not signed. An annual return is signed by the company
 * secretary, or a director when there is none.
 */
export function documentPlan(caseType: TCaseType, info: TCaseInformation): TPlannedDocument[] {
  const founders = foundersOf(info);
  const directors = directorsOf(info);
  const secretaries = secretariesOf(info);
  if (caseType === 'AR') {
    const signer = secretaries[0] ?? directors[0];
    return [
      {
        key: 'ANNUAL_RETURN',
        kind: 'ANNUAL_RETURN',
        subjectHolderID: null,
        signers: signer ? [signer.holderID] : [],
      },
    ];
  }
  if (caseType !== 'MVP') return [];
  const certificateSigners = unique(
    [directors[0], secretaries[0] ?? directors[1]]
      .filter((h): h is THolder => h !== undefined)
      .map((h) => h.holderID),
  );
  return [
    {
      key: 'INCORPORATION_FORM',
      kind: 'INCORPORATION_FORM',
      subjectHolderID: null,
      signers: unique([...ids(founders), ...ids(directors), ...ids(secretaries)]),
    },
    ...secretaries.map((s) => ({
      key: `CONSENT_COMPANY_SECRETARY:${s.holderID}`,
      kind: 'CONSENT_COMPANY_SECRETARY' as const,
      subjectHolderID: s.holderID,
      signers: [s.holderID],
    })),
    {
      key: 'FIRST_DIRECTORS_RESOLUTIONS',
      kind: 'FIRST_DIRECTORS_RESOLUTIONS',
      subjectHolderID: null,
      signers: ids(directors),
    },
    { key: 'REGISTER_OF_MEMBERS', kind: 'REGISTER_OF_MEMBERS', subjectHolderID: null, signers: [] },
    { key: 'REGISTER_OF_DIRECTORS', kind: 'REGISTER_OF_DIRECTORS', subjectHolderID: null, signers: [] },
    {
      key: 'SIGNIFICANT_CONTROLLERS_REGISTER',
      kind: 'SIGNIFICANT_CONTROLLERS_REGISTER',
      subjectHolderID: null,
      signers: [],
    },
    ...founders.map((f) => ({
      key: `SHARE_CERTIFICATE:${f.holderID}`,
      kind: 'SHARE_CERTIFICATE' as const,
      subjectHolderID: f.holderID,
      signers: certificateSigners,
    })),
  ];
}

/** Every holder who must sign something in the case (the workflow gives each with an account a task). */
export function signatoryHolderIDs(caseType: TCaseType, info: TCaseInformation): Set<string> {
  return new Set(documentPlan(caseType, info).flatMap((d) => d.signers));
}

/** The name a signature is recorded under: a corporate signs through its authorised signer. */
export function signerDisplayName(holder: THolder): string {
  const name = holderName(holder);
  if (holder.holderType !== 'C') return name;
  const signer = [holder.authSignerFirstNameEng, holder.authSignerLastNameEng]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  return signer ? `${name} (${signer})` : name;
}

/** Document titles in the three languages (file names and the screens use them). */
export const DOCUMENT_TITLES: Record<TDocumentKind, { en: string; 'zh-HK': string; 'zh-CN': string }> = {
  INCORPORATION_FORM: {
    en: 'Incorporation Form (Form NNC1)',
    'zh-HK': '法團成立表格（表格 NNC1）',
    'zh-CN': '法团成立表格（表格 NNC1）',
  },
  CONSENT_COMPANY_SECRETARY: {
    en: 'Consent to Act as Company Secretary',
    'zh-HK': '出任公司秘書同意書',
    'zh-CN': '出任公司秘书同意书',
  },
  FIRST_DIRECTORS_RESOLUTIONS: {
    en: 'Written Resolutions of the First Directors',
    'zh-HK': '首任董事書面決議',
    'zh-CN': '首任董事书面决议',
  },
  REGISTER_OF_MEMBERS: { en: 'Register of Members', 'zh-HK': '成員登記冊', 'zh-CN': '成员登记册' },
  REGISTER_OF_DIRECTORS: { en: 'Register of Directors', 'zh-HK': '董事登記冊', 'zh-CN': '董事登记册' },
  SIGNIFICANT_CONTROLLERS_REGISTER: {
    en: 'Significant Controllers Register',
    'zh-HK': '重要控制人登記冊',
    'zh-CN': '重要控制人登记册',
  },
  SHARE_CERTIFICATE: { en: 'Share Certificate', 'zh-HK': '股票', 'zh-CN': '股票' },
  ANNUAL_RETURN: {
    en: 'Annual Return (Form NAR1)',
    'zh-HK': '周年申報表（表格 NAR1）',
    'zh-CN': '周年申报表（表格 NAR1）',
  },
};
