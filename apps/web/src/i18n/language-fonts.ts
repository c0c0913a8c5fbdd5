import type { TLanguage } from '@portal/domain';

// The CJK faces are large (hundreds of unicode-range subsets per weight), so their CSS is only
// fetched once a Chinese interface is chosen; the browser then downloads just the subsets a page uses.
const FONT_LOADERS: Record<TLanguage, (() => Promise<unknown>) | null> = {
  en: null,
  'zh-HK': () =>
    Promise.all([import('@fontsource/noto-sans-tc/400.css'), import('@fontsource/noto-sans-tc/500.css')]),
  'zh-CN': () =>
    Promise.all([import('@fontsource/noto-sans-sc/400.css'), import('@fontsource/noto-sans-sc/500.css')]),
};

const loaded = new Set<TLanguage>();

/** Loads the self-hosted font for a language once; failures only cost the nicer typeface. */
export function loadLanguageFonts(language: TLanguage): void {
  const loader = FONT_LOADERS[language];
  if (!loader || loaded.has(language)) return;
  loaded.add(language);
  loader().catch((error: unknown) => {
    loaded.delete(language);
    console.warn('Could not load fonts for', language, error);
  });
}
