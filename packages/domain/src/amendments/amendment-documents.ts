import type { THolder, TRoleFlag } from '../case-form/holder.js';
import type { TCaseInformation } from '../schemas/case-information.js';
import type { TAmendmentType } from '../schemas/tasks.js';
import type { TAmendmentChange, TChangeOf } from './amendment-changes.js';
import { anyHolder, holdsRole, membersOf } from './holder-edits.js';

/**
 * The papers each amendment change generates and who signs them (issue 19), beside the
 * incorporation's documents of document-plan.ts. Pure: the server renders the PDFs; this says which
 * exist, whose signatures each needs, and which supporting papers a change type asks for.
 *
 * Sources (Companies Registry, "Specified Forms" list and FAQs at cr.gov.hk; Cap. 622 as cited):
 * - Form ND2A, Notice of Change of Company Secretary and Director (Appointment/Cessation), ss.645(1),
 *   645(4), 652(1), 652(2): within 15 days of an appointment or cessation of a director (also an
 *   alternate or reserve director) or company secretary. An appointment carries the appointee's own
 *   consent to act, signed by them. The notice is signed by a director or the company secretary (a
 *   resigning officer may sign it on the day the cessation takes effect; we ask one who stays).
 * - Form ND2B, Notice of Change in Particulars of Company Secretary and Director, ss.645(4), 652(2):
 *   within 15 days of a change in particulars; signed by a director or the company secretary.
 * - Form NR1, Notice of Change of Address of Registered Office, s.658: within 15 days.
 * - Form NSC1, Return of Allotment, s.142 (Specification No. 1/2014): within one month of an
 *   allotment, which needs the members' prior approval by resolution (s.140).
 * - Form NNC2, Notice of Change of Company Name, s.107: within 15 days of the special resolution
 *   (the resolution itself is not delivered); the Registrar issues a certificate of change of name.
 * - A dormant company ceases to be dormant by a special resolution declaring that it intends to enter
 *   into an accounting transaction, delivered to the Registrar for registration (s.5; CR FAQ on
 *   dormant companies, specimens B1/B2). No specified form: the resolution is what is delivered.
 * - Share transfers are not reported to the Registry (the next annual return shows them): the
 *   instrument of transfer (s.150) is signed by transferor and transferee, the bought note by the
 *   buyer, the sold note by the seller (Stamp Duty Ordinance, Cap. 117, s.19; a gift has no notes).
 * - A designated representative (Part 12 Division 2A) and a significant controller's change are kept
 *   in the company's own registers: no Registry form.
 * Every Registry form above is signed by "Director / Company Secretary" (the forms' signature block).
 */

export const AMENDMENT_DOCUMENT_KINDS = [
  'FORM_ND2A',
  'FORM_ND2B',
  'FORM_NR1',
  'FORM_NSC1',
  'FORM_NNC2',
  'BOARD_WRITTEN_RESOLUTION',
  'MEMBERS_ORDINARY_RESOLUTION',
  'MEMBERS_SPECIAL_RESOLUTION',
  'INSTRUMENT_OF_TRANSFER',
  'BOUGHT_NOTE',
  'SOLD_NOTE',
] as const;
export type TAmendmentDocumentKind = (typeof AMENDMENT_DOCUMENT_KINDS)[number];

export interface TAmendmentDocument {
  /** Stable within the amendment: the change's id and the kind. */
  key: string;
  kind: TAmendmentDocumentKind;
  changeID: string;
  /** The person the document is about (the officer appointed, the person whose particulars changed). */
  subjectHolderID: string | null;
  /** Holders whose signature the document needs, in signing order. */
  signers: string[];
}

