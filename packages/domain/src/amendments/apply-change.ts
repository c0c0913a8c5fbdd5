import { addressIssues } from '../case-form/address.js';
import { ownershipOf, RULE_CONTEXT } from '../case-form/case-check.js';
import { caseInformationIssues, holderRuleIssues } from '../case-form/case-rules.js';
import type { TFormIssue } from '../case-form/form-messages.js';
import type { THolder, TRoleFlag } from '../case-form/holder.js';
import { isCalendarDate } from '../dates.js';
import type { TCaseInformation } from '../schemas/case-information.js';
import type { TAmendmentChange, TChangeOf, TParticulars } from './amendment-changes.js';
import {
  anyHolder,
  changesParticulars,
  editHolder,
  holderIDsOf,
  holdsRole,
  membersOf,
  newHolder,
  topHolder,
  withoutRole,
  withParticulars,
  withRole,
  withShares,
} from './holder-edits.js';

/**
 * One change made to a company's records, judged against the records as they stand on its effective
 * date (Cap. 622 as DESIGN §6 cites it). Pure: the same function checks a draft in the browser,
 * refuses a bad one on the server and replays the history for the registers. A change with problems
 * leaves the records as they were and says why, each problem at the path of its field.
 */

export interface TApplyContext {
  /** The company's incorporation date: nothing takes effect before it. */
  incorporationDate: string | null;
  /** Hong Kong's date today: a change is recorded once it has taken effect. */
  today: string;
  /** Where the change sits in the draft ('changes.2'): problems are named from here. */
  path: string;
}

export interface TApplied {
  info: TCaseInformation;
  issues: TFormIssue[];
}

type TIssues = TFormIssue[];
const text = (value: string | undefined) => (value ?? '').trim();

function dateIssues(change: TAmendmentChange, ctx: TApplyContext, issues: TIssues): void {
  const at = `${ctx.path}.effectiveDate`;
  const date = change.effectiveDate;
  if (!date) issues.push({ path: at, key: 'required' });
  else if (!isCalendarDate(date)) issues.push({ path: at, key: 'dateInvalid' });
  else if (ctx.incorporationDate && date < ctx.incorporationDate)
    issues.push({ path: at, key: 'beforeIncorporation' });
  else if (date > ctx.today) issues.push({ path: at, key: 'dateInFuture' });
}

/** A person new to the company, checked by the incorporation form's holder rules. */
function newcomerIssues(info: TCaseInformation, h: THolder, path: string, issues: TIssues): void {
  if (holderIDsOf(info.stakeholders).has(h.holderID))
    issues.push({ path: `${path}.holderID`, key: 'holderIDTaken' });
  issues.push(...holderRuleIssues(h, path, RULE_CONTEXT));
}

