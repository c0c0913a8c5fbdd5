import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconCheck, IconDownload, IconEye, IconReceiptRefund, IconX } from '@tabler/icons-react';
import { formatHKD, refundFailureText, type TInvoice, type TPayment } from '@portal/domain';
import { toLanguage } from '../../../i18n/language';
import { formatDisplayDate } from '../../../utils/date-format';
import DocumentPreviewDialog from '../../files/DocumentPreviewDialog';
import FileSize from '../../files/FileSize';
import { useFileDownload } from '../../docs-sign/use-file-download';
import { PaymentStatusChip } from './BillingChips';
import RefundDialog from './RefundDialog';

type TProof = TPayment['proofs'][number];

function PaymentRow({
  payment,
  mayDecide,
  onConfirm,
  onReject,
  onRefund,
  onPreview,
}: {
  payment: TPayment;
  mayDecide: boolean;
  onConfirm: () => void;
  onReject: () => void;
  onRefund: (() => void) | undefined;
  onPreview: (proof: TProof) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const { pending, download } = useFileDownload();
  return (
    <Box
      component="li"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, display: 'grid', gap: 1 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="h5" component="h4">
          {t('billing.payments.heading', {
            reference: payment.reference,
            amount: formatHKD(payment.amountCents),
          })}
        </Typography>
        <PaymentStatusChip status={payment.status} />
      </Stack>
      <Typography variant="body2">
        {payment.method === 'CARD' ? (
          t('billing.payments.cardStarted', {
            name: payment.submittedBy?.name ?? '—',
            date: formatDisplayDate(payment.submittedDate),
          })
        ) : (
          <>
            {t('billing.payments.paidOn', { date: payment.paidDate ?? '—' })}
            {' · '}
            {t('billing.payments.submitted', {
              name: payment.submittedBy?.name ?? '—',
              date: formatDisplayDate(payment.submittedDate),
            })}
          </>
        )}
      </Typography>
      {payment.decidedDate && (
        <Typography
          variant="body2"
          sx={{ color: payment.status === 'REJECTED' ? 'error.main' : 'text.secondary' }}
        >
          {/* A card payment is decided by Stripe's notification, by no one at the firm. */}
          {payment.provider === 'STRIPE' && payment.status !== 'SUBMITTED' && !payment.decidedBy
            ? t(`billing.payments.stripeDecided.${payment.status}`, {
                date: formatDisplayDate(payment.decidedDate),
              })
            : t('billing.payments.decided', {
                name: payment.decidedBy?.name ?? '—',
                date: formatDisplayDate(payment.decidedDate),
              })}
          {payment.decisionNote ? ` — ${payment.decisionNote}` : ''}
        </Typography>
      )}
      {payment.receipt && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2">
            {t('billing.payments.receipt', {
              number: payment.receipt.receiptNumber,
              date: payment.receipt.issueDate,
            })}
          </Typography>
          <Button
            size="small"
            disabled={pending === payment.receipt.pdf.fileID}
            onClick={() =>
              payment.receipt && download(payment.receipt.pdf.fileID, payment.receipt.pdf.fileName)
            }
            startIcon={<IconDownload size={16} aria-hidden="true" />}
            aria-label={t('billing.payments.downloadNamed', { name: payment.receipt.pdf.fileName })}
          >
            {t('billing.payments.download')}
          </Button>
        </Stack>
      )}
      {payment.refunds.map((refund) => (
        <Box key={refund.creditNoteNumber}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography
              variant="body2"
              sx={refund.status === 'FAILED' ? { textDecoration: 'line-through' } : undefined}
            >
              {t(`billing.payments.refund.${refund.method}`, {
                number: refund.creditNoteNumber,
                amount: formatHKD(refund.amountCents),
                date: refund.issueDate,
              })}
              {` — ${refund.reason}`}
            </Typography>
            <Button
              size="small"
              disabled={pending === refund.pdf.fileID}
              onClick={() => download(refund.pdf.fileID, refund.pdf.fileName)}
              startIcon={<IconDownload size={16} aria-hidden="true" />}
              aria-label={t('billing.payments.downloadNamed', { name: refund.pdf.fileName })}
            >
              {t('billing.payments.download')}
            </Button>
          </Stack>
          {refund.status !== 'SUCCEEDED' && (
            <Typography
              variant="body2"
              sx={{ color: refund.status === 'FAILED' ? 'error.main' : 'text.secondary' }}
            >
              {t(`billing.payments.refund.status.${refund.status}`, {
                reason: refundFailureText(refund.failureReason, language),
              })}
            </Typography>
          )}
        </Box>
      ))}
      <Box
        component="ul"
        aria-label={t('billing.payments.proofs')}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}
      >
        {payment.proofs.map((proof) => (
          <Stack
            component="li"
            key={proof.fileID}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {proof.fileName}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              <FileSize bytes={proof.fileSize} />
            </Typography>
            <Button
              size="small"
              onClick={() => onPreview(proof)}
              startIcon={<IconEye size={16} aria-hidden="true" />}
              aria-label={t('billing.payments.previewNamed', { name: proof.fileName })}
            >
              {t('billing.payments.preview')}
            </Button>
            <Button
              size="small"
              disabled={pending === proof.fileID}
              onClick={() => download(proof.fileID, proof.fileName)}
              startIcon={<IconDownload size={16} aria-hidden="true" />}
              aria-label={t('billing.payments.downloadNamed', { name: proof.fileName })}
            >
              {t('billing.payments.download')}
            </Button>
          </Stack>
        ))}
      </Box>
      {onRefund && payment.status === 'CONFIRMED' && payment.refundableCents > 0 && (
        <Box>
          <Button
            variant="outlined"
            color="error"
            size="small"
            onClick={onRefund}
            startIcon={<IconReceiptRefund size={16} aria-hidden="true" />}
            aria-label={t('billing.refund.openFor', { reference: payment.reference })}
          >
            {t('billing.refund.open')}
          </Button>
        </Box>
      )}
      {mayDecide && payment.status === 'SUBMITTED' && (
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            color="success"
            onClick={onConfirm}
            startIcon={<IconCheck size={18} aria-hidden="true" />}
          >
            {t('billing.payments.confirm')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            onClick={onReject}
            startIcon={<IconX size={18} aria-hidden="true" />}
          >
            {t('billing.payments.reject')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}

/** The payments of an invoice, newest first, with their proofs; the firm confirms or rejects a submitted one. */
export default function PaymentList({
  invoice,
  mayDecide,
  mayRefund = false,
  onConfirm,
  onReject,
}: {
  invoice: TInvoice;
  mayDecide: boolean;
  /** The firm's staff in charge refund a received payment (part or all), with a credit note. */
  mayRefund?: boolean;
  onConfirm: (payment: TPayment) => void;
  onReject: (payment: TPayment) => void;
}) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<TProof | null>(null);
  const [refunding, setRefunding] = useState<TPayment | null>(null);
  return (
    <Box component="section" aria-labelledby="payments-heading" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="payments-heading" variant="h4" component="h3">
        {t('billing.payments.title')}
      </Typography>
      {invoice.payments.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('billing.payments.none')}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {invoice.payments.map((payment) => (
            <PaymentRow
              key={payment.paymentID}
              payment={payment}
              mayDecide={mayDecide}
              onConfirm={() => onConfirm(payment)}
              onReject={() => onReject(payment)}
              onRefund={mayRefund ? () => setRefunding(payment) : undefined}
              onPreview={setPreview}
            />
          ))}
        </Stack>
      )}
      <DocumentPreviewDialog
        fileID={preview?.fileID ?? null}
        fileName={preview?.fileName ?? ''}
        onClose={() => setPreview(null)}
      />
      {refunding && <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />}
    </Box>
  );
}
