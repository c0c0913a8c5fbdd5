import { ZCaseInformation, type TCaseInformation } from '@portal/domain';
import { loadDemoAmendments } from './demo-amendments.js';
import type { TDb } from '../db/database.js';
import { linkCase } from '../modules/cases/case-linking.service.js';
import { openCase, requestCase } from '../modules/cases/case-opening.service.js';
import { loadDemoBilling } from './demo-billing.js';
import { demoSteps } from './demo-steps.js';
import { demoCodeOf, demoMeta, demoPeople, DEMO_PUBLIC_URL } from './demo-people.js';
import type { TFileStore } from '../modules/files/file-store.js';
import { saveCaseInformation } from '../modules/cases/case-information.service.js';
import { loadDemoRenewals } from './demo-renewals.js';
import { storeDemoNnc1 } from './demo-migration.js';
import { sealDocument } from '../modules/keys/sealed-documents.js';

const META = demoMeta('demo-data');
const PUBLIC_URL = DEMO_PUBLIC_URL;

function information(name: string, chiName: string): TCaseInformation {
  return ZCaseInformation.parse({
    companyEngName: name,
    companyChiName: chiName,
    businessNature: 'BN001',
    regOfficeAddress: {
      engFlat: 'Room 1203',
      engBuilding: 'Harbour Centre',
      engStreet: '25 Harbour Road',
      engDistrict: 'Wan Chai',
      chiFlat: '1203室',
      chiBuilding: '海港中心',
      chiStreet: '港灣道25號',
      chiDistrict: '灣仔',
      country: 'HKG',
    },
    shareCapitalCurrency: 'HKD',
    totalNumOfOrdShare: 10000,
    contactPerson: { name: 'Alice Leung', email: 'alice.leung@client.example' },
    stakeholders: [
      {
        holderID: 'alice',
        holderType: 'I',
        engFirstName: 'Alice',
        engLastName: 'Leung',
        chiName: '梁愛麗',
        isDirector: true,
        isShareHolder: true,
        ordinaryShares: 7000,
      },
      {
        holderID: 'harbour-holdings',
        holderType: 'C',
        compEngName: 'Harbour Holdings Limited',
        compChiName: '海港控股有限公司',
        isShareHolder: true,
        isComSec: true,
        hasTcspNum: true,
        tcspNum: 'TC001234',
        ordinaryShares: 3000,
        ownerOfBodyCorporate: [
          { holderID: 'alice-in-hh', holderType: 'I', refID: 'alice', compSharePercent: '60' },
          {
            holderID: 'raymond',
            holderType: 'I',
            engFirstName: 'Raymond',
            engLastName: 'Lau',
            compSharePercent: '40',
          },
        ],
      },
    ],
  });
}

/**
 * Demo cases, made through the same services the API uses: active entities, cases of each type at
 * different steps, a client's request nobody has taken yet, and one case of the other firm. Loaded
 * once (when the first firm has no case yet).
 */
