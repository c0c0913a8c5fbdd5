// The run's settings (BENCH_LIVE_*; see bench-live.mjs), the demo's texts and progress on stderr.
import path from 'node:path';
import { performance } from 'node:perf_hooks';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const SOCKETS = Number(process.env.BENCH_LIVE_SOCKETS ?? 1000);
export const RATE = Number(process.env.BENCH_LIVE_RATE ?? 10);
export const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 30);
export const ROUNDS = Number(process.env.BENCH_LIVE_ROUNDS ?? 1);
export const ONLY = new Set((process.env.BENCH_LIVE_ONLY ?? 'pglite,postgres,relay').split(','));
export const BUILDS = (process.env.BENCH_LIVE_DIST ?? 'apps/server/dist')
  .split(',')
  .map((d) => path.resolve(root, d));
export const NODE_ARGS = (process.env.BENCH_LIVE_NODE_ARGS ?? '').split(' ').filter(Boolean);
export const DEMO_PASSWORD = 'Harbour-View-2026';
/** Extra staff and clients per demo firm, so 1,000 sockets are a few hundred people, not 90 tabs each. */
export const EXTRA_STAFF = 18;
export const EXTRA_CLIENTS = 170;
export const PORTS = { pglite: 3950, copyA: 3951, copyB: 3952, relay: 3959 };
export const JWT_SECRET = 'bench-live-secret-bench-live-secret-0123456789';
export const TEXTS = [
  'Please find the board minutes attached for signature.',
  '收到，我會今日內簽署並上載。',
  'Could you confirm the registered office address for the annual return?',
  'The NNC1 has been filed with the Companies Registry.',
  '請問董事名冊需要更新嗎？',
  'Thank you, I will review the draft and revert by Friday.',
];

export const started = performance.now();
/** Progress on stderr, so the result paragraph stays alone on stdout. */
export const progress = (what) =>
  process.stderr.write(`[${((performance.now() - started) / 1000).toFixed(0)} s] ${what}\n`);

/** Every process this script started and has not stopped: ended when the script ends, however it ends. */
