import {
  taskTitleKey,
  type TPersonRef,
  type TTask,
  type TTaskActionKey,
  type TUserType,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import type { TCaseRow, TTaskRow } from './case-rows.js';

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
