import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { IconHome } from '@tabler/icons-react';
import { ROOT_PATH } from '../../../routes/paths';

/** Back to '/': the dashboard when signed in, the sign-in page otherwise. */
export default function HomeButton({ variant = 'contained' }: { variant?: 'contained' | 'outlined' }) {
  const { t } = useTranslation();
  return (
    <Button
      component={RouterLink}
      to={ROOT_PATH}
      variant={variant}
      color="secondary"
      size="large"
      startIcon={<IconHome size={20} />}
    >
      {t('common.backToHome')}
    </Button>
  );
}
