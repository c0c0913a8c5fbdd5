import { useCallback, useState } from 'react';
import type { TFieldRemark } from '@portal/domain';
import { readStorage, writeStorage } from '../../utils/safe-storage';

export interface TReviewDraft {
  remarks: string;
  /** Remark per information path, with the readable place it was written at. */
  fields: Record<string, { remark: string; place: string }>;
}

const EMPTY: TReviewDraft = { remarks: '', fields: {} };
const keyOf = (taskID: string) => `portal.review-draft.${taskID}`;

function load(taskID: string): TReviewDraft {
  try {
    const raw = readStorage(keyOf(taskID));
    if (!raw) return EMPTY;
    const parsed = JSON.parse(raw) as Partial<TReviewDraft>;
    return { remarks: typeof parsed.remarks === 'string' ? parsed.remarks : '', fields: parsed.fields ?? {} };
  } catch {
    return EMPTY;
  }
}

/**
 * The officer's remarks while reviewing, kept in this browser until the review is decided, so a reload
 * or a closed tab loses nothing.
 */
export function useReviewDraft(taskID: string) {
  const [draft, setDraft] = useState<TReviewDraft>(() => load(taskID));
  const update = useCallback(
    (next: (d: TReviewDraft) => TReviewDraft) =>
      setDraft((d) => {
        const value = next(d);
        writeStorage(keyOf(taskID), JSON.stringify(value));
        return value;
      }),
    [taskID],
  );
  return {
    draft,
    setRemarks: (remarks: string) => update((d) => ({ ...d, remarks })),
    setFieldRemark: (path: string, place: string, remark: string) =>
      update((d) => {
        const fields = { ...d.fields };
        if (remark) fields[path] = { remark, place };
        else delete fields[path];
        return { ...d, fields };
      }),
    clear: () => writeStorage(keyOf(taskID), null),
    /** What the return sends: non-empty remarks, trimmed. */
    fieldRemarks: (): TFieldRemark[] =>
      Object.entries(draft.fields)
        .map(([path, f]) => ({ path, remark: f.remark.trim() }))
        .filter((r) => r.remark.length > 0),
  };
}

export type TReviewDraftApi = ReturnType<typeof useReviewDraft>;
