import { randomUUID } from 'node:crypto';
import {
  addDays,
  addMonths,
  hongKongDate,
  RENEWAL_SECTIONS,
  type TCaseInformation,
  type TRenewalSection,
} from '@portal/domain';
import type { TDb } from '../db/database.js';
import { openCase } from '../modules/cases/case-opening.service.js';
import { refreshEntityDeadline } from '../modules/deadlines/deadlines.service.js';
import type { TFileStore } from '../modules/files/file-store.js';
import { saveAddressProof } from '../modules/renewal/address-proof.service.js';
import { answerSection } from '../modules/renewal/renewal.service.js';
import { completeTaskById } from '../modules/tasks/tasks.service.js';
import { demoMeta, type TDemoPerson } from './demo-people.js';
import { storeDemoPdf } from './demo-proof.js';
import { demoSteps } from './demo-steps.js';
import { sealDocument } from '../modules/keys/sealed-documents.js';

const META = demoMeta('demo-renewals');

/**
 * Annual renewals for the demo (issue 16, point 8): Alice's companies with returns upcoming, due and
 * overdue as of the day the demo is loaded, and a renewal waiting at each of the client's steps —
 * confirming the return, a stakeholder's proof of address (invited by e-mail), paying, signing.
 */
export async function loadDemoRenewals(
  deps: { db: TDb; store: TFileStore; publicUrl: string },
  people: { ken: TDemoPerson; mandy: TDemoPerson; alice: TDemoPerson },
  firmId: string,
  information: (name: string, chiName: string) => TCaseInformation,
): Promise<void> {
  const { db } = deps;
  const { ken, mandy, alice } = people;
  const today = hongKongDate(new Date());
  const steps = demoSteps({ ...deps, meta: META });

  /** A company of Alice's whose next return is made up to `returnDate` (incorporated years before). */
  const company = async (
    name: string,
    chiName: string,
    brn: string,
    returnDate: string,
    years: number,
    edit: (info: TCaseInformation) => TCaseInformation = (info) => info,
  ) => {
    const incorporated = addMonths(returnDate, -12 * years);
    const row = await db
      .insertInto('entities')
      .values({
        firm_id: firmId,
        company_eng_name: name,
        company_chi_name: chiName,
        company_number: brn.slice(0, 7),
        brn,
        incorporation_date: incorporated,
        next_return_date: returnDate,
        information: await sealDocument(
          db,
          firmId,
          edit({
            ...information(name, chiName),
            companyNumber: brn.slice(0, 7),
            brn,
            incorporationDate: incorporated,
          }),
        ),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('entity_members')
      .values({ entity_id: row.id, user_id: alice.userId, role: 'CLIENT', holder_id: null })
      .execute();
    await refreshEntityDeadline(db, row.id);
    return row.id;
  };
  const openRenewal = async (companyID: string) => {
    const opened = await openCase(deps, ken, META, { caseType: 'AR', companyID });
    await steps.complete(opened.caseID, ken, 'T_AR_A_CS');
    return opened.caseID;
  };
  /** Alice answers every part of the return (changed where given) and the proofs of address she gives. */
  const confirm = async (caseId: string, changed: Partial<Record<TRenewalSection, string>> = {}) => {
    for (const section of RENEWAL_SECTIONS) {
      const note = changed[section];
      await answerSection(
        db,
        alice,
        META,
        caseId,
        section,
        note ? { status: 'CHANGED', note, effectiveDate: addMonths(today, -2) } : { status: 'CONFIRMED' },
      );
    }
    const proofs = await db
      .selectFrom('tasks')
      .select(['id', 'holder_id'])
      .where('case_id', '=', caseId)
      .where('action_key', '=', 'T_AR_SH_U_ADDR')
      .where('status', '=', 'IN_PROGRESS')
      .where('task_user_id', '=', alice.userId)
      .execute();
    for (const task of proofs) {
      const fileID = await storeDemoPdf(
        db,
        deps.store,
        alice,
        { caseId, firmId, holderId: task.holder_id ?? undefined },
        'utility-bill.pdf',
        ['CLP Power Hong Kong Limited', 'Electricity bill', `Issued: ${addDays(today, -20)}`],
      );
      await saveAddressProof(db, alice, META, task.id, {
        kind: 'NEW',
        fileID,
        documentType: 'UTILITY_BILL',
        issueDate: addDays(today, -20),
      });
      await completeTaskById(deps, alice, META, task.id, { result: { confirmed: true } });
    }
    await steps.complete(caseId, alice, 'T_AR_A_POC');
  };
  /** The firm's steps from the review to the invoice. */
  const toInvoice = async (caseId: string) => {
    await steps.dueDiligence(caseId, ken);
    await steps.riskAssessment(caseId, mandy, 'LOW', 'Renewal: local directors, no change in ownership.');
    await steps.crossCheck(caseId, ken);
    await steps.invoice(caseId, ken);
  };

  // Upcoming, and waiting for Alice to confirm the return (and give the proofs of address).
  await openRenewal(
    await company('Causeway Bay Florist Limited', '銅鑼灣花店有限公司', '65432101', addDays(today, 25), 4),
  );

  // Due: Alice confirmed with one change; the corporate's signer has an invitation by e-mail for
  // the proof of address.
  const stanley = await company(
    'Stanley Market Crafts Limited',
    '赤柱市集工藝有限公司',
    '65432102',
    addDays(today, -20),
    3,
    (info) => ({
      ...info,
      stakeholders: info.stakeholders.map((h) =>
        h.holderType === 'C'
          ? {
              ...h,
              email: 'raymond.lau@client.example',
              authSignerFirstNameEng: 'Raymond',
              authSignerLastNameEng: 'Lau',
            }
          : h,
      ),
    }),
  );
  await confirm(await openRenewal(stanley), {
    REGISTERED_OFFICE: 'The office moved to 12/F, 88 Stanley Main Street, Stanley.',
  });

  // Overdue (four months late, a higher fee band), waiting for Alice to pay.
  const muiWo = await openRenewal(
    await company('Mui Wo Bicycle Hire Limited', '梅窩單車租賃有限公司', '65432103', addMonths(today, -4), 5),
  );
  await confirm(muiWo);
  await toInvoice(muiWo);

  // Paid and waiting for the annual return to be signed.
  const taiHang = await openRenewal(
    await company('Tai Hang Tea House Limited', '大坑茶館有限公司', '65432104', addDays(today, -10), 2),
  );
  await confirm(taiHang);
  await toInvoice(taiHang);
  await steps.payment(taiHang, alice, ken);

  // Upcoming, not opened yet (the browser journey renews it): the corporate secretary's signer is
  // Brian, invited by e-mail; the firm's due diligence of last spring is on file.
  const sheungWan = await company(
    'Sheung Wan Stationery Limited',
    '上環文具有限公司',
    '65432105',
    addDays(today, 50),
    6,
    (info) => ({
      ...info,
      stakeholders: info.stakeholders.map((h) =>
        h.holderType === 'C'
          ? {
              ...h,
              email: 'brian.siu@client.example',
              authSignerFirstNameEng: 'Brian',
              authSignerLastNameEng: 'Siu',
            }
          : h,
      ),
    }),
  );
  await earlierRecords(db, firmId, sheungWan, ken.userId, addMonths(today, -5));
}

/**
 * The company's due diligence and risk assessment from an earlier year, kept with the company (as the
 * records of a case before the portal would be), dated `recordDate`.
 */
async function earlierRecords(
  db: TDb,
  firmId: string,
  entityId: string,
  preparedBy: string,
  recordDate: string,
) {
  const subjects: [string, string, 'I' | 'C'][] = [
    ['alice', 'Alice Leung', 'I'],
    ['harbour-holdings', 'Harbour Holdings Limited', 'C'],
    ['raymond', 'Raymond Lau', 'I'],
  ];
  const base = {
    firm_id: firmId,
    case_id: null,
    entity_id: entityId,
    version: 1,
    supersedes_id: null,
    company_eng_name: 'Sheung Wan Stationery Limited',
    company_chi_name: '上環文具有限公司',
    prepared_by: preparedBy,
    created_at: new Date(`${recordDate}T10:00:00+08:00`),
  };
  for (const [holderId, name, type] of subjects) {
    const id = randomUUID();
    await db
      .insertInto('compliance_records')
      .values({
        ...base,
        id,
        record_key: id,
        compliance_type: 'DUE_DILIGENCE',
        holder_id: holderId,
        record_name: name,
        rating: null,
        remarks: 'Annual review: documents seen in the original.',
        details: await sealDocument(db, firmId, {
          identityDocument: {
            documentType: type === 'C' ? 'CERTIFICATE_OF_INCORPORATION' : 'HKID',
            number: type === 'C' ? '1234567' : holderId === 'alice' ? 'A123456(3)' : 'K987654(5)',
            issuingCountry: 'HKG',
            expiryDate: null,
            checked: true,
          },
          addressProof: {
            documentType: type === 'C' ? 'REGISTERED_OFFICE_RECORD' : 'UTILITY_BILL',
            issueDate: addMonths(recordDate, -1),
            checked: true,
          },
          screening: {
            done: true,
            listsChecked: ['UN', 'OFAC'],
            result: 'NO_MATCH',
            checkedDate: recordDate,
          },
        }),
      })
      .execute();
  }
  const id = randomUUID();
  await db
    .insertInto('compliance_records')
    .values({
      ...base,
      id,
      record_key: id,
      compliance_type: 'RISK_ASSESSMENT',
      holder_id: null,
      record_name: 'Sheung Wan Stationery Limited',
      rating: 'LOW',
      remarks: 'Local owners met in person.',
      details: await sealDocument(db, firmId, {
        factors: {
          pepInvolvement: 'NONE',
          jurisdictions: ['HKG'],
          jurisdictionRisk: 'STANDARD',
          businessNatureRisk: 'STANDARD',
          ownershipLayers: 2,
          corporateShareholders: 1,
          revenueBand: 'UNDER_500K',
          sourceOfFunds: 'VERIFIED',
          deliveryChannel: 'FACE_TO_FACE',
        },
        computedRating: 'LOW',
        score: 0,
        reasons: 'Local owners met in person.',
      }),
    })
    .execute();
}
