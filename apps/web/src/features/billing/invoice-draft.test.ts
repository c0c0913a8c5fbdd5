import { describe, expect, it } from 'vitest';
import { blankLine, draftTotals, issueRequestOf, lineProblems, linesFromDraft } from './invoice-draft';

const suggested = {
  suggestedLines: [
    {
      kind: 'GOVERNMENT_FEE' as const,
      code: 'CR_NNC1_ELECTRONIC',
      description: 'NNC1',
      amountCents: 154_500,
    },
    {
      kind: 'SERVICE_FEE' as const,
      code: 'SERVICE_FEE',
      description: 'Professional fee',
      amountCents: 380_000,
    },
  ],
};

describe('invoice draft', () => {
  it('starts from the suggestions with amounts as editable text', () => {
    const lines = linesFromDraft(suggested);
    expect(lines.map((l) => [l.kind, l.code, l.amount])).toEqual([
      ['GOVERNMENT_FEE', 'CR_NNC1_ELECTRONIC', '1545.00'],
      ['SERVICE_FEE', 'SERVICE_FEE', '3800.00'],
    ]);
    expect(new Set(lines.map((l) => l.key)).size).toBe(2);
  });

  it('names what is wrong with a line', () => {
    expect(lineProblems({ ...blankLine(), description: '', amount: '' })).toEqual({
      description: 'required',
      amount: 'required',
    });
    expect(lineProblems({ ...blankLine(), description: 'x', amount: '12.345' })).toEqual({
      amount: 'invalid',
    });
    expect(lineProblems({ ...blankLine(), description: 'x', amount: '0.00' })).toEqual({ amount: 'zero' });
    expect(lineProblems({ ...blankLine(), description: 'x', amount: '10000000.01' })).toEqual({
      amount: 'tooLarge',
    });
    expect(lineProblems({ ...blankLine(), description: 'x'.repeat(201), amount: '1' })).toEqual({
      description: 'tooLong',
    });
    expect(lineProblems({ ...blankLine(), description: 'Courier', amount: '1,200.5' })).toEqual({});
  });

  it('totals in cents, counting only valid amounts, and sends cents — never a float', () => {
    const lines = [
      ...linesFromDraft(suggested),
      { ...blankLine(), description: 'Courier', amount: '0.10' },
      { ...blankLine(), description: 'Copies', amount: '0.20' },
    ];
    expect(draftTotals(lines)).toEqual({
      GOVERNMENT_FEE: 154_500,
      SERVICE_FEE: 380_000,
      DISBURSEMENT: 30,
      total: 534_530,
    });
    const request = issueRequestOf(lines, '  Thank you.  ');
    expect(request?.lines.map((l) => l.amountCents)).toEqual([154_500, 380_000, 10, 20]);
    expect(request?.notes).toBe('Thank you.');
    expect(request?.lines.every((l) => Number.isInteger(l.amountCents))).toBe(true);
    expect(issueRequestOf([...lines, { ...blankLine(), description: 'Bad', amount: 'abc' }], '')).toBeNull();
    expect(issueRequestOf([], '')).toBeNull();
    expect(draftTotals([{ ...blankLine(), description: 'Bad', amount: 'abc' }]).total).toBe(0);
  });
});
