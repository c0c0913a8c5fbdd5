import { describe, expect, it } from 'vitest';
import {
  issueStage,
  mayEditBillingSettings,
  mayIssueInvoice,
  mayManageBilling,
  mayPayInvoice,
  mayReadBilling,
  mayReadBillingSettings,
  type TBillingActor,
} from './billing.policy.js';

const FIRM = 'firm-a';
const officer: TBillingActor = { userID: 'officer', userType: 'COM_SEC', firmID: FIRM };
const colleague: TBillingActor = { userID: 'colleague', userType: 'COM_SEC', firmID: FIRM };
const admin: TBillingActor = { userID: 'admin', userType: 'SYSTEM_ADMIN', firmID: FIRM };
const otherAdmin: TBillingActor = { userID: 'other-admin', userType: 'SYSTEM_ADMIN', firmID: 'firm-b' };
const client: TBillingActor = { userID: 'client', userType: 'GU', firmID: null };
const stakeholder: TBillingActor = { userID: 'director', userType: 'GU', firmID: null };
const operator: TBillingActor = { userID: 'ops', userType: 'SMOOOTH', firmID: null };
const billingCase = { firmID: FIRM, officerUserID: 'officer', clientUserID: 'client' };

describe('billing policy', () => {
  it('the officer in charge and the firm’s SYSTEM_ADMIN manage the money; nobody else acts', () => {
    expect(
      [officer, colleague, admin, otherAdmin, client, operator].map((a) => mayManageBilling(a, billingCase)),
    ).toEqual([true, false, true, false, false, false]);
  });

  it('reads: the firm’s staff, SMOOOTH and the case’s client, not its other stakeholders', () => {
    expect(
      [officer, colleague, admin, otherAdmin, client, stakeholder, operator].map((a) =>
        mayReadBilling(a, billingCase),
      ),
    ).toEqual([true, true, true, false, true, false, true]);
    expect([client, stakeholder, officer].map((a) => mayPayInvoice(a, billingCase))).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('settings: read by the firm’s staff, changed by its SYSTEM_ADMIN only', () => {
    expect([officer, admin, operator, client].map(mayReadBillingSettings)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([officer, admin, operator, client].map(mayEditBillingSettings)).toEqual([
      false,
      true,
      false,
      false,
    ]);
  });

  it('first issue by the invoice task’s holder; a reissue after a void by whoever manages billing', () => {
    const invoiceOpen = [
      { actionKey: 'T_PAYMENT_INVOICE', status: 'IN_PROGRESS', taskUserID: 'officer' },
    ] as const;
    const first = issueStage(invoiceOpen, false);
    expect(first).toEqual({ stage: 'FIRST', holderUserID: 'officer' });
    expect([officer, admin, colleague].map((a) => mayIssueInvoice(a, billingCase, first))).toEqual([
      true,
      false,
      false,
    ]);
    const payOpen = [
      { actionKey: 'T_PAYMENT_INVOICE', status: 'COMPLETED', taskUserID: 'officer' },
      { actionKey: 'T_PAYMENT_PAY', status: 'IN_PROGRESS', taskUserID: 'client' },
    ] as const;
    const again = issueStage(payOpen, false);
    expect(again).toEqual({ stage: 'REISSUE' });
    expect([officer, admin, colleague, client].map((a) => mayIssueInvoice(a, billingCase, again))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    // A live invoice, or no billing task open: nobody issues.
    expect(issueStage(payOpen, true)).toBeNull();
    expect(
      issueStage([{ actionKey: 'DD_S_FORM', status: 'IN_PROGRESS', taskUserID: 'officer' }], false),
    ).toBeNull();
    expect(mayIssueInvoice(admin, billingCase, null)).toBe(false);
  });
});
