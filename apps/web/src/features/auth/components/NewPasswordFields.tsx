import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import OutlinedField from '../../../ui-component/OutlinedField';
import { evaluatePasswordRules } from './password-rules';
import PasswordRulesChecklist from './PasswordRulesChecklist';

type TPasswordField = 'newPassword' | 'confirmPassword';

interface TNewPasswordFieldsProps {
  values: Record<TPasswordField, string>;
  errors: Partial<Record<TPasswordField, string>>;
  onChange: (field: TPasswordField, value: string) => void;
  disabled?: boolean;
  autoFocus?: boolean;
  /** The user's own names, username and e-mail: a password made of them is not accepted. */
  personal?: readonly string[];
}

/**
 * "New password" and "Confirm new password" with one show/hide switch and the rules ticked off as
 * the user types (as on the reset-password page).
 */
export default function NewPasswordFields({
  values,
  errors,
  onChange,
  disabled,
  autoFocus,
  personal,
}: TNewPasswordFieldsProps) {
  const { t } = useTranslation();
  const rulesId = useId();
  const [shown, setShown] = useState(false);
  const rules = evaluatePasswordRules(values.newPassword, values.confirmPassword, personal);

  const toggle = (
    <InputAdornment position="end">
      <IconButton
        onClick={() => setShown((current) => !current)}
        edge="end"
        aria-label={
          shown ? t('recovery.resetPassword.hidePasswords') : t('recovery.resetPassword.showPasswords')
        }
        aria-pressed={shown}
        disabled={disabled}
      >
        {shown ? <IconEyeOff size={20} /> : <IconEye size={20} />}
      </IconButton>
    </InputAdornment>
  );

  return (
    <>
      <OutlinedField
        label={t('recovery.resetPassword.newPassword')}
        name="newPassword"
        type={shown ? 'text' : 'password'}
        autoComplete="new-password"
        autoFocus={autoFocus}
        required
        hideRequiredMark
        value={values.newPassword}
        onChange={(value) => onChange('newPassword', value)}
        error={errors.newPassword}
        disabled={disabled}
        describedBy={rulesId}
        endAdornment={toggle}
      />
      <OutlinedField
        label={t('recovery.resetPassword.confirmPassword')}
        name="confirmPassword"
        type={shown ? 'text' : 'password'}
        autoComplete="new-password"
        required
        hideRequiredMark
        value={values.confirmPassword}
        onChange={(value) => onChange('confirmPassword', value)}
        error={errors.confirmPassword}
        disabled={disabled}
      />
      <PasswordRulesChecklist id={rulesId} states={rules} />
    </>
  );
}
