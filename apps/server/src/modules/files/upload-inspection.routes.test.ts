import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCaseDetail, TErrorResponse } from '@portal/domain';
import { bearer } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { buildStaffedFirm, kit, upload, type TStaffedFirm } from '../../test/case-kit.js';
import { armedPdf, crashingPng, docxOf, jpegWithGps, picture, pngClaiming } from './inspection/test-files.js';

/* Issue 24 point 8 through the upload route: the booby-trapped files are cleaned or refused. */

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
let firm: TStaffedFirm;
let caseId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  k = kit(ctx.app, ctx.database.db);
  firm = await buildStaffedFirm(ctx.app, ctx.database.db);
  const opened = await k.ok<TCaseDetail>(
    'POST',
    '/api/cases',
    firm.officer.token,
    {
      caseType: 'MVP',
      companyEngName: 'Harbour Tea Limited',
      client: { email: firm.client.email, engFirstName: 'Tai Man', engLastName: 'Chan' },
    },
    201,
  );
  await k.linkOk(firm.client, (await k.liveCode(opened.caseID, firm.officer)).invitationCode);
  caseId = opened.caseID;
});
afterAll(async () => {
  await ctx.close();
});

async function download(fileID: string): Promise<Buffer> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/file/download/fileID/${fileID}`,
    headers: bearer(firm.officer.token),
  });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

const fileRows = () =>
  ctx.database.db.selectFrom('files').select('id').where('case_id', '=', caseId).execute();

describe('uploads judged by more than their first bytes', () => {
  it('stores a PNG followed by HTML, sent as evil.html, as the picture alone, named evil.png', async () => {
    const trap = Buffer.concat([await picture('png'), Buffer.from('<html><script>alert(1)</script></html>')]);
    const response = await upload(ctx.app, firm.client.token, { caseID: caseId }, [
      { name: 'evil.html', type: 'text/html', data: trap },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const stored = response.json<{ fileID: string; fileName: string; fileType: string }>();
    expect(stored).toMatchObject({ fileName: 'evil.png', fileType: 'image/png' });
    const bytes = await download(stored.fileID);
    expect(bytes.includes('<script')).toBe(false);
    expect(bytes.length).toBeLessThan(trap.length);
  });

  it('stores a phone photo without its GPS position', async () => {
    const response = await upload(ctx.app, firm.client.token, { caseID: caseId }, [
      { name: 'hkid.jpg', type: 'image/jpeg', data: await jpegWithGps() },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const bytes = await download(response.json<{ fileID: string }>().fileID);
    expect(bytes.includes('Exif')).toBe(false);
  });

  it('stores a PDF without its JavaScript, launch action and embedded file', async () => {
    const response = await upload(ctx.app, firm.client.token, { caseID: caseId }, [
      { name: 'certificate.pdf', type: 'application/pdf', data: await armedPdf() },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const bytes = await download(response.json<{ fileID: string }>().fileID);
    const text = bytes.toString('latin1');
    for (const word of ['/JavaScript', '/Launch', '/EmbeddedFile', 'MZ not really'])
      expect(text.includes(word), word).toBe(false);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
  });

  it('refuses a pixel flood, a broken picture and a macro document, naming the file, and keeps nothing', async () => {
    const before = (await fileRows()).length;
    const refusals = [
      { name: 'huge.png', data: pngClaiming(40_000, 40_000), reason: /50 megapixels/ },
      { name: 'broken.png', data: pngClaiming(100, 100), reason: /cannot be read/ },
      { name: 'crashing.png', data: await crashingPng(), reason: /cannot be read/ },
      {
        name: 'minutes.docx',
        data: docxOf([{ name: 'word/vbaProject.bin', data: Buffer.from('Attribute VB_Name') }]),
        reason: /macros/,
      },
    ];
    for (const { name, data, reason } of refusals) {
      const response = await upload(ctx.app, firm.client.token, { caseID: caseId }, [
        { name, type: 'application/octet-stream', data },
      ]);
      expect(response.statusCode, name).toBe(400);
      const body = response.json<TErrorResponse>();
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.field).toBe('file');
      expect(body.message, name).toMatch(reason);
    }
    expect((await fileRows()).length).toBe(before);
    // The server is still there after the broken picture (the decoder runs in a child process).
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
