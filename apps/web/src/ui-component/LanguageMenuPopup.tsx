import { useTranslation } from 'react-i18next';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { IconCheck } from '@tabler/icons-react';
import { LANGUAGES, type TLanguage } from '@portal/domain';
import { LANGUAGE_NAMES } from '../i18n/language';

interface TLanguageMenuPopupProps {
  id: string;
  anchor: HTMLElement | null;
  current: TLanguage;
  onChoose: (language: TLanguage) => void;
  onClose: () => void;
}

/** The list of the language menu; loaded on first use to keep MUI's Menu out of the sign-in page. */
export default function LanguageMenuPopup({
  id,
  anchor,
  current,
  onChoose,
  onClose,
}: TLanguageMenuPopupProps) {
  const { t } = useTranslation();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-label': t('language.choose') } }}
    >
      {LANGUAGES.map((language) => (
        <MenuItem
          key={language}
          selected={language === current}
          onClick={() => onChoose(language)}
          lang={language}
        >
          <ListItemIcon>{language === current && <IconCheck size={18} />}</ListItemIcon>
          <ListItemText>{LANGUAGE_NAMES[language]}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
