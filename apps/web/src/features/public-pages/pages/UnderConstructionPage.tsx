import { useTranslation } from 'react-i18next';
import { IconBarrierBlock } from '@tabler/icons-react';
import HomeButton from '../components/HomeButton';
import StatusPage from '../components/StatusPage';
import ContactUsButton from '../components/ContactUsButton';

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
          <ContactUsButton />
        </>
      }
    />
  );
}
