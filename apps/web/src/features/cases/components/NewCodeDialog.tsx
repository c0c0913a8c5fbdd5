import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ZNewCodeRequest, type TCaseInvitation } from '@portal/domain';
import { isApiError } from '../../../api/api-error';
import FormErrorNotice from '../../../ui-component/FormErrorNotice';
import OutlinedField from '../../../ui-component/OutlinedField';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { refusalMessage } from '../../account-management/components/use-failure-snackbar';
import { CASE_KEYS, requestNewInvitationCode, type TNewCodeRequest } from '../api';
import FormDialog from '../../../ui-component/FormDialog';

type TField = 'email' | 'engFirstName' | 'engLastName';
type TErrors = Partial<Record<TField, string>>;
const FIELDS: readonly TField[] = ['email', 'engFirstName', 'engLastName'];
const isField = (value: unknown): value is TField => FIELDS.some((field) => field === value);

/** The server's messages for the dialog's fields (a 400 naming a field, or details per field). */
function fieldErrorsOf(error: unknown): TErrors {
  if (!isApiError(error)) return {};
  const errors: TErrors = {};
  for (const detail of error.details ?? []) {
    if (isField(detail.field) && !errors[detail.field])
      errors[detail.field] = detail.message || error.message;
  }
  if (isField(error.field) && !errors[error.field]) errors[error.field] = error.message;
  return errors;
}

/**
 * A new invitation code for the client (the old one stops working), mailed at once; the address and
 * names can be corrected here, and only what changed is sent.
 */
export default function NewCodeDialog({
  caseID,
  invitation,
  onClose,
}: {
  caseID: string;
  invitation: TCaseInvitation;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { showSuccess } = useSnackbar();
  const [values, setValues] = useState<Record<TField, string>>({
    email: invitation.email,
    engFirstName: invitation.engFirstName,
    engLastName: invitation.engLastName,
  });
  const [errors, setErrors] = useState<TErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: (body: TNewCodeRequest) => requestNewInvitationCode(caseID, invitation.invitationID, body),
    onSuccess: (created) => {
      showSuccess(t('cases.invitations.newCodeSent', { email: created.email }));
      onClose();
    },
    onError: (failure) => {
      const fields = fieldErrorsOf(failure);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setFormError(refusalMessage(failure) ?? t('cases.actions.failed'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: CASE_KEYS.detail(caseID) }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setFormError(null);
    const changed: TNewCodeRequest = {};
    for (const field of FIELDS) {
      if (values[field].trim() !== invitation[field]) changed[field] = values[field].trim();
    }
    const parsed = ZNewCodeRequest.safeParse(changed);
    if (!parsed.success) {
      const found: TErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (!isField(field) || found[field]) continue;
        found[field] =
          values[field].trim() === ''
            ? t('cases.invitations.fieldRequired')
            : field === 'email'
              ? t('cases.invitations.emailInvalid')
              : t('cases.invitations.nameInvalid');
      }
      setErrors(found);
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data);
  };

  const field = (name: TField, label: string, type = 'text') => (
    <OutlinedField
      label={label}
      name={name}
      type={type}
      autoComplete="off"
      required
      value={values[name]}
      onChange={(value) => {
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      }}
      error={errors[name]}
      disabled={mutation.isPending}
    />
  );

  return (
    <FormDialog
      title={t('cases.invitations.newCodeTitle')}
      submitLabel={t('cases.invitations.newCodeConfirm')}
      busy={mutation.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('cases.invitations.newCodeIntro')}
        </Typography>
        {formError && <FormErrorNotice>{formError}</FormErrorNotice>}
        {field('email', t('cases.invitations.email'), 'email')}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {field('engFirstName', t('cases.invitations.firstName'))}
          {field('engLastName', t('cases.invitations.lastName'))}
        </Stack>
      </Stack>
    </FormDialog>
  );
}
