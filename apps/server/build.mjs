// Bundles the server (with @portal/domain) into dist/ and copies the SQL migrations beside it.
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';

const here = new URL('.', import.meta.url).pathname;
await rm(`${here}dist`, { recursive: true, force: true });
await build({
  entryPoints: { server: `${here}src/server.ts`, cli: `${here}src/cli.ts` },
  outdir: `${here}dist`,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  // The domain workspace is TypeScript source: bundle it in rather than import it at run time.
  alias: { '@portal/domain': `${here}../../packages/domain/src/index.ts` },
  logLevel: 'warning',
});
await cp(`${here}src/db/migrations`, `${here}dist/migrations`, { recursive: true });
console.log('server built: apps/server/dist');
