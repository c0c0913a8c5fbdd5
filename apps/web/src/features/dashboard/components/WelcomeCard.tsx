import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isStaff, type TUserProfile } from '@portal/domain';

/** Greets the user by name, with their role and (for staff) their firm. */
export default function WelcomeCard({ user }: { user: TUserProfile }) {
  const { t } = useTranslation();
  const type = user.userType.typeCode;
  const name = `${user.engFirstName} ${user.engLastName}`.trim();
  return (
    <Card
      sx={{
        position: 'relative',
        overflow: 'hidden',
        border: 'none',
        color: '#fff',
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette.secondary.dark} 0%, ${theme.palette.primary.dark} 100%)`,
      }}
    >
      {/* Two soft circles, as on Berry's dashboard cards: decoration only. */}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          width: 210,
          height: 210,
          borderRadius: '50%',
          bgcolor: 'rgba(255,255,255,0.08)',
          top: -85,
          right: -95,
        }}
      />
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          width: 210,
          height: 210,
          borderRadius: '50%',
          bgcolor: 'rgba(255,255,255,0.06)',
          top: -125,
          right: -15,
        }}
      />
      <Stack spacing={1.5} sx={{ position: 'relative', p: { xs: 3, md: 4 } }}>
        <Typography variant="h2" component="h1" sx={{ color: 'inherit' }}>
          {t('dashboard.welcome', { name })}
        </Typography>
        <Typography sx={{ opacity: 0.9, maxWidth: 640 }}>
          {type === 'SMOOOTH'
            ? t('dashboard.introSmoooth')
            : isStaff(type)
              ? t('dashboard.introStaff')
              : t('dashboard.introClient')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Chip
            label={t('dashboard.roleChip', { role: t(`roles.${type}`) })}
            sx={{ bgcolor: 'rgba(255,255,255,0.16)', color: 'inherit' }}
          />
          {isStaff(type) && user.firm && (
            <Chip
              label={t('dashboard.firmChip', { firm: user.firm.name })}
              sx={{ bgcolor: 'rgba(255,255,255,0.16)', color: 'inherit' }}
            />
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
