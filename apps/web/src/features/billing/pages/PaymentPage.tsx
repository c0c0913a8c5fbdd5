import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ongoingCasePath, type TRouteName, type TTask } from '@portal/domain';
import type { TUploadOne } from '../../files/FileUploader';
import { caseBillingQuery } from '../api';
import BillingLoading from '../components/BillingLoading';
import PaymentScreen, { paymentStateOf } from '../components/PaymentScreen';
import { CARD_POLL_MS } from '../card/CardPayment';
import { useLeaveCardPage } from '../card/stripe-js';
import { useScreenTask } from '../../tasks/use-screen-task';

/**
 * /incorporation/payment/:caseID and /annual-renewal/payment/:caseID (T_PAYMENT_PAY, client): only
 * the client whose payment task of this case is in progress works here (spec §6); anyone else goes to
 * the ongoing case page at its task list.
 */
export default function PaymentPage({ routeName, upload }: { routeName: TRouteName; upload?: TUploadOne }) {
  const { caseID = '' } = useParams();
  const lookup = useScreenTask(caseID, ['T_PAYMENT_PAY']);
  useLeaveCardPage();
  // Paid while on the screen, the task is done: the client stays to see it paid and the receipt.
  const [held, setHeld] = useState<TTask | null>(null);
  if (lookup.task && lookup.task.taskID !== held?.taskID) setHeld(lookup.task);
  const billing = useQuery({
    ...caseBillingQuery(caseID),
    enabled: held !== null,
    // A card payment is settled by Stripe's notification to the server: follow it until it lands.
    refetchInterval: (query) =>
      query.state.data && paymentStateOf(query.state.data) === 'cardWaiting' ? CARD_POLL_MS : false,
  });
  // The task just went (paid, most likely): the billing is read again before deciding to leave.
  const gone = held !== null && lookup.task === null && !lookup.pending;
  const [rechecked, setRechecked] = useState(false);
  const refetchBilling = billing.refetch;
  useEffect(() => {
    if (gone) void refetchBilling().finally(() => setRechecked(true));
  }, [gone, refetchBilling]);
  const paidHere = held !== null && billing.data?.invoice?.status === 'PAID';
  const task = lookup.task ?? (paidHere || (gone && !rechecked) ? held : null);
  if (lookup.refused) return <Navigate to={ongoingCasePath(caseID)} replace />;
  if (lookup.failed) return <BillingLoading routeName={routeName} failed onRetry={lookup.retry} />;
  if (lookup.pending && !task) return <BillingLoading routeName={routeName} />;
  if (!task) return <Navigate to={ongoingCasePath(caseID)} replace />;
  if (billing.isError)
    return <BillingLoading routeName={routeName} failed onRetry={() => void billing.refetch()} />;
  if (!billing.data) return <BillingLoading routeName={routeName} />;
  return <PaymentScreen billing={billing.data} task={task} upload={upload} />;
}
