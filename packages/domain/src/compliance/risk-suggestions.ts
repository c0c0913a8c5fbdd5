import type { TAddress } from '../case-form/address.js';
import type { THolder } from '../case-form/holder.js';
import { isIso3Country } from '../reference/countries.js';
import { ownershipDepth } from '../schemas/ownership.js';
import { dueDiligenceSubjects } from './due-diligence.js';
import {
  businessNatureLevel,
  jurisdictionLevel,
  type PEP_INVOLVEMENT,
  type TRiskFactors,
} from './risk-rating.js';

/**
 * The risk factors a case itself shows (issue 8, DD_CO_FORM): what the reviewer would otherwise count
 * by hand from the stakeholders' particulars. The rest (revenue band, source of funds, delivery
 * channel) only the firm knows; the reviewer chooses them. Every suggestion can be changed on screen.
 */
export type TRiskSuggestion = Pick<
  TRiskFactors,
  | 'pepInvolvement'
  | 'jurisdictions'
  | 'jurisdictionRisk'
  | 'businessNatureRisk'
  | 'ownershipLayers'
  | 'corporateShareholders'
> & {
  /** Names of the individuals who declared themselves politically exposed. */
  pepNames: string[];
};

const HONG_KONG = 'HKG';

function countryOf(address: TAddress | undefined): string | null {
  const code = address?.country?.trim().toUpperCase() ?? '';
  return isIso3Country(code) ? code : null;
}

/** The countries a holder is from, lives in or is incorporated in (ISO3, as given). */
export function holderCountries(h: THolder): string[] {
  const found =
    h.holderType === 'C'
      ? [h.jurisdiction?.trim().toUpperCase() ?? '', countryOf(h.regAddress)]
      : [h.idIssuer?.trim().toUpperCase() ?? '', countryOf(h.resAddress), countryOf(h.corrAddress)];
  return [...new Set(found.filter((c): c is string => !!c && isIso3Country(c)))];
}

/**
 * A PEP's exposure: one whose identity document Hong Kong issued is a Hong Kong (domestic) PEP; any
 * other is a non-Hong Kong (foreign) PEP, which the AMLO treats as high risk by itself.
 */
function pepLevel(h: THolder): (typeof PEP_INVOLVEMENT)[number] {
  if (h.holderType !== 'I' || h.isPep !== true) return 'NONE';
  return (h.idIssuer?.trim().toUpperCase() ?? '') === HONG_KONG ? 'DOMESTIC' : 'FOREIGN';
}

const PEP_RANK = { NONE: 0, DOMESTIC: 1, FOREIGN: 2 } as const;

/** The factors worked out from the case information: countries, business, ownership, PEPs. */
export function suggestRiskFactors(info: {
  businessNature?: string | undefined;
  stakeholders: readonly THolder[];
}): TRiskSuggestion {
  const subjects = dueDiligenceSubjects(info.stakeholders);
  const jurisdictions = [...new Set(subjects.flatMap((s) => holderCountries(s.holder)))].sort();
  let pepInvolvement: TRiskSuggestion['pepInvolvement'] = 'NONE';
  const pepNames: string[] = [];
  for (const s of subjects) {
    const level = pepLevel(s.holder);
    if (level === 'NONE') continue;
    pepNames.push(s.name);
    if (PEP_RANK[level] > PEP_RANK[pepInvolvement]) pepInvolvement = level;
  }
  // Corporate shareholders: the company's own corporate shareholders and every corporate owner above them.
  const corporateShareholders = subjects.filter(
    (s) =>
      s.holder.holderType === 'C' && s.placements.some((p) => p.parentID !== null || s.holder.isShareHolder),
  ).length;
  return {
    pepInvolvement,
    pepNames,
    jurisdictions,
    jurisdictionRisk: jurisdictionLevel(jurisdictions),
    businessNatureRisk: businessNatureLevel(info.businessNature),
    ownershipLayers: Math.max(1, ownershipDepth(info.stakeholders)),
    corporateShareholders,
  };
}
