import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCaseDetail } from '@portal/domain';
import { bearer, buildEntity, buildUser } from '../../test/factories.js';
import { createTestApp, testConfig, type TTestContext } from '../../test/setup.js';
import { startLocalS3 } from '../../test/s3-server.js';
import {
  buildStaffedFirm,
  kit,
  multipart,
  PDF_BYTES,
  PNG_BYTES,
  signedIn,
  upload,
  validInformation,
  type TStaffedFirm,
} from '../../test/case-kit.js';

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
/** Where the store under test keeps its bytes, to prove nothing is left behind. */
let storeRoot: string;

/** Both stores of DESIGN §2 pass the same tests: the disk folder and S3-compatible object storage. */
const STORES = [
  {
    store: 'disk',
    start: async () => {
      const dir = `${testConfig().filesDir}-files-test`;
      return { env: { FILES_DIR: dir }, dir, close: () => fs.rm(dir, { recursive: true, force: true }) };
    },
  },
  { store: 'S3-compatible (a local s3rver)', start: () => startLocalS3() },
];

/** A firm with an MVP case its client has linked to. */
async function caseOf(firm: TStaffedFirm): Promise<string> {
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
  return opened.caseID;
}

async function storedFiles(): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string) => {
    for (const entry of await fs.readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const full = `${dir}/${entry.name}`;
      if (entry.isDirectory()) await walk(full);
      else out.push(full);
    }
  };
  await walk(storeRoot);
  return out;
}

