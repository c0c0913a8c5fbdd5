import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, tokenOf } from '../support/api.js';
import { readEverything } from '../support/messages.js';
import { seriousAxeFindings } from '../support/axe.js';
import { DEMO, launchBrowser, openPage, snap } from '../support/browser.js';
import { pathOf, signIn } from '../support/session.js';
import { formatHKD } from '@portal/domain';

/**
 * The dashboards (issue 22 points 1–2): a staff member and a client each see their tasks, deadlines
 * and messages with numbers equal to the API's lists, one click from where to act; pictured in English
 * light and Traditional Chinese dark at desktop and phone width, with no serious axe finding in either.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function totalOf(token: string, path: string): Promise<number> {
  const { status, body } = await api('GET', path, token);
  expect(status, path).toBe(200);
  return body.total as number;
}

async function unreadOf(token: string): Promise<number> {
  const me = await api('GET', '/api/auth/me', token);
  const topics = await api('GET', `/messageCenter/msg/topics/userID/${me.body.userID as string}`, token);
  return topics.body.totalUnread as number;
}

/** The number a dashboard figure shows, read from its link. */
async function figure(page: Page, label: string): Promise<number> {
  const link = page
    .getByRole('region', { name: 'At a glance' })
    .getByRole('link', { name: new RegExp(label) });
  const text = await link.innerText();
  return Number((text.match(/[\d,]+/)?.[0] ?? '').replace(/,/g, ''));
}

async function toDarkChinese(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await page.getByRole('button', { name: 'Choose language' }).first().click();
  await page.getByRole('menuitem', { name: '繁體中文' }).click();
  await page.waitForFunction(() => document.documentElement.lang === 'zh-HK');
}

/** Pictures of a dashboard at 1280 and 390 px in English light and Traditional Chinese dark, each checked by axe. */
async function pictureAndCheck(
  username: string,
  path: string,
  name: string,
  ready: string | RegExp,
  readyZh: string | RegExp,
) {
  for (const width of [1280, 390]) {
    const { page, context, problems } = await openPage(browser, { width });
    await signIn(page, username);
    await page.goto(path);
    await page.getByRole('heading', { name: ready }).waitFor();
    expect(await seriousAxeFindings(page), `${name} ${width} light`).toEqual([]);
    await snap(page, `${name}-${width}-en-light`);
    await toDarkChinese(page);
    await page.getByRole('heading', { name: readyZh }).waitFor();
    expect(await seriousAxeFindings(page), `${name} ${width} dark zh-HK`).toEqual([]);
    await snap(page, `${name}-${width}-zh-HK-dark`);
    expect(problems).toEqual([]);
    await context.close();
  }
}

