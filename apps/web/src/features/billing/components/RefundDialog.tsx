import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatAmount, formatHKD, parseAmount, type TPayment } from '@portal/domain';
import { isApiError } from '../../../api/api-error';
import FormErrorNotice from '../../../ui-component/FormErrorNotice';
import OutlinedField from '../../../ui-component/OutlinedField';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { refusalMessage } from '../../account-management/components/use-failure-snackbar';
import FormDialog from '../../../ui-component/FormDialog';
import { refreshBilling, refundPayment } from '../api';

const REASON_MAX = 500;

/**
 * A refund of part or all of a received payment (issue 21 point 2): by card back through Stripe, or,
 * for a transfer, recorded as paid back by the firm. Never more than is left of the payment (checked
 * here as on the server); each refund issues a credit note, shown with the payment.
 */
export default function RefundDialog({ payment, onClose }: { payment: TPayment; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { showSuccess } = useSnackbar();
  const left = payment.refundableCents;
  const [amount, setAmount] = useState(formatAmount(left));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amountCents?: string; reason?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const card = payment.method === 'CARD';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const cents = parseAmount(amount);
    const found: typeof errors = {};
    if (cents === null || cents <= 0) found.amountCents = t('billing.refund.errors.amount');
    else if (cents > left)
      found.amountCents = t('billing.refund.errors.moreThanLeft', { left: formatHKD(left) });
    if (!reason.trim()) found.reason = t('billing.refund.errors.reason');
    else if (reason.trim().length > REASON_MAX) found.reason = t('billing.noteTooLong', { max: REASON_MAX });
    setErrors(found);
    if (cents === null || Object.keys(found).length > 0) return;
    setFormError(null);
    setBusy(true);
    try {
      const refunded = await refundPayment(payment.paymentID, { amountCents: cents, reason: reason.trim() });
      const note = refunded.refunds.at(-1);
      showSuccess(
        t('billing.refund.done', { amount: formatHKD(cents), number: note?.creditNoteNumber ?? '' }),
      );
      await refreshBilling(queryClient);
      onClose();
    } catch (failure) {
      const field = isApiError(failure) ? failure.field : undefined;
      const message = isApiError(failure) ? failure.message : '';
      if (field === 'amountCents' || field === 'reason') setErrors({ [field]: message });
      else setFormError(refusalMessage(failure) ?? t('billing.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={t('billing.refund.title', { reference: payment.reference })}
      submitLabel={t('billing.refund.submit')}
      danger
      busy={busy}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t(card ? 'billing.refund.introCard' : 'billing.refund.introTransfer', {
            received: formatHKD(payment.amountCents),
            left: formatHKD(left),
          })}
        </Typography>
        {formError && <FormErrorNotice>{formError}</FormErrorNotice>}
        <OutlinedField
          label={t('billing.refund.amount')}
          name="amountCents"
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setErrors((current) => ({ ...current, amountCents: undefined }));
          }}
          error={errors.amountCents}
          helperText={t('billing.refund.amountHint', { left: formatHKD(left) })}
          required
          disabled={busy}
        />
        <OutlinedField
          label={t('billing.refund.reason')}
          name="reason"
          value={reason}
          onChange={(value) => {
            setReason(value);
            setErrors((current) => ({ ...current, reason: undefined }));
          }}
          error={errors.reason}
          multiline
          rows={2}
          required
          disabled={busy}
        />
      </Stack>
    </FormDialog>
  );
}