/** Supporting papers a change type needs, generated above or uploaded to the case. */
export const SUPPORTING_DOCUMENT_KEYS = [
  'BOARD_RESOLUTION',
  'MEMBERS_RESOLUTION',
  'SPECIAL_RESOLUTION',
  'CONSENT_TO_ACT',
  'RESIGNATION_LETTER',
  'IDENTITY_DOCUMENT',
  'ADDRESS_PROOF',
  'TCSP_LICENCE',
  'INSTRUMENT_OF_TRANSFER',
  'CONTRACT_NOTES',
  'SALE_AGREEMENT',
  'LATEST_ACCOUNTS',
  'STAMP_CERTIFICATE',
  'CANCELLED_SHARE_CERTIFICATE',
  'NEW_SHARE_CERTIFICATE',
  'PAYMENT_PROOF',
  'NON_CASH_CONSIDERATION_CONTRACT',
  'OWNERSHIP_EVIDENCE',
  'CONTROLLER_CONFIRMATION',
  'CERTIFICATE_OF_CHANGE_OF_NAME',
  'BUSINESS_REGISTRATION_CERTIFICATE',
  'CORRECTION_EVIDENCE',
  'OTHER_DOCUMENT',
] as const;
export type TSupportingDocumentKey = (typeof SUPPORTING_DOCUMENT_KEYS)[number];

const OFFICER_PAPERS = [
  'BOARD_RESOLUTION',
  'CONSENT_TO_ACT',
  'RESIGNATION_LETTER',
  'IDENTITY_DOCUMENT',
  'ADDRESS_PROOF',
] as const;

/** What each amendment type asks for besides the change itself (the officer's checklist). */
export const SUPPORTING_DOCUMENTS = {
  CHANGE_COMSEC_OR_DR: [...OFFICER_PAPERS, 'TCSP_LICENCE'],
  CHANGE_REGISTERED_ADDRESS: ['BOARD_RESOLUTION', 'ADDRESS_PROOF'],
  CHANGE_DIRECTOR: OFFICER_PAPERS,
  SHARE_TRANSFER: [
    'INSTRUMENT_OF_TRANSFER',
    'CONTRACT_NOTES',
    'BOARD_RESOLUTION',
    'SALE_AGREEMENT',
    'LATEST_ACCOUNTS',
    'STAMP_CERTIFICATE',
    'CANCELLED_SHARE_CERTIFICATE',
    'NEW_SHARE_CERTIFICATE',
  ],
  ALLOTMENT: [
    'MEMBERS_RESOLUTION',
    'BOARD_RESOLUTION',
    'PAYMENT_PROOF',
    'NON_CASH_CONSIDERATION_CONTRACT',
    'NEW_SHARE_CERTIFICATE',
  ],
  UPDATE_STAKEHOLDER_PARTICULARS: ['IDENTITY_DOCUMENT', 'ADDRESS_PROOF'],
  CHANGE_SCR_OR_UBO: ['OWNERSHIP_EVIDENCE', 'CONTROLLER_CONFIRMATION'],
  CHANGE_COMPANY_NAME: [
    'SPECIAL_RESOLUTION',
    'CERTIFICATE_OF_CHANGE_OF_NAME',
    'BUSINESS_REGISTRATION_CERTIFICATE',
  ],
  APPLY_CEASE_DORMANT: ['SPECIAL_RESOLUTION'],
  CLERICAL_ERROR: ['BOARD_RESOLUTION', 'CORRECTION_EVIDENCE'],
  OTHERS: ['OTHER_DOCUMENT'],
} as const satisfies Record<TAmendmentType, readonly TSupportingDocumentKey[]>;

/**
 * The papers one change asks for: an officer's appointment its consent to act and identity papers, a
 * cessation its resignation letter, new particulars their evidence; other types their list above.
 */
