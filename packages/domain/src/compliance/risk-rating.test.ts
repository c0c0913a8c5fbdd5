import { describe, expect, it } from 'vitest';
import { businessNatureLevel, jurisdictionLevel, riskRating, type TRiskFactors } from './risk-rating.js';

const plain: TRiskFactors = {
  pepInvolvement: 'NONE',
  jurisdictions: ['HKG'],
  jurisdictionRisk: 'STANDARD',
  businessNatureRisk: 'STANDARD',
  ownershipLayers: 1,
  corporateShareholders: 0,
  revenueBand: 'UNDER_500K',
  sourceOfFunds: 'VERIFIED',
  deliveryChannel: 'FACE_TO_FACE',
};

describe('riskRating', () => {
  it('rates a local, simple, face-to-face client LOW with nothing counted', () => {
    expect(riskRating(plain)).toEqual({ rating: 'LOW', score: 0, contributions: [] });
  });

  it('adds up ordinary factors: two points MEDIUM, five HIGH', () => {
    const medium = riskRating({ ...plain, corporateShareholders: 1, deliveryChannel: 'NON_FACE_TO_FACE' });
    expect(medium).toMatchObject({ rating: 'MEDIUM', score: 2 });
    expect(medium.contributions.map((c) => c.factor)).toEqual(['corporateShareholders', 'deliveryChannel']);
    const high = riskRating({
      ...plain,
      ownershipLayers: 4,
      corporateShareholders: 2,
      sourceOfFunds: 'UNKNOWN',
    });
    expect(high).toMatchObject({ rating: 'HIGH', score: 5 });
    expect(riskRating({ ...plain, sourceOfFunds: 'DECLARED' })).toMatchObject({ rating: 'LOW', score: 1 });
  });

  it('makes a foreign PEP or a high-risk country or business HIGH by itself', () => {
    expect(riskRating({ ...plain, pepInvolvement: 'FOREIGN' }).rating).toBe('HIGH');
    expect(riskRating({ ...plain, pepInvolvement: 'DOMESTIC' })).toMatchObject({
      rating: 'MEDIUM',
      score: 2,
    });
    expect(riskRating({ ...plain, jurisdictionRisk: 'HIGH' }).contributions).toEqual([
      { factor: 'jurisdictionRisk', points: 0, decisive: true },
    ]);
    expect(riskRating({ ...plain, businessNatureRisk: 'HIGH' }).rating).toBe('HIGH');
  });

  it('suggests the country and business levels', () => {
    expect(jurisdictionLevel(['HKG', 'IRN'])).toBe('HIGH');
    expect(jurisdictionLevel(['HKG', 'CHN', 'VGB'])).toBe('STANDARD');
    expect(businessNatureLevel('BN030')).toBe('ELEVATED');
    expect(businessNatureLevel('BN001')).toBe('STANDARD');
    expect(businessNatureLevel(undefined)).toBe('STANDARD');
  });
});
