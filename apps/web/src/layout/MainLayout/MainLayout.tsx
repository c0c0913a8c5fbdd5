import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { LAYOUT, TIMINGS } from '@portal/domain';
import { useAuth } from '../../features/auth/auth-context';
import LegalFooter from '../../features/legal/components/LegalFooter';
import LiveMessagesProvider from '../../features/messages/LiveMessagesProvider';
import { radiusOf } from '../../themes/theme-config';
import Header from './Header/Header';
import Sidebar from './Sidebar/Sidebar';

/** The signed-in layout (spec §2): top bar 80 high, side menu 240 wide, content with a 0.4 s fade, the legal texts at its foot. */
export default function MainLayout() {
  const theme = useTheme();
  const largeScreen = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const { user, logout } = useAuth();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [desktopOpen, setDesktopOpen] = useState(true);
  const [mobileOpen, setMobileOpen] = useState(false);
  const menuOpen = largeScreen ? desktopOpen : mobileOpen;

  // The guard only renders this layout for a signed-in user; this keeps the types honest.
  if (!user) return null;

  const toggleMenu = () => (largeScreen ? setDesktopOpen((v) => !v) : setMobileOpen((v) => !v));
  // After logout the route guard sends the user to /login (without remembering this page).
  const handleLogout = () => void logout();

  return (
    // One live message connection per signed-in tab, for the badge and every screen under it.
    <LiveMessagesProvider userID={user.userID}>
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.paper' }}>
        <AppBar
          position="fixed"
          color="inherit"
          elevation={0}
          sx={{ bgcolor: 'background.paper', zIndex: { md: theme.zIndex.drawer + 1 } }}
        >
          <Toolbar sx={{ height: LAYOUT.headerHeight, px: { xs: 2, md: 3 } }}>
            <Header user={user} menuOpen={menuOpen} onToggleMenu={toggleMenu} onLogout={handleLogout} />
          </Toolbar>
        </AppBar>
        <Sidebar user={user} open={menuOpen} temporary={!largeScreen} onClose={() => setMobileOpen(false)} />
        <Box
          component="main"
          sx={{
            flexGrow: 1,
            minWidth: 0,
            mt: `${LAYOUT.headerHeight}px`,
            mr: { md: 2.5 },
            ml: { md: desktopOpen ? 0 : 2.5 },
            p: { xs: 2, sm: 3 },
            minHeight: `calc(100vh - ${LAYOUT.headerHeight}px)`,
            display: 'flex',
            flexDirection: 'column',
            bgcolor: 'background.default',
            borderRadius: { md: `${radiusOf(theme, 2)}px ${radiusOf(theme, 2)}px 0 0` },
            transition: theme.transitions.create(['margin', 'width'], {
              easing: theme.transitions.easing.sharp,
              duration: theme.transitions.duration.leavingScreen,
            }),
          }}
        >
          {user?.firm?.suspended && (
            <Alert severity="error" role="status" sx={{ mb: 2 }}>
              {t('account.firmSuspended')}
            </Alert>
          )}
          <Fade key={pathname} in appear timeout={TIMINGS.pageTransitionSeconds * 1000}>
            <Box sx={{ flex: 1 }}>
              <Outlet />
            </Box>
          </Fade>
          <LegalFooter />
        </Box>
      </Box>
    </LiveMessagesProvider>
  );
}
