import { useCallback, useState } from 'react';
import type { TDraft } from '../case-form/draft-model';
import type { TFieldMark } from '../case-form/field-marks';
import { markKey, readMarks, writeMarks, type TMarks } from './recognised-fields';

/**
 * The marks of recognised values for one case and user, kept in this browser (like the draft) so
 * they survive a reload: which page each value came from, how sure the reader was, and whether a
 * low-confidence value still wants checking (until the officer edits that field).
 */
export function useRecognitionMarks(storageKey: string) {
  const [marks, setMarks] = useState<TMarks>(() => readMarks(storageKey));

  const change = useCallback(
    (next: (marks: TMarks) => TMarks) =>
      setMarks((current) => {
        const value = next(current);
        writeMarks(storageKey, value);
        return value;
      }),
    [storageKey],
  );

  const markAt = useCallback(
    (path: string, draft: TDraft): TFieldMark | undefined => marks[markKey(draft, path)],
    [marks],
  );

  const onFieldEdit = useCallback(
    (path: string, draft: TDraft) => {
      const key = markKey(draft, path);
      if (!marks[key]?.check) return;
      change((current) => {
        const mark = current[key];
        return mark ? { ...current, [key]: { ...mark, check: false } } : current;
      });
    },
    [marks, change],
  );

  /** New marks over the old; with `dropHolders`, the replaced holders' marks go. */
  const addMarks = useCallback(
    (added: TMarks, dropHolders: boolean) =>
      change((current) => {
        const kept = dropHolders
          ? Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('@')))
          : current;
        return { ...kept, ...added };
      }),
    [change],
  );

  return { markAt, onFieldEdit, addMarks };
}
