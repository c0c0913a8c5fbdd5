import { describe, expect, it } from 'vitest';
import {
  hasHistoryFilters,
  NO_FILTERS,
  rangeIsBackwards,
  readHistoryFilters,
  toHistoryParams,
  writeHistoryFilters,
} from './history-params';

const CASE = 'c0000000-0000-4000-8000-000000000001';
const VERSION = 'b0000000-0000-4000-8000-000000000002';
const read = (query: string) => readHistoryFilters(new URLSearchParams(query));

describe('search history filters in the address', () => {
  it('reads every filter and ignores what is not a valid value', () => {
    expect(
      read(
        `person=Chan&caseID=${CASE}&caseRef=MVP-1&outcome=PENDING&from=2026-11-01&to=2026-11-30&listVersionID=${VERSION}&page=2&after=abc`,
      ),
    ).toEqual({
      person: 'Chan',
      caseID: CASE,
      caseRef: 'MVP-1',
      outcome: 'PENDING',
      from: '2026-11-01',
      to: '2026-11-30',
      listVersionID: VERSION,
      page: 2,
      after: 'abc',
      before: '',
    });
    expect(
      read('caseID=nope&caseRef=MVP-1&outcome=MAYBE&from=2026-02-30&listVersionID=1&page=-3&after=a%20b'),
    ).toEqual({ ...NO_FILTERS, page: 1, after: '', before: '' });
  });

  it('goes back to the first page on any change but the page, dropping the cursor', () => {
    const current = new URLSearchParams('person=Chan&page=3&after=xyz');
    expect(writeHistoryFilters(current, { outcome: 'ESCALATED' }).toString()).toBe(
      'person=Chan&outcome=ESCALATED',
    );
    expect(writeHistoryFilters(current, { page: 4, after: 'next' }).toString()).toBe(
      'person=Chan&page=4&after=next',
    );
    expect(writeHistoryFilters(current, { page: 1 }).toString()).toBe('person=Chan');
  });

  it('clears every filter at once and drops a case reference without its case', () => {
    const current = new URLSearchParams(`person=Chan&caseID=${CASE}&caseRef=MVP-1&outcome=CLEARED`);
    expect(writeHistoryFilters(current, NO_FILTERS).toString()).toBe('');
    expect(writeHistoryFilters(current, { caseID: '' }).toString()).toBe('person=Chan&outcome=CLEARED');
  });

  it('asks the API for the filters set, and knows a backwards range finds nothing', () => {
    const filters = read(`person=Chan&caseID=${CASE}&caseRef=MVP-1`);
    expect(toHistoryParams(filters)).toEqual({
      person: 'Chan',
      caseID: CASE,
      outcome: undefined,
      from: undefined,
      to: undefined,
      listVersionID: undefined,
      page: 1,
      after: undefined,
      before: undefined,
    });
    expect(hasHistoryFilters(filters)).toBe(true);
    expect(hasHistoryFilters(read('page=2'))).toBe(false);
    expect(rangeIsBackwards(read('from=2026-11-30&to=2026-11-01'))).toBe(true);
  });
});
