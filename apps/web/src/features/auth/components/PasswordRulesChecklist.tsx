import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { IconCircleCheckFilled, IconCircleDashed } from '@tabler/icons-react';
import { LIMITS } from '@portal/domain';
import { PASSWORD_RULES, type TPasswordRule, type TPasswordRuleStates } from './password-rules';

// Screen readers hear "met" / "not met yet" after each rule; the icon's shape says it to the eye.
// Sizes are strings: in `sx` a bare 1 means 100%, which made each hidden span page-wide (and the
// page scroll sideways).
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

interface TPasswordRulesChecklistProps {
  /** Referenced by the password field's aria-describedby. */
  id: string;
  states: TPasswordRuleStates;
}

/** The password rules with a tick or an empty circle each, updated as the user types. */
export default function PasswordRulesChecklist({ id, states }: TPasswordRulesChecklistProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const labels: Record<TPasswordRule, string> = {
    minLength: t('recovery.rules.minLength', { min: LIMITS.passwordMinLength }),
    maxLength: t('recovery.rules.maxLength', { max: LIMITS.passwordMaxLength }),
    notCommon: t('recovery.rules.notCommon'),
    match: t('recovery.rules.match'),
  };
  return (
    <Box
      id={id}
      sx={{
        px: 2,
        py: 1.5,
        borderRadius: 1,
        bgcolor: 'background.default',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Typography id={titleId} variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {t('recovery.rules.title')}
      </Typography>
      <Box
        component="ul"
        aria-labelledby={titleId}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}
      >
        {PASSWORD_RULES.map((rule) => {
          const met = states[rule];
          const Icon = met ? IconCircleCheckFilled : IconCircleDashed;
          return (
            <Box
              component="li"
              key={rule}
              data-rule={rule}
              data-met={met}
              sx={{
                display: 'flex',
                gap: 1,
                alignItems: 'flex-start',
                fontSize: '0.875rem',
                color: met ? 'text.primary' : 'text.secondary',
              }}
            >
              <Box
                component="span"
                sx={{
                  display: 'flex',
                  flexShrink: 0,
                  mt: '1px',
                  color: met ? 'success.main' : 'text.secondary',
                }}
              >
                <Icon size={18} aria-hidden="true" />
              </Box>
              <span>
                {labels[rule]}
                <Box component="span" sx={VISUALLY_HIDDEN}>
                  {' '}
                  {met ? t('recovery.rules.met') : t('recovery.rules.notMet')}
                </Box>
              </span>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
