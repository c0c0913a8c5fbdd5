import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, snap } from '../support/browser.js';
import { signIn } from '../support/session.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('account profile', () => {
  it('edits personal details, lists sessions, switches theme, and changes the password', async () => {
    const user = inject('profileUser');
    const other = await openPage(browser); // a second device, to be signed out
    await signIn(other.page, user.username, user.password);

    const { page, context, problems } = await openPage(browser);
    await signIn(page, user.username, user.password);
    await page.getByRole('button', { name: 'Open account menu' }).click();
    await page.getByRole('menuitem', { name: 'Manage Account' }).click();
    await page.waitForURL('**/user/account-profile');
    await page.getByRole('tab', { name: 'Personal details' }).waitFor();

    await page.getByLabel('First name (English)', { exact: true }).fill('Wing Sze');
    await page.getByLabel('Last name (English)', { exact: true }).fill('Yeung');
    await page.getByLabel('Name in Chinese', { exact: true }).fill('楊詠詩');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('button', { name: 'Open account menu' }).click();
    await page.getByRole('menu').getByText('Wing Sze Yeung').waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Sessions' }).click();
    expect(new URL(page.url()).searchParams.get('tabValue')).toBe('sessions');
    await page.getByText('This device').waitFor();
    await snap(page, 'profile-sessions');
    await page.getByRole('button', { name: 'Sign out all other sessions' }).click();
    await page
      .getByRole('button', { name: 'Sign out all other sessions' })
      .and(page.locator('[disabled]'))
      .waitFor();
    await other.page.goto('/cases');
    await other.page.waitForURL('**/login');
    await other.context.close();

    await page.getByRole('tab', { name: 'Preferences' }).click();
    await page.getByRole('radio', { name: 'Dark' }).check();
    await page.waitForFunction(() => {
      const [r = 255] = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []).map(Number);
      return r < 100;
    });
    await snap(page, 'profile-preferences-dark');

    await page.getByRole('tab', { name: 'Password' }).click();
    const password = 'Kowloon-Walled-City-1993';
    await page.getByLabel('Current password', { exact: true }).fill(user.password);
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('Confirm new password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByLabel('Current password', { exact: true }).and(page.locator('[value=""]')).waitFor();
    // Still signed in on this device after the change.
    await page.reload();
    await page.getByRole('tab', { name: 'Password' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();

    // A new browser takes the theme saved to the account at sign-in.
    const fresh = await openPage(browser);
    await signIn(fresh.page, user.username, password);
    await fresh.page.waitForURL('**/dashboard/default');
    await fresh.page.waitForFunction(() => {
      const [r = 255] = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []).map(Number);
      return r < 100;
    });
    expect(await fresh.page.evaluate(() => localStorage.getItem('portal.themeMode'))).toBe('dark');
    await fresh.context.close();
  });
});
