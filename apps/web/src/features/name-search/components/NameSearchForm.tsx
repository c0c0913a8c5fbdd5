import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { IconSearch } from '@tabler/icons-react';
import type { TNameSearchRequest } from '@portal/domain';
import FormErrorNotice from '../../../ui-component/FormErrorNotice';
import OutlinedField from '../../../ui-component/OutlinedField';
import { useLanguage } from '../../compliance/compliance-format';
import { SectionHelp } from '../../help/components/TopicHelp';
import CountryField from '../../stakeholder-identification/components/CountryField';
import {
  fieldOfApiError,
  toNameSearchRequest,
  validateNameSearchForm,
  type TFormErrors,
  type TNameSearchField,
  type TNameSearchForm,
} from '../name-search-form';
import DateField from '../../../ui-component/date-field/DateField';

/** A problem the server found at a field of the request (its message, in the reader's language). */
export interface TServerFieldError {
  apiField: string;
  message: string;
}

function Choice<T extends string>({
  label,
  name,
  value,
  options,
  onChange,
}: {
  label: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <FormControl>
      <FormLabel id={id}>{label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={id}
        name={name}
        value={value}
        onChange={(event) => onChange(options.find((o) => o.value === event.target.value)?.value ?? value)}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/**
 * The query of a name search (spec §5): an individual by English first and last name or by a full
 * name in Chinese or another script, with an optional date of birth, nationality and identity number
 * that raise or lower the score; or a corporate by its full name. Problems are shown at their fields
 * before anything is sent.
 */
export default function NameSearchForm({
  initial,
  busy,
  blocked,
  serverError,
  onSearch,
}: {
  initial: TNameSearchForm;
  busy: boolean;
  /** Searching is not possible now (no list loaded, terms not accepted); the page says why. */
  blocked: boolean;
  serverError: TServerFieldError | null;
  onSearch: (request: TNameSearchRequest) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<TFormErrors>({});
  const [checked, setChecked] = useState(false);
  const change = (changes: Partial<TNameSearchForm>) => {
    const next = { ...form, ...changes };
    setForm(next);
    // Once a search was refused, the marks follow the typing, so a fixed field clears at once.
    if (checked) setErrors(validateNameSearchForm(next));
  };
  const serverField = serverError ? fieldOfApiError(form, serverError.apiField) : null;
  const errorOf = (field: TNameSearchField) =>
    errors[field]
      ? t(`nameSearch.form.errors.${errors[field]}`)
      : serverField === field
        ? serverError?.message
        : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateNameSearchForm(form);
    setErrors(found);
    setChecked(true);
    const first = Object.keys(found)[0];
    if (first) {
      document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onSearch(toNameSearchRequest(form));
  };

  const text = (
    field: TNameSearchField,
    options: { required?: boolean; hint?: string; autoComplete?: string } = {},
  ) => (
    <OutlinedField
      label={t(`nameSearch.form.${field}`)}
      name={field}
      value={form[field]}
      onChange={(value) => change({ [field]: value })}
      error={errorOf(field)}
      required={options.required}
      helperText={options.hint}
      autoComplete={options.autoComplete ?? 'off'}
    />
  );
  const anyError = Object.keys(errors).length > 0;

  return (
    <Box component="form" noValidate aria-label={t('nameSearch.form.label')} onSubmit={submit}>
      <Stack spacing={2.5}>
        <SectionHelp topic="nameSearch" label={t('nameSearch.form.label')} />
        <Choice
          label={t('nameSearch.form.typeLabel')}
          name="type"
          value={form.type}
          options={[
            { value: 'I', label: t('nameSearch.form.type.I') },
            { value: 'C', label: t('nameSearch.form.type.C') },
          ]}
          onChange={(type) => change({ type })}
        />
        {form.type === 'C' ? (
          text('companyName', { required: true, hint: t('nameSearch.form.companyNameHint') })
        ) : (
          <>
            <Choice
              label={t('nameSearch.form.nameFormLabel')}
              name="nameForm"
              value={form.nameForm}
              options={[
                { value: 'english', label: t('nameSearch.form.nameForm.english') },
                { value: 'script', label: t('nameSearch.form.nameForm.script') },
              ]}
              onChange={(nameForm) => change({ nameForm })}
            />
            {form.nameForm === 'english' ? (
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                {text('firstName', { required: true, hint: t('nameSearch.form.firstNameHint') })}
                {text('lastName', { required: true, hint: t('nameSearch.form.lastNameHint') })}
              </Box>
            ) : (
              text('fullName', { required: true, hint: t('nameSearch.form.fullNameHint') })
            )}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
              <DateField
                label={t('nameSearch.form.dateOfBirth')}
                name="dateOfBirth"
                value={form.dateOfBirth}
                onChange={(dateOfBirth) => change({ dateOfBirth })}
                error={errorOf('dateOfBirth')}
                helperText={t('nameSearch.form.optional')}
              />
              <CountryField
                id="ns-nationality"
                label={t('nameSearch.form.nationality')}
                value={form.nationality}
                onChange={(nationality) => change({ nationality })}
                onBlur={() => undefined}
                error={errorOf('nationality')}
                language={language}
              />
              {text('idNumber', { hint: t('nameSearch.form.idNumberHint') })}
            </Box>
          </>
        )}
        {anyError && <FormErrorNotice>{t('nameSearch.form.fixFirst')}</FormErrorNotice>}
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={blocked}
            loading={busy}
            startIcon={<IconSearch size={18} aria-hidden="true" />}
          >
            {t('nameSearch.form.search')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
