import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import type { TMenuEntry } from '../../../menu-items/menu-entry';
import NavCollapse from './NavCollapse';
import NavItem from './NavItem';

function MenuItemsError() {
  const { t } = useTranslation();
  return (
    <Typography variant="h6" color="error" align="center" role="alert" sx={{ py: 1 }}>
      {t('menu.itemsError')}
    </Typography>
  );
}

/** Renders one menu entry of any kind; an unknown kind shows 'Menu Items Error' (spec §2, §8). */
function renderEntry(entry: TMenuEntry, index: number, onNavigate?: () => void): ReactNode {
  switch (entry.type) {
    case 'group':
      return <NavGroup key={entry.id} group={entry} onNavigate={onNavigate} />;
    case 'collapse':
      return <NavCollapse key={entry.id} collapse={entry} onNavigate={onNavigate} />;
    case 'item':
      return <NavItem key={entry.id} item={entry} onNavigate={onNavigate} />;
    default:
      // Menu data is typed, but it may one day come from configuration: fail visibly, not silently.
      return <MenuItemsError key={`error-${index}`} />;
  }
}

function NavGroup({
  group,
  onNavigate,
}: {
  group: Extract<TMenuEntry, { type: 'group' }>;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const titleId = `menu-group-${group.id}`;
  return (
    <>
      {/* The group's title sits before its list: a list holds only <li> (axe's `list` rule). */}
      {group.titleKey && (
        <Typography
          id={titleId}
          variant="caption"
          component="div"
          sx={{
            display: 'block',
            px: 1,
            pt: 1,
            fontWeight: 600,
            color: 'text.secondary',
            textTransform: 'uppercase',
            letterSpacing: '0.04em',
          }}
        >
          {t(group.titleKey)}
        </Typography>
      )}
      <List aria-labelledby={group.titleKey ? titleId : undefined}>
        {group.children.map((child, index) => renderEntry(child, index, onNavigate))}
      </List>
      <Divider sx={{ mt: 0.25, mb: 1.25 }} />
    </>
  );
}

/** The side menu: groups, fold-outs and links, as given by menu-items/. */
export default function MenuList({
  items,
  onNavigate,
}: {
  items: readonly TMenuEntry[];
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('menu.label')}>
      {items.map((entry, index) => renderEntry(entry, index, onNavigate))}
    </nav>
  );
}
