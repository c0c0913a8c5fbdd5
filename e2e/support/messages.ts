import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { api } from './api.js';

/** A small real PNG (a grey rectangle) to attach. */
export function png(): Buffer {
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
  ]);
}

interface TTopicRow {
  topicName: string;
  unreadMsgs: number;
  lastMessage: { seq: number } | null;
}

/** Marks every conversation of the person read, through the API. */
export async function readEverything(token: string): Promise<void> {
  const me = await api('GET', '/api/auth/me', token);
  const { body } = await api('GET', `/messageCenter/msg/topics/userID/${String(me.body.userID)}`, token);
  for (const topic of body.topics as TTopicRow[]) {
    if (topic.unreadMsgs > 0 && topic.lastMessage)
      await api('POST', `/messageCenter/msg/topic/${topic.topicName}/read`, token, {
        upToSeq: topic.lastMessage.seq,
      });
  }
}

/** The side menu's unread badge ('' when hidden). */
export async function badgeOf(page: Page): Promise<string> {
  const badge = page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: /Messages/ })
    .locator('.MuiChip-root');
  // One read that does not wait: the badge may vanish between a count and a read.
  return (await badge.allInnerTexts()).join('').trim();
}

export async function waitForBadge(page: Page, text: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while ((await badgeOf(page)) !== text) {
    if (Date.now() > deadline) throw new Error(`badge is '${await badgeOf(page)}', expected '${text}'`);
    await page.waitForTimeout(100);
  }
}

export const threadOf = (page: Page) => page.getByRole('list', { name: 'Messages of this conversation' });
const messageField = (page: Page) => page.getByRole('textbox', { name: 'Message' });

/** The texts of the open conversation's stored messages, in screen order. */
export const shownTexts = (page: Page) =>
  threadOf(page).locator('li[data-status="stored"] [data-testid="message-text"]').allTextContents();

/** Types a message as a person does: Shift+Enter between lines, Enter to send. */
export async function sendMessage(page: Page, text: string): Promise<void> {
  const field = messageField(page);
  await field.click();
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (index > 0) await page.keyboard.press('Shift+Enter');
    await page.keyboard.insertText(line);
  }
  await page.keyboard.press('Enter');
  await threadOf(page)
    .locator('li[data-status="stored"]')
    .filter({ hasText: lines.at(-1) ?? '' })
    .last()
    .waitFor();
}

export async function waitForTexts(page: Page, expected: string[]): Promise<void> {
  const deadline = Date.now() + 15_000;
  let shown = await shownTexts(page);
  while (JSON.stringify(shown.slice(-expected.length)) !== JSON.stringify(expected)) {
    if (Date.now() > deadline) throw new Error(`thread shows ${JSON.stringify(shown)}`);
    await page.waitForTimeout(100);
    shown = await shownTexts(page);
  }
}
