import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { ZCaseInformation, type TCaseInformation } from '@portal/domain';
import type { TDb } from '../db/database.js';
import { saveCaseInformation } from '../modules/cases/case-information.service.js';
import { demoMeta, demoPeople, DEMO_PUBLIC_URL, openLinkedIncorporation } from './demo-people.js';
import type { TFileStore } from '../modules/files/file-store.js';
import { demoSteps } from './demo-steps.js';

const META = demoMeta('demo-compliance');

/** A one-page specimen PDF, marked as demo data, standing in for a scanned document. */
async function specimen(title: string, lines: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const page = pdf.addPage([595.28, 841.89]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText('SPECIMEN - DEMO DATA', { x: 48, y: 780, size: 10, font: bold, color: rgb(0.7, 0.1, 0.1) });
  page.drawText(title, { x: 48, y: 750, size: 18, font: bold });
  lines.forEach((line, i) => page.drawText(line, { x: 48, y: 716 - i * 20, size: 12, font }));
  return pdf.save();
}

interface TDemoFile {
  caseId: string;
  firmId: string;
  holderId: string;
  uploadedBy: string;
  fileName: string;
  bytes: Uint8Array;
}

/** Stores a stakeholder's document as if they had uploaded it (a file of the case, their own). */
async function storeDocument(db: TDb, store: TFileStore, file: TDemoFile): Promise<string> {
  const key = `${file.firmId}/${randomUUID()}`;
  await store.write(key, Readable.from([Buffer.from(file.bytes)]));
  const row = await db
    .insertInto('files')
    .values({
      firm_id: file.firmId,
      case_id: file.caseId,
      holder_id: file.holderId,
      uploaded_by: file.uploadedBy,
      file_name: file.fileName,
      file_size: file.bytes.length,
      mime_type: 'application/pdf',
      extension: 'pdf',
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      storage_key: key,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const HK_ADDRESS = {
  engFlat: 'Flat 8B',
  engBuilding: 'Seaview Court',
  engStreet: '18 Tung Chung Waterfront Road',
  engDistrict: 'Lantau Island',
  country: 'HKG',
};

/**
 * The incorporation the due-diligence demo starts from: Brian's company, owned by Brian and a BVI
 * company that Brian and a Singapore investor own, with an individual company secretary.
 */
function lantauInformation(brianEmail: string, docs: Record<string, string>): TCaseInformation {
  return ZCaseInformation.parse({
    companyEngName: 'Lantau Ferry Supplies Limited',
    companyChiName: '大嶼山渡輪用品有限公司',
    businessNature: 'BN001',
    regOfficeAddress: {
      engFlat: 'Room 1203',
      engBuilding: 'Harbour Centre',
      engStreet: '25 Harbour Road',
      engDistrict: 'Wan Chai',
      country: 'HKG',
    },
    shareCapitalCurrency: 'HKD',
    totalNumOfOrdShare: 10000,
    contactPerson: { name: 'Brian Siu', email: brianEmail },
    stakeholders: [
      {
        holderID: 'brian',
        holderType: 'I',
        engFirstName: 'Brian',
        engLastName: 'Siu',
        chiName: '蕭柏然',
        email: brianEmail,
        isDirector: true,
        isShareHolder: true,
        ordinaryShares: 6000,
        idNum: 'K654321(9)',
        idIssuer: 'HKG',
        idIssueDate: '2019-04-01',
        resAddress: { ...HK_ADDRESS, supDoc: [docs.brianBill] },
        idDocs: [docs.brianId],
        isPep: 'false',
        isGuiltyByCourt: 'false',
        isDisqualifiedDirector: 'false',
        isAdjBankrupt: 'false',
      },
      {
        holderID: 'lantau-holdings',
        holderType: 'C',
        compEngName: 'Lantau Holdings Ltd',
        regNum: 'BVI-2087345',
        jurisdiction: 'VGB',
        regAddress: {
          engBuilding: 'Craigmuir Chambers',
          engStreet: 'Road Town',
          engDistrict: 'Tortola',
          country: 'VGB',
        },
        authSignerFirstNameEng: 'Brian',
        authSignerLastNameEng: 'Siu',
        isShareHolder: true,
        ordinaryShares: 4000,
        shareholderDocList: [docs.lantauCert],
        isListedCompany: 'false',
        isProhibitedDirector: 'false',
        isLiquidation: 'false',
        isCertifyOwner: 'true',
        ownerOfBodyCorporate: [
          { holderID: 'brian-in-lantau', holderType: 'I', refID: 'brian', compSharePercent: '70' },
          {
            holderID: 'grace',
            holderType: 'I',
            engFirstName: 'Grace',
            engLastName: 'Yuen',
            compSharePercent: '30',
            idNum: 'E7654321P',
            idIssuer: 'SGP',
            idExpiryDate: '2031-06-30',
            resAddress: {
              engBuilding: '12 Marina Boulevard',
              engDistrict: 'Downtown Core',
              postalCode: '018982',
              country: 'SGP',
            },
            idDocs: [docs.gracePassport],
            isPep: 'false',
            isGuiltyByCourt: 'false',
            isDisqualifiedDirector: 'false',
            isAdjBankrupt: 'false',
          },
        ],
      },
      {
        holderID: 'ivy',
        holderType: 'I',
        engFirstName: 'Ivy',
        engLastName: 'Lam',
        chiName: '林愛華',
        isComSec: true,
        idNum: 'Y123456(9)',
        idIssuer: 'HKG',
        resAddress: {
          engFlat: 'Flat 3C',
          engBuilding: 'Bayview Mansion',
          engStreet: '2 Tai Hong Street',
          engDistrict: 'Sai Wan Ho',
          country: 'HKG',
        },
        regPhone1Code: '852',
        regPhone1: '91234567',
        isPep: 'false',
        isGuiltyByCourt: 'false',
        isDisqualifiedDirector: 'false',
        isAdjBankrupt: 'false',
      },
    ],
  });
}

/**
 * Demo data of the compliance area (issue 8): an incorporation of Harbour waiting at its due
 * diligence (Ken's task) with a corporate shareholder whose owners include a Singapore investor, each
 * stakeholder's documents on file. Loaded once, with the rest of the demo cases.
 */
export async function loadDemoCompliance(
  db: TDb,
  store: TFileStore,
  firms: Record<'A' | 'B', string>,
): Promise<void> {
  const exists = await db
    .selectFrom('cases')
    .select('id')
    .where('firm_id', '=', firms.A)
    .where('company_eng_name', '=', 'Lantau Ferry Supplies Limited')
    .executeTakeFirst();
  if (exists) return;
  const who = await demoPeople(db);
  const ken = who('harbour.ken');
  const brian = who('client.brian');
  const deps = { db, publicUrl: DEMO_PUBLIC_URL };
  const opened = await openLinkedIncorporation(db, META, ken, brian, {
    eng: 'Lantau Ferry Supplies Limited',
    chi: '大嶼山渡輪用品有限公司',
    first: 'Brian',
    last: 'Siu',
  });

  const file = async (holderId: string, fileName: string, title: string, lines: string[]) =>
    storeDocument(db, store, {
      caseId: opened.caseID,
      firmId: firms.A,
      holderId,
      uploadedBy: brian.userId,
      fileName,
      bytes: await specimen(title, lines),
    });
  const docs = {
    brianId: await file('brian', 'HKID Brian Siu.pdf', 'Hong Kong Identity Card', [
      'Name: SIU, Brian',
      'No.: K654321(9)',
    ]),
    brianBill: await file('brian', 'Electricity bill Oct 2026.pdf', 'Electricity bill', [
      'Brian Siu',
      'Flat 8B, Seaview Court',
      'Tung Chung',
    ]),
    lantauCert: await file(
      'lantau-holdings',
      'Lantau Holdings certificate of incorporation.pdf',
      'Certificate of Incorporation',
      ['Lantau Holdings Ltd', 'BVI Company No. 2087345'],
    ),
    gracePassport: await file('grace', 'Passport Grace Yuen.pdf', 'Passport (Singapore)', [
      'YUEN, Grace',
      'No.: E7654321P',
      'Expires 30 JUN 2031',
    ]),
  };
  await saveCaseInformation(db, brian, opened.caseID, lantauInformation(brian.email, docs));
  const steps = demoSteps({ ...deps, store, meta: META });
  await steps.complete(opened.caseID, brian, 'POC_FORM');
  await steps.complete(opened.caseID, ken, 'CS_FORM_R');
}
