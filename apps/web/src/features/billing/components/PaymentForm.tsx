import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconSend, IconX } from '@tabler/icons-react';
import { hongKongDate, type TInvoice } from '@portal/domain';
import { isApiError } from '../../../api/api-error';
import FormErrorNotice from '../../../ui-component/FormErrorNotice';
import OutlinedField from '../../../ui-component/OutlinedField';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { refusalMessage } from '../../account-management/components/use-failure-snackbar';
import FileUploader, { type TUploadOne } from '../../files/FileUploader';
import type { TUploadedFile } from '../../files/upload-request';
import { refreshBilling, submitPayment } from '../api';
import BillingDateField from './BillingDateField';

type TField = 'proofFileIDs' | 'reference' | 'paidDate';
const REFERENCE_MAX = 100;
const MAX_PROOFS = 5;

/**
 * The client's bank transfer: proof uploaded with the shared uploader (to the case), the bank's
 * reference and the date paid; checked here as the server checks it, then submitted.
 */
export default function PaymentForm({
  caseID,
  invoice,
  upload,
}: {
  caseID: string;
  invoice: TInvoice;
  upload?: TUploadOne;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { showSuccess } = useSnackbar();
  const today = hongKongDate(new Date());
  const [proofs, setProofs] = useState<TUploadedFile[]>([]);
  const [reference, setReference] = useState('');
  const [paidDate, setPaidDate] = useState(today);
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = useMutation({
    mutationFn: () =>
      submitPayment(invoice.invoiceID, {
        proofFileIDs: proofs.map((p) => p.fileID),
        reference: reference.trim(),
        paidDate,
      }),
    onSuccess: () => showSuccess(t('billing.pay.submitted')),
    onError: (failure) => {
      const field = isApiError(failure) ? failure.field?.split('.')[0] : undefined;
      if (field === 'proofFileIDs' || field === 'reference' || field === 'paidDate')
        setErrors({ [field]: failure.message });
      else setFormError(refusalMessage(failure) ?? t('billing.failed'));
    },
    onSettled: () => refreshBilling(queryClient),
  });

  const check = (): Partial<Record<TField, string>> => {
    const found: Partial<Record<TField, string>> = {};
    if (proofs.length === 0) found.proofFileIDs = t('billing.pay.errors.proof');
    if (!reference.trim()) found.reference = t('billing.pay.errors.reference');
    else if (reference.trim().length > REFERENCE_MAX)
      found.reference = t('billing.pay.errors.referenceTooLong', { max: REFERENCE_MAX });
    if (!/^\d{4}-\d{2}-\d{2}$/.test(paidDate) || paidDate > today)
      found.paidDate = t('billing.pay.errors.paidDate');
    return found;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending) return;
    const found = check();
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length === 0) submit.mutate();
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="payment-form-heading"
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography id="payment-form-heading" variant="h4" component="h3">
        {t('billing.pay.formTitle')}
      </Typography>
      {formError && <FormErrorNotice>{formError}</FormErrorNotice>}
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography id="proof-label" sx={{ fontWeight: 500 }}>
          {t('billing.pay.proof')}
        </Typography>
        <FileUploader
          uploadId={caseID}
          maxFiles={MAX_PROOFS}
          alreadyAttached={proofs.length}
          hideDone
          upload={upload}
          id="payment-proof"
          describedBy="proof-label"
          error={Boolean(errors.proofFileIDs)}
          onUploaded={(file) => {
            setProofs((current) => [...current, file]);
            setErrors((current) => ({ ...current, proofFileIDs: undefined }));
          }}
        />
        {errors.proofFileIDs && (
          <Typography role="alert" variant="caption" sx={{ color: 'error.main' }}>
            {errors.proofFileIDs}
          </Typography>
        )}
        {proofs.length > 0 && (
          <Stack
            component="ul"
            aria-label={t('billing.pay.proofList')}
            spacing={0.5}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {proofs.map((proof) => (
              <Stack
                component="li"
                key={proof.fileID}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center' }}
              >
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {proof.fileName}
                </Typography>
                <IconButton
                  size="small"
                  onClick={() => setProofs((current) => current.filter((p) => p.fileID !== proof.fileID))}
                  aria-label={t('billing.pay.removeProof', { name: proof.fileName })}
                >
                  <IconX size={16} aria-hidden="true" />
                </IconButton>
              </Stack>
            ))}
          </Stack>
        )}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) auto' },
          alignItems: 'start',
        }}
      >
        <OutlinedField
          label={t('billing.pay.reference')}
          name="reference"
          value={reference}
          onChange={(value) => {
            setReference(value);
            setErrors((current) => ({ ...current, reference: undefined }));
          }}
          error={errors.reference}
          helperText={t('billing.pay.referenceHint')}
          required
          disabled={submit.isPending}
        />
        <BillingDateField
          label={t('billing.pay.paidDate')}
          name="paidDate"
          value={paidDate}
          max={today}
          error={errors.paidDate}
          disabled={submit.isPending}
          onChange={(value) => {
            setPaidDate(value);
            setErrors((current) => ({ ...current, paidDate: undefined }));
          }}
        />
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          loading={submit.isPending}
          startIcon={<IconSend size={18} stroke={1.8} aria-hidden="true" />}
        >
          {t('billing.pay.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
