import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import type { TLanguage } from '@portal/domain';
import LanguageField from '../../../ui-component/LanguageField';
import OutlinedField from '../../../ui-component/OutlinedField';

export interface TClientValues {
  email: string;
  engFirstName: string;
  engLastName: string;
  language: TLanguage;
}

/** The client a case invites by e-mail: address, English name (as they will confirm it), mail language. */
export default function ClientFields({
  values,
  onChange,
  errors,
  disabled,
}: {
  values: TClientValues;
  onChange: (change: Partial<TClientValues>) => void;
  errors: Partial<Record<'email' | 'engFirstName' | 'engLastName', string>>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <OutlinedField
          label={t('caseOpening.fields.clientEmail')}
          name="clientEmail"
          type="email"
          autoComplete="off"
          required
          value={values.email}
          onChange={(email) => onChange({ email })}
          error={errors.email}
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <LanguageField
          label={t('caseOpening.fields.mailLanguage')}
          name="clientLanguage"
          value={values.language}
          onChange={(language) => onChange({ language })}
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <OutlinedField
          label={t('caseOpening.fields.engFirstName')}
          name="clientFirstName"
          autoComplete="off"
          required
          value={values.engFirstName}
          onChange={(engFirstName) => onChange({ engFirstName })}
          error={errors.engFirstName}
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <OutlinedField
          label={t('caseOpening.fields.engLastName')}
          name="clientLastName"
          autoComplete="off"
          required
          value={values.engLastName}
          onChange={(engLastName) => onChange({ engLastName })}
          error={errors.engLastName}
          disabled={disabled}
        />
      </Grid>
    </Grid>
  );
}
