import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { formatHKD, type TInvoice, type TPayment } from '@portal/domain';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { decidePayment, refreshBilling, voidInvoice } from '../api';
import NoteDialog from './NoteDialog';

export type TDecision =
  | { kind: 'void'; invoice: TInvoice }
  | { kind: 'confirm'; invoice: TInvoice; payment: TPayment }
  | { kind: 'reject'; invoice: TInvoice; payment: TPayment };

/** The dialog of the decision the officer is making: void the invoice, confirm or reject a payment. */
export default function BillingDecisions({
  decision,
  onClose,
}: {
  decision: TDecision | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { showSuccess } = useSnackbar();
  if (!decision) return null;
  const done = async (message: string) => {
    showSuccess(message);
    onClose();
    await refreshBilling(queryClient);
  };
  const { invoice } = decision;
  if (decision.kind === 'void') {
    return (
      <NoteDialog
        title={t('billing.void.title', { number: invoice.invoiceNumber })}
        intro={t('billing.void.intro')}
        label={t('billing.void.reason')}
        requiredMessage={t('billing.void.reasonRequired')}
        submitLabel={t('billing.void.confirm')}
        closeLabel={t('billing.void.keep')}
        danger
        field="reason"
        onSubmit={async (reason) => {
          await voidInvoice(invoice.invoiceID, reason);
          await done(t('billing.void.done', { number: invoice.invoiceNumber }));
        }}
        onClose={onClose}
      />
    );
  }
  const { payment } = decision;
  const amount = formatHKD(payment.amountCents);
  if (decision.kind === 'confirm') {
    return (
      <NoteDialog
        title={t('billing.payments.confirmTitle', { amount })}
        intro={t('billing.payments.confirmIntro', {
          amount,
          reference: payment.reference,
          number: invoice.invoiceNumber,
        })}
        label={t('billing.payments.confirmNote')}
        submitLabel={t('billing.payments.confirm')}
        optional
        field="note"
        onSubmit={async (note) => {
          await decidePayment(payment.paymentID, { confirm: true, ...(note ? { note } : {}) });
          await done(t('billing.payments.confirmed'));
        }}
        onClose={onClose}
      />
    );
  }
  return (
    <NoteDialog
      title={t('billing.payments.rejectTitle')}
      intro={t('billing.payments.rejectIntro')}
      label={t('billing.payments.rejectNote')}
      requiredMessage={t('billing.payments.noteRequired')}
      submitLabel={t('billing.payments.reject')}
      danger
      field="note"
      onSubmit={async (note) => {
        await decidePayment(payment.paymentID, { confirm: false, note });
        await done(t('billing.payments.rejected'));
      }}
      onClose={onClose}
    />
  );
}
