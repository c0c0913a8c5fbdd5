import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  isSecondFactorChallenge,
  type TLoginAnswer,
  type TLoginResponse,
  type TPlanCode,
  type TUserType,
} from '@portal/domain';
import type { TDb } from '../db/database.js';
import { DEMO_TOTP_SECRET, enrolDemoSecondFactor } from '../cli/demo-second-factor.js';
import { totpCode, totpStep, TOTP } from '../modules/auth/totp.js';
import { createFirm, createUser, linkClientToFirm } from '../modules/users/users.service.js';
import { sealDocument } from '../modules/keys/sealed-documents.js';

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
  input: {
    userType?: TUserType;
    firmId?: string;
    isFirstTimeLogin?: boolean;
    clientOf?: string[];
    /** Enrol an authenticator app (TEST_TOTP_SECRET); SMOOOTH always is. */
    secondFactor?: boolean;
  } = {},
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
  // SMOOOTH always signs in with a second factor (ADR 0029): the demo's secret, so login() can answer.
  if (userType === 'SMOOOTH' || input.secondFactor) await enrolDemoSecondFactor(db, id);
  return { id, username, email, password: FACTORY_PASSWORD, userType, firmId };
}

/** The authenticator secret buildUser enrols SMOOOTH users (and others asked for) with. */
export const TEST_TOTP_SECRET = DEMO_TOTP_SECRET;

/** Each test app's database, so the sign-in helper can let time pass for replay protection. */
const databases = new WeakMap<FastifyInstance, TDb>();
export function rememberTestDatabase(app: FastifyInstance, db: TDb): void {
  databases.set(app, db);
}

/** The last time step whose code this process sent, per account (a step is accepted only once). */
const lastStepSent = new Map<string, number>();

/**
 * A code the server has not seen for this account: of the current step, or of the next (accepted, one
 * step either side). Tests sign the same person in several times a minute, faster than steps pass; then
 * the helper lets time pass by forgetting the account's last used step (replay protection itself is
 * tested in two-factor.routes.test.ts), or waits for the next step when it has no database.
 */
export async function nextTotpCode(
  app: FastifyInstance | null,
  username: string,
  secret: string = TEST_TOTP_SECRET,
): Promise<string> {
  for (;;) {
    const now = totpStep();
    const step = Math.max(now, (lastStepSent.get(username) ?? -Infinity) + 1);
    if (step <= now + 1) {
      lastStepSent.set(username, step);
      return totpCode(secret, { step });
    }
    const db = app ? databases.get(app) : undefined;
    if (db) {
      await db
        .updateTable('user_second_factors')
        .set({ last_used_step: null })
        .where('user_id', 'in', db.selectFrom('users').select('id').where('username', '=', username))
        .execute();
      lastStepSent.set(username, now);
      return totpCode(secret, { step: now });
    }
    const wait = (now + 1) * TOTP.periodSeconds * 1000 - Date.now() + 50;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/**
 * Signs in through the API, as the browser does; a second factor (SMOOOTH, or enrolled with
 * TEST_TOTP_SECRET) is answered with a code from that secret.
 */
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
  const answer = response.json<TLoginAnswer>();
  if (!isSecondFactorChallenge(answer)) return answer;
  if (answer.secondFactor !== 'REQUIRED') throw new Error(`login needs an enrolment first: ${user.username}`);
  const second = await app.inject({
    method: 'POST',
    url: '/api/auth/login/second-factor',
    payload: { challengeToken: answer.challengeToken, code: await nextTotpCode(app, user.username) },
    remoteAddress: ip,
  });
  if (second.statusCode !== 200) throw new Error(`second factor failed: ${second.statusCode} ${second.body}`);
  return second.json<TLoginResponse>();
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
      information: await sealDocument(db, input.firmId, input.information ?? { companyEngName: name }),
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
