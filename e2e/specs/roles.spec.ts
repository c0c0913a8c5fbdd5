import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, openPage, snap } from '../support/browser.js';
import { menuTexts, pathOf, signIn } from '../support/session.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const STAFF_MENU = [
  'Dashboard',
  'Analytics',
  'Services and fees',
  'Help',
  'Messages',
  'Entities',
  'Cases',
  'Tasks',
  'Compliance',
  'New name search',
  'Search history',
  'Subscription plan',
  'Account management',
];
const CLIENT_MENU = [
  'Dashboard',
  'Services and fees',
  'Help',
  'Messages',
  'Entities',
  'Cases',
  'My tasks',
  'Account management',
];

const ROLES = [
  {
    role: 'SYSTEM_ADMIN',
    home: '/dashboard/default',
    menu: STAFF_MENU,
    create: ['Create case', '/add-new-case'],
    denied: '/new-request',
  },
  {
    role: 'COM_SEC',
    home: '/dashboard/default',
    menu: STAFF_MENU,
    create: ['Create case', '/add-new-case'],
    denied: '/docs-sign/abc',
  },
  {
    role: 'SMOOOTH',
    home: '/dashboard/smoooth',
    menu: STAFF_MENU,
    // SMOOOTH runs the platform, not a firm's cases (issue 22 point 3).
    create: null,
    denied: '/my-tasks',
  },
  {
    role: 'GU',
    home: '/dashboard/client',
    menu: CLIENT_MENU,
    create: ['Create request', '/new-request'],
    denied: '/compliance',
  },
] as const;

describe.each(ROLES)('$role', ({ role, home, menu, create, denied }) => {
  const account = DEMO[role];

  it('signs in to the role default path with the role menu, Create button and account menu', async () => {
    const { page, context, problems } = await openPage(browser);
    await signIn(page, account.username);
    expect(pathOf(page)).toBe(home);

    const texts = await menuTexts(page);
    expect(texts).toEqual(menu);

    if (create) {
      const createLink = page.getByRole('link', { name: create[0] });
      expect(await createLink.getAttribute('href')).toBe(create[1]);
    } else {
      expect(await page.getByRole('link', { name: /^Create / }).count()).toBe(0);
    }

    // The logo leads to the role's dashboard.
    await page.goto('/cases');
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.waitForURL(`**${home}`);

    await page.getByRole('button', { name: 'Open account menu' }).click();
    const menuPanel = page.getByRole('menu');
    await menuPanel.waitFor();
    const panelText = await menuPanel.innerText();
    expect(panelText).toContain(account.name);
    expect(panelText).toContain(account.email);
    expect(panelText).toContain('Manage Account');
    await snap(page, `role-${role}-account-menu`);
    await page.getByRole('menuitem', { name: 'Manage Account' }).click();
    await page.waitForURL('**/user/account-profile');

    expect(problems).toEqual([]);
    await context.close();
  });

  it(`is sent to / and on to ${home} when opening a route of another role`, async () => {
    const { page, context, problems } = await openPage(browser);
    await signIn(page, account.username);
    await page.goto(denied);
    await page.waitForURL(`**${home}`);
    expect(pathOf(page)).toBe(home);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('logs out to /login, after which protected pages ask for sign-in again', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, account.username);
    await page.getByRole('button', { name: 'Open account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('portal.auth.accessToken'))).toBeNull();
    await page.goto(home);
    await page.waitForURL('**/login');
    await context.close();
  });
});
