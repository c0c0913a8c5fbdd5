import {
  RECOGNITION_MAX_PAGES,
  type TCompanyFormRecognition,
  type TCompanyFormType,
  type TRecognisedField,
  type TRecognitionMethod,
  type TRecognitionProgress,
} from '@portal/domain';
import { assembleNnc1, detectFormType } from '@portal/domain/recognition';
import { readScannedNnc1 } from './ocr/read-scanned.js';
import { openPdf, UnreadablePdfError, type TPdfDocument } from './pdf-document.js';
import { readNar1, textLines } from './read-nar1.js';
import { readScannedNar1 } from './read-scanned-nar1.js';
import { readNnc1 } from './read-nnc1.js';

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

/** The method most values were read with (the answer's summary). */
function mainMethod(fields: TRecognisedField[], fallback: TRecognitionMethod): TRecognitionMethod {
  const counts = new Map<TRecognitionMethod, number>();
  for (const f of fields) counts.set(f.method, (counts.get(f.method) ?? 0) + 1);
  let best = fallback;
  for (const [method, n] of counts) if (n > (counts.get(best) ?? 0)) best = method;
  return best;
}

/** The lines of a document's first pages, which say which form it is (empty for a scan). */
async function openingText(pdf: TPdfDocument): Promise<string> {
  const lines: string[] = [];
  for (let page = 1; page <= Math.min(pdf.pageCount, 3); page += 1) {
    const items = await pdf.pageText(page);
    lines.push(...textLines(items, page, await pdf.pageSize(page)).map((line) => line.text));
  }
  return lines.join('\n');
}

/** Reads a form that has a text layer: its fields or its text; null when it turns out to have none. */
async function readDigital(
  pdf: TPdfDocument,
  formType: TCompanyFormType,
): Promise<{ fields: TRecognisedField[]; method: TRecognitionMethod } | null> {
  if (formType === 'nar1') return readNar1(pdf);
  const read = await readNnc1(pdf);
  return read && { fields: assembleNnc1(read.pages), method: read.method };
}

/** Reads a scan: an NNC1 when its pages' headers and footers say so, else an NAR1 by its first page's lines. */
async function readScan(
  pdf: TPdfDocument,
  onProgress: TProgress,
): Promise<{ formType: TCompanyFormType; fields: TRecognisedField[] }> {
  const progress = (pagesDone: number, pageCount: number) =>
    onProgress({ stage: 'OCR', pagesDone, pageCount });
  progress(0, pdf.pageCount);
  const pages = await readScannedNnc1(pdf, progress);
  if (pages.length > 0) return { formType: 'nnc1', fields: assembleNnc1(pages) };
  progress(0, pdf.pageCount);
  const nar1 = await readScannedNar1(pdf, progress);
  if (nar1) return { formType: 'nar1', fields: nar1 };
  throw new UnsupportedDocumentError('NOT_A_COMPANY_FORM');
}

/** Reads a company form into the migration form's proposed values. */
export async function recogniseDocument(
  bytes: Uint8Array,
  onProgress: TProgress = () => {},
): Promise<TCompanyFormRecognition> {
  const started = performance.now();
  if (!looksLikePdf(bytes)) throw new UnsupportedDocumentError('NOT_PDF');
  let pdf: TPdfDocument;
  try {
    pdf = await openPdf(bytes);
  } catch (error) {
    if (error instanceof UnreadablePdfError) throw new UnsupportedDocumentError(error.reason);
    throw error;
  }
  try {
    if (pdf.pageCount > RECOGNITION_MAX_PAGES) throw new UnsupportedDocumentError('TOO_MANY_PAGES');
    onProgress({ stage: 'READING', pagesDone: 0, pageCount: pdf.pageCount });
    const text = await openingText(pdf);
    let result: { formType: TCompanyFormType; fields: TRecognisedField[]; method: TRecognitionMethod };
    if (text.trim()) {
      const formType = detectFormType(text);
      if (!formType) throw new UnsupportedDocumentError('NOT_A_COMPANY_FORM');
      const read = await readDigital(pdf, formType);
      if (!read) throw new UnsupportedDocumentError('NOT_A_COMPANY_FORM');
      result = { formType, ...read };
    } else {
      result = { ...(await readScan(pdf, onProgress)), method: 'OCR' };
    }
    onProgress({ stage: 'DONE', pagesDone: pdf.pageCount, pageCount: pdf.pageCount });
    return {
      formType: result.formType,
      pageCount: pdf.pageCount,
      method: mainMethod(result.fields, result.method),
      fields: result.fields,
      durationMs: Math.round(performance.now() - started),
    };
  } finally {
    await pdf.close();
  }
}
