import { describe, expect, it } from 'vitest';
import {
  nextEntitySort,
  readEntityFilters,
  toEntityListParams,
  writeEntityFilters,
} from './entity-list-params';

describe('entity list state in the address', () => {
  it('reads search, page and order, ignoring what is not valid', () => {
    expect(
      readEntityFilters(new URLSearchParams('search= tea &page=3&sort=nextReturnDate&order=desc'), 'ACTIVE'),
    ).toEqual({
      search: 'tea',
      page: 3,
      after: '',
      before: '',
      sort: 'nextReturnDate',
      order: 'desc',
      due: null,
    });
    expect(readEntityFilters(new URLSearchParams('page=-2&sort=brn&order=up&due=SOON'), 'ACTIVE')).toEqual({
      search: '',
      page: 1,
      after: '',
      before: '',
      sort: 'companyName',
      order: 'asc',
      due: null,
    });
    expect(readEntityFilters(new URLSearchParams('due=OVERDUE'), 'ACTIVE').due).toBe('OVERDUE');
    // The archive has no deadlines to filter by.
    expect(readEntityFilters(new URLSearchParams('due=OVERDUE'), 'ARCHIVED').due).toBeNull();
    // The archive shows the most recently archived first.
    expect(readEntityFilters(new URLSearchParams(''), 'ARCHIVED')).toMatchObject({
      sort: 'archivedDate',
      order: 'desc',
    });
  });

  it('writes only what differs from the defaults and starts again at page 1 on a new search', () => {
    const paged = writeEntityFilters(new URLSearchParams('search=tea'), { page: 2 }, 'ACTIVE');
    expect(paged.toString()).toBe('search=tea&page=2');
    const searched = writeEntityFilters(paged, { search: 'boat' }, 'ACTIVE');
    expect(searched.toString()).toBe('search=boat');
    const sorted = writeEntityFilters(searched, { sort: 'nextReturnDate', order: 'asc' }, 'ACTIVE');
    expect(sorted.get('sort')).toBe('nextReturnDate');
    expect(writeEntityFilters(sorted, { sort: 'companyName', order: 'asc' }, 'ACTIVE').toString()).toBe(
      'search=boat',
    );
    const overdue = writeEntityFilters(new URLSearchParams('page=3'), { due: 'OVERDUE' }, 'ACTIVE');
    expect(overdue.toString()).toBe('due=OVERDUE');
    expect(writeEntityFilters(overdue, { due: null }, 'ACTIVE').toString()).toBe('');
  });

  it('keeps the cursor of a page in the address until the search, filter or order changes', () => {
    const cursor = 'WyJjb21wYW55TmFtZSJd';
    const paged = writeEntityFilters(new URLSearchParams('search=tea'), { page: 2, after: cursor }, 'ACTIVE');
    expect(paged.toString()).toBe(`search=tea&page=2&after=${cursor}`);
    expect(readEntityFilters(paged, 'ACTIVE')).toMatchObject({ page: 2, after: cursor, before: '' });
    expect(toEntityListParams(readEntityFilters(paged, 'ACTIVE'), 'ACTIVE')).toMatchObject({
      page: 2,
      after: cursor,
    });
    // Back to the first page needs no cursor; back a page goes by the one the list gave for it.
    expect(writeEntityFilters(paged, { page: 1, before: cursor }, 'ACTIVE').toString()).toBe('search=tea');
    expect(writeEntityFilters(paged, { page: 2, after: '', before: cursor }, 'ACTIVE').get('before')).toBe(
      cursor,
    );
    expect(writeEntityFilters(paged, { due: 'WEEK' }, 'ACTIVE').toString()).toBe('search=tea&due=WEEK');
    expect(writeEntityFilters(paged, { sort: 'nextDueDate', order: 'asc' }, 'ACTIVE').has('after')).toBe(
      false,
    );
    // What is not a cursor is not sent.
    expect(readEntityFilters(new URLSearchParams('page=2&after=%3Cscript%3E'), 'ACTIVE').after).toBe('');
  });

  it('asks the server for the list’s status and order', () => {
    expect(
      toEntityListParams(
        { search: '', page: 1, after: '', before: '', sort: 'companyName', order: 'asc', due: null },
        'ARCHIVED',
      ),
    ).toEqual({
      status: 'ARCHIVED',
      search: undefined,
      sort: 'companyName',
      order: 'asc',
      page: 1,
      after: undefined,
      before: undefined,
      due: undefined,
    });
    expect(
      toEntityListParams(
        { search: '', page: 1, after: '', before: '', sort: 'nextDueDate', order: 'asc', due: 'WEEK' },
        'ACTIVE',
      ),
    ).toMatchObject({ sort: 'nextDueDate', due: 'WEEK' });
    expect(nextEntitySort({ sort: 'companyName', order: 'asc' }, 'companyName')).toEqual({
      sort: 'companyName',
      order: 'desc',
    });
    expect(nextEntitySort({ sort: 'companyName', order: 'asc' }, 'nextReturnDate')).toEqual({
      sort: 'nextReturnDate',
      order: 'asc',
    });
  });
});
