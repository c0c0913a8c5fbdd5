import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { IconHelpCircle, IconLogout, IconSettings, IconUserCog } from '@tabler/icons-react';
import type { TUserProfile } from '@portal/domain';
import { myProfileQuery } from '../../../features/auth/api';
import { PATHS } from '../../../routes/paths';
import EmailAddress from '../../../ui-component/EmailAddress';

function initialsOf(user: TUserProfile): string {
  return `${user.engFirstName.charAt(0)}${user.engLastName.charAt(0)}`.toUpperCase() || '?';
}

/** The account menu (spec §2): English first and last name, e-mail, Manage Account, Help and Log out. */
export default function ProfileSection({ user, onLogout }: { user: TUserProfile; onLogout: () => void }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  // The plan is extra detail: fetched only once the menu is opened, and simply left out on failure.
  const { data: profile } = useQuery({ ...myProfileQuery, enabled: open });
  const fullName = `${user.engFirstName} ${user.engLastName}`.trim();

  return (
    <>
      <Chip
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={open ? 'true' : undefined}
        aria-controls={open ? 'account-menu' : undefined}
        // The initials shown are part of the chip's name (WCAG 2.5.3: label in name).
        aria-label={`${initialsOf(user)} — ${t('account.openMenu')}`}
        avatar={
          <Avatar sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', fontSize: '0.8rem' }}>
            {initialsOf(user)}
          </Avatar>
        }
        label={<IconSettings size={20} stroke={1.6} />}
        variant="outlined"
        color="primary"
        sx={{ height: 44, borderRadius: 27, ml: 1, '& .MuiChip-label': { lineHeight: 0 } }}
      />
      <Menu
        id="account-menu"
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 300, mt: 1, boxShadow: (theme) => theme.shadows[8] } } }}
      >
        <Box sx={{ px: 2.5, pt: 1.5, pb: 2 }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('account.signedInAs')}
          </Typography>
          <Typography variant="h4" component="p">
            {fullName}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <EmailAddress email={user.email} />
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
            <Chip size="small" label={t(`roles.${user.userType.typeCode}`)} />
            {profile?.subscription && (
              <Chip
                size="small"
                color="secondary"
                variant="outlined"
                label={t('account.plan', { plan: profile.subscription.planName })}
              />
            )}
          </Box>
        </Box>
        <Divider />
        <MenuItem
          component={RouterLink}
          to={PATHS.accountProfile}
          onClick={() => setAnchor(null)}
          sx={{ py: 1.25 }}
        >
          <ListItemIcon>
            <IconUserCog size={20} stroke={1.6} />
          </ListItemIcon>
          <ListItemText>{t('account.manageAccount')}</ListItemText>
        </MenuItem>
        <MenuItem component={RouterLink} to={PATHS.help} onClick={() => setAnchor(null)} sx={{ py: 1.25 }}>
          <ListItemIcon>
            <IconHelpCircle size={20} stroke={1.6} />
          </ListItemIcon>
          <ListItemText>{t('account.help')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onLogout();
          }}
          sx={{ py: 1.25 }}
        >
          <ListItemIcon>
            <IconLogout size={20} stroke={1.6} />
          </ListItemIcon>
          <ListItemText>{t('account.logOut')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
