import { Outlet, Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import { LAYOUT } from '@portal/domain';
import LegalFooter from '../../features/legal/components/LegalFooter';
import { ROOT_PATH } from '../../routes/paths';
import LanguageMenu from '../../ui-component/LanguageMenu';
import Logo from '../../ui-component/Logo';
import ThemeModeToggle from '../../ui-component/ThemeModeToggle';

/** Public pages: a slim bar with the logo, language menu and theme switch above the page, the legal texts below. */
export default function MinimalLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box
        component="header"
        sx={{
          height: LAYOUT.headerHeight,
          flexShrink: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: { xs: 2, md: 4 },
        }}
      >
        <Box component={RouterLink} to={ROOT_PATH} sx={{ textDecoration: 'none', display: 'flex' }}>
          <Logo />
        </Box>
        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', color: 'text.primary' }}>
          <LanguageMenu />
          <ThemeModeToggle />
        </Box>
      </Box>
      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Outlet />
      </Box>
      <LegalFooter />
    </Box>
  );
}
