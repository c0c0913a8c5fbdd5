import { type Canvas, createCanvas, type Image, ImageData, loadImage } from '@napi-rs/canvas';
import { bestAngle, inkPoints, rotateGrey } from '../ocr/deskew.js';
import {
  cropGrey,
  greyFromRgba,
  rgbaFromGrey,
  shrinkGrey,
  type TGreyImage,
  type TPixelBox,
} from '../ocr/grey-image.js';

/**
 * A photo or scan of an identity document made ready for OCR: decoded at a working size (EXIF
 * orientation applied by the decoder), the print told from its background by local contrast rather
 * than one threshold (a card lies on a dark table or a white scanner lid, under a lamp's glare, over a
 * guilloche), turned straight by the angle at which that print piles up in rows (a card in the hand is
 * rarely within the ±3° a scanner gives: up to ±25° here), cropped to the document and scaled to the
 * size tesseract reads best, and finally flattened to dark print on white.
 */

/** Longest side a picture is decoded at: a phone's 3000 px photo gains nothing beyond this. */
export const DECODE_SIDE = 1800;
/** Width the document is brought to for OCR (its type then ~20–30 px high, tesseract's best). */
export const DOCUMENT_WIDTH = 1100;
const MAX_TURN_DEG = 25;
/** Half the side of the neighbourhood a pixel is compared with. */
const RADIUS = 14;
/** A pixel this much darker than its neighbourhood is print; this much more is solid print. */
const INK_DELTA = 14;
const SOLID_DELTA = 48;

/** The picture decoded to grey, no side longer than `maxSide` (smoothly reduced). */
export async function decodePicture(bytes: Uint8Array, maxSide = DECODE_SIDE): Promise<TGreyImage> {
  const picture = await loadImage(Buffer.from(bytes));
  const scale = Math.min(1, maxSide / Math.max(picture.width, picture.height));
  return drawnGrey(
    picture,
    Math.max(1, Math.round(picture.width * scale)),
    Math.max(1, Math.round(picture.height * scale)),
  );
}

/** A picture or canvas drawn at `width` × `height` (smoothly scaled by the canvas), in grey. */
function drawnGrey(source: Image | Canvas, width: number, height: number): TGreyImage {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
  return greyFromRgba(context.getImageData(0, 0, width, height).data, width, height);
}

/** Each pixel's neighbourhood mean (a square of side 2r + 1, clipped at the edges), by an integral image. */
export function neighbourhoodMean(image: TGreyImage, r = RADIUS): Uint8Array {
  const { width, height, data } = image;
  const w1 = width + 1;
  const sums = new Float64Array(w1 * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let row = 0;
    for (let x = 0; x < width; x += 1) {
      row += data[y * width + x]!;
      sums[(y + 1) * w1 + x + 1] = sums[y * w1 + x + 1]! + row;
    }
  }
  const mean = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const y0 = Math.max(0, y - r);
    const y1 = Math.min(height, y + r + 1);
    for (let x = 0; x < width; x += 1) {
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(width, x + r + 1);
      const sum = sums[y1 * w1 + x1]! - sums[y0 * w1 + x1]! - sums[y1 * w1 + x0]! + sums[y0 * w1 + x0]!;
      mean[y * width + x] = sum / ((x1 - x0) * (y1 - y0));
    }
  }
  return mean;
}

/** Dark print on white: how much darker than its neighbourhood each pixel is, stretched. */
export function flattenPrint(image: TGreyImage, mean = neighbourhoodMean(image)): TGreyImage {
  const data = new Uint8Array(image.data.length);
  const span = SOLID_DELTA - INK_DELTA;
  for (let i = 0; i < data.length; i += 1) {
    const darker = mean[i]! - image.data[i]!;
    data[i] =
      darker <= INK_DELTA ? 255 : darker >= SOLID_DELTA ? 0 : 255 - ((darker - INK_DELTA) * 255) / span;
  }
  return { width: image.width, height: image.height, data };
}

/** The print's pixels of a flattened image (dark print on white), every `stride`-th. */
const printPoints = (flat: TGreyImage, stride: number) => inkPoints(flat, stride, 128);

/** The document's turn in degrees (clockwise positive): coarse on a reduced copy, then fine. */
export function documentTurn(flat: TGreyImage): number {
  const small = shrinkGrey(flat, 2);
  const coarsePoints = printPoints(small, 1);
  if (coarsePoints.count < 200) return 0;
  const coarse = bestAngle(coarsePoints, -MAX_TURN_DEG, MAX_TURN_DEG, 0.5);
  return bestAngle(printPoints(flat, 1), coarse - 0.5, coarse + 0.5, 0.05);
}

/** Where the print is: the span of rows and of columns holding all but the outermost 1 % of it. */
export function printBounds(flat: TGreyImage): TPixelBox {
  const rows = new Float64Array(flat.height);
  const columns = new Float64Array(flat.width);
  let total = 0;
  for (let y = 0; y < flat.height; y += 1) {
    for (let x = 0; x < flat.width; x += 1) {
      const ink = 255 - flat.data[y * flat.width + x]!;
      rows[y] = rows[y]! + ink;
      columns[x] = columns[x]! + ink;
      total += ink;
    }
  }
  if (total === 0) return { left: 0, top: 0, width: flat.width, height: flat.height };
  const span = (counts: Float64Array): [number, number] => {
    let from = 0;
    let to = counts.length - 1;
    for (let sum = 0; from < counts.length && sum + counts[from]! < total * 0.005; from += 1)
      sum += counts[from]!;
    for (let sum = 0; to > from && sum + counts[to]! < total * 0.005; to -= 1) sum += counts[to]!;
    return [from, to + 1];
  };
  const [left, right] = span(columns);
  const [top, bottom] = span(rows);
  return { left, top, width: right - left, height: bottom - top };
}

export interface TPreparedDocument {
  /** Dark print on white, straight, cropped to the document, DOCUMENT_WIDTH wide (or its own if narrower). */
  image: TGreyImage;
  turnDeg: number;
}

/** A decoded picture made ready for OCR (see the file's comment). */
export function prepareDocument(picture: TGreyImage): TPreparedDocument {
  const print = flattenPrint(picture);
  const turnDeg = documentTurn(print);
  // The print turned, not the picture: the corners a turn brings in are white, as paper, where in the
  // picture they would make an edge against the table.
  const flat = Math.abs(turnDeg) < 0.1 ? print : rotateGrey(print, -turnDeg);
  const bounds = printBounds(flat);
  const pad = Math.round(Math.max(bounds.width, bounds.height) * 0.02);
  const box = {
    left: bounds.left - pad,
    top: bounds.top - pad,
    width: bounds.width + 2 * pad,
    height: bounds.height + 2 * pad,
  };
  const document = cropGrey(flat, box);
  return { image: scaleTo(document, DOCUMENT_WIDTH), turnDeg };
}

/** The image scaled to `width` (smoothly, by the canvas), keeping its shape. */
function scaleTo(image: TGreyImage, width: number): TGreyImage {
  if (image.width === 0 || Math.abs(image.width - width) < 8) return image;
  const height = Math.max(1, Math.round((image.height * width) / image.width));
  const source = createCanvas(image.width, image.height);
  source.getContext('2d').putImageData(new ImageData(rgbaFromGrey(image), image.width, image.height), 0, 0);
  return drawnGrey(source, width, height);
}
