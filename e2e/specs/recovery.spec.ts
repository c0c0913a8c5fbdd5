import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, snap, waitForMail } from '../support/browser.js';
import { pathOf, signIn } from '../support/session.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('account recovery, with mail read from a real SMTP server', () => {
  it('mails the username to the address, with a neutral answer on screen', async () => {
    const user = inject('recoveryUser');
    const { page, context, problems } = await openPage(browser);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot username?' }).click();
    await page.waitForURL('**/reset-username');
    await page.getByLabel('E-mail address').fill(user.email);
    await page.getByRole('button', { name: 'Send my username' }).click();
    await page.getByText(user.email).first().waitFor();
    await snap(page, 'reset-username-sent');
    const mail = await waitForMail(user.email, (m) => m.text.includes(user.username));
    expect(mail.subject).toBe('Your portal username');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('resets the password through the mailed link, once', async () => {
    const user = inject('recoveryUser');
    const { page, context, problems } = await openPage(browser);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/pages/forgot/forgot-password');
    await page.getByLabel('Username or e-mail').fill(user.username);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('link', { name: 'Back to sign in' }).waitFor();

    const mail = await waitForMail(user.email, (m) => m.subject === 'Reset your portal password');
    const link = /(http:\/\/127\.0\.0\.1:\d+\/reset-password\/[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('password1');
    await snap(page, 'reset-password-rules');
    const newPassword = 'Tsim-Sha-Tsui-Clock-1915';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('heading', { name: 'Password changed' }).waitFor();

    await page
      .getByRole('link', { name: 'Sign in' })
      .or(page.getByRole('button', { name: 'Sign in' }))
      .first()
      .click();
    await page.waitForURL('**/login');
    await signIn(page, user.username, newPassword);
    expect(pathOf(page)).toBe('/dashboard/client');

    // The same link a second time (signed out, as from the mail again): a clear page and a way to get a new one.
    const again = await openPage(browser);
    await again.page.goto(link!);
    await again.page.getByRole('heading', { name: 'Link already used' }).waitFor();
    await again.page.getByRole('link', { name: 'Request a new link' }).click();
    await again.page.waitForURL('**/pages/forgot/forgot-password');
    expect(again.problems).toEqual([]);
    await again.context.close();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a guessed link as not valid', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/reset-password/not-a-real-token-at-all');
    await page.getByRole('heading', { name: 'Link not valid' }).waitFor();
    await context.close();
  });
});
