import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { defaultPathFor, LAYOUT, type TUserProfile } from '@portal/domain';
import { getMenuItems } from '../../../menu-items/menu-items';
import Logo from '../../../ui-component/Logo';
import MenuList from '../MenuList/MenuList';
import CreateButton from './CreateButton';

interface TSidebarProps {
  user: TUserProfile;
  open: boolean;
  /** Small screens: a temporary drawer over the page; large screens: a persistent column. */
  temporary: boolean;
  onClose: () => void;
}

/** The side menu: Create button and the role's menu, 240 wide (250 as a drawer on small screens). */
export default function Sidebar({ user, open, temporary, onClose }: TSidebarProps) {
  const { t } = useTranslation();
  const userType = user.userType.typeCode;
  const nameSearchEnabled = user.features.nameSearch;
  const items = useMemo(() => getMenuItems({ userType, nameSearchEnabled }), [userType, nameSearchEnabled]);
  const width = temporary ? LAYOUT.drawerWidth : LAYOUT.sidebarWidth;
  const closeOnNavigate = temporary ? onClose : undefined;

  return (
    <Box
      component="aside"
      aria-label={t('menu.sidebar')}
      sx={{
        flexShrink: 0,
        // The persistent drawer's paper is fixed; this box reserves its column and folds with it.
        width: !temporary && open ? LAYOUT.sidebarWidth : 0,
        transition: (theme) =>
          theme.transitions.create('width', { duration: theme.transitions.duration.shortest }),
      }}
    >
      <Drawer
        variant={temporary ? 'temporary' : 'persistent'}
        anchor="left"
        open={open}
        onClose={onClose}
        ModalProps={{ keepMounted: true }}
        slotProps={{
          paper: {
            sx: {
              width,
              bgcolor: 'background.paper',
              borderRight: 'none',
              ...(temporary
                ? {}
                : { top: LAYOUT.headerHeight, height: `calc(100% - ${LAYOUT.headerHeight}px)` }),
            },
          },
        }}
      >
        {temporary && (
          <Box
            component={RouterLink}
            to={defaultPathFor(userType)}
            onClick={onClose}
            sx={{ display: 'flex', p: 2, textDecoration: 'none' }}
          >
            <Logo />
          </Box>
        )}
        <Box sx={{ px: 2, pt: temporary ? 0 : 1, pb: 3, overflowY: 'auto' }}>
          <CreateButton userType={userType} onNavigate={closeOnNavigate} />
          <MenuList items={items} onNavigate={closeOnNavigate} />
        </Box>
      </Drawer>
    </Box>
  );
}
