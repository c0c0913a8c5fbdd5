import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, snap, waitForMail } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('contact us', () => {
  it('sends the form to the support address over SMTP', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto('/pages/contact-us');
    await page.getByRole('heading', { name: 'Send us a message' }).waitFor();
    await page.getByRole('button', { name: 'Send message' }).click();
    await page
      .getByText(/required|enter/i)
      .first()
      .waitFor();

    await page.getByLabel('Your name', { exact: true }).fill('Ho Wai Man');
    await page.getByLabel('E-mail address', { exact: true }).fill('wai.man@newco.example');
    await page.getByLabel('Company (optional)', { exact: true }).fill('NewCo Limited');
    await page
      .getByLabel('Message', { exact: true })
      .fill('We would like to move our company secretary to you.\nPlease call.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('heading', { name: 'Message sent' }).waitFor();
    await snap(page, 'contact-sent');

    const mail = await waitForMail('support@portal.example', (m) => m.subject === 'Contact form: Ho Wai Man');
    expect(mail.text).toContain('We would like to move our company secretary to you.\nPlease call.');
    expect(mail.text).toContain('wai.man@newco.example');
    expect(problems).toEqual([]);
    await context.close();
  });
});
