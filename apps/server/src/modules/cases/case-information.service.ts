import {
  checkCaseInformation,
  checkEntityInformation,
  formMessage,
  hongKongDate,
  keepWithheld,
  redactCaseInformation,
  type TFormIssue,
  type TCaseInformation,
  type TLanguage,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import { returnedReview } from '../review/review.service.js';
import { caseIdentityViews } from './case-identity.js';
import { informationOf } from './case-moves.js';
import type { TCaseRow } from './cases.repository.js';
import { requireVisibleCase, type TCaller } from './cases.service.js';
import { sealDocument } from '../keys/sealed-documents.js';

/**
 * What still stops the case's information from going on, each with its rule: the entity form's
 * (registered particulars and the incorporation form's holder rules) for a migration, the case
 * information form's rules (spec §5) otherwise.
 */
export function informationIssuesOf(row: Pick<TCaseRow, 'case_type' | 'information'>): TFormIssue[] {
  const info = informationOf(row);
  return row.case_type === 'EM'
    ? checkEntityInformation(info, hongKongDate(new Date()))
    : checkCaseInformation(info);
}

/** The paths of informationIssuesOf (what the workflow's information checks are told). */
export function informationProblemPaths(row: Pick<TCaseRow, 'case_type' | 'information'>): string[] {
  return [...new Set(informationIssuesOf(row).map((i) => i.path))];
}

/**
 * The information's answer: the saved draft as the caller may see it (identity data whole only for
 * the firm's staff and the person themselves), its problems (judged on what is stored), messages in
 * the caller's language.
 */
export async function informationResponse(db: TDb, row: TCaseRow, auth: TCaller, language: TLanguage) {
  const issues = informationIssuesOf(row);
  const stored = informationOf(row);
  const seen = redactCaseInformation(stored, await caseIdentityViews(db, row, auth, stored.stakeholders));
  return {
    returned: await returnedReview(db, row),
    caseID: row.id,
    information: seen.information,
    withheld: seen.withheld,
    problems: [...new Set(issues.map((i) => i.path))],
    issues: issues.map((i) => ({ path: i.path, key: i.key, message: formMessage(i.key, language) })),
    updatedDate: row.updated_at.toISOString(),
  };
}

/** The renewal's client confirms the records part by part instead (changes become amendments). */
const INFORMATION_TASKS = ['POC_FORM', 'EN_FORM'] as const;

/**
 * PUT /api/cases/:caseID/information: saves the case information while the caller has the task that
 * fills it in (the client's case form, the officer's entity form). Company names follow it. Identity
 * data the caller was shown partly or not at all, sent back as shown, keeps its stored value.
 */
export async function saveCaseInformation(
  db: TDb,
  auth: TCaller,
  caseId: string,
  submitted: TCaseInformation,
): Promise<TCaseRow> {
  return db.transaction().execute(async (trx) => {
    const row = await requireVisibleCase(trx, auth, caseId, true);
    if (row.status !== 'OPEN') throw new AppError('CASE_CLOSED');
    const task = await trx
      .selectFrom('tasks')
      .select('id')
      .where('case_id', '=', caseId)
      .where('status', '=', 'IN_PROGRESS')
      .where('task_user_id', '=', auth.userId)
      .where('action_key', 'in', INFORMATION_TASKS)
      .executeTakeFirst();
    if (!task) throw new AppError('FORBIDDEN');
    const stored = informationOf(row);
    const views = await caseIdentityViews(trx, row, auth, stored.stakeholders);
    const information = keepWithheld(submitted, stored, views);
    const stakeholderIds = new Set<string>();
    information.stakeholders.forEach((s, i) => {
      if (stakeholderIds.has(s.holderID)) throw fieldError(`stakeholders.${i}.holderID`, 'invalid');
      stakeholderIds.add(s.holderID);
    });
    const updated = await trx
      .updateTable('cases')
      .set({
        information: await sealDocument(trx, row.firm_id, information),
        company_eng_name: information.companyEngName ?? row.company_eng_name,
        company_chi_name: information.companyChiName ?? row.company_chi_name,
        brn: information.brn ?? row.brn,
        updated_at: new Date(),
      })
      .where('id', '=', caseId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ...updated, firm_name: row.firm_name };
  });
}
