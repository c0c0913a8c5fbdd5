import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import subsetFont from 'subset-font';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const require = createRequire(import.meta.url);

/**
 * Noto Sans HK (Traditional Chinese with the Hong Kong supplementary characters) is the documents'
 * face; Noto Sans SC fills in the simplified characters it lacks, so a mainland name prints too.
 * Both are OFL fonts shipped in npm packages, embedded as subsets of the glyphs a document uses.
 */
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-hk/400Regular/NotoSansHK_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-hk/700Bold/NotoSansHK_700Bold.ttf',
  fallback: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
} as const;
export type TFace = keyof typeof FONT_FILES;
export const FACES = Object.keys(FONT_FILES) as TFace[];

/** The characters a document draws with each face: what its embedded subsets must hold. */
export type TGlyphUsage = Record<TFace, Set<string>>;
export const emptyUsage = (): TGlyphUsage => ({ regular: new Set(), bold: new Set(), fallback: new Set() });

interface TLoadedFace {
  bytes: Uint8Array;
  hasGlyph: (codePoint: number) => boolean;
  /** A character's advance width in thousandths of the font size (as a PDF's /W array gives it). */
  advance: (codePoint: number) => number;
}

/**
 * fontkit applies the faces' 'locl' lookups as if for another locale, swapping digits after a letter
 * for alternates that print with gaps ("BN0 0 1"); Hong Kong text wants the default forms.
 */
const FEATURES = { locl: false, liga: false };

let loading: Promise<Record<TFace, TLoadedFace>> | undefined;

/** Reads and parses the font files once per process (about 25 MB; the parse is what is slow). */
export function fontFaces(): Promise<Record<TFace, TLoadedFace>> {
  loading ??= (async () => {
    const entries = await Promise.all(
      (Object.keys(FONT_FILES) as TFace[]).map(async (face) => {
        const bytes = new Uint8Array(await fs.readFile(require.resolve(FONT_FILES[face])));
        const parsed = fontkit.create(bytes) as unknown as {
          unitsPerEm: number;
          hasGlyphForCodePoint(cp: number): boolean;
          glyphForCodePoint(cp: number): { advanceWidth: number };
        };
        const advances = new Map<number, number>();
        const advance = (cp: number) => {
          let known = advances.get(cp);
          if (known === undefined) {
            known = (parsed.glyphForCodePoint(cp).advanceWidth * 1000) / parsed.unitsPerEm;
            advances.set(cp, known);
          }
          return known;
        };
        const cache = new Map<number, boolean>();
        const hasGlyph = (cp: number) => {
          let known = cache.get(cp);
          if (known === undefined) {
            known = parsed.hasGlyphForCodePoint(cp);
            cache.set(cp, known);
          }
          return known;
        };
        return [face, { bytes, hasGlyph, advance }] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<TFace, TLoadedFace>;
  })();
  return loading;
}

export interface TFontSet {
  regular: PDFFont;
  bold: PDFFont;
  fallback: PDFFont;
  /** A layout pass that only learns the characters: nothing is embedded or drawn. */
  measuring: boolean;
  /** Which font draws this code point: the HK face, else the SC face, else none. */
  faceFor(codePoint: number, bold: boolean): PDFFont | null;
  /** The face name of a font, to record usage. */
  nameOf(font: PDFFont): TFace;
}

/** Stands in for an embedded font in the measuring pass: widths from the parsed face, no embedding. */
function measuringFont(face: TLoadedFace): PDFFont {
  return {
    widthOfTextAtSize: (text: string, size: number) =>
      [...text].reduce((sum, ch) => sum + face.advance(ch.codePointAt(0) ?? 63), 0) * (size / 1000),
  } as PDFFont;
}

/**
 * The three faces for one layout pass. Without `usage` the pass only measures (fonts parsed once per
 * process, nothing embedded). With it, each face is cut down by HarfBuzz to the characters the
 * document draws and embedded whole: pdf-lib's own subsetting drops glyphs of these CJK fonts.
 */
export async function embedFonts(doc: PDFDocument, usage?: TGlyphUsage): Promise<TFontSet> {
  const faces = await fontFaces();
  let fonts: PDFFont[];
  if (!usage) {
    fonts = FACES.map((face) => measuringFont(faces[face]));
  } else {
    doc.registerFontkit(fontkit);
    fonts = await Promise.all(
      FACES.map(async (face) => {
        const text = [...usage[face], ' ', '?'].join('');
        const bytes = await subsetFont(Buffer.from(faces[face].bytes), text, { targetFormat: 'truetype' });
        return doc.embedFont(bytes, { subset: false, features: FEATURES });
      }),
    );
  }
  const [regular, bold, fallback] = fonts;
  if (!regular || !bold || !fallback) throw new Error('font embedding failed');
  const names = new Map<PDFFont, TFace>([
    [regular, 'regular'],
    [bold, 'bold'],
    [fallback, 'fallback'],
  ]);
  return {
    regular,
    bold,
    fallback,
    measuring: !usage,
    faceFor(codePoint, isBold) {
      if (faces.regular.hasGlyph(codePoint)) return isBold ? bold : regular;
      if (faces.fallback.hasGlyph(codePoint)) return fallback;
      return null;
    },
    nameOf(font) {
      return names.get(font) ?? 'regular';
    },
  };
}
