import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, openPage, snap, type TWatchedPage } from '../support/browser.js';
import { pathOf, signIn } from '../support/session.js';
import { api, tokenOf } from '../support/api.js';
import { caseOf, choose, expectStep, linkFromDashboard, mailedCode, PDF, png } from '../support/journey.js';

/**
 * The first complete journey (issue 8): Ken opens an incorporation for Alice; Alice links it and
 * fills it in with a corporate shareholder (Tai Tam Holdings, whose signer is Brian, owned by Raymond
 * Lau); Alice and Brian confirm who they are from the codes mailed to them; Ken returns the form once
 * with a remark at a field, then approves; Ken records due diligence for all three people; Mandy
 * takes the risk review; Ken cross-checks, invoices; Alice pays; everyone signs; Ken files and
 * completes; the company is an active entity. Staff and client each in their own browser.
 */

const COMPANY = 'Tai Tam Tea House Limited';
const CORPORATE = 'Tai Tam Holdings Limited';
const BRIAN_EMAIL = 'brian.siu@client.example';
const STEP_TIMEOUT = 240_000;

let browser: Browser;
let staff: TWatchedPage;
let client: TWatchedPage;
let caseID = '';
let kenToken = '';

beforeAll(async () => {
  browser = await launchBrowser();
  kenToken = await tokenOf(DEMO.COM_SEC.username);
  staff = await openPage(browser);
  await signIn(staff.page, DEMO.COM_SEC.username);
  client = await openPage(browser);
  await signIn(client.page, DEMO.GU.username);
});
afterAll(async () => {
  await browser.close();
});

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
const region = (scope: Page | Locator, name: string) => scope.getByRole('region', { name, exact: true });
const waitSaved = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /^Saved at \d\d:\d\d:\d\d$/ })
    .waitFor();

