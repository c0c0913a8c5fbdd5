import zlib from 'node:zlib';
import { PDFDocument, rgb } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, snap, waitForMail } from '../support/browser.js';
import { signIn } from '../support/session.js';
import { api, tokenOf } from '../support/api.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

// A name of its own, so this case and its invitation mail cannot be mistaken for another spec's.
const COMPANY = `Lamma Uploads ${Date.now().toString(36).toUpperCase()} Limited`;
const CARMEN_EMAIL = 'carmen.kwok@client.example';

/** A real PNG (a solid rectangle); `padding` bytes after IEND make it slow to send when throttled. */
function png(padding = 0): Buffer {
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
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(40 * 3, 0x60)]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: 25 }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
    Buffer.alloc(padding),
  ]);
}

/** A one-page PDF with a dark band, so a drawn page has pixels that are not white. */
async function pdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([420, 595]);
  page.drawRectangle({ x: 40, y: 460, width: 340, height: 80, color: rgb(0.1, 0.2, 0.5) });
  page.drawRectangle({ x: 40, y: 80, width: 340, height: 340, borderColor: rgb(0, 0, 0), borderWidth: 4 });
  return Buffer.from(await document.save());
}

/** The start of a Linux executable, under a PDF's name: the server must judge it by its content. */
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 0)]);

/** Ken opens a case for Daniel; Daniel names Carmen a shareholder and submits; Carmen links. */
async function stakeholderSituation(): Promise<{ caseID: string }> {
  const ken = await tokenOf('harbour.ken');
  const opened = await api('POST', '/api/cases', ken, {
    caseType: 'MVP',
    companyEngName: COMPANY,
    client: { email: 'daniel.ng@client.example', engFirstName: 'Daniel', engLastName: 'Ng' },
  });
  expect(opened.status).toBe(201);
  const caseID = opened.body.caseID as string;
  const invitations = await api('GET', `/api/cases/${caseID}/invitations`, ken);
  const [invitation] = invitations.body.items as { invitationCode: string }[];
  const daniel = await tokenOf('client.daniel');
  const linked = await api('POST', '/api/case/link', daniel, {
    invitationCode: invitation!.invitationCode,
    firstName: 'Daniel',
    lastName: 'Ng',
  });
  expect(linked.status).toBe(200);
  const saved = await api('PUT', `/api/cases/${caseID}/information`, daniel, {
    companyEngName: COMPANY,
    companyChiName: '南丫上載有限公司',
    businessNature: 'BN001',
    regOfficeAddress: { engStreet: '3 Main Street', engDistrict: 'Sok Kwu Wan', country: 'HKG' },
    shareCapitalCurrency: 'HKD',
    totalNumOfOrdShare: 10000,
    contactPerson: { name: 'Daniel Ng', email: 'daniel.ng@client.example' },
    stakeholders: [
      {
        holderID: 'daniel',
        holderType: 'I',
        engFirstName: 'Daniel',
        engLastName: 'Ng',
        isDirector: true,
        isShareHolder: true,
        isComSec: true,
        ordinaryShares: 7000,
      },
      {
        holderID: 'carmen',
        holderType: 'I',
        engFirstName: 'Carmen',
        engLastName: 'Kwok',
        email: CARMEN_EMAIL,
        isShareHolder: true,
        ordinaryShares: 3000,
      },
    ],
  });
  expect(saved.status).toBe(200);
  const tasks = await api('GET', `/api/tasks?caseID=${caseID}&tabKey=mine&status=IN_PROGRESS`, daniel);
  const poc = (tasks.body.items as { taskID: string; taskActionKey: string }[]).find(
    (t) => t.taskActionKey === 'POC_FORM',
  );
  expect((await api('POST', `/api/tasks/${poc!.taskID}/complete`, daniel, {})).status).toBe(200);
  const mail = await waitForMail(CARMEN_EMAIL, (m) => m.text.includes(COMPANY));
  const code = /invitation code: ([A-Z0-9]{8})/.exec(mail.text)?.[1];
  expect(code).toBeDefined();
  const carmen = await tokenOf('client.carmen');
  const carmenLinked = await api('POST', '/api/case/link', carmen, {
    invitationCode: code,
    firstName: 'Carmen',
    lastName: 'Kwok',
  });
  expect(carmenLinked.status).toBe(200);
  return { caseID };
}

/** Whether a canvas holds pixels that are neither white nor transparent (a page was drawn). */
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

/** Uploads a large PNG with the upload throttled, so its row stays in progress for the picture. */
async function startSlowUpload(page: Page, field: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 60_000,
  });
  await page
    .getByTestId(`${field}-input`)
    .setInputFiles({ name: 'bank-statement.png', mimeType: 'image/png', buffer: png(3_000_000) });
  await page.getByRole('progressbar', { name: /bank-statement\.png/ }).waitFor();
  await expect
    .poll(() => page.getByRole('progressbar', { name: /bank-statement\.png/ }).getAttribute('aria-valuenow'))
    .toMatch(/^[1-9]\d?$/);
  return cdp;
}

/** Scrolls a document field to the top of the window for a picture. */
async function showUploads(page: Page, field: string) {
  await page.locator(`#${field}-label`).evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.evaluate(() => window.scrollBy(0, -100));
}

