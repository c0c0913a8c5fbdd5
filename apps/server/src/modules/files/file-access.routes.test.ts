import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { buildStaffedFirm, kit, PDF_BYTES, PNG_BYTES, upload } from '../../test/case-kit.js';
import { walkToSigning } from '../../test/signing-walk.js';

/** One rule for who reads a case's file (issue 24, point 3), for each kind of file and actor. */

let ctx: TTestContext;
let k: ReturnType<typeof kit>;
beforeAll(async () => {
  ctx = await createTestApp();
  k = kit(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

const download = (fileID: string, token: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/file/download/fileID/${fileID}`, headers: bearer(token) });

describe('reading a case’s files', () => {
  it('a stakeholder reads what is about them, never the client’s uploads; the client not a stakeholder’s own', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const { caseId, director } = await walkToSigning(ctx.app, ctx.database.db, firm, 'form');
    const up = async (token: string, fields: Record<string, string>, name: string) =>
      (
        await upload(ctx.app, token, { caseID: caseId, ...fields }, [
          {
            name,
            type: name.endsWith('.png') ? 'image/png' : 'application/pdf',
            data: name.endsWith('.png') ? PNG_BYTES : PDF_BYTES,
          },
        ])
      ).json<{ fileID: string }>().fileID;
    // The client's identity document and a paper-signed scan: uploaded to the case with no holder.
    const clientId = await up(firm.client.token, {}, 'client-hkid.png');
    const scan = await up(firm.officer.token, {}, 'paper-signed.pdf');
    // The director's own proof, and the corporate's (another stakeholder's) uploaded by the client.
    const own = await up(director.token, { holderID: 'h-director' }, 'director-bill.pdf');
    const corporate = await up(firm.client.token, { holderID: 'h-corporate' }, 'corporate-br.pdf');
    // A generated document the director signs (the incorporation form).
    const documents = await k.ok<{ documents: { fileID: string; kind: string }[] }>(
      'GET',
      `/api/cases/${caseId}/documents`,
      director.token,
    );
    const signs = documents.documents.find((d) => d.kind === 'INCORPORATION_FORM')?.fileID ?? '';
    expect(signs).not.toBe('');

    const expectations: [string, string, Record<string, number>][] = [
      ['client identity document', clientId, { director: 404, client: 200, officer: 200 }],
      ['paper-signed scan', scan, { director: 404, client: 200, officer: 200 }],
      // Need to know: the director's own document is not the client's to read.
      ['the director’s own proof', own, { director: 200, client: 404, officer: 200 }],
      ['another stakeholder’s document', corporate, { director: 404, client: 200, officer: 200 }],
      ['a document the director signs', signs, { director: 200, client: 200, officer: 200 }],
    ];
    const tokens = { director: director.token, client: firm.client.token, officer: firm.officer.token };
    for (const [what, fileID, byActor] of expectations)
      for (const [actor, status] of Object.entries(byActor))
        expect(
          (await download(fileID, tokens[actor as keyof typeof tokens])).statusCode,
          `${what} by ${actor}`,
        ).toBe(status);
    // Another firm's staff reads none of them.
    const other = await buildStaffedFirm(ctx.app, ctx.database.db);
    for (const [what, fileID] of expectations)
      expect((await download(fileID, other.officer.token)).statusCode, what).toBe(404);
  });
});
