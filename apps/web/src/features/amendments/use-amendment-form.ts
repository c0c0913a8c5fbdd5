import { useMemo } from 'react';
import {
  FORM_MESSAGES,
  type TAmendmentView,
  type TCaseInformation,
  type TFormIssue,
  type TFormMessageKey,
  type TLanguage,
} from '@portal/domain';
import type { TCaseFormContext } from '../case-form/case-form-context';
import { valueAt, withValueAt, type TDraft } from '../case-form/draft-model';
import type { TChangeDraft } from './use-amendment-autosave';

type TIssue = TAmendmentView['issues'][number];

/**
 * The case form's field context over the record update, so its fields (text, select, address, holder
 * editor) bind to `changes.N.…` paths unchanged: the root the fields read is the company's records
 * with the changes beside them (a holder editor's "the same as" then offers the company's people),
 * and only the changes are ever written. Problems are the server's, shown at once.
 */
export function useAmendmentForm({
  records,
  changes,
  update,
  issues,
  language,
}: {
  records: TCaseInformation;
  changes: TChangeDraft[];
  update: (change: (changes: TChangeDraft[]) => TChangeDraft[]) => void;
  issues: readonly TIssue[];
  language: TLanguage;
}): TCaseFormContext {
  return useMemo(() => {
    const root = { ...records, changes };
    // The records are a whole TCaseInformation; the changes ride along under a key it does not have.
    const draft: TDraft = root;
    const byPath = new Map<string, TFormIssue[]>();
    for (const issue of issues) {
      // Only keys the shared messages know reach the shared fields; the rest show in their card's list.
      if (!(issue.key in FORM_MESSAGES)) continue;
      const known: TFormIssue = { path: issue.path, key: issue.key as TFormMessageKey };
      byPath.set(issue.path, [...(byPath.get(issue.path) ?? []), known]);
    }
    const edit = (change: (d: TDraft) => TDraft) =>
      update((current) => {
        const next = change({ ...records, changes: current } as TDraft);
        return (valueAt(next, 'changes') as TChangeDraft[] | undefined) ?? current;
      });
    return {
      draft,
      update: edit,
      setValue: (path, value) => edit((d) => withValueAt(d, path, value)),
      issuesAt: (path) => byPath.get(path) ?? [],
      isShown: () => true,
      touch: () => undefined,
      language,
      remarkAt: () => undefined,
      // An amendment's people are typed from the change's papers; no reader here.
      idDocumentFields: [],
    };
  }, [records, changes, update, issues, language]);
}
