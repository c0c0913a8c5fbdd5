import type { TypographyVariantsOptions } from '@mui/material/styles';

/** Type scale: compact, as in Berry, since the portal is mostly forms and tables. */
export function buildTypography(fontFamily: string): TypographyVariantsOptions {
  return {
    fontFamily,
    htmlFontSize: 16,
    h1: { fontSize: '2.125rem', fontWeight: 700, lineHeight: 1.25 },
    h2: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 },
    h3: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.35 },
    h4: { fontSize: '1rem', fontWeight: 600, lineHeight: 1.4 },
    h5: { fontSize: '0.875rem', fontWeight: 500, lineHeight: 1.45 },
    h6: { fontSize: '0.75rem', fontWeight: 500, lineHeight: 1.5 },
    subtitle1: { fontSize: '0.875rem', fontWeight: 500, lineHeight: 1.6 },
    subtitle2: { fontSize: '0.75rem', fontWeight: 400, lineHeight: 1.6 },
    body1: { fontSize: '0.875rem', fontWeight: 400, lineHeight: 1.6 },
    body2: { fontSize: '0.8125rem', fontWeight: 400, lineHeight: 1.6, letterSpacing: '0em' },
    caption: { fontSize: '0.75rem', fontWeight: 400 },
    button: { textTransform: 'none', fontWeight: 500 },
  };
}
