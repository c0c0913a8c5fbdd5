import type { TCaseInformation } from '../schemas/case-information.js';
import type { TChangeOf } from './amendment-changes.js';
import { holdsRole, withShares } from './holder-edits.js';
import { personOf, put, text, type TIssues } from './change-people.js';

/**
 * Changes of a company's shares (apply-change.ts): a transfer between members (never more than the
 * transferor holds on the date) and an allotment growing the issued shares and the class.
 */

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

export function transfer(
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

export function allotment(
  info: TCaseInformation,
  change: TChangeOf<'ALLOTMENT'>,
  path: string,
  issues: TIssues,
) {
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
