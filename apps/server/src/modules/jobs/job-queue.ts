import { sql, type Selectable } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { JobsTable } from '../../db/schema.js';

export type TJob = Selectable<JobsTable>;

/** How long a worker may hold a job before another may take it over (the worker is presumed dead). */
export const JOB_LEASE_SECONDS = 300;

/** Delay before retry number `attempt` (1-based): 30 s, 1 min, 2 min … capped at 1 hour. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempt - 1));
}

/**
 * Adds a job. Pass the transaction of the action that causes it, so the job exists exactly when the
 * action happened (a mail is never queued for a change that rolled back, nor lost for one that committed).
 */
export async function enqueueJob(
  db: TDb,
  kind: string,
  payload: Record<string, unknown>,
  options: { maxAttempts?: number; runAt?: Date } = {},
): Promise<number> {
  const row = await db
    .insertInto('jobs')
    .values({
      kind,
      payload: JSON.stringify(payload),
      max_attempts: options.maxAttempts ?? 8,
      ...(options.runAt ? { run_at: options.runAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Takes the next due job, if any: queued and due, or running under an expired lease. SKIP LOCKED
 * lets several server copies work the same table without taking the same job.
 */
export async function claimJob(db: TDb, kinds: readonly string[]): Promise<TJob | undefined> {
  if (kinds.length === 0) return undefined;
  return db
    .updateTable('jobs')
    .set({
      status: 'RUNNING',
      attempts: sql<number>`attempts + 1`,
      locked_until: sql<Date>`now() + make_interval(secs => ${JOB_LEASE_SECONDS})`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('jobs')
        .select('id')
        .where('kind', 'in', kinds)
        .where((w) =>
          w.or([
            w.and([w('status', '=', 'QUEUED'), w('run_at', '<=', sql<Date>`now()`)]),
            w.and([w('status', '=', 'RUNNING'), w('locked_until', '<', sql<Date>`now()`)]),
          ]),
        )
        .orderBy('run_at')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .executeTakeFirst();
}

export async function completeJob(db: TDb, id: number): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      status: 'DONE',
      locked_until: null,
      finished_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
      last_error: null,
    })
    .where('id', '=', id)
    .execute();
}

/** Records a failure: due again after the back-off, or FAILED after the last attempt. */
export async function failJob(db: TDb, job: TJob, error: string): Promise<'retry' | 'failed'> {
  const exhausted = job.attempts >= job.max_attempts;
  await db
    .updateTable('jobs')
    .set({
      status: exhausted ? 'FAILED' : 'QUEUED',
      last_error: error.slice(0, 2000),
      locked_until: null,
      run_at: exhausted
        ? job.run_at
        : sql<Date>`now() + make_interval(secs => ${retryDelaySeconds(job.attempts)})`,
      updated_at: sql<Date>`now()`,
      finished_at: exhausted ? sql<Date>`now()` : null,
    })
    .where('id', '=', job.id)
    .execute();
  return exhausted ? 'failed' : 'retry';
}
