import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO, launchBrowser, openPage, snap, waitForMail } from '../support/browser.js';
import { pathOf, signIn } from '../support/session.js';
import { api, tokenOf } from '../support/api.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Calls the API as a person would with their token (or none). */
/** The id of the first case the person sees whose company name matches. */
async function caseIDOf(username: string, search: string): Promise<string> {
  const { status, body } = await api(
    'GET',
    `/api/cases?search=${encodeURIComponent(search)}`,
    await tokenOf(username),
  );
  expect(status).toBe(200);
  const items = body.items as { caseID: string }[];
  expect(items.length).toBeGreaterThan(0);
  return items[0]!.caseID;
}

/** How many mails to this address the e2e mailbox has received so far. */
async function mailCount(to: string): Promise<number> {
  const mails = (await fetch(`${inject('mailboxURL')}/messages`).then((r) => r.json())) as { to: string[] }[];
  return mails.filter((mail) => mail.to.includes(to)).length;
}

/** The company names in the case table, top to bottom. */
async function companies(page: Page): Promise<string> {
  return page.getByRole('table', { name: 'Cases' }).innerText();
}

describe('cases', () => {
  it('lists the firm’s cases for a company secretary, filters them in the address, opens one at its task list', async () => {
    const { page, context, problems } = await openPage(browser, { width: 1366 });
    await signIn(page, DEMO.COM_SEC.username);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Cases' }).click();
    await page.waitForURL('**/cases');
    const table = page.getByRole('table', { name: 'Cases' });
    // The firm's list outgrows a page as the other specs add cases: the type and step of the two demo
    // incorporations (both still being filled in) narrow it to them and a few others.
    await page.getByLabel('Case type').selectOption({ label: 'Incorporation' });
    await page.waitForURL(/caseType=MVP/);
    await page.getByLabel('Step').selectOption({ label: 'Fill in case information' });
    await page.waitForURL(/step=/);
    // Mandy's case of the same firm is listed too, until "My cases" narrows the list.
    await expect.poll(() => companies(page)).toContain('Tsim Sha Tsui Design Limited');
    await table.getByText('Sai Kung Seafood Limited').waitFor();
    await snap(page, 'cases-list');

    await page.getByRole('switch', { name: 'My cases' }).click();
    await expect.poll(() => companies(page)).not.toContain('Tsim Sha Tsui Design Limited');
    expect(await companies(page)).toContain('Sai Kung Seafood Limited');

    await page.getByLabel('Case type').selectOption({ label: 'Annual renewal' });
    // Incorporation has a step of the same name: the step is chosen once the list of steps is the renewal's.
    await page.waitForURL(/caseType=AR/);
    // On a loaded machine the renewal's steps may arrive after the first choice: choose again until
    // the address holds the renewal's step.
    await expect
      .poll(
        async () => {
          await page.getByLabel('Step').selectOption({ label: 'Review case' });
          return new URL(page.url()).searchParams.get('step');
        },
        { timeout: 30_000 },
      )
      .toBe('AR_A_CS');
    await expect.poll(() => companies(page)).toContain('Harbour Tea Limited');
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    const search = new URL(page.url()).searchParams;
    expect(search.get('caseType')).toBe('AR');
    expect(search.get('step')).toBe('AR_A_CS');
    expect(search.get('staffInChargeUserIDs')).toMatch(/^[0-9a-f-]{36}$/);

    // The filters survive a reload: they live in the address.
    await page.reload();
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await table.getByText('Harbour Tea Limited').click();
    await page.waitForURL('**/view-cases/ongoing/**');
    const caseID = pathOf(page).split('/').pop()!;
    await page.getByRole('heading', { name: 'Tasks' }).waitFor();
    const open = page.locator('#task-list').getByRole('link', { name: 'Open: Review annual renewal case' });
    expect(await open.getAttribute('href')).toBe(`/case-review/${caseID}`);

    // The anchor of spec §2: the page opens scrolled to its task list.
    await page.setViewportSize({ width: 1366, height: 600 });
    await page.goto(`/view-cases/ongoing/${caseID}#task-list`);
    await page.locator('#task-list').waitFor();
    await expect
      .poll(() =>
        page.locator('#task-list').evaluate((element) => Math.round(element.getBoundingClientRect().top)),
      )
      .toBeLessThan(200);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await snap(page, 'cases-task-list');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows an administrator a case waiting for its client: resend, and a new code read from the mail', async () => {
    const admin = await tokenOf(DEMO.SYSTEM_ADMIN.username);
    const client = { email: 'e2e.cases.client@client.example', engFirstName: 'Wing', engLastName: 'Tse' };
    const created = await api('POST', '/api/cases', admin, {
      caseType: 'MVP',
      companyEngName: 'Lamma Island Ferries Limited',
      client,
    });
    expect(created.status).toBe(201);
    const caseID = created.body.caseID as string;
    const firstMail = await waitForMail(client.email, (mail) => mail.text.includes('invitation code'));

    const { page, context, problems } = await openPage(browser, { width: 1280 });
    await signIn(page, DEMO.SYSTEM_ADMIN.username);
    await page.goto('/cases?search=Lamma');
    await page.getByRole('table', { name: 'Cases' }).getByText('Awaiting client').waitFor();
    await page.getByRole('table', { name: 'Cases' }).getByText('Lamma Island Ferries Limited').click();
    await page.waitForURL(`**/view-cases/pending-client-onboard/${caseID}`);
    const invitations = page.getByRole('list', { name: 'Invitations' });
    const item = invitations.getByRole('listitem').filter({ hasText: client.email });
    await item.getByText('Pending').waitFor();
    const code = (await item.locator('code').innerText()).trim();
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    expect(firstMail.text).toContain(code);

    const before = await mailCount(client.email);
    await item.getByRole('button', { name: `Resend the invitation to ${client.email}` }).click();
    await page.getByText(`The invitation was sent again to ${client.email}.`).waitFor();
    await expect.poll(() => mailCount(client.email), { timeout: 20_000 }).toBe(before + 1);

    const corrected = 'wing.tse@client.example';
    await item.getByRole('button', { name: `New code for ${client.email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Send a new code' });
    await dialog.getByLabel(/E-mail address/).fill(corrected);
    await snap(page, 'cases-new-code');
    await dialog.getByRole('button', { name: 'Send new code' }).click();
    await page.getByText(`A new code was sent to ${corrected}.`).waitFor();
    await dialog.waitFor({ state: 'detached' });

    const mail = await waitForMail(corrected, (m) => m.subject.includes('Lamma Island Ferries Limited'));
    const mailed = /invitation code: ([A-Z0-9]{8})/.exec(mail.text)?.[1];
    expect(mailed).toBeDefined();
    expect(mailed).not.toBe(code);
    const renewed = invitations.getByRole('listitem').filter({ hasText: corrected });
    await renewed.getByText('Pending').waitFor();
    expect((await renewed.locator('code').innerText()).trim()).toBe(mailed);
    await invitations
      .getByRole('listitem')
      .filter({ hasText: client.email })
      .getByText('Withdrawn')
      .waitFor();
    await snap(page, 'cases-pending-client-onboard');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a client only their own cases', async () => {
    const { page, context, problems } = await openPage(browser, { width: 1280 });
    await signIn(page, DEMO.GU.username);
    const table = page.getByRole('table', { name: 'Cases' });
    // The other specs add cases to the firm, so each company is looked up by a search in the address:
    // the client's own are found, the firm's other clients' are not.
    for (const own of ['Harbour Tea Limited', 'Sai Kung Seafood Limited']) {
      await page.goto(`/cases?search=${encodeURIComponent(own.split(' ').slice(0, 2).join(' '))}`);
      await table.getByText(own).first().waitFor();
    }
    for (const other of [
      'Tsim Sha Tsui Design Limited',
      'Brian Siu Bakery Limited',
      'Mong Kok Noodles Limited',
    ]) {
      await page.goto(`/cases?search=${encodeURIComponent(other.split(' ').slice(0, 2).join(' '))}`);
      await table.getByText('No cases match these filters.').waitFor();
      expect(await companies(page)).not.toContain(other);
    }
    expect(await page.getByRole('switch', { name: 'My cases' }).count()).toBe(0);

    await page.goto('/cases?search=Sai%20Kung');
    await table.getByText('Sai Kung Seafood Limited').click();
    await page.waitForURL('**/view-cases/ongoing/**');
    const open = page.locator('#task-list').getByRole('link', { name: 'Open: Fill case information' });
    expect(await open.getAttribute('href')).toMatch(/^\/client\/my-tasks\//);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('tells another firm’s staff that a case is not found', async () => {
    const harbourCase = await caseIDOf(DEMO.COM_SEC.username, 'Sai Kung');
    const { page, context } = await openPage(browser, { width: 1280 });
    await signIn(page, 'kowloon.iris');
    await page.goto(`/view-cases/ongoing/${harbourCase}`);
    await page.getByRole('heading', { name: 'Case not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to cases' }).click();
    await page.waitForURL('**/cases');
    await page.getByRole('table', { name: 'Cases' }).getByText('Mong Kok Noodles Limited').waitFor();
    expect(await companies(page)).not.toContain('Sai Kung Seafood Limited');
    await context.close();
  });
});
