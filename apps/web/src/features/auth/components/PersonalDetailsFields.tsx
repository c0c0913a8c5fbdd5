import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import OutlinedField from '../../../ui-component/OutlinedField';

export type TPersonalDetailsField = 'engFirstName' | 'engLastName' | 'chiName' | 'phone';

interface TFieldProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * The English names, Chinese name and phone of a person, as set-up and the profile ask for them:
 * the same labels, hints and rules in both places.
 */
export default function PersonalDetailsFields({
  field,
}: {
  field: (name: TPersonalDetailsField) => TFieldProps;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <OutlinedField
          label={t('setUpAccount.fields.engFirstName')}
          autoComplete="given-name"
          required
          hideRequiredMark
          {...field('engFirstName')}
        />
        <OutlinedField
          label={t('setUpAccount.fields.engLastName')}
          autoComplete="family-name"
          required
          hideRequiredMark
          {...field('engLastName')}
        />
      </Box>
      <OutlinedField
        label={t('setUpAccount.fields.chiName')}
        helperText={t('setUpAccount.hints.chiName')}
        {...field('chiName')}
      />
      <OutlinedField
        label={t('setUpAccount.fields.phone')}
        type="tel"
        autoComplete="tel"
        helperText={t('setUpAccount.hints.phone')}
        {...field('phone')}
      />
    </>
  );
}
