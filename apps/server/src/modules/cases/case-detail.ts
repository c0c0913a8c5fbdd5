import { stepsOf, type TCaseDetail, type TCaseEvent, type TCaseMember, type TUserType } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { loadPeople } from './case-people.js';
import { toCaseSummary, type TCaseRow } from './case-rows.js';
import { remarksFor, selectTaskJoined, toTask } from './case-tasks.js';

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
