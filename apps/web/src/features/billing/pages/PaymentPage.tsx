import { Navigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ongoingCasePath, type TRouteName } from '@portal/domain';
import type { TUploadOne } from '../../files/FileUploader';
import { caseBillingQuery } from '../api';
import BillingLoading from '../components/BillingLoading';
import PaymentScreen from '../components/PaymentScreen';
import { useScreenTask } from '../../tasks/use-screen-task';

/**
 * /incorporation/payment/:caseID and /annual-renewal/payment/:caseID (T_PAYMENT_PAY, client): only
 * the client whose payment task of this case is in progress works here (spec §6); anyone else goes to
 * the ongoing case page at its task list.
 */
export default function PaymentPage({ routeName, upload }: { routeName: TRouteName; upload?: TUploadOne }) {
  const { caseID = '' } = useParams();
  const lookup = useScreenTask(caseID, ['T_PAYMENT_PAY']);
  const billing = useQuery({ ...caseBillingQuery(caseID), enabled: lookup.task !== null });
  if (lookup.refused) return <Navigate to={ongoingCasePath(caseID)} replace />;
  if (lookup.failed) return <BillingLoading routeName={routeName} failed onRetry={lookup.retry} />;
  if (lookup.pending) return <BillingLoading routeName={routeName} />;
  if (!lookup.task) return <Navigate to={ongoingCasePath(caseID)} replace />;
  if (billing.isError)
    return <BillingLoading routeName={routeName} failed onRetry={() => void billing.refetch()} />;
  if (!billing.data) return <BillingLoading routeName={routeName} />;
  return <PaymentScreen billing={billing.data} task={lookup.task} upload={upload} />;
}
