import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, launchBrowser, openPage, snap, waitForMail } from '../support/browser.js';
import { pathOf, signIn } from '../support/session.js';
import { api, tokenOf } from '../support/api.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The colleague the administrator invites; everything the spec changes happens to this person. */
const COLLEAGUE = {
  email: 'cheukyin.fung@harbour-cs.example',
  username: 'harbour.cheukyin',
  password: 'Tsim-Sha-Tsui-Clock-1915',
  engFirstName: 'Cheuk Yin',
  engLastName: 'Fung',
  name: 'Cheuk Yin Fung',
};
const HARBOUR = 'Harbour Corporate Services Limited';
const KOWLOON = 'Kowloon Secretarial Partners Limited';

/** Filled in by the first test, read by the later ones. */
let colleagueID = '';

/** Calls the API as a person would with their token (or none). */
/** The admin screen on the Staff tab, with the colleague found through the search box. */
async function findColleague(page: Page) {
  await page.getByRole('tab', { name: 'Staff' }).click();
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('Cheuk Yin');
  const table = page.getByRole('table', { name: 'Staff' });
  const row = table.getByRole('row').filter({ hasText: COLLEAGUE.name });
  // The search runs once typing pauses: then only the header row and the colleague remain.
  await expect.poll(() => table.getByRole('row').count()).toBe(2);
  await row.waitFor();
  return row;
}

async function changeRole(page: Page, to: 'System administrator' | 'Company secretary') {
  const row = await findColleague(page);
  await row.getByRole('button', { name: `Change role: ${COLLEAGUE.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Change the role of ${COLLEAGUE.name}` });
  await dialog.getByLabel('Role').selectOption({ label: to });
  await dialog.getByRole('button', { name: 'Change role' }).click();
  await page.getByText(`${COLLEAGUE.name} now has the role ${to}.`).waitFor();
  await dialog.waitFor({ state: 'detached' });
  await row.getByText(to).waitFor();
}

