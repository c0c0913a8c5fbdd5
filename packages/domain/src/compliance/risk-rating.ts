import type { REVENUE_BANDS } from '../constants.js';

/**
 * Risk assessment of a client (issue 8, DESIGN §4 MVP_D_D_CO): the factors a TCSP licensee weighs under
 * the AMLO's risk-based approach: customer (PEP involvement, ownership layers, corporate shareholders,
 * source of funds), country, product and service (business nature, expected revenue), and delivery
 * channel. The rating is worked out from them; the officer can raise it, never lower it, and always
 * says why.
 */
export const RISK_RATINGS = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type TRiskRating = (typeof RISK_RATINGS)[number];

export const PEP_INVOLVEMENT = ['NONE', 'DOMESTIC', 'FOREIGN'] as const;
export const LEVELS = ['STANDARD', 'ELEVATED', 'HIGH'] as const;
export type TLevel = (typeof LEVELS)[number];
export const SOURCE_OF_FUNDS = ['VERIFIED', 'DECLARED', 'UNKNOWN'] as const;
export const DELIVERY_CHANNELS = ['FACE_TO_FACE', 'NON_FACE_TO_FACE', 'INTERMEDIARY'] as const;

export interface TRiskFactors {
  /** A politically exposed person among the stakeholders: a foreign PEP is high risk by itself. */
  pepInvolvement: (typeof PEP_INVOLVEMENT)[number];
  /** Countries the stakeholders are from or incorporated in (ISO 3166 alpha-3). */
  jurisdictions: string[];
  /** The officer's view of those countries (suggested by `jurisdictionLevel`). */
  jurisdictionRisk: TLevel;
  /** The business nature's exposure (suggested by `businessNatureLevel`). */
  businessNatureRisk: TLevel;
  /** Layers of companies between the company and the people who own it in the end. */
  ownershipLayers: number;
  corporateShareholders: number;
  revenueBand: (typeof REVENUE_BANDS)[number];
  sourceOfFunds: (typeof SOURCE_OF_FUNDS)[number];
  deliveryChannel: (typeof DELIVERY_CHANNELS)[number];
}

/**
 * FATF "high-risk jurisdictions subject to a call for action" (the black list, unchanged since
 * 2020 apart from Myanmar's addition in 2022). Others call for judgement and are the officer's to mark.
 */
export const CALL_FOR_ACTION_JURISDICTIONS = ['PRK', 'IRN', 'MMR'] as const;

/** Business natures with cash, value transfer or regulated-finance exposure (codes of business-natures.ts). */
export const ELEVATED_BUSINESS_NATURES = ['BN009', 'BN027', 'BN028', 'BN029', 'BN030'] as const;

export const jurisdictionLevel = (countries: readonly string[]): TLevel =>
  countries.some((c) => (CALL_FOR_ACTION_JURISDICTIONS as readonly string[]).includes(c))
    ? 'HIGH'
    : 'STANDARD';

export const businessNatureLevel = (code: string | undefined): TLevel =>
  code && (ELEVATED_BUSINESS_NATURES as readonly string[]).includes(code) ? 'ELEVATED' : 'STANDARD';

/** Why the rating is what it is: each factor that counted, with its weight or as decisive. */
export interface TRiskContribution {
  factor: keyof TRiskFactors;
  points: number;
  decisive: boolean;
}

const LEVEL_POINTS: Record<TLevel, number> = { STANDARD: 0, ELEVATED: 2, HIGH: 0 };

/**
 * The rating from the factors: any decisive factor (a foreign PEP, a HIGH country or business) makes
 * it HIGH; otherwise points add up: 5 or more HIGH, 2 or more MEDIUM, else LOW.
 */
export function riskRating(f: TRiskFactors): {
  rating: TRiskRating;
  score: number;
  contributions: TRiskContribution[];
} {
  const contributions: TRiskContribution[] = [];
  const add = (factor: keyof TRiskFactors, points: number, decisive = false) => {
    if (points > 0 || decisive) contributions.push({ factor, points, decisive });
  };
  add('pepInvolvement', f.pepInvolvement === 'DOMESTIC' ? 2 : 0, f.pepInvolvement === 'FOREIGN');
  add('jurisdictionRisk', LEVEL_POINTS[f.jurisdictionRisk], f.jurisdictionRisk === 'HIGH');
  add('businessNatureRisk', LEVEL_POINTS[f.businessNatureRisk], f.businessNatureRisk === 'HIGH');
  add('ownershipLayers', f.ownershipLayers >= 4 ? 2 : f.ownershipLayers >= 3 ? 1 : 0);
  add('corporateShareholders', f.corporateShareholders > 0 ? 1 : 0);
  add('revenueBand', f.revenueBand === '1M_3M' || f.revenueBand === 'OVER_3M' ? 1 : 0);
  add('sourceOfFunds', f.sourceOfFunds === 'UNKNOWN' ? 2 : f.sourceOfFunds === 'DECLARED' ? 1 : 0);
  add('deliveryChannel', f.deliveryChannel === 'FACE_TO_FACE' ? 0 : 1);
  const score = contributions.reduce((n, c) => n + c.points, 0);
  const rating: TRiskRating = contributions.some((c) => c.decisive)
    ? 'HIGH'
    : score >= 5
      ? 'HIGH'
      : score >= 2
        ? 'MEDIUM'
        : 'LOW';
  return { rating, score, contributions };
}

/** The officer may raise the worked-out rating, never lower it. */
export const ratingRank = (r: TRiskRating): number => RISK_RATINGS.indexOf(r);

/**
 * A correction of a risk assessment may lower a HIGH rating only when a SYSTEM_ADMIN makes it: a high
 * rating is theirs to approve, so a COM_SEC cannot clear one by writing a lower version.
 */
export function lowersHighRating(previous: TRiskRating | null, next: TRiskRating): boolean {
  return previous === 'HIGH' && next !== 'HIGH';
}
