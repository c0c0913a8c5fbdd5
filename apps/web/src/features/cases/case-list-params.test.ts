import { describe, expect, it } from 'vitest';
import { hasFilters, nextSort, readFilters, toListParams, writeFilters } from './case-list-params';
import { caseRowPath } from './case-paths';

const ID = '22222222-2222-4222-8222-222222222222';

describe('case list filters in the address', () => {
  it('reads valid values and ignores the rest', () => {
    const filters = readFilters(
      new URLSearchParams(
        `staffInChargeUserIDs=${ID},none,${ID}&caseType=XX&step=AR_A_CS&status=OPEN&page=-2&sort=bad`,
      ),
    );
    expect(filters).toEqual({
      staffInChargeUserIDs: [ID, 'none'],
      caseType: '',
      step: 'AR_A_CS',
      status: 'OPEN',
      search: '',
      page: 1,
      after: '',
      before: '',
      sort: 'updatedDate',
      order: 'desc',
    });
    expect(hasFilters(filters)).toBe(true);
    expect(hasFilters(readFilters(new URLSearchParams('page=3&sort=step')))).toBe(false);
  });

  it('keeps the cursor of a page in the address until a filter or the order changes', () => {
    const cursor = 'WyJ1cGRhdGVkRGF0ZSJd';
    const paged = writeFilters(new URLSearchParams('search=tea'), { page: 2, after: cursor });
    expect(paged.toString()).toBe(`search=tea&page=2&after=${cursor}`);
    expect(readFilters(paged)).toMatchObject({ page: 2, after: cursor, before: '' });
    expect(toListParams(readFilters(paged), { staffFilter: true })).toMatchObject({ page: 2, after: cursor });
    // Back a page by the cursor the list gave for it; the first page needs none.
    expect(writeFilters(paged, { page: 1, before: cursor }).toString()).toBe('search=tea');
    expect(writeFilters(paged, { status: 'OPEN' }).toString()).toBe('search=tea&status=OPEN');
    expect(writeFilters(paged, { sort: 'step', order: 'asc' }).has('after')).toBe(false);
    // What is not a cursor is not sent.
    expect(readFilters(new URLSearchParams('page=2&after=%3Cscript%3E')).after).toBe('');
  });

  it('writes changes, leaves defaults out, keeps other parameters and starts again at page 1', () => {
    const current = new URLSearchParams('page=3&tab=x&search=tea');
    expect(writeFilters(current, { status: 'COMPLETED' }).toString()).toBe(
      'tab=x&search=tea&status=COMPLETED',
    );
    expect(writeFilters(current, { page: 4 }).get('page')).toBe('4');
    expect(writeFilters(current, { sort: 'updatedDate', order: 'desc' }).has('sort')).toBe(false);
    expect(writeFilters(current, { sort: 'step', order: 'asc' }).toString()).toBe(
      'tab=x&search=tea&sort=step&order=asc',
    );
    expect(writeFilters(current, { staffInChargeUserIDs: [ID, 'none'] }).get('staffInChargeUserIDs')).toBe(
      `${ID},none`,
    );
  });

  it('asks the server with the staff filter only for firm staff', () => {
    const filters = readFilters(new URLSearchParams(`staffInChargeUserIDs=${ID}&search=tea`));
    expect(toListParams(filters, { staffFilter: true }).staffInChargeUserIDs).toBe(ID);
    expect(toListParams(filters, { staffFilter: false })).toEqual({
      staffInChargeUserIDs: undefined,
      caseType: undefined,
      step: undefined,
      status: undefined,
      search: 'tea',
      sort: 'updatedDate',
      order: 'desc',
      page: 1,
    });
  });

  it('sorts names and steps A→Z and dates newest first, and flips the same column', () => {
    expect(nextSort({ sort: 'updatedDate', order: 'desc' }, 'companyName')).toEqual({
      sort: 'companyName',
      order: 'asc',
    });
    expect(nextSort({ sort: 'companyName', order: 'asc' }, 'companyName')).toEqual({
      sort: 'companyName',
      order: 'desc',
    });
    expect(nextSort({ sort: 'step', order: 'asc' }, 'updatedDate')).toEqual({
      sort: 'updatedDate',
      order: 'desc',
    });
  });
});

describe('where a case opens from the list', () => {
  const summary = { caseID: 'c/1', status: 'OPEN', pendingClientOnboard: false } as const;
  it('opens open cases at the ongoing view and closed ones at the complete view', () => {
    expect(caseRowPath(summary, { isFirmStaff: true })).toBe('/view-cases/ongoing/c%2F1');
    expect(caseRowPath({ ...summary, status: 'CANCELLED' }, { isFirmStaff: true })).toBe(
      '/view-cases/complete/c%2F1',
    );
  });
  it('opens a case waiting for its client at the invitation page, for the firm’s staff only', () => {
    const pending = { ...summary, pendingClientOnboard: true };
    expect(caseRowPath(pending, { isFirmStaff: true })).toBe('/view-cases/pending-client-onboard/c%2F1');
    expect(caseRowPath(pending, { isFirmStaff: false })).toBe('/view-cases/ongoing/c%2F1');
  });
});
