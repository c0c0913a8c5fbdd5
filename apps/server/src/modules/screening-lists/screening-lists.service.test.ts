import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TListVersion } from '@portal/domain';
import type { TDatabase } from '../../db/database.js';
import { buildUser } from '../../test/factories.js';
import { ADD_CSV, ALT_CSV, COMMENTS_CSV, listFile, SDN_CSV, UN_XML } from '../../test/list-files-kit.js';
import { createTestDatabase } from '../../test/setup.js';
import { readListFiles } from './list-files.js';
import { importListFiles } from './screening-lists.service.js';
import { listVersions, loadCurrentLists } from './screening-lists.repository.js';

let database: TDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** A later OFAC publication: one party added. */
const SDN_NEXT = SDN_CSV.replace(
  '\r\n\u001a',
  '\r\n506,"LEE, John Ka-chiu","individual","HK-EO13936",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"a.k.a. \'LI, Jiachao\'."\r\n\u001a',
);

const current = async (list: 'UN' | 'OFAC') =>
  (await listVersions(database.db)).filter((v) => v.list === list && v.current);

describe('importing the lists', () => {
  it('stores each list as a version with its counts, makes it current and reads it back whole', async () => {
    const operator = await buildUser(database.db, { userType: 'SMOOOTH' });
    const notified: TListVersion[][] = [];
    const files = [
      listFile('un.xml', UN_XML),
      listFile('sdn.csv', SDN_CSV),
      listFile('alt.csv', ALT_CSV),
      listFile('add.csv', ADD_CSV),
      listFile('sdn_comments.csv', COMMENTS_CSV),
    ];
    const result = await importListFiles(database.db, files, {
      importedBy: operator.id,
      onImported: (versions) => void notified.push(versions),
    });
    expect(result.imported).toHaveLength(2);
    const byList = Object.fromEntries(result.versions.map((v) => [v.list, v]));
    expect(byList.UN).toMatchObject({
      publishedDate: '2026-11-20',
      importedBy: 'Tai Man Chan',
      entryCount: 3,
      individualCount: 2,
      entityCount: 1,
      nameCount: 9,
      current: true,
      files: ['un.xml'],
    });
    expect(byList.OFAC).toMatchObject({
      publishedDate: null,
      entryCount: 4,
      individualCount: 2,
      entityCount: 1,
      nameCount: 6,
      current: true,
      files: ['sdn.csv', 'alt.csv', 'add.csv', 'sdn_comments.csv'],
    });
    expect(notified).toEqual([result.versions]);

    // What the search service reads: every entry of the current versions, as the importer read it.
    const loaded = await loadCurrentLists(database.db);
    // The lists in turn (OFAC, UN), each in its files' order.
    const expected = readListFiles(files)
      .sort((a, b) => a.list.localeCompare(b.list))
      .flatMap((l) => l.entries);
    expect(loaded.entries).toEqual(expected);
    expect(loaded.versions.map((v) => v.versionID).sort()).toEqual(result.imported.slice().sort());

    const names = await database.db
      .selectFrom('screening_names')
      .select(['name', 'quality', 'script', 'normalised'])
      .where('version_id', '=', byList.UN!.versionID)
      .execute();
    expect(names).toContainEqual({
      name: 'RI WON HO',
      quality: 'PRIMARY',
      script: 'LATIN',
      normalised: 'ri won ho',
    });
    expect(names).toContainEqual({
      name: '港龍船務有限公司',
      quality: 'GOOD',
      script: 'HAN',
      normalised: '港龍船務有限公司',
    });
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['actor_user_id', 'target_id'])
      .where('action', '=', 'screening.list_imported')
      .execute();
    expect(audit).toEqual(
      expect.arrayContaining(result.imported.map((id) => ({ actor_user_id: operator.id, target_id: id }))),
    );
  });

  it('makes a new publication current for its list only; the very same files again change nothing', async () => {
    const [unBefore] = await current('UN');
    const [ofacBefore] = await current('OFAC');
    const notified: TListVersion[][] = [];
    const next = await importListFiles(database.db, [listFile('sdn.csv', SDN_NEXT)], {
      importedBy: null,
      onImported: (versions) => void notified.push(versions),
    });
    expect(next.versions).toMatchObject([{ list: 'OFAC', entryCount: 5, current: true, importedBy: null }]);
    expect(notified).toHaveLength(1);
    expect(await current('UN')).toEqual([unBefore]);
    const ofac = (await listVersions(database.db)).filter((v) => v.list === 'OFAC');
    expect(ofac.map((v) => [v.versionID, v.current])).toEqual([
      [next.imported[0], true],
      [ofacBefore!.versionID, false],
    ]);
    const loaded = await loadCurrentLists(database.db);
    expect(loaded.entries.filter((e) => e.list === 'OFAC').map((e) => e.listEntryId)).toEqual([
      '36',
      '501',
      '503',
      '505',
      '506',
    ]);

    const again = await importListFiles(database.db, [listFile('renamed.csv', SDN_NEXT)], {
      importedBy: null,
      onImported: (versions) => void notified.push(versions),
    });
    expect(again).toEqual({ versions: next.versions, imported: [] });
    expect(notified).toHaveLength(1);
    expect(await listVersions(database.db)).toHaveLength(3);
  });

  it('fails whole on a bad file, leaving the versions in force', async () => {
    const before = await listVersions(database.db);
    const attempts = [
      [listFile('un.xml', UN_XML.slice(0, 2000)), listFile('sdn.csv', SDN_CSV)],
      // A good UN file does not go in when the OFAC file beside it is bad.
      [
        listFile('un.xml', UN_XML.replace('2026-11-20', '2026-11-27')),
        listFile('sdn.csv', `${SDN_CSV}\r\n9,"CUT`),
      ],
      [listFile('alt.csv', ALT_CSV)],
    ];
    for (const files of attempts)
      await expect(importListFiles(database.db, files, { importedBy: null })).rejects.toMatchObject({
        code: 'SCREENING_LIST_INVALID',
        values: { reason: expect.stringMatching(/^(un\.xml|sdn\.csv|alt\.csv)/) as unknown },
      });
    // A failure inside the transaction (here an importer who does not exist) undoes it all too.
    await expect(
      importListFiles(database.db, [listFile('un.xml', UN_XML.replace('2026-11-20', '2026-11-28'))], {
        importedBy: '00000000-0000-4000-8000-000000000000',
      }),
    ).rejects.toThrow();
    expect(await listVersions(database.db)).toEqual(before);
    expect(await database.db.selectFrom('screening_entries').select('id').execute()).toHaveLength(3 + 4 + 5);
  });
});
