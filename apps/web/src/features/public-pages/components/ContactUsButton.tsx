import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { PATHS } from '../../../routes/paths';

/** The secondary action of the public pages: a way to reach the firm's support. */
export default function ContactUsButton() {
  const { t } = useTranslation();
  return (
    <Button component={RouterLink} to={PATHS.contactUs} variant="outlined" color="secondary" size="large">
      {t('common.contactUs')}
    </Button>
  );
}
