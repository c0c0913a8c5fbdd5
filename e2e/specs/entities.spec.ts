import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, openPage, snap } from '../support/browser.js';
import { pathOf, signIn } from '../support/session.js';
import { api, tokenOf } from '../support/api.js';

/*
 * The entity screens over the demo data: Lantau Ferry Services (Harbour; a corporate shareholder;
 * identity numbers and residential addresses on record; no case) is archived and restored here, so
 * other specs' companies stay as they are. Harbour Tea has an open renewal: archiving it is refused.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const LANTAU = 'Lantau Ferry Services Limited';

async function companyID(username: string, name: string, status = 'ACTIVE'): Promise<string> {
  const { status: code, body } = await api(
    'GET',
    `/api/entities?status=${status}&search=${encodeURIComponent(name)}`,
    await tokenOf(username),
  );
  expect(code).toBe(200);
  const [first] = body.items as { companyID: string }[];
  if (!first) throw new Error(`${name} is not among ${username}'s ${status} entities`);
  return first.companyID;
}

/** A one-page certificate, so the preview draws something. */
async function certificate(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([420, 595]);
  const font = await document.embedFont(StandardFonts.HelveticaBold);
  page.drawRectangle({
    x: 30,
    y: 30,
    width: 360,
    height: 535,
    borderColor: rgb(0.1, 0.2, 0.5),
    borderWidth: 6,
  });
  page.drawText('CERTIFICATE OF INCORPORATION', { x: 60, y: 480, size: 16, font, color: rgb(0.1, 0.2, 0.5) });
  page.drawText(LANTAU, { x: 60, y: 440, size: 14, font });
  return Buffer.from(await document.save());
}

/** The firm files the company's certificate with the company's id (POST /api/file/upload, companyID). */
async function uploadCertificate(entityID: string): Promise<void> {
  const form = new FormData();
  form.append('companyID', entityID);
  form.append(
    'file',
    new Blob([new Uint8Array(await certificate())], { type: 'application/pdf' }),
    'certificate-of-incorporation.pdf',
  );
  const response = await fetch(`${baseURL()}/api/file/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await tokenOf('harbour.ken')}` },
    body: form,
  });
  expect(response.status).toBe(200);
}

function canvasHasInk(page: Page): Promise<boolean> {
  return page
    .locator('[data-testid="pdf-pages"] canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement) => {
      const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
      for (let i = 0; i < data.length; i += 4) {
        if (data[i + 3]! > 0 && (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200)) return true;
      }
      return false;
    });
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

