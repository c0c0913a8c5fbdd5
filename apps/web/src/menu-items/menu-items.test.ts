import { describe, expect, it } from 'vitest';
import { canOpenRoute, USER_TYPES, type TUserType } from '@portal/domain';
import en from '../../public/locales/en.json';
import type { TMenuGroup } from './menu-entry';
import { createActionFor, flattenMenu, getMenuItems } from './menu-items';

const urls = (groups: TMenuGroup[]) => flattenMenu(groups).map((item) => item.url);
const menu = (userType: TUserType, nameSearchEnabled = false) =>
  getMenuItems({ userType, nameSearchEnabled });

function lookup(key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
}

describe('staff menu', () => {
  it.each(['COM_SEC', 'SYSTEM_ADMIN'] as const)('gives %s the staff areas in the spec order', (role) => {
    expect(urls(menu(role))).toEqual([
      '/dashboard/default',
      '/dashboard/analytics',
      '/dashboard/services',
      '/help',
      '/messages',
      '/entities/active',
      '/entities/archive',
      '/cases',
      '/tasks/incomplete',
      '/tasks/complete',
      '/compliance',
      '/subscription-plan',
      '/account-management',
    ]);
  });

  it("sends SMOOOTH's dashboard entry to /dashboard/smoooth", () => {
    expect(urls(menu('SMOOOTH'))[0]).toBe('/dashboard/smoooth');
    expect(urls(menu('SMOOOTH'))).toContain('/compliance');
  });

  it('adds name searches (add, history) only when the feature is enabled', () => {
    expect(urls(menu('COM_SEC'))).not.toContain('/name-search/add');
    const enabled = menu('COM_SEC', true);
    expect(urls(enabled).slice(-4)).toEqual([
      '/name-search/add',
      '/name-search/history',
      '/subscription-plan',
      '/account-management',
    ]);
    expect(enabled.map((group) => group.id)).toContain('name-search-group');
  });

  it('groups entities and tasks as fold-outs and badges messages', () => {
    const [, workspace] = menu('COM_SEC');
    const kinds = workspace?.children.map((child) => `${child.id}:${child.type}`);
    expect(kinds).toEqual([
      'messages:item',
      'entities:collapse',
      'cases:item',
      'tasks:collapse',
      'compliance:item',
    ]);
    expect(flattenMenu(menu('COM_SEC')).find((item) => item.id === 'messages')?.badge).toBe('unreadMessages');
  });
});

describe('client menu', () => {
  it('gives GU dashboard, messages, entities, cases and my tasks — no staff areas', () => {
    expect(urls(menu('GU'))).toEqual([
      '/dashboard/client',
      '/dashboard/services',
      '/help',
      '/messages',
      '/entities/active',
      '/entities/archive',
      '/cases',
      '/my-tasks',
      '/account-management',
    ]);
  });

  it('never shows name search to a client, even if the flag is on', () => {
    expect(urls(menu('GU', true))).not.toContain('/name-search/add');
  });
});

describe('account management', () => {
  it.each(USER_TYPES)('is the last entry of the %s menu, in its own group', (role) => {
    const groups = menu(role);
    expect(groups.at(-1)?.id).toBe('account-group');
    expect(urls(groups).at(-1)).toBe('/account-management');
  });
});

describe('every menu', () => {
  it.each(USER_TYPES)('only links %s to routes that role may open, with a translated label', (role) => {
    for (const nameSearchEnabled of [false, true]) {
      for (const item of flattenMenu(menu(role, nameSearchEnabled))) {
        expect(canOpenRoute(item.access, { userType: role, nameSearchEnabled })).toBe(true);
        expect(typeof lookup(item.titleKey)).toBe('string');
      }
    }
  });
});

describe('Create button', () => {
  it('starts a new case for a firm’s staff and a new request for clients; SMOOOTH has none', () => {
    expect(createActionFor('COM_SEC')?.url).toBe('/add-new-case');
    expect(createActionFor('SYSTEM_ADMIN')?.url).toBe('/add-new-case');
    expect(createActionFor('SMOOOTH')).toBeNull();
    expect(createActionFor('GU')?.url).toBe('/new-request');
  });
});
