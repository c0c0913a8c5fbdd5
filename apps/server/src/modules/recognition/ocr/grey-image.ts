/**
 * A page as OCR sees it: one byte per pixel, 0 black to 255 white, rows top to bottom. Scans are
 * read in grey (colour adds nothing to a form's black print), which keeps a 200 dpi A4 page at
 * 3.9 MB and lets deskew, registration and cropping run as plain loops over one array.
 */

export interface TGreyImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** A pixel box inside an image: left, top, width, height. */
export interface TPixelBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Below this a pixel counts as ink (print, pen or toner) rather than paper or scanner noise. */
export const INK_LEVEL = 140;
/**
 * Below this a pixel may be part of a printed rule: forms draw their boxes in thin grey lines that
 * scan lighter than text, yet still well below paper (≈ 240) and its noise.
 */
export const LINE_LEVEL = 205;

/** Grey from RGBA pixels (ITU-R BT.601 luma as scanners' grey modes use it, in 8-bit fixed point). */
export function greyFromRgba(
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
): TGreyImage {
  const data = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < data.length; i += 1, p += 4) {
    data[i] = (rgba[p]! * 77 + rgba[p + 1]! * 150 + rgba[p + 2]! * 29) >> 8;
  }
  return { width, height, data };
}

/** RGBA pixels from grey, for drawing onto a canvas. */
export function rgbaFromGrey(image: TGreyImage): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(image.width * image.height * 4);
  for (let i = 0, p = 0; i < image.data.length; i += 1, p += 4) {
    const v = image.data[i]!;
    rgba[p] = v;
    rgba[p + 1] = v;
    rgba[p + 2] = v;
    rgba[p + 3] = 255;
  }
  return rgba;
}

/** The part of `box` inside the image (possibly empty). */
export function clampBox(image: TGreyImage, box: TPixelBox): TPixelBox {
  const left = Math.max(0, Math.round(box.left));
  const top = Math.max(0, Math.round(box.top));
  const right = Math.min(image.width, Math.round(box.left + box.width));
  const bottom = Math.min(image.height, Math.round(box.top + box.height));
  return { left, top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}

/** A copy of a box of the image (clamped to the image). */
export function cropGrey(image: TGreyImage, box: TPixelBox): TGreyImage {
  const b = clampBox(image, box);
  const data = new Uint8Array(b.width * b.height);
  for (let y = 0; y < b.height; y += 1) {
    const from = (b.top + y) * image.width + b.left;
    data.set(image.data.subarray(from, from + b.width), y * b.width);
  }
  return { width: b.width, height: b.height, data };
}

/** Share of the box's pixels that are ink. */
export function inkRatio(
  image: TGreyImage,
  box: TPixelBox = { left: 0, top: 0, width: image.width, height: image.height },
): number {
  const b = clampBox(image, box);
  if (b.width === 0 || b.height === 0) return 0;
  let ink = 0;
  for (let y = b.top; y < b.top + b.height; y += 1) {
    const row = y * image.width;
    for (let x = b.left; x < b.left + b.width; x += 1) if (image.data[row + x]! < INK_LEVEL) ink += 1;
  }
  return ink / (b.width * b.height);
}

/**
 * The image framed by `margin` white pixels, as a binary PGM (P5): tesseract's image reader takes it
 * as is, where a PNG would cost a deflate here and an inflate in the worker for every field. The
 * margin matters too: tesseract finds text poorly when it touches the image's edge.
 */
export function toPgm(image: TGreyImage, margin = 0): Uint8Array {
  const width = image.width + 2 * margin;
  const height = image.height + 2 * margin;
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const out = new Uint8Array(header.length + width * height).fill(255);
  out.set(header, 0);
  for (let y = 0; y < image.height; y += 1) {
    const from = y * image.width;
    out.set(image.data.subarray(from, from + image.width), header.length + (y + margin) * width + margin);
  }
  return out;
}

/** The image shrunk by a whole factor, each pixel the mean of its block (for cheap whole-page passes). */
export function shrinkGrey(image: TGreyImage, factor: number): TGreyImage {
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const data = new Uint8Array(width * height);
  const area = factor * factor;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy += 1) {
        const row = (y * factor + dy) * image.width + x * factor;
        for (let dx = 0; dx < factor; dx += 1) sum += image.data[row + dx]!;
      }
      data[y * width + x] = sum / area;
    }
  }
  return { width, height, data };
}

/** The image enlarged `factor` times (bilinear): small type reads better at tesseract's own scale. */
export function enlargeGrey(image: TGreyImage, factor: number): TGreyImage {
  const width = Math.round(image.width * factor);
  const height = Math.round(image.height * factor);
  const data = new Uint8Array(width * height);
  const { data: src, width: w, height: h } = image;
  for (let y = 0; y < height; y += 1) {
    const sy = Math.min(h - 1, Math.max(0, (y + 0.5) / factor - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(h - 1, y0 + 1);
    const fy = sy - y0;
    for (let x = 0; x < width; x += 1) {
      const sx = Math.min(w - 1, Math.max(0, (x + 0.5) / factor - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(w - 1, x0 + 1);
      const fx = sx - x0;
      const top = src[y0 * w + x0]! + (src[y0 * w + x1]! - src[y0 * w + x0]!) * fx;
      const bottom = src[y1 * w + x0]! + (src[y1 * w + x1]! - src[y1 * w + x0]!) * fx;
      data[y * width + x] = top + (bottom - top) * fy;
    }
  }
  return { width, height, data };
}
