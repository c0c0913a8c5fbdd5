import {
  amendmentDocumentPlan,
  changeFiling,
  hongKongDate,
  recordsAfter,
  recordsAsAt,
  type TAmendmentChange,
  type TAmendmentDocument,
  type TCaseInformation,
  type TSkipCondition,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { settingsOf } from '../billing/billing.repository.js';
import { baseOf, draftOf, recordedChangesOf, recordsRowOf } from './amendments.repository.js';
import { sealDocument } from '../keys/sealed-documents.js';

/**
 * What the AMENDMENT workflow needs to know of a case beyond its tasks (issue 19 point 4): the changes
 * as recorded at T_RECORD_UPDATES, the company's records before and after them, the papers they make
 * and who signs them, and which later steps have nothing to do (the firm charges nothing for
 * amendments, no paper to sign, no notice to file).
 */

export interface TAmendmentPapers {
  changes: TAmendmentChange[];
  before: TCaseInformation;
  after: TCaseInformation;
  plan: TAmendmentDocument[];
}

/** The case's changes with the records around them and the papers they make. */
export async function amendmentPapersOf(
  db: TDb,
  row: { id: string; entity_id: string | null },
): Promise<TAmendmentPapers | null> {
  if (!row.entity_id) return null;
  const entity = await recordsRowOf(db, row.entity_id);
  if (!entity) return null;
  const base = baseOf(entity);
  const recorded = await recordedChangesOf(db, entity.id);
  const { changes } = await draftOf(db, row.id);
  const today = hongKongDate(new Date());
  const before = recordsAsAt(base, recorded, today);
  const after = recordsAfter(base, recorded, changes, today);
  return { changes, before, after, plan: amendmentDocumentPlan(changes, { before, after }) };
}

/** Every holder who signs one of the case's papers. */
export function signatoriesOf(papers: TAmendmentPapers | null): Set<string> {
  return new Set((papers?.plan ?? []).flatMap((d) => d.signers));
}

/** The skip conditions of the AMENDMENT workflow's steps for this case. */
export async function amendmentConditions(
  db: TDb,
  row: { firm_id: string },
  papers: TAmendmentPapers | null,
): Promise<Partial<Record<TSkipCondition, boolean>>> {
  const settings = await settingsOf(db, row.firm_id);
  const changes = papers?.changes ?? [];
  return {
    firmDoesNotCharge: settings.service_fees.AMENDMENT <= 0,
    nothingToSign: signatoriesOf(papers).size === 0,
    nothingToFile: changes.every((c) => (papers ? changeFiling(c, papers.before) : null) === null),
  };
}

/**
 * Leaving the record update: the case carries the records after its changes (newcomers and those who
 * leave included), so its papers, signatories and screens name everyone involved.
 */
export async function freezeAmendment(
  trx: TDb,
  row: { id: string; firm_id: string; entity_id: string | null },
): Promise<void> {
  const papers = await amendmentPapersOf(trx, row);
  if (!papers) return;
  await trx
    .updateTable('cases')
    .set({ information: await sealDocument(trx, row.firm_id, papers.after), updated_at: new Date() })
    .where('id', '=', row.id)
    .execute();
}
