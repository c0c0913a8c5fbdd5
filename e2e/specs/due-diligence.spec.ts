import zlib from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, snap } from '../support/browser.js';
import { signIn } from '../support/session.js';
import { api, tokenOf } from '../support/api.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/**
 * The demo data leaves Lantau Ferry Supplies at its due diligence (Ken's task): Brian Siu, his BVI
 * company Lantau Holdings (owned by Brian and Grace Yuen of Singapore) and Ivy Lam as secretary.
 */
const COMPANY = 'Lantau Ferry Supplies Limited';
const PEOPLE = ['Brian Siu', 'Lantau Holdings Ltd', 'Grace Yuen', 'Ivy Lam'];
/** A real PNG (a grey 40 × 25 image): the screening result attached as evidence. */
function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.from(type, 'ascii');
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([head, data])) >>> 0);
    return Buffer.concat([length, head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(40, 0);
  header.writeUInt32BE(25, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(40 * 3, 0x90)]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: 25 }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface TView {
  stakeholders: { holderID: string; name: string; missing: string[]; record: { version: number } | null }[];
  riskAssessment: { riskAssessment: { rating: string } } | null;
}

async function lantauCase(token: string): Promise<{ caseID: string; taskID: string }> {
  const { body } = await api('GET', '/api/tasks?tabKey=mine&status=IN_PROGRESS&pageSize=100', token);
  const task = (
    body.items as { taskID: string; caseID: string; taskActionKey: string; companyEngName: string }[]
  ).find((t) => t.companyEngName === COMPANY && t.taskActionKey === 'DD_CS_FORM');
  if (!task) throw new Error('the demo due-diligence task is missing');
  return task;
}

const viewOf = async (caseID: string, token: string) =>
  (await api('GET', `/api/cases/${caseID}/due-diligence`, token)).body as unknown as TView;

/** Records one person as the officer does: every check ticked, the UN list screened with no match. */
async function recordPerson(page: Page, name: string, evidence?: { holderID: string; file: string }) {
  await page.getByRole('button', { name: `Record due diligence of ${name}` }).click();
  const form = page.getByRole('form', { name: `Due diligence of ${name}` });
  await form.getByRole('checkbox', { name: /checked the identity document/ }).check();
  await form.getByRole('checkbox', { name: /checked the proof of address/ }).check();
  await form.getByRole('checkbox', { name: 'UN sanctions' }).check();
  await form.getByLabel('Result').selectOption('NO_MATCH');
  await form.getByLabel('Screened on').fill('2026-11-24');
  await form.getByRole('checkbox', { name: 'Name screening is done' }).check();
  if (evidence) {
    await page
      .getByTestId(`dd-form-${evidence.holderID}-upload-input`)
      .setInputFiles({ name: evidence.file, mimeType: 'image/png', buffer: png() });
    await form.getByText(evidence.file).waitFor();
  }
  await form.getByRole('button', { name: 'Save record' }).click();
  await page.getByText(`Due diligence of ${name} saved (version 1).`).waitFor();
  await form.waitFor({ state: 'detached' });
}

/** The same screen dark, in Traditional Chinese and on a phone, for a person to look at. */
async function snapLooks(username: string, path: string, name: string, ready: (page: Page) => Promise<void>) {
  const looks: [string, Record<string, string>, number][] = [
    ['dark', { 'portal.themeMode': 'dark' }, 1366],
    ['zh-HK', { 'portal.language': 'zh-HK' }, 1366],
    ['phone', {}, 390],
  ];
  for (const [look, storage, width] of looks) {
    const other = await openPage(browser, { width });
    await signIn(other.page, username);
    await other.page.evaluate((entries: Record<string, string>) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, storage);
    await other.page.goto(path);
    await ready(other.page);
    await snap(other.page, `${name}-${look}`);
    // Nothing wider than the screen, on a phone too.
    expect(
      await other.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(other.problems).toEqual([]);
    await other.context.close();
  }
}

describe('due diligence, risk review and compliance records', () => {
  it(
    'the officer records everyone (refused first, naming who is missing), a colleague rates and approves, the records are listed',
    { timeout: 300_000 },
    async () => {
      const kenToken = await tokenOf('harbour.ken');
      const { caseID } = await lantauCase(kenToken);
      const ken = await openPage(browser);
      await signIn(ken.page, 'harbour.ken');
      await ken.page.goto(`/due-diligence/${caseID}`);
      await ken.page.getByRole('heading', { level: 3, name: 'Grace Yuen' }).waitFor();
      await ken.page.getByText('0 of 4 complete').waitFor();
      await ken.page.getByText('Owner through Lantau Holdings Ltd (30%)').waitFor();
      await snap(ken.page, 'due-diligence-start');

      // Completing before any record: 18004, naming all four, and the screen stays.
      await ken.page.getByRole('button', { name: 'Complete due diligence' }).click();
      await ken.page.getByRole('dialog').getByRole('button', { name: 'Complete due diligence' }).click();
      const missing = ken.page.getByRole('list', { name: 'What is missing' });
      await missing.waitFor();
      expect(await missing.getByRole('listitem').allInnerTexts()).toEqual(PEOPLE);
      expect(new URL(ken.page.url()).pathname).toBe(`/due-diligence/${caseID}`);
      await snap(ken.page, 'due-diligence-refused-18004');

      // Brian's own identity card, previewed from his card.
      await ken.page.getByRole('button', { name: 'Preview HKID Brian Siu.pdf' }).click();
      const preview = ken.page.getByRole('dialog', { name: /Document preview/ });
      await preview.locator('[data-testid="pdf-pages"] canvas').first().waitFor();
      await snap(ken.page, 'due-diligence-preview');
      await preview.getByRole('button', { name: 'Close' }).click();
      await preview.waitFor({ state: 'hidden' });

      await recordPerson(ken.page, 'Brian Siu', { holderID: 'brian', file: 'un-screening-brian.png' });
      let view = await viewOf(caseID, kenToken);
      expect(view.stakeholders.map((s) => [s.name, s.missing])).toEqual([
        ['Brian Siu', []],
        ['Lantau Holdings Ltd', ['record']],
        ['Grace Yuen', ['record']],
        ['Ivy Lam', ['record']],
      ]);
      for (const name of PEOPLE.slice(1)) await recordPerson(ken.page, name);
      await ken.page.getByText('4 of 4 complete').waitFor();
      view = await viewOf(caseID, kenToken);
      expect(view.stakeholders.map((s) => [s.name, s.missing, s.record?.version])).toEqual(
        PEOPLE.map((name) => [name, [], 1]),
      );
      await snap(ken.page, 'due-diligence-recorded');
      await snapLooks('harbour.ken', `/due-diligence/${caseID}`, 'due-diligence', (page) =>
        page.getByRole('heading', { level: 3, name: 'Grace Yuen' }).waitFor(),
      );

      await ken.page.getByRole('button', { name: 'Complete due diligence' }).click();
      await ken.page.getByRole('dialog').getByRole('button', { name: 'Complete due diligence' }).click();
      await ken.page.waitForURL(/\/view-tasks\/complete\//);
      const after = (await api('GET', `/api/cases/${caseID}`, kenToken)).body as { step: string };
      expect(after.step).toBe('MVP_D_D_CO');
      expect(ken.problems.filter((p) => !/status of 409/.test(p))).toEqual([]);
      await ken.context.close();

      // A colleague takes the review from the case page, rates and approves it.
      const mandy = await openPage(browser);
      await signIn(mandy.page, 'harbour.mandy');
      await mandy.page.goto(`/view-cases/ongoing/${caseID}#task-list`);
      await mandy.page.getByRole('button', { name: 'Take this review' }).click();
      await mandy.page.getByRole('link', { name: 'Open: Review risk assessment' }).click();
      await mandy.page.waitForURL(
        (url) => url.pathname === `/due-diligence/${caseID}` && url.search === '?tab=risk',
      );
      await mandy.page.getByText('Choose every factor to see the rating.').waitFor();
      await mandy.page.getByLabel('Expected annual revenue').selectOption('500K_1M');
      await mandy.page.getByLabel('Source of funds').selectOption('DECLARED');
      await mandy.page.getByLabel('Delivery channel').selectOption('NON_FACE_TO_FACE');
      await mandy.page.getByText('Score 3').waitFor();
      await mandy.page
        .getByLabel(/^Reasons/)
        .fill('Declared funds from the BVI parent; owners identified, no PEPs.');
      await mandy.page.getByRole('button', { name: 'Save assessment' }).click();
      await mandy.page.getByText('Risk assessment saved (version 1).').waitFor();
      expect((await viewOf(caseID, kenToken)).riskAssessment?.riskAssessment.rating).toBe('MEDIUM');
      await snap(mandy.page, 'risk-assessment');
      await snapLooks('harbour.mandy', `/due-diligence/${caseID}?tab=risk`, 'risk-assessment', (page) =>
        page.locator('#risk-reasons').waitFor(),
      );
      await mandy.page.getByRole('button', { name: 'Approve' }).click();
      await mandy.page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
      await mandy.page.waitForURL(/\/view-tasks\/complete\//);
      expect(((await api('GET', `/api/cases/${caseID}`, kenToken)).body as { step: string }).step).toBe(
        'MVP_D_D_S',
      );

      // The records at /compliance and Brian's detail page.
      await mandy.page.goto('/compliance');
      await mandy.page.getByRole('searchbox', { name: 'Search' }).fill('Lantau Ferry Supplies');
      await mandy.page.waitForURL(/q=Lantau/);
      const table = mandy.page.getByRole('table', { name: 'Compliance records' });
      await table.getByRole('link', { name: 'Ivy Lam' }).waitFor();
      // Four people and the company's assessment (the list before the search had other cases' too).
      await expect.poll(() => table.getByRole('row').count(), { timeout: 10_000 }).toBe(1 + 5);
      expect(await table.getByText('Peak Tram Bakery Limited').count()).toBe(0);
      await snap(mandy.page, 'compliance-list');
      await table.getByRole('link', { name: 'Brian Siu' }).click();
      await mandy.page.getByRole('heading', { level: 1, name: 'Brian Siu' }).waitFor();
      await mandy.page.getByText('大嶼山渡輪用品有限公司').waitFor();
      await mandy.page.getByText('un-screening-brian.png').waitFor();
      expect(await mandy.page.getByRole('list', { name: 'Versions' }).getByRole('listitem').count()).toBe(1);
      await snap(mandy.page, 'compliance-record');
      const recordPath = new URL(mandy.page.url()).pathname;
      await snapLooks('harbour.mandy', recordPath, 'compliance-record', (page) =>
        page.getByRole('heading', { level: 1 }).waitFor(),
      );
      expect(mandy.problems).toEqual([]);
      await mandy.context.close();
    },
  );
});
