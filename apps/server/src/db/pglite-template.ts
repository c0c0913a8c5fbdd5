import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A new embedded database would spend most of its first start in PostgreSQL's initdb, run in
 * WebAssembly inside a second PGlite instance (8–12 s, and ~400 MB the process keeps), and then in the
 * migrations, which run slowly while the freshly compiled WebAssembly is still unoptimised. Both give
 * the same result on every machine for one PGlite version and one set of migrations, so the build does
 * them once (make-pglite-template.ts) and ships the data folder beside the bundle, and a new DATA_DIR
 * starts as a copy of it, as PGlite's own pre-populated data folders do. Migrations newer than the
 * template still apply at start as usual. Without a template (running from source, or PGlite upgraded
 * since the build) PGlite runs initdb itself and every migration runs, as before.
 */

/** Where the bundle's templates are: dist/pglite-templates/<PGlite version>/ beside dist/server.js. */
export function pgliteTemplatesDir(): string {
  return fileURLToPath(new URL('./pglite-templates/', import.meta.url));
}

/** The installed PGlite's version: a data folder fits the version whose initdb wrote it. */
export function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (manifest.name === '@electric-sql/pglite' && manifest.version) return manifest.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('@electric-sql/pglite has no package.json above its entry');
    dir = parent;
  }
}

/**
 * Starts a new data folder (missing or empty) as a copy of this PGlite version's template; returns
 * whether it did. The copy is made beside the folder and renamed into place, so a start stopped
 * half-way leaves no half-copied database that PGlite would take for a real one. A template that
 * cannot be copied (a server running as a user who may not read the build's files) leaves the new
 * folder to PGlite's own initdb and the migrations, as without a template.
 */
export async function startFromTemplate(
  dataDir: string,
  templatesDir = pgliteTemplatesDir(),
): Promise<boolean> {
  const template = path.join(templatesDir, pgliteVersion());
  if (!fs.existsSync(path.join(template, 'PG_VERSION'))) return false;
  const present = await fsp.readdir(dataDir).catch(() => undefined);
  if (present && present.length > 0) return false;
  // Only one process opens a DATA_DIR at a time (claimDataDir), so the side folder is this start's.
  const partial = `${dataDir}.new`;
  await fsp.mkdir(path.dirname(dataDir), { recursive: true });
  await fsp.rm(partial, { recursive: true, force: true });
  try {
    // A clone where the file system can (btrfs, XFS), a copy elsewhere.
    await fsp.cp(template, partial, { recursive: true, mode: fs.constants.COPYFILE_FICLONE });
    // The build's copy is readable by every user; the database's own is its owner's alone.
    await ownerOnly(partial);
  } catch {
    await fsp.rm(partial, { recursive: true, force: true });
    return false;
  }
  if (present) await fsp.rmdir(dataDir);
  await fsp.rename(partial, dataDir);
  return true;
}

/** Folders 700 and files 600 under `dir`, as PostgreSQL keeps a data folder. */
async function ownerOnly(dir: string): Promise<void> {
  await fsp.chmod(dir, 0o700);
  for (const entry of await fsp.readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) await ownerOnly(file);
    else await fsp.chmod(file, 0o600);
  }
}
