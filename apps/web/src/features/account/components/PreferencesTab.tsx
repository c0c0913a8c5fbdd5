import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { THEME_MODES, type TPreferencesRequest, type TThemeMode } from '@portal/domain';
import { toLanguage } from '../../../i18n/language';
import { useThemeMode } from '../../../themes/theme-mode-context';
import LanguageField from '../../../ui-component/LanguageField';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { myProfileQuery } from '../../auth/api';
import { useAuth } from '../../auth/auth-context';
import { updatePreferences } from '../api';

/**
 * Interface language and theme. A choice applies at once and is saved straight away, so the screen
 * and the stored preference agree; if the save fails, the previous choice comes back.
 */
export default function PreferencesTab() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { updateUser } = useAuth();
  const { showSuccess, showError } = useSnackbar();
  const { mode, setMode } = useThemeMode();
  const [busy, setBusy] = useState(false);
  const themeLabelId = useId();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);

  const save = async (body: TPreferencesRequest, undo: () => void) => {
    setBusy(true);
    try {
      const saved = await updatePreferences(body);
      queryClient.setQueryData(myProfileQuery.queryKey, saved);
      const { subscription: _subscription, ...user } = saved;
      updateUser(user);
      showSuccess();
    } catch (error) {
      undo();
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 480 }}>
      <LanguageField
        label={t('setUpAccount.fields.language')}
        name="language"
        value={language}
        helperText={t('setUpAccount.hints.language')}
        disabled={busy}
        onChange={(next) => {
          if (next === language) return;
          const previous = language;
          void i18n.changeLanguage(next);
          void save({ language: next }, () => void i18n.changeLanguage(previous));
        }}
      />
      <FormControl disabled={busy}>
        <FormLabel id={themeLabelId}>{t('accountProfile.preferences.theme')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={themeLabelId}
          name="theme"
          value={mode}
          onChange={(_event, value) => {
            const next = THEME_MODES.find((candidate) => candidate === value);
            if (!next || next === mode) return;
            const previous: TThemeMode = mode;
            setMode(next);
            void save({ theme: next }, () => setMode(previous));
          }}
        >
          <FormControlLabel value="light" control={<Radio />} label={t('accountProfile.preferences.light')} />
          <FormControlLabel value="dark" control={<Radio />} label={t('accountProfile.preferences.dark')} />
        </RadioGroup>
      </FormControl>
    </Stack>
  );
}
