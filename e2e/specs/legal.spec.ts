import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '../support/axe.js';
import { DEMO, launchBrowser, openPage, snap } from '../support/browser.js';
import { signIn } from '../support/session.js';

/**
 * The legal texts (issue 22 point 7): linked from the footer of the sign-in page and of every signed-in
 * screen, each a modal that links to the other four, in three languages, with no serious axe finding.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('legal texts', () => {
  it('opens the privacy policy from the sign-in page, follows its links and reads it in Chinese in the dark theme', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto('/login');
    const footer = page.getByRole('navigation', { name: 'Legal' });
    await footer.getByRole('button', { name: 'Privacy policy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Privacy policy' });
    await dialog.getByRole('heading', { name: 'Access and correction' }).waitFor();
    expect(await dialog.innerText()).toContain('Personal Data (Privacy) Ordinance (Cap. 486)');
    expect(await seriousAxeFindings(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Name search terms' }).click();
    await page.getByRole('dialog', { name: 'Name search terms' }).waitFor();
    await page.getByRole('button', { name: 'Back to Privacy policy' }).click();
    await page.getByRole('dialog', { name: 'Privacy policy' }).waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await page.getByRole('button', { name: 'Choose language' }).first().click();
    await page.getByRole('menuitem', { name: '繁體中文' }).click();
    await page
      .getByRole('navigation', { name: '法律文件' })
      .getByRole('button', { name: '私隱政策' })
      .click();
    const zh = page.getByRole('dialog', { name: '私隱政策' });
    await zh.getByRole('heading', { name: '查閱及改正' }).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await snap(page, 'legal-privacy-zh-HK-dark');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('links the terms of use from the foot of a signed-in screen, at phone width too', async () => {
    const { page, context, problems } = await openPage(browser, { width: 390 });
    await signIn(page, DEMO.GU.username);
    await page
      .getByRole('navigation', { name: 'Legal' })
      .getByRole('button', { name: 'Disclaimer and terms of use' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Disclaimer and terms of use' });
    await dialog.getByRole('navigation', { name: 'Other legal texts' }).waitFor();
    expect(await dialog.innerText()).toContain('Companies Ordinance (Cap. 622)');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await snap(page, 'legal-terms-390-en');
    expect(problems).toEqual([]);
    await context.close();
  });
});
