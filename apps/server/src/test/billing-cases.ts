import type { FastifyInstance } from 'fastify';
import type { TCaseDetail } from '@portal/domain';
import type { TDb } from '../db/database.js';
import { kit, signedIn, validInformation, type TSignedIn, type TStaffedFirm } from './case-kit.js';
import { caseSteps } from './case-steps.js';
import { buildEntity, buildUser } from './factories.js';

/** Cases walked to their invoice step, for the billing tests. */

/** An incorporation walked to its invoice step (T_PAYMENT_INVOICE in progress for the officer). */
export async function caseAtInvoice(
  app: FastifyInstance,
  db: TDb,
  firm: TStaffedFirm,
  options: { companyEngName?: string } = {},
): Promise<{ caseId: string; director: TSignedIn }> {
  const k = kit(app, db);
  const steps = caseSteps(app, db);
  const opened = await k.ok<TCaseDetail>(
    'POST',
    '/api/cases',
    firm.officer.token,
    {
      caseType: 'MVP',
      companyEngName: options.companyEngName ?? 'Harbour Tea Limited',
      client: { email: firm.client.email, engFirstName: 'Tai Man', engLastName: 'Chan' },
    },
    201,
  );
  await k.linkOk(firm.client, (await k.liveCode(opened.caseID, firm.officer)).invitationCode);
  // A director with an account of their own: a member of the case who is not its client.
  const director = await signedIn(app, await buildUser(db, { userType: 'GU' }));
  await k.ok('PUT', `/api/cases/${opened.caseID}/information`, firm.client.token, {
    ...validInformation({ directorEmail: director.email, corporateEmail: firm.client.email }),
    companyEngName: options.companyEngName ?? 'Harbour Tea Limited',
  });
  await k.complete(opened.caseID, 'POC_FORM', firm.client);
  const invite = (await k.invitations(opened.caseID, firm.officer)).find((i) => i.holderID === 'h-director');
  await k.linkOk(director, invite?.invitationCode ?? '', 'Siu Ming', 'Lee');
  await k.complete(opened.caseID, 'CS_FORM_R', firm.officer);
  await steps.dueDiligence(opened.caseID, firm.officer);
  await steps.riskAssessment(opened.caseID, firm.colleague);
  await steps.crossCheck(opened.caseID, firm.officer);
  return { caseId: opened.caseID, director };
}

/** An annual renewal of an entity (the client linked) walked to its invoice step; the return date as given. */
export async function renewalAtInvoice(
  app: FastifyInstance,
  db: TDb,
  firm: TStaffedFirm,
  returnDate: string,
): Promise<string> {
  const k = kit(app, db);
  const steps = caseSteps(app, db);
  const entityId = await buildEntity(db, {
    firmId: firm.firmId,
    clientUserId: firm.client.id,
    information: validInformation(),
  });
  await db.updateTable('entities').set({ next_return_date: returnDate }).where('id', '=', entityId).execute();
  const opened = await k.ok<TCaseDetail>(
    'POST',
    '/api/cases',
    firm.officer.token,
    { caseType: 'AR', companyID: entityId },
    201,
  );
  await k.complete(opened.caseID, 'T_AR_A_CS', firm.officer);
  await steps.renewalConfirmation(opened.caseID, firm.client);
  await steps.dueDiligence(opened.caseID, firm.officer);
  await steps.riskAssessment(opened.caseID, firm.colleague);
  await steps.crossCheck(opened.caseID, firm.officer);
  return opened.caseID;
}
