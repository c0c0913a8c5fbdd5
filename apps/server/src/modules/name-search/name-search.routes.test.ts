import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TNameSearch } from '@portal/domain';
import { buildUser } from '../../test/factories.js';
import { createTestApp, type TTestContext } from '../../test/setup.js';
import { buildStaffedFirm, caller, signedIn, type TSignedIn } from '../../test/case-kit.js';
import { pdfText } from '../../test/pdf-read.js';
import { acceptNameSearchTerms, TEST_OFAC_CSV, TEST_UN_XML, uploadLists } from '../../test/screening-kit.js';

let ctx: TTestContext;
let smoooth: TSignedIn;
beforeAll(async () => {
  ctx = await createTestApp();
  smoooth = await signedIn(ctx.app, await buildUser(ctx.database.db, { userType: 'SMOOOTH' }));
});
afterAll(async () => {
  await ctx.close();
});

const search = (token: string, body: object) => caller(ctx.app)('POST', '/api/name-search', token, body);

describe('name search', () => {
  it('says no list is loaded before one is, then screens on the loaded lists and keeps the record', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    const call = caller(ctx.app);
    // The terms come first, then a list.
    const noTerms = await search(firm.officer.token, { name: 'Mei Ling Ho', type: 'I' });
    expect(noTerms.statusCode).toBe(409);
    expect(noTerms.json()).toMatchObject({ code: 'SCREENING_TERMS_REQUIRED' });
    await acceptNameSearchTerms(ctx.app, firm.officer.token);
    const noList = await search(firm.officer.token, { name: 'Mei Ling Ho', type: 'I' });
    expect(noList.statusCode).toBe(409);
    expect(noList.json()).toMatchObject({ code: 'SCREENING_NO_LIST' });

    const loaded = await uploadLists(ctx.app, smoooth.token, [
      { name: 'consolidated.xml', text: TEST_UN_XML },
      { name: 'sdn.csv', text: TEST_OFAC_CSV },
    ]);
    expect(loaded.statusCode).toBe(201);

    // Family name first, no hyphen, mixed case: the OFAC individual 'HO, Mei-ling'.
    const hit = await search(firm.officer.token, { name: 'ho MEI LING', type: 'I', nationality: 'CHN' });
    expect(hit.statusCode).toBe(201);
    const record = hit.json<TNameSearch>();
    expect(record.listVersions.map((v) => v.list).sort()).toEqual(['OFAC', 'UN']);
    expect(record.matches[0]).toMatchObject({
      list: 'OFAC',
      listEntryId: '90001',
      reference: 'HK-EO13936',
      name: 'HO, Mei-ling',
    });
    expect(record.matches[0]!.score).toBeGreaterThanOrEqual(record.threshold);
    expect(record.matches[0]!.reasons.length).toBeGreaterThan(0);
    expect(record.matches[0]!.entry.datesOfBirth).toEqual(['12 Mar 1968']);
    expect(record.outcome).toBe('PENDING');
    // A company under another legal form: the UN entity.
    const company = (
      await search(firm.officer.token, { name: 'Kowloon Holdings Limited', type: 'C' })
    ).json<TNameSearch>();
    expect(company.matches.map((m) => [m.list, m.listEntryId, m.reference])).toContainEqual([
      'UN',
      '990101',
      'KPe.990',
    ]);
    // A name on no list: nothing, and a clear record of it.
    const clear = (
      await search(firm.officer.token, { name: 'Wing Kei Tsang', type: 'I' })
    ).json<TNameSearch>();
    expect(clear).toMatchObject({ matches: [], outcome: 'NO_HITS' });

    // The record reads back as it ran, for the firm only.
    const again = await call('GET', `/api/name-search/${record.searchID}`, firm.colleague.token);
    expect(again.json<TNameSearch>()).toEqual(record);
    const other = await buildStaffedFirm(ctx.app, ctx.database.db);
    expect((await call('GET', `/api/name-search/${record.searchID}`, other.admin.token)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/name-search/${record.searchID}`, firm.client.token)).statusCode).toBe(
      403,
    );
    expect((await search(firm.client.token, { name: 'Mei Ling Ho', type: 'I' })).statusCode).toBe(403);
  });

  it('keeps decisions as added records: a false positive clears, a later possible match escalates', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    await acceptNameSearchTerms(ctx.app, firm.officer.token);
    const call = caller(ctx.app);
    const record = (await search(firm.officer.token, { name: 'Mei-Ling Ho', type: 'I' })).json<TNameSearch>();
    const matchID = record.matches[0]!.matchID;
    const url = `/api/name-search/${record.searchID}/decisions`;

    const noReason = await call('POST', url, firm.officer.token, {
      matchID,
      decision: 'FALSE_POSITIVE',
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ field: 'reason' });
    const foreign = await call('POST', url, firm.officer.token, {
      matchID: '00000000-0000-4000-8000-000000000000',
      decision: 'FALSE_POSITIVE',
      reason: 'x',
    });
    expect(foreign.json()).toMatchObject({ field: 'matchID' });

    const cleared = await call('POST', url, firm.officer.token, {
      matchID,
      decision: 'FALSE_POSITIVE',
      reason: 'Born 1991 in Hong Kong per her HKID; the listed person was born 1968.',
    });
    expect(cleared.statusCode).toBe(201);
    expect(cleared.json<TNameSearch>()).toMatchObject({ outcome: 'CLEARED' });
    const escalated = (
      await call('POST', url, firm.colleague.token, {
        matchID,
        decision: 'POSSIBLE_MATCH',
        reason: 'Second look: same passport.',
      })
    ).json<TNameSearch>();
    expect(escalated.outcome).toBe('ESCALATED');
    expect(escalated.decisions.map((d) => d.decision)).toEqual(['FALSE_POSITIVE', 'POSSIBLE_MATCH']);
    expect(escalated.matches[0]!.decision).toMatchObject({
      decision: 'POSSIBLE_MATCH',
      reason: 'Second look: same passport.',
    });

    // The database refuses to change what was recorded.
    await expect(
      ctx.database.db
        .updateTable('name_search_matches')
        .set({ score: 0.1 })
        .where('id', '=', matchID)
        .execute(),
    ).rejects.toThrow(/kept as written/);
    await expect(
      ctx.database.db
        .updateTable('name_searches')
        .set({ name: 'Someone Else' })
        .where('id', '=', record.searchID)
        .execute(),
    ).rejects.toThrow(/kept as written/);
    // The audit log shows the search and both decisions.
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', record.searchID)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'name_search.run',
      'name_search.decided',
      'name_search.decided',
    ]);

    // The printable record has the query, the lists and the decisions.
    const pdf = await call('GET', `/api/name-search/${record.searchID}/record.pdf`, firm.officer.token);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(pdf.rawPayload)).join('\n');
    expect(text).toContain('Mei-Ling Ho');
    expect(text).toContain('HO, Mei-ling');
    expect(text).toContain('Second look: same passport.');
  });

  it('lists the firm’s searches by person, outcome and list version, newest first', async () => {
    const firm = await buildStaffedFirm(ctx.app, ctx.database.db);
    await acceptNameSearchTerms(ctx.app, firm.admin.token);
    const call = caller(ctx.app);
    const first = (
      await search(firm.admin.token, { name: 'Northern Star Shipping L.L.C.', type: 'C' })
    ).json<TNameSearch>();
    const second = (await search(firm.admin.token, { name: 'Chi Keung Lam', type: 'I' })).json<TNameSearch>();
    type THistory = { items: { searchID: string; outcome: string }[]; total: number };
    const all = (await call('GET', '/api/name-search/history', firm.officer.token)).json<THistory>();
    expect(all.items.map((i) => i.searchID)).toEqual([second.searchID, first.searchID]);
    const byPerson = (
      await call('GET', '/api/name-search/history?person=northern', firm.officer.token)
    ).json<THistory>();
    expect(byPerson.items.map((i) => i.searchID)).toEqual([first.searchID]);
    const pending = (
      await call('GET', '/api/name-search/history?outcome=PENDING', firm.officer.token)
    ).json<THistory>();
    expect(pending.items.map((i) => i.searchID)).toEqual([first.searchID]);
    const ofac = first.listVersions.find((v) => v.list === 'OFAC')!;
    const byVersion = (
      await call('GET', `/api/name-search/history?listVersionID=${ofac.versionID}`, firm.officer.token)
    ).json<THistory>();
    expect(byVersion.total).toBe(2);
    // Another firm's history is its own.
    const other = await buildStaffedFirm(ctx.app, ctx.database.db);
    expect((await call('GET', '/api/name-search/history', other.officer.token)).json<THistory>().total).toBe(
      0,
    );
    const bad = await call('GET', '/api/name-search/history?from=2026-13-01', firm.officer.token);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'from' });
  });
});
