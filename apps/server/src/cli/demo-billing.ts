import { ZCaseInformation } from '@portal/domain';
import type { TDb } from '../db/database.js';
import { saveSettings } from '../modules/billing/billing.repository.js';
import { saveCaseInformation } from '../modules/cases/case-information.service.js';
import {
  demoMeta,
  demoPeople,
  DEMO_PUBLIC_URL,
  openLinkedIncorporation,
  type TDemoPerson,
} from './demo-people.js';
import { demoSteps } from './demo-steps.js';
import type { TFileStore } from '../modules/files/file-store.js';

const META = demoMeta('demo-billing');

const SETTINGS = {
  A: {
    bankName: 'The Hongkong and Shanghai Banking Corporation Limited 香港上海滙豐銀行有限公司',
    accountName: 'Harbour Corporate Services Limited',
    accountNumber: '004-123-456789-001',
    fpsId: '1234567',
    paymentTermsDays: 14,
    serviceFees: { MVP: 380_000, AR: 250_000, EM: 150_000, AMENDMENT: 120_000 },
  },
  B: {
    bankName: 'Bank of China (Hong Kong) Limited 中國銀行（香港）有限公司',
    accountName: 'Kowloon Secretarial Partners Limited',
    accountNumber: '012-875-0-012345-6',
    fpsId: '',
    paymentTermsDays: 7,
    serviceFees: { MVP: 450_000, AR: 280_000, EM: 180_000, AMENDMENT: 150_000 },
  },
} as const;

/**
 * Billing demo data: both firms' bank details, terms and fees (set by their administrators), an
 * incorporation of Harbour's at its invoice step (Mui Wo Ferries: Ken issues, Alice pays), and one of
 * Kowloon's with its invoice issued (Cheung Chau Kites: Carmen pays).
 * Runs before the demo cases that go through invoice and payment.
 */
export async function loadDemoBilling(
  db: TDb,
  store: TFileStore,
  firms: Record<'A' | 'B', string>,
): Promise<void> {
  for (const key of ['A', 'B'] as const) {
    const admin = await db
      .selectFrom('users')
      .select('id')
      .where('firm_id', '=', firms[key])
      .where('user_type', '=', 'SYSTEM_ADMIN')
      .executeTakeFirstOrThrow();
    await saveSettings(db, firms[key], SETTINGS[key], admin.id);
  }

  const who = await demoPeople(db);
  const steps = demoSteps({ db, publicUrl: DEMO_PUBLIC_URL, store, meta: META });
  // Mui Wo Ferries: Harbour's, at its invoice (Ken issues, Alice pays by transfer).
  await incorporationAtInvoice(db, steps, {
    officer: who('harbour.ken'),
    reviewer: who('harbour.mandy'),
    client: who('client.alice'),
    company: { eng: 'Mui Wo Ferries Limited', chi: '梅窩渡輪有限公司', building: 'Mui Wo Ferry Pier' },
    clientName: { first: 'Alice', last: 'Leung', chi: '梁愛麗' },
    parent: { eng: 'Outlying Islands Holdings Limited', chi: '離島控股有限公司', tcsp: 'TC001234' },
  });
  // Cheung Chau Kites: Kowloon's, its invoice issued for Carmen to pay (by card once the firm takes cards).
  const kites = await incorporationAtInvoice(db, steps, {
    officer: who('kowloon.iris'),
    reviewer: who('kowloon.sam'),
    client: who('client.carmen'),
    company: { eng: 'Cheung Chau Kites Limited', chi: '長洲風箏有限公司', building: 'Cheung Chau Pier' },
    clientName: { first: 'Carmen', last: 'Kwok', chi: '郭嘉敏' },
    parent: { eng: 'Island Kites Holdings Limited', chi: '海島風箏控股有限公司', tcsp: 'TC005678' },
  });
  await steps.invoice(kites, who('kowloon.iris'));
}

/** An incorporation its client has filled in, walked by the firm through review and checks to its invoice. */
async function incorporationAtInvoice(
  db: TDb,
  steps: ReturnType<typeof demoSteps>,
  who: {
    officer: TDemoPerson;
    reviewer: TDemoPerson;
    client: TDemoPerson;
    company: { eng: string; chi: string; building: string };
    clientName: { first: string; last: string; chi: string };
    parent: { eng: string; chi: string; tcsp: string };
  },
): Promise<string> {
  const { officer, client, company, parent } = who;
  const opened = await openLinkedIncorporation(db, META, officer, client, {
    eng: company.eng,
    chi: company.chi,
    first: who.clientName.first,
    last: who.clientName.last,
  });
  await saveCaseInformation(
    db,
    client,
    opened.caseID,
    ZCaseInformation.parse({
      companyEngName: company.eng,
      companyChiName: company.chi,
      businessNature: 'BN001',
      regOfficeAddress: {
        engFlat: 'Shop 3',
        engBuilding: company.building,
        engStreet: '1 Main Street',
        engDistrict: 'Lantau Island',
        country: 'HKG',
      },
      shareCapitalCurrency: 'HKD',
      totalNumOfOrdShare: 10000,
      contactPerson: { name: `${who.clientName.first} ${who.clientName.last}`, email: client.email },
      stakeholders: [
        {
          holderID: 'client',
          holderType: 'I',
          engFirstName: who.clientName.first,
          engLastName: who.clientName.last,
          chiName: who.clientName.chi,
          email: client.email,
          isDirector: true,
          isShareHolder: true,
          ordinaryShares: 8000,
        },
        {
          holderID: 'parent',
          holderType: 'C',
          compEngName: parent.eng,
          compChiName: parent.chi,
          isShareHolder: true,
          isComSec: true,
          hasTcspNum: true,
          tcspNum: parent.tcsp,
          ordinaryShares: 2000,
          ownerOfBodyCorporate: [
            { holderID: 'client-in-parent', holderType: 'I', refID: 'client', compSharePercent: '100' },
          ],
        },
      ],
    }),
  );
  await steps.complete(opened.caseID, client, 'POC_FORM');
  await steps.complete(opened.caseID, officer, 'CS_FORM_R');
  await steps.dueDiligence(opened.caseID, officer);
  await steps.riskAssessment(
    opened.caseID,
    who.reviewer,
    'LOW',
    'A local founder; the parent is her own company.',
  );
  await steps.crossCheck(opened.caseID, officer);
  return opened.caseID;
}
