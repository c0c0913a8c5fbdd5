import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/database.js';
import { buildEntity, buildFirm } from '../test/factories.js';
import { loadMasterKeys, parseMasterKeys, writeMasterKeys } from '../modules/keys/master-keys.js';

// `portal rotate-keys` as an operator runs it (README, ADR 0031), on an embedded database of its own.
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let dir: string;
const dataDir = () => path.join(dir, 'data');
const keyFile = () => path.join(dataDir(), 'keys', 'master.keys');

function cli(args: string[], env: NodeJS.ProcessEnv = {}): { status: number | null; output: string } {
  const { DATABASE_URL: _ignored, TEST_DATABASE_URL: _alsoIgnored, ...rest } = process.env;
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: serverDir,
    env: { ...rest, DATA_DIR: dataDir(), LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const openData = (master = loadMasterKeys({ inline: undefined, file: keyFile() })) =>
  openPglite({ dataDir: path.join(dataDir(), 'pglite'), keys: { master } });

const RECORDS = {
  companyEngName: 'Rotated Tea Limited',
  stakeholders: [
    { holderID: 'kit', holderType: 'I', idNum: 'K1234560', resAddress: { engBuilding: 'Home' } },
  ],
};

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-rotate-cli-'));
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('rotate-keys', () => {
  it('adds a master key to the key file and re-wraps every data key under it', async () => {
    expect(cli(['migrate']).status).toBe(0);
    // The first start made the key file, readable by its owner only.
    expect(fs.statSync(keyFile()).mode & 0o777).toBe(0o600);
    let database = await openData();
    const firmId = await buildFirm(database.db);
    const entityId = await buildEntity(database.db, { firmId, information: RECORDS });
    await database.close();

    const rotated = cli(['rotate-keys', '--add-key']);
    expect(rotated.output).toContain('Master key version 2 now wraps 1 data keys (1 re-wrapped).');
    expect(rotated.output).toContain('No data key needs master key version 1 any more');
    expect(rotated.status).toBe(0);

    // With version 1 removed from the file, as the operator then may, the data still opens.
    const keys = parseMasterKeys(fs.readFileSync(keyFile(), 'utf8'), keyFile());
    const newOnly = { current: 2, keys: new Map([[2, keys.keys.get(2) ?? Buffer.alloc(0)]]) };
    fs.writeFileSync(keyFile(), writeMasterKeys(newOnly));
    database = await openData();
    await database.keyring.loadAll();
    const row = await database.db
      .selectFrom('entities')
      .select('information')
      .where('id', '=', entityId)
      .executeTakeFirstOrThrow();
    expect(row.information).toEqual(RECORDS);
    await database.close();
  });

  it('with ENCRYPTION_KEYS, says where the new key goes instead of adding one', () => {
    const inline = writeMasterKeys(loadMasterKeys({ inline: undefined, file: keyFile() })).replace(
      /\n/g,
      ',',
    );
    const refused = cli(['rotate-keys', '--add-key'], { ENCRYPTION_KEYS: inline });
    expect(refused.status).not.toBe(0);
    expect(refused.output).toContain('ENCRYPTION_KEYS is set: add the new key there as version 3');
    // Without --add-key it re-wraps under the newest given, here the one already wrapping.
    const again = cli(['rotate-keys'], { ENCRYPTION_KEYS: inline });
    expect(again.output).toContain('Master key version 2 now wraps 1 data keys (0 re-wrapped).');
    expect(again.status).toBe(0);
  });
});
