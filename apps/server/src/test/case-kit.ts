import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type {
  TCaseDetail,
  TCaseDocuments,
  TCaseInvitation,
  TCompleteTaskResponse,
  TErrorResponse,
  TLinkCaseResponse,
  TTask,
  TTaskActionKey,
} from '@portal/domain';
import type { TDb } from '../db/database.js';
import { bearer, buildFirm, buildUser, login, type TBuiltUser } from './factories.js';

/** Test helpers for cases and tasks: a staffed firm, calls with a token, walking tasks. */

export interface TSignedIn extends TBuiltUser {
  token: string;
}

export interface TStaffedFirm {
  firmId: string;
  admin: TSignedIn;
  officer: TSignedIn;
  colleague: TSignedIn;
  client: TSignedIn;
}

export async function signedIn(app: FastifyInstance, user: TBuiltUser): Promise<TSignedIn> {
  return { ...user, token: (await login(app, user)).accessToken };
}

/** A firm with an administrator, two officers and a client linked to it. */
export async function buildStaffedFirm(app: FastifyInstance, db: TDb): Promise<TStaffedFirm> {
  const firmId = await buildFirm(db);
  const [admin, officer, colleague, client] = await Promise.all([
    buildUser(db, { userType: 'SYSTEM_ADMIN', firmId }),
    buildUser(db, { userType: 'COM_SEC', firmId }),
    buildUser(db, { userType: 'COM_SEC', firmId }),
    buildUser(db, { userType: 'GU', clientOf: [firmId] }),
  ]);
  return {
    firmId,
    admin: await signedIn(app, admin),
    officer: await signedIn(app, officer),
    colleague: await signedIn(app, colleague),
    client: await signedIn(app, client),
  };
}

export function caller(app: FastifyInstance) {
  return (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

export function kit(app: FastifyInstance, db: TDb) {
  const call = caller(app);
  const ok = async <T>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    token: string,
    payload?: object,
    status = 200,
  ): Promise<T> => {
    const response = await call(method, url, token, payload);
    expect(response.statusCode, response.body).toBe(status);
    return response.json<T>();
  };
  const refused = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    token: string,
    payload: object | undefined,
    status: number,
  ) => {
    const response = await call(method, url, token, payload);
    expect(response.statusCode, response.body).toBe(status);
    return response.json<TErrorResponse>();
  };
  const detail = (caseId: string, token: string) => ok<TCaseDetail>('GET', `/api/cases/${caseId}`, token);
  const openTask = async (caseId: string, token: string, key: TTaskActionKey): Promise<TTask> => {
    const d = await detail(caseId, token);
    const task = d.tasks.find((t) => t.taskActionKey === key && t.status === 'IN_PROGRESS');
    if (!task)
      throw new Error(
        `no open ${key} at ${d.step}: ${JSON.stringify(d.tasks.map((t) => [t.taskActionKey, t.status]))}`,
      );
    return task;
  };
  const complete = async (caseId: string, key: TTaskActionKey, who: TSignedIn, body: object = {}) => {
    const task = await openTask(caseId, who.token, key);
    return ok<TCompleteTaskResponse>('POST', `/api/tasks/${task.taskID}/complete`, who.token, body);
  };
  const invitations = async (caseId: string, staff: TSignedIn) =>
    (await ok<{ items: TCaseInvitation[] }>('GET', `/api/cases/${caseId}/invitations`, staff.token)).items;
  const liveCode = async (caseId: string, staff: TSignedIn): Promise<TCaseInvitation> => {
    const live = (await invitations(caseId, staff)).find((i) => i.status === 'PENDING');
    if (!live) throw new Error('no pending invitation');
    return live;
  };
  const link = (who: TSignedIn, invitationCode: string, firstName = 'Tai Man', lastName = 'Chan') =>
    call('POST', '/api/case/link', who.token, { invitationCode, firstName, lastName });
  const linkOk = async (who: TSignedIn, code: string, first?: string, last?: string) => {
    const response = await link(who, code, first, last);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TLinkCaseResponse>();
  };
  /** The last mail to an address, as stored in the outbox. */
  const lastMailTo = async (email: string) =>
    db
      .selectFrom('mail_messages')
      .selectAll()
      .where('recipient', '=', email)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
  /**
   * Gets every required signature in: each signer types their name on what they may sign, then
   * `paperBy` records a paper-signed scan for the signatories without an account.
   */
  const signDocuments = async (caseId: string, signers: TSignedIn[], paperBy: TSignedIn) => {
    for (const signer of signers) {
      const { documents } = await ok<TCaseDocuments>('GET', `/api/cases/${caseId}/documents`, signer.token);
      for (const d of documents) {
        for (const s of d.signatories.filter((x) => x.mayISign)) {
          await ok('POST', `/api/cases/${caseId}/documents/${d.documentID}/signatures`, signer.token, {
            method: 'TYPED',
            holderID: s.holderID,
            typedName: s.name,
          });
        }
      }
    }
    const { documents } = await ok<TCaseDocuments>('GET', `/api/cases/${caseId}/documents`, paperBy.token);
    for (const d of documents) {
      for (const s of d.signatories.filter((x) => x.mayRecordPaper)) {
        const scan = await upload(app, paperBy.token, { caseID: caseId }, [
          { name: `signed-${s.holderID}.pdf`, type: 'application/pdf', data: PDF_BYTES },
        ]);
        expect(scan.statusCode, scan.body).toBe(200);
        await ok('POST', `/api/cases/${caseId}/documents/${d.documentID}/paper-signatures`, paperBy.token, {
          holderID: s.holderID,
          fileID: scan.json<{ fileID: string }>().fileID,
        });
      }
    }
  };
  return {
    call,
    ok,
    refused,
    detail,
    openTask,
    complete,
    invitations,
    liveCode,
    link,
    linkOk,
    lastMailTo,
    signDocuments,
  };
}

