import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useThemeMode } from '../themes/theme-mode-context';

/**
 * Switches between the light and dark palettes; the choice is remembered. A native `title` rather
 * than MUI's Tooltip: the Tooltip brings Popper.js into the sign-in page's JavaScript.
 */
export default function ThemeModeToggle() {
  const { t } = useTranslation();
  const { mode, toggleMode } = useThemeMode();
  const label = mode === 'dark' ? t('theme.switchToLight') : t('theme.switchToDark');
  return (
    <IconButton onClick={toggleMode} aria-label={label} title={label} color="inherit">
      {mode === 'dark' ? <IconSun size={22} stroke={1.6} /> : <IconMoon size={22} stroke={1.6} />}
    </IconButton>
  );
}
