import {
  anchorEdits,
  classifyByMarks,
  CLASSIFY_STRIPS,
  classifyPage,
  MARK_ORDER,
  NNC1_MARKS,
  foldText,
  NNC1_PAGE_SIZE,
  type TPageRead,
  type TPageTemplate,
  type TRect,
} from '@portal/domain/recognition';
import type { TPdfDocument } from '../pdf-document.js';
import { deskew } from './deskew.js';
import { cropGrey, type TGreyImage, type TPixelBox } from './grey-image.js';
import { pageImage } from './page-image.js';
import { readField, type TFieldTimer } from './read-field.js';
import { mapBox, rectToPixels, registerPage } from './register-page.js';
import { tesseractPool, type TTesseractPool } from './tesseract-pool.js';

/**
 * A scanned NNC1 read by OCR within the budget (24 pages in 20 s on 2 cores): each page is
 * decoded and told apart by OCR of a few small marks where the blank prints them (classify-marks.ts:
 * the notes pages have no specification line in the footer and are dropped after that one crop,
 * before any other work); a form page is deskewed and registered onto its template, and only its
 * fields' boxes that hold ink are read. A page the marks leave undecided, or whose boxes do not lie
 * where the marks' template says, is classified again from its whole header and footer strips.
 * Pages go through the steps here while the OCR of earlier pages runs in the pool's worker threads.
 */

export const SCAN_DPI = 200;
/** Pages being decoded, classified or read at once: enough to keep the OCR workers fed. */
const PAGES_IN_FLIGHT = 3;
/** Printed in every form page's footer, never on the notes (classify-page.ts FORM_FOOTERS). */
const FORM_FOOTER = foldText('Specification No.');
/**
 * The share of a template's box edges found on ink (registerPage's fit) under which the marks' choice
 * is doubted: the right template fits at 0.97 or more on the bench's scans.
 */
const MARKED_FIT = 0.85;
/**
 * Pieces of the specification line's words and date (`Speafication No.1 2023`): a footer that shows
 * one is read again before its page is dropped. The notes pages' footers are prose and Chinese read
 * as Latin junk, which shows none, so they cost one small OCR job each.
 */
const FOOTER_HINT = /spec|fica|cation|20\d\d|december/i;

/** Time spent per stage, summed over pages (ms); OCR is time waited for the pool, jobs overlapping. */
export interface TScanTimings {
  decode: number;
  deskew: number;
  classify: number;
  register: number;
  fieldsOcr: number;
  fieldJobs: number;
  pages: number;
  formPages: number;
}

export const emptyTimings = (): TScanTimings => ({
  decode: 0,
  deskew: 0,
  classify: 0,
  register: 0,
  fieldsOcr: 0,
  fieldJobs: 0,
  pages: 0,
  formPages: 0,
});

function strip(image: TGreyImage, fromTop: number, share: number): TGreyImage {
  return cropGrey(image, {
    left: 0,
    top: Math.round(image.height * fromTop),
    width: image.width,
    height: Math.round(image.height * share),
  });
}

/**
 * The page's template from OCR of its footer and header strips, or null (notes, or not a form page).
 * The strips are read as blocks first; when that does not tell the page, read again as scattered
 * text (slower, but it finds a page number or a title standing apart from the rest).
 */
async function classifyScan(image: TGreyImage, pool: TTesseractPool): Promise<TPageTemplate | null> {
  const footerStrip = strip(image, 1 - CLASSIFY_STRIPS.bottom, CLASSIFY_STRIPS.bottom);
  const headerStrip = strip(image, 0, CLASSIFY_STRIPS.top);
  const block = { script: 'latin', singleLine: false } as const;
  const footer = await pool.recognise(footerStrip, block);
  if (anchorEdits(foldText(footer.text), FORM_FOOTER) === Infinity) return null;
  const header = await pool.recognise(headerStrip, block);
  let kind = classifyPage(`${header.text}\n${footer.text}`);
  if (!kind || kind === 'NOTES') {
    const sparse = { ...block, sparse: true } as const;
    const [footer2, header2] = await Promise.all([
      pool.recognise(footerStrip, sparse),
      pool.recognise(headerStrip, sparse),
    ]);
    kind = classifyPage([header.text, footer.text, header2.text, footer2.text].join('\n'));
  }
  return kind && kind !== 'NOTES' ? kind : null;
}

/**
 * The page's template from its marks, read on the page as scanned (the marks are small: a degree of
 * skew moves them a few pixels, inside the room their regions leave); undefined when they do not decide.
 */
