import { describe, expect, it } from 'vitest';
import { ddView, riskRecord } from './test/compliance-fixtures';
import {
  allowedRatings,
  computedOf,
  finalRating,
  riskDraftFor,
  riskProblems,
  riskRequest,
  type TRiskDraft,
} from './risk-form';

const answered = (overrides: Partial<TRiskDraft> = {}): TRiskDraft => ({
  ...riskDraftFor(ddView()),
  revenueBand: 'UNDER_500K',
  sourceOfFunds: 'VERIFIED',
  deliveryChannel: 'FACE_TO_FACE',
  reasons: 'Known owners.',
  ...overrides,
});

describe('the risk form', () => {
  it('starts from the suggestions, leaving the firm’s own answers open', () => {
    const draft = riskDraftFor(ddView());
    expect(draft).toMatchObject({
      pepInvolvement: 'NONE',
      jurisdictions: ['HKG', 'VGB'],
      ownershipLayers: '2',
      corporateShareholders: '1',
      revenueBand: '',
      rating: '',
    });
    expect(computedOf(draft)).toBeNull();
    expect(riskProblems(draft)).toMatchObject({
      revenueBand: 'required',
      sourceOfFunds: 'required',
      deliveryChannel: 'required',
      reasons: 'required',
    });
    expect(riskRequest('c1', draft)).toBeNull();
  });

  it('continues from the current assessment', () => {
    expect(riskDraftFor(ddView({ riskAssessment: riskRecord() }))).toMatchObject({
      revenueBand: 'UNDER_500K',
      rating: 'LOW',
      reasons: 'Local director; a BVI holding company with known owners.',
    });
  });

  it('works the rating out live and only lets it be raised', () => {
    const draft = answered({ deliveryChannel: 'NON_FACE_TO_FACE' });
    expect(computedOf(draft)).toMatchObject({ rating: 'MEDIUM', score: 2 });
    expect(allowedRatings(draft)).toEqual(['MEDIUM', 'HIGH']);
    expect(finalRating(draft)).toBe('MEDIUM');
    expect(riskProblems({ ...draft, rating: 'LOW' })).toEqual({ rating: 'belowComputed' });
    expect(finalRating({ ...draft, rating: 'HIGH' })).toBe('HIGH');
    expect(computedOf(answered({ pepInvolvement: 'FOREIGN' }))?.rating).toBe('HIGH');
  });

  it('refuses a layer count that is not a whole number from 1', () => {
    expect(riskProblems(answered({ ownershipLayers: '0' })).ownershipLayers).toBe('invalid');
    expect(riskProblems(answered({ corporateShareholders: '' })).corporateShareholders).toBe('required');
  });

  it('sends the factors as numbers with the final rating', () => {
    expect(riskRequest('c1', answered())).toEqual({
      complianceType: 'RISK_ASSESSMENT',
      caseID: 'c1',
      factors: {
        pepInvolvement: 'NONE',
        jurisdictions: ['HKG', 'VGB'],
        jurisdictionRisk: 'STANDARD',
        businessNatureRisk: 'STANDARD',
        ownershipLayers: 2,
        corporateShareholders: 1,
        revenueBand: 'UNDER_500K',
        sourceOfFunds: 'VERIFIED',
        deliveryChannel: 'FACE_TO_FACE',
      },
      rating: 'LOW',
      reasons: 'Known owners.',
      remarks: '',
      recordDocs: [],
    });
  });
});
