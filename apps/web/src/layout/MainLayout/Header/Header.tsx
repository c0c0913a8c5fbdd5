import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import { IconMenu2 } from '@tabler/icons-react';
import { defaultPathFor, LAYOUT, type TUserProfile } from '@portal/domain';
import LanguageMenu from '../../../ui-component/LanguageMenu';
import Logo from '../../../ui-component/Logo';
import ThemeModeToggle from '../../../ui-component/ThemeModeToggle';
import ProfileSection from './ProfileSection';

interface THeaderProps {
  user: TUserProfile;
  menuOpen: boolean;
  onToggleMenu: () => void;
  onLogout: () => void;
}

/** The top bar: logo to the role's dashboard, menu toggle, language, theme and account menus. */
export default function Header({ user, menuOpen, onToggleMenu, onLogout }: THeaderProps) {
  const { t } = useTranslation();
  return (
    <>
      <Box sx={{ width: { md: LAYOUT.sidebarWidth - 16 }, display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box
          component={RouterLink}
          to={defaultPathFor(user.userType.typeCode)}
          // The name shown is part of the link's name (WCAG 2.5.3), then where it leads.
          aria-label={`${t('app.shortName')} — ${t('menu.dashboard')}`}
          sx={{ display: { xs: 'none', md: 'flex' }, flexGrow: 1, textDecoration: 'none' }}
        >
          <Logo tagline={false} />
        </Box>
        <ButtonBase
          onClick={onToggleMenu}
          aria-label={menuOpen ? t('menu.close') : t('menu.open')}
          aria-expanded={menuOpen}
          sx={{ borderRadius: 2 }}
        >
          <Avatar
            variant="rounded"
            sx={{
              width: 36,
              height: 36,
              bgcolor: 'secondary.light',
              color: 'secondary.dark',
              transition: 'all .2s ease-in-out',
              '&:hover': { bgcolor: 'secondary.dark', color: 'secondary.light' },
            }}
          >
            <IconMenu2 size={20} stroke={1.6} />
          </Avatar>
        </ButtonBase>
        <Box
          component={RouterLink}
          to={defaultPathFor(user.userType.typeCode)}
          aria-label={t('menu.dashboard')}
          sx={{ display: { xs: 'flex', md: 'none' }, textDecoration: 'none' }}
        >
          <Logo compact />
        </Box>
      </Box>
      <Box sx={{ flexGrow: 1 }} />
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.primary' }}>
        <LanguageMenu />
        <ThemeModeToggle />
        <ProfileSection user={user} onLogout={onLogout} />
      </Stack>
    </>
  );
}
