// Bundles the server (with @portal/domain) into dist/, copies the SQL migrations beside it, and puts
// a migrated, empty PGlite data folder there that a new embedded database starts from
// (src/db/pglite-template.ts).
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { chmod, cp, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

const here = new URL('.', import.meta.url).pathname;
const dist = `${here}dist`;
const DAY_MS = 86_400_000;
const olderThanADay = async (file) => Date.now() - (await stat(file)).mtimeMs > DAY_MS;
/** Folders 755 and files 644 under `dir`: readable by whichever user runs the server. */
async function chmodTree(dir) {
  await chmod(dir, 0o755);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) await chmodTree(file);
    else await chmod(file, 0o644);
  }
}

// A server started from an earlier build loads its PDF chunks only when first used, so chunks outlive
// a rebuild by a day; everything else in dist/ is built anew.
const CHUNK = /^chunk-[A-Z0-9]+\.js(\.map)?$/;
for (const entry of await readdir(dist).catch(() => [])) {
  if (!CHUNK.test(entry)) await rm(path.join(dist, entry), { recursive: true, force: true });
}
const result = await build({
  entryPoints: {
    server: `${here}src/server.ts`,
    cli: `${here}src/cli.ts`,
    'make-pglite-template': `${here}src/db/make-pglite-template.ts`,
    // Company forms are read in worker threads (modules/recognition/recognition-pool.ts).
    'recognition-worker': `${here}src/modules/recognition/recognition.worker.ts`,
  },
  outdir: dist,
  bundle: true,
  // Modules reached only through import() (PDF rendering) become chunks of their own, so a start does
  // not load pdf-lib and the font code until a document or invoice is made. Chunks stay beside the
  // entries: modules find migrations/ and the templates relative to their own file.
  splitting: true,
  chunkNames: 'chunk-[hash]',
  metafile: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  // The domain workspace is TypeScript source: bundle it in rather than import it at run time. Its
  // server-only entry (screening's romanisation tables) is named first: an alias also maps subpaths.
  alias: {
    '@portal/domain/screening': `${here}../../packages/domain/src/screening/server.ts`,
    '@portal/domain/recognition': `${here}../../packages/domain/src/recognition/server.ts`,
    '@portal/domain': `${here}../../packages/domain/src/index.ts`,
  },
  logLevel: 'warning',
});
const written = new Set(Object.keys(result.metafile.outputs).map((file) => path.basename(file)));
for (const entry of await readdir(dist)) {
  const file = path.join(dist, entry);
  if (CHUNK.test(entry) && !written.has(entry) && (await olderThanADay(file)))
    await rm(file, { force: true });
}
await cp(`${here}src/db/migrations`, `${dist}/migrations`, { recursive: true });
// Pictures are decoded in a child process of their own (modules/files/inspection/reencode-image.ts).
await cp(`${here}src/modules/files/inspection/image-child.mjs`, `${dist}/image-child.mjs`);

// initdb and the migrations take seconds, so the folder is kept in node_modules/.cache for each PGlite
// version and set of migrations, and copied from there; the others go once they are a day old.
const { makePgliteTemplate, pgliteVersion } = await import(`${dist}/make-pglite-template.js`);
const migrations = createHash('sha256');
for (const name of (await readdir(`${dist}/migrations`)).sort())
  migrations.update(name).update(await readFile(`${dist}/migrations/${name}`));
const version = pgliteVersion();
const cache = path.resolve(here, '../../node_modules/.cache/portal-server/pglite-templates');
const cached = path.join(cache, `${version}-${migrations.digest('hex').slice(0, 16)}`);
if (!fs.existsSync(`${cached}/PG_VERSION`)) {
  const making = `${cached}.${process.pid}`;
  await rm(making, { recursive: true, force: true });
  await mkdir(cache, { recursive: true });
  await makePgliteTemplate(making, `${dist}/migrations`);
  // Another build may have finished the same folder meanwhile: either copy will do.
  await rename(making, cached).catch(() => rm(making, { recursive: true, force: true }));
}
for (const entry of await readdir(cache)) {
  const folder = path.join(cache, entry);
  if (folder !== cached && (await olderThanADay(folder))) await rm(folder, { recursive: true, force: true });
}
await cp(cached, `${dist}/pglite-templates/${version}`, { recursive: true });
// PostgreSQL makes some files owner-only; a server running as another user must still copy them.
await chmodTree(`${dist}/pglite-templates`);
console.log('server built: apps/server/dist');
