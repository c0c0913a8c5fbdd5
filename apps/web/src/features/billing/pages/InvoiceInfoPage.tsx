import { Navigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ongoingCasePath, type TRouteName } from '@portal/domain';
import { caseBillingQuery, isNoBilling } from '../api';
import BillingLoading from '../components/BillingLoading';
import InvoiceInfoScreen from '../components/InvoiceInfoScreen';
import { useScreenTask } from '../../tasks/use-screen-task';

/**
 * /incorporation/invoice-info/:caseID and /annual-renewal/invoice-info/:caseID (T_PAYMENT_INVOICE,
 * staff). Before an invoice exists, only the holder of the invoice task works here (spec §6); anyone
 * else goes to the ongoing case page. Once there is an invoice, it is the case's billing page for
 * the firm: every colleague may read it there (the case page's billing panel leads here), and the
 * officer in charge or a SYSTEM_ADMIN confirms payments, voids and issues the next one.
 */
export default function InvoiceInfoPage({ routeName }: { routeName: TRouteName }) {
  const { caseID = '' } = useParams();
  const lookup = useScreenTask(caseID, ['T_PAYMENT_INVOICE']);
  const billing = useQuery(caseBillingQuery(caseID));
  if (lookup.refused || (billing.isError && isNoBilling(billing.error)))
    return <Navigate to={ongoingCasePath(caseID)} replace />;
  if (lookup.failed || billing.isError) {
    return (
      <BillingLoading
        routeName={routeName}
        failed
        onRetry={() => {
          lookup.retry();
          void billing.refetch();
        }}
      />
    );
  }
  if (lookup.pending || !billing.data) return <BillingLoading routeName={routeName} />;
  const hasRecord = billing.data.invoice !== null || billing.data.voided.length > 0;
  if (!lookup.task && !hasRecord) return <Navigate to={ongoingCasePath(caseID)} replace />;
  return <InvoiceInfoScreen billing={billing.data} />;
}
