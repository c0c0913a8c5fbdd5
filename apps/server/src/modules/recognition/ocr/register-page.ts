import type { TRect } from '@portal/domain/recognition';
import { LINE_LEVEL, type TGreyImage, type TPixelBox } from './grey-image.js';

/**
 * Where the template's rectangles lie on a deskewed scan. The Registry's form draws a box around
 * every field, so the boxes' edges are where the ink is: the shift (and the small scale error a
 * scanner or a printer's margins bring) that lays the template's edges on the most ink is the one
 * that maps the form onto the paper. Horizontal edges decide the vertical mapping and vertical
 * edges the horizontal one, each searched on its own.
 */

/** A linear map from template pixels (at the scan's dpi, top-left origin) to scan pixels, per axis. */
export interface TRegistration {
  dx: number;
  dy: number;
  sx: number;
  sy: number;
  /** Share of the template's edge pixels found on ink at the best fit (0–1): low when no boxes matched. */
  fit: number;
}

export const IDENTITY: TRegistration = { dx: 0, dy: 0, sx: 1, sy: 1, fit: 0 };

/** How far the paper may lie off, in pixels at 200 dpi (about 4 mm). */
const MAX_SHIFT_PX = 32;
/** Nearest the identity first: among equal fits the first found wins (the paper usually lies true). */
const SCALES = [1, 0.995, 1.005, 0.99, 1.01];
const SHIFTS = Array.from({ length: 2 * MAX_SHIFT_PX + 1 }, (_, i) => (i % 2 ? (i + 1) / 2 : -i / 2));
/** Edges shorter than this (pixels) say little: check boxes' edges are left out. */
const MIN_EDGE_PX = 60;

interface TEdge {
  /** Where the edge lies across its direction (template pixels). */
  at: number;
  from: number;
  to: number;
}

/** Template rectangle (points, bottom-left origin) → template pixels (top-left origin). */
export function rectToPixels(rect: TRect, pageHeightPt: number, dpi: number): TPixelBox {
  const s = dpi / 72;
  return {
    left: rect.x * s,
    top: (pageHeightPt - rect.y - rect.height) * s,
    width: rect.width * s,
    height: rect.height * s,
  };
}

/** A template pixel box mapped onto the scan. */
export function mapBox(box: TPixelBox, r: TRegistration): TPixelBox {
  return {
    left: box.left * r.sx + r.dx,
    top: box.top * r.sy + r.dy,
    width: box.width * r.sx,
    height: box.height * r.sy,
  };
}

/**
 * Ink along a horizontal (or, `vertical`, a vertical) segment: a point counts when the line or one
 * beside it is dark there, since a rule is 1–3 pixels thick after the scanner's blur and what skew
 * is left may carry it from one row to the next along the way.
 */
function inkAlong(image: TGreyImage, at: number, from: number, to: number, vertical: boolean): number {
  const limit = vertical ? image.width : image.height;
  const lines = [at - 1, at, at + 1].filter((l) => l >= 0 && l < limit);
  if (lines.length === 0) return 0;
  const end = Math.min(Math.round(to), vertical ? image.height : image.width);
  let ink = 0;
  for (let p = Math.max(0, Math.round(from)); p < end; p += 1) {
    for (const line of lines) {
      const v = vertical ? image.data[p * image.width + line]! : image.data[line * image.width + p]!;
      if (v < LINE_LEVEL) {
        ink += 1;
        break;
      }
    }
  }
  return ink;
}

/** The best scale and shift along one axis for edges running the other way. */
function fitAxis(
  image: TGreyImage,
  edges: TEdge[],
  vertical: boolean,
): { d: number; s: number; fit: number } {
  const total = edges.reduce((sum, e) => sum + (e.to - e.from), 0);
  let best = { d: 0, s: 1, fit: 0 };
  if (total === 0) return best;
  // Each edge's ink on every line it may land on, counted once (the segment's own ends stay put:
  // a shift of a few pixels along the edge changes little).
  const reach = MAX_SHIFT_PX + 1;
  const profiles = edges.map((e) => {
    const first = Math.floor(e.at * Math.min(...SCALES)) - reach;
    const last = Math.ceil(e.at * Math.max(...SCALES)) + reach;
    const ink = new Int32Array(last - first + 1);
    for (let line = first; line <= last; line += 1)
      ink[line - first] = inkAlong(image, line, e.from, e.to, vertical);
    return { first, ink };
  });
  const inkAt = (edge: number, line: number) => profiles[edge]!.ink[line - profiles[edge]!.first] ?? 0;
  for (const s of SCALES) {
    for (const d of SHIFTS) {
      let ink = 0;
      for (let i = 0; i < edges.length; i += 1) {
        ink += inkAt(i, Math.round(edges[i]!.at * s + d));
      }
      const fit = ink / total;
      if (fit > best.fit + 1e-4) best = { d, s, fit };
    }
  }
  return best;
}

/** The registration of a page's template rectangles (template pixels) onto its deskewed scan. */
export function registerPage(image: TGreyImage, boxes: readonly TPixelBox[]): TRegistration {
  const horizontal: TEdge[] = [];
  const vertical: TEdge[] = [];
  for (const b of boxes) {
    if (b.width >= MIN_EDGE_PX) {
      // Leave the corners out: the edge of the box across may be anywhere near them.
      const inset = Math.min(20, b.width / 4);
      horizontal.push({ at: b.top, from: b.left + inset, to: b.left + b.width - inset });
      horizontal.push({ at: b.top + b.height, from: b.left + inset, to: b.left + b.width - inset });
    }
    if (b.height >= MIN_EDGE_PX / 2) {
      const inset = Math.min(10, b.height / 4);
      vertical.push({ at: b.left, from: b.top + inset, to: b.top + b.height - inset });
      vertical.push({ at: b.left + b.width, from: b.top + inset, to: b.top + b.height - inset });
    }
  }
  const y = fitAxis(image, horizontal, false);
  const x = fitAxis(image, vertical, true);
  return { dx: x.d, dy: y.d, sx: x.s, sy: y.s, fit: Math.min(x.fit, y.fit) };
}