describe('entities', () => {
  it('a company secretary finds a company, reads its records and previews its certificate', async () => {
    const lantau = await companyID('harbour.ken', LANTAU);
    await uploadCertificate(lantau);
    const { page, context, problems } = await openPage(browser);
    await signIn(page, 'harbour.ken');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Entities' }).click();
    await menu.getByRole('link', { name: 'Active', exact: true }).click();
    await page.waitForURL('**/entities/active');
    const table = page.getByRole('table', { name: 'Active entities' });
    await table.getByText('Harbour Tea Limited').waitFor();
    expect(await table.innerText()).toContain(LANTAU);
    await snap(page, 'entities-active-list');

    // The search lives in the address and survives a reload.
    await page.getByRole('searchbox', { name: 'Search' }).fill('Lantau');
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('Lantau');
    await page.reload();
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await table.getByRole('link', { name: /Lantau Ferry Services Limited/ }).click();
    await page.waitForURL(`**/entities/active/${lantau}`);
    await page.getByRole('heading', { name: /Lantau Ferry Services Limited/ }).waitFor();
    expect(await page.getByText('Registered office').count()).toBe(1);
    // Linked clients are avatar chips that open a chat.
    await page.getByRole('button', { name: 'Message Alice Leung' }).waitFor();

    await tab(page, 'Stakeholders').click();
    expect(new URL(page.url()).searchParams.get('tabValue')).toBe('stakeholders');
    const holders = page.getByRole('table', { name: 'Stakeholders' });
    await holders.getByText('A123456(3)').first().waitFor();
    expect(await holders.getByText('SCR').count()).toBeGreaterThan(0);
    await snap(page, 'entity-stakeholders');
    await holders.getByRole('button', { name: 'Open the record of Raymond Lau' }).click();
    const dialog = page.getByRole('dialog', { name: 'Raymond Lau' });
    await dialog.getByText('Z987654(1)').waitFor();
    await dialog.getByText('3 Repulse Bay Road, Repulse Bay, Hong Kong').waitFor();
    await dialog.getByRole('link', { name: 'Version 1' }).waitFor();
    await snap(page, 'entity-holder-dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await tab(page, 'Documents').click();
    const docs = page.getByRole('table', { name: 'Documents' });
    await docs.getByText('certificate-of-incorporation.pdf').first().waitFor();
    await docs.getByRole('button', { name: 'Preview certificate-of-incorporation.pdf' }).click();
    const preview = page.getByRole('dialog', { name: /Document preview|docPreview/ });
    await page.locator('[data-testid="pdf-pages"] canvas').first().waitFor();
    await expect.poll(() => canvasHasInk(page)).toBe(true);
    await snap(page, 'entity-document-preview');
    await preview.getByRole('button', { name: 'Close' }).click();

    await tab(page, 'History').click();
    await page.getByText('Moved to the firm').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('archiving a company with an open case is refused in the dialog; nothing changes', async () => {
    const tea = await companyID('harbour.ken', 'Harbour Tea Limited');
    const { page, context, problems } = await openPage(browser);
    await signIn(page, 'harbour.ken');
    await page.goto(`/entities/active/${tea}`);
    await page.getByRole('button', { name: 'Archive' }).click();
    const dialog = page.getByRole('dialog', { name: 'Archive Harbour Tea Limited?' });
    await dialog.getByLabel(/Why is it archived/).fill('Moving to another secretary.');
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await dialog
      .getByText('This company still has open cases. Complete or cancel them before archiving the company.')
      .waitFor();
    await snap(page, 'entity-archive-refused');
    const { body } = await api('GET', `/api/entities/${tea}`, await tokenOf('harbour.ken'));
    expect(body.status).toBe('ACTIVE');
    expect((body.history as unknown[]).some((h) => (h as { kind: string }).kind === 'ARCHIVED')).toBe(false);
    // The refusal's 409 is logged by the browser as a failed load; nothing else may go wrong.
    expect(problems.filter((p) => !/status of 409/.test(p))).toEqual([]);
    await context.close();
  });

  it('archives a company with its reason; it moves to the archive with its former holders, then is restored', async () => {
    const lantau = await companyID('harbour.ken', LANTAU);
    const ken = await openPage(browser);
    await signIn(ken.page, 'harbour.ken');
    await ken.page.goto(`/entities/active/${lantau}`);
    await ken.page.getByRole('button', { name: 'Archive' }).click();
    const dialog = ken.page.getByRole('dialog', { name: `Archive ${LANTAU}?` });
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await dialog.getByText('Say why the company is archived.').waitFor();
    await dialog
      .getByLabel(/Why is it archived/)
      .fill('The ferry licence was surrendered; the client closed the business.');
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await ken.page.getByText(/This company was archived on/).waitFor();
    await ken.page.getByRole('button', { name: 'Restore' }).waitFor();
    // Recorded: the status, the archive date and the history entry with its reason.
    const token = await tokenOf('harbour.ken');
    const archived = await api('GET', `/api/entities/${lantau}`, token);
    expect(archived.body).toMatchObject({ status: 'ARCHIVED' });
    expect((archived.body.history as { kind: string; reason: string }[])[0]).toMatchObject({
      kind: 'ARCHIVED',
      reason: 'The ferry licence was surrendered; the client closed the business.',
    });
    expect(await companyID('harbour.ken', LANTAU, 'ARCHIVED')).toBe(lantau);
    const active = await api('GET', `/api/entities?search=Lantau`, token);
    expect(active.body.items).toEqual([]);

    // The archive lists it with its former holders; one opens that holder's page.
    const menu = ken.page.getByRole('navigation', { name: 'Main menu' });
    // On a company's page the Entities fold-out is already open; a click would fold it away.
    const entities = menu.getByRole('button', { name: 'Entities' });
    if ((await entities.getAttribute('aria-expanded')) !== 'true') await entities.click();
    await menu.getByRole('link', { name: 'Archive', exact: true }).click();
    await ken.page.waitForURL('**/entities/archive');
    const list = ken.page.getByRole('table', { name: 'Archived entities' });
    await list.getByText('Shek O Surf Limited').waitFor();
    await snap(ken.page, 'entities-archive-list');
    await list
      .getByRole('list', { name: `Former holders of ${LANTAU}` })
      .getByRole('link', { name: 'Raymond Lau' })
      .click();
    await ken.page.waitForURL(`**/entities/archive/${lantau}/raymond`);
    await ken.page.getByText('Z987654(1)').waitFor();
    await ken.page
      .getByRole('list', { name: 'Other holders' })
      .getByRole('link', { name: 'Island Holdings Limited' })
      .waitFor();
    await snap(ken.page, 'entity-archived-holder');
    expect(ken.problems).toEqual([]);

    // The linked client sees the archived company too, masked, without compliance records or Restore.
    const alice = await openPage(browser);
    await signIn(alice.page, 'client.alice');
    await alice.page.goto(`/entities/archive/${lantau}/raymond`);
    await alice.page.getByText('Z987', { exact: true }).waitFor();
    expect(await alice.page.getByText('Z987654(1)').count()).toBe(0);
    expect(await alice.page.getByText('Repulse Bay Road').count()).toBe(0);
    expect(await alice.page.getByText('Due diligence').count()).toBe(0);
    expect(await alice.page.getByRole('button', { name: 'Restore' }).count()).toBe(0);
    await snap(alice.page, 'entity-archived-holder-client');
    // Need-to-know (ADR 0027): another holder's number reaches her masked; her own, whole.
    const masked = JSON.stringify(
      (await api('GET', `/api/entities/${lantau}`, await tokenOf('client.alice'))).body,
    );
    expect(masked).not.toContain('Z987654');
    expect(masked).toContain('A123456(3)');
    expect(alice.problems).toEqual([]);
    await alice.context.close();

    // Restored from the holder's page: back on the company's page, active again.
    await ken.page.getByRole('button', { name: 'Restore' }).click();
    const restore = ken.page.getByRole('dialog', { name: `Restore ${LANTAU}?` });
    await restore.getByLabel('Note').fill('The client reopened the service.');
    await restore.getByRole('button', { name: 'Restore' }).click();
    await ken.page.waitForURL(`**/entities/active/${lantau}`);
    await ken.page.getByRole('button', { name: 'Archive' }).waitFor();
    const restored = await api('GET', `/api/entities/${lantau}`, token);
    expect(restored.body.status).toBe('ACTIVE');
    expect((restored.body.history as { kind: string }[]).map((h) => h.kind).slice(0, 2)).toEqual([
      'RESTORED',
      'ARCHIVED',
    ]);
    expect(ken.problems).toEqual([]);
    await ken.context.close();
  });

  it('another firm’s administrator finds nothing at the company’s address', async () => {
    const lantau = await companyID('harbour.ken', LANTAU);
    const { page, context } = await openPage(browser);
    await signIn(page, 'kowloon.admin');
    await page.goto(`/entities/active/${lantau}`);
    await page.getByRole('heading', { name: 'Company not found' }).waitFor();
    expect(pathOf(page)).toBe(`/entities/active/${lantau}`);
    const refused = await api('POST', `/api/entities/${lantau}/archive`, await tokenOf('kowloon.admin'), {
      reason: 'Not ours.',
    });
    expect(refused.status).toBe(404);
    await context.close();
  });

  it.each([
    { name: 'dark', theme: 'dark', language: 'en' },
    { name: 'zh-HK', theme: 'light', language: 'zh-HK' },
  ])('draws the company page $name without sideways overflow', async (look) => {
    const lantau = await companyID('harbour.ken', LANTAU);
    const { page, context, problems } = await openPage(browser, { width: 1280 });
    await signIn(page, 'harbour.ken');
    await page.evaluate(
      ({ theme, language }) => {
        localStorage.setItem('portal.themeMode', theme);
        localStorage.setItem('portal.language', language);
      },
      { theme: look.theme, language: look.language },
    );
    await page.goto(`/entities/active/${lantau}?tabValue=stakeholders`);
    await page.getByText('A123456(3)').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(look.language);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await snap(page, `entity-stakeholders-${look.name}`);
    // The deadlines the engine works out from the records, in the reader's language.
    await page.getByRole('tab', { name: look.language === 'en' ? 'Deadlines' : '法定期限' }).click();
    const deadlines = page.getByRole('table', { name: look.language === 'en' ? 'Deadlines' : '法定期限' });
    await deadlines
      .getByText(look.language === 'en' ? 'Annual return (Form NAR1)' : '周年申報表（表格NAR1）', {
        exact: true,
      })
      .waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await snap(page, `entity-deadlines-${look.name}`);
    await page.goto('/entities/active');
    await page.getByText(LANTAU).waitFor();
    await snap(page, `entities-active-list-${look.name}`);
    expect(problems).toEqual([]);
    await context.close();
  });
});
