import { addressIssues } from '../case-form/address.js';
import { ownershipOf, RULE_CONTEXT } from '../case-form/case-check.js';
import { caseInformationIssues, holderRuleIssues } from '../case-form/case-rules.js';
import type { TFormIssue } from '../case-form/form-messages.js';
import type { THolder, TRoleFlag } from '../case-form/holder.js';
import { isCalendarDate } from '../dates.js';
import type { TCaseInformation } from '../schemas/case-information.js';
import type { TAmendmentChange, TChangeOf } from './amendment-changes.js';
import { particularsIssues, put, text, type TIssues } from './change-people.js';
import { officerChange } from './officer-changes.js';
import { allotment, transfer } from './share-changes.js';
import { anyHolder, editHolder, holdsRole, membersOf, topHolder } from './holder-edits.js';

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

function dateIssues(change: TAmendmentChange, ctx: TApplyContext, issues: TIssues): void {
  const at = `${ctx.path}.effectiveDate`;
  const date = change.effectiveDate;
  if (!date) issues.push({ path: at, key: 'required' });
  else if (!isCalendarDate(date)) issues.push({ path: at, key: 'dateInvalid' });
  else if (ctx.incorporationDate && date < ctx.incorporationDate)
    issues.push({ path: at, key: 'beforeIncorporation' });
  else if (date > ctx.today) issues.push({ path: at, key: 'dateInFuture' });
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
