import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayWorkOnTask, taskScreenPath, type TTask } from '@portal/domain';
import { api, tokenOf } from '../support/api.js';
import { seriousAxeFindings } from '../support/axe.js';
import { DEMO, DEMO_PASSWORD, launchBrowser, openPage } from '../support/browser.js';
import { signIn } from '../support/session.js';

/**
 * axe-core over every screen of each role (issue 22 point 9): the menu's screens, a case of each
 * type, a company, and the screen of each kind of task the demo has open — in the light and the dark
 * theme, with no serious or critical finding. A new screen belongs in this list.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const THEMES = ['light', 'dark'] as const;

interface TCaseRow {
  caseID: string;
  caseType: string;
  status: string;
}

/** A case of each type and status the caller can see, a company, and one screen per kind of open task. */
async function dynamicRoutes(username: string, taskQuery: string): Promise<string[]> {
  const token = await tokenOf(username);
  const cases = ((await api('GET', '/api/cases?pageSize=100', token)).body.items ?? []) as TCaseRow[];
  const routes = new Map<string, string>();
  for (const c of cases) {
    const key = `case ${c.caseType} ${c.status}`;
    if (!routes.has(key))
      routes.set(
        key,
        c.status === 'OPEN' ? `/view-cases/ongoing/${c.caseID}` : `/view-cases/complete/${c.caseID}`,
      );
  }
  const entities = ((await api('GET', '/api/entities?pageSize=1', token)).body.items ?? []) as {
    companyID: string;
  }[];
  if (entities[0]) routes.set('entity', `/entities/active/${entities[0].companyID}`);
  const me = (await api('GET', '/api/auth/me', token)).body.userID as string;
  const tasks = ((await api('GET', `/api/tasks?${taskQuery}`, token)).body.items ?? []) as TTask[];
  // The screens of the tasks this person works on (a client also sees the firm's tasks of their cases).
  for (const task of tasks.filter((t) => mayWorkOnTask(t, me))) {
    const path = taskScreenPath(task);
    // One screen per kind: the path without its identifiers.
    const kind = path.replace(/\/[0-9a-f-]{36}.*$/, '');
    if (!routes.has(kind)) routes.set(kind, path);
  }
  return [...routes.values()];
}

async function sweep(username: string | null, routes: readonly string[]) {
  const found: string[] = [];
  for (const theme of THEMES) {
    const { page, context } = await openPage(browser, { width: 1280 });
    await page.addInitScript((mode) => localStorage.setItem('portal.themeMode', mode), theme);
    if (username) await signIn(page, username);
    for (const route of routes) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      // Every screen names itself in one level-one heading.
      const named = await page
        .locator('h1')
        .first()
        .waitFor({ timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      if (!named) found.push(`${theme} ${route}: no level-one heading`);
      for (const finding of await seriousAxeFindings(page)) found.push(`${theme} ${route}: ${finding}`);
    }
    await context.close();
  }
  return found;
}

describe('accessibility of every screen', () => {
  it('finds nothing serious on the public pages', { timeout: 300_000 }, async () => {
    const routes = [
      '/login',
      '/pages/forgot/forgot-password',
      '/reset-username',
      '/create-account',
      '/pages/contact-us',
    ];
    expect(await sweep(null, routes)).toEqual([]);
  });

  it('finds nothing serious on a company secretary’s screens', { timeout: 300_000 }, async () => {
    const routes = [
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
      '/user/account-profile',
      '/user/account-profile?tabValue=security',
      '/add-new-case',
      '/name-search/add',
      '/name-search/history',
      ...(await dynamicRoutes(DEMO.COM_SEC.username, 'tabKey=mine&status=IN_PROGRESS&pageSize=100')),
    ];
    expect(await sweep(DEMO.COM_SEC.username, routes)).toEqual([]);
  });

  it('finds nothing serious on a firm administrator’s own screens', { timeout: 300_000 }, async () => {
    const routes = ['/account-management?tab=security', '/account-management?tab=audit'];
    expect(await sweep(DEMO.SYSTEM_ADMIN.username, routes)).toEqual([]);
  });

  it('finds nothing serious on the sign-in’s second step', { timeout: 120_000 }, async () => {
    const found: string[] = [];
    for (const theme of THEMES) {
      const { page, context } = await openPage(browser, { width: 1280 });
      await page.addInitScript((mode) => localStorage.setItem('portal.themeMode', mode), theme);
      await page.goto('/login');
      await page.getByLabel(/username or e-mail/i).fill(DEMO.SMOOOTH.username);
      await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByLabel(/authenticator code/i).waitFor();
      for (const finding of await seriousAxeFindings(page)) found.push(`${theme} second step: ${finding}`);
      await context.close();
    }
    expect(found).toEqual([]);
  });

  it('finds nothing serious on a client’s screens', { timeout: 300_000 }, async () => {
    const routes = [
      '/dashboard/client',
      '/dashboard/services',
      '/help',
      '/messages',
      '/entities/active',
      '/cases',
      '/my-tasks',
      '/account-management',
      '/user/account-profile',
      '/new-request',
      ...(await dynamicRoutes(DEMO.GU.username, 'status=IN_PROGRESS&pageSize=100')),
    ];
    expect(await sweep(DEMO.GU.username, routes)).toEqual([]);
  });

  it('finds nothing serious on SMOOOTH’s screens', { timeout: 300_000 }, async () => {
    const routes = [
      '/dashboard/smoooth',
      '/dashboard/analytics',
      '/dashboard/services',
      '/help',
      '/compliance',
      '/account-management',
      '/entities/active',
      '/cases',
      '/user/account-profile?tabValue=security',
    ];
    expect(await sweep(DEMO.SMOOOTH.username, routes)).toEqual([]);
  });
});
