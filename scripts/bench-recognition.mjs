// Company form recognition (issue 17 point 3): the share of fields read right and the time per
// document, for NNC1s and NAR1s filled digitally, flattened, and scanned (200 dpi, a small rotation,
// noise, JPEG), each filled with invented companies the tests never use. The NNC1s are the Registry's
// own blank from ../shared/reference when it is there (else the project's stand-in), filled with
// pdf-lib. Each document is read the way the API reads it (recogniseDocument), after one warm-up
// read of each kind so the timings are of a running server. Targets: ≥ 98 % and < 5 s for filled and
// flattened forms, ≥ 90 % and < 20 s for scans. Runs under tsx (the server's modules are TypeScript):
// `node --import tsx scripts/bench-recognition.mjs`. BENCH_RECOGNITION_SEEDS overrides the seeds.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inventCompany } from '../apps/server/src/modules/recognition/fixtures/invented-company.ts';
import { companyTruth } from '../apps/server/src/modules/recognition/fixtures/company-truth.ts';
import { fillNnc1, makeNnc1Lookalike } from '../apps/server/src/modules/recognition/fixtures/nnc1-fixture.ts';
import { makeNar1 } from '../apps/server/src/modules/recognition/fixtures/nar1-fixture.ts';
import { nar1Information } from '../apps/server/src/modules/recognition/fixtures/nar1-information.ts';
import { scanPdf } from '../apps/server/src/modules/recognition/fixtures/scan-fixture.ts';
import { scoreFields } from '../apps/server/src/modules/recognition/fixtures/score-fields.ts';
import { recogniseDocument } from '../apps/server/src/modules/recognition/recognise-document.ts';
import { tesseractPool } from '../apps/server/src/modules/recognition/ocr/tesseract-pool.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const blankPath = path.resolve(root, '../shared/reference/NNC1-blank-2023.pdf');
const seeds = (process.env.BENCH_RECOGNITION_SEEDS ?? '9001,9002').split(',').map(Number);
const TARGETS = {
  filled: { share: 0.98, seconds: 5 },
  flattened: { share: 0.98, seconds: 5 },
  scanned: { share: 0.9, seconds: 20 },
};

const realBlank = fs.existsSync(blankPath);
const blank = realBlank ? new Uint8Array(fs.readFileSync(blankPath)) : await makeNnc1Lookalike();

/** The documents of one form and variant for a seed, with the truth to compare against. */
async function documentFor(form, variant, seed) {
  if (form === 'NNC1') {
    const company = inventCompany(seed);
    const filled = await fillNnc1(blank, company, { flatten: variant !== 'filled' });
    const bytes =
      variant === 'scanned' ? await scanPdf(filled, { seed, angleDeg: 0.4 + (seed % 7) / 10 }) : filled;
    return { bytes, truth: companyTruth(company) };
  }
  const fixture = await makeNar1(nar1Information(inventCompany(seed), seed), {
    variant: variant === 'filled' ? 'filled' : 'flattened',
  });
  const bytes =
    variant === 'scanned'
      ? await scanPdf(fixture.bytes, { seed, angleDeg: 0.4 + (seed % 7) / 10 })
      : fixture.bytes;
  return { bytes, truth: fixture.truth };
}

const rows = [];
let failed = false;
for (const form of ['NNC1', 'NAR1']) {
  for (const variant of ['filled', 'flattened', 'scanned']) {
    // Warm-up: the first read of a kind loads pdf.js fonts and starts the OCR workers.
    const warm = await documentFor(form, variant, seeds[0] + 500);
    await recogniseDocument(warm.bytes).catch(() => {});
    let right = 0;
    let total = 0;
    let worstSeconds = 0;
    const times = [];
    for (const seed of seeds) {
      const { bytes, truth } = await documentFor(form, variant, seed);
      const started = performance.now();
      let score = { right: 0, total: truth.length };
      let pages = 0;
      try {
        const result = await recogniseDocument(bytes);
        pages = result.pageCount;
        score = scoreFields(truth, result.fields);
      } catch (error) {
        console.error(`${form} ${variant} seed ${seed}: ${error instanceof Error ? error.message : error}`);
      }
      const seconds = (performance.now() - started) / 1000;
      times.push(`${seconds.toFixed(2)} s (${pages} pages)`);
      worstSeconds = Math.max(worstSeconds, seconds);
      right += score.right;
      total += score.total;
    }
    const share = total ? right / total : 0;
    const target = TARGETS[variant];
    const ok = share >= target.share && worstSeconds < target.seconds;
    if (!ok) failed = true;
    rows.push(
      `| ${form} ${variant} | ${right} / ${total} | ${(share * 100).toFixed(1)} % | ${times.join(', ')} | ≥ ${target.share * 100} %, < ${target.seconds} s | ${ok ? 'met' : 'NOT MET'} |`,
    );
  }
}
await tesseractPool().terminate();

console.log(
  `Form recognition (${realBlank ? "the Registry's NNC1 blank" : 'the project’s NNC1 stand-in'}; seeds ${seeds.join(', ')}; ${os.cpus().length} cores, node ${process.version})`,
);
console.log('| document | fields right | share | time per document | target | |');
console.log('|---|---:|---:|---|---|---|');
for (const row of rows) console.log(row);
if (failed) console.log('Some targets are not met (see the last column).');
