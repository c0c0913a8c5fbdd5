import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconBriefcase } from '@tabler/icons-react';
import { formatHKD, ongoingCasePath, type TCaseBilling, type TTask } from '@portal/domain';
import { formatDisplayDate } from '../../../utils/date-format';
import MainCard from '../../../ui-component/MainCard';
import type { TUploadOne } from '../../files/FileUploader';
import TaskTitle from '../../tasks/components/TaskTitle';
import BillingHeader from './BillingHeader';
import InvoiceCard from './InvoiceCard';
import PaymentDetailsList from './PaymentDetailsList';
import PaymentForm from './PaymentForm';
import PaymentList from './PaymentList';
import CardPayment, { type TStage } from '../card/CardPayment';

/**
 * Where the client stands with the invoice: to pay, a transfer waiting for the firm or rejected by it,
 * a card payment being confirmed by Stripe or declined, paid, or no invoice.
 */
export function paymentStateOf(billing: TCaseBilling) {
  const invoice = billing.invoice;
  if (!invoice) return 'none' as const;
  if (invoice.status === 'PAID') return 'paid' as const;
  const latest = invoice.payments[0];
  const card = latest?.method === 'CARD';
  if (latest?.status === 'SUBMITTED') return card ? ('cardWaiting' as const) : ('waiting' as const);
  if (latest?.status === 'REJECTED') return card ? ('cardFailed' as const) : ('rejected' as const);
  return 'toPay' as const;
}

const PAYABLE = new Set(['toPay', 'rejected', 'cardWaiting', 'cardFailed']);

/**
 * The client's payment screen (T_PAYMENT_PAY): the invoice with its PDF and how to pay it — by card
 * through Stripe when the firm takes cards, or by bank transfer quoting the invoice number with the
 * proof to submit; then the state of what was submitted: waiting for the firm or for Stripe, rejected
 * or declined (pay again), or paid.
 */
export default function PaymentScreen({
  billing,
  task,
  upload,
}: {
  billing: TCaseBilling;
  task: TTask;
  upload?: TUploadOne;
}) {
  const { t } = useTranslation();
  const [cardStage, setCardStage] = useState<TStage>('idle');
  const cardSent = cardStage === 'sent';
  // The card form open says itself what Stripe answered; the earlier decline is not repeated above it.
  const cardFormOpen = cardStage === 'ready' || cardStage === 'paying';
  const state = paymentStateOf(billing);
  // A card just paid in the browser: nothing else to pay while Stripe's notification is on its way.
  const payable = PAYABLE.has(state) && !cardSent;
  const { invoice, offer } = billing;
  const latest = invoice?.payments[0];
  return (
    <MainCard>
      <Stack spacing={3}>
        <BillingHeader billing={billing} title={<TaskTitle task={task} />} />
        {state === 'none' && (
          <Alert severity="info">
            <AlertTitle>{t('billing.pay.noInvoice.title')}</AlertTitle>
            {t('billing.pay.noInvoice.body')}
          </Alert>
        )}
        {state === 'waiting' && latest && (
          <Alert severity="info" role="status">
            <AlertTitle>{t('billing.pay.waiting.title')}</AlertTitle>
            {t('billing.pay.waiting.body', { date: formatDisplayDate(latest.submittedDate) })}
          </Alert>
        )}
        {state === 'rejected' && latest && (
          <Alert severity="warning">
            <AlertTitle>{t('billing.pay.rejected.title')}</AlertTitle>
            {t('billing.pay.rejected.body', { note: latest.decisionNote ?? '' })}
          </Alert>
        )}
        {state === 'cardWaiting' && latest && (
          <Alert severity="info" role="status">
            <AlertTitle>{t('billing.card.waiting.title')}</AlertTitle>
            {t('billing.card.waiting.body', { date: formatDisplayDate(latest.submittedDate) })}
          </Alert>
        )}
        {state === 'cardFailed' && !cardSent && !cardFormOpen && latest && (
          <Alert severity="warning">
            <AlertTitle>{t('billing.card.declined.title')}</AlertTitle>
            {t('billing.card.declined.body', { note: latest.decisionNote ?? '' })}
          </Alert>
        )}
        {state === 'paid' && invoice && (
          <Alert severity="success">
            <AlertTitle>{t('billing.pay.paid.title')}</AlertTitle>
            {invoice.payments.some((p) => p.status === 'CONFIRMED' && p.method === 'CARD')
              ? t('billing.card.paid', { date: formatDisplayDate(invoice.paidDate) })
              : t('billing.pay.paid.body', { date: formatDisplayDate(invoice.paidDate) })}
          </Alert>
        )}
        {offer?.card && invoice && PAYABLE.has(state) && (
          <CardPayment
            caseID={billing.caseID}
            invoice={invoice}
            firmName={billing.firmName}
            onStage={setCardStage}
          />
        )}
        {offer && payable && (
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="how-to-pay"
            sx={{ p: 2.5, display: 'grid', gap: 1.5 }}
          >
            <Typography id="how-to-pay" variant="h4" component="h3">
              {t('billing.pay.toPay', { amount: formatHKD(offer.amountCents), date: offer.dueDate })}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 760 }}>
              {t('billing.pay.howTo', { reference: offer.reference })}
            </Typography>
            {offer.bankTransfer && <PaymentDetailsList details={offer.bankTransfer} />}
            <Typography sx={{ fontWeight: 600 }}>
              {t('billing.pay.quote', { reference: offer.reference })}
            </Typography>
          </Paper>
        )}
        {invoice && billing.may.pay && !cardSent && (
          <PaymentForm caseID={billing.caseID} invoice={invoice} upload={upload} />
        )}
        {invoice && <InvoiceCard invoice={invoice} />}
        {invoice && invoice.payments.length > 0 && (
          <PaymentList
            invoice={invoice}
            mayDecide={false}
            onConfirm={() => undefined}
            onReject={() => undefined}
          />
        )}
        <Box>
          <Button
            component={RouterLink}
            to={ongoingCasePath(billing.caseID)}
            variant="outlined"
            startIcon={<IconBriefcase size={18} stroke={1.8} aria-hidden="true" />}
          >
            {t('billing.openCase')}
          </Button>
        </Box>
      </Stack>
    </MainCard>
  );
}
