/**
 * The drawn signature as data: strokes of points in the pad's CSS pixels. Kept apart from the canvas
 * so the trimming and the export can be tested without a browser's 2D context.
 */

export interface TPoint {
  x: number;
  y: number;
}
export type TStroke = readonly TPoint[];

export interface TBounds {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The pen width in CSS pixels, on the pad and in the exported image alike. */
export const PEN_WIDTH = 2.5;
/** Space kept around the ink when the image is trimmed, so round line ends are not cut off. */
export const TRIM_PADDING = 8;
/** The exported image is at most this wide; a wider drawing is scaled down (the server takes ≤ 300 kB). */
export const MAX_EXPORT_WIDTH = 1200;

/** Whether anything was drawn (a tap leaves a one-point stroke, which counts as a dot). */
export function hasInk(strokes: readonly TStroke[]): boolean {
  return strokes.some((stroke) => stroke.length > 0);
}

/** The box around every point, widened by `padding` on each side; null when nothing was drawn. */
export function inkBounds(strokes: readonly TStroke[], padding = TRIM_PADDING): TBounds | null {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const stroke of strokes) {
    for (const { x, y } of stroke) {
      left = Math.min(left, x);
      top = Math.min(top, y);
      right = Math.max(right, x);
      bottom = Math.max(bottom, y);
    }
  }
  if (left === Infinity) return null;
  return {
    left: left - padding,
    top: top - padding,
    width: Math.ceil(right - left + 2 * padding),
    height: Math.ceil(bottom - top + 2 * padding),
  };
}

/** The part of a 2D context the drawing uses (a test can record the calls). */
export type TPen = Pick<
  CanvasRenderingContext2D,
  'beginPath' | 'moveTo' | 'lineTo' | 'stroke' | 'arc' | 'fill' | 'lineWidth' | 'lineCap' | 'lineJoin'
> & {
  strokeStyle: string | CanvasGradient | CanvasPattern;
  fillStyle: string | CanvasGradient | CanvasPattern;
};

/** Draws one stroke, moved by `offset` and scaled; a single point becomes a dot. */
export function drawStroke(
  pen: TPen,
  stroke: TStroke,
  {
    offsetX = 0,
    offsetY = 0,
    scale = 1,
    color,
  }: { offsetX?: number; offsetY?: number; scale?: number; color: string },
): void {
  const [first, ...rest] = stroke;
  if (!first) return;
  const at = (p: TPoint) => [(p.x - offsetX) * scale, (p.y - offsetY) * scale] as const;
  pen.strokeStyle = color;
  pen.fillStyle = color;
  pen.lineWidth = PEN_WIDTH * scale;
  pen.lineCap = 'round';
  pen.lineJoin = 'round';
  pen.beginPath();
  if (rest.length === 0) {
    const [x, y] = at(first);
    pen.arc(x, y, (PEN_WIDTH * scale) / 2, 0, Math.PI * 2);
    pen.fill();
    return;
  }
  pen.moveTo(...at(first));
  for (const point of rest) pen.lineTo(...at(point));
  pen.stroke();
}

/** Makes the canvas the image is drawn on (document.createElement in the browser; a double in tests). */
export type TCanvasFactory = (width: number, height: number) => HTMLCanvasElement;

export const createCanvas: TCanvasFactory = (width, height) => {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
};

/**
 * The signature as a PNG data URL, trimmed to the ink (plus padding), dark ink on a transparent
 * background whatever the theme, so it stamps cleanly on the document. Null when nothing was drawn
 * or the browser cannot draw.
 */
export function exportSignature(
  strokes: readonly TStroke[],
  makeCanvas: TCanvasFactory = createCanvas,
): string | null {
  const bounds = inkBounds(strokes);
  if (!bounds) return null;
  const scale = Math.min(1, MAX_EXPORT_WIDTH / bounds.width);
  const canvas = makeCanvas(Math.ceil(bounds.width * scale), Math.ceil(bounds.height * scale));
  const pen = canvas.getContext('2d');
  if (!pen) return null;
  for (const stroke of strokes) {
    drawStroke(pen, stroke, { offsetX: bounds.left, offsetY: bounds.top, scale, color: '#111827' });
  }
  const url = canvas.toDataURL('image/png');
  return url.startsWith('data:image/png;base64,') ? url : null;
}