async function classifyMarks(
  image: TGreyImage,
  pool: TTesseractPool,
): Promise<TPageTemplate | 'NOTES' | undefined> {
  const marks: Partial<Record<(typeof MARK_ORDER)[number], string>> = {};
  for (const mark of MARK_ORDER) {
    const crop = cropGrey(image, rectToPixels(NNC1_MARKS[mark], NNC1_PAGE_SIZE.height, SCAN_DPI));
    const sparse = { script: 'latin', singleLine: false, sparse: true } as const;
    marks[mark] = (await pool.recognise(crop, sparse)).text;
    let decided = classifyByMarks(marks);
    if (decided === 'NOTES' && FOOTER_HINT.test(marks[mark])) {
      // Something of the specification line was read, but not enough: read the footer as a block.
      const block = await pool.recognise(crop, { ...sparse, sparse: false });
      marks[mark] = `${marks[mark]}\n${block.text}`;
      decided = classifyByMarks(marks);
    }
    if (decided) return decided;
  }
  return undefined;
}

/**
 * A box found on the deskewed image, where it lies on the page as scanned (turned back by the skew
 * about the page's centre), in points of the template's page: the preview beside the values shows the
 * page as it came.
 */
function onScannedPage(box: TPixelBox, image: TGreyImage, skewDeg: number): TRect {
  const rad = (skewDeg * Math.PI) / 180;
  const cx = image.width / 2;
  const cy = image.height / 2;
  const x = box.left + box.width / 2 - cx;
  const y = box.top + box.height / 2 - cy;
  const centreX = cx + x * Math.cos(rad) - y * Math.sin(rad);
  const centreY = cy + x * Math.sin(rad) + y * Math.cos(rad);
  const sx = NNC1_PAGE_SIZE.width / image.width;
  const sy = NNC1_PAGE_SIZE.height / image.height;
  return {
    x: (centreX - box.width / 2) * sx,
    y: NNC1_PAGE_SIZE.height - (centreY + box.height / 2) * sy,
    width: box.width * sx,
    height: box.height * sy,
  };
}

async function readPage(
  pdf: TPdfDocument,
  page: number,
  pool: TTesseractPool,
  timings: TScanTimings,
): Promise<TPageRead | null> {
  let t = performance.now();
  const lap = () => {
    const now = performance.now();
    const ms = now - t;
    t = now;
    return ms;
  };
  const scanned = await pageImage(pdf, page, SCAN_DPI);
  timings.decode += lap();
  const marked = await classifyMarks(scanned, pool);
  timings.classify += lap();
  if (marked === 'NOTES') return null;
  const { image, skewDeg } = deskew(scanned);
  timings.deskew += lap();
  let template = marked ?? (await classifyScan(image, pool));
  timings.classify += lap();
  if (!template) return null;
  const boxesOf = (t: TPageTemplate) =>
    t.fields.map((f) => rectToPixels(f.rect, NNC1_PAGE_SIZE.height, SCAN_DPI));
  let boxes = boxesOf(template);
  let registration = registerPage(image, boxes);
  timings.register += lap();
  if (marked && registration.fit < MARKED_FIT) {
    // The marks were misread (a 3 taken for an 8): the strips decide, and the boxes are laid again.
    template = await classifyScan(image, pool);
    timings.classify += lap();
    if (!template) return null;
    boxes = boxesOf(template);
    registration = registerPage(image, boxes);
    timings.register += lap();
  }
  const timer: TFieldTimer = { ocrMs: 0, ocrJobs: 0 };
  const mapped = boxes.map((box) => mapBox(box, registration));
  const reads = await Promise.all(
    template.fields.map((field, i) => readField(image, field, mapped[i]!, pool, timer)),
  );
  timings.fieldsOcr += timer.ocrMs;
  timings.fieldJobs += timer.ocrJobs;
  timings.formPages += 1;
  return {
    page,
    template,
    method: 'OCR',
    reads: reads.flatMap((read, i) =>
      read ? [{ ...read, rect: onScannedPage(mapped[i]!, image, skewDeg) }] : [],
    ),
  };
}

/** Reads a scanned (image-only) NNC1 into page reads for assembleNnc1, pages in document order. */
export async function readScannedNnc1(
  pdf: TPdfDocument,
  onProgress: (pagesDone: number, pageCount: number) => void = () => {},
  timings: TScanTimings = emptyTimings(),
  pool: TTesseractPool = tesseractPool(),
): Promise<TPageRead[]> {
  const results: (TPageRead | null)[] = new Array<TPageRead | null>(pdf.pageCount).fill(null);
  let next = 1;
  let done = 0;
  const lane = async () => {
    while (next <= pdf.pageCount) {
      const page = next;
      next += 1;
      results[page - 1] = await readPage(pdf, page, pool, timings);
      timings.pages += 1;
      done += 1;
      onProgress(done, pdf.pageCount);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PAGES_IN_FLIGHT, pdf.pageCount) }, lane));
  return results.filter((r) => r !== null);
}
