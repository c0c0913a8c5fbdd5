import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TLoginResponse, TPlanCode, TUserType } from '@portal/domain';
import type { TDb } from '../db/database.js';
import { createFirm, createUser, linkClientToFirm } from '../modules/users/users.service.js';

export const FACTORY_PASSWORD = 'Peak-Tram-Lantau-88';

/** A firm of the test's own, so tests never share rows. */
export async function buildFirm(
  db: TDb,
  input: { name?: string; planCode?: TPlanCode } = {},
): Promise<string> {
  return createFirm(db, {
    name: input.name ?? `Firm ${randomUUID().slice(0, 8)}`,
    planCode: input.planCode ?? 'TEAM',
  });
}

export interface TBuiltUser {
  id: string;
  username: string;
  email: string;
  password: string;
  userType: TUserType;
  firmId: string | null;
}

/** A user with a unique username and e-mail; staff get a firm of their own unless one is given. */
export async function buildUser(
  db: TDb,
  input: { userType?: TUserType; firmId?: string; isFirstTimeLogin?: boolean; clientOf?: string[] } = {},
): Promise<TBuiltUser> {
  const userType = input.userType ?? 'COM_SEC';
  const suffix = randomUUID().slice(0, 8);
  const needsFirm = userType === 'SYSTEM_ADMIN' || userType === 'COM_SEC';
  const firmId = needsFirm ? (input.firmId ?? (await buildFirm(db))) : null;
  const username = `user.${suffix}`;
  const email = `${username}@test.example`;
  const id = await createUser(db, {
    username,
    email,
    password: FACTORY_PASSWORD,
    userType,
    firmId,
    engFirstName: 'Tai Man',
    engLastName: 'Chan',
    chiName: '陳大文',
    isFirstTimeLogin: input.isFirstTimeLogin ?? false,
  });
  for (const firm of input.clientOf ?? []) await linkClientToFirm(db, id, firm);
  return { id, username, email, password: FACTORY_PASSWORD, userType, firmId };
}

/** Signs in through the API, as the browser does. */
export async function login(
  app: FastifyInstance,
  user: { username: string; password: string },
  ip = '127.0.0.1',
): Promise<TLoginResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: user.username, password: user.password },
    remoteAddress: ip,
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<TLoginResponse>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** An active entity of the firm, with its client (and stakeholders with accounts) linked. */
export async function buildEntity(
  db: TDb,
  input: {
    firmId: string;
    name?: string;
    clientUserId?: string;
    information?: Record<string, unknown>;
    incorporationDate?: string;
  },
): Promise<string> {
  const name = input.name ?? `Company ${randomUUID().slice(0, 8)} Limited`;
  const incorporationDate = input.incorporationDate ?? '2020-03-15';
  const row = await db
    .insertInto('entities')
    .values({
      firm_id: input.firmId,
      company_eng_name: name,
      company_chi_name: null,
      company_number: String(Math.floor(1_000_000 + Math.random() * 8_999_999)),
      brn: String(Math.floor(10_000_000 + Math.random() * 89_999_999)),
      incorporation_date: incorporationDate,
      next_return_date: `${Number(incorporationDate.slice(0, 4)) + 6}${incorporationDate.slice(4)}`,
      information: JSON.stringify(input.information ?? { companyEngName: name }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (input.clientUserId) {
    await db
      .insertInto('entity_members')
      .values({ entity_id: row.id, user_id: input.clientUserId, role: 'CLIENT', holder_id: null })
      .execute();
  }
  return row.id;
}
