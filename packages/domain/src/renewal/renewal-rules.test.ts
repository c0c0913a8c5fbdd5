import { describe, expect, it } from 'vitest';
import {
  addressProofProblem,
  changeFormOf,
  isAddressProofStale,
  RENEWAL_SECTIONS,
  SECTION_AMENDMENT_TYPE,
  unansweredSections,
} from './renewal-rules.js';

describe('proof of address age', () => {
  it('accepts a proof issued up to the same day three months back, not the day before', () => {
    expect(addressProofProblem('2026-08-25', '2026-11-25')).toBeNull();
    expect(addressProofProblem('2026-08-24', '2026-11-25')).toBe('tooOld');
    expect(addressProofProblem('2026-11-25', '2026-11-25')).toBeNull();
  });

  it('refuses a proof dated after today', () => {
    expect(addressProofProblem('2026-11-26', '2026-11-25')).toBe('dateInFuture');
  });

  it('counts months at month ends and in leap years', () => {
    // 31 May less three months is the last day of February.
    expect(addressProofProblem('2024-02-29', '2024-05-31')).toBeNull();
    expect(addressProofProblem('2024-02-28', '2024-05-31')).toBe('tooOld');
    expect(addressProofProblem('2025-02-28', '2025-05-31')).toBeNull();
    expect(addressProofProblem('2025-02-27', '2025-05-31')).toBe('tooOld');
  });

  it('calls a proof without a date, or too old at the date asked, stale', () => {
    expect(isAddressProofStale(null, '2026-11-25')).toBe(true);
    expect(isAddressProofStale('2026-01-10', '2026-11-25')).toBe(true);
    expect(isAddressProofStale('2026-10-10', '2026-11-25')).toBe(false);
  });
});

describe('the parts of the return', () => {
  it('names what the client has not answered yet, in the form’s order', () => {
    expect(unansweredSections([])).toEqual([...RENEWAL_SECTIONS]);
    expect(unansweredSections(RENEWAL_SECTIONS.filter((s) => s !== 'DIRECTORS' && s !== 'EMAIL'))).toEqual([
      'EMAIL',
      'DIRECTORS',
    ]);
  });

  it('turns a change of the directors or the office into the matching amendment', () => {
    expect(SECTION_AMENDMENT_TYPE.DIRECTORS).toBe('CHANGE_DIRECTOR');
    expect(SECTION_AMENDMENT_TYPE.REGISTERED_OFFICE).toBe('CHANGE_REGISTERED_ADDRESS');
    expect(SECTION_AMENDMENT_TYPE.MEMBERS).toBe('SHARE_TRANSFER');
  });
});

describe('the notice a change owes', () => {
  it('is ND2A for a director, NR1 for the office, NSC1 for an allotment, none for a share transfer', () => {
    expect(changeFormOf('CHANGE_DIRECTOR')).toBe('ND2A');
    expect(changeFormOf('CHANGE_COMSEC_OR_DR')).toBe('ND2A');
    expect(changeFormOf('UPDATE_STAKEHOLDER_PARTICULARS')).toBe('ND2B');
    expect(changeFormOf('CHANGE_REGISTERED_ADDRESS')).toBe('NR1');
    expect(changeFormOf('ALLOTMENT')).toBe('NSC1');
    expect(changeFormOf('SHARE_TRANSFER')).toBeNull();
  });
});
