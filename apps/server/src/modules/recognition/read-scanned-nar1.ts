import { detectFormType, readNar1Lines, type TTextLine } from '@portal/domain/recognition';
import type { TRecognisedField } from '@portal/domain';
import { deskew } from './ocr/deskew.js';
import { pageImage } from './ocr/page-image.js';
import { POINTS_PER_INCH } from './ocr/render-page.js';
import { tesseractPool, type TOcrWord, type TTesseractPool } from './ocr/tesseract-pool.js';
import type { TPdfDocument } from './pdf-document.js';

/**
 * A scanned NAR1 read by OCR of its whole pages (it has only a few, unlike the NNC1's 24): each page
 * deskewed and read in sparse mode with the Chinese and English data, its words gathered into lines
 * with positions in points, a line parted where words stand far apart (the return's table columns),
 * then read by its labels as a text-layer NAR1 is.
 */

const OCR_DPI = 200;
/** Words further apart than this many times their height belong to different columns. */
const COLUMN_GAP = 1.5;

/** Lines of one page, in points from its top left. */
async function pageLines(pdf: TPdfDocument, page: number, pool: TTesseractPool): Promise<TTextLine[]> {
  const { image } = deskew(await pageImage(pdf, page, OCR_DPI));
  const scale = POINTS_PER_INCH / OCR_DPI;
  const lines: TTextLine[] = [];
  const push = (words: TOcrWord[]) => {
    if (words.length === 0) return;
    const left = Math.min(...words.map((w) => w.box.left));
    const top = Math.min(...words.map((w) => w.box.top));
    const right = Math.max(...words.map((w) => w.box.left + w.box.width));
    const bottom = Math.max(...words.map((w) => w.box.top + w.box.height));
    lines.push({
      page,
      text: words.map((w) => w.text).join(' '),
      x: left * scale,
      y: top * scale,
      width: (right - left) * scale,
      height: (bottom - top) * scale,
      confidence: words.reduce((sum, w) => sum + w.confidence, 0) / words.length,
    });
  };
  for (const line of await pool.recogniseLines(image, {
    script: 'chinese',
    singleLine: false,
    sparse: true,
  })) {
    let run: TOcrWord[] = [];
    for (const word of line.words) {
      const last = run.at(-1);
      if (
        last &&
        word.box.left - (last.box.left + last.box.width) >
          COLUMN_GAP * Math.max(word.box.height, last.box.height)
      ) {
        push(run);
        run = [];
      }
      run.push(word);
    }
    push(run);
  }
  return lines;
}

/** An NAR1 read from a scan, or null when its first page does not head an NAR1. */
export async function readScannedNar1(
  pdf: TPdfDocument,
  onProgress: (pagesDone: number, pageCount: number) => void = () => {},
  pool: TTesseractPool = tesseractPool(),
): Promise<TRecognisedField[] | null> {
  const first = await pageLines(pdf, 1, pool);
  if (detectFormType(first.map((l) => l.text).join('\n')) !== 'nar1') return null;
  onProgress(1, pdf.pageCount);
  const lines = [...first];
  for (let page = 2; page <= pdf.pageCount; page += 1) {
    lines.push(...(await pageLines(pdf, page, pool)));
    onProgress(page, pdf.pageCount);
  }
  const size = await pdf.pageSize(1);
  return readNar1Lines(lines, 'OCR', size);
}
