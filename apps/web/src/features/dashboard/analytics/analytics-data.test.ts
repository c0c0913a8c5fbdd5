import { describe, expect, it } from 'vitest';
import { axisMax, monthTable, perMonth, toCsv } from './analytics-data';

describe('analytics data', () => {
  it('puts one value per month of the range, zero where nothing happened', () => {
    const rows = [
      { month: '2026-02', caseType: 'MVP', opened: 2 },
      { month: '2026-02', caseType: 'AR', opened: 1 },
      { month: '2026-04', caseType: 'MVP', opened: 5 },
    ];
    const months = ['2026-01', '2026-02', '2026-03', '2026-04'];
    expect(perMonth(months, rows, (r) => r.opened)).toEqual([0, 3, 0, 5]);
    expect(
      perMonth(
        months,
        rows,
        (r) => r.opened,
        (r) => r.caseType === 'MVP',
      ),
    ).toEqual([0, 2, 0, 5]);
  });

  it('writes a table as CSV with quoting where needed and a byte-order mark for Chinese text', () => {
    const table = monthTable(
      '月份',
      ['2026-01', '2026-02'],
      [
        { key: 'a', label: 'Opened, all "types"', values: [1, 2] },
        { key: 'b', label: '公司註冊', values: [0, 7] },
      ],
    );
    expect(toCsv(table)).toBe(
      '\uFEFF月份,"Opened, all ""types""",公司註冊\r\n2026-01,1,0\r\n2026-02,2,7\r\n',
    );
  });

  it('rounds the axis up to a readable top over the tallest stack or bar', () => {
    const series = [
      { key: 'a', label: 'a', values: [3, 9] },
      { key: 'b', label: 'b', values: [4, 2] },
    ];
    expect(axisMax(series, true)).toBe(12);
    expect(axisMax(series, false)).toBe(10);
    expect(axisMax([{ key: 'a', label: 'a', values: [0, 0] }], true)).toBe(4);
    // One case: whole gridlines 1, 2, 3, 4, not quarters.
    expect(axisMax([{ key: 'a', label: 'a', values: [1] }], true)).toBe(4);
    expect(axisMax([{ key: 'a', label: 'a', values: [1_234_500] }], false)).toBe(1_600_000);
  });
});
