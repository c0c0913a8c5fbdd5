import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { TInvoiceStatus, TPaymentStatus } from '@portal/domain';
import { INVOICE_STATUS_KEYS, PAYMENT_STATUS_KEYS } from '../billing-labels';

const INVOICE_COLOURS = { ISSUED: 'warning', PAID: 'success', VOID: 'default' } as const satisfies Record<
  TInvoiceStatus,
  string
>;
const PAYMENT_COLOURS = {
  SUBMITTED: 'info',
  CONFIRMED: 'success',
  REJECTED: 'error',
} as const satisfies Record<TPaymentStatus, string>;

export function InvoiceStatusChip({ status }: { status: TInvoiceStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={INVOICE_COLOURS[status]} label={t(INVOICE_STATUS_KEYS[status])} />;
}

export function PaymentStatusChip({ status }: { status: TPaymentStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={PAYMENT_COLOURS[status]}
      label={t(PAYMENT_STATUS_KEYS[status])}
    />
  );
}
