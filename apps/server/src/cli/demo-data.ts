import { loadDemoMessages } from './demo-messages.js';
import type { TPlanCode, TUserType } from '@portal/domain';
import type { TDb } from '../db/database.js';
import { createFirm, createUser, linkClientToFirm } from '../modules/users/users.service.js';
import { loadDemoCases } from './demo-cases.js';
import type { TFileStore } from '../modules/files/file-store.js';
import { loadDemoEntities } from './demo-entities.js';
import { loadDemoCompliance } from './demo-compliance.js';
import { enrolDemoSecondFactor } from './demo-second-factor.js';

/** The password of every demo account (also in the README). */
export const DEMO_PASSWORD = 'Harbour-View-2026';

interface TDemoUser {
  username: string;
  email: string;
  userType: TUserType;
  engFirstName: string;
  engLastName: string;
  chiName: string;
  firm?: 'A' | 'B';
  clientOf?: ('A' | 'B')[];
}

const FIRMS: Record<'A' | 'B', { name: string; planCode: TPlanCode; tcspLicenceNo: string }> = {
  A: { name: 'Harbour Corporate Services Limited', planCode: 'TEAM', tcspLicenceNo: 'TC001234' },
  B: { name: 'Kowloon Secretarial Partners Limited', planCode: 'SOLO', tcspLicenceNo: 'TC005678' },
};

export const DEMO_USERS: TDemoUser[] = [
  {
    username: 'harbour.admin',
    email: 'winnie.chan@harbour-cs.example',
    userType: 'SYSTEM_ADMIN',
    engFirstName: 'Winnie',
    engLastName: 'Chan',
    chiName: '陳慧妍',
    firm: 'A',
  },
  {
    username: 'harbour.ken',
    email: 'ken.lau@harbour-cs.example',
    userType: 'COM_SEC',
    engFirstName: 'Ken',
    engLastName: 'Lau',
    chiName: '劉家健',
    firm: 'A',
  },
  {
    username: 'harbour.mandy',
    email: 'mandy.ho@harbour-cs.example',
    userType: 'COM_SEC',
    engFirstName: 'Mandy',
    engLastName: 'Ho',
    chiName: '何敏儀',
    firm: 'A',
  },
  {
    username: 'kowloon.admin',
    email: 'david.wong@kowloon-sp.example',
    userType: 'SYSTEM_ADMIN',
    engFirstName: 'David',
    engLastName: 'Wong',
    chiName: '黃大衛',
    firm: 'B',
  },
  {
    username: 'kowloon.iris',
    email: 'iris.cheng@kowloon-sp.example',
    userType: 'COM_SEC',
    engFirstName: 'Iris',
    engLastName: 'Cheng',
    chiName: '鄭愛詩',
    firm: 'B',
  },
  {
    username: 'kowloon.sam',
    email: 'sam.yip@kowloon-sp.example',
    userType: 'COM_SEC',
    engFirstName: 'Sam',
    engLastName: 'Yip',
    chiName: '葉俊森',
    firm: 'B',
  },
  {
    username: 'smoooth.ops',
    email: 'ops@smoooth.example',
    userType: 'SMOOOTH',
    engFirstName: 'Olivia',
    engLastName: 'Tam',
    chiName: '譚雅琪',
  },
  {
    username: 'client.alice',
    email: 'alice.leung@client.example',
    userType: 'GU',
    engFirstName: 'Alice',
    engLastName: 'Leung',
    chiName: '梁愛麗',
    clientOf: ['A'],
  },
  {
    username: 'client.brian',
    email: 'brian.siu@client.example',
    userType: 'GU',
    engFirstName: 'Brian',
    engLastName: 'Siu',
    chiName: '蕭柏然',
    clientOf: ['A'],
  },
  {
    username: 'client.carmen',
    email: 'carmen.kwok@client.example',
    userType: 'GU',
    engFirstName: 'Carmen',
    engLastName: 'Kwok',
    chiName: '郭嘉敏',
    clientOf: ['B'],
  },
  {
    username: 'client.daniel',
    email: 'daniel.ng@client.example',
    userType: 'GU',
    engFirstName: 'Daniel',
    engLastName: 'Ng',
    chiName: '吳丹尼',
    clientOf: ['A', 'B'],
  },
];

/** Loads the demo data set; accounts that already exist are left as they are. */
export async function loadDemoData(
  db: TDb,
  store: TFileStore,
): Promise<{ created: string[]; existing: string[] }> {
  const result = await db.transaction().execute(async (trx) => {
    const firmIds: Partial<Record<'A' | 'B', string>> = {};
    for (const key of ['A', 'B'] as const) {
      const found = await trx
        .selectFrom('firms')
        .select('id')
        .where('name', '=', FIRMS[key].name)
        .executeTakeFirst();
      firmIds[key] = found?.id ?? (await createFirm(trx, FIRMS[key]));
    }
    const created: string[] = [];
    const existing: string[] = [];
    for (const user of DEMO_USERS) {
      const found = await trx
        .selectFrom('users')
        .select('id')
        .where('username', '=', user.username)
        .executeTakeFirst();
      let userId = found?.id;
      if (userId) existing.push(user.username);
      else {
        userId = await createUser(trx, {
          ...user,
          password: DEMO_PASSWORD,
          firmId: user.firm ? firmIds[user.firm] : null,
        });
        created.push(user.username);
      }
      for (const firm of user.clientOf ?? []) await linkClientToFirm(trx, userId, firmIds[firm]!);
      // SMOOOTH signs in with a second factor (ADR 0029): the demo's published secret.
      if (user.userType === 'SMOOOTH') await enrolDemoSecondFactor(trx, userId);
    }
    return { created, existing, firmIds: firmIds as Record<'A' | 'B', string> };
  });
  await loadDemoCases(db, store, result.firmIds);
  await loadDemoEntities(db, result.firmIds);
  await loadDemoCompliance(db, store, result.firmIds);
  await loadDemoMessages(db);
  return { created: result.created, existing: result.existing };
}
