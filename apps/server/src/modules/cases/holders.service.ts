import type { ZHolderView } from '@portal/domain';
import {
  findHolder,
  formMessage,
  identificationIssues,
  ownershipOf,
  redactHolderTree,
  RULE_CONTEXT,
  type TCaseInformation,
  type THolder,
  type THolderParticulars,
  type TFormIssue,
  type TLanguage,
  type TOwnedPerson,
} from '@portal/domain';
import type { z } from 'zod';
import type { TDb } from '../../db/database.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import { unknownFileIds } from '../files/files.service.js';
import type { TAuthContext } from '../auth/auth.service.js';
import { isFirmStaff } from './case-access.js';
import { caseIdentityViews } from './case-identity.js';
import { informationOf } from './case-moves.js';
import { loadParticulars, mergeParticulars } from './holder-particulars.js';
import type { TCaseRow } from './cases.repository.js';
import { requireVisibleCase } from './cases.service.js';
import { sealDocument } from '../keys/sealed-documents.js';

type TCaller = Pick<TAuthContext, 'userId' | 'userType' | 'firmId' | 'language'>;

/**
 * Who reads the whole case information: the firm's staff, SMOOOTH and the client point of contact.
 * A stakeholder reads only their own entry (their fellow stakeholders' identity data is not theirs).
 */
export function mayReadInformation(row: TCaseRow, auth: TCaller): boolean {
  return (
    (isFirmStaff(auth) && auth.firmId === row.firm_id) ||
    auth.userType === 'SMOOOTH' ||
    row.client_user_id === auth.userId
  );
}

async function holderAccess(
  db: TDb,
  row: TCaseRow,
  auth: TCaller,
  holderId: string,
): Promise<{ mayRead: boolean; mayEdit: boolean }> {
  const task = await db
    .selectFrom('tasks')
    .select(['id', 'task_user_id', 'status'])
    .where('case_id', '=', row.id)
    .where('holder_id', '=', holderId)
    .where('action_key', 'in', ['SH_I_FORM', 'SH_C_FORM'])
    .where('status', '=', 'IN_PROGRESS')
    .executeTakeFirst();
  const member = await db
    .selectFrom('case_members')
    .select('holder_id')
    .where('case_id', '=', row.id)
    .where('user_id', '=', auth.userId)
    .executeTakeFirst();
  const isTheStakeholder = member?.holder_id === holderId || task?.task_user_id === auth.userId;
  return {
    mayRead: mayReadInformation(row, auth) || isTheStakeholder,
    mayEdit: row.status === 'OPEN' && task?.task_user_id === auth.userId,
  };
}

export type THolderView = z.infer<typeof ZHolderView>;

/** The identification needs of one holder: which acknowledgements, and what is still missing. */
export function identificationOf(
  info: TCaseInformation,
  holder: THolder,
): {
  person: TOwnedPerson | null;
  issues: TFormIssue[];
  needsShareholderDirectorAck: boolean;
  needsScrAck: boolean;
} {
  const ownership = ownershipOf(info);
  const canonical = holder.refID ?? holder.holderID;
  const person = ownership?.persons.find((p) => p.holderID === canonical) ?? null;
  const needsShareholderDirectorAck = holder.isShareHolder || holder.isDirector;
  const needsScrAck = person?.isScr ?? false;
  const issues = identificationIssues(holder, {
    isCountry: RULE_CONTEXT.isCountry,
    needsShareholderDirectorAck,
    needsScrAck,
  });
  return { person, issues, needsShareholderDirectorAck, needsScrAck };
}

