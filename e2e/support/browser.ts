import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const DEMO_PASSWORD = 'Harbour-View-2026';

/** Demo accounts (loaded by `npm run demo`), one per role. */
export const DEMO = {
  SYSTEM_ADMIN: { username: 'harbour.admin', name: 'Winnie Chan', email: 'winnie.chan@harbour-cs.example' },
  COM_SEC: { username: 'harbour.ken', name: 'Ken Lau', email: 'ken.lau@harbour-cs.example' },
  SMOOOTH: { username: 'smoooth.ops', name: 'Olivia Tam', email: 'ops@smoooth.example' },
  GU: { username: 'client.alice', name: 'Alice Leung', email: 'alice.leung@client.example' },
} as const;

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags this machine needs (no background networking). */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM))
    throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium fonts-noto-cjk`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export const baseURL = (): string => inject('baseURL');

export interface TWatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and CSP violations seen so far. */
  problems: string[];
}

/** A fresh context (empty localStorage) whose page records CSP violations and console errors. */
export async function openPage(browser: Browser, options: { width?: number } = {}): Promise<TWatchedPage> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: options.width ?? 1366, height: 900 },
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return { page, context, problems };
}

/** Saves a screenshot under e2e/artifacts for a person to look at. */
export async function snap(page: Page, name: string): Promise<void> {
  const dir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../artifacts');
  fs.mkdirSync(dir, { recursive: true });
  // Let theme and page transitions (0.4 s) settle so the picture shows what a person sees.
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false });
}

export interface TReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** Waits for a mail to this address that the server sent through SMTP, newest first. */
export async function waitForMail(
  to: string,
  match: (mail: TReceivedMail) => boolean = () => true,
): Promise<TReceivedMail> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mails = (await fetch(`${inject('mailboxURL')}/messages`).then((r) => r.json())) as TReceivedMail[];
    const found = mails.reverse().find((m) => m.to.includes(to) && match(m));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