/** Case information that passes every rule of the form: a director-shareholder and a corporate secretary. */
export function validInformation(overrides: { directorEmail?: string; corporateEmail?: string } = {}) {
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
        email: overrides.directorEmail,
        isDirector: true,
        isShareHolder: true,
        ordinaryShares: 6000,
      },
      {
        holderID: 'h-corporate',
        holderType: 'C',
        compEngName: 'Kowloon Holdings Limited',
        authSignerFirstNameEng: 'Tai Man',
        authSignerLastNameEng: 'Chan',
        email: overrides.corporateEmail,
        isShareHolder: true,
        isComSec: true,
        hasTcspNum: true,
        tcspNum: 'TC001234',
        ordinaryShares: 4000,
        ownerOfBodyCorporate: [
          {
            holderID: 'h-owner',
            holderType: 'I',
            engFirstName: 'Mei Ling',
            engLastName: 'Ho',
            compSharePercent: '100',
          },
        ],
      },
    ],
  };
}

/** A small real PNG (signature, header and an empty image data chunk) and a small real PDF. */
export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(
    '0000000d49484452000000010000000108060000001f15c4890000000a49444154789c63000100000500010d0a2db40000000049454e44ae426082',
    'hex',
  ),
]);
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export interface TMultipartFile {
  field?: string;
  name: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body: fields first (as the web app sends the id field), then files. */
export function multipart(
  fields: Record<string, string>,
  files: TMultipartFile[],
): { body: Buffer; contentType: string } {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /api/file/upload as the browser does. */
export async function upload(
  app: FastifyInstance,
  token: string,
  fields: Record<string, string>,
  files: TMultipartFile[],
) {
  const { body, contentType } = multipart(fields, files);
  return app.inject({
    method: 'POST',
    url: '/api/file/upload',
    headers: { ...bearer(token), 'content-type': contentType },
    payload: body,
  });
}
