import { ZCaseInformation } from '@portal/domain';
import type { TDb } from '../db/database.js';
import { saveSettings } from '../modules/billing/billing.repository.js';
import { saveCaseInformation } from '../modules/cases/case-information.service.js';
import { demoMeta, demoPeople, DEMO_PUBLIC_URL, openLinkedIncorporation } from './demo-people.js';
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
 * Billing demo data: both firms' bank details, terms and fees (set by their administrators), and an
 * incorporation of Harbour's at its invoice step (Mui Wo Ferries: Ken issues, Alice pays).
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
  const ken = who('harbour.ken');
  const mandy = who('harbour.mandy');
  const alice = who('client.alice');
  const deps = { db, publicUrl: DEMO_PUBLIC_URL };
  const opened = await openLinkedIncorporation(db, META, ken, alice, {
    eng: 'Mui Wo Ferries Limited',
    chi: '梅窩渡輪有限公司',
    first: 'Alice',
    last: 'Leung',
  });
  await saveCaseInformation(
    db,
    alice,
    opened.caseID,
    ZCaseInformation.parse({
      companyEngName: 'Mui Wo Ferries Limited',
      companyChiName: '梅窩渡輪有限公司',
      businessNature: 'BN001',
      regOfficeAddress: {
        engFlat: 'Shop 3',
        engBuilding: 'Mui Wo Ferry Pier',
        engStreet: '1 Main Street',
        engDistrict: 'Lantau Island',
        country: 'HKG',
      },
      shareCapitalCurrency: 'HKD',
      totalNumOfOrdShare: 10000,
      contactPerson: { name: 'Alice Leung', email: alice.email },
      stakeholders: [
        {
          holderID: 'alice',
          holderType: 'I',
          engFirstName: 'Alice',
          engLastName: 'Leung',
          chiName: '梁愛麗',
          email: alice.email,
          isDirector: true,
          isShareHolder: true,
          ordinaryShares: 8000,
        },
        {
          holderID: 'outlying-holdings',
          holderType: 'C',
          compEngName: 'Outlying Islands Holdings Limited',
          compChiName: '離島控股有限公司',
          isShareHolder: true,
          isComSec: true,
          hasTcspNum: true,
          tcspNum: 'TC001234',
          ordinaryShares: 2000,
          ownerOfBodyCorporate: [
            { holderID: 'alice-in-oh', holderType: 'I', refID: 'alice', compSharePercent: '100' },
          ],
        },
      ],
    }),
  );
  const steps = demoSteps({ ...deps, store, meta: META });
  await steps.complete(opened.caseID, alice, 'POC_FORM');
  await steps.complete(opened.caseID, ken, 'CS_FORM_R');
  await steps.dueDiligence(opened.caseID, ken);
  await steps.riskAssessment(opened.caseID, mandy, 'LOW', 'A local founder; the parent is her own company.');
  await steps.crossCheck(opened.caseID, ken);
}
