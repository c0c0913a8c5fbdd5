import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import Collapse from '@mui/material/Collapse';
import ListItem from '@mui/material/ListItem';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import type { TMenuCollapse } from '../../../menu-items/menu-entry';
import { isCollapseActive } from './menu-match';
import NavItem from './NavItem';

/** A fold-out entry (e.g. Entities → Active, Archive); starts open when one of its pages is shown. */
export default function NavCollapse({
  collapse,
  onNavigate,
}: {
  collapse: TMenuCollapse;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = isCollapseActive(collapse, pathname);
  const [open, setOpen] = useState(active);
  const Icon = collapse.icon;
  const listId = `menu-${collapse.id}`;
  // A list item of its menu, holding its own sub-list (a list holds only <li>: axe's `list` rule).
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        onClick={() => setOpen((value) => !value)}
        selected={active && !open}
        aria-expanded={open}
        aria-controls={listId}
        sx={{ mb: 0.5, py: 1.1, pl: 2 }}
      >
        {Icon && (
          <ListItemIcon>
            <Icon size={20} stroke={1.6} />
          </ListItemIcon>
        )}
        <ListItemText primary={t(collapse.titleKey)} />
        {open ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding>
          {collapse.children.map((item) => (
            <NavItem key={item.id} item={item} nested onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}
