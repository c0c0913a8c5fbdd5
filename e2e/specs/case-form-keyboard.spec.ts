import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser.js';
import { signIn } from '../support/session.js';
import { api, tokenOf } from '../support/api.js';

/**
 * The case information form with the keyboard only (issue 5 point 5): a client reaches the fields,
 * the section tabs and the add-stakeholder button by Tab and arrow keys, types, and adds a holder.
 * Runs on an incorporation of its own for client.brian.
 */

let browser: Browser;
let caseID = '';
const COMPANY = 'Tung Chung Kites Limited';

/** Presses Tab until the focused element matches, as a keyboard user would. */
async function tabTo(
  page: Page,
  matches: (el: { label: string; tag: string; role: string }) => boolean,
  max = 80,
) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return { label: '', tag: '', role: '' };
      const labelled = el.getAttribute('aria-label') ?? '';
      const viaLabel = el.id ? (document.querySelector(`label[for="${el.id}"]`)?.textContent ?? '') : '';
      return {
        label: (labelled || viaLabel || el.textContent || '').trim(),
        tag: el.tagName,
        role: el.getAttribute('role') ?? '',
      };
    });
    if (matches(focused)) return;
  }
  throw new Error('never reached the element with Tab');
}

beforeAll(async () => {
  browser = await launchBrowser();
  const ken = await tokenOf('harbour.ken');
  const brian = await tokenOf('client.brian');
  const created = await api('POST', '/api/cases', ken, {
    caseType: 'MVP',
    companyEngName: COMPANY,
    client: { email: 'brian.siu@client.example', engFirstName: 'Brian', engLastName: 'Siu' },
  });
  expect(created.status).toBe(201);
  caseID = created.body.caseID as string;
  const invitations = await api('GET', `/api/cases/${caseID}/invitations`, ken);
  const [invitation] = invitations.body.items as { invitationCode: string }[];
  const linked = await api('POST', '/api/case/link', brian, {
    invitationCode: invitation!.invitationCode,
    firstName: 'Brian',
    lastName: 'Siu',
  });
  expect(linked.status).toBe(200);
});
afterAll(async () => {
  await browser.close();
});

describe('case information form with the keyboard', () => {
  it('reaches fields, tabs and buttons by keyboard and saves what is typed', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, 'client.brian');
    await page.goto(`/client/my-tasks/${caseID}`);
    await page.getByRole('tab', { name: /Company/ }).waitFor();
    await tabTo(page, (el) => el.tag === 'INPUT' && el.label.startsWith('Chinese company name'));
    await page.keyboard.type('東涌風箏有限公司');
    // The section tabs: focus the selected one, then move with the arrow keys and open with Enter.
    await tabTo(page, (el) => el.role === 'tab');
    for (let i = 0; i < 6; i += 1) {
      const name = await page.evaluate(() => document.activeElement?.textContent ?? '');
      if (/Stakeholders/.test(name)) break;
      await page.keyboard.press('ArrowRight');
    }
    await page.keyboard.press('Enter');
    await tabTo(page, (el) => el.tag === 'BUTTON' && el.label === 'Add an individual');
    await page.keyboard.press('Enter');
    await tabTo(page, (el) => el.tag === 'INPUT' && el.label.startsWith('First name (English)'));
    await page.keyboard.type('Brian');
    // Saved as typed: the server has it.
    const brian = await tokenOf('client.brian');
    await expect
      .poll(async () => (await api('GET', `/api/cases/${caseID}/information`, brian)).body.information, {
        timeout: 10_000,
      })
      .toMatchObject({
        companyChiName: '東涌風箏有限公司',
        stakeholders: [{ holderType: 'I', engFirstName: 'Brian' }],
      });
    await context.close();
  });
});
