import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TEntityHistoryEntry } from '@portal/domain';
import { renderWithProviders } from '../../../test/render-with-providers';
import EntityHistoryPanel from './EntityHistoryPanel';

const amendment: TEntityHistoryEntry = {
  historyID: '7',
  kind: 'AMENDMENT',
  effectiveDate: '2025-03-01',
  caseID: 'c0000000-0000-4000-8000-000000000012',
  caseRef: 'AMD-2025-0012',
  reason: null,
  amendmentTypes: ['UPDATE_STAKEHOLDER_PARTICULARS'],
  changes: [
    {
      holderID: null,
      subject: null,
      field: 'regOfficeAddress',
      before: '1 Ngan Shek Street, Mui Wo',
      after: '88 Hoi Bun Road, Kwun Tong',
      protected: false,
    },
    { holderID: 'ben', subject: 'Ben Lee', field: 'idNum', before: 'K123', after: 'Y123', protected: true },
    // A residential address as a client sees it: withheld by the server.
    { holderID: 'ben', subject: 'Ben Lee', field: 'resAddress', before: '—', after: '—', protected: true },
    {
      holderID: 'ben',
      subject: 'Ben Lee',
      field: 'roles',
      before: 'isShareHolder,isDirector',
      after: 'isShareHolder',
      protected: false,
    },
    { holderID: 'dora', subject: 'Dora Ho', field: 'shares', before: null, after: '1500', protected: false },
  ],
  nextReturnDate: null,
  actor: { userID: 'a0000000-0000-4000-8000-000000000001', name: 'Ken Lau' },
  createdDate: '2025-03-02T02:00:00.000Z',
};

describe('EntityHistoryPanel', () => {
  it('shows what an amendment changed, field by field, before → after in words', () => {
    renderWithProviders(<EntityHistoryPanel history={[amendment]} />);
    expect(screen.getByText('Records amended')).toBeDefined();
    expect(screen.getByText('Update of stakeholder particulars')).toBeDefined();
    const lines = within(screen.getByRole('list', { name: 'What changed' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      'Registered office — 1 Ngan Shek Street, Mui Wo → 88 Hoi Bun Road, Kwun Tong',
      'Ben Lee: Identity number — K123 → Y123',
      'Ben Lee: Residential address — not shown → not shown',
      'Ben Lee: Roles — Shareholder, Director → Shareholder',
      'Dora Ho: Shares — none → 1,500',
    ]);
  });

  it('shows no list of changes for an entry that changed no field', () => {
    renderWithProviders(<EntityHistoryPanel history={[{ ...amendment, kind: 'ARCHIVED', changes: [] }]} />);
    expect(screen.getByText('Archived')).toBeDefined();
    expect(screen.queryByRole('list', { name: 'What changed' })).toBeNull();
  });
});
