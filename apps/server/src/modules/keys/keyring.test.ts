import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../db/database.js';
import { buildEntity, buildFirm } from '../../test/factories.js';
import { createTestDatabase } from '../../test/setup.js';
import { Keyring, SealedValueError } from './keyring.js';
import { parseMasterKeys, writeMasterKeys, type TMasterKeys } from './master-keys.js';
import { rotateKeys } from './rotate-keys.js';
import { identityNumberDigest, SealedFieldsPlugin, sealDocument } from './sealed-documents.js';

/**
 * Envelope encryption of identity data at rest (issue 24 point 6, ADR 0031): what is stored, what is
 * read, and how the data keys live through a rolled-back first use, another copy's key and a rotation.
 */

let database: TDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const RECORDS = {
  companyEngName: 'Sealed Tea Limited',
  stakeholders: [
    {
      holderID: 'ann',
      holderType: 'I',
      engFirstName: 'Ann',
      engLastName: 'Wong',
      idNum: 'R765432(1)',
      resAddress: { engBuilding: 'Hidden Villa', engStreet: '9 Secret Path', country: 'HKG' },
      corrAddress: { engBuilding: 'Open House', country: 'HKG' },
      dateOfBirth: '1981-02-03',
    },
  ],
};

async function storedText(entityId: string): Promise<string> {
  const { rows } = await sql<{
    text: string;
  }>`select information::text as text from entities where id = ${entityId}`.execute(database.db);
  return rows[0]?.text ?? '';
}

/** The database read through a keyring of its own: another server copy, or this one after a restart. */
function readerWith(master: TMasterKeys) {
  const keyring = new Keyring(master);
  const db = database.db.withoutPlugins().withPlugin(new SealedFieldsPlugin(keyring));
  keyring.attach(db);
  return { keyring, db };
}

const informationOf = (db: TDatabase['db'], id: string) =>
  db.selectFrom('entities').select('information').where('id', '=', id).executeTakeFirstOrThrow();

describe('sealed documents', () => {
  it('stores identity numbers, residential addresses and dates of birth sealed, and reads them back whole', async () => {
    const firmId = await buildFirm(database.db);
    const id = await buildEntity(database.db, { firmId, information: RECORDS });

    const stored = await storedText(id);
    for (const clear of ['R765432(1)', 'R7654321', 'Hidden Villa', 'Secret Path', '1981-02-03'])
      expect(stored).not.toContain(clear);
    // What is not protected stays searchable as it was.
    expect(stored).toContain('Open House');
    expect(stored).toContain('"idNum": "sealed:v1:');
    expect(stored).toContain('"idNumDigest": "');

    const read = await informationOf(database.db, id);
    expect(read.information).toEqual(RECORDS);

    // Another copy with the same master key reads it too, once it has the firm's data key.
    const other = readerWith(database.keyring.masterKeys);
    await other.keyring.loadAll();
    expect((await informationOf(other.db, id)).information).toEqual(RECORDS);
  });

  it('finds the same person by the keyed hash, whatever the number’s punctuation', async () => {
    const firmId = await buildFirm(database.db);
    const id = await buildEntity(database.db, { firmId, information: RECORDS });
    const digest = await identityNumberDigest(database.db, firmId, 'r 765432 1');
    const found = await database.db
      .selectFrom('entities')
      .select('id')
      .where(
        sql<boolean>`information @> ${JSON.stringify({ stakeholders: [{ idNumDigest: digest }] })}::jsonb`,
      )
      .execute();
    expect(found.map((r) => r.id)).toEqual([id]);
    // Another firm's hash of the same number is another value: nothing links the two firms' people.
    const otherFirm = await buildFirm(database.db);
    expect(await identityNumberDigest(database.db, otherFirm, 'R765432(1)')).not.toBe(digest);
  });

  it('refuses a sealed value moved to another field or altered', async () => {
    const firmId = await buildFirm(database.db);
    const id = await buildEntity(database.db, { firmId, information: RECORDS });
    // The identity number's ciphertext put where the date of birth was: its field does not match.
    await sql`update entities set information = jsonb_set(information, '{stakeholders,0,dateOfBirth}',
      information #> '{stakeholders,0,idNum}') where id = ${id}`.execute(database.db);
    await expect(informationOf(database.db, id)).rejects.toThrow(SealedValueError);

    const second = await buildEntity(database.db, { firmId, information: RECORDS });
    await sql`update entities set information = jsonb_set(information, '{stakeholders,0,idNum}',
      to_jsonb(left(information #>> '{stakeholders,0,idNum}', -3) || 'AAA')) where id = ${second}`.execute(
      database.db,
    );
    await expect(informationOf(database.db, second)).rejects.toThrow(SealedValueError);
  });

  it('keeps a data key first made in a transaction that rolled back, once a later save commits', async () => {
    const firmId = await buildFirm(database.db);
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sealDocument(trx, firmId, RECORDS);
        throw new Error('the save fails after sealing');
      }),
    ).rejects.toThrow('the save fails');
    // The key this process made is gone from the database; the next save stores it again.
    const id = await buildEntity(database.db, { firmId, information: RECORDS });
    const restarted = readerWith(database.keyring.masterKeys);
    await restarted.keyring.loadAll();
    expect((await informationOf(restarted.db, id)).information).toEqual(RECORDS);
  });

  it('gives way to the data key another copy stored first', async () => {
    const firmId = await buildFirm(database.db);
    const other = readerWith(database.keyring.masterKeys);
    // The other copy makes a key in a transaction that is then rolled back, so it only holds it.
    await other.db
      .transaction()
      .execute(async (trx) => {
        await sealDocument(trx, firmId, RECORDS);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    // This copy stores the firm's key meanwhile.
    const first = await buildEntity(database.db, { firmId, information: RECORDS });
    // The other copy's next save uses the stored key, not its own.
    const sealed = await sealDocument(other.db, firmId, RECORDS);
    const keys = await database.db.selectFrom('data_keys').select('id').where('scope', '=', firmId).execute();
    expect(keys).toHaveLength(1);
    expect(sealed).toContain(`sealed:v1:${keys[0]?.id}:`);
    expect((await informationOf(database.db, first)).information).toEqual(RECORDS);
  });
});

