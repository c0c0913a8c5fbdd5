import { randomUUID } from 'node:crypto';
import { ZCaseInformation, type TCaseInformation } from '@portal/domain';
import type { TDb } from '../db/database.js';
import { sealDocument } from '../modules/keys/sealed-documents.js';

/**
 * Demo entities for the entity screens: an active company with a corporate shareholder and the
 * protected particulars a firm keeps (identity numbers, residential addresses), a due-diligence
 * record, no open case (so it can be archived); and an archived company with its former holders.
 * Loaded once (when the first firm has no such company yet).
 */

function ferryInformation(): TCaseInformation {
  return ZCaseInformation.parse({
    companyEngName: 'Lantau Ferry Services Limited',
    companyChiName: '大嶼山渡輪服務有限公司',
    companyNumber: '2876543',
    brn: '64567890',
    incorporationDate: '2019-11-20',
    businessNature: 'BN001',
    businessDescription: 'Passenger ferry services between Central and Mui Wo.',
    regOfficeAddress: {
      engFlat: 'Unit 8, 3/F',
      engBuilding: 'Mui Wo Pier Building',
      engStreet: '1 Ngan Shek Street',
      engDistrict: 'Mui Wo, Lantau Island',
      chiFlat: '3樓8室',
      chiBuilding: '梅窩碼頭大樓',
      chiStreet: '銀石街1號',
      chiDistrict: '大嶼山梅窩',
      country: 'HKG',
    },
    shareCapitalCurrency: 'HKD',
    totalNumOfOrdShare: 10000,
    stakeholders: [
      {
        holderID: 'alice',
        holderType: 'I',
        engFirstName: 'Alice',
        engLastName: 'Leung',
        chiName: '梁愛麗',
        idNum: 'A123456(3)',
        idIssuer: 'HKG',
        idExpiryDate: '2031-05-01',
        isPep: false,
        email: 'alice.leung@client.example',
        regPhone1Code: '852',
        regPhone1: '91234567',
        resAddress: {
          engFlat: 'Flat 12A',
          engStreet: '8 Peak Road',
          engDistrict: 'The Peak',
          country: 'HKG',
        },
        corrAddress: { engStreet: 'PO Box 1888', engDistrict: 'Central', country: 'HKG' },
        isDirector: true,
        isShareHolder: true,
        ordinaryShares: 6000,
      },
      {
        holderID: 'island-holdings',
        holderType: 'C',
        compEngName: 'Island Holdings Limited',
        compChiName: '海島控股有限公司',
        regNum: '1987654',
        jurisdiction: 'VGB',
        regAddress: { engStreet: 'Craigmuir Chambers, Road Town', engDistrict: 'Tortola', country: 'VGB' },
        authSignerFirstNameEng: 'Raymond',
        authSignerLastNameEng: 'Lau',
        isShareHolder: true,
        ordinaryShares: 4000,
        ownerOfBodyCorporate: [
          { holderID: 'alice-in-island', holderType: 'I', refID: 'alice', compSharePercent: '55' },
          {
            holderID: 'raymond',
            holderType: 'I',
            engFirstName: 'Raymond',
            engLastName: 'Lau',
            chiName: '劉偉明',
            idNum: 'Z987654(1)',
            idIssuer: 'HKG',
            resAddress: { engStreet: '3 Repulse Bay Road', engDistrict: 'Repulse Bay', country: 'HKG' },
            compSharePercent: '45',
          },
        ],
      },
      {
        holderID: 'harbour-secretaries',
        holderType: 'C',
        compEngName: 'Harbour Secretaries Limited',
        regNum: '2345678',
        jurisdiction: 'HKG',
        isComSec: true,
        hasTcspNum: true,
        tcspNum: 'TC004321',
      },
      {
        holderID: 'former-director',
        holderType: 'I',
        engFirstName: 'Peter',
        engLastName: 'Chow',
        idNum: 'C668899(5)',
        isDirector: true,
        resignedCapacities: ['isDirector'],
      },
    ],
  });
}

function surfInformation(): TCaseInformation {
  return ZCaseInformation.parse({
    companyEngName: 'Shek O Surf Limited',
    companyChiName: '石澳滑浪有限公司',
    companyNumber: '2456789',
    brn: '65678901',
    incorporationDate: '2016-07-01',
    businessNature: 'BN001',
    regOfficeAddress: { engStreet: '12 Shek O Village Road', engDistrict: 'Shek O', country: 'HKG' },
    shareCapitalCurrency: 'HKD',
    totalNumOfOrdShare: 100,
    stakeholders: [
      {
        holderID: 'brian',
        holderType: 'I',
        engFirstName: 'Brian',
        engLastName: 'Siu',
        chiName: '蕭柏然',
        idNum: 'K234567(8)',
        resAddress: { engStreet: '5 Big Wave Bay Road', engDistrict: 'Shek O', country: 'HKG' },
        isDirector: true,
        isShareHolder: true,
        ordinaryShares: 100,
      },
      {
        holderID: 'shek-o-secretary',
        holderType: 'I',
        engFirstName: 'Mandy',
        engLastName: 'Ho',
        isComSec: true,
      },
    ],
  });
}

