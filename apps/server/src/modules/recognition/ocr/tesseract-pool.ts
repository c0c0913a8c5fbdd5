import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { TFieldScript } from '@portal/domain/recognition';
import { toPgm, type TGreyImage } from './grey-image.js';

/**
 * tesseract.js (Apache-2.0) workers kept warm for the life of the thread that made them. Language
 * data comes only from the npm packages @tesseract.js-data/eng and chi_tra (their `4.0.0_best_int`
 * files: small integer models, the fastest to run): tesseract.js reads one folder for all languages,
 * so the two files are linked into one folder under the OS temp directory, and with `cacheMethod:
 * 'none'` and a local folder it never fetches anything.
 *
 * English and Chinese need different workers (a worker's languages are fixed when it starts, and
 * re-initialising one costs more than the field it would read). Workers start on first use; at most
 * `concurrency` jobs run at once over all of them (one per core), the rest queue in arrival order.
 */

const require = createRequire(import.meta.url);

/** What the image holds: picks the language data, the character set and the page layout mode. */
export interface TRecogniseOptions {
  script: TFieldScript;
  /** One line of text (tesseract's single-line mode) rather than a block. */
  singleLine: boolean;
  /** Scattered text (a strip of a page) rather than one block: tesseract's sparse mode. */
  sparse?: boolean;
  /** A whole page: tesseract finds its columns, blocks and lines itself. */
  wholePage?: boolean;
  /** The only characters the text may hold, instead of the script's own set. */
  whitelist?: string;
}

export interface TOcrWord {
  text: string;
  /** 0–1. */
  confidence: number;
  /** Pixels of the image given. */
  box: { left: number; top: number; width: number; height: number };
}

export interface TOcrLine extends TOcrWord {
  words: TOcrWord[];
  /** The line's baseline from its left end to its right (pixels of the image given). */
  baseline: { x0: number; y0: number; x1: number; y1: number };
}

export interface TOcrResult {
  text: string;
  /** 0–1, tesseract's mean word confidence. */
  confidence: number;
}

type TLanguage = 'eng' | 'chi_tra+eng';

/** Characters a digits field may hold: numbers, amounts, telephone numbers. */
const DIGITS_WHITELIST = '0123456789,.+-() ';
/** Characters an identifier may hold: an identity, passport or licence number, a code. */
const CODE_WHITELIST = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789()';
/** Characters of a machine-readable zone (ICAO 9303). */
const MRZ_WHITELIST = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';
/** White pixels around an image: tesseract finds text poorly where it touches the edge. */
const MARGIN = 10;

const CJK = /[\u3000-\u9fff\uf900-\ufaff]/;

/** Words joined as written: spaces between words, none beside a Chinese character. */
export function joinWords(words: readonly { text: string }[]): string {
  let text = '';
  for (const w of words) {
    const gap = text && !CJK.test(text.at(-1)!) && !CJK.test(w.text[0] ?? '') ? ' ' : '';
    text += gap + w.text;
  }
  return text;
}

let langFolder: string | undefined;

