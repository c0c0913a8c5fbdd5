import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { IconBarrierBlock } from '@tabler/icons-react';
import { PATHS } from '../../../routes/paths';
import HomeButton from '../components/HomeButton';
import StatusPage from '../components/StatusPage';

/** /pages/under-construction: shown while part of the portal is being rebuilt or maintained. */
export default function UnderConstructionPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={IconBarrierBlock}
      tone="warning"
      title={t('pages.underConstruction.title')}
      body={t('pages.underConstruction.body')}
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
