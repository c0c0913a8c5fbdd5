import { RULE_CONTEXT } from '../case-form/case-check.js';
import { holderRuleIssues } from '../case-form/case-rules.js';
import type { TFormIssue } from '../case-form/form-messages.js';
import type { THolder } from '../case-form/holder.js';
import type { TCaseInformation } from '../schemas/case-information.js';
import type { TParticulars } from './amendment-changes.js';
import {
  changesParticulars,
  editHolder,
  holderIDsOf,
  newHolder,
  topHolder,
  withParticulars,
} from './holder-edits.js';

/**
 * The people an amendment change names (apply-change.ts): someone already in the records or a
 * newcomer checked by the incorporation form's holder rules, put back into the records, and new
 * particulars judged field by field.
 */

export type TIssues = TFormIssue[];
export const text = (value: string | undefined) => (value ?? '').trim();

/** A person new to the company, checked by the incorporation form's holder rules. */
export function newcomerIssues(info: TCaseInformation, h: THolder, path: string, issues: TIssues): void {
  if (holderIDsOf(info.stakeholders).has(h.holderID))
    issues.push({ path: `${path}.holderID`, key: 'holderIDTaken' });
  issues.push(...holderRuleIssues(h, path, RULE_CONTEXT));
}

/** Which person a change names: one in the records, or a newcomer; exactly one of the two. */
export function personOf(
  info: TCaseInformation,
  existing: string | undefined,
  newcomer: THolder | undefined,
  paths: { existing: string; newcomer: string },
  issues: TIssues,
): { holder: THolder; isNew: boolean } | null {
  if (newcomer && !existing) {
    const before = issues.length;
    newcomerIssues(info, newcomer, paths.newcomer, issues);
    return issues.length === before ? { holder: newHolder(newcomer), isNew: true } : null;
  }
  if (!existing) {
    issues.push({ path: paths.existing, key: 'required' });
    return null;
  }
  const holder = topHolder(info, existing);
  if (!holder) issues.push({ path: paths.existing, key: 'unknownHolder' });
  return holder ? { holder, isNew: false } : null;
}

/** The records with this person's entry replaced (or added, for a newcomer). */
export function put(info: TCaseInformation, holder: THolder, isNew: boolean): TCaseInformation {
  return {
    ...info,
    stakeholders: isNew
      ? [...info.stakeholders, holder]
      : editHolder(info.stakeholders, holder.holderID, () => holder),
  };
}

export function particularsIssues(
  info: TCaseInformation,
  holder: THolder,
  particulars: TParticulars | undefined,
  path: string,
  issues: TIssues,
): THolder | null {
  if (!particulars || !changesParticulars(holder, particulars)) {
    issues.push({ path: `${path}.particulars`, key: 'noChange' });
    return null;
  }
  const updated = withParticulars(holder, particulars);
  const found = holderRuleIssues(updated, `${path}.particulars`, RULE_CONTEXT).filter(
    (i) => !i.path.includes('.ownerOfBodyCorporate') && !i.path.endsWith('.ordinaryShares'),
  );
  issues.push(...found);
  return found.length === 0 ? updated : null;
}

export function lives(h: THolder): string {
  return text(
    h.holderType === 'C' ? h.regAddress?.country : (h.resAddress?.country ?? h.corrAddress?.country),
  );
}