describe('shared file uploader and document preview', () => {
  it('uploads through the widget, refuses what it must, and previews a PDF and an image', async () => {
    const { caseID } = await stakeholderSituation();
    const screenPath = `/stakeholder-identification/${caseID}/carmen`;
    const pdfBytes = await pdf();

    const { page, context, problems } = await openPage(browser);
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/file/upload'))
        uploads.push(request.url());
    });
    await signIn(page, 'client.carmen');
    await page.goto(screenPath);
    await page.getByRole('heading', { level: 1, name: 'Stakeholder identification' }).waitFor();

    // Two files chosen at once: two requests, both listed with their names.
    await page.getByTestId('sh-idDocs-input').setInputFiles([
      { name: 'hkid.png', mimeType: 'image/png', buffer: png() },
      { name: 'passport.pdf', mimeType: 'application/pdf', buffer: pdfBytes },
    ]);
    await page.getByRole('button', { name: 'hkid.png', exact: true }).waitFor();
    await page.getByRole('button', { name: 'passport.pdf', exact: true }).waitFor();
    expect(uploads).toHaveLength(2);

    // An executable named like a PDF: sent, refused by the server for its content, Retry offered.
    await page
      .getByTestId('sh-idDocs-input')
      .setInputFiles({ name: 'id-card.pdf', mimeType: 'application/pdf', buffer: ELF });
    const refused = page.locator('li').filter({ hasText: 'id-card.pdf' });
    await refused.getByText(/This file type is not supported/).waitFor();
    await refused.getByRole('button', { name: 'Retry id-card.pdf' }).waitFor();
    expect(uploads).toHaveLength(3);

    // 25,000,000 bytes is at the limit: refused in the browser, never sent.
    await page
      .getByTestId('sh-resAddress-supDoc-input')
      .setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(25_000_000) });
    const tooBig = page.locator('li').filter({ hasText: 'scan.pdf' });
    await tooBig.getByText('The file is too large: 25 MB. Files must be smaller than 25 MB.').waitFor();
    expect(await tooBig.getByRole('button', { name: /Retry/ }).count()).toBe(0);
    expect(uploads).toHaveLength(3);

    // A picture of the form with a failed, a done and a running upload.
    const cdp = await startSlowUpload(page, 'sh-idDocs');
    await showUploads(page, 'sh-idDocs');
    await snap(page, 'files-uploader-light');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    // The PDF is drawn page by page on canvases, 800 px high where the window has room for it.
    await page.setViewportSize({ width: 1366, height: 1100 });
    await page.getByRole('button', { name: 'Preview passport.pdf' }).click();
    const dialog = page.getByRole('dialog', { name: /Document preview/ });
    await dialog.getByRole('img', { name: 'Page 1 of 1' }).waitFor();
    await expect.poll(() => canvasHasInk(page)).toBe(true);
    const height = await dialog
      .locator('.MuiDialogContent-root')
      .evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBe(800);
    await snap(page, 'files-preview-pdf-light');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The PNG as an image, decoded by the browser.
    await page.getByRole('button', { name: 'Preview hkid.png' }).click();
    const image = dialog.getByRole('img', { name: 'hkid.png' });
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The refused executable logs its 415 as a failed resource load; nothing else may go wrong.
    expect(problems.filter((problem) => !/status of 415/.test(problem))).toEqual([]);
    await context.close();

    // The same screens dark and in Traditional Chinese.
    const looks: [string, Record<string, string>][] = [
      ['dark', { 'portal.themeMode': 'dark' }],
      ['zh-HK', { 'portal.language': 'zh-HK' }],
    ];
    for (const [name, storage] of looks) {
      const other = await openPage(browser);
      await signIn(other.page, 'client.carmen');
      await other.page.evaluate((entries: Record<string, string>) => {
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
      }, storage);
      await other.page.goto(screenPath);
      await other.page.getByRole('heading', { level: 1 }).waitFor();
      // Proof of address: one file done, one refused, one on its way.
      const input = other.page.getByTestId('sh-resAddress-supDoc-input');
      await input.setInputFiles({ name: `lease-${name}.png`, mimeType: 'image/png', buffer: png() });
      await other.page.getByRole('button', { name: `lease-${name}.png`, exact: true }).waitFor();
      await input.setInputFiles({ name: 'id-card.pdf', mimeType: 'application/pdf', buffer: ELF });
      await other.page.locator('li').filter({ hasText: 'id-card.pdf' }).getByRole('button').first().waitFor();
      const otherCdp = await startSlowUpload(other.page, 'sh-resAddress-supDoc');
      await showUploads(other.page, 'sh-resAddress-supDoc');
      await snap(other.page, `files-uploader-${name}`);
      await otherCdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await other.page.getByRole('button', { name: /^(Preview|預覽) passport\.pdf$/ }).click();
      await other.page.locator('[data-testid="pdf-pages"] canvas').first().waitFor();
      await expect.poll(() => canvasHasInk(other.page)).toBe(true);
      await snap(other.page, `files-preview-pdf-${name}`);
      await other.context.close();
    }
  });
});
