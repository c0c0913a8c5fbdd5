import zlib from 'node:zlib';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, snap, waitForMail, type TWatchedPage } from '../support/browser.js';
import { pathOf, signIn } from '../support/session.js';
import { api, tokenOf } from '../support/api.js';
import { commercialCodesOf } from '@portal/domain/recognition';
import { renderCard } from '../../apps/server/src/modules/recognition/fixtures/id-card-fixture.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const COMPANY = 'Peng Chau Ferries Limited';
const CARMEN_EMAIL = 'carmen.kwok@client.example';

/** A small real PNG (a blue rectangle), so the server's content check sees an image. */
function png(): Buffer {
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

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * Ken opens an incorporation for Daniel; Daniel links, fills in the case information with Carmen as
 * a 40 % shareholder (a significant controller) and submits; Carmen links with the code mailed to her.
 */
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
    companyChiName: '坪洲渡輪有限公司',
    businessNature: 'BN001',
    regOfficeAddress: { engStreet: '1 Pier Road', engDistrict: 'Yung Shue Wan', country: 'HKG' },
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
        ordinaryShares: 6000,
      },
      {
        holderID: 'carmen',
        holderType: 'I',
        engFirstName: 'Carmen',
        engLastName: 'Kwok',
        email: CARMEN_EMAIL,
        isShareHolder: true,
        ordinaryShares: 4000,
      },
    ],
  });
  expect(saved.status).toBe(200);
  expect(saved.body.issues).toEqual([]);
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

async function carmenAt(path: string, options: { width?: number; storage?: Record<string, string> } = {}) {
  const watched = await openPage(browser, { width: options.width });
  await signIn(watched.page, 'client.carmen');
  // Theme and language as a person would have chosen them on this device.
  await watched.page.evaluate((entries: Record<string, string>) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, options.storage ?? {});
  await watched.page.goto(path);
  await watched.page.getByRole('heading', { level: 1 }).waitFor();
  return watched;
}

async function chooseCountry(page: Page, scope: Locator | Page, name: RegExp) {
  await scope.getByRole('combobox', { name }).fill('Hong Kong');
  await page.getByRole('option', { name: 'Hong Kong' }).click();
}

