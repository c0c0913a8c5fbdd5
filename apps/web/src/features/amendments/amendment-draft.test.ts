import { describe, expect, it } from 'vitest';
import type { TCaseInformation } from '@portal/domain';
import { changeFromNote, draftStampDuty, issuesAtChanges, newChange } from './amendment-draft';

const RECORDS: TCaseInformation = {
  companyEngName: 'Harbour Tea Limited',
  regOfficeAddress: { engStreet: '1 Queen’s Road Central', country: 'HKG', supDoc: ['f-proof'] },
  shareClasses: [{ className: 'Preference', numberOfShares: 10 }],
  stakeholders: [],
};

describe('record update draft helpers', () => {
  it('starts an office move from the recorded office, without the old proof of address', () => {
    const change = newChange('CHANGE_REGISTERED_ADDRESS', RECORDS);
    expect(change).toMatchObject({
      type: 'CHANGE_REGISTERED_ADDRESS',
      address: { engStreet: '1 Queen’s Road Central' },
    });
    expect(change.type === 'CHANGE_REGISTERED_ADDRESS' && change.address?.supDoc).toBeFalsy();
  });

  it('names the company’s own share class, or Ordinary when it keeps none', () => {
    expect(newChange('SHARE_TRANSFER', RECORDS)).toMatchObject({ className: 'Preference' });
    expect(newChange('ALLOTMENT', { stakeholders: [] })).toMatchObject({ className: 'Ordinary' });
  });

  it('turns a renewal note into a change of its type, date and words', () => {
    const note = {
      amendmentType: 'OTHERS' as const,
      description: 'New company seal',
      effectiveDate: '2026-04-01',
      renewalRef: 'AR-2026-0003',
    };
    expect(changeFromNote(note, RECORDS)).toMatchObject({
      type: 'OTHERS',
      effectiveDate: '2026-04-01',
      description: 'New company seal',
      note: 'AR-2026-0003: New company seal',
    });
  });

  it('keeps a server issue with its change when a change above it was removed since the save', () => {
    const view = {
      changes: [{ changeID: 'c-a' }, { changeID: 'c-b' }],
      issues: [
        { path: 'changes.0.effectiveDate', key: 'required', message: 'Required' },
        { path: 'changes.1.shares', key: 'moreSharesThanHeld', message: 'Too many' },
        { path: 'changes', key: 'required', message: 'Add a change' },
      ],
    };
    const now = [{ changeID: 'c-b', type: 'SHARE_TRANSFER' as const }];
    expect(issuesAtChanges(view, now)).toEqual([
      { path: 'changes.0.shares', key: 'moreSharesThanHeld', message: 'Too many' },
      { path: 'changes', key: 'required', message: 'Add a change' },
    ]);
  });

  it('works out the duty once a consideration is typed, and a gift only with its value', () => {
    const sale = { changeID: 'c-1', type: 'SHARE_TRANSFER' as const, considerationCents: 100_000_100 };
    expect(draftStampDuty({ changeID: 'c-0', type: 'SHARE_TRANSFER' }, '2026-05-01')).toBeNull();
    expect(draftStampDuty(sale, '2026-05-01')?.totalCents).toBe(2 * 100_100 + 500);
    expect(draftStampDuty({ ...sale, considerationCents: 0 }, '2026-05-01')).toBeNull();
    expect(
      draftStampDuty({ ...sale, considerationCents: 0, valueCents: 100_000 }, '2026-05-01'),
    ).toMatchObject({
      kind: 'GIFT',
    });
  });
});
