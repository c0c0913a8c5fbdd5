import type { FastifyInstance } from 'fastify';
import type { TCaseDetail, TDueDiligenceView, TRiskFactors } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { plainRiskFactors } from '../../cli/demo-steps.js';
import { kit, type TStaffedFirm } from '../../test/case-kit.js';

/**
 * Test data of the compliance tests: an incorporation whose owners go three layers deep — Siu Ming Lee
 * directly and again (by reference) inside Kowloon Holdings; Kowloon Holdings also owned by Pacific
 * Trust of Singapore, itself owned by Mei Ling Ho, a mainland politically exposed person.
 */
export function layeredInformation() {
  return {
    companyEngName: 'Harbour Tea Limited',
    companyChiName: '海港茶葉有限公司',
    businessNature: 'BN001',
    regOfficeAddress: {
      engFlat: 'Flat 12A',
      engBuilding: 'Harbour Centre',
      engStreet: '25 Harbour Road',
      engDistrict: 'Wan Chai',
      country: 'HKG',
    },
    shareCapitalCurrency: 'HKD',
    totalNumOfOrdShare: 10000,
    contactPerson: { name: 'Siu Ming Lee', email: 'siu.ming@example.com' },
    stakeholders: [
      {
        holderID: 'h-director',
        holderType: 'I',
        engFirstName: 'Siu Ming',
        engLastName: 'Lee',
        idNum: 'A123456(3)',
        idIssuer: 'HKG',
        resAddress: { engStreet: '1 Queen’s Road Central', engDistrict: 'Central', country: 'HKG' },
        isPep: 'false',
        isDirector: true,
        isShareHolder: true,
        ordinaryShares: 6000,
      },
      {
        holderID: 'h-corporate',
        holderType: 'C',
        compEngName: 'Kowloon Holdings Limited',
        regNum: '1234567',
        jurisdiction: 'VGB',
        isShareHolder: true,
        isComSec: true,
        hasTcspNum: true,
        tcspNum: 'TC001234',
        ordinaryShares: 4000,
        ownerOfBodyCorporate: [
          { holderID: 'h-director-again', holderType: 'I', refID: 'h-director', compSharePercent: '50' },
          {
            holderID: 'h-mid',
            holderType: 'C',
            compEngName: 'Pacific Trust Limited',
            jurisdiction: 'SGP',
            compSharePercent: '50',
            ownerOfBodyCorporate: [
              {
                holderID: 'h-deep',
                holderType: 'I',
                engFirstName: 'Mei Ling',
                engLastName: 'Ho',
                compSharePercent: '100',
              },
            ],
          },
        ],
      },
    ],
  };
}

/** The people owed due diligence in the layered case, in the order the tree meets them. */
export const LAYERED_SUBJECTS = ['h-director', 'h-corporate', 'h-mid', 'h-deep'];

/** Opens an incorporation, links the client, fills in `information`, and walks it to its due diligence. */
export async function caseAtDueDiligence(
  app: FastifyInstance,
  db: TDb,
  firm: TStaffedFirm,
  information: object = layeredInformation(),
): Promise<string> {
  const k = kit(app, db);
  const opened = await k.ok<TCaseDetail>(
    'POST',
    '/api/cases',
    firm.officer.token,
    {
      caseType: 'MVP',
      companyEngName: 'Harbour Tea Limited',
      client: { email: firm.client.email, engFirstName: 'Tai Man', engLastName: 'Chan' },
    },
    201,
  );
  await k.linkOk(firm.client, (await k.liveCode(opened.caseID, firm.officer)).invitationCode);
  await k.ok('PUT', `/api/cases/${opened.caseID}/information`, firm.client.token, information);
  await k.complete(opened.caseID, 'POC_FORM', firm.client);
  await k.complete(opened.caseID, 'CS_FORM_R', firm.officer);
  return opened.caseID;
}

export const viewOf = (app: FastifyInstance, db: TDb, caseID: string, token: string) =>
  kit(app, db).ok<TDueDiligenceView>('GET', `/api/cases/${caseID}/due-diligence`, token);

/** Risk factors as the reviewer enters them: the case's suggestions and the firm's own answers. */
export const factorsFrom = (view: TDueDiligenceView, overrides: Partial<TRiskFactors> = {}) =>
  plainRiskFactors(view.suggestedFactors, overrides);

/** Rows of the case's compliance records, straight from the database. */
export const recordRows = (db: TDb, caseID: string) =>
  db
    .selectFrom('compliance_records')
    .select(['id', 'compliance_type', 'holder_id', 'version', 'rating', 'prepared_by'])
    .where('case_id', '=', caseID)
    .orderBy('created_at')
    .orderBy('version')
    .execute();
