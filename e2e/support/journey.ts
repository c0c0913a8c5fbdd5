import zlib from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { api } from './api.js';
import { waitForMail } from './browser.js';

/**
 * Helpers of the incorporation journey (issue 8): files a person uploads, the case as the API reads
 * it, and the few form interactions every step repeats.
 */

/** A small real PNG (a grey rectangle), so the server's content check sees an image. */
export function png(shade = 0x70): Buffer {
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
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(40 * 3, shade)]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: 25 }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal valid one-page PDF. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The case as the API answers it to `token`. */
export async function caseOf(caseID: string, token: string) {
  const { status, body } = await api('GET', `/api/cases/${caseID}`, token);
  expect(status).toBe(200);
  return body as {
    step: string;
    status: string;
    tasks: { taskID: string; taskActionKey: string; status: string; taskUserID: string | null }[];
    history: { type: string; remarks: string | null }[];
  };
}

/** Waits until the case reaches `step` (moves made by another browser land a moment later). */
export async function expectStep(caseID: string, token: string, step: string): Promise<void> {
  await expect.poll(async () => (await caseOf(caseID, token)).step, { timeout: 15_000 }).toBe(step);
}

/** The invitation code mailed to `email` about `company`, read from the SMTP server. */
export async function mailedCode(email: string, company: string): Promise<string> {
  const mail = await waitForMail(email, (m) => m.text.includes(company) && /invitation code/i.test(m.text));
  const code = /invitation code: ([A-Z0-9]{8})/.exec(mail.text)?.[1];
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  return code!;
}

/** Links a case from the dashboard's three-step dialog, as a client does. */
export async function linkFromDashboard(
  page: Page,
  code: string,
  first: string,
  last: string,
): Promise<void> {
  await page.goto('/dashboard/client');
  await page.getByRole('button', { name: 'Link case' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Invitation code').fill(code);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('English first name').fill(first);
  await dialog.getByLabel('English last name').fill(last);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.getByRole('heading', { name: 'Case linked' }).waitFor();
  await dialog.getByRole('button', { name: 'Get started' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Picks an option of an autocomplete or select by typing then choosing. */
export async function choose(page: Page, field: Locator, typed: string, option: string): Promise<void> {
  await field.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Opens the caller's task of this case from their task list (spec §6 routing), by its link text. */
export async function openTaskScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
}
