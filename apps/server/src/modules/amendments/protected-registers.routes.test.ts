import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEntity } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { buildStaffedFirm, caller } from '../../test/case-kit.js';
import { pdfText } from '../../test/pdf-read.js';
import { HARBOUR_TEA_RECORDS, HK_ADDRESS } from '../../test/amendment-kit.js';

/**
 * The registers a company shows for inspection carry correspondence addresses and partial numbers
 * whoever downloads them; the protected part (usual residential addresses, full numbers) is a separate
 * PDF for the owning firm's staff only (ADR 0030).
 */

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const RECORDS = {
  ...HARBOUR_TEA_RECORDS,
  stakeholders: HARBOUR_TEA_RECORDS.stakeholders.map((h) =>
    h.holderID === 'ann'
      ? { ...h, resAddress: { ...HK_ADDRESS, engFlat: 'House 3', engBuilding: 'Secret Villa' } }
      : h,
  ),
};
const flat = (text: string) => text.replace(/\s+/g, '');

describe('registers under the protected-information regime', () => {
  it('shows staff the inspection copy with partial numbers, and the protected part only to the firm’s staff', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const entityId = await buildEntity(ctx.database.db, {
      firmId: firm.firmId,
      clientUserId: firm.client.id,
      information: RECORDS,
      incorporationDate: '2024-01-10',
    });
    const call = caller(ctx.app);

    const open = await call(
      'GET',
      `/api/entities/${entityId}/registers.pdf?asAt=2025-01-10`,
      firm.officer.token,
    );
    expect(open.statusCode).toBe(200);
    const openText = flat((await pdfText(open.rawPayload)).join('\n'));
    expect(openText).toContain('A123****(partial部分)');
    expect(openText).toContain('HarbourBuilding');
    for (const whole of ['A1234563', 'K1234560', 'SecretVilla']) expect(openText).not.toContain(whole);

    const url = `/api/entities/${entityId}/registers/protected.pdf?asAt=2025-01-10`;
    const part = await call('GET', url, firm.officer.token);
    expect(part.statusCode).toBe(200);
    expect(part.headers['cache-control']).toBe('private, no-store');
    const partText = flat((await pdfText(part.rawPayload)).join('\n'));
    for (const expected of ['NOTforPublicInspection', 'A1234563', 'K1234560', 'SecretVilla'])
      expect(partText).toContain(expected);

    // The client contact and another firm's staff never get it.
    expect((await call('GET', url, firm.client.token)).statusCode).toBe(403);
    const other = await buildStaffedFirm(ctx.app, ctx.database.db);
    expect((await call('GET', url, other.officer.token)).statusCode).toBe(404);
  });
});
