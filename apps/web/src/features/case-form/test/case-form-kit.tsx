import { jsonResponse } from '../../../test/stub-http';
import { ALICE, CASE_ID, list, renderPage, serve, task, type THandler } from '../../tasks/test/task-fixtures';
import CaseFormPage from '../pages/CaseFormPage';

/** Test set-up of the case information form: Alice's POC_FORM task and a stored draft. */

export const FORM_TASK = task({
  taskActionKey: 'POC_FORM',
  taskUserID: ALICE.userID,
  assigneeRole: 'client',
  step: 'MVP_FORM',
  companyEngName: 'Sai Kung Seafood Limited',
  companyChiName: '西貢海鮮有限公司',
});

export const SERVER_UPDATED = '2026-03-02T02:00:00.000Z';

export interface TServed {
  puts: unknown[];
}

/** Serves the task lookup, the stored draft and draft saves (echoed back); `extra` adds or overrides routes. */
export function serveCase(
  information: Record<string, unknown>,
  extra: Record<string, THandler> = {},
): TServed {
  const served: TServed = { puts: [] };
  const answer = (info: unknown) =>
    jsonResponse(200, {
      caseID: CASE_ID,
      information: info,
      problems: [],
      issues: [],
      updatedDate: SERVER_UPDATED,
    });
  serve({
    'GET /api/tasks': () => jsonResponse(200, list([FORM_TASK])),
    [`GET /api/cases/${CASE_ID}/information`]: () => answer(information),
    [`PUT /api/cases/${CASE_ID}/information`]: (body) => {
      served.puts.push(body);
      return answer(body);
    },
    ...extra,
  });
  return served;
}

export function renderForm() {
  return renderPage(<CaseFormPage routeName="clientCaseForm" />, {
    user: ALICE,
    path: '/client/my-tasks/:caseID',
    route: `/client/my-tasks/${CASE_ID}`,
  });
}

/** A complete, valid draft: Harbour Holdings (owned 60 % by Wong Siu Ming, 40 % by Chan Tai Man) holds 40 %. */
export function validInformation(): Record<string, unknown> {
  return {
    companyEngName: 'Sai Kung Seafood Limited',
    companyChiName: '西貢海鮮有限公司',
    businessNature: 'BN014',
    regOfficeAddress: {
      engFlat: 'Flat A, 3/F',
      engStreet: '12 Hoi Pong Street',
      engDistrict: 'Sai Kung',
      country: 'HKG',
    },
    shareCapitalCurrency: 'HKD',
    totalNumOfOrdShare: 10000,
    contactPerson: { name: 'Alice Leung', email: 'alice.leung@client.example' },
    stakeholders: [
      {
        holderID: 'alice',
        holderType: 'I',
        engFirstName: 'Alice',
        engLastName: 'Leung',
        isShareHolder: true,
        isDirector: true,
        ordinaryShares: 6000,
      },
      {
        holderID: 'harbour',
        holderType: 'C',
        compEngName: 'Harbour Holdings Limited',
        isShareHolder: true,
        isComSec: true,
        hasTcspNum: true,
        tcspNum: 'TC001234',
        ordinaryShares: 4000,
        ownerOfBodyCorporate: [
          {
            holderID: 'wong',
            holderType: 'I',
            engFirstName: 'Siu Ming',
            engLastName: 'Wong',
            compSharePercent: '60',
          },
          {
            holderID: 'chan',
            holderType: 'I',
            engFirstName: 'Tai Man',
            engLastName: 'Chan',
            compSharePercent: '40',
          },
        ],
      },
    ],
  };
}
