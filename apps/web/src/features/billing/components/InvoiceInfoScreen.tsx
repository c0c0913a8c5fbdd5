import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { IconBriefcase, IconFileOff } from '@tabler/icons-react';
import { ongoingCasePath, taskTitleKey, type TCaseBilling } from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import TaskTitle from '../../tasks/components/TaskTitle';
import BillingDecisions, { type TDecision } from './BillingDecisions';
import BillingHeader from './BillingHeader';
import FirmPaymentDetails from './FirmPaymentDetails';
import InvoiceCard from './InvoiceCard';
import InvoiceEditor from './InvoiceEditor';
import PaymentList from './PaymentList';
import VoidedInvoices from './VoidedInvoices';

/**
 * The firm's invoice screen of a case (T_PAYMENT_INVOICE): before an invoice, the editor over the
 * suggested fees with the firm's payment details; afterwards the issued invoice with its PDF, the
 * client's payments with their proofs, Confirm receipt or Reject, and Void (then a new invoice).
 */
export default function InvoiceInfoScreen({ billing }: { billing: TCaseBilling }) {
  const { t } = useTranslation();
  const [decision, setDecision] = useState<TDecision | null>(null);
  const { invoice, draft, may } = billing;
  // A new invoice (just issued) replaces the editor: bring its top into view.
  const top = useRef<HTMLDivElement>(null);
  const shown = useRef(invoice?.invoiceID ?? null);
  useEffect(() => {
    const id = invoice?.invoiceID ?? null;
    if (id && shown.current === null) top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    shown.current = id;
  }, [invoice?.invoiceID]);
  // The invoice task's title (spec §2) whether or not the caller holds it any more.
  const title = (
    <TaskTitle
      task={{
        simpleTaskInfoDTO: {
          taskTypeKey: 'T_PAYMENT_INVOICE',
          serviceType: billing.caseType,
          titleKey: taskTitleKey('T_PAYMENT_INVOICE', billing.caseType),
        },
      }}
    />
  );

  return (
    <MainCard>
      <Stack spacing={3}>
        <BillingHeader billing={billing} title={title} />
        {invoice && (
          <Stack spacing={3} ref={top} sx={{ scrollMarginTop: 96 }}>
            <InvoiceCard
              invoice={invoice}
              showPaymentDetails
              actions={
                may.void && (
                  <Button
                    color="error"
                    variant="outlined"
                    onClick={() => setDecision({ kind: 'void', invoice })}
                    startIcon={<IconFileOff size={18} stroke={1.8} aria-hidden="true" />}
                  >
                    {t('billing.void.action')}
                  </Button>
                )
              }
            />
            {invoice.status === 'ISSUED' && invoice.payments.length === 0 && (
              <Alert severity="info">{t('billing.staff.awaitingPayment', { date: invoice.dueDate })}</Alert>
            )}
            <PaymentList
              invoice={invoice}
              mayDecide={may.decide}
              mayRefund={may.refund}
              onConfirm={(payment) => setDecision({ kind: 'confirm', invoice, payment })}
              onReject={(payment) => setDecision({ kind: 'reject', invoice, payment })}
            />
          </Stack>
        )}
        {!invoice && draft && (
          <Box sx={{ display: 'grid', gap: 3 }}>
            {billing.voided.length > 0 && <Alert severity="info">{t('billing.staff.reissue')}</Alert>}
            <FirmPaymentDetails draft={draft} mayEdit={may.editSettings} />
            {may.issue ? (
              <InvoiceEditor caseID={billing.caseID} draft={draft} onIssued={() => undefined} />
            ) : (
              <Alert severity="info">{t('billing.staff.notYours')}</Alert>
            )}
          </Box>
        )}
        {!invoice && !draft && <Alert severity="info">{t('billing.staff.nothing')}</Alert>}
        <VoidedInvoices invoices={billing.voided} />
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
      <BillingDecisions decision={decision} onClose={() => setDecision(null)} />
    </MainCard>
  );
}
