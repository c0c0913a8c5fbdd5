import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  PLAN_CODES,
  PLAN_NAMES,
  ZCreateFirmRequest,
  type TCreateFirmRequest,
  type TLanguage,
  type TPlanCode,
} from '@portal/domain';
import { isApiError } from '../../../api/api-error';
import { toLanguage } from '../../../i18n/language';
import FormDialog from '../../../ui-component/FormDialog';
import FormErrorNotice from '../../../ui-component/FormErrorNotice';
import LanguageField from '../../../ui-component/LanguageField';
import OutlinedField from '../../../ui-component/OutlinedField';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { ACCOUNT_KEYS, createFirm } from '../api';
import { SelectField } from './list-parts';
import { refusalMessage } from './use-failure-snackbar';

type TField = 'name' | 'tcspLicenceNo' | 'adminEmail';
const FIELDS: readonly TField[] = ['name', 'tcspLicenceNo', 'adminEmail'];
const isField = (value: unknown): value is TField => FIELDS.includes(value as TField);

/**
 * SMOOOTH: a new firm on the platform (issue 21 point 4) — its name, TCSP licence and plan — and the
 * invitation of its first system administrator, sent at once in the language chosen.
 */
export default function CreateFirmDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { showSuccess } = useSnackbar();
  const [name, setName] = useState('');
  const [licence, setLicence] = useState('');
  const [plan, setPlan] = useState<TPlanCode>('FREE');
  const [email, setEmail] = useState('');
  const [language, setLanguage] = useState<TLanguage>(toLanguage(i18n.resolvedLanguage ?? i18n.language));
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: (body: TCreateFirmRequest) => createFirm(body),
    onSuccess: (created) => {
      showSuccess(
        t('accountManagement.newFirm.created', { firm: created.firm.name, email: created.invitation.email }),
      );
      onClose();
    },
    onError: (error) => {
      const field = isApiError(error) ? (error.field ?? error.details?.[0]?.field) : undefined;
      if (isField(field)) setErrors({ [field]: error instanceof Error ? error.message : '' });
      else setFormError(refusalMessage(error) ?? t('accountManagement.newFirm.failed'));
    },
    onSettled: () =>
      Promise.all(
        [ACCOUNT_KEYS.firms, ACCOUNT_KEYS.audit, ACCOUNT_KEYS.outbox].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setFormError(null);
    const parsed = ZCreateFirmRequest.safeParse({
      name,
      tcspLicenceNo: licence.trim() === '' ? null : licence.trim().toUpperCase(),
      planCode: plan,
      adminEmail: email,
      adminLanguage: language,
    });
    if (!parsed.success) {
      const found: Partial<Record<TField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (isField(field) && !found[field]) found[field] = t(`accountManagement.newFirm.invalid.${field}`);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data);
  };
  const busy = mutation.isPending;
  const edit = (field: TField, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <FormDialog
      title={t('accountManagement.newFirm.title')}
      submitLabel={t('accountManagement.newFirm.submit')}
      closeLabel={t('accountManagement.cancel')}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('accountManagement.newFirm.intro')}
        </Typography>
        {formError && <FormErrorNotice>{formError}</FormErrorNotice>}
        <OutlinedField
          label={t('accountManagement.newFirm.name')}
          name="name"
          required
          autoFocus
          value={name}
          onChange={edit('name', setName)}
          error={errors.name}
          disabled={busy}
        />
        <OutlinedField
          label={t('accountManagement.newFirm.licence')}
          name="tcspLicenceNo"
          value={licence}
          onChange={edit('tcspLicenceNo', setLicence)}
          error={errors.tcspLicenceNo}
          helperText={t('accountManagement.newFirm.licenceHint')}
          disabled={busy}
        />
        <SelectField
          label={t('accountManagement.firms.plan')}
          name="planCode"
          value={plan}
          options={PLAN_CODES.map((code) => ({ value: code, label: PLAN_NAMES[code] }))}
          onChange={(value) => {
            const code = PLAN_CODES.find((candidate) => candidate === value);
            if (code) setPlan(code);
          }}
          disabled={busy}
          fullWidth
        />
        <OutlinedField
          label={t('accountManagement.newFirm.adminEmail')}
          name="adminEmail"
          type="email"
          autoComplete="off"
          required
          value={email}
          onChange={edit('adminEmail', setEmail)}
          error={errors.adminEmail}
          helperText={t('accountManagement.newFirm.adminEmailHint')}
          disabled={busy}
        />
        <LanguageField
          label={t('accountManagement.invite.language')}
          name="adminLanguage"
          value={language}
          onChange={setLanguage}
          helperText={t('accountManagement.invite.languageHint')}
          disabled={busy}
        />
      </Stack>
    </FormDialog>
  );
}
