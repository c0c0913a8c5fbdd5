import { detectFormType, readNar1Lines, type TTextLine } from '@portal/domain/recognition';
import type { TRecognisedField } from '@portal/domain';
import { deskew } from './ocr/deskew.js';
import { pageImage } from './ocr/page-image.js';
import { POINTS_PER_INCH } from './ocr/render-page.js';
import { tesseractPool, type TOcrLine, type TOcrWord, type TTesseractPool } from './ocr/tesseract-pool.js';
import type { TPdfDocument } from './pdf-document.js';

/**
 * A scanned NAR1 read by OCR of its whole pages (it has only a few, unlike the NNC1's 24): each page
 * deskewed and read in sparse mode with the Chinese and English data, its words gathered into lines
 * with positions in points, a line parted where words stand far apart (the return's table columns),
 * then read by its labels as a text-layer NAR1 is.
 */

const OCR_DPI = 200;
const CJK = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/;

/** Words as printed: a space between words, none between two Chinese characters (tesseract parts them). */
function joinText(words: readonly string[]): string {
  return words.reduce(
    (text, word) =>
      text && !(CJK.test(text.at(-1)!) && CJK.test(word[0]!)) ? `${text} ${word}` : text + word,
    '',
  );
}

/** Words further apart than this many times their height belong to different columns. */
const COLUMN_GAP = 1.5;

/**
 * Lines of one page, in points from its top left. A line's top is measured from its baseline, as a
 * text layer's is (readNar1Lines parts a table's rows by the spacing of its lines): the tops of OCR's
 * word boxes vary with the letters (a Chinese name's box starts higher than `Central`'s).
 */
export async function pageLines(pdf: TPdfDocument, page: number, pool: TTesseractPool): Promise<TTextLine[]> {
  const { image } = deskew(await pageImage(pdf, page, OCR_DPI));
  const scale = POINTS_PER_INCH / OCR_DPI;
  const ocrLines = await pool.recogniseLines(image, { script: 'chinese', singleLine: false, sparse: true });
  // The type's size: the median height of the words, which the tops are measured up from the baselines by.
  const heights = ocrLines.flatMap((l) => l.words.map((w) => w.box.height)).sort((a, b) => a - b);
  const typeHeight = heights[Math.floor(heights.length / 2)] ?? 20;
  const lines: TTextLine[] = [];
  const push = (words: TOcrWord[], baseline: TOcrLine['baseline']) => {
    if (words.length === 0) return;
    const left = Math.min(...words.map((w) => w.box.left));
    const right = Math.max(...words.map((w) => w.box.left + w.box.width));
    const slope = baseline.x1 > baseline.x0 ? (baseline.y1 - baseline.y0) / (baseline.x1 - baseline.x0) : 0;
    const base = baseline.y0 + (left - baseline.x0) * slope;
    lines.push({
      page,
      text: joinText(words.map((w) => w.text.trim()).filter(Boolean)),
      x: left * scale,
      y: (base - typeHeight) * scale,
      width: (right - left) * scale,
      height: typeHeight * scale,
      confidence: words.reduce((sum, w) => sum + w.confidence, 0) / words.length,
    });
  };
  for (const line of ocrLines) {
    let run: TOcrWord[] = [];
    for (const word of line.words) {
      const last = run.at(-1);
      if (
        last &&
        word.box.left - (last.box.left + last.box.width) >
          COLUMN_GAP * Math.max(word.box.height, last.box.height)
      ) {
        push(run, line.baseline);
        run = [];
      }
      run.push(word);
    }
    push(run, line.baseline);
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
