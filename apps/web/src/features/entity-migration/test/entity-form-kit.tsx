import { jsonResponse } from '../../../test/stub-http';
import { CASE_ID, KEN, list, renderPage, serve, task, type THandler } from '../../tasks/test/task-fixtures';
import EntityMigrationPage from '../pages/EntityMigrationPage';

/** Test set-up of the entity form: Ken's EN_FORM task of a migration and its stored draft. */

export const EN_TASK = task({
  taskActionKey: 'EN_FORM',
  caseType: 'EM',
  step: 'EN_FORM',
  taskUserID: KEN.userID,
  caseRef: 'EM-2026-0001',
  companyEngName: 'Victoria Peak Trading Limited',
  companyChiName: null,
});

export const SERVER_UPDATED = '2026-03-02T02:00:00.000Z';

/** Serves the task lookup, the stored draft and its saves (echoed); `extra` adds or overrides routes. */
export function serveEntity(information: Record<string, unknown>, extra: Record<string, THandler> = {}) {
  const puts: Record<string, unknown>[] = [];
  const answer = (info: unknown) =>
    jsonResponse(200, {
      caseID: CASE_ID,
      information: info,
      problems: [],
      issues: [],
      updatedDate: SERVER_UPDATED,
    });
  serve({
    'GET /api/tasks': () => jsonResponse(200, list([EN_TASK])),
    [`GET /api/cases/${CASE_ID}/information`]: () => answer(information),
    [`PUT /api/cases/${CASE_ID}/information`]: (body) => {
      puts.push(body as Record<string, unknown>);
      return answer(body);
    },
    ...extra,
  });
  return { puts };
}

export function renderEntityForm() {
  return renderPage(<EntityMigrationPage routeName="entityMigration" />, {
    user: KEN,
    path: '/entity-migration/:caseID',
    route: `/entity-migration/${CASE_ID}`,
  });
}

/** Victoria Peak Trading as complete as the entity form wants it. */
export function takenOver(): Record<string, unknown> {
  return {
    companyEngName: 'Victoria Peak Trading Limited',
    companyNumber: '1234567',
    brn: '31234567',
    incorporationDate: '2012-02-29',
    lastReturnDateFiled: '2024-02-29',
    regOfficeAddress: { engStreet: '8 Peak Road', engDistrict: 'The Peak', country: 'HKG' },
    shareCapitalCurrency: 'HKD',
    totalNumOfOrdShare: 10000,
    contactPerson: { name: 'Tai Man Chan', email: 'chan@victoria-peak.example' },
    stakeholders: [
      {
        holderID: 'chan',
        holderType: 'I',
        engFirstName: 'Tai Man',
        engLastName: 'Chan',
        isShareHolder: true,
        isDirector: true,
        ordinaryShares: 10000,
      },
      { holderID: 'lee', holderType: 'I', engFirstName: 'Ka Yan', engLastName: 'Lee', isComSec: true },
    ],
  };
}

export { RECOGNISED } from './recognised-fixture';
