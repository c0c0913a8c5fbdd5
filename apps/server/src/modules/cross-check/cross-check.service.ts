import {
  caseFileReferences,
  documentTitle,
  findHolder,
  stakeholderName,
  type TCrossCheckCategory,
  type TCrossCheckItem,
  type TCrossCheckMarkRequest,
  type TCrossCheckView,
  type TLanguage,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import type { TAuthContext, TRequestMeta } from '../auth/auth.service.js';
import { isFirmStaff, requireFirmReader } from '../cases/case-access.js';
import { addEvent, loadEngineCase, type TLoadedCase } from '../cases/case-moves.js';
import type { TCaseRow } from '../cases/cases.repository.js';
import { requireVisibleCase } from '../cases/cases.service.js';
import { caseDocuments, documentsCurrent, type TDocumentDeps } from '../documents/documents.service.js';
import { writeAudit } from '../audit/audit.repository.js';
import { draftOf } from '../amendments/amendments.repository.js';

/**
 * The cross-check of a case (issue 8, DD_S_FORM and T_AR_S_CHECK): the firm looks at every form the
 * case generated and every document the case information refers to, and ticks each as checked or
 * sends it back with a note. Marks are only ever added; an item's latest mark is its state, so the
 * history of who checked what stays.
 */

type TCaller = Pick<TAuthContext, 'userId' | 'userType' | 'firmId' | 'language'>;

export const CROSS_CHECK_ACTION_KEYS = ['DD_S_FORM', 'T_AR_S_CHECK'] as const;

/** One thing to check, before its marks are attached. */
interface TBareItem {
  itemType: 'DOCUMENT' | 'FILE';
  itemID: string;
  category: TCrossCheckCategory;
  title: string;
  fileID: string;
  fileName: string;
  fileSize: number;
  fileType: string;
  holderID: string | null;
  holderName: string | null;
  createdDate: string;
}

/** The current generated documents and the referenced uploads of the case, in that order. */
async function bareItems(
  db: TDb,
  row: TCaseRow,
  loaded: TLoadedCase,
  language: TLanguage,
): Promise<TBareItem[]> {
  const info = loaded.information;
  const nameOf = (holderID: string | null) => {
    const holder = holderID ? findHolder(info.stakeholders, holderID) : undefined;
    return holder ? stakeholderName(holder) || holder.holderID : null;
  };
  const documents = await db
    .selectFrom('case_documents as d')
    .innerJoin('files as f', 'f.id', 'd.original_file_id')
    .select([
      'd.id',
      'd.kind',
      'd.subject_holder_id',
      'd.created_at',
      'f.id as file_id',
      'f.file_name',
      'f.file_size',
      'f.mime_type',
    ])
    .where('d.case_id', '=', row.id)
    .where('d.superseded_at', 'is', null)
    .orderBy('d.created_at')
    .orderBy('d.doc_key')
    .execute();
  const items: TBareItem[] = documents.map((d) => {
    const subject = nameOf(d.subject_holder_id);
    const title = documentTitle(d.kind, language);
    return {
      itemType: 'DOCUMENT',
      itemID: d.id,
      category: 'GENERATED_FORM',
      title: subject ? `${title} — ${subject}` : title,
      fileID: d.file_id,
      fileName: d.file_name,
      fileSize: Number(d.file_size),
      fileType: d.mime_type,
      holderID: d.subject_holder_id,
      holderName: subject,
      createdDate: d.created_at.toISOString(),
    };
  });
  // An amendment's supporting papers (resignation letters, resolutions) are its changes' uploads.
  const supporting =
    row.case_type === 'AMENDMENT'
      ? (await draftOf(db, row.id)).changes.flatMap((c) =>
          (c.documents ?? []).map((fileID) => ({
            fileID,
            category: 'OTHER_UPLOAD' as const,
            holderID: null,
          })),
        )
      : [];
  const references = [...caseFileReferences(info), ...supporting];
  if (references.length === 0) return items;
  const files = await db
    .selectFrom('files')
    .select(['id', 'file_name', 'file_size', 'mime_type', 'created_at'])
    .where('case_id', '=', row.id)
    .where(
      'id',
      'in',
      references.map((r) => r.fileID).filter((id) => /^[0-9a-f-]{36}$/i.test(id)),
    )
    .execute();
  const byId = new Map(files.map((f) => [f.id, f]));
  for (const ref of references) {
    const f = byId.get(ref.fileID);
    if (!f) continue;
    items.push({
      itemType: 'FILE',
      itemID: f.id,
      category: ref.category,
      title: f.file_name,
      fileID: f.id,
      fileName: f.file_name,
      fileSize: Number(f.file_size),
      fileType: f.mime_type,
      holderID: ref.holderID,
      holderName: nameOf(ref.holderID),
      createdDate: f.created_at.toISOString(),
    });
  }
  return items;
}

async function marksOf(db: TDb, caseId: string) {
  return db
    .selectFrom('cross_check_marks as m')
    .innerJoin('users as u', 'u.id', 'm.marked_by')
    .select([
      'm.item_type',
      'm.item_id',
      'm.status',
      'm.note',
      'm.created_at',
      'u.eng_first_name',
      'u.eng_last_name',
    ])
    .where('m.case_id', '=', caseId)
    .orderBy('m.id', 'desc')
    .execute();
}

function withMarks(items: TBareItem[], marks: Awaited<ReturnType<typeof marksOf>>): TCrossCheckItem[] {
  return items.map((item) => {
    const history = marks
      .filter((m) => m.item_type === item.itemType && m.item_id === item.itemID)
      .map((m) => ({
        status: m.status,
        note: m.note,
        markedBy: `${m.eng_first_name} ${m.eng_last_name}`.trim(),
        markedDate: m.created_at.toISOString(),
      }));
    return { ...item, mark: history[0] ?? null, history };
  });
}

const outstandingOf = (items: TCrossCheckItem[]) =>
  items.filter((i) => i.mark?.status !== 'CHECKED').map((i) => i.title);

/** The caller's in-progress cross-check task of the case, if they hold one. */
function heldTask(loaded: TLoadedCase, auth: TCaller) {
  return loaded.tasks.find(
    (t) =>
      t.status === 'IN_PROGRESS' &&
      t.task_user_id === auth.userId &&
      (CROSS_CHECK_ACTION_KEYS as readonly string[]).includes(t.action_key),
  );
}

/** GET /api/cases/:caseID/cross-check: the items with their marks (documents made first if needed). */
export async function crossCheckView(
  deps: TDocumentDeps,
  auth: TCaller,
  caseId: string,
): Promise<TCrossCheckView> {
  const row = await requireVisibleCase(deps.db, auth, caseId);
  requireFirmReader(row, auth);
  // Makes (or makes again) the generated documents, so what is checked is what will be signed.
  await caseDocuments(deps, auth, caseId);
  const loaded = await loadEngineCase(deps.db, row);
  const items = withMarks(
    await bareItems(deps.db, row, loaded, auth.language),
    await marksOf(deps.db, row.id),
  );
  return {
    caseID: row.id,
    mayMark: row.status === 'OPEN' && heldTask(loaded, auth) !== undefined,
    items,
    outstanding: outstandingOf(items),
  };
}

/** POST /api/cases/:caseID/cross-check/marks: the holder of the cross-check task ticks or sends back. */
export async function markCrossCheckItem(
  deps: TDocumentDeps,
  auth: TCaller,
  meta: TRequestMeta,
  caseId: string,
  body: TCrossCheckMarkRequest,
): Promise<TCrossCheckView> {
  if (!isFirmStaff(auth)) throw new AppError(auth.userType === 'SMOOOTH' ? 'FORBIDDEN' : 'NOT_FOUND');
  await deps.db.transaction().execute(async (trx) => {
    const row = await requireVisibleCase(trx, auth, caseId, true);
    if (row.status !== 'OPEN') throw new AppError('CASE_CLOSED');
    const loaded = await loadEngineCase(trx, row);
    const task = heldTask(loaded, auth);
    if (!task) throw new AppError('NOT_TASK_ASSIGNEE');
    const items = await bareItems(trx, row, loaded, auth.language);
    const item = items.find((i) => i.itemType === body.itemType && i.itemID === body.itemID);
    if (!item) throw new AppError('NOT_FOUND');
    await trx
      .insertInto('cross_check_marks')
      .values({
        firm_id: row.firm_id,
        case_id: row.id,
        item_type: item.itemType,
        item_id: item.itemID,
        status: body.status,
        note: body.note?.trim() || null,
        marked_by: auth.userId,
      })
      .execute();
    if (body.status === 'SENT_BACK') {
      await addEvent(trx, row.id, {
        type: 'DOCUMENT_SENT_BACK',
        taskId: task.id,
        actionKey: task.action_key,
        actorUserId: auth.userId,
        remarks: `${item.title}: ${body.note ?? ''}`,
      });
    }
    await writeAudit(trx, {
      action: 'case.cross_check_marked',
      firmId: row.firm_id,
      actorUserId: auth.userId,
      targetType: 'case',
      targetId: row.id,
      ip: meta.ip,
      requestId: meta.requestId,
      details: { itemType: item.itemType, itemID: item.itemID, status: body.status },
    });
  });
  return crossCheckView(deps, auth, caseId);
}

/**
 * For the documentsCrossChecked check: the titles of items not ticked as checked. Documents that the
 * case's data would make differently now (or has not made yet) count as unchecked: fail closed.
 */
export async function uncheckedItems(
  trx: TDb,
  row: TCaseRow,
  loaded: TLoadedCase,
  language: TLanguage,
): Promise<string[]> {
  const items = withMarks(await bareItems(trx, row, loaded, language), await marksOf(trx, row.id));
  const outstanding = outstandingOf(items);
  if (!(await documentsCurrent(trx, row, loaded.information)))
    outstanding.unshift(GENERATED_DOCUMENTS[language]);
  return outstanding;
}

const GENERATED_DOCUMENTS: Record<TLanguage, string> = {
  en: 'The generated forms (open the cross-check to make them)',
  'zh-HK': '系統產生的表格（請開啟核對頁面以產生）',
  'zh-CN': '系统生成的表格（请打开核对页面以生成）',
};