/** Adds the demo entities to the first firm (Harbour); does nothing when they are there already. */
export async function loadDemoEntities(db: TDb, firms: Record<'A' | 'B', string>): Promise<void> {
  const existing = await db
    .selectFrom('entities')
    .select('id')
    .where('firm_id', '=', firms.A)
    .where('company_eng_name', '=', 'Lantau Ferry Services Limited')
    .executeTakeFirst();
  if (existing) return;
  const users = await db.selectFrom('users').select(['id', 'username']).execute();
  const idOf = (username: string) => {
    const user = users.find((u) => u.username === username);
    if (!user) throw new Error(`demo user ${username} missing`);
    return user.id;
  };
  await db.transaction().execute(async (trx) => {
    const ferry = ferryInformation();
    const ferryId = (
      await trx
        .insertInto('entities')
        .values({
          firm_id: firms.A,
          company_eng_name: ferry.companyEngName ?? null,
          company_chi_name: ferry.companyChiName ?? null,
          company_number: ferry.companyNumber ?? null,
          brn: ferry.brn ?? null,
          incorporation_date: ferry.incorporationDate ?? null,
          next_return_date: '2026-11-20',
          information: await sealDocument(trx, firms.A, ferry),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await trx
      .insertInto('entity_members')
      .values({ entity_id: ferryId, user_id: idOf('client.alice'), role: 'CLIENT', holder_id: 'alice' })
      .execute();
    await trx
      .insertInto('entity_history')
      .values({
        entity_id: ferryId,
        kind: 'MIGRATED',
        effective_date: '2024-04-01',
        details: await sealDocument(trx, firms.A, {}),
        created_by: idOf('harbour.ken'),
      })
      .execute();
    const recordId = randomUUID();
    await trx
      .insertInto('compliance_records')
      .values({
        id: recordId,
        firm_id: firms.A,
        compliance_type: 'DUE_DILIGENCE',
        entity_id: ferryId,
        holder_id: 'raymond',
        record_key: recordId,
        version: 1,
        company_eng_name: ferry.companyEngName ?? '',
        company_chi_name: ferry.companyChiName ?? '',
        record_name: 'Raymond Lau',
        details: await sealDocument(trx, firms.A, {
          identityDocument: {
            documentType: 'HKID',
            number: 'Z987654(1)',
            issuingCountry: 'HKG',
            expiryDate: null,
            checked: true,
          },
          addressProof: { documentType: 'UTILITY_BILL', issueDate: '2026-09-30', checked: true },
          screening: {
            done: true,
            listsChecked: ['UN', 'OFAC', 'PEP'],
            result: 'NO_MATCH',
            checkedDate: '2026-10-02',
          },
        }),
        remarks: 'Beneficial owner through Island Holdings; originals seen at the office.',
        prepared_by: idOf('harbour.ken'),
      })
      .execute();

    const surf = surfInformation();
    const surfId = (
      await trx
        .insertInto('entities')
        .values({
          firm_id: firms.A,
          company_eng_name: surf.companyEngName ?? null,
          company_chi_name: surf.companyChiName ?? null,
          company_number: surf.companyNumber ?? null,
          brn: surf.brn ?? null,
          incorporation_date: surf.incorporationDate ?? null,
          next_return_date: '2026-07-01',
          status: 'ARCHIVED',
          archived_at: new Date('2026-08-15T02:00:00Z'),
          information: await sealDocument(trx, firms.A, surf),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await trx
      .insertInto('entity_members')
      .values({ entity_id: surfId, user_id: idOf('client.alice'), role: 'CLIENT', holder_id: null })
      .execute();
    await trx
      .insertInto('entity_history')
      .values({
        entity_id: surfId,
        kind: 'ARCHIVED',
        effective_date: '2026-08-15',
        details: await sealDocument(trx, firms.A, {
          reason: 'The company was deregistered after its shop closed.',
        }),
        created_by: idOf('harbour.admin'),
        created_at: new Date('2026-08-15T02:00:00Z'),
      })
      .execute();
  });
}
