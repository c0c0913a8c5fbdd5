import { describe, expect, it, vi } from 'vitest';
import {
  exportSignature,
  hasInk,
  inkBounds,
  MAX_EXPORT_WIDTH,
  TRIM_PADDING,
  type TStroke,
} from './signature-strokes';

/** A canvas double: records its size and the pen's moves; toDataURL answers with a fixed PNG. */
function fakeCanvas() {
  const moves: [string, number, number][] = [];
  const pen = {
    beginPath: vi.fn(),
    moveTo: (x: number, y: number) => moves.push(['moveTo', x, y]),
    lineTo: (x: number, y: number) => moves.push(['lineTo', x, y]),
    stroke: vi.fn(),
    arc: (x: number, y: number) => moves.push(['arc', x, y]),
    fill: vi.fn(),
  };
  const canvas = {
    width: 0,
    height: 0,
    getContext: () => pen,
    toDataURL: () => 'data:image/png;base64,iVBORw0KGgo=',
  };
  const make = (width: number, height: number) => {
    canvas.width = width;
    canvas.height = height;
    return canvas as unknown as HTMLCanvasElement;
  };
  return { canvas, moves, make };
}

const zigzag: TStroke[] = [
  [
    { x: 40, y: 30 },
    { x: 90, y: 80 },
  ],
  [{ x: 140, y: 50 }],
];

describe('signature strokes', () => {
  it('knows an empty pad from one with ink (a tap is a dot)', () => {
    expect(hasInk([])).toBe(false);
    expect(hasInk([[]])).toBe(false);
    expect(hasInk([[{ x: 1, y: 1 }]])).toBe(true);
    expect(inkBounds([])).toBeNull();
  });

  it('bounds the ink with padding on every side', () => {
    expect(inkBounds(zigzag)).toEqual({
      left: 40 - TRIM_PADDING,
      top: 30 - TRIM_PADDING,
      width: 100 + 2 * TRIM_PADDING,
      height: 50 + 2 * TRIM_PADDING,
    });
  });

  it('exports a PNG data URL trimmed to the ink, the strokes moved to the corner', () => {
    const { canvas, moves, make } = fakeCanvas();
    expect(exportSignature(zigzag, make)).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect([canvas.width, canvas.height]).toEqual([116, 66]);
    expect(moves).toEqual([
      ['moveTo', TRIM_PADDING, TRIM_PADDING],
      ['lineTo', 50 + TRIM_PADDING, 50 + TRIM_PADDING],
      ['arc', 100 + TRIM_PADDING, 20 + TRIM_PADDING],
    ]);
  });

  it('scales a very wide drawing down and exports nothing for an empty pad', () => {
    const { canvas, make } = fakeCanvas();
    exportSignature(
      [
        [
          { x: 0, y: 0 },
          { x: 3000, y: 100 },
        ],
      ],
      make,
    );
    expect(canvas.width).toBe(MAX_EXPORT_WIDTH);
    expect(canvas.height).toBeLessThan(100);
    expect(exportSignature([], make)).toBeNull();
  });
});