export async function loadDemoCases(
  db: TDb,
  store: TFileStore,
  firms: Record<'A' | 'B', string>,
): Promise<void> {
  const existing = await db
    .selectFrom('cases')
    .select('id')
    .where('firm_id', '=', firms.A)
    .executeTakeFirst();
  if (existing) return;
  const who = await demoPeople(db);
  const ken = who('harbour.ken');
  const mandy = who('harbour.mandy');
  const alice = who('client.alice');
  const brian = who('client.brian');
  const carmen = who('client.carmen');
  const daniel = who('client.daniel');
  const iris = who('kowloon.iris');
  const deps = { db, publicUrl: PUBLIC_URL };

  const entity = async (
    firmId: string,
    name: string,
    chiName: string,
    brn: string,
    date: string,
    clientId: string | null,
  ) => {
    const row = await db
      .insertInto('entities')
      .values({
        firm_id: firmId,
        company_eng_name: name,
        company_chi_name: chiName,
        company_number: brn.slice(0, 7),
        brn,
        incorporation_date: date,
        next_return_date: `2027${date.slice(4)}`,
        // An entity's records carry its registered particulars (an annual return prints them).
        information: await sealDocument(db, firmId, {
          ...information(name, chiName),
          companyNumber: brn.slice(0, 7),
          brn,
          incorporationDate: date,
        }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (clientId) {
      await db
        .insertInto('entity_members')
        .values({ entity_id: row.id, user_id: clientId, role: 'CLIENT', holder_id: null })
        .execute();
    }
    return row.id;
  };
  const harbourTea = await entity(
    firms.A,
    'Harbour Tea Limited',
    '海港茶葉有限公司',
    '61234567',
    '2018-03-15',
    alice.userId,
  );
  await entity(
    firms.A,
    'Victoria Peak Trading Limited',
    '太平山貿易有限公司',
    '62345678',
    '2015-09-01',
    null,
  );
  await entity(
    firms.B,
    'Kowloon Bay Logistics Limited',
    '九龍灣物流有限公司',
    '63456789',
    '2020-06-30',
    carmen.userId,
  );

  const codeOf = (caseId: string) => demoCodeOf(db, caseId);

  // An incorporation Alice has linked to and is filling in.
  const mvp = await openCase(deps, ken, META, {
    caseType: 'MVP',
    companyEngName: 'Sai Kung Seafood Limited',
    companyChiName: '西貢海鮮有限公司',
    client: { email: alice.email, engFirstName: 'Alice', engLastName: 'Leung' },
  });
  await linkCase(deps, alice, META, {
    invitationCode: await codeOf(mvp.caseID),
    firstName: 'Alice',
    lastName: 'Leung',
  });

  // An incorporation waiting for its client to link (pending client onboard).
  await openCase(deps, mandy, META, {
    caseType: 'MVP',
    companyEngName: 'Tsim Sha Tsui Design Limited',
    client: { email: 'peter.chow@client.example', engFirstName: 'Peter', engLastName: 'Chow' },
  });

  // An annual renewal at its review.
  await openCase(deps, ken, META, { caseType: 'AR', companyID: harbourTea });

  // An entity migration at the entity form, with the company's NNC1 among its documents to drop on
  // the form; the code goes to Brian once it is done.
  const migration = await openCase(deps, mandy, META, {
    caseType: 'EM',
    companyEngName: 'Aberdeen Marine Services Limited',
    client: { email: brian.email, engFirstName: 'Brian', engLastName: 'Siu' },
  });
  await storeDemoNnc1(db, store, mandy, { caseId: migration.caseID, firmId: firms.A });

  await loadDemoBilling(db, store, firms);
  // Amendments of Harbour Tea at each step (the firm charges for them now that its fees are set).
  await loadDemoAmendments(db, store, { ken, alice }, harbourTea);

  // An incorporation at document signing: Alice signs as director and founder member; the corporate
  // secretary has no account, so its paper-signed copy is recorded.
  const signing = await openCase(deps, ken, META, {
    caseType: 'MVP',
    companyEngName: 'Peak Tram Bakery Limited',
    companyChiName: '山頂纜車餅店有限公司',
    client: { email: alice.email, engFirstName: 'Alice', engLastName: 'Leung' },
  });
  await linkCase(deps, alice, META, {
    invitationCode: await codeOf(signing.caseID),
    firstName: 'Alice',
    lastName: 'Leung',
  });
  const bakery = information('Peak Tram Bakery Limited', '山頂纜車餅店有限公司');
  await saveCaseInformation(db, alice, signing.caseID, {
    ...bakery,
    stakeholders: bakery.stakeholders.map((h) => (h.holderID === 'alice' ? { ...h, email: alice.email } : h)),
  });
  const steps = demoSteps({ ...deps, store, meta: META });
  await steps.complete(signing.caseID, alice, 'POC_FORM');
  await steps.complete(signing.caseID, ken, 'CS_FORM_R');
  await steps.dueDiligence(signing.caseID, ken);
  await steps.riskAssessment(signing.caseID, mandy, 'LOW', 'A local founder; a licensed TCSP as secretary.');
  await steps.crossCheck(signing.caseID, ken);
  await steps.invoice(signing.caseID, ken);
  await steps.payment(signing.caseID, alice, ken);

  // Renewals waiting at each of the client's steps, and returns upcoming, due and overdue.
  await loadDemoRenewals({ ...deps, store }, { ken, mandy, alice }, firms.A, information);

  // A client's request nobody has taken charge of yet.
  await requestCase(deps, brian, META, {
    firmID: firms.A,
    caseType: 'MVP',
    companyEngName: 'Brian Siu Bakery Limited',
    remarks: 'Opening a bakery in Sham Shui Po.',
  });

  // The other firm's incorporation for Daniel (linked to both firms).
  const kowloonMvp = await openCase(deps, iris, META, {
    caseType: 'MVP',
    companyEngName: 'Mong Kok Noodles Limited',
    client: { email: daniel.email, engFirstName: 'Daniel', engLastName: 'Ng' },
  });
  await linkCase(deps, daniel, META, {
    invitationCode: await codeOf(kowloonMvp.caseID),
    firstName: 'Daniel',
    lastName: 'Ng',
  });
}
