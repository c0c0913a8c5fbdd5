import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO, launchBrowser, openPage, snap } from '../support/browser.js';
import { pathOf, signIn } from '../support/session.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('route guards', () => {
  it('sends a signed-out visitor to /login and back to the page they wanted after sign-in', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto('/compliance');
    await page.waitForURL('**/login');
    await signIn(page, DEMO.COM_SEC.username);
    await page.waitForURL('**/compliance');
    await page.getByRole('heading', { name: 'Compliance records' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('redirects /register, /pages/forgot and /pages/forgot/forgot-username to /', async () => {
    const { page, context } = await openPage(browser);
    for (const path of ['/register', '/pages/forgot', '/pages/forgot/forgot-username']) {
      await page.goto(path);
      await page.waitForURL('**/login');
    }
    await signIn(page, DEMO.GU.username);
    await page.goto('/register');
    await page.waitForURL('**/dashboard/client');
    await context.close();
  });

  it('shows a not-found page for unknown paths', async () => {
    const { page, context, problems } = await openPage(browser);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: /not found|can.t be found|could not be found/i }).waitFor();
    await snap(page, 'not-found');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the public pages to visitors and sends signed-in users to their dashboard', async () => {
    const { page, context, problems } = await openPage(browser);
    for (const path of [
      '/pages/landing',
      '/pages/contact-us',
      '/pages/coming-soon1',
      '/pages/coming-soon2',
      '/pages/under-construction',
      '/pages/error',
    ]) {
      await page.goto(path);
      await page.locator('h1, h2').first().waitFor();
      expect(pathOf(page), path).toBe(path);
    }
    await page.goto('/pages/contact-us');
    await page.getByText('support@portal.example').first().waitFor();
    await signIn(page, DEMO.SMOOOTH.username);
    await page.goto('/pages/landing');
    await page.waitForURL('**/dashboard/smoooth');
    await page.goto('/login');
    await page.waitForURL('**/dashboard/smoooth');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('holds a first-time user at /set-up-account until they complete the set-up', async () => {
    const user = inject('firstTimeUser');
    const { page, context, problems } = await openPage(browser);
    await signIn(page, user.username, user.password);
    await page.waitForURL('**/set-up-account');
    for (const path of ['/dashboard/client', '/cases', '/messages']) {
      await page.goto(path);
      await page.waitForURL('**/set-up-account');
    }
    await page.getByRole('heading', { name: 'Set up your account' }).waitFor();
    await page.getByLabel('First name (English)', { exact: true }).fill('陳');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page
      .getByText(/English/)
      .first()
      .waitFor();
    await snap(page, 'set-up-account-errors');

    const password = 'Sai-Kung-Hoi-Ha-Wan-7';
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('Confirm new password', { exact: true }).fill(password);
    await page.getByLabel('First name (English)', { exact: true }).fill('Ka Yan');
    await page.getByLabel('Last name (English)', { exact: true }).fill('Poon');
    await page.getByLabel('Name in Chinese', { exact: true }).fill('潘嘉欣');
    await page.getByLabel('Phone', { exact: true }).fill('+852 6123 4567');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-HK');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL('**/dashboard/client');
    await page.getByRole('navigation', { name: '主選單' }).waitFor();
    await page.reload();
    await page.getByRole('navigation', { name: '主選單' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/client');
    expect(problems).toEqual([]);
    await context.close();

    // The temporary password is gone; the chosen one signs in.
    const again = await openPage(browser);
    await signIn(again.page, user.username, password);
    await again.page.waitForURL('**/dashboard/client');
    await again.context.close();
  });

  it('keeps the session across a reload and refuses a tampered token', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, DEMO.COM_SEC.username);
    await page.reload();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    expect(pathOf(page)).toBe('/dashboard/default');
    await page.evaluate(() => {
      localStorage.setItem('portal.auth.accessToken', 'forged.token.value');
      localStorage.removeItem('portal.auth.refreshToken');
    });
    await page.goto('/cases');
    await page.waitForURL('**/login');
    await context.close();
  });
});
