import { sql } from 'kysely';
import {
  DASHBOARD_LIST_SIZE,
  hongKongDate,
  ZMailListQuery,
  ZCaseListQuery,
  ZEntityListQuery,
  ZNameSearchHistoryQuery,
  ZTaskListQuery,
  type TClientDashboard,
  type TDashboardCount,
  type TPipelineStage,
  type TJobQueueHealth,
  type TSmooothDashboard,
  type TStaffDashboard,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import type { TCaller } from '../tasks/tasks.service.js';
import { listFirms } from '../accounts/accounts.service.js';
import { caseListQueries } from '../cases/cases.repository.js';
import { listMail } from '../mail/mail.repository.js';
import { listEntities } from '../entities/entity-list.js';
import { listTopics } from '../messages/messages.service.js';
import { nameSearchHistory } from '../name-search/name-search-history.js';
import { listTasks } from '../tasks/task-list.js';

/**
 * The dashboards (issue 22): each figure is read through the list function its link opens, with the
 * same filter, so the number shown is the total that list answers. The lists' queries are the
 * indexed ones of issue 23; the dashboard adds only the pipeline's count by step.
 */

const countOf = (list: { total: number; totalCapped: boolean }): TDashboardCount => ({
  total: list.total,
  totalCapped: list.totalCapped,
});

/** My open tasks, the ones waiting longest first (the list's filter: tabKey=mine, status=OPEN). */
async function myOpenTasks(db: TDb, auth: TCaller) {
  const list = await listTasks(
    db,
    auth,
    ZTaskListQuery.parse({
      tabKey: 'mine',
      status: 'OPEN',
      sort: 'updatedDate',
      order: 'asc',
      pageSize: DASHBOARD_LIST_SIZE.tasks,
    }),
  );
  return { ...countOf(list), items: list.items };
}

async function taskCount(db: TDb, auth: TCaller, query: Record<string, string>) {
  return countOf(await listTasks(db, auth, ZTaskListQuery.parse({ ...query, pageSize: 1 })));
}

async function entityCount(db: TDb, auth: TCaller, due: 'OVERDUE' | 'WEEK' | 'MONTH') {
  return countOf(await listEntities(db, auth, ZEntityListQuery.parse({ due, pageSize: 1 })));
}

/** Active companies with a deadline, the soonest (overdue ones being the earliest) first. */
async function soonestDue(db: TDb, auth: TCaller, pageSize: number) {
  return listEntities(db, auth, ZEntityListQuery.parse({ sort: 'nextDueDate', order: 'asc', pageSize }));
}

/** Open cases by type and current step, in the same scope as GET /api/cases?status=OPEN. */
async function pipeline(db: TDb, auth: TCaller): Promise<TPipelineStage[]> {
  const { filtered } = caseListQueries(db, auth, ZCaseListQuery.parse({ status: 'OPEN' }));
  const rows = await filtered
    .select(['cases.case_type', 'cases.step', sql<string>`count(*)`.as('n')])
    .groupBy(['cases.case_type', 'cases.step'])
    .execute();
  return rows
    .map((r) => ({ caseType: r.case_type, step: r.step, count: Number(r.n) }))
    .sort((a, b) => a.caseType.localeCompare(b.caseType) || a.step.localeCompare(b.step));
}

/** The unread total, and the newest conversations: those with unread messages only, or all. */
async function conversations(db: TDb, auth: TCaller, which: 'unread' | 'recent') {
  const { topics, totalUnread } = await listTopics(db, auth);
  return {
    totalUnread,
    topics: topics
      .filter((topic) => which === 'recent' || topic.unreadMsgs > 0)
      .slice(0, DASHBOARD_LIST_SIZE.topics),
  };
}

/** /dashboard/default: a firm's staff member. */
export async function staffDashboard(
  db: TDb,
  auth: TCaller,
  features: { nameSearch: boolean },
): Promise<TStaffDashboard> {
  const [myTasks, queuedTasks, overdue, week, month, soonest, stages, messages, riskReviews, hits] =
    await Promise.all([
      myOpenTasks(db, auth),
      taskCount(db, auth, { tabKey: 'queued', status: 'OPEN' }),
      entityCount(db, auth, 'OVERDUE'),
      entityCount(db, auth, 'WEEK'),
      entityCount(db, auth, 'MONTH'),
      soonestDue(db, auth, DASHBOARD_LIST_SIZE.deadlines),
      pipeline(db, auth),
      conversations(db, auth, 'unread'),
      taskCount(db, auth, { tabKey: 'queued', status: 'OPEN', taskActionKey: 'DD_CO_FORM' }),
      features.nameSearch
        ? nameSearchHistory(db, auth, ZNameSearchHistoryQuery.parse({ outcome: 'PENDING', pageSize: 1 }))
        : null,
    ]);
  return {
    role: 'staff',
    myTasks,
    queuedTasks,
    deadlines: {
      overdue,
      week,
      month,
      soonest: soonest.items.filter((entity) => entity.nextDueDate !== null),
    },
    pipeline: stages,
    messages,
    alerts: { riskReviews, screeningHits: hits ? countOf(hits) : { total: 0, totalCapped: false } },
  };
}

/** /dashboard/client: a client (or a stakeholder with an account). */
export async function clientDashboard(db: TDb, auth: TCaller): Promise<TClientDashboard> {
  const [myTasks, companies, messages] = await Promise.all([
    myOpenTasks(db, auth),
    soonestDue(db, auth, DASHBOARD_LIST_SIZE.companies),
    conversations(db, auth, 'recent'),
  ]);
  return { role: 'client', myTasks, companies: { ...countOf(companies), items: companies.items }, messages };
}

/** How far past its time a queued job may be before the queue counts as behind. */
const LATE_AFTER = sql`interval '5 minutes'`;

async function jobQueueHealth(db: TDb): Promise<TJobQueueHealth> {
  const row = await db
    .selectFrom('jobs')
    .select([
      sql<string>`count(*) filter (where status = 'QUEUED')`.as('queued'),
      sql<string>`count(*) filter (where status = 'QUEUED' and run_at < now() - ${LATE_AFTER})`.as('late'),
      sql<string>`count(*) filter (where status = 'RUNNING')`.as('running'),
      sql<string>`count(*) filter (where status = 'RUNNING' and locked_until < now())`.as('stuck'),
      sql<string>`count(*) filter (where status = 'FAILED')`.as('failed'),
      sql<Date | null>`min(run_at) filter (where status = 'QUEUED' and run_at < now() - ${LATE_AFTER})`.as(
        'oldest_late',
      ),
    ])
    .executeTakeFirstOrThrow();
  return {
    queued: Number(row.queued),
    late: Number(row.late),
    running: Number(row.running),
    stuck: Number(row.stuck),
    failed: Number(row.failed),
    oldestLateDate: row.oldest_late ? new Date(row.oldest_late).toISOString() : null,
  };
}

/** /dashboard/smoooth: every firm with its plan and usage, this month's cases, failed mails; the job queue. */
export async function smooothDashboard(db: TDb): Promise<TSmooothDashboard> {
  const monthStart = `${hongKongDate(new Date()).slice(0, 8)}01`;
  const [firms, casesThisMonth, failures, failedMail, jobs] = await Promise.all([
    listFirms(db),
    db
      .selectFrom('cases')
      .select(['firm_id', sql<string>`count(*)`.as('n')])
      .where(sql<boolean>`created_at >= (${monthStart}::date)::timestamp at time zone 'Asia/Hong_Kong'`)
      .groupBy('firm_id')
      .execute(),
    db
      .selectFrom('mail_messages')
      .select(['firm_id', sql<string>`count(*)`.as('n')])
      .where('status', '=', 'FAILED')
      .groupBy('firm_id')
      .execute(),
    listMail(db, { all: true }, ZMailListQuery.parse({ status: 'FAILED', pageSize: 1 })),
    jobQueueHealth(db),
  ]);
  const byFirm = (rows: { firm_id: string | null; n: string }[]) =>
    new Map(rows.map((r) => [r.firm_id, Number(r.n)]));
  const opened = byFirm(casesThisMonth);
  const failed = byFirm(failures);
  return {
    role: 'smoooth',
    firms: firms.map((firm) => ({
      firm,
      casesThisMonth: opened.get(firm.firmID) ?? 0,
      mailFailures: failed.get(firm.firmID) ?? 0,
    })),
    mailFailures: countOf(failedMail),
    jobs,
  };
}
