import { describe, expect, it } from 'vitest';
import { entityInformationProblems, ZCaseInformation } from '../schemas/case-information.js';
import {
  taskCompletedPath,
  taskOpenPath,
  taskScreenPath,
  taskTitleKey,
  type TRoutableTask,
} from './task-routing.js';

const base: TRoutableTask = {
  taskID: 't-1',
  caseID: 'c-1',
  holderID: null,
  caseType: 'MVP',
  taskActionKey: 'POC_FORM',
  taskUserID: 'u-client',
  status: 'IN_PROGRESS',
};
const clientUser = { userID: 'u-client', userType: 'GU' as const };
const officerUser = { userID: 'u-officer', userType: 'COM_SEC' as const };

describe('task routing (spec §6)', () => {
  it('opens the dedicated screen only for the assignee, and only for the tasks the role opens from a list', () => {
    expect(taskOpenPath(base, clientUser)).toBe('/client/my-tasks/c-1');
    expect(taskOpenPath(base, { userID: 'someone-else', userType: 'GU' })).toBe(
      '/view-cases/ongoing/c-1#task-list',
    );
    expect(taskOpenPath({ ...base, status: 'QUEUED' }, clientUser)).toBe('/view-cases/ongoing/c-1#task-list');
    expect(taskOpenPath({ ...base, status: 'COMPLETED' }, clientUser)).toBe(
      '/view-cases/ongoing/c-1#task-list',
    );
    const dd = { ...base, taskActionKey: 'DD_CS_FORM' as const, taskUserID: 'u-officer' };
    expect(taskOpenPath(dd, officerUser)).toBe('/due-diligence/c-1');
    expect(taskOpenPath({ ...dd, taskActionKey: 'T_AR_A_CS', caseType: 'AR' }, officerUser)).toBe(
      '/case-review/c-1',
    );
    // Other staff tasks open the case page, whose task list leads on.
    expect(taskOpenPath({ ...dd, taskActionKey: 'CASE_FILING' }, officerUser)).toBe(
      '/view-cases/ongoing/c-1#task-list',
    );
    expect(taskOpenPath(dd, { userID: 'u-officer', userType: 'SMOOOTH' })).toBe(
      '/view-cases/ongoing/c-1#task-list',
    );
    const sh = { ...base, taskActionKey: 'SH_C_FORM' as const, holderID: 'h 2' };
    expect(taskOpenPath(sh, clientUser)).toBe('/stakeholder-identification/c-1/h%202');
    expect(taskOpenPath({ ...base, caseType: 'AR', taskActionKey: 'T_AR_SH_U_ADDR' }, clientUser)).toBe(
      '/annual-renewal/update-address-proof/c-1/t-1',
    );
  });

  it('routes invoice and payment by case type', () => {
    expect(taskScreenPath({ ...base, taskActionKey: 'T_PAYMENT_PAY' })).toBe('/incorporation/payment/c-1');
    expect(taskScreenPath({ ...base, caseType: 'AR', taskActionKey: 'T_PAYMENT_PAY' })).toBe(
      '/annual-renewal/payment/c-1',
    );
    expect(taskScreenPath({ ...base, caseType: 'AR', taskActionKey: 'T_PAYMENT_INVOICE' })).toBe(
      '/annual-renewal/invoice-info/c-1',
    );
  });

  it('sends a completed task to the role’s completion page', () => {
    expect(taskCompletedPath('t-1', 'GU')).toBe('/my-tasks/complete/t-1');
    expect(taskCompletedPath('t-1', 'COM_SEC')).toBe('/view-tasks/complete/t-1');
  });

  it('titles a task by its type key; Entity Migration is always case info', () => {
    expect(taskTitleKey('CASE_FILING', 'MVP')).toBe('caseFiling');
    expect(taskTitleKey('T_AR_FILING', 'AR')).toBe('caseFiling');
    expect(taskTitleKey('POC_FORM', 'MVP')).toBe('caseInformation');
    expect(taskTitleKey('SH_I_FORM', 'MVP')).toBe('stakeholderIdentification');
    expect(taskTitleKey('EN_FORM', 'EM')).toBe('caseInfo');
  });
});

describe('entity information checks', () => {
  it('asks the migration form for the registered particulars', () => {
    expect(entityInformationProblems(ZCaseInformation.parse({ companyChiName: '海港茶葉有限公司' }))).toEqual(
      ['companyNumber', 'brn', 'incorporationDate'],
    );
    expect(ZCaseInformation.safeParse({ brn: '1234567' }).success).toBe(false);
  });
});
