import { useTranslation } from 'react-i18next';
import { IconAlertTriangle } from '@tabler/icons-react';
import HomeButton from '../components/HomeButton';
import StatusPage from '../components/StatusPage';
import ContactUsButton from '../components/ContactUsButton';

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
          <ContactUsButton />
        </>
      }
    />
  );
}
