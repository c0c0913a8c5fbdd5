import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import OutlinedField from '../../../ui-component/OutlinedField';

/**
 * The company's English and Chinese names (at least one): proposed names for an incorporation,
 * the names it has for an entity migration.
 */
export default function CompanyNameFields({
  proposed,
  engName,
  chiName,
  onEngName,
  onChiName,
  engError,
  chiError,
  disabled,
}: {
  proposed: boolean;
  engName: string;
  chiName: string;
  onEngName: (value: string) => void;
  onChiName: (value: string) => void;
  engError?: string;
  chiError?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const prefix = proposed ? 'caseOpening.fields.proposed' : 'caseOpening.fields.existing';
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <OutlinedField
          label={t(`${prefix}EngName`)}
          name="companyEngName"
          autoComplete="off"
          value={engName}
          onChange={onEngName}
          error={engError}
          helperText={t('caseOpening.fields.eitherNameHint')}
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <OutlinedField
          label={t(`${prefix}ChiName`)}
          name="companyChiName"
          autoComplete="off"
          value={chiName}
          onChange={onChiName}
          error={chiError}
          disabled={disabled}
        />
      </Grid>
    </Grid>
  );
}
