import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import type { TUserProfile } from '@portal/domain';
import { staffOptionsQuery } from '../api';

/**
 * Who will be in charge of the case: the signed-in person by default. A SYSTEM_ADMIN may hand it
 * to a colleague (COM_SEC or SYSTEM_ADMIN of the firm); others see that it will be them.
 */
export default function StaffInChargeField({
  user,
  value,
  onChange,
  error,
  disabled,
}: {
  user: TUserProfile;
  /** '' for the signed-in person. */
  value: string;
  onChange: (userID: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const mayChoose = user.userType.typeCode === 'SYSTEM_ADMIN';
  const { data: colleagues = [] } = useQuery({ ...staffOptionsQuery, enabled: mayChoose });
  const me = `${user.engFirstName} ${user.engLastName}`.trim();
  if (!mayChoose) {
    return (
      <Typography>
        {t('caseOpening.staffInCharge.you', { name: me })}
        {error && (
          <Typography component="span" role="alert" sx={{ display: 'block', color: 'error.main' }}>
            {error}
          </Typography>
        )}
      </Typography>
    );
  }
  return (
    <FormControl fullWidth error={Boolean(error)} disabled={disabled} variant="outlined">
      <InputLabel htmlFor={id} shrink>
        {t('caseOpening.staffInCharge.label')}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput label={t('caseOpening.staffInCharge.label')} notched />}
        inputProps={{ id, name: 'staffInChargeUserID', 'aria-describedby': `${id}-helper` }}
      >
        <option value="">{t('caseOpening.staffInCharge.me', { name: me })}</option>
        {colleagues
          .filter((person) => person.userID !== user.userID)
          .map((person) => (
            <option key={person.userID} value={person.userID}>
              {`${person.engFirstName} ${person.engLastName}`.trim()}
            </option>
          ))}
      </NativeSelect>
      <FormHelperText id={`${id}-helper`}>{error ?? t('caseOpening.staffInCharge.hint')}</FormHelperText>
    </FormControl>
  );
}
