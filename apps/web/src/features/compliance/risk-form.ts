import {
  DELIVERY_CHANNELS,
  LEVELS,
  PEP_INVOLVEMENT,
  ratingRank,
  REVENUE_BANDS,
  RISK_RATINGS,
  riskRating,
  SOURCE_OF_FUNDS,
  type TComplianceCreateRequest,
  type TDueDiligenceView,
  type TRiskFactors,
  type TRiskRating,
} from '@portal/domain';

/**
 * The risk assessment form (issue 8, DD_CO_FORM): the factors, prefilled from the current assessment
 * or from what the case shows; the rating worked out live with the domain's riskRating (the same
 * function the server applies), which the reviewer may raise with reasons but never lower.
 */

type TChoice<T> = T | '';

export interface TRiskDraft {
  pepInvolvement: TChoice<(typeof PEP_INVOLVEMENT)[number]>;
  jurisdictions: string[];
  jurisdictionRisk: TChoice<(typeof LEVELS)[number]>;
  businessNatureRisk: TChoice<(typeof LEVELS)[number]>;
  ownershipLayers: string;
  corporateShareholders: string;
  revenueBand: TChoice<(typeof REVENUE_BANDS)[number]>;
  sourceOfFunds: TChoice<(typeof SOURCE_OF_FUNDS)[number]>;
  deliveryChannel: TChoice<(typeof DELIVERY_CHANNELS)[number]>;
  /** The final rating; '' follows the worked-out one. */
  rating: TChoice<TRiskRating>;
  reasons: string;
}

export type TRiskField = keyof TRiskDraft;
export type TRiskProblem = 'required' | 'invalid' | 'belowComputed' | 'tooLong';

export const RISK_OPTIONS = {
  pepInvolvement: PEP_INVOLVEMENT,
  jurisdictionRisk: LEVELS,
  businessNatureRisk: LEVELS,
  revenueBand: REVENUE_BANDS,
  sourceOfFunds: SOURCE_OF_FUNDS,
  deliveryChannel: DELIVERY_CHANNELS,
} as const;
export type TRiskSelect = keyof typeof RISK_OPTIONS;

export const REASONS_MAX = 2000;

/** The form: the current assessment, else the case's suggestions with the firm's own answers open. */
export function riskDraftFor(
  view: Pick<TDueDiligenceView, 'riskAssessment' | 'suggestedFactors'>,
): TRiskDraft {
  const current = view.riskAssessment?.riskAssessment;
  if (current) {
    const f = current.factors;
    return {
      ...f,
      jurisdictions: [...f.jurisdictions],
      ownershipLayers: String(f.ownershipLayers),
      corporateShareholders: String(f.corporateShareholders),
      rating: current.rating,
      reasons: current.reasons,
    };
  }
  const s = view.suggestedFactors;
  return {
    pepInvolvement: s.pepInvolvement,
    jurisdictions: [...s.jurisdictions],
    jurisdictionRisk: s.jurisdictionRisk,
    businessNatureRisk: s.businessNatureRisk,
    ownershipLayers: String(s.ownershipLayers),
    corporateShareholders: String(s.corporateShareholders),
    revenueBand: '',
    sourceOfFunds: '',
    deliveryChannel: '',
    rating: '',
    reasons: '',
  };
}

function wholeNumber(value: string, min: number, max: number): number | null {
  if (!/^\d{1,6}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n >= min && n <= max ? n : null;
}

/** The factors once every one is chosen and valid; null while any is missing. */
export function factorsOf(d: TRiskDraft): TRiskFactors | null {
  const layers = wholeNumber(d.ownershipLayers, 1, 50);
  const corporates = wholeNumber(d.corporateShareholders, 0, 10_000);
  if (
    !d.pepInvolvement ||
    !d.jurisdictionRisk ||
    !d.businessNatureRisk ||
    !d.revenueBand ||
    !d.sourceOfFunds ||
    !d.deliveryChannel ||
    layers === null ||
    corporates === null
  )
    return null;
  return {
    pepInvolvement: d.pepInvolvement,
    jurisdictions: d.jurisdictions,
    jurisdictionRisk: d.jurisdictionRisk,
    businessNatureRisk: d.businessNatureRisk,
    ownershipLayers: layers,
    corporateShareholders: corporates,
    revenueBand: d.revenueBand,
    sourceOfFunds: d.sourceOfFunds,
    deliveryChannel: d.deliveryChannel,
  };
}

/** The worked-out rating, live; null until every factor is chosen. */
export function computedOf(d: TRiskDraft): ReturnType<typeof riskRating> | null {
  const factors = factorsOf(d);
  return factors ? riskRating(factors) : null;
}

/** The rating that will be recorded: the chosen one, else the worked-out one. */
export function finalRating(d: TRiskDraft): TRiskRating | null {
  return d.rating || computedOf(d)?.rating || null;
}

/** The ratings the reviewer may choose: the worked-out one and higher. */
export function allowedRatings(d: TRiskDraft): readonly TRiskRating[] {
  const computed = computedOf(d);
  return computed ? RISK_RATINGS.filter((r) => ratingRank(r) >= ratingRank(computed.rating)) : RISK_RATINGS;
}

/** What stops the assessment from being saved, by field. */
export function riskProblems(d: TRiskDraft): Partial<Record<TRiskField, TRiskProblem>> {
  const problems: Partial<Record<TRiskField, TRiskProblem>> = {};
  for (const field of Object.keys(RISK_OPTIONS) as TRiskSelect[]) if (!d[field]) problems[field] = 'required';
  if (wholeNumber(d.ownershipLayers, 1, 50) === null)
    problems.ownershipLayers = d.ownershipLayers.trim() ? 'invalid' : 'required';
  if (wholeNumber(d.corporateShareholders, 0, 10_000) === null)
    problems.corporateShareholders = d.corporateShareholders.trim() ? 'invalid' : 'required';
  const computed = computedOf(d);
  if (computed && d.rating && ratingRank(d.rating) < ratingRank(computed.rating))
    problems.rating = 'belowComputed';
  if (!d.reasons.trim()) problems.reasons = 'required';
  else if (d.reasons.trim().length > REASONS_MAX) problems.reasons = 'tooLong';
  return problems;
}

/** POST /api/compliance for the draft; null while it has problems. */
export function riskRequest(caseID: string, d: TRiskDraft): TComplianceCreateRequest | null {
  const factors = factorsOf(d);
  const rating = finalRating(d);
  if (!factors || !rating || Object.keys(riskProblems(d)).length > 0) return null;
  return {
    complianceType: 'RISK_ASSESSMENT',
    caseID,
    factors,
    rating,
    reasons: d.reasons.trim(),
    remarks: '',
    recordDocs: [],
  };
}

/** The draft says what the current assessment says (nothing to save before deciding). */
export function matchesRecorded(d: TRiskDraft, view: Pick<TDueDiligenceView, 'riskAssessment'>): boolean {
  const current = view.riskAssessment?.riskAssessment;
  const factors = factorsOf(d);
  if (!current || !factors) return false;
  const sameFactors = (Object.keys(factors) as (keyof TRiskFactors)[]).every((key) =>
    key === 'jurisdictions'
      ? [...factors.jurisdictions].sort().join() === [...current.factors.jurisdictions].sort().join()
      : factors[key] === current.factors[key],
  );
  return sameFactors && finalRating(d) === current.rating && d.reasons.trim() === current.reasons;
}
