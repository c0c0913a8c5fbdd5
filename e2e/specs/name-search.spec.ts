import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SDN_CSV, UN_XML } from '../../apps/server/src/test/list-files-kit.js';
import { DEMO, DEMO_PASSWORD, launchBrowser } from '../support/browser.js';
import { startOwnServer, type TOwnServer } from '../support/own-server.js';
import { freshTotpCode, TOTP_SECRETS } from '../support/totp.js';
import { pathOf } from '../support/session.js';

/**
 * Name screening (issue 20 points 5 and 6) on a server of its own, whose sanctions lists were loaded
 * by the operator's CLI before it started: loaded lists make every due diligence screen by real
 * searches, which the other specs' journeys do not do. The lists are small made-up files in the UN's
 * and OFAC's formats (the server's own test kit).
 */

let browser: Browser;
let server: TOwnServer;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startOwnServer({
    command: 'screening-import',
    files: { 'consolidated.xml': UN_XML, 'sdn.csv': SDN_CSV },
  });
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

async function signedIn(username: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 1366, height: 900 },
  });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel(/username or e-mail/i).fill(username);
  await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // SMOOOTH signs in with the demo's authenticator secret (ADR 0029).
  if (TOTP_SECRETS[username]) {
    await page.getByLabel(/authenticator code/i).fill(await freshTotpCode(username));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

/** The demo's case at its due diligence (Ken's task): Lantau Ferry Supplies. */
async function lantauCaseID(): Promise<string> {
  const call = async (path: string, init: RequestInit = {}) =>
    (await (await fetch(`${server.baseURL}${path}`, init)).json()) as Record<string, unknown>;
  const login = await call('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: DEMO.COM_SEC.username, password: DEMO_PASSWORD }),
  });
  const tasks = await call('/api/tasks?tabKey=mine&status=IN_PROGRESS&pageSize=100', {
    headers: { Authorization: `Bearer ${String(login.accessToken)}` },
  });
  const task = (tasks.items as { caseID: string; taskActionKey: string; companyEngName: string }[]).find(
    (t) => t.companyEngName === 'Lantau Ferry Supplies Limited' && t.taskActionKey === 'DD_CS_FORM',
  );
  if (!task) throw new Error('the demo due-diligence task is missing');
  return task.caseID;
}

