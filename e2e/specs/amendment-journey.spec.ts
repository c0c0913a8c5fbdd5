import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, openPage, snap, type TWatchedPage } from '../support/browser.js';
import { signIn } from '../support/session.js';
import { api, tokenOf } from '../support/api.js';
import { expectStep, PDF } from '../support/journey.js';

/**
 * One amendment end to end (issue 19 point 7): Ken records that Wing Ho became a director of Stanley Market Crafts
 * on 1 June and that Alice sold 1,000 shares to Harbour Holdings on 1 July (a wrong
 * number of shares is named at its field first); he cross-checks the papers and invoices; Alice pays
 * and uploads the paper-signed copies; Ken records the filing. The registers as at dates before,
 * between and after the two changes show the right people.
 */

const COMPANY = 'Stanley Market Crafts Limited';
const STEP_TIMEOUT = 240_000;

let browser: Browser;
let staff: TWatchedPage;
let client: TWatchedPage;
let kenToken = '';
let companyID = '';
let caseID = '';

type TEntry = { register: string; name: string; shares: number | null; to: string | null };

/** The entries running on the date: name (with shares for members). */
async function running(asAt: string, register: string): Promise<string[]> {
  const { status, body } = await api('GET', `/api/entities/${companyID}/registers?asAt=${asAt}`, kenToken);
  expect(status).toBe(200);
  return (body.entries as TEntry[])
    .filter((e) => e.register === register && e.to === null)
    .map((e) => (e.shares === null ? e.name : `${e.name}: ${e.shares}`))
    .sort();
}

async function pick(page: Page, scope: Locator, label: string | RegExp, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  kenToken = await tokenOf(DEMO.COM_SEC.username);
  const { body } = await api('GET', `/api/entities?search=${encodeURIComponent('Stanley Market')}`, kenToken);
  companyID = (body.items as { companyID: string; companyEngName: string }[]).find(
    (e) => e.companyEngName === COMPANY,
  )!.companyID;
  staff = await openPage(browser, { width: 1366 });
  await signIn(staff.page, DEMO.COM_SEC.username);
  client = await openPage(browser);
  await signIn(client.page, DEMO.GU.username);
});
afterAll(async () => {
  await browser.close();
});

