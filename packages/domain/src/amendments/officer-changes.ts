import type { TRoleFlag } from '../case-form/holder.js';
import type { TCaseInformation } from '../schemas/case-information.js';
import type { TChangeOf } from './amendment-changes.js';
import { holdsRole, membersOf, topHolder, withoutRole, withRole } from './holder-edits.js';
import { lives, particularsIssues, personOf, put, type TIssues } from './change-people.js';

/**
 * Changes of a company's officers (apply-change.ts): a director's or a company secretary's /
 * designated representative's appointment, cessation or new particulars, by Cap. 622 (s.455 reserve
 * directors, s.474 a secretary in Hong Kong).
 */

/** Appointment, cessation or new particulars of a director or a company secretary / representative. */
export function officerChange(
  info: TCaseInformation,
  change: TChangeOf<'CHANGE_DIRECTOR'> | TChangeOf<'CHANGE_COMSEC_OR_DR'>,
  path: string,
  issues: TIssues,
): TCaseInformation {
  if (!change.action) issues.push({ path: `${path}.action`, key: 'required' });
  if (!change.role) issues.push({ path: `${path}.role`, key: 'required' });
  if (!change.action || !change.role) return info;
  const role: TRoleFlag = change.role;
  const person = personOf(
    info,
    change.holderID,
    change.action === 'APPOINT' ? change.appointee : undefined,
    { existing: `${path}.holderID`, newcomer: `${path}.appointee` },
    issues,
  );
  if (!person) return info;
  const { holder, isNew } = person;
  if (change.action === 'PARTICULARS') {
    if (!holdsRole(holder, role)) issues.push({ path: `${path}.holderID`, key: 'notInRole' });
    const updated = particularsIssues(info, holder, change.particulars, path, issues);
    return updated && issues.length === 0 ? put(info, updated, false) : info;
  }
  if (change.action === 'CEASE') {
    if (!holdsRole(holder, role)) {
      issues.push({ path: `${path}.holderID`, key: 'notInRole' });
      return info;
    }
    return put(info, withoutRole(holder, role), false);
  }
  if (!isNew && holdsRole(holder, role)) issues.push({ path: `${path}.holderID`, key: 'alreadyInRole' });
  if (change.type === 'CHANGE_DIRECTOR' && role === 'isAlternateDR') {
    const principal = topHolder(info, change.alternateTo);
    if (!principal || !holdsRole(principal, 'isDirector') || principal.holderID === holder.holderID)
      issues.push({ path: `${path}.alternateTo`, key: 'alternateNeedsDirector' });
  }
  if (role === 'isReserveDR') {
    const members = membersOf(info);
    const directors = info.stakeholders.filter((h) => !h.refID && holdsRole(h, 'isDirector'));
    const sole = members.length === 1 && directors.length === 1 && members[0] === directors[0];
    if (!sole || members[0]?.holderType !== 'I')
      issues.push({ path: `${path}.role`, key: 'reserveNeedsSoleMember' });
  }
  if (role === 'isComSec' && lives(holder) && lives(holder) !== 'HKG')
    issues.push({ path: `${path}.${isNew ? 'appointee' : 'holderID'}`, key: 'secretaryNotInHongKong' });
  return put(info, withRole(holder, role), isNew);
}
