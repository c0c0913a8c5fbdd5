import type { TTextLine } from '@portal/domain/recognition';
import type { TPdfDocument } from '../pdf-document.js';
import { deskew } from './deskew.js';
import { pageImage } from './page-image.js';
import { POINTS_PER_INCH } from './render-page.js';
import { SCAN_DPI } from './read-scanned.js';
import { tesseractPool, type TTesseractPool } from './tesseract-pool.js';

/**
 * A scanned page read whole into lines with their places, for forms read by their printed labels
 * (the NAR1, 2–4 pages): decoded, deskewed, and OCR'd with Chinese and English together, since its
 * labels and names are in both. Places are in points from the page's top left, as on the paper.
 */

/** The page's lines of text in reading order, with positions in points (top-left origin) and confidence 0–1. */
export async function readPageLines(
  pdf: TPdfDocument,
  page: number,
  pool: TTesseractPool = tesseractPool(),
): Promise<TTextLine[]> {
  const { image } = deskew(await pageImage(pdf, page, SCAN_DPI));
  const lines = await pool.recogniseLines(image, { script: 'chinese', singleLine: false, wholePage: true });
  const pt = POINTS_PER_INCH / SCAN_DPI;
  return lines
    .filter((line) => line.text.length > 0)
    .map((line) => ({
      page,
      text: line.text,
      x: line.box.left * pt,
      y: line.box.top * pt,
      width: line.box.width * pt,
      height: line.box.height * pt,
      confidence: line.confidence,
    }));
}
