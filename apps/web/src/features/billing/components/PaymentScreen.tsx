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

/** Where the client stands with the invoice: to pay, waiting for the firm, rejected, paid, or none. */
function stateOf(billing: TCaseBilling) {
  const invoice = billing.invoice;
  if (!invoice) return 'none' as const;
  if (invoice.status === 'PAID') return 'paid' as const;
  const latest = invoice.payments[0];
  if (latest?.status === 'SUBMITTED') return 'waiting' as const;
  if (latest?.status === 'REJECTED') return 'rejected' as const;
  return 'toPay' as const;
}

/**
 * The client's payment screen (T_PAYMENT_PAY): the invoice with its PDF, how to pay it (the offline
 * provider: a bank transfer quoting the invoice number), and the proof to submit; then the state of
 * what was submitted — waiting for the firm, rejected with the firm's note (submit again), or paid.
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
  const state = stateOf(billing);
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
        {state === 'paid' && invoice && (
          <Alert severity="success">
            <AlertTitle>{t('billing.pay.paid.title')}</AlertTitle>
            {t('billing.pay.paid.body', { date: formatDisplayDate(invoice.paidDate) })}
          </Alert>
        )}
        {offer && (state === 'toPay' || state === 'rejected') && (
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
        {invoice && billing.may.pay && (
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
