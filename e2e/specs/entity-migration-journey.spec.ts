import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventCompany } from '../../apps/server/src/modules/recognition/fixtures/invented-company.js';
import {
  fillNnc1,
  makeNnc1Lookalike,
} from '../../apps/server/src/modules/recognition/fixtures/nnc1-fixture.js';
import { launchBrowser, openPage, snap } from '../support/browser.js';
import { api, tokenOf } from '../support/api.js';
import { expectStep, linkFromDashboard, mailedCode } from '../support/journey.js';
import { pathOf, signIn } from '../support/session.js';

/**
 * Taking over a company (issue 17 point 5): Ken drops the company's NNC1 (filled digitally, its
 * contact e-mail missing its domain) on the entity form, accepts the recognition terms, checks the
 * values beside the page and fills the form with them, corrects the e-mail the reader was unsure of,
 * types what an NNC1 cannot say (company number, BRN, incorporation and last return dates) and
 * completes. Daniel links the case with the mailed code; the company is then an active entity with
 * its members and officers in its registers and the next return date after the last one filed.
 */

let browser: Browser;
let caseID = '';
const COMPANY = 'STANLEY HARBOUR HOLDINGS LIMITED';
const DANIEL_EMAIL = 'daniel.ng@client.example';
const company = { ...inventCompany(1717), engName: COMPANY, email: 'info@stanleyharbour' };

beforeAll(async () => {
  browser = await launchBrowser();
  const ken = await tokenOf('harbour.ken');
  const opened = await api('POST', '/api/cases', ken, {
    caseType: 'EM',
    companyEngName: 'Stanley Harbour Holdings Limited',
    client: { email: DANIEL_EMAIL, engFirstName: 'Daniel', engLastName: 'Ng' },
  });
  expect(opened.status).toBe(201);
  caseID = opened.body.caseID as string;
});
afterAll(async () => {
  await browser.close();
});

describe('entity migration', () => {
  it('prefills the entity form from an NNC1, completes it, and the linked company is an active entity', async () => {
    const pdf = Buffer.from(await fillNnc1(await makeNnc1Lookalike(), company, { flatten: false }));
    const { page, problems } = await openPage(browser);
    await signIn(page, 'harbour.ken');
    await page.goto(`/entity-migration/${caseID}`);
    await page.getByRole('heading', { level: 1, name: 'Entity information' }).waitFor();

    // The terms come first; the read starts once they are accepted.
    await page.getByTestId('recognition-input').setInputFiles({
      name: 'stanley-harbour-nnc1.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    const terms = page.getByRole('dialog');
    await terms.getByRole('heading', { name: 'Entity migration form recognition terms' }).waitFor();
    await terms.getByRole('button', { name: 'I accept' }).click();

    // The values beside the page, the unsure e-mail flagged.
    const review = page.getByRole('heading', { name: /^Read from the NNC1/ });
    await review.waitFor({ timeout: 60_000 });
    await expect.poll(() => page.getByText('Check this value').count()).toBeGreaterThan(0);
    await snap(page, 'entity-migration-review');
    // The page the selected value was read from, drawn beside the values.
    // (pdf.js draws it in the browser: a loaded machine takes its time over a first page.)
    await page.getByRole('img', { name: /^Page \d+ of the form you chose/ }).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: /^Fill the form with \d+ values$/ }).click();

    // Filled in, each value marked with its page; the e-mail is corrected by hand.
    const name = page.getByLabel('English company name');
    await expect.poll(() => name.inputValue()).toBe(COMPANY);
    await page.getByRole('tab', { name: /^Contact person/ }).click();
    const email = page.getByLabel('E-mail', { exact: true });
    await expect.poll(() => email.inputValue()).toBe('info@stanleyharbour');
    await email.fill('info@stanleyharbour.example.com');
    // The NNC1 gives the company's e-mail and telephone, not whom to contact.
    await page.getByLabel("Contact person's name").fill('Daniel Ng');

    // What an NNC1 cannot say: the company's registration and its filing history.
    await page.getByRole('tab', { name: /^Company/ }).click();
    await page.getByLabel('Company number').fill('3012345');
    await page.getByLabel('Business registration number (8 digits)').fill('71234567');
    await page.getByLabel('Date of incorporation').fill('2019-03-15');
    await page.getByLabel('Return date of the last annual return filed').fill('2025-03-15');
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved at \d\d:\d\d:\d\d$/ })
      .waitFor();
    await snap(page, 'entity-migration-form');

    await page.getByRole('button', { name: 'Complete' }).click();
    await page
      .getByText("Entity information completed. The client's invitation code was e-mailed to them.")
      .waitFor();
    await expect.poll(() => pathOf(page)).toMatch(new RegExp(`/${caseID}`));
    expect(problems).toEqual([]);

    // Daniel links it with the code he was mailed; the migration completes.
    // The case now carries the name as the form gives it.
    const code = await mailedCode(DANIEL_EMAIL, COMPANY);
    const client = await openPage(browser);
    await signIn(client.page, 'client.daniel');
    await linkFromDashboard(client.page, code, 'Daniel', 'Ng');
    const ken = await tokenOf('harbour.ken');
    await expectStep(caseID, ken, 'COMPLETED');

    // The active entity: its particulars, its next return date, its registers' first entries.
    const entities = await api('GET', `/api/entities?search=${encodeURIComponent('Stanley Harbour')}`, ken);
    expect(entities.status).toBe(200);
    const entity = (entities.body.items as { companyID: string; companyEngName: string }[]).find(
      (e) => e.companyEngName.toUpperCase() === COMPANY,
    );
    expect(entity).toBeDefined();
    const detail = await api('GET', `/api/entities/${entity!.companyID}`, ken);
    expect(detail.body).toMatchObject({
      status: 'ACTIVE',
      particulars: {
        companyNumber: '3012345',
        brn: '71234567',
        incorporationDate: '2019-03-15',
        // The return after the last one filed (15 March 2025) is made up to the next anniversary.
        nextReturnDate: '2026-03-15',
      },
    });
    const holders = detail.body.stakeholders as { roles: string[] }[];
    expect(holders.filter((h) => h.roles.includes('isShareHolder'))).toHaveLength(company.members.length);
    expect(holders.filter((h) => h.roles.includes('isDirector'))).toHaveLength(company.directors.length);
    expect(holders.filter((h) => h.roles.includes('isComSec'))).toHaveLength(1);
    const registers = await api('GET', `/api/entities/${entity!.companyID}/registers`, ken);
    const entries = registers.body.entries as { register: string; holderID: string; from: string }[];
    const holdersIn = (register: string) =>
      new Set(entries.filter((e) => e.register === register).map((e) => e.holderID)).size;
    expect(holdersIn('MEMBERS')).toBe(company.members.length);
    expect(holdersIn('DIRECTORS')).toBe(company.directors.length);
    // The registers begin with the company's records as taken over, dated from its incorporation.
    expect(new Set(entries.map((e) => e.from))).toEqual(new Set(['2019-03-15']));
  });
});
