import { partialIdNumber } from '../entities/protected-data.js';
import type { TIdentityViews } from '../policies/identity-data.policy.js';
import type { TComplianceRecord } from '../schemas/compliance.js';
import type { TDueDiligenceParticulars } from '../schemas/due-diligence.js';

/**
 * The identity-data policy applied to the firm's working records: the particulars its due-diligence
 * screen shows and its compliance records. A company's registration number is public (the Registry
 * shows it whole), so only a person's identity data is withheld. (Name-screening records, which hold
 * dates of birth, are read by the firm's own staff only: SMOOOTH reads its own searches.)
 */

function idNumberAs(value: string | null, views: TIdentityViews): string | null {
  if (views.idNum === 'FULL') return value;
  return views.idNum === 'PARTIAL' ? partialIdNumber(value) : null;
}

/** The particulars a stakeholder gave, as the due-diligence screen shows them to the viewer. */
export function redactDueDiligenceParticulars(
  p: TDueDiligenceParticulars,
  views: TIdentityViews,
): TDueDiligenceParticulars {
  return {
    ...p,
    idNum: idNumberAs(p.idNum, views),
    idIssueDate: views.idIssueDate === 'FULL' ? p.idIssueDate : null,
    idExpiryDate: views.idExpiryDate === 'FULL' ? p.idExpiryDate : null,
    resAddress: views.resAddress === 'FULL' ? p.resAddress : null,
  };
}

/**
 * A compliance record as the viewer may read it: a due-diligence record's identity-document number in
 * part and its expiry date left out (a certificate of incorporation's number is the company's).
 */
export function redactComplianceRecord(record: TComplianceRecord, views: TIdentityViews): TComplianceRecord {
  const dd = record.dueDiligence;
  if (!dd || dd.identityDocument.documentType === 'CERTIFICATE_OF_INCORPORATION') return record;
  const { identityDocument } = dd;
  return {
    ...record,
    dueDiligence: {
      ...dd,
      identityDocument: {
        ...identityDocument,
        number: idNumberAs(identityDocument.number, views) ?? '',
        expiryDate: views.idExpiryDate === 'FULL' ? identityDocument.expiryDate : null,
      },
    },
  };
}
