import type { FastifyInstance } from 'fastify';
import type { TCaseDetail } from '@portal/domain';
import type { TDb } from '../db/database.js';
import { buildUser } from './factories.js';
import { caseSteps } from './case-steps.js';
import { kit, signedIn, validInformation, type TSignedIn, type TStaffedFirm } from './case-kit.js';

/**
 * An incorporation with three signatories of different kinds: a director with an account (linked
 * with their code), a corporate shareholder and secretary the client represents (same e-mail), and a
 * second director without an account (signs on paper). Names in Traditional, Simplified and HKSCS
 * characters, for the generated documents.
 */
export function signingInformation(directorEmail: string, clientEmail: string) {
  const base = validInformation({ directorEmail, corporateEmail: clientEmail });
  const [director, corporate] = base.stakeholders;
  return {
    ...base,
    regOfficeAddress: {
      ...base.regOfficeAddress,
      chiDistrict: '灣仔',
      chiStreet: '港灣道25號',
      chiBuilding: '海港中心',
    },
    stakeholders: [
      { ...director, chiName: '李小明' },
      {
        ...corporate,
        compChiName: '九龍控股有限公司',
        ownerOfBodyCorporate: [{ ...corporate?.ownerOfBodyCorporate?.[0], chiName: '何美玲' }],
      },
      {
        holderID: 'h-director2',
        holderType: 'I',
        engFirstName: 'Wai',
        engLastName: 'Chan',
        chiName: '陳𨋢张',
        isDirector: true,
      },
    ],
  };
}

export interface TAtSigning {
  caseId: string;
  director: TSignedIn;
}

/**
 * Opens the case and walks it through form, review, due diligence, risk, cross-check and payment; or
 * stops after the form (the director linked) or before the cross-check.
 */
export async function walkToSigning(
  app: FastifyInstance,
  db: TDb,
  firm: TStaffedFirm,
  stopAt: 'form' | 'crossCheck' | 'signing' = 'signing',
): Promise<TAtSigning> {
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
  const caseId = opened.caseID;
  await k.linkOk(firm.client, (await k.liveCode(caseId, firm.officer)).invitationCode);
  const director = await signedIn(app, await buildUser(db, { userType: 'GU' }));
  await k.ok(
    'PUT',
    `/api/cases/${caseId}/information`,
    firm.client.token,
    signingInformation(director.email, firm.client.email),
  );
  await k.complete(caseId, 'POC_FORM', firm.client);
  const invite = (await k.invitations(caseId, firm.officer)).find((i) => i.holderID === 'h-director');
  await k.linkOk(director, invite?.invitationCode ?? '', 'Siu Ming', 'Lee');
  if (stopAt === 'form') return { caseId, director };
  await k.complete(caseId, 'CS_FORM_R', firm.officer);
  const steps = caseSteps(app, db);
  await steps.dueDiligence(caseId, firm.officer);
  await steps.riskAssessment(caseId, firm.colleague);
  if (stopAt === 'crossCheck') return { caseId, director };
  await steps.crossCheck(caseId, firm.officer);
  await steps.invoice(caseId, firm.officer);
  await steps.payment(caseId, firm.client, firm.officer);
  return { caseId, director };
}
