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

type TPersonalDetailsFieldsProps =
  | { field: (name: TPersonalDetailsField) => TFieldProps; withPhone?: true }
  /** Without the phone (creating an account does not ask for one). */
  | { field: (name: Exclude<TPersonalDetailsField, 'phone'>) => TFieldProps; withPhone: false };

/**
 * The English names, Chinese name and phone of a person, as set-up, the profile and creating an
 * account ask for them: the same labels, hints and rules in every place.
 */
export default function PersonalDetailsFields(props: TPersonalDetailsFieldsProps) {
  const { t } = useTranslation();
  const { field } = props;
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
      {props.withPhone !== false && (
        <OutlinedField
          label={t('setUpAccount.fields.phone')}
          type="tel"
          autoComplete="tel"
          helperText={t('setUpAccount.hints.phone')}
          {...props.field('phone')}
        />
      )}
    </>
  );
}