describe('amendment journey', () => {
  it(
    'Ken records a new director and a share transfer; a transfer of more shares than held is named at its field',
    { timeout: STEP_TIMEOUT },
    async () => {
      const opened = await api('POST', '/api/cases', kenToken, { caseType: 'AMENDMENT', companyID });
      expect(opened.status).toBe(201);
      caseID = opened.body.caseID as string;
      const { page } = staff;
      await page.goto(`/record-update/${caseID}`);
      await page.getByRole('heading', { level: 1, name: 'Record update' }).waitFor();

      await pick(page, page.locator('body'), 'Type of change', 'Change of director');
      await page.getByRole('button', { name: 'Add change' }).click();
      const director = page.getByRole('region', { name: /^1\. Change of director/ });
      await director.getByLabel('Effective date').fill('2026-06-01');
      await pick(page, director, 'What changes', 'Appointment');
      await pick(page, director, 'Office', /^Director$/);
      await pick(page, director, 'Person', 'A new person');
      const wing = director.getByRole('group', { name: 'The new person' });
      await wing.getByLabel('English first name').fill('Wing');
      await wing.getByLabel('English last name').fill('Ho');
      await wing.getByLabel('Identity document number').fill('K1234560');

      await pick(page, page.locator('body'), 'Type of change', 'Share transfer');
      await page.getByRole('button', { name: 'Add change' }).click();
      const sale = page.getByRole('region', { name: /^2\. Share transfer/ });
      await sale.getByLabel('Effective date').fill('2026-07-01');
      await pick(page, sale, /Transferor/, /Alice Leung/);
      await pick(page, sale, /^Transferee/, /Harbour Holdings/);
      await sale.getByLabel('Number of shares').fill('8000');
      await sale.getByLabel('Consideration (HK$)').fill('100000');
      // Alice holds 7,000: the server's answer names the field.
      await sale.getByText('More shares than the member holds on that date').waitFor();
      await sale.getByLabel('Number of shares').fill('1000');
      await expect
        .poll(() => sale.getByText('More shares than the member holds on that date').count())
        .toBe(0);
      // HK$100,000: HK$100 on each contract note and HK$5 on the instrument.
      await sale.getByText('Total stamp duty: HK$205.00').waitFor();
      await snap(page, 'record-update');

      await page.getByRole('button', { name: 'Record the changes: complete the task' }).click();
      await page.waitForURL(/\/view-tasks\/complete\//);
      await expectStep(caseID, kenToken, 'AMD_S_CHECK');
      expect(staff.problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
    },
  );

  it(
    'the papers are cross-checked, paid for, signed on paper and filed; the registers follow the dates',
    { timeout: STEP_TIMEOUT },
    async () => {
      const { page } = staff;
      await page.goto(`/cross-check/${caseID}`);
      await page.getByText('Cross-check the papers of the changes').waitFor();
      const progress = page.locator('#cross-check-progress');
      await progress.waitFor();
      for (;;) {
        const [done, total] = ((await progress.innerText()).match(/\d+/g) ?? []).map(Number);
        if (done !== undefined && done === total) break;
        await page
          .getByRole('button', { name: /^Checked: / })
          .and(page.locator(':enabled'))
          .first()
          .click();
        await expect
          .poll(async () => (await progress.innerText()).match(/\d+/)?.[0])
          .toBe(String((done ?? 0) + 1));
      }
      await page.getByRole('button', { name: 'Complete the cross-check' }).click();
      await page.waitForURL(/\/view-tasks\/complete\//);
      await expectStep(caseID, kenToken, 'AMD_PAYMENT');

      await page.goto(`/incorporation/invoice-info/${caseID}`);
      await page.getByRole('heading', { name: 'New invoice' }).waitFor();
      await page.getByRole('button', { name: 'Issue invoice' }).click();
      await page.getByRole('heading', { name: /^Invoice INV-\d{4}-\d{4,}$/ }).waitFor();

      const c = client.page;
      await c.goto(`/incorporation/payment/${caseID}`);
      await c
        .getByTestId('payment-proof-input')
        .setInputFiles({ name: 'transfer-advice.pdf', mimeType: 'application/pdf', buffer: PDF });
      await c.getByRole('button', { name: 'Remove transfer-advice.pdf' }).waitFor();
      await c.getByLabel(/Bank reference/).fill('HSBC-88002');
      await c.getByRole('button', { name: 'Submit payment' }).click();
      await c.getByText('Waiting for the firm').waitFor();
      await page.reload();
      await page.getByText(/reference HSBC-88002/).waitFor();
      await page.getByRole('button', { name: 'Confirm receipt' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm receipt' }).click();
      await expectStep(caseID, kenToken, 'AMD_DOC_S');

      // Nobody signing has an account: Alice uploads each paper-signed copy and records it.
      await c.goto(`/docs-sign/${caseID}`);
      await c.getByRole('heading', { name: 'Instrument of Transfer' }).waitFor();
      const paper = c.getByRole('button', { name: /^Upload paper-signed copy: / });
      for (let left = await paper.count(); left > 0; left -= 1) {
        await expect.poll(() => paper.count(), { timeout: 10_000 }).toBe(left);
        await paper.first().click();
        const dialog = c.getByRole('dialog');
        await dialog
          .locator('input[type="file"]')
          .setInputFiles({ name: 'signed-scan.pdf', mimeType: 'application/pdf', buffer: PDF });
        await dialog.getByText(/Ready to record/).waitFor();
        await dialog.getByRole('button', { name: 'Record signature' }).click();
        await dialog.waitFor({ state: 'detached' });
      }
      await expectStep(caseID, kenToken, 'AMD_FILING');

      // Nothing is in the records until the filing completes the case.
      expect(await running('2026-07-15', 'DIRECTORS')).toEqual(['Alice Leung']);

      await page.goto(`/case-filing/${caseID}`);
      await page.getByText('Record the filing of the notices').waitFor();
      await page
        .getByLabel(/Filing date/)
        .fill(new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10));
      await page.getByRole('textbox', { name: /Registry reference/ }).fill('ND2A-2026-20455');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText(/^Recorded by Ken Lau/).waitFor();
      await page.getByRole('button', { name: 'Filing done: complete the task' }).click();
      await page.waitForURL(/\/view-tasks\/complete\//);
      await expectStep(caseID, kenToken, 'COMPLETED');

      expect(await running('2026-05-31', 'DIRECTORS')).toEqual(['Alice Leung']);
      expect(await running('2026-06-15', 'DIRECTORS')).toEqual(['Alice Leung', 'Wing Ho']);
      expect(await running('2026-06-15', 'MEMBERS')).toEqual([
        'Alice Leung: 7000',
        'Harbour Holdings Limited: 3000',
      ]);
      expect(await running('2026-07-15', 'MEMBERS')).toEqual([
        'Alice Leung: 6000',
        'Harbour Holdings Limited: 4000',
      ]);

      // The company's page shows the registers as at a date chosen in the address.
      await page.goto(`/entities/active/${companyID}?tabValue=registers&asAt=2026-06-15`);
      await page.getByRole('heading', { name: 'Register of directors' }).waitFor();
      await page.getByRole('table', { name: 'Register of directors' }).getByText('Wing Ho').waitFor();
      await snap(page, 'entity-registers');
      expect(staff.problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
      expect(client.problems).toEqual([]);
    },
  );
});
