import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, openPage, snap, waitForMail } from '../support/browser.js';
import { pathOf, signIn } from '../support/session.js';
import { api, tokenOf } from '../support/api.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const artifact = (name: string) =>
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts', name);

/** The demo leaves Mui Wo Ferries at its invoice: Ken issues, Alice pays. */
const COMPANY = 'Mui Wo Ferries Limited';
const TRANSFER_ADVICE = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

async function caseIdOf(token: string): Promise<string> {
  const { body } = await api('GET', `/api/cases?search=${encodeURIComponent(COMPANY)}`, token);
  const found = (body.items as { caseID: string }[])[0];
  if (!found) throw new Error('the demo billing case is missing');
  return found.caseID;
}

async function chooseLanguage(page: Page, label: string): Promise<void> {
  await page
    .getByRole('button', { name: /choose language|選擇語言|选择语言/i })
    .first()
    .click();
  await page.getByRole('menuitem', { name: label }).click();
}

describe('invoice and payment', () => {
  it('staff issue the invoice, the client uploads a proof, staff confirm, and the case shows the signing step', async () => {
    const kenToken = await tokenOf(DEMO.COM_SEC.username);
    const caseID = await caseIdOf(kenToken);

    // Ken opens the invoice screen: the suggested fees, the firm's bank details, the totals.
    const ken = await openPage(browser);
    await signIn(ken.page, DEMO.COM_SEC.username);
    await ken.page.goto(`/incorporation/invoice-info/${caseID}`);
    await ken.page.getByRole('heading', { name: 'New invoice' }).waitFor();
    await ken.page.getByText('004-123-456789-001').waitFor();
    await ken.page.getByText(COMPANY).first().waitFor();
    await snap(ken.page, 'billing-invoice-editor');
    const suggested = await ken.page.getByTestId('invoice-total').innerText();
    expect(suggested).toMatch(/^HK\$\d{1,3}(,\d{3})*\.\d{2}$/);

    // The service fee agreed lower, a courier added.
    const lines = ken.page.getByRole('list', { name: 'Invoice lines' }).getByRole('listitem');
    const count = await lines.count();
    const service = await ken.page
      .getByLabel(/^Type of line/)
      .evaluateAll((selects) => selects.findIndex((s) => (s as HTMLSelectElement).value === 'SERVICE_FEE'));
    expect(service).toBeGreaterThanOrEqual(0);
    await ken.page.getByLabel(`Amount of line ${service + 1}`).fill('3500');
    await ken.page.getByRole('button', { name: 'Add a line' }).click();
    await ken.page.getByLabel(`Description of line ${count + 1}`).fill('Courier to the Companies Registry');
    await ken.page.getByLabel(`Amount of line ${count + 1}`).fill('120.50');
    await ken.page.getByRole('button', { name: 'Issue invoice' }).click();
    const heading = ken.page.getByRole('heading', { name: /^Invoice INV-\d{4}-\d{4,}$/ });
    await heading.waitFor();
    const number = (await heading.innerText()).replace('Invoice ', '');
    await snap(ken.page, 'billing-invoice-issued');

    // The invoice in the database as issued: cents, the live one of the case; the client's task open.
    const billing = await api('GET', `/api/cases/${caseID}/billing`, kenToken);
    const invoice = billing.body.invoice as {
      invoiceNumber: string;
      totalCents: number;
      lines: { amountCents: number }[];
    };
    expect(invoice.invoiceNumber).toBe(number);
    expect(invoice.lines.at(-1)?.amountCents).toBe(12_050);
    expect(invoice.totalCents).toBe(invoice.lines.reduce((sum, l) => sum + l.amountCents, 0));

    // Its PDF, as the preview dialog shows it.
    await ken.page.getByRole('button', { name: `Preview PDF of invoice ${number}` }).click();
    const preview = ken.page.getByRole('dialog');
    await preview.locator('canvas').first().waitFor({ timeout: 20_000 });
    await snap(ken.page, 'billing-invoice-pdf');
    // Each page of the PDF as pdf.js drew it, whole, for a person to read.
    const drawn = await preview
      .locator('canvas')
      .evaluateAll((canvases) => canvases.map((c) => (c as HTMLCanvasElement).toDataURL('image/png')));
    drawn.forEach((url, i) =>
      fs.writeFileSync(
        artifact(`billing-invoice-pdf-page-${i + 1}.png`),
        Buffer.from(url.split(',')[1] ?? '', 'base64'),
      ),
    );
    await preview.getByRole('button', { name: 'Close' }).click();

    // Alice is mailed and pays: in Traditional Chinese and dark, as she prefers.
    const mail = await waitForMail(DEMO.GU.email, (m) => m.subject.includes(number));
    expect(mail.text).toContain(`/incorporation/payment/${caseID}`);
    const alice = await openPage(browser);
    await signIn(alice.page, DEMO.GU.username);
    await alice.page.goto(`/incorporation/payment/${caseID}`);
    await alice.page.getByRole('heading', { name: /^To pay: HK\$/ }).waitFor();
    await alice.page.getByText(`Reference to quote: ${number}`).waitFor();
    await snap(alice.page, 'billing-payment-to-pay');
    await alice.page
      .getByTestId('payment-proof-input')
      .setInputFiles({ name: 'hsbc-advice.pdf', mimeType: 'application/pdf', buffer: TRANSFER_ADVICE });
    await alice.page.getByRole('button', { name: 'Remove hsbc-advice.pdf' }).waitFor();
    await alice.page.getByLabel(/Bank reference/).fill('HSBC-771203');
    await alice.page.getByRole('button', { name: 'Submit payment' }).click();
    await alice.page.getByText('Waiting for the firm').waitFor();
    // The confirmation snackbar sits over the header's buttons (and waits while the window is not focused).
    const sent = alice.page.getByRole('alert').filter({ hasText: 'Your payment has been sent' });
    await sent.getByRole('button', { name: 'Close' }).click();
    await sent.waitFor({ state: 'detached' });
    await alice.page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await chooseLanguage(alice.page, '繁體中文');
    await alice.page.getByText('正等待公司確認').waitFor();
    await snap(alice.page, 'billing-payment-waiting-dark-zh-HK');
    await chooseLanguage(alice.page, 'English');
    await alice.page.getByRole('button', { name: 'Switch to light mode' }).click();

    // Ken is told, reviews the proof and confirms receipt.
    const told = await waitForMail(DEMO.COM_SEC.email, (m) => m.subject.includes(number));
    expect(told.text).toContain('HSBC-771203');
    await ken.page.reload();
    await ken.page.getByText(/reference HSBC-771203/).waitFor();
    await ken.page.getByRole('button', { name: 'Preview hsbc-advice.pdf' }).waitFor();
    await snap(ken.page, 'billing-payment-to-confirm');
    await ken.page.getByRole('button', { name: 'Confirm receipt' }).click();
    const confirm = ken.page.getByRole('dialog');
    await confirm.getByRole('button', { name: 'Confirm receipt' }).click();
    await ken.page.getByText('Receipt confirmed: the invoice is paid and the case moves on.').waitFor();

    // Paid; the client's task done; the case at signing, on Alice's case page too.
    const after = await api('GET', `/api/cases/${caseID}`, kenToken);
    expect(after.body.step).toBe('MVP_DOC_S');
    const paid = await api('GET', `/api/cases/${caseID}/billing`, kenToken);
    expect((paid.body.invoice as { status: string }).status).toBe('PAID');
    await alice.page.goto(`/view-cases/ongoing/${caseID}`);
    await alice.page.getByRole('heading', { name: 'Invoice and payment' }).waitFor();
    await alice.page.getByText(/^Paid on \d{4}-/).waitFor();
    const signing = alice.page
      .locator('#task-list')
      .getByRole('link', { name: /Download or sign documents/ });
    await signing.first().waitFor();
    await snap(alice.page, 'billing-case-at-signing');
    await alice.page.locator('#case-billing').scrollIntoViewIfNeeded();
    await snap(alice.page, 'billing-case-panel-paid');
    expect(pathOf(alice.page)).toBe(`/view-cases/ongoing/${caseID}`);
    expect(
      (await waitForMail(DEMO.GU.email, (m) => m.subject.startsWith('Payment received'))).text,
    ).toContain(number);

    expect(ken.problems).toEqual([]);
    expect(alice.problems).toEqual([]);
    await ken.context.close();
    await alice.context.close();
  });
});
