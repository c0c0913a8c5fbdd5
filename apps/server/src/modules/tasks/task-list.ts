import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { TPaged, TTask, TTaskListQuery, TTaskStatus } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { cappedCount, fewMatchingCases, keysetPlan, listSource, type TSortKey } from '../../db/keyset.js';
import { caseVisibleTo, taskVisibleTo } from '../cases/case-access.js';
import { likePattern, loadPeople, TASK_CASE_COLUMNS, toTask } from '../cases/cases.repository.js';
import type { TCaller } from './tasks.service.js';

/** GET /api/tasks (issue 23): the task lists of the screens, by cursor over their indexes. */

const OPEN_STATUSES: TTaskStatus[] = ['QUEUED', 'IN_PROGRESS'];
const STAFF_ROLES = ['officer', 'reviewer'] as const;

function statusesOf(filter: string | undefined): TTaskStatus[] | null {
  if (!filter) return null;
  const out = new Set<TTaskStatus>();
  for (const part of filter.split(',')) {
    if (part === 'OPEN') OPEN_STATUSES.forEach((s) => out.add(s));
    else out.add(part as TTaskStatus);
  }
  return [...out].sort();
}

/**
 * Constants of the list's own (statuses, roles: never a caller's text) written into the statement, so
 * the prepared statement's generic plan still matches the partial indexes built for the open
 * statuses (db/prepared.ts).
 */
const literals = <T extends string>(values: readonly T[]) => values.map((value) => sql.lit<T>(value));

const SORT_KEYS: Record<TTaskListQuery['sort'], TSortKey> = {
  createdDate: { name: 'createdDate', expression: sql`tasks.created_at`, type: 'timestamptz' },
  updatedDate: { name: 'updatedDate', expression: sql`tasks.updated_at`, type: 'timestamptz' },
  // The same expression as the index on it (migration 20261126120000).
  completedDate: {
    name: 'completedDate',
    expression: sql`coalesce(tasks.completed_at, '-infinity'::timestamptz)`,
    type: 'timestamptz',
  },
};

/** A condition on the task's case, as a semi-join: the list itself reads tasks only. */
function caseWhere(condition: RawBuilder<SqlBool>) {
  return sql<SqlBool>`exists (select 1 from cases where cases.id = tasks.case_id and ${condition})`;
}

/** What a search matches on a case: its names or its reference, anywhere in them. */
function caseMatches(search: string): RawBuilder<SqlBool> {
  const pattern = likePattern(search);
  return sql<SqlBool>`(cases.company_eng_name ilike ${pattern} or cases.company_chi_name ilike ${pattern} or cases.case_ref ilike ${pattern})`;
}

/**
 * The tasks a caller may see with the list's filters, on the tasks table alone. When the search
 * matches few cases (`searchCases`), the tasks of those cases are read first (a materialised set the
 * planner cannot trade for a walk of the whole list in its order), then ordered.
 */
function filteredTasks(db: TDb, auth: TCaller, query: TTaskListQuery, searchCases: string[] | null) {
  let base = listSource(db, 'tasks', searchCases).selectFrom('tasks').where(taskVisibleTo(auth));
  const statuses = statusesOf(query.status);
  if (statuses) base = base.where('tasks.status', 'in', literals(statuses));
  if (query.tabKey === 'mine') base = base.where('tasks.task_user_id', '=', auth.userId);
  if (query.tabKey === 'team') {
    base = base
      .where('tasks.assignee_role', 'in', literals(STAFF_ROLES))
      .where('tasks.task_user_id', 'is not', null)
      .where('tasks.task_user_id', '!=', auth.userId);
  }
  if (query.tabKey === 'queued') {
    base = base
      .where('tasks.assignee_role', 'in', literals(STAFF_ROLES))
      .where('tasks.task_user_id', 'is', null)
      .where('tasks.status', 'in', literals(OPEN_STATUSES))
      .where(caseWhere(sql<SqlBool>`cases.status = 'OPEN'`));
  }
  if (query.caseID) base = base.where('tasks.case_id', '=', query.caseID);
  if (query.assigneeUserID) base = base.where('tasks.task_user_id', '=', query.assigneeUserID);
  if (query.caseType) base = base.where('tasks.case_type', '=', query.caseType);
  if (query.taskActionKey) base = base.where('tasks.action_key', '=', query.taskActionKey);
  if (query.search && !searchCases) base = base.where(caseWhere(caseMatches(query.search)));
  return base;
}

/**
 * GET /api/tasks: tasks of the cases the caller may see, with the lists' filters. Tabs: mine
 * (assigned to me), team (staff tasks my colleagues have), queued (staff tasks nobody has yet).
 * Paged by a cursor (or a page number), the total counted up to the cap.
 */
export async function listTasks(
  db: TDb,
  auth: TCaller,
  query: TTaskListQuery,
): Promise<{ items: TTask[] } & TPaged> {
  const searchCases = query.search
    ? await fewMatchingCases(db, caseVisibleTo(auth), caseMatches(query.search))
    : null;
  const { filtered, page, plan } = taskListQueries(db, auth, query, searchCases);
  const counted = await cappedCount(db, filtered);
  const { rows, nextCursor, prevCursor } = plan.finish(await plan.execute(db, page));
  const people = await loadPeople(
    db,
    rows.flatMap((r) => [r.task_user_id, r.completed_by]),
  );
  return { items: rows.map((r) => toTask(r, people, auth.userType)), ...counted, nextCursor, prevCursor };
}

/**
 * The queries of one page of the task list: its filtered rows (counted) and the page itself.
 * `searchCases`: the cases a selective search matches (fewMatchingCases), or null.
 */
export function taskListQueries(
  db: TDb,
  auth: TCaller,
  query: TTaskListQuery,
  searchCases: string[] | null = null,
) {
  const filtered = filteredTasks(db, auth, query, searchCases);
  const plan = keysetPlan({ ...query, sort: SORT_KEYS[query.sort], id: sql`tasks.id` });
  let page = filtered
    .innerJoin('cases', 'cases.id', 'tasks.case_id')
    .innerJoin('firms', 'firms.id', 'tasks.firm_id')
    .selectAll('tasks')
    .select(TASK_CASE_COLUMNS)
    .select(plan.sortKey);
  page = plan.apply(page);
  return { filtered, page, plan };
}
