import { resolveOwnership } from '../ownership/resolve-ownership.js';
import type { TOwnershipHolder, TOwnershipInput, TOwnershipResult } from '../ownership/ownership.types.js';
import { businessNatureByCode } from '../reference/business-natures.js';
import { isIso3Country } from '../reference/countries.js';
import type { TCaseInformation } from '../schemas/case-information.js';
import { caseInformationIssues, isValidPercent, type TRuleContext } from './case-rules.js';
import type { TFormIssue } from './form-messages.js';
import { holderName, type THolder } from './holder.js';

/**
 * The case information checked as a whole, the same way in the browser and on the server: the form's
 * rules with the real country and business-nature lists, plus what the ownership resolution finds
 * (owners not totalling 100 %, loops, unknown references).
 */

function toOwner(h: THolder, top: boolean): TOwnershipHolder {
  return {
    holderID: h.holderID,
    holderType: h.holderType,
    name: holderName(h) || h.holderID,
    refID: h.refID ?? null,
    // A company's records keep former directors with the role marked resigned.
    isDirector: h.isDirector && !(h.resignedCapacities ?? []).includes('isDirector'),
    ...(top ? { ordinaryShares: h.isShareHolder ? h.ordinaryShares : 0 } : {}),
    ...(!top && isValidPercent(h.compSharePercent) ? { compSharePercent: h.compSharePercent } : {}),
    ...(!top && !isValidPercent(h.compSharePercent) ? { compSharePercent: 0 } : {}),
    ...(h.holderType === 'C'
      ? { ownerOfBodyCorporate: (h.ownerOfBodyCorporate ?? []).map((o) => toOwner(o, false)) }
      : {}),
  };
}

/** The form's holders as the ownership resolution's input. */
export function ownershipInputOf(info: TCaseInformation): TOwnershipInput | null {
  if (!info.totalNumOfOrdShare) return null;
  return {
    totalNumOfOrdShare: info.totalNumOfOrdShare,
    holders: info.stakeholders.map((h) => toOwner(h, true)),
  };
}

/** Who ultimately owns and controls the company, or null until the total number of shares is known. */
export function ownershipOf(info: TCaseInformation): TOwnershipResult | null {
  const input = ownershipInputOf(info);
  return input ? resolveOwnership(input) : null;
}

export const RULE_CONTEXT: Omit<TRuleContext, 'ownership'> = {
  isCountry: (code) => isIso3Country(code),
  isBusinessNature: (code) => businessNatureByCode(code) !== undefined,
};

/** What the ownership resolution finds wrong in the holders, as rule keys by holderID. */
export function ownershipRuleProblems(info: TCaseInformation): NonNullable<TRuleContext['ownership']> {
  const problems: NonNullable<TRuleContext['ownership']> = [];
  for (const p of ownershipOf(info)?.problems ?? []) {
    if (p.kind === 'OWNERS_NOT_100') problems.push({ holderID: p.holderID, key: 'ownersNot100' });
    if (p.kind === 'CYCLE' && p.holderIDs[0])
      problems.push({ holderID: p.holderIDs[0], key: 'ownershipCycle' });
    if (p.kind === 'UNKNOWN_REF') problems.push({ holderID: p.holderID, key: 'unknownHolderRef' });
  }
  return problems;
}

/** Every problem of the case information, with the ownership resolution's. */
export function checkCaseInformation(info: TCaseInformation): TFormIssue[] {
  return caseInformationIssues(info, { ...RULE_CONTEXT, ownership: ownershipRuleProblems(info) });
}

/** The paths of every problem (what the workflow's case-information check needs). */
export function caseInformationProblems(info: TCaseInformation): string[] {
  return [...new Set(checkCaseInformation(info).map((i) => i.path))];
}
