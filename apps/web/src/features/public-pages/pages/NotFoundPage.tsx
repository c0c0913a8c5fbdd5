import { useTranslation } from 'react-i18next';
import { IconMapSearch } from '@tabler/icons-react';
import HomeButton from '../components/HomeButton';
import StatusPage from '../components/StatusPage';

/** Any unknown path (spec §2): says so plainly and links home. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={IconMapSearch}
      tone="primary"
      code="404"
      title={t('pages.notFound.title')}
      body={t('pages.notFound.body')}
      actions={<HomeButton />}
    />
  );
}