export function supportingDocumentsOf(change: {
  type: TAmendmentType;
  action?: 'APPOINT' | 'CEASE' | 'PARTICULARS';
  role?: string;
}): readonly TSupportingDocumentKey[] {
  if (change.type !== 'CHANGE_DIRECTOR' && change.type !== 'CHANGE_COMSEC_OR_DR')
    return SUPPORTING_DOCUMENTS[change.type];
  const secretary = change.type === 'CHANGE_COMSEC_OR_DR' && change.role === 'isComSec';
  switch (change.action) {
    case 'APPOINT':
      return [
        'BOARD_RESOLUTION',
        'CONSENT_TO_ACT',
        'IDENTITY_DOCUMENT',
        'ADDRESS_PROOF',
        ...(secretary ? (['TCSP_LICENCE'] as const) : []),
      ];
    case 'CEASE':
      return ['BOARD_RESOLUTION', 'RESIGNATION_LETTER'];
    case 'PARTICULARS':
      return ['IDENTITY_DOCUMENT', 'ADDRESS_PROOF'];
    default:
      return SUPPORTING_DOCUMENTS[change.type];
  }
}

/** The company's records before the amendment and after it. */
interface TRecords {
  before: TCaseInformation;
  after: TCaseInformation;
}

/** Offices reported on ND2A / ND2B; a designated representative is not one of them. */
const REGISTRY_OFFICES: readonly TRoleFlag[] = ['isDirector', 'isAlternateDR', 'isReserveDR', 'isComSec'];

const holding = (info: TCaseInformation, role: TRoleFlag) =>
  info.stakeholders.filter((h) => !h.refID && holdsRole(h, role));
const idsOf = (holders: readonly THolder[]) => holders.map((h) => h.holderID);

/**
 * Who signs a Registry form for the company: a director or the company secretary, preferring one in
 * office both before and after the amendment (so nobody signs for an office they have left or not
 * yet taken), the company secretary first as the forms' usual signatory, and someone other than the
 * person the form is about when there is one (an appointee already signs the form's consent).
 */
export function companySignatory(
  before: TCaseInformation,
  after: TCaseInformation,
  avoid: string | null = null,
): string | null {
  const stays = (role: TRoleFlag) => {
    const earlier = new Set(idsOf(holding(before, role)));
    return idsOf(holding(after, role)).filter((id) => earlier.has(id));
  };
  const candidates = [
    ...stays('isComSec'),
    ...stays('isDirector'),
    ...idsOf(holding(after, 'isComSec')),
    ...idsOf(holding(after, 'isDirector')),
  ];
  return candidates.find((id) => id !== avoid) ?? candidates[0] ?? null;
}

/** Directors signing a board written resolution: those in office before it, less one leaving by it. */
function boardOf(records: TRecords, leaving: string | null): string[] {
  const board = idsOf(holding(records.before, 'isDirector')).filter((id) => id !== leaving);
  return board.length > 0 ? board : idsOf(holding(records.after, 'isDirector'));
}

/** Every member before the change (a written resolution of members needs them all). */
const membersBefore = (records: TRecords) => idsOf(membersOf(records.before));

type TDraft = Omit<TAmendmentDocument, 'key' | 'changeID'>;
const doc = (kind: TAmendmentDocumentKind, signers: (string | null | undefined)[], subject?: string | null) =>
  ({
    kind,
    subjectHolderID: subject ?? null,
    // A signer missing from the draft is left out rather than signing as nobody.
    signers: [...new Set(signers.filter((s): s is string => Boolean(s)))],
  }) satisfies TDraft;

function officerDocuments(
  change: TChangeOf<'CHANGE_DIRECTOR'> | TChangeOf<'CHANGE_COMSEC_OR_DR'>,
  records: TRecords,
): TDraft[] {
  const subject = change.appointee?.holderID ?? change.holderID ?? null;
  const company = companySignatory(records.before, records.after, subject);
  const registry = change.role !== undefined && REGISTRY_OFFICES.includes(change.role);
  switch (change.action) {
    case 'APPOINT':
      return [
        // The appointee consents on the form itself before the company signs and delivers it.
        ...(registry ? [doc('FORM_ND2A', [subject, company], subject)] : []),
        doc('BOARD_WRITTEN_RESOLUTION', boardOf(records, null), subject),
      ];
    case 'CEASE':
      return [
        ...(registry ? [doc('FORM_ND2A', [company], subject)] : []),
        // A director leaving does not sign the board's note of it; a secretary who is also a director does.
        doc(
          'BOARD_WRITTEN_RESOLUTION',
          boardOf(records, change.role === 'isDirector' ? subject : null),
          subject,
        ),
      ];
    case 'PARTICULARS':
      return registry ? [doc('FORM_ND2B', [company], subject)] : [];
    case undefined:
      return [];
  }
}