/** Accepts the name-search terms if they are shown (once per user). */
async function acceptTermsIfAsked(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Name search terms' });
  await Promise.race([dialog.waitFor(), page.getByText('You accepted the name search terms.').waitFor()]);
  if (await dialog.isVisible()) {
    await dialog.getByRole('button', { name: 'I accept' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
}

describe('name search', () => {
  it('screens a person, records the decision on the hit with who and when, prints it and finds it in the history', async () => {
    const page = await signedIn(DEMO.COM_SEC.username);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'New name search' })
      .click();
    // First use: the terms open over the page, and are accepted once.
    const terms = page.getByRole('dialog', { name: 'Name search terms' });
    await terms.getByText('A hit is not a finding').waitFor();
    await terms.getByRole('button', { name: 'I accept' }).click();
    await page.getByText('You accepted the name search terms.').waitFor();
    await page.getByRole('heading', { level: 1, name: 'New name search' }).waitFor();
    const lists = page.getByRole('list', { name: 'Lists searched' });
    await lists.getByText('UN Security Council Consolidated List').waitFor();
    expect(await lists.getByText('published 2026-11-20').count()).toBe(1);

    // Spec §5: both English names, each named when missing.
    await page.getByLabel(/English first name/).fill('Won Ho');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page
      .getByText('Enter the English last name, or choose the full name in Chinese or another script.')
      .waitFor();
    await page.getByLabel(/English last name/).fill('Ri');
    await page.getByLabel(/Date of birth/).fill('1964-07-17');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/name-search\/history\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: 'Name search: Won Ho Ri' }).waitFor();
    await page.getByText('Hits to decide').first().waitFor();

    const party = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: /RI WON HO/i }) });
    await party.getByText('Ref. KPi.033').waitFor();
    expect(await party.locator('mark').count()).toBeGreaterThan(0);
    await party.getByText(/Date of birth 1964-07-17 agrees/).waitFor();
    await party.getByRole('button', { name: 'Entry details' }).click();
    await party.getByText('Pyongyang', { exact: false }).first().waitFor();

    const form = page.getByRole('form', { name: /^Decision on RI WON HO/i });
    await form.getByRole('radio', { name: 'False positive' }).check();
    await form.getByRole('button', { name: 'Record decision' }).click();
    await form.getByText('Say why it is a false positive.').waitFor();
    await form.getByLabel(/Reason/).fill('Our client is a Hong Kong resident born in 1990; passport seen.');
    await form.getByRole('button', { name: 'Record decision' }).click();
    await party.getByText(/^By Ken Lau, \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/).waitFor();
    await page
      .getByRole('table', { name: 'Decisions' })
      .getByText('Our client is a Hong Kong resident')
      .waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Print record' }).click();
    const pdf = await download;
    const bytes = await (await pdf.createReadStream()).toArray();
    expect(
      Buffer.concat(bytes as Buffer[])
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const recordPath = pathOf(page);
    await page.getByRole('link', { name: 'Search history' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Name search history' }).waitFor();
    await page.getByLabel('Outcome').selectOption('CLEARED');
    await page.waitForURL(/outcome=CLEARED/);
    const table = page.getByRole('table', { name: 'Name searches' });
    await table.getByRole('link', { name: 'Won Ho Ri' }).waitFor();
    expect(await table.getByRole('link', { name: 'Won Ho Ri' }).getAttribute('href')).toBe(recordPath);
    await page.getByLabel('Outcome').selectOption('ESCALATED');
    await page.getByText('No search matches these filters.').waitFor();
  });

  it('finds a company written in Chinese characters and escalates the possible match', async () => {
    const page = await signedIn(DEMO.SYSTEM_ADMIN.username);
    await page.goto('/name-search/add');
    await acceptTermsIfAsked(page);
    await page.getByRole('radio', { name: 'Corporate' }).check();
    await page.getByLabel(/Full company name/).fill('港龍船務有限公司');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/name-search\/history\/[0-9a-f-]{36}$/);
    const heading = page.getByRole('heading', { level: 3, name: /HARBOUR & DRAGON SHIPPING/ });
    await heading.waitFor();
    const form = page.getByRole('form', { name: /^Decision on HARBOUR & DRAGON SHIPPING/ });
    await form.getByRole('radio', { name: 'Possible match — escalate' }).check();
    await form.getByLabel(/Reason/).fill('Same Chinese name and a Wan Chai address on the client’s papers.');
    await form.getByRole('button', { name: 'Record decision' }).click();
    await page.getByText('Possible match — escalated').first().waitFor();
    await page.getByText('Escalated', { exact: true }).first().waitFor();
  });

  it('screens every person of a due diligence at once', async () => {
    const page = await signedIn(DEMO.COM_SEC.username);
    await page.goto(`/due-diligence/${await lantauCaseID()}`);
    await page.getByRole('button', { name: 'Screen everyone' }).click();
    // The terms first, for a user who has not accepted them yet (this spec's first test did).
    const done = page.getByText(/searches? run: /);
    const terms = page.getByRole('dialog', { name: 'Name search terms' });
    await Promise.race([done.waitFor(), terms.waitFor()]);
    if (await terms.isVisible()) await terms.getByRole('button', { name: 'I accept' }).click();
    await done.waitFor();
    const people = page.getByRole('list', { name: 'People owed due diligence' });
    expect(await people.getByText('Not screened yet.').count()).toBe(0);
    expect(
      await people.getByRole('link', { name: /^Latest search .*: the record of / }).count(),
    ).toBeGreaterThan(0);
  });

  it('tells SMOOOTH why a list file is refused, the version in force staying', async () => {
    const page = await signedIn(DEMO.SMOOOTH.username);
    await page.goto('/name-search/add');
    await acceptTermsIfAsked(page);
    await page.getByRole('button', { name: 'Load list files' }).click();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'consolidated.xml',
      mimeType: 'text/xml',
      buffer: Buffer.from(UN_XML.slice(0, UN_XML.indexOf('</INDIVIDUALS>'))),
    });
    await page.getByRole('button', { name: 'Import 1 file' }).click();
    await page.getByText(/nothing was imported/).waitFor();
    const lists = page.getByRole('list', { name: 'Lists searched' });
    expect(await lists.getByText('published 2026-11-20').count()).toBe(1);
  });

  it('never shows name search to a client', async () => {
    const page = await signedIn(DEMO.GU.username);
    expect(
      await page.getByRole('navigation', { name: 'Main menu' }).getByText('New name search').count(),
    ).toBe(0);
    await page.goto('/name-search/history');
    await page.waitForURL((url) => url.pathname === '/dashboard/client');
  });
});
