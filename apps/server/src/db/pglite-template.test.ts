import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from './database.js';
import { listMigrations, migrate, migrationsDir } from './migrate.js';
import { makePgliteTemplate } from './make-pglite-template.js';
import { pgliteVersion, startFromTemplate } from './pglite-template.js';

let work: string;
beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-template-'));
});
afterAll(async () => {
  await fs.rm(work, { recursive: true, force: true });
});

/** A stand-in template: enough for the copy rules, which never look inside. */
async function fakeTemplates(version = pgliteVersion()): Promise<string> {
  const templates = await fs.mkdtemp(path.join(work, 'templates-'));
  await fs.mkdir(path.join(templates, version, 'base'), { recursive: true });
  await fs.writeFile(path.join(templates, version, 'PG_VERSION'), '17\n');
  await fs.writeFile(path.join(templates, version, 'base', 'catalog'), 'from the template', { mode: 0o644 });
  return templates;
}

describe('a new embedded database from the build’s template', () => {
  it('opens migrated from a copy, and migrations newer than the template still apply', async () => {
    // A template from an earlier build: every migration but the newest.
    const all = (await listMigrations()).map((m) => m.name);
    const earlier = path.join(work, 'earlier-migrations');
    await fs.mkdir(earlier);
    for (const name of all.slice(0, -1))
      await fs.copyFile(path.join(migrationsDir(), name), path.join(earlier, name));
    const templates = path.join(work, 'real');
    expect(await makePgliteTemplate(path.join(templates, pgliteVersion()), earlier)).toEqual(
      all.slice(0, -1),
    );

    const dataDir = path.join(work, 'data-real', 'pglite');
    expect(await startFromTemplate(dataDir, templates)).toBe(true);
    const database = await openPglite({ dataDir });
    try {
      expect(await migrate(database)).toEqual(all.slice(-1));
      const recorded = await sql<{ name: string }>`select name from schema_migrations order by name`.execute(
        database.db,
      );
      expect(recorded.rows.map((r) => r.name)).toEqual(all);
      // The extension the lists' searches need came along with the template.
      const trigram = await sql<{ similar: boolean }>`select 'Harbour' % 'Harbor' as similar`.execute(
        database.db,
      );
      expect(trigram.rows[0]?.similar).toBe(true);
    } finally {
      await database.close();
    }
    // The template is a copy's source only: nothing of the opened database was written into it.
    const again = path.join(work, 'data-again', 'pglite');
    expect(await startFromTemplate(again, templates)).toBe(true);
    const second = await openPglite({ dataDir: again });
    try {
      expect(await migrate(second, earlier)).toEqual([]);
      const count = await sql<{ n: number }>`select count(*)::int as n from schema_migrations`.execute(
        second.db,
      );
      expect(count.rows[0]?.n).toBe(all.length - 1);
    } finally {
      await second.close();
    }
  }, 240_000);

  it('fills a missing or an empty folder, and discards a copy an interrupted start left beside it', async () => {
    const templates = await fakeTemplates();
    const missing = path.join(work, 'data-missing', 'pglite');
    await fs.mkdir(`${missing}.new`, { recursive: true });
    await fs.writeFile(path.join(`${missing}.new`, 'PG_VERSION'), 'half-copied');
    expect(await startFromTemplate(missing, templates)).toBe(true);
    expect(await fs.readFile(path.join(missing, 'base', 'catalog'), 'utf8')).toBe('from the template');
    // Readable by every user in the build, the owner's alone once it holds someone's data.
    expect((await fs.stat(path.join(missing, 'base', 'catalog'))).mode & 0o777).toBe(0o600);
    expect((await fs.stat(missing)).mode & 0o777).toBe(0o700);
    await expect(fs.access(`${missing}.new`)).rejects.toThrow();

    const empty = path.join(work, 'data-empty', 'pglite');
    await fs.mkdir(empty, { recursive: true });
    expect(await startFromTemplate(empty, templates)).toBe(true);
    expect(await fs.readFile(path.join(empty, 'PG_VERSION'), 'utf8')).toBe('17\n');
  });

  it('leaves a folder that already holds a database alone', async () => {
    const templates = await fakeTemplates();
    const existing = path.join(work, 'data-existing', 'pglite');
    await fs.mkdir(path.join(existing, 'base'), { recursive: true });
    await fs.writeFile(path.join(existing, 'PG_VERSION'), 'mine');
    expect(await startFromTemplate(existing, templates)).toBe(false);
    expect(await fs.readFile(path.join(existing, 'PG_VERSION'), 'utf8')).toBe('mine');
    expect(await fs.readdir(path.join(existing, 'base'))).toEqual([]);
  });

  it('leaves the folder to initdb, with nothing half-copied, when the template cannot be copied', async () => {
    const templates = await fakeTemplates();
    // A socket is a file fs.cp refuses to copy, as it refuses a file it may not read.
    const socket = net.createServer();
    await new Promise<void>((resolve) =>
      socket.listen(path.join(templates, pgliteVersion(), 'zz.sock'), resolve),
    );
    try {
      const dataDir = path.join(work, 'data-uncopied', 'pglite');
      expect(await startFromTemplate(dataDir, templates)).toBe(false);
      await expect(fs.access(dataDir)).rejects.toThrow();
      await expect(fs.access(`${dataDir}.new`)).rejects.toThrow();
    } finally {
      await new Promise((resolve) => socket.close(resolve));
    }
  });

  it('does not use a template another PGlite version wrote, nor a build without one', async () => {
    const other = await fakeTemplates('0.0.1-other');
    const dataDir = path.join(work, 'data-other', 'pglite');
    expect(await startFromTemplate(dataDir, other)).toBe(false);
    expect(await startFromTemplate(dataDir, path.join(work, 'no-templates'))).toBe(false);
    await expect(fs.access(dataDir)).rejects.toThrow();
  });
});
