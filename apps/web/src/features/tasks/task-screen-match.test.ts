import { describe, expect, it } from 'vitest';
import { CASE_ID, task } from './test/task-fixtures';
import { findScreenTask } from './task-screen-match';

const at = (path: string) => {
  const [pathname = '', search = ''] = path.split('?');
  return { pathname, search: search ? `?${search}` : '' };
};

describe('findScreenTask', () => {
  it("finds the task whose screen is the page, and nothing for another screen's page", () => {
    const review = task({ taskActionKey: 'CS_FORM_R' });
    expect(findScreenTask([review], at(`/case-review/${CASE_ID}`))).toBe(review);
    expect(findScreenTask([review], at(`/due-diligence/${CASE_ID}`))).toBeNull();
    expect(findScreenTask([review], at(`/case-review/c0000000-0000-4000-8000-000000000002`))).toBeNull();
  });

  it('tells the annual renewal screens from the incorporation ones', () => {
    const pay = task({ taskActionKey: 'T_PAYMENT_PAY', caseType: 'AR' });
    expect(findScreenTask([pay], at(`/annual-renewal/payment/${CASE_ID}`))).toBe(pay);
    expect(findScreenTask([pay], at(`/incorporation/payment/${CASE_ID}`))).toBeNull();
  });

  it('matches stakeholder identification by holder and address proof by task id', () => {
    const one = task({ taskActionKey: 'SH_C_FORM', holderID: 'h 1' });
    const two = task({ taskActionKey: 'SH_I_FORM', holderID: 'h2' });
    expect(findScreenTask([one, two], at(`/stakeholder-identification/${CASE_ID}/h2`))).toBe(two);
    expect(findScreenTask([one, two], at(`/stakeholder-identification/${CASE_ID}/h%201`))).toBe(one);
    const proof = task({ taskActionKey: 'T_AR_SH_U_ADDR', caseType: 'AR' });
    expect(
      findScreenTask([proof], at(`/annual-renewal/update-address-proof/${CASE_ID}/${proof.taskID}`)),
    ).toBe(proof);
    expect(findScreenTask([proof], at(`/annual-renewal/update-address-proof/${CASE_ID}/other`))).toBeNull();
  });

  it('prefers the risk-tab task on the risk tab and the due-diligence task without it', () => {
    const dd = task({ taskActionKey: 'DD_CS_FORM' });
    const risk = task({ taskActionKey: 'DD_CO_FORM' });
    expect(findScreenTask([dd, risk], at(`/due-diligence/${CASE_ID}?tab=risk`))).toBe(risk);
    expect(findScreenTask([risk, dd], at(`/due-diligence/${CASE_ID}`))).toBe(dd);
    // The reviewer's own task is still theirs on the screen without the tab.
    expect(findScreenTask([risk], at(`/due-diligence/${CASE_ID}`))).toBe(risk);
  });
});
