import { sql } from 'kysely';
import type { TCaseType, TStepKey } from '@portal/domain';
import type { TDb } from '../../db/database.js';

export const HOUR_SECONDS = 3600;

export const roundTo = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

export interface TStepTimeRow {
  case_type: TCaseType;
  step: TStepKey;
  cases: number;
  median_seconds: number;
  p90_seconds: number;
}

/**
 * How long cases spent in each step of their workflow, read from the case history: each move records
 * the step a case entered, and the step lasts until the case's next move. A case's visits to one step
 * (a returned form is visited again) are added up; visits still under way do not count. Only cases
 * opened from `since` (and up to `until`) are read, through the cases' (firm_id, created_at) index.
 */
export async function stepTimes(
  db: TDb,
  scope: { firmId: string | undefined; since: Date; until?: Date },
): Promise<TStepTimeRow[]> {
  const { firmId, since, until } = scope;
  const result = await sql<TStepTimeRow>`
    with visits as (
      select e.case_id, c.case_type, e.to_step as step,
             extract(epoch from lead(e.created_at) over (partition by e.case_id order by e.created_at, e.id) - e.created_at) as seconds
      from cases c
      join case_events e on e.case_id = c.id and e.to_step is not null
      where c.created_at >= ${since}
        ${until ? sql`and c.created_at < ${until}` : sql``}
        ${firmId ? sql`and c.firm_id = ${firmId}` : sql``}
    ), per_case as (
      select case_id, case_type, step, sum(greatest(seconds, 0)) as seconds
      -- A visit still under way has no end (greatest() would read its null as 0).
      from visits where seconds is not null and step <> 'COMPLETED'
      group by case_id, case_type, step
    )
    select case_type, step, count(*)::int as cases,
           percentile_cont(0.5) within group (order by seconds) as median_seconds,
           percentile_cont(0.9) within group (order by seconds) as p90_seconds
    from per_case group by case_type, step
  `.execute(db);
  return result.rows;
}
