import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/database.js';
import { claimJob, completeJob, failJob, type TJob } from './job-queue.js';

/** Does one job's work. `lastAttempt` tells the handler that a failure now is final. */
export type TJobHandler = (job: TJob, context: { lastAttempt: boolean }) => Promise<void>;

export interface TJobRunner {
  /** Works every due job now, one at a time; returns how many ran (tests and start-up use it). */
  runDue(): Promise<number>;
  start(): void;
  /** Stops polling and waits for the job in hand to finish. */
  stop(): Promise<void>;
}

/**
 * Works the jobs table in this process (DESIGN §2: every server copy does so; SKIP LOCKED keeps
 * them apart). Polls every `pollMs`; a job that throws is retried with back-off and its error kept.
 */
export function createJobRunner(options: {
  db: TDb;
  handlers: Record<string, TJobHandler>;
  pollMs: number;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
}): TJobRunner {
  const kinds = Object.keys(options.handlers);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  const runOne = async (): Promise<boolean> => {
    const job = await claimJob(options.db, kinds);
    if (!job) return false;
    const handler = options.handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job, { lastAttempt: job.attempts >= job.max_attempts });
      await completeJob(options.db, job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const outcome = await failJob(options.db, job, message);
      options.log?.warn(
        { jobId: job.id, kind: job.kind, attempt: job.attempts, outcome, err: message },
        'job failed',
      );
    }
    return true;
  };

  const runDue = async (): Promise<number> => {
    let count = 0;
    while (!stopped && (await runOne())) count += 1;
    return count;
  };

  const tick = (): void => {
    if (stopped || running) return;
    running = runDue()
      .catch((error: unknown) => {
        options.log?.error({ err: error }, 'job runner failed to poll');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
  };

  return {
    runDue: async () => {
      while (running) await running;
      return runDue();
    },
    start: () => {
      stopped = false;
      timer ??= setInterval(tick, options.pollMs);
      timer.unref();
      tick();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      if (running) await running;
    },
  };
}
