import { describe, expect, it } from 'vitest';
import { ZHolder, type THolderInput } from '../case-form/holder.js';
import { lowersHighRating, riskRating } from './risk-rating.js';
import { holderCountries, suggestRiskFactors } from './risk-suggestions.js';

const holders = (list: THolderInput[]) => list.map((h) => ZHolder.parse(h));

describe('suggestRiskFactors', () => {
  it('works out a local individual-only company as plain', () => {
    const suggestion = suggestRiskFactors({
      businessNature: 'BN001',
      stakeholders: holders([
        {
          holderID: 'a',
          holderType: 'I',
          engFirstName: 'Alice',
          engLastName: 'Leung',
          idIssuer: 'HKG',
          resAddress: { country: 'HKG' },
          isPep: 'false',
          isShareHolder: true,
        },
      ]),
    });
    expect(suggestion).toEqual({
      pepInvolvement: 'NONE',
      pepNames: [],
      jurisdictions: ['HKG'],
      jurisdictionRisk: 'STANDARD',
      businessNatureRisk: 'STANDARD',
      ownershipLayers: 1,
      corporateShareholders: 0,
    });
  });

  it('counts layers, corporate shareholders, countries of owners at depth and the strongest PEP', () => {
    const suggestion = suggestRiskFactors({
      businessNature: 'BN030',
      stakeholders: holders([
        {
          holderID: 'd',
          holderType: 'I',
          engFirstName: 'Dan',
          engLastName: 'Ng',
          idIssuer: 'HKG',
          isPep: true,
          isDirector: true,
        },
        {
          holderID: 'bvi',
          holderType: 'C',
          compEngName: 'Island Holdings Ltd',
          jurisdiction: 'VGB',
          isShareHolder: true,
          ownerOfBodyCorporate: [
            {
              holderID: 'sg',
              holderType: 'C',
              compEngName: 'Lion Capital Pte Ltd',
              jurisdiction: 'SGP',
              compSharePercent: '100',
              ownerOfBodyCorporate: [
                {
                  holderID: 'i',
                  holderType: 'I',
                  engFirstName: 'Reza',
                  engLastName: 'K',
                  idIssuer: 'IRN',
                  isPep: 'true',
                  compSharePercent: '100',
                },
              ],
            },
          ],
        },
        // The company secretary: a corporate that holds no shares.
        {
          holderID: 'sec',
          holderType: 'C',
          compEngName: 'Harbour CS Ltd',
          jurisdiction: 'HKG',
          isComSec: true,
        },
      ]),
    });
    expect(suggestion).toMatchObject({
      pepInvolvement: 'FOREIGN',
      pepNames: ['Dan Ng', 'Reza K'],
      jurisdictions: ['HKG', 'IRN', 'SGP', 'VGB'],
      jurisdictionRisk: 'HIGH',
      businessNatureRisk: 'ELEVATED',
      ownershipLayers: 3,
      corporateShareholders: 2,
    });
  });

  it('ignores what is not a real ISO3 country', () => {
    expect(
      holderCountries(
        ZHolder.parse({
          holderID: 'x',
          holderType: 'I',
          idIssuer: 'Hong Kong',
          resAddress: { country: 'hkg' },
        }),
      ),
    ).toEqual(['HKG']);
  });

  it('feeds the rating: suggestions plus the firm’s own answers', () => {
    const suggestion = suggestRiskFactors({ stakeholders: [] });
    const { pepNames: _names, ...factors } = suggestion;
    expect(
      riskRating({
        ...factors,
        revenueBand: 'UNDER_500K',
        sourceOfFunds: 'VERIFIED',
        deliveryChannel: 'FACE_TO_FACE',
      }).rating,
    ).toBe('LOW');
  });
});

describe('lowersHighRating', () => {
  it('is true only for a HIGH rating corrected to a lower one', () => {
    expect(lowersHighRating('HIGH', 'MEDIUM')).toBe(true);
    expect(lowersHighRating('HIGH', 'HIGH')).toBe(false);
    expect(lowersHighRating('MEDIUM', 'LOW')).toBe(false);
    expect(lowersHighRating(null, 'LOW')).toBe(false);
  });
});
