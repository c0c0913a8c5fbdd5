import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { TMenuEntry } from '../../../menu-items/menu-entry';
import { getMenuItems } from '../../../menu-items/menu-items';
import { renderWithProviders } from '../../../test/render-with-providers';
import MenuList from './MenuList';

const unread = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../features/messages/use-unread-message-count', () => ({
  useUnreadMessageCount: () => unread.count,
}));

const staffMenu = getMenuItems({ userType: 'COM_SEC', nameSearchEnabled: false });

describe('MenuList', () => {
  it('renders groups, fold-outs and links with their translated labels', () => {
    renderWithProviders(<MenuList items={staffMenu} />, { route: '/cases' });
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveProperty('pathname', '/dashboard/default');
    expect(screen.getByRole('link', { name: 'Cases' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('link', { name: 'Active' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Entities' }));
    expect(screen.getByRole('link', { name: 'Active' })).toHaveProperty('pathname', '/entities/active');
    expect(screen.getByRole('link', { name: 'Archive' })).toHaveProperty('pathname', '/entities/archive');
  });

  it('opens the fold-out holding the current page and marks that link', () => {
    renderWithProviders(<MenuList items={staffMenu} />, { route: '/entities/archive/c1/h1' });
    expect(screen.getByRole('button', { name: 'Entities' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Archive' }).getAttribute('aria-current')).toBe('page');
  });

  it("shows 'Menu Items Error' for an unknown entry type and still renders the rest", () => {
    const broken = [
      { id: 'x', type: 'widget', titleKey: 'menu.cases' } as unknown as TMenuEntry,
      ...staffMenu,
    ];
    renderWithProviders(<MenuList items={broken} />);
    expect(screen.getByRole('alert').textContent).toContain('Menu Items Error');
    expect(screen.getByRole('link', { name: 'Messages' })).toBeDefined();
  });

  it('hides the unread badge at 0 and caps it at 99+', () => {
    unread.count = 0;
    const { unmount } = renderWithProviders(<MenuList items={staffMenu} />);
    expect(screen.queryByLabelText(/unread message/)).toBeNull();
    unmount();

    unread.count = 150;
    renderWithProviders(<MenuList items={staffMenu} />);
    expect(screen.getByLabelText('150 unread messages').textContent).toContain('99+');
    unread.count = 0;
  });
});
