import { ZAmendmentChange, type TAmendmentChangeInput } from '@portal/domain';
import type { TDb } from '../db/database.js';
import { saveAmendment } from '../modules/amendments/amendments.service.js';
import { openCase } from '../modules/cases/case-opening.service.js';
import { caseDocuments, recordSignature } from '../modules/documents/documents.service.js';
import type { TFileStore } from '../modules/files/file-store.js';
import { saveFiling } from '../modules/filing/filing.service.js';
import { completeSatisfiedSigningTasks } from '../modules/tasks/tasks.service.js';
import { hongKongDate } from '@portal/domain';
import { demoMeta, DEMO_PUBLIC_URL, type demoPeople } from './demo-people.js';
import { storeDemoPdf } from './demo-proof.js';
import { demoSteps } from './demo-steps.js';

const META = demoMeta('demo-amendments');
type TActor = ReturnType<Awaited<ReturnType<typeof demoPeople>>>;

const HK_OFFICE = {
  engFlat: 'Unit 8, 12/F',
  engBuilding: 'Millennium City 5',
  engStreet: '418 Kwun Tong Road',
  engDistrict: 'Kwun Tong',
  chiFlat: '12樓8室',
  chiBuilding: '創紀之城5期',
  chiStreet: '觀塘道418號',
  chiDistrict: '觀塘',
  country: 'HKG',
};

const change = (input: TAmendmentChangeInput) => ZAmendmentChange.parse(input);

/** A new director for Harbour Tea (drafted, still at the record update). */
const NEW_DIRECTOR = change({
  changeID: 'new-director',
  type: 'CHANGE_DIRECTOR',
  action: 'APPOINT',
  role: 'isDirector',
  effectiveDate: '2026-11-02',
  appointee: {
    holderID: 'wing',
    holderType: 'I',
    engFirstName: 'Wing',
    engLastName: 'Ho',
    chiName: '何穎',
    idNum: 'K1234560',
    idIssuer: 'HKG',
    corrAddress: {
      engBuilding: 'Harbour Centre',
      engStreet: '25 Harbour Road',
      engDistrict: 'Wan Chai',
      country: 'HKG',
    },
  },
});

const officeMove = (
  changeID: string,
  effectiveDate: string,
  flat = HK_OFFICE.engFlat,
  chiFlat = HK_OFFICE.chiFlat,
) =>
  change({
    changeID,
    type: 'CHANGE_REGISTERED_ADDRESS',
    effectiveDate,
    note: 'Moved to Kwun Tong.',
    address: { ...HK_OFFICE, engFlat: flat, chiFlat },
  });

/** Harbour Holdings buys some of Alice's shares in Harbour Tea. */
const sale = (changeID: string, shares: number) =>
  change({
    ...SALE,
    changeID,
    shares,
  });
const SALE: Extract<TAmendmentChangeInput, { type: 'SHARE_TRANSFER' }> = {
  changeID: 'sale-to-raymond',
  type: 'SHARE_TRANSFER',
  transferorID: 'alice',
  transfereeID: 'harbour-holdings',
  className: 'Ordinary',
  shares: 500,
  considerationCents: 50_000_00,
  effectedInHongKong: true,
  effectiveDate: '2026-11-03',
};

/**
 * Amendments of Harbour Tea at every step of their workflow (issue 19 point 7): one at its record
 * update, one at the cross-check, one at payment, one at signing, one at filing, and one completed
 * (the office moved to Kwun Tong on 1 October: the registers show both addresses' dates). Runs after
 * the firms' billing settings, so the firm charges for amendments.
 */
export async function loadDemoAmendments(
  db: TDb,
  store: TFileStore,
  people: { ken: TActor; alice: TActor },
  harbourTea: string,
): Promise<void> {
  const { ken, alice } = people;
  const deps = { db, publicUrl: DEMO_PUBLIC_URL };
  const steps = demoSteps({ ...deps, store, meta: META });
  const staff = { ...ken, language: 'en' as const };
  const open = async (changes: ReturnType<typeof change>[]) => {
    const opened = await openCase(deps, ken, META, { caseType: 'AMENDMENT', companyID: harbourTea });
    await saveAmendment(db, staff, opened.caseID, changes, 'en');
    return opened.caseID;
  };
  const recorded = async (changes: ReturnType<typeof change>[]) => {
    const caseId = await open(changes);
    await steps.complete(caseId, ken, 'T_RECORD_UPDATES');
    return caseId;
  };
  const paid = async (changes: ReturnType<typeof change>[]) => {
    const caseId = await recorded(changes);
    await steps.crossCheck(caseId, ken);
    await steps.invoice(caseId, ken);
    await steps.payment(caseId, alice, ken);
    return caseId;
  };
  /** Every signature in, as paper-signed copies the firm records (the signers have no accounts). */
  const signed = async (changes: ReturnType<typeof change>[]) => {
    const caseId = await paid(changes);
    const docs = { db, store };
    for (const d of (await caseDocuments(docs, staff, caseId)).documents)
      for (const s of d.signatories.filter((x) => !x.signed)) {
        const fileID = await storeDemoPdf(
          db,
          store,
          ken,
          { caseId, firmId: ken.firmId ?? '' },
          `signed-${d.kind}.pdf`,
          [d.title, `Signed on paper by ${s.name}`],
        );
        await recordSignature(
          docs,
          staff,
          META,
          caseId,
          d.documentID,
          { method: 'PAPER', holderID: s.holderID, fileID },
          (trx, row) =>
            completeSatisfiedSigningTasks(trx, row, {
              meta: META,
              publicUrl: DEMO_PUBLIC_URL,
              language: 'en',
            }),
        );
      }
    return caseId;
  };

  // Completed: the office moved to Kwun Tong on 1 October, filed with the Registry.
  const done = await signed([officeMove('kwun-tong', '2026-10-01')]);
  await saveFiling(db, staff, META, done, {
    filingDate: hongKongDate(new Date()),
    registryReference: 'NR1-2026-0412',
    filingMethod: 'E_REGISTRY',
  });
  await steps.complete(done, ken, 'CASE_FILING');

  await open([NEW_DIRECTOR]);
  await recorded([sale('sale-at-check', 500)]);
  await recorded([sale('sale-at-payment', 500)]).then(async (caseId) => steps.crossCheck(caseId, ken));
  await paid([sale('sale-at-signing', 100)]);
  await signed([officeMove('next-door', '2026-11-05', 'Unit 9, 12/F', '12樓9室')]);
}