describe('stakeholder identification', () => {
  it('the invited stakeholder completes, uploads, answers, acknowledges and confirms', async () => {
    const { caseID } = await stakeholderSituation();
    const screenPath = `/stakeholder-identification/${caseID}/carmen`;

    const watched: TWatchedPage = await openPage(browser);
    const { page } = watched;
    await signIn(page, 'client.carmen');
    await page.goto('/my-tasks');
    await page.locator(`a[href="${screenPath}"]`).first().click();
    await page.waitForURL((url) => url.pathname === screenPath);
    await page.getByRole('heading', { level: 1, name: 'Stakeholder identification' }).waitFor();

    // Too early: every problem is listed, each a link to its field.
    await page.getByRole('button', { name: 'Confirm my identity' }).click();
    const problems = page.getByRole('alert').filter({ hasText: 'still need your attention' });
    await problems.getByRole('link', { name: 'Politically exposed person' }).waitFor();
    await problems.getByRole('link', { name: 'Acknowledgement as significant controller' }).waitFor();

    // Carmen's card (invented), photographed at an angle on a table: read, checked, then filled in.
    const card = await renderCard(
      {
        permanent: true,
        chiName: '郭嘉敏',
        engSurname: 'KWOK',
        engGivenNames: 'Carmen',
        commercialCodes: [...'郭嘉敏'].map((c) => commercialCodesOf(c)[0]).join(' '),
        dateOfBirth: '1988-03-14',
        sex: 'F',
        symbols: '***AZ',
        firstRegistered: '04-95',
        dateOfIssue: '2019-05-01',
        idNum: 'A123456(3)',
      },
      { format: 'jpeg', angleDeg: 6, seed: 9 },
    );
    await page.getByRole('button', { name: 'Read from a photo or scan' }).click();
    const reader = page.getByRole('dialog', { name: 'Read an identity document' });
    await reader
      .getByTestId('recognition-input')
      .setInputFiles({ name: 'carmen-hkid.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(card) });
    // The first reading asks for the identity card recognition terms.
    await page
      .getByRole('dialog', { name: 'Identity card recognition terms' })
      .getByRole('button', { name: 'I accept' })
      .click();
    const values = reader.getByRole('list', { name: 'Values found' });
    await values.waitFor({ timeout: 60_000 });
    await reader.getByText('Hong Kong identity card').waitFor();
    const read = async (field: string) =>
      (await values.locator(`li[data-field="${field}"]`).innerText()).split('\n');
    expect(await read('idNum')).toEqual(expect.arrayContaining(['A123456(3)', 'Passed its check']));
    expect(await read('chiName')).toEqual(expect.arrayContaining(['郭嘉敏', 'Passed its check']));
    await snap(page, 'id-recognition-review');
    await reader.getByRole('button', { name: /^Fill in the chosen/ }).click();
    await reader.waitFor({ state: 'hidden' });
    expect(await page.getByLabel(/Document number/).inputValue()).toBe('A123456(3)');
    expect(await page.getByLabel('Chinese name').inputValue()).toBe('郭嘉敏');
    expect(await page.getByLabel('Issue date').inputValue()).toBe('2019-05-01');
    // The picture was not attached: nothing is in the identity document's files yet.
    expect(await page.getByRole('button', { name: 'carmen-hkid.jpg' }).count()).toBe(0);

    // The card's issuer chose the country too.
    expect(await page.getByRole('combobox', { name: /Issuing country/ }).inputValue()).toBe('Hong Kong');
    await page.getByLabel(/Document number/).fill('A123456(4)');
    await page.getByLabel(/Document number/).blur();
    await page
      .getByText('This Hong Kong identity card number is not valid', { exact: false })
      .first()
      .waitFor();
    await page.getByLabel(/Document number/).fill('A123456(3)');
    await page.getByLabel('Issue date').fill('2019-05-01');
    await page.getByLabel('Expiry date').fill('2029-05-01');
    await page
      .getByTestId('sh-idDocs-input')
      .setInputFiles({ name: 'hkid.png', mimeType: 'image/png', buffer: png() });
    const home = page.getByRole('group', { name: 'Residential address' });
    await home.getByLabel('Flat / floor', { exact: true }).fill('Flat 8B');
    await home.getByLabel('Street', { exact: true }).fill('22 Main Street');
    await home.getByLabel('District', { exact: true }).fill('Yung Shue Wan');
    await chooseCountry(page, home, /Country or region/);
    await page
      .getByTestId('sh-resAddress-supDoc-input')
      .setInputFiles({ name: 'utility-bill.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByLabel('Country code').fill('+852');
    await page.getByLabel('Phone number').fill('61234567');
    for (const group of await page.getByRole('radiogroup').all()) {
      await group.getByRole('radio', { name: 'No' }).check();
    }
    await page.getByText('Your ultimate share in the company: 40%').waitFor();
    await page.getByRole('checkbox', { name: /named as shareholder/ }).check();
    await page.getByRole('checkbox', { name: /significant controller/ }).check();
    await page.getByRole('button', { name: 'hkid.png', exact: true }).waitFor();
    await page.getByRole('button', { name: 'utility-bill.pdf', exact: true }).waitFor();
    await page.getByText('All changes saved').waitFor();
    await expect.poll(() => problems.count()).toBe(0);
    await snap(page, 'stakeholder-identification-light');

    // The same draft in other looks (a fresh browser each: the server has it).
    for (const [name, options] of [
      ['dark', { storage: { 'portal.themeMode': 'dark' } }],
      ['zh-HK', { storage: { 'portal.language': 'zh-HK' } }],
      ['phone', { width: 390 }],
    ] as const) {
      const other = await carmenAt(screenPath, options);
      await other.page.getByLabel(/Document number|證件號碼/).waitFor();
      expect(await other.page.getByLabel(/Document number|證件號碼/).inputValue()).toBe('A123456(3)');
      await snap(other.page, `stakeholder-identification-${name}`);
      expect(other.problems).toEqual([]);
      await other.context.close();
    }

    await page.getByRole('button', { name: 'Confirm my identity' }).click();
    await page.waitForURL(/\/my-tasks\/complete\/[0-9a-f-]{36}$/);
    expect(pathOf(page)).toMatch(/^\/my-tasks\/complete\//);
    await page.getByText('Thank you: your identity is confirmed.').waitFor();
    expect(watched.problems).toEqual([]);

    // Staff read what Carmen gave; Carmen herself is now sent to the case page.
    const ken = await tokenOf('harbour.ken');
    const view = await api('GET', `/api/cases/${caseID}/holders/carmen`, ken);
    expect(view.body.holder).toMatchObject({
      chiName: '郭嘉敏',
      idNum: 'A123456(3)',
      isPep: false,
      ackSCR: true,
    });
    await page.goto(screenPath);
    await page.waitForURL((url) => url.pathname === `/view-cases/ongoing/${caseID}`);
    await watched.context.close();
  });
});
