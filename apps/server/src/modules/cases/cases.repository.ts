import { sql, type RawBuilder, type Selectable, type SqlBool } from 'kysely';
import {
  stepsOf,
  taskTitleKey,
  type TCaseDetail,
  type TCaseEvent,
  type TCaseListQuery,
  type TCaseMember,
  type TCaseSummary,
  type TPaged,
  type TPersonRef,
  type TTask,
  type TTaskActionKey,
  type TUserType,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import {
  cappedCount,
  executePrepared,
  fewMatchingCases,
  keysetPlan,
  listSource,
  type TSortKey,
} from '../../db/keyset.js';
import type { CasesTable, TasksTable } from '../../db/schema.js';
import { displayNameOf } from '../accounts/account-scope.js';
import type { TAuthContext } from '../auth/auth.service.js';
import { caseVisibleTo } from './case-access.js';

export type TCaseRow = Selectable<CasesTable> & { firm_name: string };
export type TTaskRow = Selectable<TasksTable>;

interface TPersonRow {
  id: string;
  username: string;
  email: string;
  eng_first_name: string;
  eng_last_name: string;
  chi_name: string | null;
  user_type: TUserType;
}

export function personRef(row: TPersonRow): TPersonRef {
  return { userID: row.id, name: displayNameOf(row), email: row.email, userType: row.user_type };
}

/** The people behind a set of user ids, in one query. */
export async function loadPeople(
  db: TDb,
  ids: Iterable<string | null | undefined>,
): Promise<Map<string, TPersonRef>> {
  const wanted = [...new Set([...ids].filter((id): id is string => typeof id === 'string'))];
  if (wanted.length === 0) return new Map();
  // One statement whatever the number of people (an array, not a list of parameters), prepared: every
  // list page asks it.
  const rows = await executePrepared(
    db,
    db
      .selectFrom('users')
      .select(['id', 'username', 'email', 'eng_first_name', 'eng_last_name', 'chi_name', 'user_type'])
      .where(sql<SqlBool>`users.id = any(${wanted}::uuid[])`),
  );
  return new Map(rows.map((r) => [r.id, personRef(r)]));
}

/** Turns `%`, `_` and `\` into literals for ILIKE. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A case the caller may see, or undefined (another firm's or client's case is simply not there). */
export async function findVisibleCase(
  db: TDb,
  auth: Pick<TAuthContext, 'userId' | 'userType' | 'firmId'>,
  caseId: string,
  options: { forUpdate?: boolean } = {},
): Promise<TCaseRow | undefined> {
  let query = db
    .selectFrom('cases')
    .innerJoin('firms', 'firms.id', 'cases.firm_id')
    .selectAll('cases')
    .select('firms.name as firm_name')
    .where('cases.id', '=', caseId)
    .where(caseVisibleTo(auth));
  // Every move of a case takes its row lock first, so moves of one case happen one at a time.
  if (options.forUpdate) query = query.forUpdate('cases');
  return query.executeTakeFirst();
}

/**
 * A case by id with its row lock, for a move no signed-in caller is checked for (a provider's signed
 * notification, a case invitation whose code was checked): the same lock every move of a case takes.
 */
export async function lockCaseRow(db: TDb, caseId: string): Promise<TCaseRow> {
  return db
    .selectFrom('cases')
    .innerJoin('firms', 'firms.id', 'cases.firm_id')
    .selectAll('cases')
    .select('firms.name as firm_name')
    .where('cases.id', '=', caseId)
    .forUpdate('cases')
    .executeTakeFirstOrThrow();
}

export function isPendingClientOnboard(
  row: Pick<TCaseRow, 'status' | 'client_user_id' | 'requested_by_client'>,
): boolean {
  return row.status === 'OPEN' && row.client_user_id === null && !row.requested_by_client;
}

export function toCaseSummary(
  row: TCaseRow,
  people: Map<string, TPersonRef>,
  openTaskCount: number,
): TCaseSummary {
  return {
    caseID: row.id,
    caseRef: row.case_ref,
    caseType: row.case_type,
    status: row.status,
    step: row.step,
    firmID: row.firm_id,
    firmName: row.firm_name,
    companyID: row.entity_id,
    companyEngName: row.company_eng_name,
    companyChiName: row.company_chi_name,
    brn: row.brn,
    returnDate: row.return_date,
    staffInCharge: (row.officer_user_id && people.get(row.officer_user_id)) || null,
    client: (row.client_user_id && people.get(row.client_user_id)) || null,
    pendingClientOnboard: isPendingClientOnboard(row),
    requestedByClient: row.requested_by_client,
    openTaskCount,
    createdDate: row.created_at.toISOString(),
    updatedDate: row.updated_at.toISOString(),
    closedDate: row.closed_at ? row.closed_at.toISOString() : null,
  };
}

const SORT_KEYS: Record<TCaseListQuery['sort'], TSortKey> = {
  createdDate: { name: 'createdDate', expression: sql`cases.created_at`, type: 'timestamptz' },
  updatedDate: { name: 'updatedDate', expression: sql`cases.updated_at`, type: 'timestamptz' },
  // The same expression as the index on it (migration 20261126120000).
  companyName: {
    name: 'companyName',
    expression: sql`lower(coalesce(cases.company_eng_name, cases.company_chi_name, ''))`,
    type: 'text',
  },
  step: { name: 'step', expression: sql`cases.step`, type: 'text' },
};

/** What a search matches on a case: its names, its BRN or its reference, anywhere in them. */
function caseMatches(search: string): RawBuilder<SqlBool> {
  const pattern = likePattern(search);
  return sql<SqlBool>`(cases.company_eng_name ilike ${pattern} or cases.company_chi_name ilike ${pattern} or cases.brn ilike ${pattern} or cases.case_ref ilike ${pattern})`;
}

/**
 * The cases a caller may see with the list's filters, on the cases table alone; a search that matches
 * few cases (`searchCases`, fewMatchingCases) reads them first, as a materialised set.
 */
function filteredCases(
  db: TDb,
  auth: Pick<TAuthContext, 'userId' | 'userType' | 'firmId'>,
  query: TCaseListQuery,
  searchCases: string[] | null,
) {
  const staffIds = query.staffInChargeUserIDs
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const wantsNobody = staffIds?.includes('none') ?? false;
  const uuids = (staffIds ?? []).filter((s) => /^[0-9a-f-]{36}$/i.test(s));
  let base = listSource(db, 'cases', searchCases).selectFrom('cases').where(caseVisibleTo(auth));
  if (auth.userType === 'SMOOOTH' && query.firmID) base = base.where('cases.firm_id', '=', query.firmID);
  if (staffIds && staffIds.length > 0) {
    base = base.where((eb) =>
      eb.or([
        ...(uuids.length > 0 ? [eb('cases.officer_user_id', 'in', uuids)] : []),
        ...(wantsNobody ? [eb('cases.officer_user_id', 'is', null)] : []),
        ...(uuids.length === 0 && !wantsNobody ? [sql<boolean>`false`] : []),
      ]),
    );
  }
  if (query.caseType) base = base.where('cases.case_type', '=', query.caseType);
  if (query.step) base = base.where('cases.step', '=', query.step);
  if (query.status) base = base.where('cases.status', '=', query.status);
  if (query.pendingClient === 'true') {
    base = base
      .where('cases.status', '=', 'OPEN')
      .where('cases.client_user_id', 'is', null)
      .where('cases.requested_by_client', '=', false);
  } else if (query.pendingClient === 'false') {
    base = base.where((eb) =>
      eb.or([
        eb('cases.status', '!=', 'OPEN'),
        eb('cases.client_user_id', 'is not', null),
        eb('cases.requested_by_client', '=', true),
      ]),
    );
  }
  if (query.search && !searchCases) base = base.where(caseMatches(query.search));
  return base;
}

/** GET /api/cases: the caller's visible cases with the list's filters, one page by cursor or number. */
export async function listCases(
  db: TDb,
  auth: Pick<TAuthContext, 'userId' | 'userType' | 'firmId'>,
  query: TCaseListQuery,
): Promise<{ items: TCaseSummary[] } & TPaged> {
  const searchCases = query.search
    ? await fewMatchingCases(db, caseVisibleTo(auth), caseMatches(query.search))
    : null;
  const { filtered, page, plan } = caseListQueries(db, auth, query, searchCases);
  const counted = await cappedCount(db, filtered);
  const { rows, nextCursor, prevCursor } = plan.finish(await plan.execute(db, page));
  const people = await loadPeople(
    db,
    rows.flatMap((r) => [r.officer_user_id, r.client_user_id]),
  );
  return {
    items: rows.map((r) => toCaseSummary(r, people, Number(r.open_task_count ?? 0))),
    ...counted,
    nextCursor,
    prevCursor,
  };
}

/**
 * The queries of one page of the case list: its filtered rows (counted) and the page itself.
 * `searchCases`: the cases a selective search matches (fewMatchingCases), or null.
 */
export function caseListQueries(
  db: TDb,
  auth: Pick<TAuthContext, 'userId' | 'userType' | 'firmId'>,
  query: TCaseListQuery,
  searchCases: string[] | null = null,
) {
  const filtered = filteredCases(db, auth, query, searchCases);
  const plan = keysetPlan({ ...query, sort: SORT_KEYS[query.sort], id: sql`cases.id` });
  let page = filtered
    .innerJoin('firms', 'firms.id', 'cases.firm_id')
    .selectAll('cases')
    .select('firms.name as firm_name')
    .select((eb) =>
      eb
        .selectFrom('tasks')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('tasks.case_id', '=', 'cases.id')
        .where('tasks.status', 'in', ['QUEUED', 'IN_PROGRESS'])
        .as('open_task_count'),
    )
    .select(plan.sortKey);
  page = plan.apply(page);
  return { filtered, page, plan };
}

export type TTaskJoinedRow = TTaskRow & {
  case_type: TCaseRow['case_type'];
  case_ref: string;
  company_eng_name: string | null;
  company_chi_name: string | null;
  firm_name: string;
};

/** The task columns every task answer needs: the task, its case's reference and names, the firm. */
/** What a task shows of its case and firm, beside its own columns. */
export const TASK_CASE_COLUMNS = [
  'cases.case_type',
  'cases.case_ref',
  'cases.company_eng_name',
  'cases.company_chi_name',
  'firms.name as firm_name',
] as const;

export function selectTaskJoined(db: TDb) {
  return db
    .selectFrom('tasks')
    .innerJoin('cases', 'cases.id', 'tasks.case_id')
    .innerJoin('firms', 'firms.id', 'tasks.firm_id')
    .selectAll('tasks')
    .select(TASK_CASE_COLUMNS);
}

/**
 * Tasks whose remarks are the firm's own working notes (due diligence, risk, cross-check): a client
 * sees that such a task was done or sent back, not what the compliance officer wrote.
 */
const INTERNAL_TASKS: ReadonlySet<TTaskActionKey> = new Set([
  'DD_CS_FORM',
  'DD_CO_FORM',
  'DD_S_FORM',
  'T_AR_S_I',
  'T_AR_CO_CHECK',
  'T_AR_S_CHECK',
]);

/** Remarks the viewer may read: everything for staff, not the firm's internal notes for clients. */
export function remarksFor(
  viewer: TUserType,
  actionKey: TTaskActionKey | null,
  remarks: string | null,
): string | null {
  return viewer === 'GU' && actionKey !== null && INTERNAL_TASKS.has(actionKey) ? null : remarks;
}

export function toTask(row: TTaskJoinedRow, people: Map<string, TPersonRef>, viewer: TUserType): TTask {
  return {
    taskID: row.id,
    caseID: row.case_id,
    holderID: row.holder_id,
    caseType: row.case_type,
    taskActionKey: row.action_key,
    taskUserID: row.task_user_id,
    status: row.status,
    step: row.step,
    assigneeRole: row.assignee_role,
    assignee: (row.task_user_id && people.get(row.task_user_id)) || null,
    caseRef: row.case_ref,
    companyEngName: row.company_eng_name,
    companyChiName: row.company_chi_name,
    firmID: row.firm_id,
    firmName: row.firm_name,
    outcome: row.outcome,
    remarks: remarksFor(viewer, row.action_key, row.remarks),
    completedBy: (row.completed_by && people.get(row.completed_by)) || null,
    createdDate: row.created_at.toISOString(),
    updatedDate: row.updated_at.toISOString(),
    completedDate: row.completed_at ? row.completed_at.toISOString() : null,
    simpleTaskInfoDTO: {
      taskTypeKey: row.action_key,
      serviceType: row.case_type,
      titleKey: taskTitleKey(row.action_key, row.case_type),
    },
  };
}

/** The whole case page: summary, steps, members, tasks and history. */
export async function loadCaseDetail(
  db: TDb,
  row: TCaseRow,
  viewer: TUserType,
  permissions: { mayCancel: boolean; mayTakeCharge: boolean },
  /** A stakeholder (not the case's client) sees only their own tasks. */
  ownTasksOf: string | null = null,
): Promise<TCaseDetail> {
  const [members, tasks, events] = await Promise.all([
    db.selectFrom('case_members').selectAll().where('case_id', '=', row.id).orderBy('created_at').execute(),
    selectTaskJoined(db).where('tasks.case_id', '=', row.id).orderBy('tasks.seq').execute(),
    db.selectFrom('case_events').selectAll().where('case_id', '=', row.id).orderBy('id').execute(),
  ]);
  const people = await loadPeople(db, [
    row.officer_user_id,
    row.client_user_id,
    ...members.map((m) => m.user_id),
    ...tasks.flatMap((t) => [t.task_user_id, t.completed_by]),
    ...events.map((e) => e.actor_user_id),
  ]);
  const memberList: TCaseMember[] = [];
  if (row.officer_user_id) {
    const officer = people.get(row.officer_user_id);
    if (officer) {
      memberList.push({
        ...officer,
        role: 'STAFF_IN_CHARGE',
        holderID: null,
        sinceDate: row.created_at.toISOString(),
      });
    }
  }
  for (const m of members) {
    const person = people.get(m.user_id);
    if (person)
      memberList.push({
        ...person,
        role: m.role,
        holderID: m.holder_id,
        sinceDate: m.created_at.toISOString(),
      });
  }
  const history: TCaseEvent[] = events.map((e) => ({
    eventID: String(e.id),
    type: e.type as TCaseEvent['type'],
    fromStep: e.from_step,
    toStep: e.to_step,
    taskActionKey: e.action_key,
    actorName: (e.actor_user_id && people.get(e.actor_user_id)?.name) || null,
    remarks: remarksFor(viewer, e.action_key, e.remarks),
    createdDate: e.created_at.toISOString(),
  }));
  const openCount = tasks.filter((t) => t.status === 'QUEUED' || t.status === 'IN_PROGRESS').length;
  return {
    ...toCaseSummary(row, people, openCount),
    steps: stepsOf(row.case_type),
    members: memberList,
    tasks: tasks
      .filter((t) => ownTasksOf === null || t.task_user_id === ownTasksOf)
      .map((t) => toTask(t, people, viewer)),
    history,
    cancelReason: row.cancel_reason,
    ...permissions,
  };
}