describe('rotation', () => {
  it('re-wraps every data key under a new master key, after which the old one is not needed', async () => {
    const firmId = await buildFirm(database.db);
    const id = await buildEntity(database.db, { firmId, information: RECORDS });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-keys-'));
    const file = path.join(dir, 'master.keys');
    fs.writeFileSync(file, writeMasterKeys(database.keyring.masterKeys));
    const before = await database.db.selectFrom('data_keys').select(['id', 'wrapped']).execute();
    const sealedBefore = await storedText(id);

    const done = await rotateKeys(database, { inline: undefined, file }, { addKey: true });
    expect(done).toMatchObject({ version: 2, total: before.length, rewrapped: before.length, inUse: [2] });
    expect(done.retirable).toEqual([1]);
    const after = await database.db
      .selectFrom('data_keys')
      .select(['id', 'wrapped', 'master_version'])
      .execute();
    for (const row of after) {
      expect(row.master_version).toBe(2);
      expect(row.wrapped).not.toBe(before.find((b) => b.id === row.id)?.wrapped);
    }
    // No sealed value changed, and the running keyring goes on reading.
    expect(await storedText(id)).toBe(sealedBefore);
    expect((await informationOf(database.db, id)).information).toEqual(RECORDS);

    // The key file holds both versions; a copy started with version 2 alone reads everything.
    const keys = parseMasterKeys(fs.readFileSync(file, 'utf8'), file);
    expect([...keys.keys.keys()]).toEqual([1, 2]);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const newOnly = readerWith({ current: 2, keys: new Map([[2, keys.keys.get(2) ?? Buffer.alloc(0)]]) });
    await newOnly.keyring.loadAll();
    expect((await informationOf(newOnly.db, id)).information).toEqual(RECORDS);
    // And the old version alone no longer opens the data keys.
    const oldOnly = new Keyring({ current: 1, keys: new Map([[1, keys.keys.get(1) ?? Buffer.alloc(0)]]) });
    await expect(oldOnly.loadAll(database.db)).rejects.toThrow('master key version 2');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses --add-key when the keys come from ENCRYPTION_KEYS, changing nothing', async () => {
    const inline = writeMasterKeys(database.keyring.masterKeys).replace(/\n/g, ',');
    const before = await database.db
      .selectFrom('data_keys')
      .select(['id', 'wrapped'])
      .orderBy('id')
      .execute();
    await expect(rotateKeys(database, { inline, file: '/nonexistent' }, { addKey: true })).rejects.toThrow(
      'add the new key there as version',
    );
    expect(
      await database.db.selectFrom('data_keys').select(['id', 'wrapped']).orderBy('id').execute(),
    ).toEqual(before);
  });
});
