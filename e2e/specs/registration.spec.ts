import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  DEMO,
  DEMO_PASSWORD,
  launchBrowser,
  openPage,
  snap,
  waitForMail,
} from '../support/browser.js';
import { pathOf, signIn } from '../support/session.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const PASSWORD = 'Star-Ferry-Lantern-1888';
const CONFIRM_SUBJECT = 'Confirm your e-mail address';

/** A name no other run or spec uses: a username, and the local part of an address. */
const unique = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function api<T>(
  path: string,
  body: unknown,
  accessToken?: string,
): Promise<{ status: number; data: T }> {
  const response = await fetch(`${baseURL()}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, data: (await response.json()) as T };
}

/** harbour.admin invites a client through the API; answers the link from the mail that arrives. */
async function inviteClient(email: string): Promise<string> {
  const login = await api<{ accessToken: string }>('/api/auth/login', {
    username: DEMO.SYSTEM_ADMIN.username,
    password: DEMO_PASSWORD,
  });
  expect(login.status).toBe(200);
  const invitation = await api(
    '/api/accounts/invitations',
    { email, userType: 'GU' },
    login.data.accessToken,
  );
  expect(invitation.status).toBe(201);
  const mail = await waitForMail(email, (m) => m.text.includes('/create-account?token='));
  const link = /(http:\/\/127\.0\.0\.1:\d+\/create-account\?token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(link).toBeTruthy();
  return link!;
}

/** The confirmation link of the newest matching confirmation mail to this address. */
async function confirmationLink(email: string, unlike?: string): Promise<string> {
  const mail = await waitForMail(
    email,
    (m) => m.subject === CONFIRM_SUBJECT && (unlike === undefined || !m.text.includes(unlike)),
  );
  const link = /(http:\/\/127\.0\.0\.1:\d+\/verify-email\/[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(link).toBeTruthy();
  return link!;
}

/** Fills the create-account form by field names, so it works in any language. */
async function fillForm(page: Page, values: { username: string; first: string; last: string }) {
  await page.locator('input[name="username"]').fill(values.username);
  await page.locator('input[name="newPassword"]').fill(PASSWORD);
  await page.locator('input[name="confirmPassword"]').fill(PASSWORD);
  await page.locator('input[name="engFirstName"]').fill(values.first);
  await page.locator('input[name="engLastName"]').fill(values.last);
}

const rule = (page: Page, name: string, met: boolean) =>
  page.locator(`[data-rule="${name}"][data-met="${met}"]`).waitFor();

/** Console errors other than the browser's note on each 4xx answer (dead links answer 400/410). */
const realProblems = (problems: string[]) =>
  problems.filter((problem) => !problem.includes('Failed to load resource'));

const VARIANTS = [
  { name: 'light', theme: 'light', language: 'en', width: 1280 },
  { name: 'dark-phone', theme: 'dark', language: 'en', width: 390 },
  { name: 'zh-HK-phone', theme: 'light', language: 'zh-HK', width: 390 },
] as const;

/**
 * Opens a card in light, dark (phone) and Traditional Chinese (phone), checks nothing overflows
 * sideways and that the Chinese one is in Chinese, and saves a screenshot of each.
 */
async function snapVariants(name: string, show: (page: Page) => Promise<unknown>): Promise<void> {
  for (const variant of VARIANTS) {
    const { page, context, problems } = await openPage(browser, { width: variant.width });
    await page.addInitScript(
      ({ theme, language }) => {
        localStorage.setItem('portal.themeMode', theme);
        localStorage.setItem('portal.language', language);
      },
      { theme: variant.theme, language: variant.language },
    );
    await show(page);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    if (variant.language === 'zh-HK') expect(await heading.innerText()).toMatch(/[\u4e00-\u9fff]/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} ${variant.name} scrolls sideways`).toBeLessThanOrEqual(0);
    await snap(page, `${name}-${variant.name}`);
    expect(realProblems(problems)).toEqual([]);
    await context.close();
  }
}

