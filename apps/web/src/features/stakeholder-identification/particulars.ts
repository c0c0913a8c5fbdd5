import {
  identificationIssues,
  isIso3Country,
  withParticulars,
  ZHolderParticulars,
  type TFormIssue,
  type THolder,
  type THolderParticulars,
} from '@portal/domain';
import { readStorage, writeStorage } from '../../utils/safe-storage';
import type { TFileMeta, THolderView } from './api';

const PARTICULAR_KEYS = Object.keys(ZHolderParticulars.shape) as (keyof THolderParticulars)[];

/** The stakeholder's own fields of a holder (the PUT body refuses any other key). */
export function particularsOf(holder: THolder): THolderParticulars {
  const out: Record<string, unknown> = {};
  for (const key of PARTICULAR_KEYS) {
    const value = holder[key];
    if (value !== undefined && value !== null) out[key] = value;
  }
  // The e-mail the client gave (and the invitation went to) starts the stakeholder's own.
  if (!out.regEmail1 && holder.email) out.regEmail1 = holder.email;
  return out;
}

/**
 * What still stops the confirmation: the domain's identificationIssues — the same check the server
 * runs and answers with — over the holder as the draft now makes it, so messages follow the typing.
 */
export function draftIssues(view: THolderView, draft: THolderParticulars): TFormIssue[] {
  return identificationIssues(withParticulars(view.holder, draft), {
    isCountry: isIso3Country,
    needsShareholderDirectorAck: view.needsShareholderDirectorAck,
    needsScrAck: view.needsScrAck,
  });
}

/** The element id of a field, from its issue path ('resAddress.engStreet' → 'sh-resAddress-engStreet'). */
export function fieldId(path: string): string {
  return `sh-${path.replace(/\./g, '-')}`;
}

/** The local copy of a draft: what was typed (saved or not yet) and the names of uploaded files. */
export interface TLocalDraft {
  particulars: THolderParticulars;
  /** True until the server has the same particulars. */
  pending: boolean;
  files: Record<string, TFileMeta>;
}

const storageKey = (caseID: string, holderID: string) => `shIdentification.draft.${caseID}.${holderID}`;

export function readLocalDraft(caseID: string, holderID: string): TLocalDraft | null {
  const raw = readStorage(storageKey(caseID, holderID));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<TLocalDraft>;
    const parsed = ZHolderParticulars.safeParse(value.particulars ?? {});
    return {
      particulars: parsed.success ? parsed.data : {},
      pending: parsed.success && value.pending === true,
      files: typeof value.files === 'object' && value.files !== null ? value.files : {},
    };
  } catch {
    return null;
  }
}

export function writeLocalDraft(caseID: string, holderID: string, draft: TLocalDraft | null): void {
  writeStorage(storageKey(caseID, holderID), draft ? JSON.stringify(draft) : null);
}
