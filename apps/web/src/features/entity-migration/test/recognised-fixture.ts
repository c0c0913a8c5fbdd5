import type { TRecognisedField } from '@portal/domain';

/** Recognised values for the entity form's tests (no page imports: the recognition mock loads it). */

const read = (path: string, value: string | number | boolean, confidence: number, page: number) =>
  ({
    path,
    value,
    confidence,
    page,
    method: confidence === 1 ? 'ACROFORM' : 'OCR',
  }) satisfies TRecognisedField;

/** What a reader might answer for an NAR1: a sure name, a doubtful BRN, a member, a value the form cannot hold. */
export const RECOGNISED: TRecognisedField[] = [
  read('companyEngName', 'Victoria Peak Trading Limited', 1, 1),
  read('companyNumber', '1234567', 0.97, 1),
  read('brn', '31234567', 0.55, 1),
  read('totalNumOfOrdShare', '10,000', 0.9, 2),
  read('stakeholders.0.engLastName', 'Wong', 0.92, 4),
  read('stakeholders.0.engFirstName', 'Siu Ming', 0.92, 4),
  read('stakeholders.0.isShareHolder', true, 0.9, 4),
  read('stakeholders.0.ordinaryShares', 10000, 0.9, 4),
  read('incorporationDate', '29/02/2012', 0.6, 1),
];
