import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, openPage, snap } from '../support/browser.js';
import { signIn } from '../support/session.js';
import { api, tokenOf } from '../support/api.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The firm SMOOOTH makes here; nothing of the demo's firms is changed. */
const NEW_FIRM = {
  name: 'Lantau Peak Secretaries Limited',
  licence: 'TC024680',
  email: 'founder@lantau-peak.example',
};

describe('plans and firms (issue 21)', () => {
  it('shows an officer the firm’s plan, its usage against each limit and every plan, from the menu', async () => {
    const { page, context, problems } = await openPage(browser);
    await signIn(page, DEMO.COM_SEC.username);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Subscription plan' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Subscription plan' }).waitFor();
    await page.getByRole('progressbar', { name: /^Staff seats: \d+ of 15$/ }).waitFor();
    const table = page.getByRole('table', { name: 'Compare plans' });
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual([
      'What the plan gives',
      'Free',
      'Solo',
      expect.stringMatching(/^Team\s+Current plan$/) as string,
      'Enterprise',
    ]);
    // The portal takes cards (the browser tests' server talks to a fake Stripe); Harbour has not connected.
    await page.getByText('A system administrator of the firm connects the account.').waitFor();
    await snap(page, 'subscription-plan-officer');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lets SMOOOTH create a firm with its first administrator, set its plan, suspend and restore it', async () => {
    const { page, context, problems } = await openPage(browser);
    await signIn(page, DEMO.SMOOOTH.username);
    await page.goto('/account-management?tab=firms');
    await page.getByRole('button', { name: 'New firm' }).click();
    const dialog = page.getByRole('dialog', { name: 'New firm' });
    await dialog.getByLabel('Name of the firm').fill(NEW_FIRM.name);
    await dialog.getByLabel('TCSP licence number').fill(NEW_FIRM.licence);
    await dialog.getByLabel('E-mail of its first administrator').fill(NEW_FIRM.email);
    await dialog.getByRole('button', { name: 'Create and invite' }).click();
    await page.getByText(`${NEW_FIRM.name} is created; an invitation went to ${NEW_FIRM.email}.`).waitFor();

    const table = page.getByRole('table', { name: 'Firms' });
    const row = table.getByRole('row').filter({ hasText: NEW_FIRM.name });
    // Free, its one seat held by the invitation.
    await row.getByRole('cell', { name: 'Free', exact: true }).waitFor();
    await row.getByText('1 / 1').waitFor();

    await row.getByRole('button', { name: `Manage: ${NEW_FIRM.name}` }).click();
    await page.getByRole('menuitem', { name: 'Change plan' }).click();
    const planDialog = page.getByRole('dialog', { name: `Plan of ${NEW_FIRM.name}` });
    await planDialog.getByRole('combobox', { name: 'Plan' }).selectOption('SOLO');
    await planDialog.getByRole('button', { name: 'Set plan' }).click();
    await page.getByText(`${NEW_FIRM.name} is now on the Solo plan.`).waitFor();
    await row.getByText('1 / 3').waitFor();

    await row.getByRole('button', { name: `Manage: ${NEW_FIRM.name}` }).click();
    await page.getByRole('menuitem', { name: 'Suspend' }).click();
    const suspend = page.getByRole('dialog', { name: `Suspend ${NEW_FIRM.name}?` });
    await suspend.getByRole('button', { name: 'Suspend' }).click();
    await suspend.getByText('Enter the reason for the suspension.').waitFor();
    await suspend.getByLabel(/Reason/).fill('Trial ended; awaiting the signed agreement');
    await suspend.getByRole('button', { name: 'Suspend' }).click();
    await row.getByText('Suspended', { exact: true }).waitFor();
    await snap(page, 'firms-suspended');

    // What the API says matches the screen; restoring brings the firm back.
    const firms = await api('GET', '/api/accounts/firms', await tokenOf(DEMO.SMOOOTH.username));
    const made = (
      firms.body.items as { name: string; planCode: string; suspendedReason: string | null }[]
    ).find((firm) => firm.name === NEW_FIRM.name);
    expect(made).toMatchObject({
      planCode: 'SOLO',
      suspendedReason: 'Trial ended; awaiting the signed agreement',
    });
    await row.getByRole('button', { name: `Manage: ${NEW_FIRM.name}` }).click();
    await page.getByRole('menuitem', { name: 'Restore' }).click();
    await page
      .getByRole('dialog', { name: `Restore ${NEW_FIRM.name}?` })
      .getByRole('button', { name: 'Restore' })
      .click();
    await page.getByText(`${NEW_FIRM.name} is restored.`).waitFor();
    await expect.poll(() => row.getByText('Suspended', { exact: true }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
