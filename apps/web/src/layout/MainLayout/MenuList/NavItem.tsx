import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { IconPointFilled } from '@tabler/icons-react';
import { useUnreadMessageCount } from '../../../features/messages/use-unread-message-count';
import type { TMenuItem } from '../../../menu-items/menu-entry';
import { formatUnreadBadge } from '../../../utils/badge-format';
import { isItemActive } from './menu-match';

function UnreadBadge() {
  const { t } = useTranslation();
  const count = useUnreadMessageCount();
  const text = formatUnreadBadge(count);
  if (text === null) return null;
  return (
    <Chip
      size="small"
      color="secondary"
      label={text}
      aria-label={t('menu.unreadCount', { count })}
      sx={{ height: 20, fontSize: '0.6875rem', fontWeight: 600 }}
    />
  );
}

/** One link of the side menu; `nested` links sit inside a fold-out and show a dot instead of an icon. */
export default function NavItem({
  item,
  nested = false,
  onNavigate,
}: {
  item: TMenuItem;
  nested?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = isItemActive(item, pathname);
  const Icon = item.icon;
  // Each entry is a list item of its menu (a list holds only <li>: axe's `list` rule).
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        component={RouterLink}
        to={item.url}
        selected={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ mb: 0.5, py: nested ? 0.75 : 1.1, pl: nested ? 3 : 2 }}
      >
        <ListItemIcon>
          {Icon && !nested ? (
            <Icon size={20} stroke={1.6} />
          ) : (
            <IconPointFilled size={active ? 10 : 7} style={{ marginLeft: 6 }} />
          )}
        </ListItemIcon>
        <ListItemText
          primary={t(item.titleKey)}
          // The current page's link is bold as an h5, but stays a link's text, not a heading of the page.
          slotProps={{ primary: { variant: active ? 'h5' : 'body1', component: 'span' } }}
        />
        {item.badge === 'unreadMessages' && <UnreadBadge />}
      </ListItemButton>
    </ListItem>
  );
}