/** Stands in for one API answer (for cards no real link can reach, e.g. an expired one). */
async function fakeAnswer(page: Page, path: string, status: number, body: unknown): Promise<void> {
  await page.route(`**${path}**`, (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
  );
}

describe('joining by invitation', () => {
  it('creates an account with the invited address and signs in, once per link', async () => {
    const email = `${unique('invited')}@client.example`;
    const username = unique('alex');
    const link = await inviteClient(email);

    // The form before it is used, as each look shows it (opening the link does not use it up).
    await snapVariants('create-account-form', async (page) => {
      await page.goto(link);
      await page.locator('input[name="email"]').waitFor();
    });

    const { page, context, problems } = await openPage(browser);
    await page.goto(link);
    await page
      .getByRole('heading', { name: 'Harbour Corporate Services Limited invites you to join as a client' })
      .waitFor();
    expect(await page.getByLabel('E-mail address', { exact: true }).inputValue()).toBe(email);

    // The rules tick as the password is typed.
    const password = page.getByLabel('New password', { exact: true });
    await password.pressSequentially('Star');
    await rule(page, 'minLength', false);
    await password.pressSequentially('-Ferry');
    await rule(page, 'minLength', true);
    await password.fill('password1');
    await rule(page, 'notCommon', false);
    await password.fill(PASSWORD);
    await rule(page, 'notCommon', true);
    await rule(page, 'match', false);
    await page.getByLabel('Confirm new password').fill(PASSWORD);
    await rule(page, 'match', true);
    await snap(page, 'create-account-rules');

    // A username someone has: the server's message lands under the field, and nothing typed is lost.
    await fillForm(page, { username: DEMO.GU.username, first: 'Alex', last: 'Wong' });
    await page.getByLabel('Name in Chinese').fill('王亞歷');
    await page.getByRole('button', { name: 'Create account' }).click();
    const usernameField = page.getByLabel('Username', { exact: true });
    await page.getByText('Username is already in use.').waitFor();
    expect(await usernameField.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Last name (English)').inputValue()).toBe('Wong');
    expect(await page.getByLabel('Confirm new password').inputValue()).toBe(PASSWORD);
    await snap(page, 'create-account-username-taken');

    await usernameField.fill(username);
    await page.getByRole('button', { name: 'Create account' }).scrollIntoViewIfNeeded();
    await snap(page, 'create-account-filled');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Your account is ready' }).waitFor();
    await snap(page, 'create-account-ready');

    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/login');
    await signIn(page, username, PASSWORD);
    expect(pathOf(page)).toBe('/dashboard/client');
    expect(realProblems(problems)).toEqual([]);
    await context.close();

    // The same link again: the account exists, so the way on is signing in.
    await snapVariants('create-account-used', async (again) => {
      await again.goto(link);
      await again.locator('a[href="/login"]').first().waitFor();
    });
    const again = await openPage(browser);
    await again.page.goto(link);
    await again.page.getByRole('heading', { name: 'Account already created' }).waitFor();
    await again.page.getByRole('link', { name: 'Sign in' }).click();
    await again.page.waitForURL('**/login');
    await again.context.close();
  });

  it('confirms another address by mail before the first sign-in', async () => {
    const invited = `${unique('invited')}@client.example`;
    const own = `${unique('own')}@home.example`;
    const username = unique('bella');
    const link = await inviteClient(invited);

    const { page, context, problems } = await openPage(browser);
    await page.goto(link);
    const email = page.getByLabel('E-mail address', { exact: true });
    expect(await email.inputValue()).toBe(invited);
    await email.fill(own);
    await page.getByText(`This is not the invited address (${invited})`).waitFor();
    await fillForm(page, { username, first: 'Bella', last: 'Ho' });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Confirm your e-mail address' }).waitFor();
    await page.getByText(`We have sent a confirmation link to ${own}`).waitFor();
    await snap(page, 'create-account-confirm-sent');
    const firstLink = await confirmationLink(own);

    // Signing in first: refused until the address is confirmed, with a way to get a new link.
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel(/username or e-mail/i).fill(username);
    await page.getByLabel(/^password/i).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').getByText('Please confirm your e-mail address first').waitFor();
    await snap(page, 'login-unconfirmed');
    await page.getByRole('button', { name: 'Send a new confirmation link' }).click();
    await page.getByRole('status').getByText('a new link is on its way').waitFor();
    await snap(page, 'login-unconfirmed-resent');
    expect(pathOf(page)).toBe('/login');
    const firstToken = firstLink.split('/').pop()!;
    const newLink = await confirmationLink(own, firstToken);

    await page.goto(newLink);
    await page.getByRole('heading', { name: 'E-mail address confirmed' }).waitFor();
    await page.getByText(`${own} is now confirmed`).waitFor();
    await snap(page, 'verify-email-confirmed');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/login');
    await signIn(page, username, PASSWORD);
    expect(pathOf(page)).toBe('/dashboard/client');
    expect(realProblems(problems)).toEqual([]);

    // Opened again while signed in: already used, and the way on is the dashboard.
    await page.goto(newLink);
    await page.getByRole('heading', { name: 'This link has already been used' }).waitFor();
    await page.getByRole('link', { name: 'Go to dashboard' }).click();
    await page.waitForURL('**/dashboard/client');
    await context.close();

    await snapVariants('verify-email-used', async (used) => {
      await used.goto(newLink);
      await used.getByRole('button').last().waitFor();
    });
  });

  it('shows made-up links as not valid, and explains expired ones', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto('/create-account?token=xyz');
    await page.getByRole('heading', { name: 'Invitation link not valid' }).waitFor();
    await page.getByText('Already have an account?').waitFor();
    await page.goto('/verify-email/xyz');
    await page.getByRole('heading', { name: 'This link is not valid' }).waitFor();
    expect(realProblems(problems)).toEqual([]);
    await context.close();

    // No expired link can be made through the API: the server's answer is stood in for, and the
    // request for a new link then goes to the real server, which answers the same as ever.
    const expired = await openPage(browser);
    await fakeAnswer(expired.page, '/api/user/verifyEmail', 410, {
      code: 'LINK_EXPIRED',
      message: 'This link has expired.',
    });
    await expired.page.goto('/verify-email/made-up-expired-link');
    await expired.page.getByRole('heading', { name: 'This link has expired' }).waitFor();
    await expired.page.getByRole('button', { name: 'Send a new link' }).click();
    await expired.page
      .getByText('If the address still needs confirming, a new link is on its way.', { exact: false })
      .waitFor();
    await snap(expired.page, 'verify-email-expired-sent');
    await expired.context.close();
  });

  it('draws the not-valid and expired cards in every look', async () => {
    await snapVariants('create-account-invalid', (card) => card.goto('/create-account?token=xyz'));
    await snapVariants('create-account-missing', (card) => card.goto('/create-account'));
    await snapVariants('verify-email-invalid', (card) => card.goto('/verify-email/xyz'));
    await snapVariants('verify-email-expired', async (card) => {
      await fakeAnswer(card, '/api/user/verifyEmail', 410, { code: 'LINK_EXPIRED', message: 'x' });
      await card.goto('/verify-email/made-up-expired-link');
    });
    await snapVariants('create-account-expired', async (card) => {
      await fakeAnswer(card, '/api/auth/inviteTokenEmail', 410, { code: 'LINK_EXPIRED', message: 'x' });
      await card.goto('/create-account?token=made-up-expired-link');
    });
  }, 120_000);

  it('shows the success cards in every look', async () => {
    const invitation = {
      email: 'mary.chan@client.example',
      userType: 'GU',
      firmName: 'Harbour Corporate Services Limited',
      language: 'en',
      expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    };
    for (const changed of [false, true]) {
      await snapVariants(changed ? 'create-account-confirm' : 'create-account-ready', async (page) => {
        await fakeAnswer(page, '/api/auth/inviteTokenEmail', 200, invitation);
        await fakeAnswer(page, '/api/user/register', 201, {
          userID: '6f1d5c1e-8a38-4f4e-9b0f-3f2a8f0c9d11',
          username: 'mary.chan',
          email: changed ? 'mary.chan.home@personal-mail.example' : invitation.email,
          userType: 'GU',
          emailVerificationRequired: changed,
        });
        await page.goto('/create-account?token=made-up-for-the-picture');
        await fillForm(page, { username: 'mary.chan', first: 'Mary', last: 'Chan' });
        await page.locator('button[type="submit"]').click();
        await page.locator('input[name="username"]').waitFor({ state: 'detached' });
      });
    }
    await snapVariants('verify-email-confirmed', async (page) => {
      await fakeAnswer(page, '/api/user/verifyEmail', 200, {
        verified: true,
        email: 'mary.chan.home@personal-mail.example',
      });
      await page.goto('/verify-email/made-up-for-the-picture');
    });
  }, 120_000);

  it('speaks Traditional Chinese when chosen from the language menu', async () => {
    const { page, context, problems } = await openPage(browser, { width: 390 });
    await page.goto('/verify-email/xyz');
    await page.getByRole('heading', { name: 'This link is not valid' }).waitFor();
    await page
      .getByRole('button', { name: /choose language/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: '繁體中文' }).click();
    await page.getByRole('heading', { name: '此連結無效' }).waitFor();
    await page.getByRole('link', { name: '登入' }).waitFor();
    await page.goto('/create-account?token=xyz');
    await page.getByRole('heading', { name: '邀請連結無效' }).waitFor();
    await page.getByText('已有帳戶？').waitFor();
    await snap(page, 'create-account-invalid-zh-HK-menu');
    expect(realProblems(problems)).toEqual([]);
    await context.close();
  });
});