function transferDocuments(change: TChangeOf<'SHARE_TRANSFER'>, records: TRecords): TDraft[] {
  const from = change.transferorID ?? null;
  const to = change.transfereeID ?? change.transferee?.holderID ?? null;
  // A gift (no consideration) has no contract notes: the instrument bears the duty (Cap. 117 head 2(3)).
  const gift = change.considerationCents === 0;
  return [
    doc('INSTRUMENT_OF_TRANSFER', [from, to], to),
    ...(gift ? [] : [doc('BOUGHT_NOTE', [to], to), doc('SOLD_NOTE', [from], from)]),
    doc('BOARD_WRITTEN_RESOLUTION', boardOf(records, null), to),
  ];
}

/** Whether the person held an office reported to the Registry before the amendment. */
function isRegistryOfficer(records: TRecords, holderID: string | undefined): boolean {
  const holder = anyHolder(records.before.stakeholders, holderID);
  return holder !== undefined && REGISTRY_OFFICES.some((role) => holdsRole(holder, role));
}

function changeDocuments(change: TAmendmentChange, records: TRecords): TDraft[] {
  const company = companySignatory(records.before, records.after);
  switch (change.type) {
    case 'CHANGE_DIRECTOR':
    case 'CHANGE_COMSEC_OR_DR':
      return officerDocuments(change, records);
    case 'CHANGE_REGISTERED_ADDRESS':
      return [doc('FORM_NR1', [company]), doc('BOARD_WRITTEN_RESOLUTION', boardOf(records, null))];
    case 'SHARE_TRANSFER':
      return transferDocuments(change, records);
    case 'ALLOTMENT':
      return [
        doc('MEMBERS_ORDINARY_RESOLUTION', membersBefore(records)),
        doc('BOARD_WRITTEN_RESOLUTION', boardOf(records, null)),
        doc('FORM_NSC1', [company]),
      ];
    case 'UPDATE_STAKEHOLDER_PARTICULARS':
      // A member's or controller's particulars change only the company's own registers.
      return isRegistryOfficer(records, change.holderID)
        ? [doc('FORM_ND2B', [company], change.holderID)]
        : [];
    case 'CHANGE_COMPANY_NAME':
      return [doc('MEMBERS_SPECIAL_RESOLUTION', membersBefore(records)), doc('FORM_NNC2', [company])];
    case 'APPLY_CEASE_DORMANT':
      return [doc('MEMBERS_SPECIAL_RESOLUTION', membersBefore(records))];
    case 'CLERICAL_ERROR':
      // Corrected particulars of an officer are notified on ND2B, as the deadline engine counts them.
      return [
        ...(change.particulars && isRegistryOfficer(records, change.holderID)
          ? [doc('FORM_ND2B', [company], change.holderID)]
          : []),
        doc('BOARD_WRITTEN_RESOLUTION', boardOf(records, null), change.holderID),
      ];
    case 'CHANGE_SCR_OR_UBO':
    case 'OTHERS':
      return [];
  }
}

/**
 * The documents an amendment generates, change by change in the draft's order, with their signers
 * worked out from the records before and after it (`recordsAsAt` / `recordsAfter`).
 */
export function amendmentDocumentPlan(
  changes: readonly TAmendmentChange[],
  records: TRecords,
): TAmendmentDocument[] {
  return changes.flatMap((change) =>
    changeDocuments(change, records).map((d) => ({
      key: `${change.changeID}:${d.kind}`,
      changeID: change.changeID,
      ...d,
    })),
  );
}
