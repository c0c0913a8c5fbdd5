import type { Browser, Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenOf } from '../support/api.js';
import { DEMO, launchBrowser, openPage, snap, type TWatchedPage } from '../support/browser.js';
import {
  png,
  readEverything,
  sendMessage,
  shownTexts,
  threadOf,
  waitForBadge,
  waitForTexts,
} from '../support/messages.js';
import { signIn } from '../support/session.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  // Other specs read the menu's texts: nobody may be left with an unread badge.
  for (const username of PEOPLE) await readEverything(await tokenOf(username));
});

const PEOPLE = [DEMO.COM_SEC.username, DEMO.GU.username, DEMO.SYSTEM_ADMIN.username];
const MARKUP = '<script>window.__pwned = 1</script><b>bold?</b>';

async function signedIn(
  username: string,
  { width, beforeSignIn }: { width?: number; beforeSignIn?: (page: Page) => Promise<void> } = {},
): Promise<TWatchedPage> {
  const watched = await openPage(browser, { width });
  await beforeSignIn?.(watched.page);
  await signIn(watched.page, username);
  return watched;
}

describe('messages', () => {
  it('staff and client talk live, with line breaks, markup as text and the unread badge', async () => {
    // The demo data has conversations of its own: start from everything read.
    for (const username of PEOPLE) await readEverything(await tokenOf(username));
    const ken = await signedIn(DEMO.COM_SEC.username);
    const alice = await signedIn(DEMO.GU.username);
    await waitForBadge(alice.page, '');

    // Ken starts the conversation from the new-conversation dialog.
    await ken.page.goto('/messages');
    await ken.page.getByRole('button', { name: 'New conversation' }).first().click();
    const dialog = ken.page.getByRole('dialog', { name: 'New conversation' });
    await dialog.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('Alice');
    await dialog.getByRole('button', { name: /Alice Leung/ }).click();
    await ken.page.waitForURL(/\/messages\?topicName=[0-9a-f-]{36}_[0-9a-f-]{36}$/);
    await ken.page.getByRole('heading', { name: 'Alice Leung' }).waitFor();

    await sendMessage(ken.page, 'Dear Alice,\nthe annual return is ready to sign.');
    await sendMessage(ken.page, 'Please sign it this week.');

    // Alice, on her dashboard, sees the count arrive without reloading.
    await waitForBadge(alice.page, '2');
    await alice.page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: /Messages/ })
      .click();
    const conversations = alice.page.getByRole('list', { name: 'Conversations' });
    await conversations.getByLabel('2 unread messages').waitFor();
    await conversations.getByRole('button', { name: /Ken Lau/ }).click();
    await waitForTexts(alice.page, [
      'Dear Alice,\nthe annual return is ready to sign.',
      'Please sign it this week.',
    ]);
    const first = threadOf(alice.page).getByText('Dear Alice,', { exact: false });
    expect(await first.evaluate((node) => getComputedStyle(node).whiteSpace)).toBe('pre-wrap');
    expect((await first.innerText()).split('\n')).toEqual([
      'Dear Alice,',
      'the annual return is ready to sign.',
    ]);
    // Reading the conversation clears the badge.
    await waitForBadge(alice.page, '');

    // Her answer carries markup: both sides show it as text, and nothing runs.
    await sendMessage(alice.page, MARKUP);
    await waitForTexts(ken.page, [MARKUP]);
    expect(await threadOf(ken.page).locator('b, script').count()).toBe(0);
    expect(await ken.page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await threadOf(alice.page).locator('b, script').count()).toBe(0);
    await snap(ken.page, 'messages-staff-light');

    // A third person opens a chat with Ken from an avatar chip in the staff list.
    const winnie = await signedIn(DEMO.SYSTEM_ADMIN.username);
    await winnie.page.goto('/account-management');
    await winnie.page.getByRole('button', { name: 'Message Ken Lau' }).first().click();
    await winnie.page.waitForURL(/\/messages\?topicName=/);
    await sendMessage(winnie.page, 'Ken, can you take the Harbour Tea renewal?');
    // Ken has Alice's conversation open: Winnie's shows up in his list with its count, and in the badge.
    const kensList = ken.page.getByRole('list', { name: 'Conversations' });
    await kensList
      .getByRole('button', { name: /Winnie Chan/ })
      .getByLabel('1 unread message')
      .waitFor();
    await waitForBadge(ken.page, '1');
    await kensList.getByRole('button', { name: /Winnie Chan/ }).click();
    await waitForTexts(ken.page, ['Ken, can you take the Harbour Tea renewal?']);
    await waitForBadge(ken.page, '');
    await sendMessage(ken.page, 'Yes, I will.');
    await waitForTexts(winnie.page, ['Ken, can you take the Harbour Tea renewal?', 'Yes, I will.']);

    // One's own avatar is plain: no chip button for Winnie herself.
    await winnie.page.goto('/account-management');
    await winnie.page.getByRole('button', { name: 'Message Ken Lau' }).first().waitFor();
    expect(await winnie.page.getByRole('button', { name: 'Message Winnie Chan' }).count()).toBe(0);

    for (const watched of [ken, alice, winnie]) {
      expect(watched.problems).toEqual([]);
      await watched.context.close();
    }
  });

  it('a client cut off from the live connection gets what she missed, once and in order', async () => {
    // Alice's socket goes through a proxy the test can cut and refuse (set up before she signs in).
    let refusing = false;
    const open: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
    let connections = 0;
    const ken = await signedIn(DEMO.COM_SEC.username);
    const alice = await signedIn(DEMO.GU.username, {
      beforeSignIn: (page) =>
        page.routeWebSocket(/\/msg\/websocket$/, (socket) => {
          connections += 1;
          if (refusing) {
            void socket.close({ code: 4000, reason: 'cut off by the test' });
            return;
          }
          open.push({ page: socket, server: socket.connectToServer() });
        }),
    });

    await ken.page.goto('/messages');
    await ken.page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('button', { name: /Alice Leung/ })
      .click();
    await alice.page.goto('/messages');
    await alice.page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('button', { name: /Ken Lau/ })
      .click();
    await threadOf(alice.page).waitFor();
    await sendMessage(ken.page, 'Before the cut');
    await waitForTexts(alice.page, ['Before the cut']);

    // Cut: the open socket is closed and reconnections are refused for a while.
    refusing = true;
    for (const socket of open.splice(0)) {
      await socket.page.close({ code: 4000, reason: 'cut off by the test' });
      await socket.server.close();
    }
    await alice.page.getByRole('status').filter({ hasText: 'Offline, reconnecting…' }).waitFor();
    const missed = ['Missed one', 'Missed two\nwith a second line', 'Missed three'];
    for (const text of missed) await sendMessage(ken.page, text);
    await alice.page.waitForTimeout(1500);
    const refusedSoFar = connections;

    // Restore: the browser's `online` event makes it try at once.
    refusing = false;
    await alice.page.evaluate(() => window.dispatchEvent(new Event('online')));
    await waitForTexts(alice.page, ['Before the cut', ...missed]);
    expect(connections).toBeGreaterThan(refusedSoFar);
    await alice.page
      .getByRole('status')
      .filter({ hasText: 'Offline, reconnecting…' })
      .waitFor({ state: 'hidden' });

    // And live delivery works again on the new socket.
    await sendMessage(ken.page, 'After the cut');
    await waitForTexts(alice.page, ['Before the cut', ...missed, 'After the cut']);
    const texts = await shownTexts(alice.page);
    for (const text of ['Before the cut', ...missed, 'After the cut']) {
      expect(texts.filter((shown) => shown === text)).toHaveLength(1);
    }
    await waitForBadge(alice.page, '');

    for (const watched of [ken, alice]) {
      expect(watched.problems.filter((p) => !p.includes('WebSocket'))).toEqual([]);
      await watched.context.close();
    }
  });

  it('sends a file with a message; the other side previews it', async () => {
    const alice = await signedIn(DEMO.GU.username);
    const ken = await signedIn(DEMO.COM_SEC.username);
    await ken.page.goto('/messages');
    await ken.page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('button', { name: /Alice Leung/ })
      .click();
    await threadOf(ken.page).waitFor();

    await alice.page.goto('/messages');
    await alice.page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('button', { name: /Ken Lau/ })
      .click();
    await alice.page.getByRole('button', { name: 'Attach files' }).click();
    await alice.page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'bank-letter.png', mimeType: 'image/png', buffer: png() });
    // The chip in "Files to send" appears once the upload is done (Send waits for uploads).
    await alice.page.getByLabel('Files to send').getByRole('button', { name: 'bank-letter.png' }).waitFor();
    await sendMessage(alice.page, 'Here is the bank letter.');

    const chip = threadOf(ken.page).getByRole('button', { name: 'Open bank-letter.png' });
    await chip.waitFor();
    await chip.click();
    const preview = ken.page.getByRole('dialog', { name: /Document preview/ });
    await preview.getByRole('img', { name: 'bank-letter.png' }).waitFor();
    await preview.getByRole('button', { name: 'Close' }).click();
    await preview.waitFor({ state: 'hidden' });

    for (const watched of [ken, alice]) {
      expect(watched.problems).toEqual([]);
      await watched.context.close();
    }
  });

  it('looks right in dark theme, in Traditional Chinese and on a phone', async () => {
    const ken = await signedIn(DEMO.COM_SEC.username);
    await ken.page.goto('/messages');
    await ken.page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('button', { name: /Alice Leung/ })
      .click();
    await threadOf(ken.page).locator('li').first().waitFor();
    await ken.page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await snap(ken.page, 'messages-staff-dark');
    await ken.page.getByRole('button', { name: 'Switch to light mode' }).click();
    expect(ken.problems).toEqual([]);
    await ken.context.close();

    const alice = await signedIn(DEMO.GU.username);
    await alice.page.goto('/messages');
    await alice.page
      .getByRole('button', { name: /choose language/i })
      .first()
      .click();
    await alice.page.getByRole('menuitem', { name: '繁體中文' }).click();
    await alice.page.getByRole('heading', { name: '訊息', level: 1 }).waitFor();
    await alice.page
      .getByRole('list', { name: '對話' })
      .getByRole('button', { name: /Ken Lau/ })
      .click();
    await alice.page.getByRole('list', { name: '此對話的訊息' }).locator('li').first().waitFor();
    await snap(alice.page, 'messages-client-zh-HK');
    await alice.page
      .getByRole('button', { name: /選擇語言/ })
      .first()
      .click();
    await alice.page.getByRole('menuitem', { name: 'English' }).click();
    await alice.page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    await alice.context.close();

    // On a phone the list and the thread take turns, with a way back.
    const phone = await signedIn(DEMO.GU.username, { width: 390 });
    await phone.page.goto('/messages');
    await phone.page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('button', { name: /Ken Lau/ })
      .click();
    await threadOf(phone.page).locator('li').first().waitFor();
    expect(await phone.page.getByRole('list', { name: 'Conversations' }).count()).toBe(0);
    await snap(phone.page, 'messages-client-phone');
    await phone.page.getByRole('button', { name: 'Back to conversations' }).click();
    await phone.page.getByRole('list', { name: 'Conversations' }).waitFor();
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });
});
