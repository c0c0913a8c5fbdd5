/** Interface languages: the language menu offers these three; en is the default and fallback. */
export const LANGUAGES = ['en', 'zh-HK', 'zh-CN'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'en';

/** Picks the best supported language from an Accept-Language header or a stored preference. */
export function pickLanguage(value: string | null | undefined): TLanguage {
  if (!value) return DEFAULT_LANGUAGE;
  const wanted = value
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag.length > 0 && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (['zh-hk', 'zh-tw', 'zh-mo', 'zh-hant'].some((t) => tag === t || tag.startsWith(`${t}-`)))
      return 'zh-HK';
    if (tag.startsWith('zh-hant')) return 'zh-HK';
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-CN';
  }
  return DEFAULT_LANGUAGE;
}

/** Theme modes offered by the theme switch. */
export const THEME_MODES = ['light', 'dark'] as const;
export type TThemeMode = (typeof THEME_MODES)[number];
