import { describe, expect, it } from 'vitest';
import {
  identityNeed,
  identityViews,
  IDENTITY_FIELDS,
  type TIdentityViewer,
} from './identity-data.policy.js';

const FIRM = 'firm-a';
const viewer = (over: Partial<TIdentityViewer>): TIdentityViewer => ({
  userType: 'GU',
  firmID: null,
  ownHolderIDs: new Set(),
  ...over,
});
const about = (holderIDs: string[] = ['h-director']) => ({ firmID: FIRM, holderIDs });
const whole = Object.fromEntries(IDENTITY_FIELDS.map((f) => [f, 'FULL']));
const registry = {
  idNum: 'PARTIAL',
  idIssueDate: 'HIDDEN',
  idExpiryDate: 'HIDDEN',
  resAddress: 'HIDDEN',
};

describe('identity-data policy', () => {
  it('gives the owning firm’s staff everything whole, whichever case of the firm it is', () => {
    for (const userType of ['COM_SEC', 'SYSTEM_ADMIN'] as const) {
      const staff = viewer({ userType, firmID: FIRM });
      expect(identityNeed(staff, about())).toBe('WORKS_THE_CASE');
      expect(identityViews(staff, about())).toEqual(whole);
      expect(identityViews(staff, about([]))).toEqual(whole);
    }
  });

  it('gives another firm’s staff (and staff without a firm) only the Registry’s view', () => {
    expect(identityViews(viewer({ userType: 'COM_SEC', firmID: 'firm-b' }), about())).toEqual(registry);
    expect(identityNeed(viewer({ userType: 'SYSTEM_ADMIN', firmID: null }), about())).toBeNull();
  });

  it('gives SMOOOTH the partial number and nothing else, even of a holder linked to its account', () => {
    const operator = viewer({ userType: 'SMOOOTH', ownHolderIDs: new Set(['h-director']) });
    expect(identityViews(operator, about())).toEqual(registry);
  });

  it('gives a client their own entry whole (or an entry referring to it), anyone else’s partly', () => {
    const person = viewer({ ownHolderIDs: new Set(['h-director']) });
    expect(identityNeed(person, about())).toBe('THE_PERSON');
    expect(identityViews(person, about(['h-again', 'h-director']))).toEqual(whole);
    expect(identityViews(person, about(['h-other']))).toEqual(registry);
    expect(identityViews(viewer({}), about())).toEqual(registry);
    expect(identityViews(person, about([]))).toEqual(registry);
  });
});
