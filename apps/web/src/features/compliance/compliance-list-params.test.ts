import { describe, expect, it } from 'vitest';
import {
  hasComplianceFilters,
  rangeIsBackwards,
  readComplianceFilters,
  toComplianceParams,
  writeComplianceFilters,
} from './compliance-list-params';

describe('compliance list filters in the address', () => {
  it('reads valid values and ignores the rest', () => {
    const filters = readComplianceFilters(
      new URLSearchParams('type=AUDIT&company=%20Harbour%20&from=2026-02-30&to=2026-11-30&page=-2&q=Lee'),
    );
    expect(filters).toEqual({
      type: '',
      company: 'Harbour',
      from: '',
      to: '2026-11-30',
      q: 'Lee',
      page: 1,
      after: '',
      before: '',
    });
    expect(readComplianceFilters(new URLSearchParams('type=RISK_ASSESSMENT&page=3'))).toMatchObject({
      type: 'RISK_ASSESSMENT',
      page: 3,
    });
  });

  it('writes changes back, starting again at page 1 unless the page changed', () => {
    const start = new URLSearchParams('type=DUE_DILIGENCE&page=4&other=kept');
    expect(writeComplianceFilters(start, { company: 'Tea' }).toString()).toBe(
      'type=DUE_DILIGENCE&other=kept&company=Tea',
    );
    expect(writeComplianceFilters(start, { page: 5 }).get('page')).toBe('5');
    expect(writeComplianceFilters(start, { type: '' }).has('type')).toBe(false);
  });

  it('says when a range ends before it starts, and what the request is', () => {
    expect(rangeIsBackwards({ from: '2026-11-30', to: '2026-11-01' })).toBe(true);
    expect(rangeIsBackwards({ from: '2026-11-01', to: '' })).toBe(false);
    const filters = readComplianceFilters(new URLSearchParams('q=Lee'));
    expect(hasComplianceFilters(filters)).toBe(true);
    expect(toComplianceParams(filters)).toEqual({
      type: undefined,
      company: undefined,
      from: undefined,
      to: undefined,
      q: 'Lee',
      page: 1,
      after: undefined,
      before: undefined,
    });
  });

  it('keeps the cursor of a page in the address until a filter changes', () => {
    const cursor = 'WyJjcmVhdGVkRGF0ZSJd';
    const paged = writeComplianceFilters(new URLSearchParams('q=Lee'), { page: 2, after: cursor });
    expect(paged.toString()).toBe(`q=Lee&page=2&after=${cursor}`);
    expect(toComplianceParams(readComplianceFilters(paged))).toMatchObject({ page: 2, after: cursor });
    expect(writeComplianceFilters(paged, { page: 1, before: cursor }).toString()).toBe('q=Lee');
    expect(writeComplianceFilters(paged, { page: 3, after: 'b3', before: '' }).get('after')).toBe('b3');
    expect(writeComplianceFilters(paged, { type: 'DUE_DILIGENCE' }).toString()).toBe(
      'q=Lee&type=DUE_DILIGENCE',
    );
    // What is not a cursor is not sent.
    expect(readComplianceFilters(new URLSearchParams('page=2&before=%3Cb%3E')).before).toBe('');
  });
});
