import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, openPage, snap } from '../support/browser.js';
import { menuTexts, signIn } from '../support/session.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function chooseLanguage(page: Page, label: string): Promise<void> {
  await page
    .getByRole('button', { name: /choose language|選擇語言|选择语言/i })
    .first()
    .click();
  await page.getByRole('menuitem', { name: label }).click();
}

const backgroundOf = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** Relative luminance of an rgb() colour, 0 (black) to 1 (white). */
function luminance(rgb: string): number {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

describe('languages', () => {
  it('switches the whole interface to Traditional and Simplified Chinese and keeps the choice', async () => {
    const { page, context, problems } = await openPage(browser);
    await signIn(page, DEMO.GU.username);
    await chooseLanguage(page, '繁體中文');
    await page.getByRole('navigation', { name: '主選單' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
    const nav = page.getByRole('navigation', { name: '主選單' });
    const zhHk = (await nav.innerText()).replace(/\s+/g, ' ');
    for (const word of ['主控台', '訊息', '我的任務']) expect(zhHk).toContain(word);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-HK');
    await snap(page, 'client-dashboard-zh-HK');

    await page.reload();
    await page.getByRole('navigation', { name: '主選單' }).waitFor();

    await chooseLanguage(page, '简体中文');
    const zhCn = (await page.getByRole('navigation', { name: '主菜单' }).innerText()).replace(/\s+/g, ' ');
    for (const word of ['控制台', '消息', '我的任务']) expect(zhCn).toContain(word);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    await snap(page, 'client-dashboard-zh-CN');

    await chooseLanguage(page, 'English');
    expect(await menuTexts(page)).toContain('My tasks');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the sign-in page and its errors in the chosen language', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/login');
    await chooseLanguage(page, '繁體中文');
    await page.getByRole('button', { name: '登入' }).waitFor();
    await page
      .locator('input[name="username"], input[autocomplete="username"]')
      .first()
      .fill(DEMO.COM_SEC.username);
    await page.locator('input[type="password"]').fill('definitely-wrong-password');
    await page.getByRole('button', { name: '登入' }).click();
    await page.getByText('用戶名稱或密碼不正確。').waitFor();
    await snap(page, 'login-error-zh-HK');
    await context.close();
  });
});

describe('themes', () => {
  it('switches to dark and back, and remembers the choice', async () => {
    const { page, context, problems } = await openPage(browser);
    await signIn(page, DEMO.SYSTEM_ADMIN.username);
    const light = await backgroundOf(page);
    expect(luminance(light)).toBeGreaterThan(0.8);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await page.waitForFunction(() => {
      const [r = 255] = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []).map(Number);
      return r < 100;
    });
    expect(luminance(await backgroundOf(page))).toBeLessThan(0.3);
    await snap(page, 'admin-dashboard-dark');
    await page.reload();
    await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
    expect(luminance(await backgroundOf(page))).toBeLessThan(0.3);
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await page.getByRole('button', { name: 'Switch to dark mode' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the sign-in page in dark theme in Chinese without layout errors', async () => {
    const { page, context, problems } = await openPage(browser, { width: 390 });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await chooseLanguage(page, '简体中文');
    await page.getByRole('button', { name: '登录' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await snap(page, 'login-dark-zh-CN-phone');
    expect(problems).toEqual([]);
    await context.close();
  });
});
