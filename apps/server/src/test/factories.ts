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
