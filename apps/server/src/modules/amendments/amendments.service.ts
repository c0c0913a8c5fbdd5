import {
  amendmentIssues,
  changeFiling,
  entityDeadlines,
  formMessage,
  hongKongDate,
  recordsAsAt,
  type TAmendmentChange,
  type TAmendmentView,
  type TFormIssue,
  type TLanguage,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import type { TCaseRow } from '../cases/cases.repository.js';
import { requireVisibleCase, type TCaller } from '../cases/cases.service.js';
import { refreshEntityDeadline } from '../deadlines/deadlines.service.js';
import {
  baseOf,
  draftOf,
  recordedChangesOf,
  recordsRowOf,
  renewalNotesOf,
  saveDraft,
} from './amendments.repository.js';

/**
 * The record update of an AMENDMENT case (T_RECORD_UPDATES, issue 19): the officer drafts changes
 * that start from the company's records today; every save answers the draft's problems as the domain
 * judges it against the company's history, and the task completes only with none.
 */

const STAFF = new Set(['COM_SEC', 'SYSTEM_ADMIN']);

/** The amendment case, for the firm's staff only (clients see the case, not the draft of its changes). */
async function requireAmendmentCase(
  db: TDb,
  auth: TCaller,
  caseId: string,
  forUpdate = false,
): Promise<TCaseRow & { entity_id: string }> {
  const row = await requireVisibleCase(db, auth, caseId, forUpdate);
  if (row.case_type !== 'AMENDMENT' || !row.entity_id) throw new AppError('NOT_FOUND');
  if (!STAFF.has(auth.userType) || row.firm_id !== auth.firmId) throw new AppError('FORBIDDEN');
  return { ...row, entity_id: row.entity_id };
}

/** The company's records history: where it starts, what has been applied, and its records today. */
export async function recordsHistoryOf(db: TDb, entityId: string, forUpdate = false) {
  const entity = await recordsRowOf(db, entityId, forUpdate);
  if (!entity) throw new AppError('NOT_FOUND');
  const base = baseOf(entity);
  const recorded = await recordedChangesOf(db, entityId);
  return { entity, base, recorded };
}

/** The draft's problems against the company's history, today in Hong Kong. */
export async function draftIssues(
  db: TDb,
  entityId: string,
  changes: readonly TAmendmentChange[],
): Promise<TFormIssue[]> {
  if (changes.length === 0) return [{ path: 'changes', key: 'required' }];
  const { base, recorded } = await recordsHistoryOf(db, entityId);
  return amendmentIssues(base, recorded, changes, hongKongDate(new Date()));
}

async function isEditor(db: TDb, auth: TCaller, row: TCaseRow): Promise<boolean> {
  if (row.status !== 'OPEN') return false;
  const task = await db
    .selectFrom('tasks')
    .select('id')
    .where('case_id', '=', row.id)
    .where('action_key', '=', 'T_RECORD_UPDATES')
    .where('status', '=', 'IN_PROGRESS')
    .where('task_user_id', '=', auth.userId)
    .executeTakeFirst();
  return task !== undefined;
}

async function viewOf(
  db: TDb,
  auth: TCaller,
  row: TCaseRow & { entity_id: string },
  language: TLanguage,
): Promise<TAmendmentView> {
  const today = hongKongDate(new Date());
  const [{ base, recorded }, draft, notes, editable] = await Promise.all([
    recordsHistoryOf(db, row.entity_id),
    draftOf(db, row.id),
    renewalNotesOf(db, row.id),
    isEditor(db, auth, row),
  ]);
  const records = recordsAsAt(base, recorded, today);
  const issues = draft.changes.length > 0 ? amendmentIssues(base, recorded, draft.changes, today) : [];
  const filings = draft.changes.flatMap((change) => {
    const before = recordsAsAt(base, recorded, change.effectiveDate ?? today);
    const filing = changeFiling(change, before);
    if (!filing) return [];
    const [deadline] = entityDeadlines(
      {
        incorporationDate: null,
        nextReturnDate: null,
        pendingFilings: [{ form: filing.form, effectiveDate: filing.fromDate, reference: change.changeID }],
      },
      today,
    );
    return deadline
      ? [
          {
            changeID: change.changeID,
            form: filing.form,
            effectiveDate: filing.fromDate,
            dueDate: deadline.dueDate,
            source: deadline.source,
          },
        ]
      : [];
  });
  return {
    caseID: row.id,
    entityID: row.entity_id,
    editable,
    changes: draft.changes,
    issues: issues.map((i) => ({ path: i.path, key: i.key, message: formMessage(i.key, language) })),
    records,
    recordsFrom: base.date,
    renewalNotes: notes.map((n) => ({
      amendmentType: n.amendment_type as TAmendmentView['renewalNotes'][number]['amendmentType'],
      description: n.description,
      effectiveDate: n.effective_date,
      renewalRef: n.case_ref,
    })),
    filings,
    updatedDate: draft.updatedAt?.toISOString() ?? null,
  };
}

/** GET /api/cases/:caseID/amendment. */
export async function amendmentView(
  db: TDb,
  auth: TCaller,
  caseId: string,
  language: TLanguage,
): Promise<TAmendmentView> {
  const row = await requireAmendmentCase(db, auth, caseId);
  return viewOf(db, auth, row, language);
}

/**
 * PUT /api/cases/:caseID/amendment: saves the draft while the caller holds the record-update task.
 * A draft with problems is saved all the same (nothing typed is lost); completing the task refuses it.
 */
export async function saveAmendment(
  db: TDb,
  auth: TCaller,
  caseId: string,
  changes: readonly TAmendmentChange[],
  language: TLanguage,
): Promise<TAmendmentView> {
  const row = await db.transaction().execute(async (trx) => {
    const locked = await requireAmendmentCase(trx, auth, caseId, true);
    if (locked.status !== 'OPEN') throw new AppError('CASE_CLOSED');
    if (!(await isEditor(trx, auth, locked))) throw new AppError('FORBIDDEN');
    const ids = new Set<string>();
    changes.forEach((c, i) => {
      if (ids.has(c.changeID)) throw fieldError(`changes.${i}.changeID`, 'invalid');
      ids.add(c.changeID);
    });
    await saveDraft(trx, { caseId, firmId: locked.firm_id, userId: auth.userId }, changes);
    // The notices the changes owe count among the company's deadlines from now on.
    await refreshEntityDeadline(trx, locked.entity_id);
    return locked;
  });
  return viewOf(db, auth, row, language);
}
