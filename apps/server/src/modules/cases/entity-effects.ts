import { followingReturnDate, hongKongDate, nextReturnDate, type TCaseInformation } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { keepFiledReturn } from '../renewal/acknowledgement.service.js';
import { completionValues } from '../filing/completion.repository.js';
import type { TCaseRow } from './cases.repository.js';
import type { TMoveContext } from './case-moves.js';
import { refreshEntityDeadline } from '../deadlines/deadlines.service.js';
import { applyDraftedChanges } from '../amendments/apply-amendment.js';
import { sealDocument } from '../keys/sealed-documents.js';

/**
 * The workflow's effects on the company a case is about: the entity made active at the end of an
 * incorporation or a migration, the return date moved on by a renewal, an amendment kept in the
 * history. Each runs inside the move's transaction (case-moves.ts applyMove).
 */

/**
 * The company becomes an active entity of the firm (incorporation completed, or migration linked): its
 * particulars from the completion record (or, for a migration, the entity form), its stakeholders with
 * their own particulars, its linked clients, and its certificates as the company's own files.
 */
export async function activateEntity(
  trx: TDb,
  row: TCaseRow,
  info: TCaseInformation,
  mc: TMoveContext,
): Promise<void> {
  const completion = row.case_type === 'MVP' ? await completionValues(trx, row.id) : null;
  const companyNumber = completion?.companyNumber ?? info.companyNumber ?? null;
  const brn = completion?.brn ?? info.brn ?? null;
  const incorporationDate = completion?.incorporationDate ?? info.incorporationDate ?? null;
  const information = {
    ...info,
    companyNumber: companyNumber ?? undefined,
    brn: brn ?? undefined,
    incorporationDate: incorporationDate ?? undefined,
  };
  const entity = await trx
    .insertInto('entities')
    .values({
      firm_id: row.firm_id,
      company_eng_name: row.company_eng_name ?? info.companyEngName ?? null,
      company_chi_name: row.company_chi_name ?? info.companyChiName ?? null,
      company_number: companyNumber,
      brn,
      incorporation_date: incorporationDate,
      // A new company first files for its first anniversary; one taken over, for the first return it owes.
      next_return_date: incorporationDate
        ? nextReturnDate({
            incorporationDate,
            lastReturnDateFiled: info.lastReturnDateFiled ?? null,
            today: hongKongDate(new Date()),
          })
        : null,
      information: await sealDocument(trx, row.firm_id, information),
      // Amendments replay their changes over these (the registers' first entries).
      first_records: await sealDocument(trx, row.firm_id, information),
      first_records_date: incorporationDate ?? hongKongDate(new Date()),
      created_from_case_id: row.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.updateTable('cases').set({ entity_id: entity.id, brn }).where('id', '=', row.id).execute();
  const certificates = [
    { fileId: completion?.certificateFileID, kind: 'CERTIFICATE_OF_INCORPORATION' },
    { fileId: completion?.brCertificateFileID, kind: 'BUSINESS_REGISTRATION_CERTIFICATE' },
  ];
  for (const { fileId, kind } of certificates) {
    if (!fileId) continue;
    await trx
      .updateTable('files')
      .set({ entity_id: entity.id, doc_kind: kind })
      .where('id', '=', fileId)
      .where('case_id', '=', row.id)
      .execute();
  }
  const members = await trx.selectFrom('case_members').selectAll().where('case_id', '=', row.id).execute();
  for (const m of members) {
    await trx
      .insertInto('entity_members')
      .values({ entity_id: entity.id, user_id: m.user_id, role: m.role, holder_id: m.holder_id })
      .onConflict((oc) => oc.columns(['entity_id', 'user_id']).doNothing())
      .execute();
  }
  const filing = await trx
    .selectFrom('case_filings')
    .select(['filing_date', 'registry_reference'])
    .where('case_id', '=', row.id)
    .executeTakeFirst();
  await trx
    .insertInto('entity_history')
    .values({
      entity_id: entity.id,
      case_id: row.id,
      kind: row.case_type === 'EM' ? 'MIGRATED' : 'INCORPORATED',
      effective_date: incorporationDate,
      details: await sealDocument(trx, row.firm_id, {
        caseRef: row.case_ref,
        ...(filing ? { filingDate: filing.filing_date, registryReference: filing.registry_reference } : {}),
      }),
      created_by: mc.actorUserId,
    })
    .execute();
  await refreshEntityDeadline(trx, entity.id);
}

export async function advanceReturnDate(trx: TDb, row: TCaseRow, mc: TMoveContext): Promise<void> {
  if (!row.entity_id) return;
  const entity = await trx
    .selectFrom('entities')
    .select(['id', 'next_return_date', 'incorporation_date'])
    .where('id', '=', row.entity_id)
    .where('firm_id', '=', row.firm_id)
    .forUpdate()
    .executeTakeFirst();
  if (!entity) return;
  const current =
    entity.next_return_date ??
    (entity.incorporation_date
      ? nextReturnDate({ incorporationDate: entity.incorporation_date, today: hongKongDate(new Date()) })
      : null);
  // The renewal filed the return of its own return date; the next one follows on the anniversary
  // (a 29 February company files on 28 February, then on 29 February again). A return filed out of
  // turn never moves the date back.
  const filed = row.return_date ?? current;
  const following = filed ? followingReturnDate(filed, entity.incorporation_date) : null;
  const next = following && current && following < current ? current : following;
  await trx
    .updateTable('entities')
    .set({ next_return_date: next, updated_at: new Date() })
    .where('id', '=', entity.id)
    .execute();
  await trx
    .insertInto('entity_history')
    .values({
      entity_id: entity.id,
      case_id: row.id,
      kind: 'ANNUAL_RETURN',
      effective_date: filed,
      details: await sealDocument(trx, row.firm_id, {
        caseRef: row.case_ref,
        madeUpTo: filed,
        nextReturnDate: next,
        ...(await keepFiledReturn(trx, row)),
      }),
      created_by: mc.actorUserId,
    })
    .execute();
  await refreshEntityDeadline(trx, entity.id);
}

export async function recordAmendment(trx: TDb, row: TCaseRow, mc: TMoveContext): Promise<void> {
  if (!row.entity_id) return;
  // The drafted changes enter the records, each at its effective date, one history entry apiece.
  await applyDraftedChanges(
    trx,
    { id: row.id, case_ref: row.case_ref, entity_id: row.entity_id },
    mc.actorUserId,
  );
  // Changes a renewal noted for this amendment enter the history as notes, each at the date it took effect.
  const carried = await trx
    .selectFrom('renewal_changes as r')
    .innerJoin('cases as ar', 'ar.id', 'r.case_id')
    .select(['r.amendment_type', 'r.description', 'r.effective_date', 'ar.case_ref'])
    .where('r.amendment_case_id', '=', row.id)
    .orderBy('r.effective_date')
    .orderBy('r.created_at')
    .execute();
  for (const change of carried)
    await trx
      .insertInto('entity_history')
      .values({
        entity_id: row.entity_id,
        case_id: row.id,
        kind: 'AMENDMENT',
        effective_date: change.effective_date,
        details: await sealDocument(trx, row.firm_id, {
          caseRef: row.case_ref,
          amendmentTypes: [change.amendment_type],
          details: change.description,
          renewalRef: change.case_ref,
        }),
        created_by: mc.actorUserId,
      })
      .execute();
  await trx.updateTable('entities').set({ updated_at: new Date() }).where('id', '=', row.entity_id).execute();
  await refreshEntityDeadline(trx, row.entity_id);
}
