import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { IconAlertTriangle } from '@tabler/icons-react';
import { PATHS } from '../../../routes/paths';
import HomeButton from '../components/HomeButton';
import StatusPage from '../components/StatusPage';

/** /pages/error: the generic "something went wrong" page, with a way back and a way to get help. */
export default function ErrorPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={IconAlertTriangle}
      tone="error"
      title={t('pages.error.title')}
      body={t('pages.error.body')}
      actions={
        <>
          <HomeButton />
          <Button
            component={RouterLink}
            to={PATHS.contactUs}
            variant="outlined"
            color="secondary"
            size="large"
          >
            {t('common.contactUs')}
          </Button>
        </>
      }
    />
  );
}
