import {
  shareTransferStampDuty,
  ZCaseInformation,
  type TAmendmentType,
  type TAmendmentView,
  type TCaseInformation,
  type THolder,
  type TRoleFlag,
  type TShareTransferDuty,
} from '@portal/domain';
import { holdsRole } from '../case-form/draft-model';
import type { TChangeDraft } from './use-amendment-autosave';

type TAmendmentIssue = TAmendmentView['issues'][number];
export type TRenewalNote = TAmendmentView['renewalNotes'][number];

/** Helpers over the record update's draft: new changes, the people they can name, issues by field. */

/** A fresh id for a change of the draft (the schema's id pattern). */
export function newChangeID(): string {
  return `c-${crypto.randomUUID()}`;
}

/** The share class a change starts with: the company's first class, or 'Ordinary' when it has none. */
export function defaultClassName(records: TCaseInformation): string {
  return records.shareClasses?.find((c) => c.className?.trim())?.className?.trim() ?? 'Ordinary';
}

/** The share classes a change can name: the company's, or 'Ordinary' when it keeps none. */
export function classOptions(records: TCaseInformation): { value: string; label: string }[] {
  const names = (records.shareClasses ?? []).map((c) => c.className?.trim() ?? '').filter(Boolean);
  return (names.length > 0 ? names : [defaultClassName(records)]).map((name) => ({
    value: name,
    label: name,
  }));
}

/** A new change of `type`, starting from the records where the type has something to start from. */
export function newChange(
  type: TAmendmentType,
  records: TCaseInformation,
  extra: { effectiveDate?: string; note?: string; description?: string } = {},
): TChangeDraft {
  const base = { changeID: newChangeID(), ...extra };
  switch (type) {
    case 'CHANGE_DIRECTOR':
      return { ...base, type, role: 'isDirector' };
    case 'CHANGE_COMSEC_OR_DR':
      return { ...base, type, role: 'isComSec' };
    case 'CHANGE_REGISTERED_ADDRESS': {
      // The officer edits the office as recorded; its old proofs do not prove the new address.
      const { supDoc: _proofs, ...address } = records.regOfficeAddress ?? {};
      return { ...base, type, address };
    }
    case 'SHARE_TRANSFER':
      return { ...base, type, className: defaultClassName(records), effectedInHongKong: true };
    case 'ALLOTMENT':
      return { ...base, type, className: defaultClassName(records), allotments: [{}] };
    default:
      return { ...base, type };
  }
}

/** A change made from what was noted during an annual renewal: its type, date and words. */
export function changeFromNote(note: TRenewalNote, records: TCaseInformation): TChangeDraft {
  const described = note.amendmentType === 'OTHERS' || note.amendmentType === 'CLERICAL_ERROR';
  return newChange(note.amendmentType, records, {
    effectiveDate: note.effectiveDate,
    note: `${note.renewalRef}: ${note.description}`.slice(0, 2000),
    ...(described ? { description: note.description.slice(0, 2000) } : {}),
  });
}

/** The view's records as the case form's shape; anything unreadable starts empty rather than breaking. */
export function recordsOf(view: Pick<TAmendmentView, 'records'>): TCaseInformation {
  const parsed = ZCaseInformation.safeParse(view.records);
  return parsed.success ? parsed.data : { stakeholders: [] };
}

/** The company's own people (members and officers, not owners nested under a corporate). */
export function topHolders(records: TCaseInformation): THolder[] {
  return records.stakeholders.filter((h) => !h.refID);
}

/** People holding `role` on the records' date. */
export function holdersInRole(records: TCaseInformation, role: TRoleFlag): THolder[] {
  return topHolders(records).filter((h) => holdsRole(h, role));
}

/** Members with shares today. */
export function membersOf(records: TCaseInformation): THolder[] {
  return holdersInRole(records, 'isShareHolder').filter((h) => h.ordinaryShares > 0);
}

/**
 * The server's issues at the changes as they are now: an issue names its change by position in the
 * draft as saved, which may since have moved (a change removed above it) or gone.
 */
export function issuesAtChanges(
  view: Pick<TAmendmentView, 'issues' | 'changes'>,
  changes: readonly TChangeDraft[],
): TAmendmentIssue[] {
  return view.issues.flatMap((issue) => {
    const match = /^changes\.(\d+)(.*)$/.exec(issue.path);
    if (!match) return [issue];
    const savedID = view.changes[Number(match[1])]?.changeID;
    const index = changes.findIndex((c) => c.changeID === savedID);
    return index < 0 ? [] : [{ ...issue, path: `changes.${index}${match[2] ?? ''}` }];
  });
}

/** The paths of a change shown in its card's own list, where no single field stands for them. */
export function isBlockIssue(path: string, changePath: string, type: TAmendmentType): boolean {
  if (path === changePath || path === `${changePath}.type`) return true;
  if (type === 'ALLOTMENT' && path === `${changePath}.shares`) return true;
  if (!path.startsWith(`${changePath}.`)) return false;
  return /\.(particulars|appointee|transferee|owners|allotments|allottee|documents)$/.test(path);
}

/**
 * The stamp duty on a share transfer as drafted, or null until there is enough to work it out (a
 * consideration; for a gift, the value too). The contract date is the effective date, or `today`.
 */
export function draftStampDuty(change: TChangeDraft, today: string): TShareTransferDuty | null {
  if (change.type !== 'SHARE_TRANSFER' || change.considerationCents === undefined) return null;
  try {
    return shareTransferStampDuty({
      considerationCents: change.considerationCents,
      valueCents: change.valueCents ?? null,
      contractDate: change.effectiveDate || today,
      effectedInHongKong: change.effectedInHongKong !== false,
    });
  } catch {
    // A gift without a value, or a date before the rate table: the panel says what is missing.
    return null;
  }
}
