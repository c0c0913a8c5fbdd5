import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, openPage, snap, type TWatchedPage } from '../support/browser.js';
import { signIn } from '../support/session.js';
import { api, tokenOf } from '../support/api.js';
import { expectStep, linkFromDashboard, mailedCode, PDF } from '../support/journey.js';

/**
 * One annual renewal end to end (issue 16, point 8): Ken opens the renewal of Sheung Wan Stationery
 * from its page and reviews it; Alice confirms the return with one change and the proof of address on
 * file; Brian, the corporate secretary's signer, links with the code mailed to him and uploads a new
 * proof; Ken carries the change to an amendment and last spring's due diligence forward; Mandy carries
 * the risk assessment forward and approves; Ken cross-checks and invoices (Form NAR1 on time, HK$105);
 * Alice pays; Brian signs the annual return; Ken files and records the Registry's acknowledgement; the
 * next return date moves on a year.
 */

const COMPANY = 'Sheung Wan Stationery Limited';
const BRIAN_EMAIL = 'brian.siu@client.example';
const STEP_TIMEOUT = 240_000;

let browser: Browser;
let staff: TWatchedPage;
let client: TWatchedPage;
let kenToken = '';
let aliceToken = '';
let caseID = '';
let companyID = '';
let returnDate = '';

const hkToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const monthsAgo = (months: number) => {
  const d = new Date(Date.now() + 8 * 3600_000);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  browser = await launchBrowser();
  kenToken = await tokenOf(DEMO.COM_SEC.username);
  aliceToken = await tokenOf(DEMO.GU.username);
  staff = await openPage(browser);
  await signIn(staff.page, DEMO.COM_SEC.username);
  client = await openPage(browser);
  await signIn(client.page, DEMO.GU.username);
});
afterAll(async () => {
  await browser.close();
});

/** The caller's in-progress task of the case with this action key. */
async function myTask(token: string, actionKey: string, holderID?: string) {
  const { body } = await api('GET', `/api/tasks?caseID=${caseID}&tabKey=mine&status=IN_PROGRESS`, token);
  const task = (body.items as { taskID: string; taskActionKey: string; holderID: string | null }[]).find(
    (t) => t.taskActionKey === actionKey && (holderID === undefined || t.holderID === holderID),
  );
  expect(task).toBeDefined();
  return task!.taskID;
}

/** Gives a new proof of address on its screen and sends it. */
async function newProof(page: Page, taskID: string, fileName: string) {
  await page.goto(`/annual-renewal/update-address-proof/${caseID}/${taskID}`);
  await page.getByRole('heading', { name: 'What the firm holds' }).waitFor();
  await page.getByRole('radio', { name: /Upload a new proof/ }).check();
  await page
    .getByTestId('proof-file-input')
    .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: PDF });
  await page.getByText(fileName).first().waitFor();
  await page.getByLabel(/Date of issue/).fill(monthsAgo(1));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText(/A new proof issued on/).waitFor();
  await page.getByRole('button', { name: 'Send to the firm' }).click();
  await page.waitForURL(/\/my-tasks\/complete\//);
}

