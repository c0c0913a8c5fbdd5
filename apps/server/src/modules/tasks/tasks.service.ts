import { sql, type QueryCreator, type RawBuilder, type SqlBool } from 'kysely';
import {
  claimTask,
  completeTask,
  outcomesOfTask,
  taskCompletedPath,
  TASK_RESULT_SCHEMAS,
  type TCaseFacts,
  type TCompleteTaskRequest,
  type TCompleteTaskResponse,
  type TTask,
  type TTaskActionKey,
  type TTaskInfo,
  type TTaskListQuery,
  type TPaged,
  type TTaskStatus,
  caseInformationProblems,
  RENEWAL_SECTION_NAMES,
  findHolder,
  entityInformationProblems,
  type TLanguage,
  completionMissing,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { cappedCount, fewMatchingCases, keysetPlan, type TSortKey } from '../../db/keyset.js';
import type { DB } from '../../db/schema.js';
import { acknowledgementMissingOf } from '../renewal/acknowledgement.service.js';
import { addressProofRecorded } from '../renewal/address-proof.service.js';
import { unansweredOf } from '../renewal/renewal.service.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import type { TAuthContext, TRequestMeta } from '../auth/auth.service.js';
import { caseVisibleTo, isFirmStaff, taskVisibleTo } from '../cases/case-access.js';
import { applyMove, loadEngineCase, refusalError, type TLoadedCase } from '../cases/case-moves.js';
import {
  likePattern,
  loadPeople,
  selectTaskJoined,
  TASK_CASE_COLUMNS,
  toTask,
  type TCaseRow,
  type TTaskRow,
} from '../cases/cases.repository.js';
import { requireVisibleCase } from '../cases/cases.service.js';
import { informationIssuesOf } from '../cases/case-information.service.js';
import { identificationOf } from '../cases/holders.service.js';
import { billingFacts } from '../billing/billing-facts.js';
import { missingSignatures, SIGNING_ACTION_KEYS } from '../documents/documents.service.js';
import { checkFieldRemarks, takesFieldRemarks } from '../review/review.service.js';
import { uncheckedItems } from '../cross-check/cross-check.service.js';
import { filingRecorded } from '../filing/filing.service.js';
import { completionValues } from '../filing/completion.repository.js';
import { complianceStateOf, dueDiligenceFacts, preparersOf } from '../compliance/compliance-facts.js';

type TCaller = Pick<TAuthContext, 'userId' | 'userType' | 'firmId' | 'language'>;

export interface TTaskDeps {
  db: TDb;
  publicUrl: string;
}

const OPEN_STATUSES: TTaskStatus[] = ['QUEUED', 'IN_PROGRESS'];
const STAFF_ROLES = ['officer', 'reviewer'] as const;

function statusesOf(filter: string | undefined): TTaskStatus[] | null {
  if (!filter) return null;
  const out = new Set<TTaskStatus>();
  for (const part of filter.split(',')) {
    if (part === 'OPEN') OPEN_STATUSES.forEach((s) => out.add(s));
    else out.add(part as TTaskStatus);
  }
  return [...out];
}

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
  const source: QueryCreator<DB> = searchCases
    ? db.with(
        (cte) => cte('tasks').materialized(),
        (inner) =>
          inner
            .selectFrom('tasks')
            .selectAll()
            .where(sql<SqlBool>`tasks.case_id = any(${searchCases}::uuid[])`),
      )
    : db;
  let base = source.selectFrom('tasks').where(taskVisibleTo(auth));
  const statuses = statusesOf(query.status);
  if (statuses) base = base.where('tasks.status', 'in', statuses);
  if (query.tabKey === 'mine') base = base.where('tasks.task_user_id', '=', auth.userId);
  if (query.tabKey === 'team') {
    base = base
      .where('tasks.assignee_role', 'in', STAFF_ROLES)
      .where('tasks.task_user_id', 'is not', null)
      .where('tasks.task_user_id', '!=', auth.userId);
  }
  if (query.tabKey === 'queued') {
    base = base
      .where('tasks.assignee_role', 'in', STAFF_ROLES)
      .where('tasks.task_user_id', 'is', null)
      .where('tasks.status', 'in', OPEN_STATUSES)
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
  const { rows, nextCursor, prevCursor } = plan.finish(await page.execute());
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
  if (plan.where) page = page.where(plan.where);
  page = page.orderBy(plan.orderBy[0]).orderBy(plan.orderBy[1]).limit(plan.limit).offset(plan.offset);
  return { filtered, page, plan };
}

async function findVisibleTask(db: TDb, auth: TCaller, taskId: string) {
  const row = await selectTaskJoined(db)
    .where('tasks.id', '=', taskId)
    .where(taskVisibleTo(auth))
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Active company-secretary staff of the firm (a one-seat firm may review its own due diligence). */
async function firmStaffCount(db: TDb, firmId: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('firm_id', '=', firmId)
    .where('status', '=', 'ACTIVE')
    .where('user_type', 'in', ['COM_SEC', 'SYSTEM_ADMIN'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What the four-eyes rule needs to know: the firm's size and who prepared the due diligence. */
async function reviewFacts(db: TDb, caseRow: TCaseRow, loaded: TLoadedCase): Promise<TCaseFacts> {
  return {
    firmStaffCount: await firmStaffCount(db, caseRow.firm_id),
    dueDiligencePreparers: preparersOf(loaded.tasks, (await complianceStateOf(db, caseRow.id)).authors),
  };
}

/** GET /api/tasks/:taskID. */
export async function taskInfo(db: TDb, auth: TCaller, taskId: string): Promise<TTaskInfo> {
  const row = await findVisibleTask(db, auth, taskId);
  const people = await loadPeople(db, [row.task_user_id, row.completed_by]);
  const task = toTask(row, people, auth.userType);
  const caseRow = await requireVisibleCase(db, auth, row.case_id);
  const open = caseRow.status === 'OPEN' && row.status === 'IN_PROGRESS';
  let mayClaim = false;
  // Nobody holds the review yet, or (a SYSTEM_ADMIN taking it over) someone else does.
  const claimable =
    row.task_user_id === null || (auth.userType === 'SYSTEM_ADMIN' && row.task_user_id !== auth.userId);
  if (
    open &&
    row.assignee_role === 'reviewer' &&
    claimable &&
    isFirmStaff(auth) &&
    auth.firmId === row.firm_id
  ) {
    const loaded = await loadEngineCase(db, caseRow);
    const facts = await reviewFacts(db, caseRow, loaded);
    mayClaim = claimTask(loaded.engine, taskId, { userID: auth.userId, userType: auth.userType }, facts).ok;
  }
  // What a task recorded (due diligence, risk reasons) is the firm's; a client sees only their own task's.
  const mayReadResult =
    (isFirmStaff(auth) && auth.firmId === row.firm_id) ||
    auth.userType === 'SMOOOTH' ||
    row.completed_by === auth.userId;
  return {
    ...task,
    outcomes: [
      ...outcomesOfTask(caseRow.case_type, {
        step: row.step,
        actionKey: row.action_key,
        assigneeRole: row.assignee_role,
      }),
    ],
    mayComplete: open && row.task_user_id === auth.userId && (row.step === null || row.step === caseRow.step),
    mayClaim,
    result: mayReadResult ? row.result : null,
  };
}

/** POST /api/tasks/:taskID/claim: a reviewer takes the review. */
export async function claimTaskById(
  deps: TTaskDeps,
  auth: TCaller,
  meta: TRequestMeta,
  taskId: string,
): Promise<TTaskInfo> {
  if (!isFirmStaff(auth)) throw new AppError('FORBIDDEN');
  const visible = await findVisibleTask(deps.db, auth, taskId);
  await deps.db.transaction().execute(async (trx) => {
    const caseRow = await requireVisibleCase(trx, auth, visible.case_id, true);
    const loaded = await loadEngineCase(trx, caseRow);
    const facts = await reviewFacts(trx, caseRow, loaded);
    const move = claimTask(loaded.engine, taskId, { userID: auth.userId, userType: auth.userType }, facts);
    if (!move.ok) throw refusalError(move);
    await applyMove(trx, caseRow, loaded, move, {
      actorUserId: auth.userId,
      meta,
      publicUrl: deps.publicUrl,
      language: auth.language,
      event: { type: 'TASK_CLAIMED', taskId, actionKey: visible.action_key },
      audit: 'case.task_claimed',
    });
  });
  return taskInfo(deps.db, auth, taskId);
}

/** Validates what the task records, naming each wrong field as `result.<path>`. */
function parseResult(
  actionKey: TTaskActionKey,
  result: Record<string, unknown> | undefined,
): Record<string, unknown> | null {
  if (result === undefined) return null;
  const parsed = TASK_RESULT_SCHEMAS[actionKey].safeParse(result);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => {
      const field = ['result', ...issue.path.map(String)].join('.');
      const reason =
        issue.code === 'unrecognized_keys'
          ? 'unknownField'
          : issue.code === 'invalid_type' && issue.input === undefined
            ? 'required'
            : 'invalid';
      return { field, reason, message: '' };
    });
    const first = details[0];
    throw new AppError('VALIDATION_ERROR', {}, { field: first?.field ?? 'result', details });
  }
  return parsed.data;
}

/**
 * What holds for the case as this task completes, read from what was recorded: the case information,
 * the current compliance records (due diligence, the risk rating), the cross-check marks, the invoice
 * and its payment, the filing and completion records, the signatures. Tasks whose records are still
 * carried by their completion (`result`) read it from there.
 */
async function gatherFacts(
  trx: TDb,
  caseRow: TCaseRow,
  loaded: TLoadedCase,
  task: TTaskRow,
  result: Record<string, unknown> | null,
  language: TLanguage,
): Promise<TCaseFacts> {
  const info = loaded.information;
  const compliance = await complianceStateOf(trx, caseRow.id);
  const facts: TCaseFacts = {
    caseInformationProblems: caseInformationProblems(info),
    entityInformationProblems: entityInformationProblems(info),
    firmStaffCount: await firmStaffCount(trx, caseRow.firm_id),
    dueDiligencePreparers: preparersOf(loaded.tasks, compliance.authors),
    signaturesMissing: [],
  };
  switch (task.action_key) {
    case 'DD_CS_FORM':
    case 'T_AR_S_I':
      // Every person of the tree, owners of corporates included, by their current record.
      facts.dueDiligence = dueDiligenceFacts(info, compliance);
      break;
    case 'DD_CO_FORM':
    case 'T_AR_CO_CHECK':
      facts.riskAssessment = compliance.riskRating ? { rating: compliance.riskRating } : null;
      break;
    case 'DD_S_FORM':
    case 'T_AR_S_CHECK':
      facts.documentsUnchecked = await uncheckedItems(trx, caseRow, loaded, language);
      break;
    case 'T_PAYMENT_INVOICE':
    case 'T_PAYMENT_PAY':
      // The invoice issued and its payment confirmed are the billing module's records.
      Object.assign(facts, await billingFacts(trx, caseRow.id));
      break;
    case 'CASE_FILING':
    case 'T_AR_FILING':
      facts.filingRecorded = await filingRecorded(trx, caseRow.id);
      break;
    case 'POC_DOC_SIGN':
    case 'T_AR_DOC_SIGN':
      // The client's task waits for everyone's signatures; a stakeholder's for their own.
      facts.signaturesMissing = await missingSignatures(trx, caseRow, info, task.holder_id);
      break;
    case 'CASE_COMPLETION':
      facts.incorporationMissing = completionMissing(await completionValues(trx, caseRow.id));
      break;
    case 'T_RECORD_UPDATES':
      facts.amendmentRecorded = result !== null;
      break;
    case 'SH_I_FORM':
    case 'SH_C_FORM': {
      // Confirmed, and nothing of the identification missing.
      const holder = task.holder_id ? findHolder(info.stakeholders, task.holder_id) : undefined;
      facts.stakeholderConfirmed =
        result?.confirmed === true &&
        holder !== undefined &&
        identificationOf(info, holder).issues.length === 0;
      break;
    }
    case 'T_AR_SH_U_ADDR':
      // Confirmed, with a proof of address given (a new one, or the one on file).
      facts.stakeholderConfirmed = result?.confirmed === true && (await addressProofRecorded(trx, task.id));
      break;
    case 'T_AR_A_POC':
      // Named as the screen heads them, in the caller's language.
      facts.renewalSectionsUnanswered = (await unansweredOf(trx, caseRow.id)).map(
        (s) => RENEWAL_SECTION_NAMES[s][language],
      );
      break;
    case 'T_AR_COMPLETION':
      facts.acknowledgementMissing = await acknowledgementMissingOf(trx, caseRow.id);
      break;
    default:
      break;
  }
  return facts;
}

/**
 * POST /api/tasks/:taskID/complete: runs the engine and writes its move in one transaction. The case
 * row is locked first, so of two people completing the same task at once, the second finds it
 * completed and gets TASK_NOT_OPEN.
 */
export async function completeTaskById(
  deps: TTaskDeps,
  auth: TCaller,
  meta: TRequestMeta,
  taskId: string,
  body: TCompleteTaskRequest,
): Promise<TCompleteTaskResponse> {
  const visible = await findVisibleTask(deps.db, auth, taskId);
  const outcome = body.outcome ?? 'APPROVE';
  const remarks = body.remarks?.trim() || null;
  if (outcome === 'RETURN' && !remarks) throw fieldError('remarks', 'required');
  const fieldRemarks = body.fieldRemarks ?? [];
  // Remarks at fields go back to the client with a returned review, and nowhere else.
  if (fieldRemarks.length > 0 && (outcome !== 'RETURN' || !takesFieldRemarks(visible.action_key)))
    throw fieldError('fieldRemarks', 'invalid');
  const result =
    outcome === 'RETURN'
      ? fieldRemarks.length > 0
        ? { fieldRemarks }
        : null
      : parseResult(visible.action_key, body.result);
  const after = await deps.db.transaction().execute(async (trx) => {
    const caseRow = await requireVisibleCase(trx, auth, visible.case_id, true);
    const loaded = await loadEngineCase(trx, caseRow);
    const task = loaded.tasks.find((t) => t.id === taskId);
    if (!task) throw new AppError('NOT_FOUND');
    checkFieldRemarks(loaded.information, fieldRemarks);
    const facts = await gatherFacts(trx, caseRow, loaded, task, result, auth.language);
    const move = completeTask(
      loaded.engine,
      { taskID: taskId, actor: { userID: auth.userId, userType: auth.userType }, outcome },
      facts,
      loaded.ctx,
    );
    if (!move.ok) {
      // The case information's refusal names every problem with its rule, as the form shows it.
      if (move.check === 'caseInformationValid' || move.check === 'entityInformationValid') {
        const issues = informationIssuesOf(caseRow);
        throw new AppError(
          move.code,
          {},
          { details: issues.map((i) => ({ field: i.path, reason: i.key, message: '' })) },
        );
      }
      const holder = task.holder_id ? findHolder(loaded.information.stakeholders, task.holder_id) : undefined;
      if (
        move.check === 'stakeholderConfirmed' &&
        holder &&
        (task.action_key === 'SH_I_FORM' || task.action_key === 'SH_C_FORM')
      ) {
        const issues = identificationOf(loaded.information, holder).issues;
        if (issues.length > 0) {
          throw new AppError(
            move.code,
            {},
            { details: issues.map((i) => ({ field: i.path, reason: i.key, message: '' })) },
          );
        }
      }
      throw refusalError(move);
    }
    return applyMove(trx, caseRow, loaded, move, {
      actorUserId: auth.userId,
      meta,
      publicUrl: deps.publicUrl,
      language: auth.language,
      event: {
        type: outcome === 'RETURN' ? 'SENT_BACK' : 'TASK_COMPLETED',
        taskId,
        actionKey: task.action_key,
        remarks,
      },
      audit: 'case.task_completed',
      completion: { taskId, outcome, remarks, result },
    });
  });
  const row = await findVisibleTask(deps.db, auth, taskId);
  const people = await loadPeople(deps.db, [row.task_user_id, row.completed_by]);
  return {
    task: toTask(row, people, auth.userType),
    caseStatus: after.status,
    step: after.step,
    nextPath: taskCompletedPath(taskId, auth.userType),
  };
}

/**
 * After a record that may satisfy tasks of the case (a signature, a confirmed payment, an issued
 * invoice): completes, as their assignees, the in-progress tasks with these action keys whose checks
 * now pass, one move at a time (the last one of a step moves the case on). Runs in the caller's
 * transaction, under the case's lock. Returns the case row as it then stands.
 */
export async function completeSatisfiedTasks(
  trx: TDb,
  row: TCaseRow,
  context: { meta: TRequestMeta | null; publicUrl: string; language: TLanguage },
  actionKeys: readonly TTaskActionKey[],
): Promise<TCaseRow> {
  let current = row;
  for (;;) {
    const loaded = await loadEngineCase(trx, current);
    let moved = false;
    for (const task of loaded.tasks) {
      if (task.status !== 'IN_PROGRESS' || !actionKeys.includes(task.action_key) || !task.task_user_id)
        continue;
      const assignee = await trx
        .selectFrom('users')
        .select('user_type')
        .where('id', '=', task.task_user_id)
        .executeTakeFirstOrThrow();
      const facts = await gatherFacts(trx, current, loaded, task, null, context.language);
      const move = completeTask(
        loaded.engine,
        {
          taskID: task.id,
          actor: { userID: task.task_user_id, userType: assignee.user_type },
          outcome: 'APPROVE',
        },
        facts,
        loaded.ctx,
      );
      // Not satisfied yet (a signature or the payment still missing): it stays open.
      if (!move.ok) continue;
      current = await applyMove(trx, current, loaded, move, {
        actorUserId: task.task_user_id,
        meta: context.meta,
        publicUrl: context.publicUrl,
        language: context.language,
        event: { type: 'TASK_COMPLETED', taskId: task.id, actionKey: task.action_key, remarks: null },
        audit: 'case.task_completed',
        completion: { taskId: task.id, outcome: 'APPROVE', remarks: null, result: null },
      });
      moved = true;
      break;
    }
    if (!moved) return current;
  }
}

/** After a signature: the signing tasks whose signatures are now all in complete. */
export async function completeSatisfiedSigningTasks(
  trx: TDb,
  row: TCaseRow,
  context: { meta: TRequestMeta; publicUrl: string; language: TLanguage },
): Promise<void> {
  await completeSatisfiedTasks(trx, row, context, SIGNING_ACTION_KEYS);
}
