import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { TRouteName } from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import QueryStatus from '../../account/components/QueryStatus';
import { myFirmsQuery } from '../api';
import LinkCasePrompt from '../components/LinkCasePrompt';
import NewRequestForm from '../components/NewRequestForm';

/**
 * /new-request (client): ask a firm the client works with for a service. A client with no firm yet
 * is told how to join one (an invitation code from a firm) and can link a case right here.
 */
export default function NewRequestPage({ routeName }: { routeName: TRouteName }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useQuery(myFirmsQuery);
  return (
    <MainCard titleLevel="h1" title={t(`screens.${routeName}`)}>
      {isPending || isError ? (
        <QueryStatus
          isPending={isPending}
          failedText={t('caseOpening.request.loadFailed')}
          onRetry={() => void refetch()}
        />
      ) : data.items.length === 0 ? (
        <LinkCasePrompt text={t('caseOpening.request.noFirm')} />
      ) : (
        <NewRequestForm firms={data.items} />
      )}
    </MainCard>
  );
}
