import { describe, expect, it } from 'vitest';
import { buildPalette } from './palette';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

type TColour = { main: string; dark?: string; contrastText?: string };

describe('the light palette', () => {
  const palette = buildPalette('light') as unknown as Record<string, TColour> & {
    background: { paper: string };
  };

  it('keeps 4.5:1 (WCAG AA) for links, chips and buttons in each colour, both ways', () => {
    for (const name of ['primary', 'secondary', 'success', 'error', 'info']) {
      const colour = palette[name]!;
      // As text or an outline on the page, and as a filled chip or button with its text on it.
      expect(contrast(colour.main, palette.background.paper), name).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colour.main, colour.contrastText ?? '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
    }
    // Warning text (an "overdue soon" chip's label) is written in its dark shade.
    expect(contrast(palette.warning!.dark!, palette.background.paper)).toBeGreaterThanOrEqual(4.5);
  });
});
