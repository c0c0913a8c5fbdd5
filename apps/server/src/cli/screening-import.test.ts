import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALT_CSV, SDN_CSV, UN_XML } from '../test/list-files-kit.js';

// The command as `npm run screening:import -- FILE…` runs it, on an embedded database of its own.
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let dir: string;

function cli(args: string[]): { status: number | null; output: string } {
  const { DATABASE_URL: _ignored, TEST_DATABASE_URL: _alsoIgnored, ...rest } = process.env;
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: serverDir,
    env: { ...rest, DATA_DIR: path.join(dir, 'data'), LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-screening-cli-'));
  await fs.writeFile(path.join(dir, 'consolidated.xml'), UN_XML);
  await fs.writeFile(path.join(dir, 'sdn.csv'), SDN_CSV);
  await fs.writeFile(path.join(dir, 'alt.csv'), ALT_CSV);
  await fs.writeFile(path.join(dir, 'cut.csv'), SDN_CSV.slice(0, 300));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('screening-import', () => {
  it('imports the files given, says what each list holds, and refuses a bad file without importing', () => {
    const files = ['consolidated.xml', 'alt.csv', 'sdn.csv'].map((f) => path.join(dir, f));
    const imported = cli(['screening-import', ...files]);
    expect(imported.status, imported.output).toBe(0);
    expect(imported.output).toContain(
      'UN list imported, published 2026-11-20: 3 entries (2 individuals, 1 entity), 9 names and aliases, from consolidated.xml.',
    );
    expect(imported.output).toContain(
      'OFAC list imported: 4 entries (2 individuals, 1 entity, 1 vessel or aircraft), 5 names and aliases, from sdn.csv, alt.csv.',
    );

    const refused = cli(['screening-import', path.join(dir, 'cut.csv')]);
    expect(refused.status).toBe(1);
    expect(refused.output).toMatch(
      /Refused: This sanctions list file could not be read \(cut\.csv: Expected 12 fields, found \d+ \(line 3\)\); nothing was imported\./,
    );
    const again = cli(['screening-import', ...files]);
    expect(again.output).toContain('UN list: these files are the current version already');
    expect(again.output).toContain('OFAC list: these files are the current version already');

    const missing = cli(['screening-import', path.join(dir, 'nowhere.csv')]);
    expect([missing.status, missing.output.trim()]).toEqual([
      1,
      `Cannot read ${path.join(dir, 'nowhere.csv')}: ENOENT`,
    ]);
  }, 120_000);
});