/** Names and sizes of the files the holder's particulars refer to (files of this case only). */
async function documentsOf(db: TDb, caseId: string, holder: THolder) {
  const ids = [
    ...(holder.idDocs ?? []),
    ...(holder.resAddress?.supDoc ?? []),
    ...(holder.corrAddress?.supDoc ?? []),
    ...(holder.regAddress?.supDoc ?? []),
    ...(holder.shareholderDocList ?? []),
  ].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('files')
    .select(['id', 'file_name', 'file_size', 'mime_type'])
    .where('case_id', '=', caseId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return rows.map((r) => ({
    fileID: r.id,
    fileName: r.file_name,
    fileSize: Number(r.file_size),
    fileType: r.mime_type,
  }));
}

async function view(
  db: TDb,
  row: TCaseRow,
  auth: TCaller,
  holderId: string,
  language: TLanguage,
): Promise<THolderView> {
  const access = await holderAccess(db, row, auth, holderId);
  if (!access.mayRead) throw new AppError('NOT_FOUND');
  const info = mergeParticulars(informationOf(row), await loadParticulars(db, row.id));
  const holder = findHolder(info.stakeholders, holderId);
  if (!holder) throw new AppError('NOT_FOUND');
  const found = identificationOf(info, holder);
  // The person themselves and the firm's staff see it whole; the client point of contact and SMOOOTH partly.
  const views = await caseIdentityViews(db, row, auth, info.stakeholders);
  return {
    caseID: row.id,
    holderID: holderId,
    companyEngName: row.company_eng_name,
    companyChiName: row.company_chi_name,
    holder: redactHolderTree(holder, views),
    // The response carries the resolution's entry as it is (an interface, so named as a record here).
    person: found.person as Record<string, unknown> | null,
    needsShareholderDirectorAck: found.needsShareholderDirectorAck,
    needsScrAck: found.needsScrAck,
    issues: found.issues.map((i) => ({ path: i.path, key: i.key, message: formMessage(i.key, language) })),
    mayEdit: access.mayEdit,
    documents: await documentsOf(db, row.id, holder),
  };
}

/** GET /api/cases/:caseID/holders/:holderID. */
export async function getHolderView(
  db: TDb,
  auth: TCaller,
  caseId: string,
  holderId: string,
  language: TLanguage,
): Promise<THolderView> {
  const row = await requireVisibleCase(db, auth, caseId);
  return view(db, row, auth, holderId, language);
}

/** PUT /api/cases/:caseID/holders/:holderID: the stakeholder saves their particulars (a draft: nothing typed is lost). */
export async function saveHolderParticulars(
  db: TDb,
  auth: TCaller,
  caseId: string,
  holderId: string,
  particulars: THolderParticulars,
  language: TLanguage,
): Promise<THolderView> {
  const row = await db.transaction().execute(async (trx) => {
    const current = await requireVisibleCase(trx, auth, caseId, true);
    const access = await holderAccess(trx, current, auth, holderId);
    if (!access.mayRead) throw new AppError('NOT_FOUND');
    if (!access.mayEdit) throw new AppError(current.status === 'OPEN' ? 'FORBIDDEN' : 'CASE_CLOSED');
    if (!findHolder(informationOf(current).stakeholders, holderId)) throw new AppError('NOT_FOUND');
    // Documents must be files of this case (and this stakeholder's own or the case's).
    const documents: [string, readonly string[] | undefined][] = [
      ['idDocs', particulars.idDocs],
      ['resAddress.supDoc', particulars.resAddress?.supDoc],
      ['corrAddress.supDoc', particulars.corrAddress?.supDoc],
      ['regAddress.supDoc', particulars.regAddress?.supDoc],
      ['shareholderDocList', particulars.shareholderDocList],
    ];
    for (const [field, ids] of documents) {
      if (ids && (await unknownFileIds(trx, caseId, holderId, ids)).length > 0)
        throw fieldError(field, 'invalid');
    }
    const sealed = await sealDocument(trx, current.firm_id, particulars);
    await trx
      .insertInto('case_holder_particulars')
      .values({
        case_id: caseId,
        holder_id: holderId,
        particulars: sealed,
        updated_by: auth.userId,
      })
      .onConflict((oc) =>
        oc.columns(['case_id', 'holder_id']).doUpdateSet({
          particulars: sealed,
          updated_by: auth.userId,
          updated_at: new Date(),
        }),
      )
      .execute();
    return current;
  });
  return view(db, row, auth, holderId, language);
}
