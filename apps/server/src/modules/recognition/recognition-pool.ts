import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { TCompanyFormRecognition, TIdDocumentRecognition, TRecognitionProgress } from '@portal/domain';
import type { TIdUnsupportedReason } from './id-document/read-id-document.js';
import type { TJobKind, TWorkerReply, TWorkerRequest } from './recognition.worker.js';
import type { TUnsupportedReason } from './recognise-document.js';

/**
 * The readers of company forms and identity documents: a worker thread (two on a larger machine) that
 * parses, renders and OCRs a document away from the event loop, so the server keeps answering while a 24-page scan is
 * read. Each thread keeps its tesseract workers warm between jobs. Jobs wait in a short queue; a
 * thread that fails or outlives its deadline is replaced.
 */

export class RecognitionUnsupportedError extends Error {
  constructor(public readonly reason: TUnsupportedReason | TIdUnsupportedReason) {
    super(`unsupported document: ${reason}`);
    this.name = 'RecognitionUnsupportedError';
  }
}
export class RecognitionQueueFullError extends Error {
  constructor() {
    super('recognition queue full');
    this.name = 'RecognitionQueueFullError';
  }
}
export class RecognitionTimeoutError extends Error {
  constructor() {
    super('recognition took too long');
    this.name = 'RecognitionTimeoutError';
  }
}

export type TProgressListener = (progress: Omit<TRecognitionProgress, 'running'>) => void;

export interface TRecognitionPool {
  /** Reads one company form; rejects with RecognitionUnsupportedError, …QueueFullError or …TimeoutError. */
  run(bytes: Uint8Array, onProgress?: TProgressListener): Promise<TCompanyFormRecognition>;
  /** Reads one identity document; rejects as `run` does. */
  readIdDocument(bytes: Uint8Array, onProgress?: TProgressListener): Promise<TIdDocumentRecognition>;
  /** Jobs running and waiting. */
  load(): { running: number; waiting: number };
  close(): Promise<void>;
}

export interface TPoolOptions {
  threads?: number;
  /** Jobs that may wait for a thread; one more is refused. */
  queueLimit?: number;
  timeoutMs?: number;
}

interface TJob {
  id: number;
  kind: TJobKind;
  bytes: Uint8Array;
  onProgress?: TProgressListener;
  resolve: (value: TCompanyFormRecognition | TIdDocumentRecognition) => void;
  reject: (error: Error) => void;
}

interface TThread {
  worker: Worker;
  job: TJob | null;
  timer?: NodeJS.Timeout;
}

/**
 * The worker's entry: the bundled file beside this one in dist/; in development and tests the
 * TypeScript source, loaded through tsx's loader registered inside the thread (Node 20 does not
 * apply an `--import` loader to a worker's own entry).
 */
function spawnWorker(): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./recognition-worker.js', here));
  const require = createRequire(here);
  const tsx = pathToFileURL(require.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const entry = new URL('./recognition.worker.ts', here).href;
  const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(boot, { eval: true });
}

/** Starts the pool; threads start with the first job. */
export function createRecognitionPool(options: TPoolOptions = {}): TRecognitionPool {
  const size = options.threads ?? 1;
  const queueLimit = options.queueLimit ?? 4;
  const timeoutMs = options.timeoutMs ?? 120_000;
  const threads: TThread[] = [];
  const queue: TJob[] = [];
  let nextId = 1;
  let closed = false;

  function retire(thread: TThread, error: Error) {
    clearTimeout(thread.timer);
    threads.splice(threads.indexOf(thread), 1);
    thread.job?.reject(error);
    thread.job = null;
    void thread.worker.terminate();
    dispatch();
  }

  function startThread(): TThread {
    const thread: TThread = { worker: spawnWorker(), job: null };
    thread.worker.on('message', (reply: TWorkerReply) => {
      const job = thread.job;
      if (!job || reply.id !== job.id) return;
      if (reply.type === 'progress') {
        job.onProgress?.(reply.progress);
        return;
      }
      clearTimeout(thread.timer);
      thread.job = null;
      if (reply.type === 'done') job.resolve(reply.result);
      else if (reply.type === 'unsupported') job.reject(new RecognitionUnsupportedError(reply.reason));
      else job.reject(new Error(`recognition failed: ${reply.message}`));
      dispatch();
    });
    thread.worker.on('error', (error) => retire(thread, error));
    thread.worker.on('exit', (code) => {
      if (threads.includes(thread)) retire(thread, new Error(`recognition worker exited with ${code}`));
    });
    threads.push(thread);
    return thread;
  }

  function dispatch() {
    while (!closed && queue.length > 0) {
      const thread = threads.find((t) => t.job === null) ?? (threads.length < size ? startThread() : null);
      if (!thread) return;
      const job = queue.shift()!;
      thread.job = job;
      thread.timer = setTimeout(() => retire(thread, new RecognitionTimeoutError()), timeoutMs);
      job.onProgress?.({ stage: 'READING' });
      const request: TWorkerRequest = { id: job.id, kind: job.kind, bytes: job.bytes };
      thread.worker.postMessage(request);
    }
  }

  function submit<T extends TCompanyFormRecognition | TIdDocumentRecognition>(
    kind: TJobKind,
    bytes: Uint8Array,
    onProgress?: TProgressListener,
  ): Promise<T> {
    if (closed) return Promise.reject(new Error('recognition pool closed'));
    const busy = threads.filter((t) => t.job !== null).length;
    if (busy >= size && queue.length >= queueLimit) return Promise.reject(new RecognitionQueueFullError());
    return new Promise<T>((resolve, reject) => {
      queue.push({ id: nextId++, kind, bytes, onProgress, resolve: resolve as TJob['resolve'], reject });
      onProgress?.({ stage: 'QUEUED' });
      dispatch();
    });
  }

  return {
    run: (bytes, onProgress) => submit<TCompanyFormRecognition>('company-form', bytes, onProgress),
    readIdDocument: (bytes, onProgress) => submit<TIdDocumentRecognition>('id-document', bytes, onProgress),
    load: () => ({ running: threads.filter((t) => t.job !== null).length, waiting: queue.length }),
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('recognition pool closed'));
      await Promise.all(
        threads.splice(0).map(async (t) => {
          clearTimeout(t.timer);
          t.job?.reject(new Error('recognition pool closed'));
          await t.worker.terminate();
        }),
      );
    },
  };
}