describe('an annual renewal, from opening to completion', () => {
  it('staff open the renewal from the company’s page and review it', { timeout: STEP_TIMEOUT }, async () => {
    const found = await api('GET', `/api/entities?search=${encodeURIComponent(COMPANY)}`, kenToken);
    const entity = (found.body.items as { companyID: string; nextReturnDate: string }[])[0]!;
    companyID = entity.companyID;
    returnDate = entity.nextReturnDate;
    const { page } = staff;
    await page.goto(`/entities/active/${companyID}`);
    await page.getByRole('button', { name: 'Open annual renewal' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Open the renewal' }).click();
    await page.waitForURL(/\/view-cases\/ongoing\/[0-9a-f-]{36}/);
    caseID = new URL(page.url()).pathname.split('/').pop()!;
    const opened = await api('GET', `/api/cases/${caseID}`, kenToken);
    expect(opened.body).toMatchObject({ caseType: 'AR', returnDate, step: 'AR_A_CS' });

    await page.goto(`/case-review/${caseID}`);
    await page.getByRole('link', { name: 'Changes for this renewal' }).waitFor();
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/\/view-tasks\/complete\//);
    await expectStep(caseID, kenToken, 'AR_A_POC');
  });

  it(
    'the client confirms the return with one change; the corporate’s signer gives a new proof of address',
    { timeout: STEP_TIMEOUT },
    async () => {
      const { page } = client;
      await page.goto(`/annual-renewal/poc-renewal/${caseID}`);
      await page.getByText('0 of 10 parts answered').waitFor();
      const directors = page.getByRole('region', { name: 'Directors' });
      await directors.getByRole('button', { name: 'Something changed' }).click();
      await directors
        .getByRole('textbox', { name: /What changed/ })
        .fill('Mr Wong Kin was appointed director.');
      await directors.getByLabel(/effective date/).fill(monthsAgo(2));
      await directors.getByRole('button', { name: 'Save the change' }).click();
      await directors.getByText(/^Changed since/).waitFor();
      const others = [
        'Company name',
        'Business name',
        'Type of company',
        'Address of registered office',
        'E-mail address',
        'Share capital',
        'Members and their shares',
        'Company secretary',
        'Where the registers are kept',
      ];
      for (const [i, name] of others.entries()) {
        await page
          .getByRole('region', { name })
          .getByRole('button', { name: 'Confirm', exact: true })
          .click();
        await page.getByText(`${i + 2} of 10 parts answered`).waitFor();
      }
      await snap(page, 'renewal-poc');
      // The same screen in Traditional Chinese and dark, at phone width: every part and its answer.
      const zh = await openPage(browser, { width: 390 });
      await signIn(zh.page, DEMO.GU.username);
      await zh.page.evaluate(() => {
        window.localStorage.setItem('portal.language', 'zh-HK');
        window.localStorage.setItem('portal.themeMode', 'dark');
      });
      await zh.page.goto(`/annual-renewal/poc-renewal/${caseID}`);
      await zh.page.getByText('已回覆 10 / 10 項').waitFor();
      await zh.page
        .getByRole('region', { name: '董事' })
        .getByText(/^自 .* 起有改變$/)
        .waitFor();
      await snap(zh.page, 'renewal-poc-zh-HK-dark-phone');
      expect(
        await zh.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      expect(zh.problems).toEqual([]);
      await zh.context.close();

      // Her own proof of address: the one on file still shows where she lives.
      const own = await myTask(aliceToken, 'T_AR_SH_U_ADDR', 'alice');
      await page.goto(`/annual-renewal/update-address-proof/${caseID}/${own}`);
      await page.getByRole('heading', { name: 'What the firm holds' }).waitFor();
      await page.getByRole('radio', { name: /proof on file still shows/ }).check();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('You confirmed that the proof on file still shows the address.').waitFor();
      await page.getByRole('button', { name: 'Send to the firm' }).click();
      await page.waitForURL(/\/my-tasks\/complete\//);

      await page.goto(`/annual-renewal/poc-renewal/${caseID}`);
      await page.getByText('10 of 10 parts answered').waitFor();
      await page.getByRole('button', { name: 'Submit my confirmation' }).click();
      await page.waitForURL(/\/my-tasks\/complete\//);

      // Brian: the code mailed to him for the corporate he signs for.
      const brian = await openPage(browser);
      await signIn(brian.page, 'client.brian');
      await linkFromDashboard(brian.page, await mailedCode(BRIAN_EMAIL, COMPANY), 'Brian', 'Siu');
      const brianToken = await tokenOf('client.brian');
      await newProof(brian.page, await myTask(brianToken, 'T_AR_SH_U_ADDR'), 'harbour-holdings-office.pdf');
      expect(brian.problems).toEqual([]);
      await brian.context.close();
      await expectStep(caseID, kenToken, 'AR_REVIEW');
    },
  );

  it(
    'staff carry the change to an amendment and last spring’s due diligence forward; a colleague the risk',
    { timeout: STEP_TIMEOUT },
    async () => {
      const { page } = staff;
      await page.goto(`/annual-renewal/amendment/${caseID}`);
      await page.getByText('Mr Wong Kin was appointed director.').waitFor();
      await page.getByText('Harbour Holdings Limited').first().waitFor();
      await page.getByRole('button', { name: 'Open the amendment case' }).click();
      await page.getByText('In an amendment case').waitFor();
      await snap(page, 'renewal-amendment');

      await page.goto(`/due-diligence/${caseID}`);
      await page.getByText('Earlier records of this company').waitFor();
      await page.getByRole('button', { name: /^Carry forward \d+ records?$/ }).click();
      await page.getByText('Carried forward.').waitFor();
      await page.getByRole('button', { name: 'Complete due diligence' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Complete due diligence' }).click();
      await page.waitForURL(/\/view-tasks\/complete\//);
      await expectStep(caseID, kenToken, 'AR_CO_CHECK');
      const records = await api('GET', `/api/compliance?caseID=${caseID}&type=DUE_DILIGENCE`, kenToken);
      for (const r of records.body.records as { remarks: string }[])
        expect(r.remarks).toMatch(/^Carried forward from the record of/);

      const mandy = await openPage(browser);
      const m = mandy.page;
      await signIn(m, 'harbour.mandy');
      await m.goto(`/view-cases/ongoing/${caseID}#task-list`);
      await m.getByRole('button', { name: 'Take this review' }).click();
      await m.goto(`/due-diligence/${caseID}?tab=risk`);
      await m.getByRole('button', { name: 'Carry the risk assessment forward' }).click();
      await m.getByText('Carried forward.').waitFor();
      await m.getByRole('button', { name: 'Approve' }).click();
      await m.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
      await m.waitForURL(/\/view-tasks\/complete\//);
      expect(mandy.problems).toEqual([]);
      await mandy.context.close();
      await expectStep(caseID, kenToken, 'AR_S_CHECK');
    },
  );

  it(
    'staff cross-check the annual return and invoice it at the on-time fee; the client pays',
    { timeout: STEP_TIMEOUT },
    async () => {
      const { page } = staff;
      await page.goto(`/annual-renewal/cross-check/${caseID}`);
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

      await page.goto(`/annual-renewal/invoice-info/${caseID}`);
      await page.getByRole('heading', { name: 'New invoice' }).waitFor();
      await page.getByRole('button', { name: 'Issue invoice' }).click();
      await page.getByRole('heading', { name: /^Invoice INV-\d{4}-\d{4,}$/ }).waitFor();
      const billing = await api('GET', `/api/cases/${caseID}/billing`, kenToken);
      const lines = (billing.body.invoice as { lines: { description: string; amountCents: number }[] }).lines;
      expect(lines.find((l) => /NAR1/.test(l.description))?.amountCents).toBe(10_500);

      const c = client.page;
      await c.goto(`/annual-renewal/payment/${caseID}`);
      await c
        .getByTestId('payment-proof-input')
        .setInputFiles({ name: 'transfer-advice.pdf', mimeType: 'application/pdf', buffer: PDF });
      await c.getByRole('button', { name: 'Remove transfer-advice.pdf' }).waitFor();
      await c.getByLabel(/Bank reference/).fill('HSBC-77001');
      await c.getByRole('button', { name: 'Submit payment' }).click();
      await c.getByText('Waiting for the firm').waitFor();

      await page.reload();
      await page.getByText(/reference HSBC-77001/).waitFor();
      await page.getByRole('button', { name: 'Confirm receipt' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm receipt' }).click();
      await page.getByText('Receipt confirmed: the invoice is paid and the case moves on.').waitFor();
      await expectStep(caseID, kenToken, 'AR_DOC_S');
    },
  );

  it(
    'the secretary’s signer signs; staff file and record the acknowledgement; the next return date moves on',
    { timeout: STEP_TIMEOUT },
    async () => {
      const brian = await openPage(browser);
      await signIn(brian.page, 'client.brian');
      await brian.page.goto(`/annual-renewal/docs-sign/${caseID}`);
      // One document to sign: the annual return, Brian signing for the company secretary.
      await brian.page.getByRole('heading', { name: 'Annual Return (Form NAR1)' }).waitFor();
      await brian.page.getByRole('button', { name: 'Sign Annual Return (Form NAR1)' }).click();
      const dialog = brian.page.getByRole('dialog');
      await dialog.getByRole('tab', { name: 'Type' }).click();
      await dialog.getByRole('textbox').first().fill('Brian Siu');
      await dialog.getByLabel('I have read this document and sign it electronically').check();
      await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(brian.problems).toEqual([]);
      await brian.context.close();
      await expectStep(caseID, kenToken, 'AR_SUBMIT');

      const { page } = staff;
      await page.goto(`/annual-renewal/case-filing/${caseID}`);
      await page.getByLabel(/Filing date/).fill(hkToday());
      await page.getByRole('textbox', { name: /Registry reference/ }).fill('NAR1-2026-55120');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText(/^Recorded by Ken Lau/).waitFor();
      await page.getByRole('button', { name: 'Filing done: complete the task' }).click();
      await page.waitForURL(/\/view-tasks\/complete\//);
      await expectStep(caseID, kenToken, 'AR_COMPLETED');

      await page.goto(`/case-completion/${caseID}`);
      await page.getByRole('heading', { name: "The Registry's acknowledgement" }).waitFor();
      await page.getByRole('textbox', { name: /Fee paid/ }).fill('105');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText(/Delivered within 42 days of the return date/).waitFor();
      await page
        .getByTestId('ack-filed-return-input')
        .setInputFiles({ name: 'NAR1-acknowledged.pdf', mimeType: 'application/pdf', buffer: PDF });
      await page.getByText('NAR1-acknowledged.pdf').waitFor();
      await snap(page, 'renewal-completion');
      await page.getByRole('button', { name: 'Complete the renewal' }).click();
      await page.waitForURL(/\/view-tasks\/complete\//);
      expect(await api('GET', `/api/cases/${caseID}`, kenToken)).toMatchObject({
        body: { status: 'COMPLETED', step: 'COMPLETED' },
      });

      const entity = await api('GET', `/api/entities/${companyID}`, kenToken);
      const next = `${Number(returnDate.slice(0, 4)) + 1}${returnDate.slice(4)}`;
      expect((entity.body.particulars as { nextReturnDate: string }).nextReturnDate).toBe(next);
      const history = entity.body.history as { kind: string; effectiveDate: string; caseID: string }[];
      expect(history.find((h) => h.kind === 'ANNUAL_RETURN' && h.caseID === caseID)?.effectiveDate).toBe(
        returnDate,
      );
      const documents = entity.body.documents as { fileName: string; docKind: string | null }[];
      expect(documents.find((d) => d.fileName === 'NAR1-acknowledged.pdf')?.docKind).toBe(
        'FILED_ANNUAL_RETURN',
      );
      expect(staff.problems.filter((p) => !/status of 409/.test(p))).toEqual([]);
      expect(client.problems).toEqual([]);
    },
  );
});
