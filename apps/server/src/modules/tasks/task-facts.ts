import {
  caseInformationProblems,
  completionMissing,
  entityInformationProblems,
  findHolder,
  RENEWAL_SECTION_NAMES,
  type TCaseFacts,
  type TLanguage,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { acknowledgementMissingOf } from '../renewal/acknowledgement.service.js';
import { addressProofRecorded } from '../renewal/address-proof.service.js';
import { unansweredOf } from '../renewal/renewal.service.js';
import type { TLoadedCase } from '../cases/case-moves.js';
import type { TCaseRow, TTaskRow } from '../cases/cases.repository.js';
import { identificationOf } from '../cases/holders.service.js';
import { informationProblemPaths } from '../cases/case-information.service.js';
import { billingFacts } from '../billing/billing-facts.js';
import { missingSignatures } from '../documents/documents.service.js';
import { uncheckedItems } from '../cross-check/cross-check.service.js';
import { filingRecorded } from '../filing/filing.service.js';
import { completionValues } from '../filing/completion.repository.js';
import { draftOf } from '../amendments/amendments.repository.js';
import { draftIssues } from '../amendments/amendments.service.js';
import { complianceStateOf, dueDiligenceFacts, preparersOf } from '../compliance/compliance-facts.js';
import { caseHasEscalatedScreening } from '../name-search/case-screening.js';

/** What the workflow engine is told of a case when a task completes or a review is claimed. */

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
export async function reviewFacts(db: TDb, caseRow: TCaseRow, loaded: TLoadedCase): Promise<TCaseFacts> {
  return {
    firmStaffCount: await firmStaffCount(db, caseRow.firm_id),
    dueDiligencePreparers: preparersOf(loaded.tasks, (await complianceStateOf(db, caseRow.id)).authors),
  };
}

/**
 * What holds for the case as this task completes, read from what was recorded: the case information,
 * the current compliance records (due diligence, the risk rating), the cross-check marks, the invoice
 * and its payment, the filing and completion records, the signatures. Tasks whose records are still
 * carried by their completion (`result`) read it from there.
 */
export async function gatherFacts(
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
    // A migration's entity form: its particulars and the incorporation form's holder rules.
    entityInformationProblems:
      caseRow.case_type === 'EM' ? informationProblemPaths(caseRow) : entityInformationProblems(info),
    firmStaffCount: await firmStaffCount(trx, caseRow.firm_id),
    dueDiligencePreparers: preparersOf(loaded.tasks, compliance.authors),
    signaturesMissing: [],
  };
  switch (task.action_key) {
    case 'DD_CS_FORM':
    case 'T_AR_S_I':
      // Every person of the tree, owners of corporates included, by their current record.
      facts.dueDiligence = await dueDiligenceFacts(trx, caseRow.id, info, compliance);
      break;
    case 'DD_CO_FORM':
    case 'T_AR_CO_CHECK':
      // A possible match found by screening wants a high rating: a lower one is no assessment yet.
      facts.riskAssessment =
        compliance.riskRating &&
        (compliance.riskRating === 'HIGH' || !(await caseHasEscalatedScreening(trx, caseRow.id)))
          ? { rating: compliance.riskRating }
          : null;
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
      // The drafted changes, with no problem against the company's history today.
      facts.amendmentRecorded =
        caseRow.entity_id !== null &&
        (await draftIssues(trx, caseRow.entity_id, (await draftOf(trx, caseRow.id)).changes)).length === 0;
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
