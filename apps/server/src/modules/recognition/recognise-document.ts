import {
  RECOGNITION_MAX_PAGES,
  type TCompanyFormRecognition,
  type TRecognitionProgress,
} from '@portal/domain';
import { openPdf, UnreadablePdfError } from './pdf-document.js';

/**
 * One company form read end to end (spec §1, §5): a PDF only, one document, told NNC1 or NAR1 by its
 * content; read from its form fields when it was filled digitally, its text when it was flattened or
 * printed to PDF, OCR of its rendered pages when it was scanned. Anything else is unsupported, with
 * the reason.
 */

export type TUnsupportedReason =
  'NOT_PDF' | 'CORRUPT' | 'ENCRYPTED' | 'TOO_MANY_PAGES' | 'NOT_A_COMPANY_FORM';

export class UnsupportedDocumentError extends Error {
  constructor(public readonly reason: TUnsupportedReason) {
    super(`unsupported document: ${reason}`);
    this.name = 'UnsupportedDocumentError';
  }
}

type TProgress = (progress: Omit<TRecognitionProgress, 'running'>) => void;

/** A PDF starts with its header within the first kilobyte (ISO 32000-2 §7.5.2 lets junk precede it). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  return head.includes('%PDF-');
}

/** Reads a company form into the migration form's proposed values. */
export async function recogniseDocument(
  bytes: Uint8Array,
  onProgress: TProgress = () => {},
): Promise<TCompanyFormRecognition> {
  const started = performance.now();
  if (!looksLikePdf(bytes)) throw new UnsupportedDocumentError('NOT_PDF');
  let pdf;
  try {
    pdf = await openPdf(bytes);
  } catch (error) {
    if (error instanceof UnreadablePdfError) throw new UnsupportedDocumentError(error.reason);
    throw error;
  }
  try {
    if (pdf.pageCount > RECOGNITION_MAX_PAGES) throw new UnsupportedDocumentError('TOO_MANY_PAGES');
    onProgress({ stage: 'READING', pagesDone: 0, pageCount: pdf.pageCount });
    void started;
    throw new UnsupportedDocumentError('NOT_A_COMPANY_FORM');
  } finally {
    await pdf.close();
  }
}
