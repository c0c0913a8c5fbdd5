import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, snap } from '../support/browser.js';
import { signIn } from '../support/session.js';
import { freshTotpCode, rememberSecret } from '../support/totp.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Reads the key shown for the authenticator app, types the app's code, and saves the recovery codes. */
async function enrolOnPage(page: Page, username: string, continueLabel: string): Promise<void> {
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  rememberSecret(username, secret);
  const link = page.getByRole('link', { name: 'Open in an authenticator app' });
  expect(await link.getAttribute('href')).toContain(`secret=${secret}`);
  const code = page.getByLabel(/authenticator code/i);
  expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
  expect(await code.getAttribute('inputmode')).toBe('numeric');
  await code.fill(await freshTotpCode(username, secret));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' });
  await codes.waitFor();
  expect(await codes.getByRole('listitem').count()).toBe(10);
  const go = page.getByRole('button', { name: continueLabel });
  expect(await go.isDisabled()).toBe(true);
  await page.getByLabel('I have saved my recovery codes').check();
  await go.click();
}

describe('two-factor sign-in (issue 24 point 11)', () => {
  it(
    'lets an administrator require it, a colleague enrol at sign-in and sign in with a code',
    { timeout: 150_000 },
    async () => {
      const { admin, staff } = inject('twoFactorFirm');

      // The administrator sets up their own app first, in the profile.
      const adminPage = await openPage(browser);
      await signIn(adminPage.page, admin.username, admin.password);
      await adminPage.page.goto('/user/account-profile?tabValue=security');
      await adminPage.page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
      await enrolOnPage(adminPage.page, admin.username, 'Done');
      await adminPage.page.getByText(/Two-factor sign-in is on \(since/).waitFor();

      // Then requires it for the firm's staff.
      await adminPage.page.goto('/account-management?tab=security');
      await adminPage.page.getByLabel('Require two-factor sign-in for all staff of the firm').check();
      await adminPage.page.getByText('Staff must now sign in with two-factor sign-in.').waitFor();
      await snap(adminPage.page, 'two-factor-firm-setting');

      // The colleague's password alone is not enough: they set up an app before the portal opens.
      const { page, context, problems } = await openPage(browser);
      await page.goto('/login');
      await page.getByLabel(/username or e-mail/i).fill(staff.username);
      await page.getByLabel(/^password/i).fill(staff.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Set up two-factor sign-in' }).waitFor();
      expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => /token/i.test(k)))).toEqual(
        [],
      );
      await snap(page, 'two-factor-enrol-at-sign-in');
      await enrolOnPage(page, staff.username, 'Continue to the portal');
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      await context.close();

      // Next time: the password, then a code from the app.
      const again = await openPage(browser);
      await again.page.goto('/login');
      await again.page.getByLabel(/username or e-mail/i).fill(staff.username);
      await again.page.getByLabel(/^password/i).fill(staff.password);
      await again.page.getByRole('button', { name: 'Sign in' }).click();
      await again.page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
      await again.page.getByRole('button', { name: 'Use a recovery code instead' }).waitFor();
      await snap(again.page, 'two-factor-code-step');
      await again.page.getByLabel(/authenticator code/i).fill(await freshTotpCode(staff.username));
      await again.page.getByRole('button', { name: 'Verify' }).click();
      await again.page.waitForURL((url) => !url.pathname.startsWith('/login'));
      expect(again.problems).toEqual([]);
      await again.context.close();

      // The administrator resets it (a lost phone): the list offers it, and the log shows who did it.
      await adminPage.page.goto('/account-management?tab=staff');
      await adminPage.page
        .getByRole('button', { name: /^Reset two-factor sign-in: / })
        .first()
        .waitFor();
      const resetButtons = adminPage.page.getByRole('button', { name: /^Reset two-factor sign-in: / });
      expect(await resetButtons.count()).toBe(2);
      const staffRow = adminPage.page.getByRole('row').filter({ hasText: staff.username });
      await staffRow.getByRole('button', { name: /^Reset two-factor sign-in: / }).click();
      const dialog = adminPage.page.getByRole('dialog', { name: /^Reset two-factor sign-in for / });
      await dialog.getByRole('button', { name: 'Reset two-factor' }).click();
      await adminPage.page.getByText(/two-factor sign-in has been reset\.$/).waitFor();
      await expect.poll(() => resetButtons.count()).toBe(1);
      await adminPage.page.goto('/account-management?tab=audit');
      const log = adminPage.page.getByRole('cell');
      await log.filter({ hasText: 'Two-factor sign-in turned on' }).first().waitFor();
      await log.filter({ hasText: 'Two-factor code accepted at sign-in' }).first().waitFor();
      await log.filter({ hasText: "Firm's two-factor requirement changed" }).first().waitFor();
      await log.filter({ hasText: 'Two-factor sign-in reset by an administrator' }).first().waitFor();
      await snap(adminPage.page, 'two-factor-audit-log');
      expect(problems).toEqual([]);
      expect(adminPage.problems).toEqual([]);
      await adminPage.context.close();
    },
  );
});
