import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hongKongDate, type TCaseDetail, type TEntitySummary } from '@portal/domain';
import type { TDb } from '../db/database.js';
import { buildEntity, buildUser } from './factories.js';
import {
  buildStaffedFirm,
  kit,
  PDF_BYTES,
  PNG_BYTES,
  signedIn,
  upload,
  validInformation,
  type TSignedIn,
  type TStaffedFirm,
} from './case-kit.js';
import { caseSteps } from './case-steps.js';
import { sealDocument } from '../modules/keys/sealed-documents.js';

/** Test helpers for the entity screens: rich entity records, a walked incorporation, DD records. */

/**
 * An entity's records with protected data in them: Alice (director, 70 %, HKID, residential
 * address), Harbour Holdings (corporate shareholder, 30 %) owned by Alice and Raymond, and a
 * director who resigned.
 */
export function richInformation(name = 'Harbour Tea Limited') {
  return {
    ...validInformation(),
    companyEngName: name,
    companyNumber: '3456789',
    brn: '61234567',
    incorporationDate: '2018-03-15',
    stakeholders: [
      {
        holderID: 'h-alice',
        holderType: 'I',
        engFirstName: 'Alice',
        engLastName: 'Leung',
        chiName: '梁愛麗',
        idNum: 'A123456(3)',
        idIssuer: 'HKG',
        idExpiryDate: '2031-05-01',
        isPep: false,
        email: 'alice.leung@example.com',
        regPhone1Code: '852',
        regPhone1: '91234567',
        resAddress: { engStreet: '8 Peak Road', engDistrict: 'The Peak', country: 'HKG' },
        corrAddress: { engStreet: 'PO Box 8', engDistrict: 'Central', country: 'HKG' },
        isDirector: true,
        isShareHolder: true,
        ordinaryShares: 7000,
      },
      {
        holderID: 'h-holdings',
        holderType: 'C',
        compEngName: 'Harbour Holdings Limited',
        regNum: '1234567',
        jurisdiction: 'HKG',
        isShareHolder: true,
        isComSec: true,
        hasTcspNum: true,
        tcspNum: 'TC001234',
        ordinaryShares: 3000,
        ownerOfBodyCorporate: [
          { holderID: 'h-alice-hh', holderType: 'I', refID: 'h-alice', compSharePercent: '60' },
          {
            holderID: 'h-raymond',
            holderType: 'I',
            engFirstName: 'Raymond',
            engLastName: 'Lau',
            idNum: 'Z987654(1)',
            resAddress: { engStreet: '3 Repulse Bay Road', country: 'HKG' },
            compSharePercent: '40',
          },
        ],
      },
      {
        holderID: 'h-former',
        holderType: 'I',
        engFirstName: 'Former',
        engLastName: 'Director',
        isDirector: true,
        resignedCapacities: ['isDirector'],
      },
    ],
  };
}

/** An active entity of the firm with rich records and its client linked. */
export async function buildRichEntity(db: TDb, firm: TStaffedFirm, name?: string): Promise<string> {
  const companyName = name ?? `Harbour Tea ${randomUUID().slice(0, 6)} Limited`;
  return buildEntity(db, {
    firmId: firm.firmId,
    name: companyName,
    clientUserId: firm.client.id,
    information: richInformation(companyName),
  });
}

/** Links a client to the entity as one of its stakeholders. */
export async function linkStakeholder(db: TDb, entityId: string, userId: string, holderId: string) {
  await db
    .insertInto('entity_members')
    .values({ entity_id: entityId, user_id: userId, role: 'STAKEHOLDER', holder_id: holderId })
    .execute();
}

/** A due-diligence record as the compliance module writes it (its table refuses changes afterwards). */
export async function addDueDiligence(
  db: TDb,
  input: {
    firmId: string;
    caseId: string | null;
    entityId: string | null;
    holderId: string;
    preparedBy: string;
    supersedes?: { id: string; recordKey: string; version: number };
  },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('compliance_records')
    .values({
      id,
      firm_id: input.firmId,
      compliance_type: 'DUE_DILIGENCE',
      case_id: input.caseId,
      entity_id: input.entityId,
      holder_id: input.holderId,
      record_key: input.supersedes?.recordKey ?? id,
      version: (input.supersedes?.version ?? 0) + 1,
      supersedes_id: input.supersedes?.id ?? null,
      company_eng_name: '',
      company_chi_name: '',
      record_name: input.holderId,
      details: await sealDocument(db, input.firmId, {
        identityDocument: {
          documentType: 'HKID',
          number: 'A123456(3)',
          issuingCountry: 'HKG',
          expiryDate: null,
          checked: true,
        },
        addressProof: { documentType: 'UTILITY_BILL', issueDate: '2026-10-01', checked: true },
        screening: { done: true, listsChecked: ['UN', 'PEP'], result: 'NO_MATCH', checkedDate: '2026-11-01' },
      }),
      remarks: 'Checked against the original documents.',
      prepared_by: input.preparedBy,
    })
    .execute();
  return id;
}