/** Which person a change names: one in the records, or a newcomer; exactly one of the two. */
function personOf(
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
function put(info: TCaseInformation, holder: THolder, isNew: boolean): TCaseInformation {
  return {
    ...info,
    stakeholders: isNew
      ? [...info.stakeholders, holder]
      : editHolder(info.stakeholders, holder.holderID, () => holder),
  };
}

function particularsIssues(
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

function lives(h: THolder): string {
  return text(
    h.holderType === 'C' ? h.regAddress?.country : (h.resAddress?.country ?? h.corrAddress?.country),
  );
}

/** Appointment, cessation or new particulars of a director or a company secretary / representative. */
function officerChange(
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

function officeChange(
  info: TCaseInformation,
  change: TChangeOf<'CHANGE_REGISTERED_ADDRESS'>,
  path: string,
  issues: TIssues,
) {
  if (!change.address) {
    issues.push({ path: `${path}.address`, key: 'required' });
    return info;
  }
  const found = addressIssues(change.address, `${path}.address`, { ...RULE_CONTEXT, hongKongOnly: true });
  issues.push(...found);
  const { supDoc: _a, ...next } = change.address;
  const { supDoc: _b, ...current } = info.regOfficeAddress ?? {};
  if (found.length === 0 && JSON.stringify(next) === JSON.stringify(current))
    issues.push({ path: `${path}.address`, key: 'noChange' });
  return { ...info, regOfficeAddress: change.address };
}

function classIssues(
  info: TCaseInformation,
  className: string | undefined,
  path: string,
  issues: TIssues,
): void {
  const classes = info.shareClasses ?? [];
  if (classes.length > 0 && !classes.some((c) => text(c.className) === text(className)))
    issues.push({ path: `${path}.className`, key: 'unknownShareClass' });
}

function transfer(
  info: TCaseInformation,
  change: TChangeOf<'SHARE_TRANSFER'>,
  path: string,
  issues: TIssues,
) {
  const from = personOf(
    info,
    change.transferorID,
    undefined,
    { existing: `${path}.transferorID`, newcomer: '' },
    issues,
  );
  const to = personOf(
    info,
    change.transfereeID,
    change.transferee,
    { existing: `${path}.transfereeID`, newcomer: `${path}.transferee` },
    issues,
  );
  const shares = change.shares ?? 0;
  if (!(shares >= 1)) issues.push({ path: `${path}.shares`, key: 'positiveWholeNumber' });
  if (change.considerationCents === undefined)
    issues.push({ path: `${path}.considerationCents`, key: 'required' });
  classIssues(info, change.className, path, issues);
  if (!from || !to) return info;
  const held = holdsRole(from.holder, 'isShareHolder') ? from.holder.ordinaryShares : 0;
  if (shares > held) issues.push({ path: `${path}.shares`, key: 'moreSharesThanHeld' });
  if (from.holder.holderID === to.holder.holderID)
    issues.push({ path: `${path}.transfereeID`, key: 'sameTransferee' });
  if (issues.length > 0) return info;
  const after = put(info, withShares(from.holder, -shares), false);
  return put(after, withShares(to.holder, shares), to.isNew);
}

function allotment(info: TCaseInformation, change: TChangeOf<'ALLOTMENT'>, path: string, issues: TIssues) {
  const lines = change.allotments ?? [];
  if (lines.length === 0) issues.push({ path: `${path}.allotments`, key: 'required' });
  classIssues(info, change.className, path, issues);
  let next = info;
  let total = 0;
  lines.forEach((line, i) => {
    const at = `${path}.allotments.${i}`;
    const shares = line.shares ?? 0;
    if (!(shares >= 1)) issues.push({ path: `${at}.shares`, key: 'positiveWholeNumber' });
    const person = personOf(
      next,
      line.holderID,
      line.allottee,
      { existing: `${at}.holderID`, newcomer: `${at}.allottee` },
      issues,
    );
    if (!person || !(shares >= 1)) return;
    total += shares;
    next = put(next, withShares(person.holder, shares), person.isNew);
  });
  if (issues.length > 0) return info;
  const classes = (info.shareClasses ?? []).map((c) =>
    text(c.className) === text(change.className)
      ? { ...c, numberOfShares: (c.numberOfShares ?? 0) + total }
      : c,
  );
  return {
    ...next,
    totalNumOfOrdShare: (info.totalNumOfOrdShare ?? 0) + total,
    ...(info.shareClasses ? { shareClasses: classes } : {}),
  };
}

function particularsChange(
  info: TCaseInformation,
  change: TChangeOf<'UPDATE_STAKEHOLDER_PARTICULARS'> | TChangeOf<'CLERICAL_ERROR'>,
  path: string,
  issues: TIssues,
) {
  if (change.type === 'CLERICAL_ERROR') {
    if (!text(change.description)) issues.push({ path: `${path}.description`, key: 'required' });
    if (!change.holderID && !change.particulars) return info;
  }
  if (!change.holderID) {
    issues.push({ path: `${path}.holderID`, key: 'required' });
    return info;
  }
  const holder = anyHolder(info.stakeholders, change.holderID);
  if (!holder) {
    issues.push({ path: `${path}.holderID`, key: 'unknownHolder' });
    return info;
  }
  const updated = particularsIssues(info, holder, change.particulars, path, issues);
  if (!updated || issues.length > 0) return info;
  return { ...info, stakeholders: editHolder(info.stakeholders, holder.holderID, () => updated) };
}

function controllerChange(
  info: TCaseInformation,
  change: TChangeOf<'CHANGE_SCR_OR_UBO'>,
  path: string,
  issues: TIssues,
) {
  const corporate = topHolder(info, change.holderID);
  if (!corporate || corporate.holderType !== 'C' || !holdsRole(corporate, 'isShareHolder')) {
    issues.push({ path: `${path}.holderID`, key: change.holderID ? 'notCorporateMember' : 'required' });
    return info;
  }
  const owners = change.owners ?? [];
  if (owners.length === 0) {
    issues.push({ path: `${path}.owners`, key: 'required' });
    return info;
  }
  const updated: THolder = { ...corporate, ownerOfBodyCorporate: owners };
  issues.push(
    ...holderRuleIssues(updated, path, RULE_CONTEXT).map((i) => ({
      ...i,
      path: i.path.replace(`${path}.ownerOfBodyCorporate`, `${path}.owners`),
    })),
  );
  return put(info, updated, false);
}

function nameChange(
  info: TCaseInformation,
  change: TChangeOf<'CHANGE_COMPANY_NAME'>,
  path: string,
  issues: TIssues,
) {
  const eng = text(change.newEngName);
  const chi = text(change.newChiName);
  if (!eng && !chi) issues.push({ path: `${path}.newEngName`, key: 'required' });
  const proposed = {
    ...info,
    companyEngName: eng || info.companyEngName,
    companyChiName: chi || info.companyChiName,
  };
  // The incorporation form's name rules (endings, scripts, lengths), named at this change's fields.
  for (const issue of caseInformationIssues(proposed, RULE_CONTEXT)) {
    if (issue.path === 'companyEngName' && eng) issues.push({ ...issue, path: `${path}.newEngName` });
    if (issue.path === 'companyChiName' && chi) issues.push({ ...issue, path: `${path}.newChiName` });
  }
  if (
    (eng || chi) &&
    (!eng || eng === text(info.companyEngName)) &&
    (!chi || chi === text(info.companyChiName))
  )
    issues.push({ path: `${path}.newEngName`, key: 'noChange' });
  if (!change.resolutionDate) issues.push({ path: `${path}.resolutionDate`, key: 'required' });
  else if (change.effectiveDate && change.resolutionDate > change.effectiveDate)
    issues.push({ path: `${path}.resolutionDate`, key: 'resolutionAfterEffective' });
  return proposed;
}

/**
 * What must hold of the records after every change (Cap. 622): a director who is a natural person
 * (s.457), a company secretary (s.474), and members' shares totalling the issued shares.
 */
function recordsIssues(
  before: TCaseInformation,
  after: TCaseInformation,
  change: TAmendmentChange,
  path: string,
): TIssues {
  const issues: TIssues = [];
  const current = (info: TCaseInformation, role: TRoleFlag, type?: 'I') =>
    info.stakeholders.filter((h) => !h.refID && holdsRole(h, role) && (!type || h.holderType === type))
      .length;
  const at = 'holderID' in change && change.holderID ? `${path}.holderID` : path;
  if (current(after, 'isDirector', 'I') === 0 && current(before, 'isDirector', 'I') > 0)
    issues.push({ path: at, key: 'lastDirector' });
  if (current(after, 'isComSec') === 0 && current(before, 'isComSec') > 0)
    issues.push({ path: at, key: 'lastSecretary' });
  const held = membersOf(after).reduce((sum, h) => sum + h.ordinaryShares, 0);
  if (after.totalNumOfOrdShare !== undefined && held !== after.totalNumOfOrdShare && held !== 0)
    issues.push({ path: `${path}.shares`, key: 'sharesNotTotal' });
  const problems = ownershipOf(after)?.problems ?? [];
  if (change.type === 'CHANGE_SCR_OR_UBO' && problems.some((p) => p.kind === 'OWNERS_NOT_100'))
    issues.push({ path: `${path}.owners`, key: 'ownersNot100' });
  return issues;
}

/** Makes one change to the records, or says why it cannot be made on its date. */
export function applyChange(info: TCaseInformation, change: TAmendmentChange, ctx: TApplyContext): TApplied {
  const issues: TIssues = [];
  const path = ctx.path;
  dateIssues(change, ctx, issues);
  let next: TCaseInformation;
  switch (change.type) {
    case 'CHANGE_DIRECTOR':
    case 'CHANGE_COMSEC_OR_DR':
      next = officerChange(info, change, path, issues);
      break;
    case 'CHANGE_REGISTERED_ADDRESS':
      next = officeChange(info, change, path, issues);
      break;
    case 'SHARE_TRANSFER':
      next = transfer(info, change, path, issues);
      break;
    case 'ALLOTMENT':
      next = allotment(info, change, path, issues);
      break;
    case 'UPDATE_STAKEHOLDER_PARTICULARS':
    case 'CLERICAL_ERROR':
      next = particularsChange(info, change, path, issues);
      break;
    case 'CHANGE_SCR_OR_UBO':
      next = controllerChange(info, change, path, issues);
      break;
    case 'CHANGE_COMPANY_NAME':
      next = nameChange(info, change, path, issues);
      break;
    case 'APPLY_CEASE_DORMANT':
      if (info.isDormant !== true) issues.push({ path: `${path}.type`, key: 'notDormant' });
      next = { ...info, isDormant: false };
      break;
    case 'OTHERS':
      if (!text(change.description)) issues.push({ path: `${path}.description`, key: 'required' });
      next = info;
      break;
  }
  if (issues.length === 0) issues.push(...recordsIssues(info, next, change, path));
  return issues.length === 0 ? { info: next, issues } : { info, issues };
}
