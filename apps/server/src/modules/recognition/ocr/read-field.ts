import type { TFieldRead, TTemplateField } from '@portal/domain/recognition';
import {
  cropGrey,
  enlargeGrey,
  INK_LEVEL,
  inkRatio,
  LINE_LEVEL,
  type TGreyImage,
  type TPixelBox,
} from './grey-image.js';
import {
  joinWords,
  type TOcrLine,
  type TOcrWord,
  type TRecogniseOptions,
  type TTesseractPool,
} from './tesseract-pool.js';

/**
 * One field of a registered scan: its box cropped inside the printed border, what is left of the
 * border (a line off by a pixel or two) wiped, the crop cut down to its ink, and then read — a
 * check box by how much ink it holds, anything else by OCR with the field's script. An empty box
 * gives nothing, which is most boxes of a continuation sheet.
 */

/** Pixels cut inside a box's drawn border: little, as typed values may run up to the border. */
const INSET_PX = 2;
/** Confidence of an English read under which a mixed field is read again with Chinese. */
const MIXED_RETRY_BELOW = 0.8;
/** How far in from the crop's edge what is left of the border may lie (line, blur, registration slip). */
const BORDER_ZONE_PX = 6;
/**
 * Fewer ink pixels than this is paper noise and dust, not writing (a speck is 1–4 pixels; the
 * smallest value, a lone `1` at 200 dpi, has about 60). Absolute, not a share of the box: a short
 * name in a wide box is a small share of it.
 */
const MIN_INK_PIXELS = 40;
/** A tick or cross fills at least this share of its box; an empty box's border slips in at most half that. */
const TICK_INK = 0.1;

/**
 * A box's border, where a slip of registration leaves it inside the crop: a row or column near the
 * crop's edge that is line-dark nearly all along. Writing can fill most of a tall box's height (a
 * filer's large type), so only lines near the edge and almost unbroken are taken for the border.
 */
function wipeBorder(image: TGreyImage): void {
  const { width, height, data } = image;
  const near = (i: number, size: number) => i < BORDER_ZONE_PX || i >= size - BORDER_ZONE_PX;
  for (let y = 0; y < height; y += 1) {
    if (!near(y, height)) continue;
    let ink = 0;
    for (let x = 0; x < width; x += 1) if (data[y * width + x]! < LINE_LEVEL) ink += 1;
    if (ink > width * 0.85) data.fill(255, y * width, (y + 1) * width);
  }
  for (let x = 0; x < width; x += 1) {
    if (!near(x, width)) continue;
    let ink = 0;
    for (let y = 0; y < height; y += 1) if (data[y * width + x]! < LINE_LEVEL) ink += 1;
    if (ink > height * 0.85) for (let y = 0; y < height; y += 1) data[y * width + x] = 255;
  }
}

/**
 * The cells of a comb field (an identity number, one character per cell) are parted by thin lines
 * from top to bottom. A column dark almost all the way with paper on either side a few pixels off is
 * such a line; a letter's stem is never that tall in its box and is wider.
 */
function wipeCombLines(image: TGreyImage): void {
  const { width, height, data } = image;
  const dark = new Float32Array(width);
  for (let x = 0; x < width; x += 1) {
    let ink = 0;
    for (let y = 0; y < height; y += 1) if (data[y * width + x]! < LINE_LEVEL) ink += 1;
    dark[x] = ink / height;
  }
  for (let x = 0; x < width; x += 1) {
    if (dark[x]! < 0.85) continue;
    let right = x;
    while (right + 1 < width && dark[right + 1]! >= 0.85) right += 1;
    if (right - x < 4)
      for (let c = x; c <= right; c += 1) for (let y = 0; y < height; y += 1) data[y * width + c] = 255;
    x = right;
  }
}

/** Lines of type shorter than this (pixels, capitals and descenders) are enlarged before OCR. */
const SMALL_TYPE_PX = 30;

const CJK_CHAR = /[\u3400-\u9fff\uf900-\ufaff]/;

/** Nothing but punctuation: what a border's remnant or a speck reads as. */
const JUNK = /^[^\p{L}\p{N}]+$/u;

/** A line's words without the junk at either end (a speck or a border remnant read as a character). */
function trimJunk(words: readonly TOcrWord[]): TOcrWord[] {
  // A Chinese character is a word of its own to tesseract: only a lone Latin letter may be a speck.
  const junk = (w: TOcrWord) =>
    JUNK.test(w.text) || (w.confidence < 0.5 && w.text.length === 1 && !CJK_CHAR.test(w.text));
  let first = 0;
  let last = words.length - 1;
  while (first <= last && junk(words[first]!)) first += 1;
  while (last >= first && junk(words[last]!)) last -= 1;
  return words.slice(first, last + 1);
}

/** The smallest box holding the crop's ink rows and columns (a lone speck does not count), or null. */
function inkBounds(image: TGreyImage): TPixelBox | null {
  const { width, height, data } = image;
  const rows = new Int32Array(height);
  const cols = new Int32Array(width);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (data[y * width + x]! < INK_LEVEL) {
        rows[y] = rows[y]! + 1;
        cols[x] = cols[x]! + 1;
      }
    }
  }
  const span = (counts: Int32Array) => {
    let first = -1;
    let last = -1;
    for (let i = 0; i < counts.length; i += 1) {
      if (counts[i]! >= 2) {
        if (first < 0) first = i;
        last = i;
      }
    }
    return first < 0 ? null : ([first, last] as const);
  };
  const ys = span(rows);
  const xs = span(cols);
  if (!ys || !xs) return null;
  return { left: xs[0], top: ys[0], width: xs[1] - xs[0] + 1, height: ys[1] - ys[0] + 1 };
}