export interface TWalkedEntity {
  firm: TStaffedFirm;
  director: TSignedIn;
  caseId: string;
  entityId: string;
}

/**
 * An incorporation walked from the invitation to completion through the API, so the entity has a
 * creating case, signed documents and a stakeholder (the director) with an account and documents.
 */
export async function walkToActiveEntity(app: FastifyInstance, db: TDb): Promise<TWalkedEntity> {
  const k = kit(app, db);
  const steps = caseSteps(app, db);
  const firm = await buildStaffedFirm(app, db);
  const companyName = `Kowloon Tea ${randomUUID().slice(0, 6)} Limited`;
  const opened = await k.ok<TCaseDetail>(
    'POST',
    '/api/cases',
    firm.officer.token,
    {
      caseType: 'MVP',
      companyEngName: companyName,
      client: { email: firm.client.email, engFirstName: 'Tai Man', engLastName: 'Chan' },
    },
    201,
  );
  const caseId = opened.caseID;
  await k.linkOk(firm.client, (await k.liveCode(caseId, firm.officer)).invitationCode);
  const director = await signedIn(app, await buildUser(db, { userType: 'GU' }));
  await k.ok('PUT', `/api/cases/${caseId}/information`, firm.client.token, {
    ...validInformation({ directorEmail: director.email, corporateEmail: firm.client.email }),
    companyEngName: companyName,
  });
  await k.complete(caseId, 'POC_FORM', firm.client);
  const invite = (await k.invitations(caseId, firm.officer)).find((i) => i.holderID === 'h-director');
  await k.linkOk(director, invite?.invitationCode ?? '', 'Siu Ming', 'Lee');
  const idCard = await upload(app, director.token, { caseID: caseId, holderID: 'h-director' }, [
    { name: 'hkid.png', type: 'image/png', data: PNG_BYTES },
  ]);
  const bill = await upload(app, director.token, { caseID: caseId, holderID: 'h-director' }, [
    { name: 'bill.pdf', type: 'application/pdf', data: PDF_BYTES },
  ]);
  await k.ok('PUT', `/api/cases/${caseId}/holders/h-director`, director.token, {
    engFirstName: 'Siu Ming',
    engLastName: 'Lee',
    idIssuer: 'HKG',
    idNum: 'A123456(3)',
    resAddress: {
      engStreet: '1 Queen’s Road Central',
      engDistrict: 'Central',
      country: 'HKG',
      supDoc: [bill.json<{ fileID: string }>().fileID],
    },
    idDocs: [idCard.json<{ fileID: string }>().fileID],
    isPep: 'false',
    isGuiltyByCourt: false,
    isDisqualifiedDirector: false,
    isAdjBankrupt: false,
    ackShareholderDirector: true,
    ackSCR: true,
  });
  await k.complete(caseId, 'SH_I_FORM', director, { result: { confirmed: true } });
  await k.complete(caseId, 'CS_FORM_R', firm.officer);
  await steps.dueDiligence(caseId, firm.officer);
  await steps.riskAssessment(caseId, firm.colleague);
  await steps.crossCheck(caseId, firm.officer);
  await steps.invoice(caseId, firm.officer);
  await steps.payment(caseId, firm.client, firm.officer);
  await k.signDocuments(caseId, [director, firm.client], firm.client);
  await steps.filing(caseId, firm.officer);
  await steps.completion(caseId, firm.officer, {
    companyNumber: '3456789',
    brn: String(10_000_000 + Math.floor(Math.random() * 89_999_999)),
    incorporationDate: hongKongDate(new Date()),
  });
  const { items } = await k.ok<{ items: TEntitySummary[] }>(
    'GET',
    `/api/entities?search=${encodeURIComponent(companyName)}`,
    firm.officer.token,
  );
  const entityId = items[0]?.companyID;
  if (!entityId) throw new Error('the incorporation made no entity');
  return { firm, director, caseId, entityId };
}
