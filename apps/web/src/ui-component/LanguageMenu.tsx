import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import { IconLanguage } from '@tabler/icons-react';
import type { TLanguage } from '@portal/domain';
import { toLanguage } from '../i18n/language';

const LanguageMenuPopup = lazy(() => import('./LanguageMenuPopup'));
const SHORT_NAMES = { en: 'EN', 'zh-HK': '繁', 'zh-CN': '简' } as const satisfies Record<TLanguage, string>;
const MENU_ID = 'language-menu';

/** The language menu (spec §2): English, Traditional Chinese, Simplified Chinese. */
export default function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The popup's code is fetched the first time the menu is wanted (hover, focus or click).
  const [wanted, setWanted] = useState(false);
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language);

  const choose = (language: TLanguage) => {
    setAnchor(null);
    if (language !== current) void i18n.changeLanguage(language);
  };

  return (
    <>
      <Button
        color="inherit"
        onClick={(event: MouseEvent<HTMLElement>) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
        onPointerEnter={() => setWanted(true)}
        onFocus={() => setWanted(true)}
        startIcon={<IconLanguage size={20} stroke={1.6} />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? MENU_ID : undefined}
        // The visible code is part of the button's name (WCAG 2.5.3: label in name).
        aria-label={`${SHORT_NAMES[current]} — ${t('language.choose')}`}
        sx={{ minWidth: 0, px: 1.25 }}
      >
        <span lang={current}>{SHORT_NAMES[current]}</span>
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <LanguageMenuPopup
            id={MENU_ID}
            anchor={anchor}
            current={current}
            onChoose={choose}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
