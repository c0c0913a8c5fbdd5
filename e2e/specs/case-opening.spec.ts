import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, openPage, snap, waitForMail } from '../support/browser.js';
import { pathOf, signIn } from '../support/session.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/**
 * The demo client the firm invites. Carmen works with Kowloon only; linking Harbour's case makes
 * her a client of both firms, which the request screen then offers.
 */
const CLIENT = {
  username: 'client.carmen',
  email: 'carmen.kwok@client.example',
  engFirstName: 'Carmen',
  engLastName: 'Kwok',
};
const COMPANY = 'Lai Chi Kok Lanterns Limited';
const HARBOUR = 'Harbour Corporate Services Limited';
const KOWLOON = 'Kowloon Secretarial Partners Limited';
const LINK_CASE_FAIL = 'We could not link the case. Please check the invitation code and your name.';

/** A code of the same shape that is not the one mailed (the alphabet has no 0, 1, I or O). */
const wrongCodeFor = (code: string) => (code.startsWith('Z') ? `Y${code.slice(1)}` : `Z${code.slice(1)}`);

async function linkAttempt(page: Page, code: string, firstName: string, lastName: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Link case' }).waitFor();
  await dialog.getByLabel('Invitation code').fill(code);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('heading', { name: 'Confirm your identity' }).waitFor();
  await dialog.getByLabel('English first name').fill(firstName);
  await dialog.getByLabel('English last name').fill(lastName);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
}

describe('opening and linking cases', () => {
  it('a company secretary opens an incorporation; the client links it with the mailed code', async () => {
    const staff = await openPage(browser);
    await signIn(staff.page, DEMO.COM_SEC.username);
    await staff.page.goto('/add-new-case');
    await staff.page.getByRole('radio', { name: /Incorporation/ }).click();
    await staff.page.waitForURL('**/add-new-case?serviceType=MVP');
    await staff.page.getByLabel('Proposed English company name').fill(COMPANY);
    await staff.page.getByLabel("Client's e-mail address").fill(CLIENT.email);
    await staff.page.getByLabel('English first name').fill(CLIENT.engFirstName);
    await staff.page.getByLabel('English last name').fill(CLIENT.engLastName);
    await snap(staff.page, 'case-opening-add-new-case-mvp');
    await staff.page.getByRole('button', { name: 'Open case' }).click();
    await staff.page.waitForURL('**/view-cases/pending-client-onboard/*');
    await staff.page
      .getByText(`The case has been opened. An invitation code was e-mailed to ${CLIENT.email}.`)
      .waitFor();
    expect(staff.problems).toEqual([]);
    await staff.context.close();

    const mail = await waitForMail(CLIENT.email, (m) => m.subject.includes(COMPANY));
    const code = /invitation code: ([A-Z0-9]{8})/.exec(mail.text)?.[1];
    expect(code).toMatch(/^[A-Z0-9]{8}$/);

    const client = await openPage(browser);
    const { page } = client;
    await signIn(page, CLIENT.username);
    expect(pathOf(page)).toBe('/dashboard/client');
    await page.getByRole('button', { name: 'Link case' }).click();
    const dialog = page.getByRole('dialog');

    // A wrong code, then the right code with a wrong name: the same message, nothing linked.
    await linkAttempt(page, wrongCodeFor(code!), CLIENT.engFirstName, CLIENT.engLastName);
    await dialog.getByText(LINK_CASE_FAIL).waitFor();
    await snap(page, 'case-opening-link-fail');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await linkAttempt(page, code!, 'Karmen', CLIENT.engLastName);
    await dialog.getByText(LINK_CASE_FAIL).waitFor();

    await dialog.getByLabel('English first name').fill(CLIENT.engFirstName);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByRole('heading', { name: 'Case linked' }).waitFor();
    await dialog.getByText(COMPANY).waitFor();
    await dialog.getByText('Incorporation').waitFor();
    await snap(page, 'case-opening-case-linked');
    await dialog.getByRole('button', { name: 'Get started' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Opened again, the dialog starts empty.
    await page.getByRole('button', { name: 'Link case' }).click();
    expect(await page.getByRole('dialog').getByLabel('Invitation code').inputValue()).toBe('');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    // The 400 answers of the wrong tries are the only console noise expected.
    expect(client.problems.filter((p) => !p.includes('400'))).toEqual([]);
    await client.context.close();
  });

  it('a client of two firms chooses the firm, the service and the entity of a request', async () => {
    const { page, context, problems } = await openPage(browser);
    await signIn(page, CLIENT.username);
    await page.goto('/new-request');
    const firm = page.getByLabel('Firm');
    await firm.waitFor();
    expect(await firm.locator('option').allInnerTexts()).toEqual(
      expect.arrayContaining(['Choose a firm', HARBOUR, KOWLOON]),
    );
    await firm.selectOption({ label: KOWLOON });
    await page.getByRole('radio', { name: /Annual renewal/ }).click();
    const entity = page.getByRole('combobox', { name: /Entity/ });
    await entity.click();
    await entity.fill('Kowloon Bay');
    await page.getByRole('option', { name: /Kowloon Bay Logistics Limited/ }).click();
    await page.getByLabel('Remarks').fill('Our year end moved to March.');
    await snap(page, 'case-opening-new-request');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.waitForURL('**/view-cases/ongoing/*');
    await page.getByText(`Your request has been sent. ${KOWLOON} has been notified.`).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
