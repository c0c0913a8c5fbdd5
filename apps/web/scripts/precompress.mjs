// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside every text file of dist/ worth
// compressing, once, at the highest levels, so the server sends them with Content-Encoding and spends
// no CPU compressing per request (issue 23 point 3). index.html is left out: the server stamps a fresh
// CSP nonce into it on every request.
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// The folder is dist/ beside this script's package, or the one given.
const dist = path.resolve(
  process.argv[2] ?? path.join(path.dirname(new URL(import.meta.url).pathname), '../dist'),
);
const TEXT = /\.(js|mjs|css|json|svg|txt|map|webmanifest|xml)$/;
/** Below this, the saving does not pay for the request's Vary handling. */
const MIN_BYTES = 1024;

async function* filesOf(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesOf(full);
    else yield full;
  }
}

let files = 0;
let before = 0;
let afterBrotli = 0;
for await (const file of filesOf(dist)) {
  if (!TEXT.test(file) || file.endsWith('.map')) continue;
  const bytes = await fs.readFile(file);
  if (bytes.length < MIN_BYTES) continue;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy only where it is smaller: the server falls back to the file itself.
  if (br.length < bytes.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < bytes.length) await fs.writeFile(`${file}.gz`, gz);
  files += 1;
  before += bytes.length;
  afterBrotli += Math.min(br.length, bytes.length);
}
console.log(
  `precompressed ${files} files: ${(before / 1024).toFixed(0)} KB → ${(afterBrotli / 1024).toFixed(0)} KB brotli`,
);
