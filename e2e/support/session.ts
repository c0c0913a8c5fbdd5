import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from './browser.js';
import { freshTotpCode, TOTP_SECRETS } from './totp.js';

/**
 * Signs in through the login form, as a person does; an account with a known authenticator secret
 * (SMOOOTH's demo secret, or one a spec enrolled) answers the second step with a code.
 */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel(/username or e-mail/i).fill(username);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (TOTP_SECRETS[username]) {
    const code = page.getByLabel(/authenticator code/i);
    await code.fill(await freshTotpCode(username));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Texts of the side menu's entries, top to bottom. */
export async function menuTexts(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.waitFor();
  // The labels, without the unread-messages count chip (the demo's people have unread messages).
  const texts = await nav.locator('a, [role="button"]').evaluateAll((elements) =>
    elements.map((element) => {
      let text = (element as HTMLElement).innerText;
      for (const chip of element.querySelectorAll<HTMLElement>('.MuiChip-root'))
        text = text.replace(chip.innerText, '');
      return text;
    }),
  );
  return texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/** Local path of the page now shown. */
export const pathOf = (page: Page): string => new URL(page.url()).pathname;
