import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, snap } from '../support/browser.js';
import { pathOf, signIn } from '../support/session.js';
import { api, tokenOf } from '../support/api.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The demo data leaves Peak Tram Bakery at document signing: Alice signs; its corporate secretary has no account. */
const COMPANY = 'Peak Tram Bakery Limited';
const CORPORATE = 'Harbour Holdings Limited';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

interface TDocumentsBody {
  documents: {
    documentID: string;
    kind: string;
    fileID: string;
    signatories: {
      name: string;
      method: string | null;
      isDigitalSigned: boolean | null;
      mayRecordPaper: boolean;
    }[];
  }[];
}

const documentsOf = async (caseID: string, token: string) =>
  (await api('GET', `/api/cases/${caseID}/documents`, token)).body as unknown as TDocumentsBody;

async function signingCaseId(token: string): Promise<{ caseID: string; taskID: string }> {
  const { body } = await api('GET', '/api/tasks?tabKey=mine&status=OPEN&pageSize=100', token);
  const task = (
    body.items as { taskID: string; caseID: string; taskActionKey: string; companyEngName: string }[]
  ).find((t) => t.companyEngName === COMPANY && t.taskActionKey === 'POC_DOC_SIGN');
  if (!task) throw new Error('the demo signing task is missing');
  return task;
}

/** Draws a signature with the mouse, as a person does. */
async function drawSignature(page: Page): Promise<void> {
  const pad = page.getByLabel('Signature drawing area');
  const box = await pad.boundingBox();
  if (!box) throw new Error('no drawing area');
  await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await page.mouse.down();
  for (let i = 1; i <= 24; i += 1) {
    await page.mouse.move(box.x + 20 + i * 10, box.y + box.height * (0.5 + 0.25 * Math.sin(i / 2)), {
      steps: 2,
    });
  }
  await page.mouse.up();
}

describe('signing documents', () => {
  it('the client draws once for all her documents, records the paper copies, and the step completes', async () => {
    const aliceToken = await tokenOf('client.alice');
    const { caseID, taskID } = await signingCaseId(aliceToken);
    const { page, problems } = await openPage(browser);
    await signIn(page, 'client.alice');
    await page.goto(`/docs-sign/${caseID}`);
    await page.getByRole('heading', { name: /To sign/ }).waitFor();
    await snap(page, 'docs-sign-list');

    // A drawn signature for every document Alice signs herself.
    await page.getByRole('button', { name: /Sign all my documents/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /^Sign \d+ documents?$/ }).click();
    // Neither an empty drawing nor a missing confirmation is sent.
    await dialog.getByText('Signature: draw your signature in the box, or use the Type tab.').waitFor();
    await drawSignature(page);
    await dialog.getByLabel('I have read this document and sign it electronically').check();
    await snap(page, 'docs-sign-draw');
    await dialog.getByRole('button', { name: /^Sign \d+ documents?$/ }).click();
    await dialog.waitFor({ state: 'detached' });

    // The stored documents now carry her drawn signature.
    const after = await documentsOf(caseID, aliceToken);
    const hers = after.documents.flatMap((d) => d.signatories).filter((s) => s.name === 'Alice Leung');
    expect(hers.length).toBeGreaterThan(0);
    expect(hers.every((s) => s.method === 'DRAWN' && s.isDigitalSigned === true)).toBe(true);

    // The corporate secretary signed on paper: Alice uploads each scan and records it.
    const paperButtons = page.getByRole('button', { name: `Upload paper-signed copy: ${CORPORATE}` });
    const needed = after.documents.filter((d) => d.signatories.some((x) => x.mayRecordPaper)).length;
    expect(needed).toBeGreaterThan(0);
    for (let done = 0; done < needed; done += 1) {
      // Wait for the list to show what is left before choosing the next one.
      await expect.poll(() => paperButtons.count(), { timeout: 10_000 }).toBe(needed - done);
      await paperButtons.first().click();
      const paper = page.getByRole('dialog');
      await paper
        .locator('input[type="file"]')
        .setInputFiles({ name: 'signed-scan.pdf', mimeType: 'application/pdf', buffer: PDF });
      await paper.getByText(/Ready to record/).waitFor();
      await paper.getByRole('button', { name: 'Record signature' }).click();
      await paper.waitFor({ state: 'detached' });
    }
    // The last signature completes her task and the case moves on to filing.
    await page.waitForURL(`**/my-tasks/complete/${taskID}`);
    const detail = await api('GET', `/api/cases/${caseID}`, aliceToken);
    expect(detail.body.step).toBe('CASE_FILING');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('the officer verifies a signed document and a changed copy is caught', async () => {
    const kenToken = await tokenOf('harbour.ken');
    const { body: cases } = await api(
      'GET',
      `/api/cases?search=${encodeURIComponent('Peak Tram')}`,
      kenToken,
    );
    const caseID = (cases.items as { caseID: string }[])[0]?.caseID ?? '';
    const { page, problems } = await openPage(browser);
    await signIn(page, 'harbour.ken');
    await page.goto(`/view-cases/ongoing/${caseID}`);
    const form = 'Incorporation Form (Form NNC1)';
    await page.getByRole('button', { name: `Verify ${form}` }).click();
    await page.getByText(/Valid: the file is exactly the latest recorded version/).waitFor();
    await snap(page, 'docs-sign-verified');

    // A copy with one byte changed no longer matches.
    const documents = await documentsOf(caseID, kenToken);
    const signedForm = documents.documents.find((d) => d.kind === 'INCORPORATION_FORM');
    const download = await fetch(new URL(`/api/file/download/fileID/${signedForm?.fileID}`, page.url()), {
      headers: { authorization: `Bearer ${kenToken}` },
    });
    const copy = Buffer.from(await download.arrayBuffer());
    copy[Math.floor(copy.length / 2)] = (copy[Math.floor(copy.length / 2)] ?? 0) ^ 0x20;
    await page
      .getByTestId('verify-copy-input')
      .first()
      .setInputFiles({ name: 'copy.pdf', mimeType: 'application/pdf', buffer: copy });
    await page.getByText('Changed: the file does not match what was recorded.').waitFor();
    expect(pathOf(page)).toBe(`/view-cases/ongoing/${caseID}`);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