/** How many separate bands of ink rows the crop has (lines of text), ignoring thin gaps. */
function lineCount(image: TGreyImage): number {
  const { width, height, data } = image;
  let lines = 0;
  let inLine = false;
  let gap = 0;
  for (let y = 0; y < height; y += 1) {
    let ink = 0;
    for (let x = 0; x < width; x += 1) if (data[y * width + x]! < INK_LEVEL) ink += 1;
    if (ink >= 2) {
      if (!inLine) lines += 1;
      inLine = true;
      gap = 0;
    } else if (inLine && (gap += 1) > 3) inLine = false;
  }
  return lines;
}

/**
 * A comb's characters stand a cell apart, which tesseract reads as words of one letter, and often
 * wrongly: the white runs between characters are closed up to a letter's gap, so the identifier
 * reads as one word.
 */
export function closeGaps(image: TGreyImage): TGreyImage {
  const { width, height, data } = image;
  const gap = Math.max(3, Math.round(height * 0.25));
  const keep: number[] = [];
  let white = 0;
  for (let x = 0; x < width; x += 1) {
    let ink = false;
    for (let y = 0; y < height && !ink; y += 1) ink = data[y * width + x]! < INK_LEVEL;
    white = ink ? 0 : white + 1;
    if (white <= gap) keep.push(x);
  }
  const out = new Uint8Array(keep.length * height);
  for (let y = 0; y < height; y += 1)
    for (let i = 0; i < keep.length; i += 1) out[y * keep.length + i] = data[y * width + keep[i]!]!;
  return { width: keep.length, height, data: out };
}

export interface TFieldTimer {
  ocrMs: number;
  ocrJobs: number;
}

/** Reads one template field from its box on the scan (`box` already mapped, in scan pixels). */
export async function readField(
  image: TGreyImage,
  field: TTemplateField,
  box: TPixelBox,
  pool: TTesseractPool,
  timer?: TFieldTimer,
): Promise<TFieldRead | null> {
  const inset = Math.min(INSET_PX, box.width / 4, box.height / 4);
  const inner = {
    left: box.left + inset,
    top: box.top + inset,
    width: box.width - 2 * inset,
    height: box.height - 2 * inset,
  };
  const crop = cropGrey(image, inner);
  if (crop.width < 4 || crop.height < 4) return null;
  wipeBorder(crop);
  wipeCombLines(crop);
  const ink = inkRatio(crop);
  if (field.kind === 'checkbox') {
    const ticked = ink >= TICK_INK;
    // Sure when far from the threshold either way.
    const confidence = Math.min(1, 0.6 + Math.abs(ink - TICK_INK) * 4);
    return { field, text: ticked ? 'X' : 'Off', confidence };
  }
  if (ink * crop.width * crop.height < MIN_INK_PIXELS) return null;
  const bounds = inkBounds(crop);
  if (!bounds) return null;
  const pad = 6;
  const text = cropGrey(crop, {
    left: bounds.left - pad,
    top: bounds.top - pad,
    width: bounds.width + 2 * pad,
    height: bounds.height + 2 * pad,
  });
  // An identifier is one line; a comb's cells are closed up.
  const lines = lineCount(text);
  const singleLine = field.script === 'code' || (field.kind !== 'multiline' && lines <= 1);
  const closed = field.script === 'code' ? closeGaps(text) : text;
  // A line of type shorter than tesseract's own line height is enlarged to it: small print reads better.
  const lineHeight = bounds.height / (singleLine ? 1 : Math.max(1, lines));
  const prepared = lineHeight < SMALL_TYPE_PX ? enlargeGrey(closed, 2) : closed;
  const started = performance.now();
  let result = await readLines(pool, prepared, { script: field.script, singleLine });
  // A 'mixed' field (an address line) is mostly English; read Chinese too when English reads it badly.
  if (field.script === 'mixed' && result.confidence < MIXED_RETRY_BELOW) {
    const chinese = await readLines(pool, text, { script: 'chinese', singleLine });
    if (chinese.confidence > result.confidence) result = chinese;
  }
  if (timer) {
    timer.ocrMs += performance.now() - started;
    timer.ocrJobs += 1;
  }
  // An identifier is written without spaces; a name does not end in a colon or comma (a speck).
  const value =
    field.script === 'code' ? result.text.replace(/\s+/g, '') : result.text.replace(/[:;,'`]+$/, '');
  return value ? { field, text: value, confidence: result.confidence } : null;
}

/** OCR of a crop into text (lines joined by newlines) and the mean confidence of the words kept. */
async function readLines(
  pool: TTesseractPool,
  image: TGreyImage,
  options: TRecogniseOptions,
): Promise<{ text: string; confidence: number }> {
  const lines: TOcrLine[] = await pool.recogniseLines(image, options);
  const kept = lines.map((line) => trimJunk(line.words)).filter((words) => words.length > 0);
  const words = kept.flat();
  const chars = words.reduce((n, w) => n + w.text.length, 0);
  const confidence = chars ? words.reduce((sum, w) => sum + w.confidence * w.text.length, 0) / chars : 0;
  return { text: kept.map(joinWords).join(options.singleLine ? ' ' : '\n'), confidence };
}
