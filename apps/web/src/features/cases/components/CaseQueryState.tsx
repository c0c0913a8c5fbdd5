import { useTranslation } from 'react-i18next';
import MainCard from '../../../ui-component/MainCard';
import QueryStatus from '../../account/components/QueryStatus';
import { isNotFound } from '../api';
import CaseNotFound from './CaseNotFound';

/** While a case loads: a spinner; when it failed: not found (404), or an error with a retry. */
export default function CaseQueryState({
  isPending,
  error,
  onRetry,
}: {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (!isPending && isNotFound(error)) return <CaseNotFound />;
  return (
    <MainCard>
      <QueryStatus isPending={isPending} failedText={t('cases.view.loadFailed')} onRetry={onRetry} />
    </MainCard>
  );
}
