import { THEME, type TLanguage } from '@portal/domain';

/**
 * The values the Berry theme customization panel would edit. The spec keeps that panel hidden (§2),
 * so these are fixed at the spec defaults: radius 5 and the Isidora → Poppins → Noto Sans stack.
 */
export const THEME_CONFIG = {
  borderRadius: THEME.borderRadiusDefault,
} as const;

/**
 * CSS font stack for a language. Isidora is the brand face where the user has it installed;
 * Poppins (self-hosted) covers Latin text. The Chinese face of the chosen script comes first so
 * characters shared by both scripts take that region's glyph shapes.
 */
export function fontStackFor(language: TLanguage): string {
  const families: string[] = [...THEME.fontFamilies];
  if (language === 'zh-CN') {
    const tc = families.indexOf('Noto Sans TC');
    const sc = families.indexOf('Noto Sans SC');
    if (tc >= 0 && sc > tc) [families[tc], families[sc]] = [families[sc] ?? '', families[tc] ?? ''];
  }
  return [...families.map((family) => `'${family}'`), 'sans-serif'].join(', ');
}

/** The theme's corner radius in px times `factor` (MUI types it as number | string). */
export function radiusOf(theme: { shape: { borderRadius: number | string } }, factor = 1): number {
  const radius = theme.shape.borderRadius;
  return (
    (typeof radius === 'number' ? radius : Number.parseFloat(radius) || THEME_CONFIG.borderRadius) * factor
  );
}
