import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ZCreateInvitationRequest,
  type TCreateInvitationRequest,
  type TInvitableUserType,
  type TLanguage,
} from '@portal/domain';
import { isApiError } from '../../../api/api-error';
import { toLanguage } from '../../../i18n/language';
import FormDialog from '../../../ui-component/FormDialog';
import FormErrorNotice from '../../../ui-component/FormErrorNotice';
import LanguageField from '../../../ui-component/LanguageField';
import OutlinedField from '../../../ui-component/OutlinedField';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { ACCOUNT_KEYS, createInvitation } from '../api';
import { INVITE_ROLE_KEYS } from './AccountChips';
import { SelectField } from './list-parts';
import { refusalMessage } from './use-failure-snackbar';

type TInviteField = 'email' | 'userType' | 'language';
type TInviteErrors = Partial<Record<TInviteField, string>>;

const isInviteField = (value: unknown): value is TInviteField =>
  value === 'email' || value === 'userType' || value === 'language';

/** The server's messages for the dialog's own fields (a 409 on the address, a 400 naming a field). */
function fieldErrorsOf(error: unknown): TInviteErrors {
  if (!isApiError(error)) return {};
  const errors: TInviteErrors = {};
  for (const detail of error.details ?? []) {
    if (isInviteField(detail.field) && !errors[detail.field])
      errors[detail.field] = detail.message || error.message;
  }
  if (isInviteField(error.field) && !errors[error.field]) errors[error.field] = error.message;
  return errors;
}

/**
 * Invites someone to the firm by e-mail: a client, or (SYSTEM_ADMIN) a colleague. `roles` are the
 * roles this person may give; with only one, the role is shown but cannot be changed.
 */
export default function InviteDialog({
  roles,
  onClose,
}: {
  roles: readonly TInvitableUserType[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { showSuccess } = useSnackbar();
  const [email, setEmail] = useState('');
  const [userType, setUserType] = useState<TInvitableUserType>(roles[0] ?? 'GU');
  const [language, setLanguage] = useState<TLanguage>(toLanguage(i18n.resolvedLanguage ?? i18n.language));
  const [errors, setErrors] = useState<TInviteErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: (body: TCreateInvitationRequest) => createInvitation(body),
    onSuccess: (invitation) => {
      showSuccess(t('accountManagement.invite.sent', { email: invitation.email }));
      onClose();
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setFormError(refusalMessage(error) ?? t('accountManagement.invite.failed'));
    },
    onSettled: () =>
      Promise.all(
        [ACCOUNT_KEYS.invitations, ACCOUNT_KEYS.audit, ACCOUNT_KEYS.outbox].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setFormError(null);
    const parsed = ZCreateInvitationRequest.safeParse({ email, userType, language });
    if (!parsed.success) {
      const emailIssue = parsed.error.issues.find((issue) => issue.path[0] === 'email');
      setErrors({
        email: emailIssue
          ? email.trim() === ''
            ? t('accountManagement.invite.emailRequired')
            : t('accountManagement.invite.emailInvalid')
          : undefined,
      });
      if (!emailIssue) setFormError(t('accountManagement.invite.failed'));
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data);
  };

  const busy = mutation.isPending;
  const fixedRole = roles.length === 1;

  return (
    <FormDialog
      title={t('accountManagement.invite.title')}
      submitLabel={t('accountManagement.invite.send')}
      closeLabel={t('accountManagement.cancel')}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('accountManagement.invite.intro')}
        </Typography>
        {formError && <FormErrorNotice>{formError}</FormErrorNotice>}
        <OutlinedField
          label={t('accountManagement.invite.email')}
          name="email"
          type="email"
          autoComplete="off"
          required
          autoFocus
          value={email}
          onChange={(value) => {
            setEmail(value);
            setErrors((current) => ({ ...current, email: undefined }));
          }}
          error={errors.email}
          disabled={busy}
        />
        <SelectField
          label={t('accountManagement.invite.role')}
          name="userType"
          value={userType}
          options={roles.map((role) => ({ value: role, label: t(INVITE_ROLE_KEYS[role]) }))}
          onChange={(value) => {
            const role = roles.find((candidate) => candidate === value);
            if (role) setUserType(role);
          }}
          disabled={busy || fixedRole}
          fullWidth
        />
        {errors.userType && <FormErrorNotice>{errors.userType}</FormErrorNotice>}
        <LanguageField
          label={t('accountManagement.invite.language')}
          name="language"
          value={language}
          onChange={setLanguage}
          helperText={t('accountManagement.invite.languageHint')}
          error={errors.language}
          disabled={busy}
        />
      </Stack>
    </FormDialog>
  );
}
