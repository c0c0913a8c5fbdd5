import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@portal/domain';
import FormErrorNotice from '../../../ui-component/FormErrorNotice';
import OutlinedField from '../../../ui-component/OutlinedField';
import { sendContactMessage } from '../contact-api';
import { describeContactError } from './contact-errors';
import type { TContactField, TContactValues } from './contact-fields';
import type { TContactIssue, validateContact } from './contact-validation';
import SpamTrapField from './SpamTrapField';

/** The most a message may hold: ZContactRequest's `message` limit (checked by the form's tests). */
export const CONTACT_MESSAGE_MAX = LIMITS.contactMessageMaxLength;

const EMPTY: TContactValues = { name: '', email: '', company: '', message: '', website: '' };

// As on the sign-in form, the schema library loads on the first keystroke (or on submit).
let validatorModule: Promise<{ validateContact: typeof validateContact }> | null = null;
function loadValidator() {
  validatorModule ??= import('./contact-validation').catch((error: unknown) => {
    validatorModule = null;
    throw error;
  });
  return validatorModule;
}

/** Moves the keyboard to a field of the form, e.g. the first one refused. */
function focusField(form: HTMLFormElement | null, name: TContactField) {
  const element = form?.elements.namedItem(name);
  if (element instanceof HTMLElement) element.focus();
}

/** "Send us a message": the contact-us form, replaced by a confirmation once the server took it. */
export default function ContactForm() {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const sentHeadingRef = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState<TContactValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<TContactField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const shown = useRef(false);
  const countId = useId();

  // The confirmation replaces the form: move focus with it, and back to the first field afterwards.
  useEffect(() => {
    if (!shown.current) {
      shown.current = true;
      return;
    }
    if (sent) sentHeadingRef.current?.focus();
    else focusField(formRef.current, 'name');
  }, [sent]);

  const fieldName = (field: TContactField) => t(`pages.contactUs.form.fieldNames.${field}`);
  const describeIssue = (field: TContactField, issue: TContactIssue) => {
    const max =
      field === 'message'
        ? CONTACT_MESSAGE_MAX
        : field === 'email'
          ? LIMITS.emailMaxLength
          : LIMITS.nameMaxLength;
    return t(`pages.contactUs.form.errors.${issue}`, { field: fieldName(field), max });
  };

  const change = (field: keyof TContactValues) => (next: string) => {
    loadValidator().catch(() => undefined);
    setValues((current) => ({ ...current, [field]: next }));
    if (field !== 'website') setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFormError(null);
    try {
      const checked = (await loadValidator()).validateContact(values);
      if (!checked.ok) {
        const refused = Object.entries(checked.issues) as [TContactField, TContactIssue][];
        setErrors(Object.fromEntries(refused.map(([field, issue]) => [field, describeIssue(field, issue)])));
        setBusy(false);
        if (refused[0]) focusField(formRef.current, refused[0][0]);
        return;
      }
      setErrors({});
      await sendContactMessage(checked.body);
      setBusy(false);
      setSent(true);
    } catch (error) {
      const problem = describeContactError(error, t);
      if (problem.kind === 'field') setErrors({ [problem.field]: problem.message });
      else setFormError(problem.message);
      setBusy(false);
    }
  };

  const sendAnother = () => {
    setValues(EMPTY);
    setErrors({});
    setFormError(null);
    setSent(false);
  };

  const heading = (
    <Typography variant="h3" component="h2">
      {t('pages.contactUs.form.title')}
    </Typography>
  );

  if (sent)
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {heading}
        <Typography variant="h4" component="h3" ref={sentHeadingRef} tabIndex={-1} sx={{ outline: 'none' }}>
          {t('pages.contactUs.form.sentTitle')}
        </Typography>
        <Typography>{t('pages.contactUs.form.sentBody')}</Typography>
        <Button variant="outlined" color="secondary" onClick={sendAnother}>
          {t('pages.contactUs.form.sendAnother')}
        </Button>
      </Stack>
    );

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, position: 'relative' }}
    >
      {heading}
      <OutlinedField
        label={t('pages.contactUs.form.fields.name')}
        name="name"
        autoComplete="name"
        required
        hideRequiredMark
        value={values.name}
        onChange={change('name')}
        error={errors.name}
        disabled={busy}
      />
      <OutlinedField
        label={t('pages.contactUs.form.fields.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        hideRequiredMark
        value={values.email}
        onChange={change('email')}
        error={errors.email}
        disabled={busy}
      />
      <OutlinedField
        label={t('pages.contactUs.form.fields.company')}
        name="company"
        autoComplete="organization"
        value={values.company}
        onChange={change('company')}
        error={errors.company}
        disabled={busy}
      />
      <Box>
        <OutlinedField
          label={t('pages.contactUs.form.fields.message')}
          name="message"
          multiline
          rows={6}
          required
          hideRequiredMark
          value={values.message}
          onChange={change('message')}
          error={errors.message}
          disabled={busy}
          describedBy={countId}
        />
        <Typography
          id={countId}
          variant="caption"
          component="p"
          sx={{
            mt: 0.5,
            textAlign: 'right',
            color: values.message.length > CONTACT_MESSAGE_MAX ? 'error.main' : 'text.secondary',
          }}
        >
          {t('pages.contactUs.form.count', { length: values.message.length, max: CONTACT_MESSAGE_MAX })}
        </Typography>
      </Box>
      <SpamTrapField
        label={t('pages.contactUs.form.fields.website')}
        value={values.website}
        onChange={change('website')}
      />
      {formError && <FormErrorNotice>{formError}</FormErrorNotice>}
      <Button
        type="submit"
        variant="contained"
        color="secondary"
        size="large"
        loading={busy}
        loadingPosition="start"
        aria-busy={busy}
        sx={{ alignSelf: { sm: 'flex-start' } }}
      >
        {busy ? t('pages.contactUs.form.sending') : t('pages.contactUs.form.submit')}
      </Button>
    </Box>
  );
}
