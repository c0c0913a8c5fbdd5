import type { TDb } from '../db/database.js';
import type { TFileStore } from '../modules/files/file-store.js';
import { inventCompany } from '../modules/recognition/fixtures/invented-company.js';
import { fillNnc1, makeNnc1Lookalike } from '../modules/recognition/fixtures/nnc1-fixture.js';
import type { TDemoPerson } from './demo-people.js';
import { storeDemoFile } from './demo-proof.js';

/** The file name the officer finds among the migration's documents (and the README names). */
export const DEMO_NNC1_FILE_NAME = 'Aberdeen Marine Services - NNC1 (previous secretary).pdf';

/**
 * The incorporation form of the company the demo's migration takes over, as its previous secretary
 * sent it: an NNC1 filled digitally (the project's stand-in of the Registry's blank, filled with an
 * invented company of that name). Its contact e-mail lost its domain when it was typed, so reading
 * it proposes that value as one to check. Stored among the case's documents for the officer to
 * download and drop on the entity form.
 */
export async function storeDemoNnc1(
  db: TDb,
  store: TFileStore,
  officer: TDemoPerson,
  caseRow: { caseId: string; firmId: string },
): Promise<string> {
  const company = {
    ...inventCompany(2026),
    engName: 'ABERDEEN MARINE SERVICES LIMITED',
    chiName: '香港仔海事服務有限公司',
    email: 'info@aberdeenmarine',
  };
  const bytes = Buffer.from(await fillNnc1(await makeNnc1Lookalike(), company, { flatten: false }));
  return storeDemoFile(db, store, officer, caseRow, DEMO_NNC1_FILE_NAME, bytes);
}