async function pick(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * The screen at `path` as `username` sees it in dark and in Traditional Chinese (a fresh browser each,
 * the choice stored as the portal stores it), for a person to look at; nothing wider than the window.
 */
async function snapLooks(username: string, path: string, name: string, ready: (page: Page) => Promise<void>) {
  const looks: [string, Record<string, string>][] = [
    ['dark', { 'portal.themeMode': 'dark' }],
    ['zh-HK', { 'portal.language': 'zh-HK' }],
  ];
  for (const [look, storage] of looks) {
    const other = await openPage(browser);
    await signIn(other.page, username);
    await other.page.evaluate((entries: Record<string, string>) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, storage);
    await other.page.goto(path);
    await ready(other.page);
    await snap(other.page, `${name}-${look}`);
    expect(
      await other.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(other.problems).toEqual([]);
    await other.context.close();
  }
}

/** Answers every yes/no declaration on the page with No. */
async function answerNo(page: Page) {
  for (const group of await page.getByRole('radiogroup').all())
    await group.getByRole('radio', { name: 'No' }).check();
}

describe('an incorporation from opening to an active entity', () => {
  it('staff open the case; the client links it with the mailed code', { timeout: STEP_TIMEOUT }, async () => {
    const { page } = staff;
    await page.goto('/add-new-case');
    await page.getByRole('radio', { name: /Incorporation/ }).click();
    await page.getByLabel('Proposed English company name').fill(COMPANY);
    await page.getByLabel("Client's e-mail address").fill(DEMO.GU.email);
    await page.getByLabel('English first name').fill('Alice');
    await page.getByLabel('English last name').fill('Leung');
    await page.getByRole('button', { name: 'Open case' }).click();
    await page.waitForURL('**/view-cases/pending-client-onboard/*');
    caseID = pathOf(page).split('/').at(-1) ?? '';
    expect(caseID).toMatch(/^[0-9a-f-]{36}$/);

    await linkFromDashboard(client.page, await mailedCode(DEMO.GU.email, COMPANY), 'Alice', 'Leung');
    await expectStep(caseID, kenToken, 'MVP_FORM');
  });

  it(
    'the client fills in the company with a corporate shareholder and submits',
    { timeout: STEP_TIMEOUT },
    async () => {
      const { page } = client;
      await page.goto(`/client/my-tasks/${caseID}`);
      await page.getByRole('heading', { level: 1, name: 'Case information' }).waitFor();
      await page.getByRole('combobox', { name: 'Business nature' }).fill('Restaur');
      await page.getByRole('option', { name: 'Restaurant', exact: true }).click();
      await tab(page, 'Registered office');
      await page.getByLabel('Flat / floor (English)').fill('Shop 2, G/F');
      await page.getByLabel('Street (English)').fill('12 Tai Tam Road');
      await page.getByLabel('District (English)').fill('Tai Tam');
      await choose(page, page.getByRole('combobox', { name: 'Country or region' }), 'Hong Kong', 'Hong Kong');
      await tab(page, 'Share capital');
      await pick(page, page.getByRole('combobox', { name: 'Currency' }), 'HKD – Hong Kong dollar');
      await page.getByLabel('Total number of ordinary shares').fill('10000');

      await tab(page, 'Stakeholders');
      await page.getByRole('button', { name: 'Add an individual' }).click();
      await region(page, 'New individual (no name yet)').getByLabel('First name (English)').fill('Alice');
      await region(page, 'Alice').getByLabel('Last name (English)').fill('Leung');
      const alice = region(page, 'Alice Leung');
      await alice.getByRole('checkbox', { name: 'Shareholder', exact: true }).check();
      await alice.getByRole('checkbox', { name: 'Director', exact: true }).check();
      await alice.getByLabel('Ordinary shares held').fill('6000');
      await alice.getByLabel('E-mail').fill(DEMO.GU.email);

      await page.getByRole('button', { name: 'Add a corporate' }).click();
      await region(page, 'New corporate (no name yet)').getByLabel('Company name (English)').fill(CORPORATE);
      const corporate = region(page, CORPORATE);
      await corporate.getByRole('checkbox', { name: 'Shareholder', exact: true }).check();
      await corporate.getByRole('checkbox', { name: 'Company secretary', exact: true }).check();
      await corporate.getByLabel('Ordinary shares held').fill('4000');
      await corporate.getByLabel("Authorised signer's first name (English)").fill('Brian');
      await corporate.getByLabel("Authorised signer's last name (English)").fill('Siu');
      await corporate.getByLabel('E-mail').first().fill(BRIAN_EMAIL);
      await pick(page, corporate.getByRole('combobox', { name: 'Holds a TCSP licence?' }), 'Yes');
      await corporate.getByLabel('TCSP licence number').fill('TC004321');
      await corporate.getByRole('button', { name: 'Add an individual owner' }).click();
      await region(corporate, 'New individual (no name yet)')
        .getByLabel('First name (English)')
        .fill('Raymond');
      await region(corporate, 'Raymond').getByLabel('Last name (English)').fill('Lau');
      await region(corporate, 'Raymond Lau').getByLabel('Percentage owned').fill('100');

      await tab(page, 'Contact person');
      await page.getByLabel("Contact person's name").fill('Alice Leung');
      await page.getByLabel('E-mail').fill(DEMO.GU.email);
      await waitSaved(page);
      await page.getByRole('button', { name: 'Submit case information' }).click();
      await page.waitForURL(/\/my-tasks\/complete\//);
      await expectStep(caseID, kenToken, 'MVP_SUBMITTED');
    },
  );

  it('the client and the corporate’s signer confirm who they are', { timeout: STEP_TIMEOUT }, async () => {
    // Alice: her own identification (the stakeholder whose e-mail is hers).
    const { page } = client;
    await page.goto('/my-tasks');
    await page.locator(`a[href^="/stakeholder-identification/${caseID}/"]`).first().click();
    await page.getByRole('heading', { level: 1, name: 'Stakeholder identification' }).waitFor();
    await page.getByLabel('Chinese name').fill('梁愛麗');
    await choose(page, page.getByRole('combobox', { name: /Issuing country/ }), 'Hong Kong', 'Hong Kong');
    await page.getByLabel(/Document number/).fill('A123456(3)');
    await page.getByLabel('Issue date').fill('2018-03-01');
    await page.getByLabel('Expiry date').fill('2030-03-01');
    await page
      .getByTestId('sh-idDocs-input')
      .setInputFiles({ name: 'alice-hkid.png', mimeType: 'image/png', buffer: png() });
    const home = page.getByRole('group', { name: 'Residential address' });
    await home.getByLabel('Flat / floor', { exact: true }).fill('Flat 5C');
    await home.getByLabel('Street', { exact: true }).fill('3 Repulse Bay Road');
    await home.getByLabel('District', { exact: true }).fill('Repulse Bay');
    await choose(page, home.getByRole('combobox', { name: /Country or region/ }), 'Hong Kong', 'Hong Kong');
    await page
      .getByTestId('sh-resAddress-supDoc-input')
      .setInputFiles({ name: 'alice-utility-bill.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByLabel('Country code').fill('+852');
    await page.getByLabel('Phone number').fill('91234567');
    await answerNo(page);
    await page.getByRole('checkbox', { name: /named as shareholder/ }).check();
    await page.getByRole('checkbox', { name: /significant controller/ }).check();
    await page.getByRole('button', { name: 'alice-hkid.png', exact: true }).waitFor();
    await page.getByText('All changes saved').waitFor();
    await page.getByRole('button', { name: 'Confirm my identity' }).click();
    await page.waitForURL(/\/my-tasks\/complete\//);

    // Brian: invited by the code mailed to him for the corporate he signs for.
    const brian = await openPage(browser);
    await signIn(brian.page, 'client.brian');
    await linkFromDashboard(brian.page, await mailedCode(BRIAN_EMAIL, COMPANY), 'Brian', 'Siu');
    await brian.page.goto('/my-tasks');
    await brian.page.locator(`a[href^="/stakeholder-identification/${caseID}/"]`).first().click();
    const b = brian.page;
    await b.getByRole('heading', { level: 1, name: 'Stakeholder identification' }).waitFor();
    await b.getByLabel(/Registration number/).fill('2987654');
    await choose(b, b.getByRole('combobox', { name: /Place of incorporation/ }), 'Hong Kong', 'Hong Kong');
    const office = b.getByRole('group', { name: 'Registered address' });
    await office.getByLabel('Flat / floor', { exact: true }).fill('Room 1801');
    await office.getByLabel('Street', { exact: true }).fill('88 Queensway');
    await office.getByLabel('District', { exact: true }).fill('Admiralty');
    await choose(b, office.getByRole('combobox', { name: /Country or region/ }), 'Hong Kong', 'Hong Kong');
    await b
      .getByTestId('sh-shareholderDocList-input')
      .setInputFiles({ name: 'tai-tam-holdings-ci.pdf', mimeType: 'application/pdf', buffer: PDF });
    await b.getByLabel('Country code').fill('+852');
    await b.getByLabel('Phone number').fill('28765432');
    await answerNo(b);
    await b.getByRole('checkbox', { name: /certify the owners/ }).check();
    await b.getByRole('checkbox', { name: /it is named as/ }).check();
    await b.getByRole('button', { name: 'tai-tam-holdings-ci.pdf', exact: true }).waitFor();
    await b.getByText('All changes saved').waitFor();
    await snap(b, 'journey-corporate-identification');
    await b.getByRole('button', { name: 'Confirm my identity' }).click();
    await b.waitForURL(/\/my-tasks\/complete\//);
    expect(brian.problems).toEqual([]);
    await brian.context.close();

    const identity = (await caseOf(caseID, kenToken)).tasks.filter((t) =>
      /^SH_[IC]_FORM$/.test(t.taskActionKey),
    );
    expect(identity.map((t) => t.status)).toEqual(['COMPLETED', 'COMPLETED']);
  });

  it(
    'staff return the form with a remark at a field; the client corrects it; staff approve',
    { timeout: STEP_TIMEOUT },
    async () => {
      const { page } = staff;
      await page.goto(`/case-review/${caseID}`);
      await page.getByRole('heading', { level: 2, name: 'Company' }).waitFor();
      await page
        .getByRole('article', { name: CORPORATE })
        .getByText('tai-tam-holdings-ci.pdf', { exact: false })
        .waitFor();
      await page.getByRole('button', { name: 'Remark on Chinese company name' }).click();
      await page
        .getByRole('textbox', { name: 'Remark for the client on Chinese company name' })
        .fill('Please add the Chinese name: 大潭茶館有限公司');
      await page
        .getByRole('textbox', { name: 'Remarks for the client' })
        .fill('One correction before we go on.');
      await snap(page, 'journey-review-remark');
      await snapLooks(DEMO.COM_SEC.username, `/case-review/${caseID}`, 'journey-review', (p) =>
        p.getByRole('article', { name: CORPORATE }).waitFor(),
      );
      await page.getByRole('button', { name: 'Return to the client (1 field remark)' }).click();
      await page.waitForURL(/\/view-tasks\/complete\//);
      await expectStep(caseID, kenToken, 'MVP_FORM');

      const c = client.page;
      await c.goto(`/client/my-tasks/${caseID}`);
      const returned = c.locator('#cf-returned');
      await returned.getByText('One correction before we go on.').waitFor();
      await returned.getByRole('link', { name: /Chinese company name/ }).click();
      await c.getByText('↩ Please add the Chinese name: 大潭茶館有限公司').waitFor();
      await snap(c, 'journey-form-returned');
      await c.getByLabel('Chinese company name').fill('大潭茶館有限公司');
      await waitSaved(c);
      await c.getByRole('button', { name: 'Submit case information' }).click();
      await c.waitForURL(/\/my-tasks\/complete\//);
      await expectStep(caseID, kenToken, 'MVP_SUBMITTED');

      await page.goto(`/case-review/${caseID}`);
      await page.getByText('大潭茶館有限公司').first().waitFor();
      await page.getByRole('button', { name: 'Approve' }).click();
      await page.waitForURL(/\/view-tasks\/complete\//);
      await expectStep(caseID, kenToken, 'MVP_D_D_CS');
      const info = await api('GET', `/api/cases/${caseID}/information`, kenToken);
      expect((info.body.information as { companyChiName: string }).companyChiName).toBe('大潭茶館有限公司');
    },
  );

  it(
    'staff record due diligence for every person, owners of the corporate included',
    { timeout: STEP_TIMEOUT },
    async () => {
      const { page } = staff;
      await page.goto(`/due-diligence/${caseID}`);
      await page.getByRole('heading', { level: 3, name: 'Raymond Lau' }).waitFor();
      // Too early: 18004 names all three.
      await page.getByRole('button', { name: 'Complete due diligence' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Complete due diligence' }).click();
      const missing = page.getByRole('list', { name: 'What is missing' });
      await missing.waitFor();
      expect(await missing.getByRole('listitem').allInnerTexts()).toEqual([
        'Alice Leung',
        CORPORATE,
        'Raymond Lau',
      ]);
      for (const name of ['Alice Leung', CORPORATE, 'Raymond Lau']) {
        await page.getByRole('button', { name: `Record due diligence of ${name}` }).click();
        const form = page.getByRole('form', { name: `Due diligence of ${name}` });
        // Raymond gave no particulars himself: the officer types what the certified copy shows.
        const number = form.getByLabel(/Document number/);
        if ((await number.count()) > 0 && !(await number.inputValue())) {
          await number.fill('K987654(5)');
          await choose(
            page,
            form.getByRole('combobox', { name: /Issuing country/ }),
            'Hong Kong',
            'Hong Kong',
          );
        }
        await form.getByRole('checkbox', { name: /checked the identity document/ }).check();
        await form.getByRole('checkbox', { name: /checked the proof of address/ }).check();
        await form.getByRole('checkbox', { name: 'UN sanctions' }).check();
        await form.getByRole('checkbox', { name: 'OFAC sanctions' }).check();
        await form.getByLabel('Result').selectOption('NO_MATCH');
        await form
          .getByLabel('Screened on')
          .fill(new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10));
        await form.getByRole('checkbox', { name: 'Name screening is done' }).check();
        await form.getByRole('button', { name: 'Save record' }).click();
        await snap(page, `journey-dd-${name.split(' ')[0]}`);
        await page.getByText(`Due diligence of ${name} saved (version 1).`).waitFor();
        await form.waitFor({ state: 'detached' });
      }
      await page.getByText('3 of 3 complete').waitFor();
      await page.getByRole('button', { name: 'Complete due diligence' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Complete due diligence' }).click();
      await page.waitForURL(/\/view-tasks\/complete\//);
      await expectStep(caseID, kenToken, 'MVP_D_D_CO');
      const records = await api('GET', `/api/compliance?caseID=${caseID}&type=DUE_DILIGENCE`, kenToken);
      expect((records.body.records as { recordName: string }[]).map((r) => r.recordName).sort()).toEqual(
        ['Alice Leung', 'Raymond Lau', CORPORATE].sort(),
      );
    },
  );

  it('a colleague takes the risk review, rates it and approves', { timeout: STEP_TIMEOUT }, async () => {
    const mandy = await openPage(browser);
    const m = mandy.page;
    await signIn(m, 'harbour.mandy');
    await m.goto(`/view-cases/ongoing/${caseID}#task-list`);
    await m.getByRole('button', { name: 'Take this review' }).click();
    await m.getByRole('link', { name: 'Open: Review risk assessment' }).click();
    await m.waitForURL((url) => url.pathname === `/due-diligence/${caseID}` && url.search === '?tab=risk');
    await m.getByLabel('Expected annual revenue').selectOption('500K_1M');
    await m.getByLabel('Source of funds').selectOption('VERIFIED');
    await m.getByLabel('Delivery channel').selectOption('FACE_TO_FACE');
    await m
      .getByLabel(/^Reasons/)
      .fill('Local founder met in person; a Hong Kong holding company with one owner.');
    await m.getByRole('button', { name: 'Save assessment' }).click();
    await m.getByText('Risk assessment saved (version 1).').waitFor();
    await snap(m, 'journey-risk');
    await m.getByRole('button', { name: 'Approve' }).click();
    await m.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await m.waitForURL(/\/view-tasks\/complete\//);
    await expectStep(caseID, kenToken, 'MVP_D_D_S');
    expect(mandy.problems).toEqual([]);
    await mandy.context.close();
  });

  it(
    'staff cross-check every form and document, sending one back first',
    { timeout: STEP_TIMEOUT },
    async () => {
      const { page } = staff;
      await page.goto(`/cross-check/${caseID}`);
      await page.getByRole('heading', { level: 2, name: 'Generated forms' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Identity documents' }).waitFor();
      const bill = 'alice-utility-bill.pdf';
      await page.getByRole('button', { name: `Send back: ${bill}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Send back with a note' });
      await dialog.getByRole('textbox', { name: /Note/ }).fill('The bill is older than three months.');
      await dialog.getByRole('button', { name: 'Send back' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText('The bill is older than three months.').waitFor();
      // Tick every item not yet checked, one at a time, the sent-back bill included.
      const progress = page.locator('#cross-check-progress');
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
      await snap(page, 'journey-cross-check');
      await snapLooks(DEMO.COM_SEC.username, `/cross-check/${caseID}`, 'journey-cross-check', (p) =>
        p.locator('#cross-check-progress').waitFor(),
      );
      await page.getByRole('button', { name: 'Complete the cross-check' }).click();
      await page.waitForURL(/\/view-tasks\/complete\//);
      const view = await api('GET', `/api/cases/${caseID}/cross-check`, kenToken);
      const items = view.body.items as { title: string; history: { status: string }[] }[];
      expect(items.find((i) => i.title === bill)?.history.map((h) => h.status)).toEqual([
        'CHECKED',
        'SENT_BACK',
      ]);
      expect(view.body.outstanding).toEqual([]);
    },
  );

  it(
    'staff issue the invoice; the client pays with a proof; staff confirm receipt',
    { timeout: STEP_TIMEOUT },
    async () => {
      const { page } = staff;
      await page.goto(`/incorporation/invoice-info/${caseID}`);
      await page.getByRole('heading', { name: 'New invoice' }).waitFor();
      await page.getByRole('button', { name: 'Issue invoice' }).click();
      const heading = page.getByRole('heading', { name: /^Invoice INV-\d{4}-\d{4,}$/ });
      await heading.waitFor();
      const number = (await heading.innerText()).replace('Invoice ', '');

      const c = client.page;
      await c.goto(`/incorporation/payment/${caseID}`);
      await c.getByText(`Reference to quote: ${number}`).waitFor();
      await c
        .getByTestId('payment-proof-input')
        .setInputFiles({ name: 'transfer-advice.pdf', mimeType: 'application/pdf', buffer: PDF });
      await c.getByRole('button', { name: 'Remove transfer-advice.pdf' }).waitFor();
      await c.getByLabel(/Bank reference/).fill('BOC-55012');
      await c.getByRole('button', { name: 'Submit payment' }).click();
      await c.getByText('Waiting for the firm').waitFor();

      await page.reload();
      await page.getByText(/reference BOC-55012/).waitFor();
      await page.getByRole('button', { name: 'Confirm receipt' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm receipt' }).click();
      await page.getByText('Receipt confirmed: the invoice is paid and the case moves on.').waitFor();
      await expectStep(caseID, kenToken, 'MVP_DOC_S');
      const billing = await api('GET', `/api/cases/${caseID}/billing`, kenToken);
      expect(billing.body.invoice).toMatchObject({ invoiceNumber: number, status: 'PAID' });
    },
  );

  it('the client and the corporate’s signer sign every document', { timeout: STEP_TIMEOUT }, async () => {
    const signAll = async (page: Page, name: string) => {
      await page.goto(`/docs-sign/${caseID}`);
      await page.getByRole('button', { name: /Sign all my documents/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('tab', { name: 'Type' }).click();
      await dialog.getByRole('textbox').first().fill(name);
      await dialog.getByLabel('I have read this document and sign it electronically').check();
      await dialog.getByRole('button', { name: /^Sign \d+ documents?$/ }).click();
      await dialog.waitFor({ state: 'detached' });
    };
    await signAll(client.page, 'Alice Leung');
    const brian = await openPage(browser);
    await signIn(brian.page, 'client.brian');
    await signAll(brian.page, 'Brian Siu');
    expect(brian.problems).toEqual([]);
    await brian.context.close();
    await expectStep(caseID, kenToken, 'CASE_FILING');
  });

  it(
    'staff record the filing and what the registry gave back; the company is an active entity',
    { timeout: STEP_TIMEOUT },
    async () => {
      const { page } = staff;
      const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
      await page.goto(`/case-filing/${caseID}`);
      await page.getByRole('heading', { level: 2, name: 'Documents as filed' }).waitFor();
      await page.getByLabel(/Filing date/).fill(today);
      await page.getByRole('textbox', { name: /Registry reference/ }).fill('NNC1-2026-07731');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText(/^Recorded by Ken Lau/).waitFor();
      await snap(page, 'journey-filing');
      await snapLooks(DEMO.COM_SEC.username, `/case-filing/${caseID}`, 'journey-filing', (p) =>
        p.locator('#filing-updates-title').waitFor(),
      );
      await page.getByRole('button', { name: 'Filing done: complete the task' }).click();
      await page.waitForURL(/\/view-tasks\/complete\//);
      await expectStep(caseID, kenToken, 'MVP_CASE_C');

      await page.goto(`/case-completion/${caseID}`);
      await page.getByRole('textbox', { name: /Company number/ }).fill('3301234');
      await page.getByRole('textbox', { name: /Business registration number/ }).fill('77123456');
      await page.getByLabel(/Date of incorporation/).fill(today);
      await page
        .getByTestId('completion-certificate-input')
        .setInputFiles({ name: 'CI-3301234.pdf', mimeType: 'application/pdf', buffer: PDF });
      await page.getByText('CI-3301234.pdf').waitFor();
      await page
        .getByTestId('completion-br-certificate-input')
        .setInputFiles({ name: 'BRC-77123456.pdf', mimeType: 'application/pdf', buffer: PDF });
      await page.getByText('BRC-77123456.pdf').waitFor();
      await snap(page, 'journey-completion');
      await snapLooks(DEMO.COM_SEC.username, `/case-completion/${caseID}`, 'journey-completion', (p) =>
        p.locator('#completion-numbers-title').waitFor(),
      );
      await page.getByRole('button', { name: 'Complete the case' }).click();
      await page.waitForURL(/\/view-tasks\/complete\//);
      const done = await caseOf(caseID, kenToken);
      expect(done).toMatchObject({ status: 'COMPLETED', step: 'COMPLETED' });

      // The active entity, for the firm and for the client.
      await page.goto('/entities/active');
      await page.getByRole('link', { name: COMPANY }).click();
      await page.getByText('77123456').first().waitFor();
      await snap(page, 'journey-entity');
      const entities = await api('GET', `/api/entities?search=77123456`, kenToken);
      const entity = (entities.body.items as { companyID: string; companyNumber: string; brn: string }[])[0];
      expect(entity).toMatchObject({ companyNumber: '3301234', brn: '77123456' });
      const c = client.page;
      await c.goto(`/entities/active/${entity?.companyID}`);
      await c.getByText(COMPANY).first().waitFor();
      expect(staff.problems.filter((p) => !/status of 409/.test(p))).toEqual([]);
      expect(client.problems).toEqual([]);
    },
  );
});