describe('the staff dashboard', () => {
  it('shows Ken his tasks, the deadlines, the cases by step and his unread messages, as the lists count them', async () => {
    const token = await tokenOf(DEMO.COM_SEC.username);
    // Alice writes to Ken, so he has something unread whatever earlier specs read.
    const alice = await tokenOf(DEMO.GU.username);
    const ken = (await api('GET', '/api/auth/me', token)).body.userID as string;
    const aliceID = (await api('GET', '/api/auth/me', alice)).body.userID as string;
    const topic = await api('POST', '/messageCenter/msg/topic/create', alice, { id1: aliceID, id2: ken });
    expect(topic.status).toBe(200);
    const sent = await api(
      'POST',
      `/messageCenter/msg/topic/${topic.body.topicName as string}/messages`,
      alice,
      {
        text: 'The signed consent is on its way.',
      },
    );
    expect(sent.status).toBe(200);
    const { page, context, problems } = await openPage(browser, { width: 1280 });
    await signIn(page, DEMO.COM_SEC.username);
    expect(pathOf(page)).toBe('/dashboard/default');
    await page.getByRole('region', { name: 'At a glance' }).waitFor();

    const expected: [string, number][] = [
      ['My open tasks', await totalOf(token, '/api/tasks?tabKey=mine&status=OPEN')],
      ['Waiting to be taken', await totalOf(token, '/api/tasks?tabKey=queued&status=OPEN')],
      ['Unread messages', await unreadOf(token)],
      ['Companies overdue', await totalOf(token, '/api/entities?due=OVERDUE')],
      ['Due within 7 days', await totalOf(token, '/api/entities?due=WEEK')],
      ['Due within 30 days', await totalOf(token, '/api/entities?due=MONTH')],
      [
        'Risk assessments to review',
        await totalOf(token, '/api/tasks?tabKey=queued&status=OPEN&taskActionKey=DD_CO_FORM'),
      ],
    ];
    for (const [label, total] of expected) expect(await figure(page, label), label).toBe(total);
    expect(expected[0]?.[1]).toBeGreaterThan(0);
    expect(expected[2]?.[1]).toBeGreaterThan(0);

    // Each of his tasks is listed (up to eight) and leads where it is done.
    const tasks = page.getByRole('list', { name: 'My tasks' }).getByRole('link');
    expect(await tasks.count()).toBe(Math.min(8, expected[0]?.[1] ?? 0));

    // Every step of the pipeline counts what the case list shows for it.
    const steps = page.getByRole('list', { name: 'Incorporation' }).getByRole('link');
    const stepLinks = await steps.evaluateAll((links) =>
      links.map((a) => ({ href: a.getAttribute('href') ?? '', text: (a as HTMLElement).innerText })),
    );
    expect(stepLinks.length).toBeGreaterThan(0);
    for (const step of stepLinks) {
      const shown = Number(step.text.match(/(\d+)\s*$/)?.[1]);
      expect(shown, step.href).toBe(await totalOf(token, `/api${step.href}`));
    }
    // A step is one click from its cases.
    const first = stepLinks[0]!;
    await steps.first().click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === first.href);
    await page.getByRole('table').first().waitFor();
    const rows = page.getByRole('table').first().locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(Number(first.text.match(/(\d+)\s*$/)?.[1]));

    // A figure is one click from its list.
    await page.goBack();
    await page
      .getByRole('region', { name: 'At a glance' })
      .getByRole('link', { name: /My open tasks/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/tasks/incomplete' && url.search === '?tabKey=mine');
    await page.getByRole('tab', { name: 'My tasks', selected: true }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
    // Other specs read the menu: leave Ken with nothing unread, as the messages spec does.
    await readEverything(token);
  });

  it('is pictured in both themes and languages at desktop and phone width, with no serious axe finding', async () => {
    await pictureAndCheck(
      DEMO.COM_SEC.username,
      '/dashboard/default',
      'dashboard-staff',
      'My tasks',
      '我的任務',
    );
  });
});

describe('the client dashboard', () => {
  it('gives Alice a button for each task waiting for her and her companies’ next due dates', async () => {
    const token = await tokenOf(DEMO.GU.username);
    const { page, context, problems } = await openPage(browser, { width: 1280 });
    await signIn(page, DEMO.GU.username);
    expect(pathOf(page)).toBe('/dashboard/client');
    const open = await totalOf(token, '/api/tasks?tabKey=mine&status=OPEN');
    expect(open).toBeGreaterThan(0);
    await page.getByRole('heading', { name: `Your next steps (${open})` }).waitFor();
    const companies = await totalOf(token, '/api/entities');
    const listed = page.getByRole('list', { name: 'Your companies' }).getByRole('link');
    expect(await listed.count()).toBe(Math.min(10, companies));
    expect(await unreadOf(token)).toBeGreaterThanOrEqual(0);

    // The first button opens the task's own screen, not a list.
    const buttons = page.getByRole('main').getByRole('link', { name: /·/ });
    expect(await buttons.count()).toBe(Math.min(8, open));
    const target = await buttons.first().getAttribute('href');
    await buttons.first().click();
    await page.waitForURL((url) => url.pathname === target);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is pictured in both themes and languages at desktop and phone width, with no serious axe finding', async () => {
    await pictureAndCheck(
      DEMO.GU.username,
      '/dashboard/client',
      'dashboard-client',
      'Your companies',
      '你的公司',
    );
  });
});

describe('the SMOOOTH dashboard', () => {
  it('lists every firm with its figures and counts failed mails as the outbox does, with no Create case', async () => {
    const token = await tokenOf(DEMO.SMOOOTH.username);
    const firms = (await api('GET', '/api/accounts/firms', token)).body.items as { name: string }[];
    const { page, context, problems } = await openPage(browser, { width: 1280 });
    await signIn(page, DEMO.SMOOOTH.username);
    expect(pathOf(page)).toBe('/dashboard/smoooth');
    await page.getByRole('region', { name: 'At a glance' }).waitFor();
    expect(await figure(page, 'Firms on the platform')).toBe(firms.length);
    expect(await figure(page, 'Failed mails')).toBe(await totalOf(token, '/api/mail/outbox?status=FAILED'));
    const table = page.getByRole('table', { name: 'Firms' });
    for (const firm of firms) await table.getByText(firm.name).waitFor();
    expect(await page.getByRole('link', { name: /Create case/ }).count()).toBe(0);
    await page
      .getByRole('region', { name: 'At a glance' })
      .getByRole('link', { name: /Failed mails/ })
      .click();
    await page.waitForURL(
      (url) => url.pathname === '/account-management' && url.search.includes('status=FAILED'),
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is pictured in both themes and languages at desktop and phone width, with no serious axe finding', async () => {
    await pictureAndCheck(
      DEMO.SMOOOTH.username,
      '/dashboard/smoooth',
      'dashboard-smoooth',
      'Firms',
      '公司秘書行',
    );
  });
});

describe('the services page', () => {
  it('shows Ken his firm’s fees as the billing settings hold them, each service’s steps and its times', async () => {
    const token = await tokenOf(DEMO.COM_SEC.username);
    const settings = (await api('GET', '/api/firm/billing-settings', token)).body as {
      serviceFees: Record<string, number>;
    };
    const overview = (await api('GET', '/api/dashboard/services', token)).body as {
      services: { caseType: string; steps: { step: string }[] }[];
    };
    const { page, context, problems } = await openPage(browser, { width: 1280 });
    await signIn(page, DEMO.COM_SEC.username);
    await page.goto('/dashboard/services');
    const card = page.getByRole('region', { name: 'Incorporation' });
    const fee = settings.serviceFees.MVP ?? 0;
    await card.getByText(fee > 0 ? formatHKD(fee) : 'Fee on request', { exact: true }).waitFor();
    const mvp = overview.services.find((s) => s.caseType === 'MVP');
    expect(await card.getByRole('listitem').count()).toBe(mvp?.steps.length);
    await card.getByText('Fill in case information').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is pictured in both themes and languages at desktop and phone width, with no serious axe finding', async () => {
    await pictureAndCheck(
      DEMO.COM_SEC.username,
      '/dashboard/services',
      'dashboard-services',
      'Services and fees',
      '服務及收費',
    );
  });
});

describe('the analytics', () => {
  it('shows Ken the cases opened per month as the API counts them, as a chart and as a table', async () => {
    const token = await tokenOf(DEMO.COM_SEC.username);
    const data = (await api('GET', '/api/dashboard/analytics', token)).body as {
      months: string[];
      cases: { month: string; opened: number }[];
    };
    const { page, context, problems } = await openPage(browser, { width: 1280 });
    await signIn(page, DEMO.COM_SEC.username);
    await page.getByRole('link', { name: 'Analytics' }).click();
    await page.waitForURL('**/dashboard/analytics');
    const card = page.getByRole('region', { name: 'Cases opened per month' });
    await card.getByRole('img', { name: 'Cases opened per month' }).waitFor();
    await card.getByRole('button', { name: 'Show the numbers' }).click();
    const rows = card.getByRole('table').getByRole('row');
    expect(await rows.count()).toBe(data.months.length + 1);
    const lastMonth = data.months.at(-1) ?? '';
    const cells = await rows.last().getByRole('cell').allInnerTexts();
    const shown = cells.reduce((sum, cell) => sum + Number(cell), 0);
    const counted = data.cases.filter((c) => c.month === lastMonth).reduce((sum, c) => sum + c.opened, 0);
    expect(shown).toBe(counted);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is pictured in both themes and languages at desktop and phone width, with no serious axe finding', async () => {
    await pictureAndCheck(
      DEMO.COM_SEC.username,
      '/dashboard/analytics',
      'dashboard-analytics',
      /^Analytics$/,
      /^分析$/,
    );
  });
});
