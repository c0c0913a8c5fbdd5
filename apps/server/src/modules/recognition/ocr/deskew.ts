import { LINE_LEVEL, shrinkGrey, type TGreyImage } from './grey-image.js';

/**
 * A scanned form lies a little crooked on the glass. Its printed rules and lines of text are long
 * horizontals, so the skew is the angle at which the page's ink, projected onto the vertical axis,
 * piles up in the sharpest peaks (the sum of squared row counts is largest): a coarse pass over
 * ±3° on a half-size copy, then a fine pass around the best angle on the full page's ink.
 */

/** Angles are degrees, clockwise as the page appears (image y grows downwards). */
const MAX_SKEW_DEG = 3;

/** Ink pixels' coordinates about the image's centre, and the image's height (the projection's span). */
export interface TInkPoints {
  xs: Float32Array;
  ys: Float32Array;
  count: number;
  height: number;
}

/** Pixels darker than `below`, every `stride`-th in each direction, centred on the image. */
export function inkPoints(image: TGreyImage, stride: number, below = LINE_LEVEL): TInkPoints {
  const cx = image.width / 2;
  const cy = image.height / 2;
  const capacity = Math.ceil(image.width / stride) * Math.ceil(image.height / stride);
  const xs = new Float32Array(capacity);
  const ys = new Float32Array(capacity);
  let count = 0;
  for (let y = 0; y < image.height; y += stride) {
    const row = y * image.width;
    for (let x = 0; x < image.width; x += stride) {
      if (image.data[row + x]! < below) {
        xs[count] = x - cx;
        ys[count] = y - cy;
        count += 1;
      }
    }
  }
  return { xs, ys, count, height: image.height };
}

/** How sharply the ink piles up in rows when the page is turned back by `deg`. */
function sharpness(points: TInkPoints, deg: number, bins: Int32Array): number {
  const tan = Math.tan((deg * Math.PI) / 180);
  const offset = bins.length / 2;
  bins.fill(0);
  for (let i = 0; i < points.count; i += 1) {
    const bin = Math.round(points.ys[i]! - points.xs[i]! * tan + offset);
    if (bin >= 0 && bin < bins.length) bins[bin] = bins[bin]! + 1;
  }
  let sum = 0;
  for (let i = 0; i < bins.length; i += 1) sum += bins[i]! * bins[i]!;
  return sum;
}

/** The angle in [from, to] (degrees, by `step`) at which the points pile up in the sharpest rows. */
export function bestAngle(points: TInkPoints, from: number, to: number, step: number): number {
  const bins = new Int32Array(points.height * 2);
  let best = 0;
  let bestScore = -1;
  for (let deg = from; deg <= to + step / 2; deg += step) {
    const score = sharpness(points, deg, bins);
    if (score > bestScore) {
      bestScore = score;
      best = deg;
    }
  }
  return best;
}

/** The page's skew in degrees (clockwise positive), within ±3°; 0 for a page with no ink. */
export function estimateSkew(image: TGreyImage): number {
  const small = shrinkGrey(image, 2);
  const coarsePoints = inkPoints(small, 1);
  if (coarsePoints.count < 100) return 0;
  const coarse = bestAngle(coarsePoints, -MAX_SKEW_DEG, MAX_SKEW_DEG, 0.1);
  const finePoints = inkPoints(image, 2);
  return bestAngle(finePoints, coarse - 0.12, coarse + 0.12, 0.02);
}

/** The image turned `deg` clockwise about its centre (bilinear), white where nothing falls. */
export function rotateGrey(image: TGreyImage, deg: number): TGreyImage {
  const { width, height, data } = image;
  const out = new Uint8Array(width * height).fill(255);
  const rad = (deg * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const cx = width / 2;
  const cy = height / 2;
  for (let y = 0; y < height; y += 1) {
    const dy = y - cy;
    // Where the output row starts in the source (the inverse turn), and how it steps along x.
    let sx = -cx * cos + dy * sin + cx;
    let sy = cx * sin + dy * cos + cy;
    const row = y * width;
    for (let x = 0; x < width; x += 1, sx += cos, sy -= sin) {
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 >= width - 1 || y0 >= height - 1) continue;
      const fx = sx - x0;
      const fy = sy - y0;
      const i = y0 * width + x0;
      const top = data[i]! + (data[i + 1]! - data[i]!) * fx;
      const bottom = data[i + width]! + (data[i + width + 1]! - data[i + width]!) * fx;
      out[row + x] = top + (bottom - top) * fy;
    }
  }
  return { width, height, data: out };
}

/** The page turned straight, with the skew that was found. */
export function deskew(image: TGreyImage): { image: TGreyImage; skewDeg: number } {
  const skewDeg = estimateSkew(image);
  return { image: Math.abs(skewDeg) < 0.05 ? image : rotateGrey(image, -skewDeg), skewDeg };
}
