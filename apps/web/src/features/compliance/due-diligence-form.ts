import type { ADDRESS_PROOF_TYPES, ID_DOCUMENT_TYPES, SCREENING_RESULTS } from '@portal/domain';
import {
  isIso3Country,
  isValidHkid,
  SCREENING_LISTS,
  type TComplianceCreateRequest,
  type TDueDiligenceStakeholder,
} from '@portal/domain';

/**
 * The due-diligence form of one stakeholder (issue 8): what the officer checked — identity document,
 * proof of address, name screening — with remarks and evidence. Prefilled from the current record, or
 * from what the stakeholder gave when there is none. Saving always makes a record (a correction is
 * the next version); the task's completion is what insists on every check.
 */

export type TIdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];
export type TAddressProofType = (typeof ADDRESS_PROOF_TYPES)[number];
export type TScreeningList = (typeof SCREENING_LISTS)[number];
export type TScreeningResult = (typeof SCREENING_RESULTS)[number];

export interface TEvidence {
  fileID: string;
  fileName: string;
  fileSize: number;
}

export interface TDueDiligenceDraft {
  idType: TIdDocumentType;
  idNumber: string;
  idCountry: string;
  idExpiry: string;
  idChecked: boolean;
  addressType: TAddressProofType;
  addressIssueDate: string;
  addressChecked: boolean;
  lists: TScreeningList[];
  result: TScreeningResult | '';
  screenedOn: string;
  screeningDone: boolean;
  remarks: string;
  evidence: TEvidence[];
}

export type TDraftField = Exclude<keyof TDueDiligenceDraft, 'idChecked' | 'addressChecked' | 'screeningDone'>;
export type TDraftProblem =
  'required' | 'invalid' | 'tooLong' | 'countryInvalid' | 'dateInvalid' | 'hkidInvalid';

/** Limits of ZDueDiligenceDetails and the record's remarks. */
export const DRAFT_LIMITS = { idNumber: 50, remarks: 2000, evidence: 20 } as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const dateOrEmpty = (value: string | null | undefined) => (value && isRealDate(value) ? value : '');
const countryOrEmpty = (value: string | null | undefined) => {
  const code = value?.trim().toUpperCase() ?? '';
  return isIso3Country(code) ? code : '';
};

/** The form for a stakeholder: their current record, else what they gave. */
export function draftFor(s: TDueDiligenceStakeholder): TDueDiligenceDraft {
  const record = s.record;
  const dd = record?.dueDiligence;
  if (record && dd) {
    return {
      idType: dd.identityDocument.documentType,
      idNumber: dd.identityDocument.number,
      idCountry: dd.identityDocument.issuingCountry,
      idExpiry: dd.identityDocument.expiryDate ?? '',
      idChecked: dd.identityDocument.checked,
      addressType: dd.addressProof.documentType,
      addressIssueDate: dd.addressProof.issueDate ?? '',
      addressChecked: dd.addressProof.checked,
      lists: [...dd.screening.listsChecked],
      result: dd.screening.result ?? '',
      screenedOn: dd.screening.checkedDate ?? '',
      screeningDone: dd.screening.done,
      remarks: record.remarks,
      evidence: record.recordDocs.map((d) => ({ ...d })),
    };
  }
  const p = s.particulars;
  const corporate = s.holderType === 'C';
  const issuer = countryOrEmpty(corporate ? p.jurisdiction : p.idIssuer);
  return {
    idType: corporate ? 'CERTIFICATE_OF_INCORPORATION' : issuer === 'HKG' ? 'HKID' : 'PASSPORT',
    idNumber: (corporate ? p.regNum : p.idNum) ?? '',
    idCountry: issuer,
    idExpiry: corporate ? '' : dateOrEmpty(p.idExpiryDate),
    idChecked: false,
    addressType: corporate ? 'REGISTERED_OFFICE_RECORD' : 'UTILITY_BILL',
    addressIssueDate: '',
    addressChecked: false,
    lists: [],
    result: '',
    screenedOn: '',
    screeningDone: false,
    remarks: '',
    evidence: [],
  };
}

/** What stops the draft from being saved, by field (the server's rules, checked before sending). */
export function draftProblems(d: TDueDiligenceDraft): Partial<Record<TDraftField, TDraftProblem>> {
  const problems: Partial<Record<TDraftField, TDraftProblem>> = {};
  const number = d.idNumber.trim();
  if (!number) problems.idNumber = 'required';
  else if (number.length > DRAFT_LIMITS.idNumber) problems.idNumber = 'tooLong';
  else if (d.idType === 'HKID' && !isValidHkid(number)) problems.idNumber = 'hkidInvalid';
  if (!d.idCountry) problems.idCountry = 'required';
  else if (!isIso3Country(d.idCountry)) problems.idCountry = 'countryInvalid';
  if (d.idExpiry && !isRealDate(d.idExpiry)) problems.idExpiry = 'dateInvalid';
  if (d.addressIssueDate && !isRealDate(d.addressIssueDate)) problems.addressIssueDate = 'dateInvalid';
  if (d.screenedOn && !isRealDate(d.screenedOn)) problems.screenedOn = 'dateInvalid';
  // Screening marked done says what was checked and what it found.
  if (d.screeningDone && d.lists.length === 0) problems.lists = 'required';
  if (d.screeningDone && !d.result) problems.result = 'required';
  if (d.remarks.trim().length > DRAFT_LIMITS.remarks) problems.remarks = 'tooLong';
  return problems;
}

/** An identity document that expired before `today` (YYYY-MM-DD): worth a warning, not a refusal. */
export function hasExpired(d: Pick<TDueDiligenceDraft, 'idExpiry'>, today: string): boolean {
  return isRealDate(d.idExpiry) && d.idExpiry < today;
}

/** The checks the workflow counts that the draft leaves open (in its refusal order). */
export function draftGaps(d: TDueDiligenceDraft): ('identityDocument' | 'addressProof' | 'screening')[] {
  const gaps: ('identityDocument' | 'addressProof' | 'screening')[] = [];
  if (!d.idChecked) gaps.push('identityDocument');
  if (!d.addressChecked) gaps.push('addressProof');
  if (!d.screeningDone) gaps.push('screening');
  return gaps;
}

/** POST /api/compliance for the draft. */
export function dueDiligenceRequest(
  caseID: string,
  holderID: string,
  d: TDueDiligenceDraft,
): TComplianceCreateRequest {
  return {
    complianceType: 'DUE_DILIGENCE',
    caseID,
    holderID,
    remarks: d.remarks.trim(),
    recordDocs: d.evidence.map((e) => e.fileID),
    dueDiligence: {
      identityDocument: {
        documentType: d.idType,
        number: d.idNumber.trim(),
        issuingCountry: d.idCountry,
        expiryDate: d.idExpiry || null,
        checked: d.idChecked,
      },
      addressProof: {
        documentType: d.addressType,
        issueDate: d.addressIssueDate || null,
        checked: d.addressChecked,
      },
      screening: {
        done: d.screeningDone,
        listsChecked: SCREENING_LISTS.filter((l) => d.lists.includes(l)),
        result: d.result || null,
        checkedDate: d.screenedOn || null,
      },
    },
  };
}