/** One folder with both languages' data, linked (or copied) from the npm packages. */
export function languageFolder(): string {
  if (langFolder && fs.existsSync(langFolder)) return langFolder;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-tessdata-'));
  for (const lang of ['eng', 'chi_tra']) {
    const packageRoot = path.dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`));
    const file = `${lang}.traineddata.gz`;
    const source = path.join(packageRoot, '4.0.0_best_int', file);
    try {
      fs.symlinkSync(source, path.join(folder, file));
    } catch {
      fs.copyFileSync(source, path.join(folder, file));
    }
  }
  langFolder = folder;
  return folder;
}

function languageOf(script: TFieldScript): TLanguage {
  return script === 'chinese' ? 'chi_tra+eng' : 'eng';
}

function parametersOf(options: TRecogniseOptions): Record<string, string> {
  const psm = options.singleLine
    ? PSM.SINGLE_LINE
    : options.wholePage
      ? PSM.AUTO
      : options.sparse
        ? PSM.SPARSE_TEXT
        : PSM.SINGLE_BLOCK;
  return {
    tessedit_pageseg_mode: psm,
    // Tesseract's diagnostics ("Estimating resolution…") would go to the server's stdout.
    debug_file: '/dev/null',
    // A whitelist of '' would allow nothing; leave the parameter out for other scripts.
    ...(options.script === 'digits' ? { tessedit_char_whitelist: DIGITS_WHITELIST } : {}),
    ...(options.script === 'code' ? { tessedit_char_whitelist: CODE_WHITELIST } : {}),
    ...(options.script === 'mrz' ? { tessedit_char_whitelist: MRZ_WHITELIST } : {}),
    // Chinese words come without spaces; tesseract puts one between every character otherwise.
    ...(options.script === 'chinese' ? { preserve_interword_spaces: '1' } : {}),
    ...(options.whitelist ? { tessedit_char_whitelist: options.whitelist } : {}),
  };
}

interface TPooledWorker {
  language: TLanguage;
  worker: Worker;
  busy: boolean;
}

interface TWaiting {
  language: TLanguage;
  start: (worker: TPooledWorker) => void;
  fail: (error: unknown) => void;
}

export interface TTesseractPool {
  /** Reads the text of an image (a crop: a field, a strip). */
  recognise(image: TGreyImage, options: TRecogniseOptions): Promise<TOcrResult>;
  /** Reads an image into lines with their words and boxes (pixels of the image). */
  recogniseLines(image: TGreyImage, options: TRecogniseOptions): Promise<TOcrLine[]>;
  /** Workers started so far, by language. */
  workers(): Record<TLanguage, number>;
  /** Jobs run and the time workers spent on them (ms), since the pool started: the bench's figures. */
  stats(): { jobs: number; busyMs: number };
  terminate(): Promise<void>;
}

export interface TPoolOptions {
  /** Jobs running at once (a worker each); one per core suits OCR, which is all CPU. */
  concurrency?: number;
}

/** A pool of tesseract workers (see the file's comment). */
export function createTesseractPool({ concurrency = 2 }: TPoolOptions = {}): TTesseractPool {
  const workers: TPooledWorker[] = [];
  const starting: Record<TLanguage, number> = { eng: 0, 'chi_tra+eng': 0 };
  const queue: TWaiting[] = [];
  let running = 0;
  let closed = false;
  const totals = { jobs: 0, busyMs: 0 };

  const count = (language: TLanguage, busy?: boolean) =>
    workers.filter((w) => w.language === language && (busy === undefined || w.busy === busy)).length;

  async function startWorker(language: TLanguage): Promise<void> {
    starting[language] += 1;
    try {
      const worker = await createWorker(language.split('+'), OEM.LSTM_ONLY, {
        langPath: languageFolder(),
        cacheMethod: 'none',
        gzip: true,
      });
      if (closed) await worker.terminate();
      else workers.push({ language, worker, busy: false });
    } catch (error) {
      // Nothing else would start one: the jobs waiting for this language fail with the reason.
      for (const job of queue.filter((q) => q.language === language)) {
        queue.splice(queue.indexOf(job), 1);
        job.fail(error);
      }
    } finally {
      starting[language] -= 1;
    }
    dispatch();
  }

  function dispatch(): void {
    for (let i = 0; i < queue.length && running < concurrency;) {
      const job = queue[i]!;
      const idle = workers.find((w) => w.language === job.language && !w.busy);
      if (!idle) {
        i += 1;
        continue;
      }
      queue.splice(i, 1);
      idle.busy = true;
      running += 1;
      job.start(idle);
    }
    // Start workers for languages whose jobs wait with none idle, up to one per job and `concurrency`.
    for (const language of ['eng', 'chi_tra+eng'] as const) {
      const waiting = queue.filter((q) => q.language === language).length;
      if (waiting === 0 || count(language, false) > 0) continue;
      const wanted = Math.min(concurrency, count(language, true) + waiting);
      for (let n = count(language) + starting[language]; n < wanted; n += 1) void startWorker(language);
    }
  }

  function run<T>(language: TLanguage, work: (worker: Worker) => Promise<T>): Promise<T> {
    if (closed) return Promise.reject(new Error('tesseract pool terminated'));
    return new Promise<T>((resolve, reject) => {
      queue.push({
        language,
        fail: reject,
        start: (pooled) => {
          const started = performance.now();
          work(pooled.worker)
            .then(resolve, reject)
            .finally(() => {
              totals.jobs += 1;
              totals.busyMs += performance.now() - started;
              pooled.busy = false;
              running -= 1;
              dispatch();
            });
        },
      });
      dispatch();
    });
  }

  return {
    async recognise(image, options) {
      const pgm = Buffer.from(toPgm(image, MARGIN));
      const { data } = await run(languageOf(options.script), (worker) =>
        worker.recognize(pgm, parametersOf(options) as never),
      );
      return { text: data.text.trim(), confidence: data.confidence / 100 };
    },
    async recogniseLines(image, options) {
      const pgm = Buffer.from(toPgm(image, MARGIN));
      const { data } = await run(languageOf(options.script), (worker) =>
        worker.recognize(pgm, parametersOf(options) as never, { text: true, blocks: true }),
      );
      const box = (b: { x0: number; y0: number; x1: number; y1: number }) => ({
        left: b.x0 - MARGIN,
        top: b.y0 - MARGIN,
        width: b.x1 - b.x0,
        height: b.y1 - b.y0,
      });
      return (data.blocks ?? []).flatMap((block) =>
        block.paragraphs.flatMap((paragraph) =>
          paragraph.lines.map((line) => ({
            text: joinWords(line.words.map((w) => ({ text: w.text.trim() })).filter((w) => w.text)),
            confidence: line.confidence / 100,
            box: box(line.bbox),
            baseline: {
              x0: line.baseline.x0 - MARGIN,
              y0: line.baseline.y0 - MARGIN,
              x1: line.baseline.x1 - MARGIN,
              y1: line.baseline.y1 - MARGIN,
            },
            words: line.words.map((w) => ({
              text: w.text,
              confidence: w.confidence / 100,
              box: box(w.bbox),
            })),
          })),
        ),
      );
    },
    workers() {
      return {
        eng: count('eng'),
        'chi_tra+eng': count('chi_tra+eng'),
      };
    },
    stats() {
      return { ...totals };
    },
    async terminate() {
      closed = true;
      for (const job of queue.splice(0)) job.fail(new Error('tesseract pool terminated'));
      await Promise.all(workers.splice(0).map((w) => w.worker.terminate()));
    },
  };
}

let shared: TTesseractPool | undefined;

/** The thread's pool, started on first use and kept warm (module state lives as long as the thread). */
export function tesseractPool(): TTesseractPool {
  shared ??= createTesseractPool();
  return shared;
}