/** Fills the sign-in form and waits for the outcome: a path, or an error on the form. */
async function trySignIn(page: Page, password = COLLEAGUE.password) {
  await page.goto('/login');
  await page.getByLabel(/username or e-mail/i).fill(COLLEAGUE.username);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function expectSignedOut(page: Page) {
  await page.reload();
  await page.waitForURL('**/login');
}

describe('account management', () => {
  it('invites a colleague, changes their role, deactivates and reactivates them', async () => {
    const admin = await openPage(browser, { width: 1280 });
    const { page } = admin;
    await signIn(page, DEMO.SYSTEM_ADMIN.username);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Account management' })
      .click();
    await page.waitForURL('**/account-management');
    await page.getByRole('table', { name: 'Staff' }).getByText('Ken Lau').waitFor();
    expect(await page.getByRole('tab').allInnerTexts()).toEqual([
      'Staff',
      'Clients',
      'Invitations',
      'Mail outbox',
      'Audit log',
      'Renewals',
      'Sign-in security',
    ]);

    await page.getByRole('button', { name: 'Invite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite someone' });
    await dialog.getByLabel('E-mail address').fill(COLLEAGUE.email);
    await dialog.getByLabel('Role').selectOption({ label: 'Company secretarial staff' });
    await snap(page, 'account-management-invite');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`Invitation sent to ${COLLEAGUE.email}.`).waitFor();
    await page.getByRole('tab', { name: 'Invitations' }).click();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('invitations');
    const invitationRow = page
      .getByRole('table', { name: 'Invitations' })
      .getByRole('row')
      .filter({ hasText: COLLEAGUE.email });
    await invitationRow.getByText('Pending', { exact: true }).waitFor();

    // The link arrives by real SMTP; the account is made through the API (the page is built elsewhere).
    const mail = await waitForMail(COLLEAGUE.email, (m) => m.text.includes('/create-account?token='));
    expect(mail.subject).toBe(`${HARBOUR} invites you to the company secretarial portal`);
    const token = /\/create-account\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    const registered = await api('POST', '/api/user/register', null, {
      username: COLLEAGUE.username,
      password: COLLEAGUE.password,
      email: COLLEAGUE.email,
      userTypeID: 'COM_SEC',
      engFirstName: COLLEAGUE.engFirstName,
      engLastName: COLLEAGUE.engLastName,
      token,
    });
    expect(registered.status).toBe(201);
    colleagueID = registered.body.userID as string;
    await page.reload();
    await invitationRow.getByText('Accepted', { exact: true }).waitFor();

    const colleague = await openPage(browser);
    await signIn(colleague.page, COLLEAGUE.username, COLLEAGUE.password);
    expect(pathOf(colleague.page)).toBe('/dashboard/default');

    // A role change ends the person's sessions: their open page is signed out on its next request.
    await changeRole(page, 'System administrator');
    await snap(page, 'account-management-staff-role-changed');
    await expectSignedOut(colleague.page);
    await changeRole(page, 'Company secretary');
    await signIn(colleague.page, COLLEAGUE.username, COLLEAGUE.password);
    expect(pathOf(colleague.page)).toBe('/dashboard/default');

    const row = await findColleague(page);
    await row.getByRole('button', { name: `Deactivate: ${COLLEAGUE.name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Deactivate ${COLLEAGUE.name}?` });
    expect(await confirm.innerText()).toContain('their sessions end at once');
    await snap(page, 'account-management-deactivate');
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText(`${COLLEAGUE.name} has been deactivated.`).waitFor();
    await row.getByText('Deactivated').waitFor();

    await expectSignedOut(colleague.page);
    await trySignIn(colleague.page);
    await colleague.page.getByText('This account has been deactivated', { exact: false }).waitFor();
    expect(pathOf(colleague.page)).toBe('/login');

    await row.getByRole('button', { name: `Reactivate: ${COLLEAGUE.name}` }).click();
    await page
      .getByRole('dialog', { name: `Reactivate ${COLLEAGUE.name}?` })
      .getByRole('button', { name: 'Reactivate' })
      .click();
    await page.getByText(`${COLLEAGUE.name} has been reactivated.`).waitFor();
    await row.getByText('Active', { exact: true }).waitFor();
    await trySignIn(colleague.page);
    await colleague.page.waitForURL('**/dashboard/default');
    await colleague.context.close();

    expect(admin.problems).toEqual([]);
    await admin.context.close();
  });

  it('shows the invitation, registration, role changes and deactivation in the audit log', async () => {
    const { page, context, problems } = await openPage(browser, { width: 1280 });
    await signIn(page, DEMO.SYSTEM_ADMIN.username);
    await page.goto('/account-management?tab=audit');
    const table = page.getByRole('table', { name: 'Audit log' });
    await table.getByRole('row').nth(1).waitFor();
    await snap(page, 'account-management-audit');

    const expectRows = async (action: string, texts: string[], count = 1) => {
      await page.getByLabel('Action').selectOption({ label: action });
      let rows = table.getByRole('row').filter({ hasText: action });
      for (const text of texts) rows = rows.filter({ hasText: text });
      // The filtered list replaces the whole table (a loading state in between): wait until every
      // row shown is of the chosen action before counting, so the old list is never counted.
      await expect
        .poll(
          async () => {
            const shown = (await table.getByRole('row').allInnerTexts()).slice(1);
            if (shown.length === 0 || !shown.every((row) => row.includes(action))) return -1;
            return shown.filter((row) => texts.every((text) => row.includes(text))).length;
          },
          { timeout: 15_000 },
        )
        .toBe(count);
      return rows;
    };
    const invited = await expectRows('Invitation sent', [COLLEAGUE.email, 'Role: Company secretary']);
    expect(await invited.innerText()).toContain('Winnie Chan');
    await expectRows('Account created by invitation', [COLLEAGUE.name, 'As Company secretary']);
    await expectRows('Role changed', [COLLEAGUE.name, 'Company secretary → System administrator']);
    await expectRows('Role changed', [COLLEAGUE.name, 'System administrator → Company secretary']);
    await expectRows('Account deactivated', [COLLEAGUE.name, 'Winnie Chan']);
    await expectRows('Sign-in refused', [COLLEAGUE.name, 'account deactivated']);
    await expectRows('Account reactivated', [COLLEAGUE.name]);
    // Read-only: no button anywhere in the log.
    expect(await table.getByRole('button').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lists the invitation mail in the outbox, its one-time link masked once delivered', async () => {
    const { page, context, problems } = await openPage(browser, { width: 1280 });
    await signIn(page, DEMO.SYSTEM_ADMIN.username);
    await page.goto('/account-management?tab=outbox');
    await page.getByText('masked as ••••••', { exact: false }).waitFor();
    const row = page
      .getByRole('table', { name: 'Mail outbox' })
      .getByRole('row')
      .filter({ hasText: COLLEAGUE.email })
      .filter({ hasText: 'invites you to the company secretarial portal' });
    await row.getByText('Sent').first().waitFor();
    await row.getByRole('button', { name: /^Read:/ }).click();
    const dialog = page.getByRole('dialog');
    const body = dialog.getByLabel('Text of the mail');
    await body.waitFor();
    const text = await body.innerText();
    expect(text).toContain('Create your account');
    expect(text).toContain('/create-account?token=••••••');
    expect(text).not.toMatch(/token=[A-Za-z0-9_-]/);
    await snap(page, 'account-management-outbox-mail');
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows COM_SEC the lists without staff actions; the API refuses him a role change', async () => {
    const { page, context, problems } = await openPage(browser);
    await signIn(page, DEMO.COM_SEC.username);
    await page.goto('/account-management');
    const staff = page.getByRole('table', { name: 'Staff' });
    await staff.getByText('Winnie Chan').waitFor();
    await staff.getByText(COLLEAGUE.name).waitFor();
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Staff', 'Clients', 'Invitations']);
    // The only buttons are the people's avatar chips, which open a chat (spec §2).
    expect(await staff.getByRole('button', { name: /^(?!Message )/ }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Clients' }).click();
    await page.getByRole('table', { name: 'Clients' }).getByText('Alice Leung').waitFor();
    await page.getByRole('button', { name: 'Invite' }).click();
    const role = page.getByRole('dialog', { name: 'Invite someone' }).getByLabel('Role');
    expect(await role.isDisabled()).toBe(true);
    expect(await role.locator('option').allInnerTexts()).toEqual(['Client']);
    await snap(page, 'account-management-com-sec-invite');

    const token = await page.evaluate(() => localStorage.getItem('portal.auth.accessToken'));
    const refused = await api('PATCH', `/api/accounts/users/${colleagueID}/role`, token, {
      userType: 'SYSTEM_ADMIN',
    });
    expect(refused.status).toBe(403);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("keeps another firm's administrator out of Harbour's accounts", async () => {
    const harbour = await api('GET', '/api/auth/me', await tokenOf(DEMO.SYSTEM_ADMIN.username));
    const harbourFirmID = (harbour.body.firm as { firmID: string }).firmID;
    const kowloon = await tokenOf('kowloon.admin');
    const role = await api('PATCH', `/api/accounts/users/${colleagueID}/role`, kowloon, {
      userType: 'SYSTEM_ADMIN',
    });
    expect(role.status).toBe(404);
    const deactivate = await api('POST', `/api/accounts/users/${colleagueID}/deactivate`, kowloon, {});
    expect(deactivate.status).toBe(404);
    const list = await api('GET', `/api/accounts/users?firmID=${harbourFirmID}`, kowloon);
    expect(list.status).toBe(404);
  });

  it('shows SMOOOTH every firm, and a firm’s staff read-only', async () => {
    const { page, context, problems } = await openPage(browser, { width: 1280 });
    await signIn(page, DEMO.SMOOOTH.username);
    await page.goto('/account-management');
    const firms = page.getByRole('table', { name: 'Firms' });
    await firms.getByText(HARBOUR).waitFor();
    await firms.getByText(KOWLOON).waitFor();
    await snap(page, 'account-management-smoooth-firms');
    await firms.getByRole('button', { name: `View accounts: ${HARBOUR}` }).click();
    const staff = page.getByRole('table', { name: 'Staff' });
    await staff.getByText(COLLEAGUE.name).waitFor();
    expect(await staff.getByText('David Wong').count()).toBe(0);
    // The only buttons are the people's avatar chips, which open a chat (spec §2).
    expect(await staff.getByRole('button', { name: /^(?!Message )/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Invite' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a client the firms they are linked with', async () => {
    const { page, context, problems } = await openPage(browser);
    await signIn(page, DEMO.GU.username);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Account management' })
      .click();
    const list = page.getByRole('list', { name: 'Firms you work with' });
    await list.getByText(HARBOUR).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);
    await page.getByRole('link', { name: 'Go to your profile' }).waitFor();
    await snap(page, 'account-management-client');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('account management screenshots', () => {
  const looks = [
    { name: 'light', width: 1280, theme: 'light', language: 'en' },
    { name: 'dark', width: 1280, theme: 'dark', language: 'en' },
    { name: 'zh-HK', width: 1280, theme: 'light', language: 'zh-HK' },
    { name: 'phone', width: 390, theme: 'light', language: 'en' },
    { name: 'phone-dark', width: 390, theme: 'dark', language: 'en' },
    { name: 'phone-zh-HK', width: 390, theme: 'light', language: 'zh-HK' },
  ] as const;

  it.each(looks)('draws the admin screen ($name) without sideways overflow', async (look) => {
    const { page, context, problems } = await openPage(browser, { width: look.width });
    // Stored before any script runs, as if chosen on an earlier visit (the app writes the
    // language back once its translations load, so setting it afterwards would race).
    await page.addInitScript(
      ({ theme, language }) => {
        localStorage.setItem('portal.themeMode', theme);
        localStorage.setItem('portal.language', language);
      },
      { theme: look.theme, language: look.language },
    );
    await page.goto('/login');
    await page
      .locator('input[autocomplete="username"], input[name="username"]')
      .first()
      .fill(DEMO.SYSTEM_ADMIN.username);
    await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('/account-management');
    // A table on desktops, cards on phones.
    await page.getByText('Ken Lau', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(look.language);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await snap(page, `account-management-admin-${look.name}`);
    expect(problems).toEqual([]);
    await context.close();
  });
});