describe.each(STORES)('upload and download, $store store', ({ start }) => {
  let stopStore: () => Promise<void>;
  beforeAll(async () => {
    const store = await start();
    storeRoot = store.dir;
    stopStore = () => store.close();
    ctx = await createTestApp(store.env);
    k = kit(ctx.app, ctx.database.db);
  });
  afterAll(async () => {
    await ctx.close();
    await stopStore();
  });

  it('stores a file typed by its content, named for it, and gives it back to those who may see the case', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const other = await buildStaffedFirm(ctx.app, ctx.database.db);
    const caseId = await caseOf(firm);
    // The name says .pdf; the content is a PNG: the content decides, the name too.
    const response = await upload(ctx.app, firm.client.token, { caseID: caseId }, [
      { name: '身份證.pdf', type: 'application/pdf', data: PNG_BYTES },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const uploaded = response.json<{
      fileID: string;
      fileName: string;
      fileSize: number;
      fileType: string;
    }>();
    expect(uploaded).toMatchObject({ fileName: '身份證.png', fileType: 'image/png' });
    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/file/download/fileID/${uploaded.fileID}`,
      headers: bearer(firm.officer.token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''%E8%BA%AB");
    // The picture is made anew (upload-inspection.ts): a PNG of the same pixels, of the size answered.
    expect(download.rawPayload.subarray(0, 8).equals(PNG_BYTES.subarray(0, 8))).toBe(true);
    expect(download.rawPayload.length).toBe(uploaded.fileSize);
    // The bytes are in the store under test, not anywhere else.
    expect(await storedFiles()).not.toEqual([]);
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: `/api/file/download/fileID/${uploaded.fileID}`,
      headers: bearer(other.admin.token),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses what is not an accepted type (38001 unknown content, 38002 a type not accepted) and keeps nothing', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const caseId = await caseOf(firm);
    const before = await storedFiles();
    const text = await upload(ctx.app, firm.client.token, { caseID: caseId }, [
      { name: 'notes.pdf', type: 'application/pdf', data: Buffer.from('just some words, not a PDF at all') },
    ]);
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: '38001' });
    const zip = Buffer.from('504b0304140000000000000000000000000000000000000000000000000000', 'hex');
    const archive = await upload(ctx.app, firm.client.token, { caseID: caseId }, [
      { name: 'photo.png', type: 'image/png', data: Buffer.concat([zip, Buffer.alloc(200)]) },
    ]);
    expect(archive.statusCode).toBe(415);
    expect(archive.json()).toMatchObject({ code: '38002' });
    // Programs renamed as documents are read for what they are.
    const windowsProgram = Buffer.alloc(512);
    windowsProgram.write('MZ', 0, 'latin1');
    windowsProgram.writeUInt32LE(0x80, 0x3c);
    windowsProgram.write('PE\0\0', 0x80, 'latin1');
    const linuxProgram = Buffer.concat([
      Buffer.from('7f454c46020101000000000000000000', 'hex'),
      Buffer.alloc(300),
    ]);
    for (const [name, data] of [
      ['passport.pdf', windowsProgram],
      ['address-proof.docx', linuxProgram],
    ] as const) {
      const program = await upload(ctx.app, firm.client.token, { caseID: caseId }, [
        { name, type: 'application/pdf', data },
      ]);
      expect(program.statusCode, name).toBe(415);
      expect(program.json(), name).toMatchObject({ code: '38002' });
    }
    const empty = await upload(ctx.app, firm.client.token, { caseID: caseId }, [
      { name: 'empty.pdf', type: 'application/pdf', data: Buffer.alloc(0) },
    ]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ field: 'file', message: 'File: is empty' });
    // All or nothing: a good file before a refused one in the same request is not kept either.
    const mixed = await upload(ctx.app, firm.client.token, { caseID: caseId }, [
      { name: 'ok.pdf', type: 'application/pdf', data: PDF_BYTES },
      {
        name: 'bad.bin',
        type: 'application/octet-stream',
        data: Buffer.from('plain text again, nothing to see'),
      },
    ]);
    expect(mixed.statusCode).toBe(415);
    expect(
      await ctx.database.db.selectFrom('files').select('id').where('case_id', '=', caseId).execute(),
    ).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it('limits size (25,000,000 bytes) and count (5 files), and needs the case id before the file', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const caseId = await caseOf(firm);
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(25_000_001 - PDF_BYTES.length)]);
    const tooBig = await upload(ctx.app, firm.client.token, { caseID: caseId }, [
      { name: 'big.pdf', type: 'application/pdf', data: big },
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    const six = Array.from({ length: 6 }, (_, i) => ({
      name: `f${i}.pdf`,
      type: 'application/pdf',
      data: PDF_BYTES,
    }));
    const tooMany = await upload(ctx.app, firm.client.token, { caseID: caseId }, six);
    expect(tooMany.statusCode).toBe(413);
    const five = await upload(ctx.app, firm.client.token, { caseID: caseId }, six.slice(0, 5));
    expect(five.statusCode, five.body).toBe(200);
    expect(five.json<{ files: unknown[] }>().files).toHaveLength(5);
    const noCase = await upload(ctx.app, firm.client.token, {}, [
      { name: 'a.pdf', type: 'application/pdf', data: PDF_BYTES },
    ]);
    expect(noCase.statusCode).toBe(400);
    expect(noCase.json()).toMatchObject({ field: 'caseID' });
    const notMultipart = await ctx.app.inject({
      method: 'POST',
      url: '/api/file/upload',
      headers: { ...bearer(firm.client.token), 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(notMultipart.statusCode).toBe(415);
  });

  it('a cut-off upload leaves no row and no bytes behind', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const caseId = await caseOf(firm);
    const before = await storedFiles();
    const { body, contentType } = multipart({ caseID: caseId }, [
      { name: 'a.pdf', type: 'application/pdf', data: Buffer.concat([PDF_BYTES, Buffer.alloc(50_000)]) },
    ]);
    // The connection drops half-way: no closing boundary.
    const cut = await ctx.app.inject({
      method: 'POST',
      url: '/api/file/upload',
      headers: { ...bearer(firm.client.token), 'content-type': contentType },
      payload: body.subarray(0, Math.floor(body.length / 2)),
    });
    expect(cut.statusCode).toBeGreaterThanOrEqual(400);
    expect(cut.statusCode).toBeLessThan(500);
    expect(
      await ctx.database.db.selectFrom('files').select('id').where('case_id', '=', caseId).execute(),
    ).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it("keeps a stakeholder's own documents between the firm, the uploader and that stakeholder", async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const other = await buildStaffedFirm(ctx.app, ctx.database.db);
    const caseId = await caseOf(firm);
    const director = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'GU' }));
    const stranger = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'GU' }));
    await k.ok(
      'PUT',
      `/api/cases/${caseId}/information`,
      firm.client.token,
      validInformation({ directorEmail: director.email }),
    );
    await k.complete(caseId, 'POC_FORM', firm.client);
    const code =
      (await k.invitations(caseId, firm.officer)).find((i) => i.holderID === 'h-director')?.invitationCode ??
      '';
    await k.linkOk(director, code, 'Siu Ming', 'Lee');
    // Someone else's holder id is not theirs to upload to.
    const wrongHolder = await upload(ctx.app, director.token, { caseID: caseId, holderID: 'h-corporate' }, [
      { name: 'x.pdf', type: 'application/pdf', data: PDF_BYTES },
    ]);
    expect(wrongHolder.statusCode).toBe(403);
    const own = (
      await upload(ctx.app, director.token, { caseID: caseId, holderID: 'h-director' }, [
        { name: 'passport.pdf', type: 'application/pdf', data: PDF_BYTES },
      ])
    ).json<{ fileID: string }>();
    const get = (token: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/file/download/fileID/${own.fileID}`,
        headers: bearer(token),
      });
    expect((await get(director.token)).statusCode).toBe(200);
    expect((await get(firm.officer.token)).statusCode).toBe(200);
    expect((await get(firm.client.token)).statusCode).toBe(404);
    expect((await get(stranger.token)).statusCode).toBe(404);
    expect((await get(other.officer.token)).statusCode).toBe(404);
    // Nobody uploads to a case they cannot see.
    const outsider = await upload(ctx.app, other.officer.token, { caseID: caseId }, [
      { name: 'x.pdf', type: 'application/pdf', data: PDF_BYTES },
    ]);
    expect(outsider.statusCode).toBe(404);
  });

  it("keeps a company's own files between its firm and its linked clients (id field companyID)", async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const other = await buildStaffedFirm(ctx.app, ctx.database.db);
    const stranger = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'GU' }));
    const companyID = await buildEntity(ctx.database.db, {
      firmId: firm.firmId,
      clientUserId: firm.client.id,
    });
    const stored = await upload(ctx.app, firm.officer.token, { companyID }, [
      { name: 'certificate-of-incorporation.pdf', type: 'application/pdf', data: PDF_BYTES },
    ]);
    expect(stored.statusCode, stored.body).toBe(200);
    const { fileID } = stored.json<{ fileID: string }>();
    const get = (token: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/file/download/fileID/${fileID}`, headers: bearer(token) });
    expect((await get(firm.client.token)).rawPayload.equals(PDF_BYTES)).toBe(true);
    expect((await get(firm.admin.token)).statusCode).toBe(200);
    expect((await get(other.officer.token)).statusCode).toBe(404);
    expect((await get(other.client.token)).statusCode).toBe(404);
    expect((await get(stranger.token)).statusCode).toBe(404);
    for (const outsider of [other.officer, stranger]) {
      const refused = await upload(ctx.app, outsider.token, { companyID }, [
        { name: 'x.pdf', type: 'application/pdf', data: PDF_BYTES },
      ]);
      expect(refused.statusCode).toBe(404);
    }
    const malformed = await upload(ctx.app, firm.officer.token, { companyID: 'not-an-id' }, [
      { name: 'x.pdf', type: 'application/pdf', data: PDF_BYTES },
    ]);
    expect(malformed.json()).toMatchObject({ field: 'companyID' });
  });
});
