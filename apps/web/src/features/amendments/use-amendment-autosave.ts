import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TAmendmentChangeInput, TAmendmentView } from '@portal/domain';
import { isApiError } from '../../api/api-error';
import { readStorage, writeStorage } from '../../utils/safe-storage';
import { RETRY_INTERVAL_MS, SAVE_DEBOUNCE_MS, type TSaveState } from '../case-form/use-draft-autosave';
import { AMENDMENT_KEYS, saveAmendment } from './api';

/** One change as the officer types it (the request's shape: drafts accept missing values). */
export type TChangeDraft = TAmendmentChangeInput;

interface TLocalChanges {
  changes: TChangeDraft[];
  /** When the officer last changed them (ISO). */
  changedAt: string;
}

export function amendmentDraftKey(caseID: string, userID: string): string {
  return `recordUpdate.draft.${userID}.${caseID}`;
}

function readLocal(key: string): TLocalChanges | null {
  const raw = readStorage(key);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as TLocalChanges;
    return value && typeof value.changedAt === 'string' && Array.isArray(value.changes) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The changes to start from: the server's, unless this browser holds changes typed after the server's
 * copy was last written that never reached it (then those, and they are saved at once).
 */
export function startingChanges(
  key: string,
  view: Pick<TAmendmentView, 'changes' | 'updatedDate'>,
): { changes: TChangeDraft[]; restored: boolean } {
  const local = readLocal(key);
  if (local && (!view.updatedDate || Date.parse(local.changedAt) > Date.parse(view.updatedDate))) {
    return { changes: local.changes, restored: true };
  }
  writeStorage(key, null);
  return { changes: view.changes as TChangeDraft[], restored: false };
}

/**
 * The saving machinery, outside React, as the case form's: every change is kept in localStorage at
 * once and sent after a pause; one save at a time, changes made meanwhile go out next; a save that
 * cannot reach the server is tried again later. Each answer (with its problems) goes to `onSaved`.
 */
export function createChangesSaver({
  send,
  storageKey,
  initial,
  restored,
  onState,
  onSaved,
}: {
  send: (changes: TChangeDraft[]) => Promise<TAmendmentView>;
  storageKey: string;
  initial: TChangeDraft[];
  restored: boolean;
  onState: (state: TSaveState) => void;
  onSaved: (view: TAmendmentView) => void;
}) {
  let latest = initial;
  let version = restored ? 1 : 0;
  let savedVersion = 0;
  let inFlight: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const clearTimer = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };

  const saveNow = async (): Promise<void> => {
    clearTimer();
    if (inFlight) {
      await inFlight;
      return saveNow();
    }
    if (version === savedVersion) return;
    const sending = version;
    onState({ kind: 'saving' });
    inFlight = send(latest)
      .then((view) => {
        savedVersion = sending;
        onSaved(view);
        if (version === sending) {
          writeStorage(storageKey, null);
          onState({ kind: 'saved', at: new Date() });
        }
      })
      .catch((error: unknown) => {
        const unreachable =
          !isApiError(error) || error.status === 0 || error.status === 408 || error.status >= 500;
        if (unreachable) {
          onState({ kind: 'offline' });
          timer = setTimeout(() => void saveNow(), RETRY_INTERVAL_MS);
        } else {
          onState({ kind: 'failed', message: error.message });
        }
      })
      .finally(() => {
        inFlight = null;
      });
    await inFlight;
    if (version !== sending && version !== savedVersion) return saveNow();
  };

  const schedule = () => {
    clearTimer();
    timer = setTimeout(() => void saveNow(), SAVE_DEBOUNCE_MS);
  };

  return {
    current: () => latest,
    change(next: TChangeDraft[]) {
      latest = next;
      version += 1;
      writeStorage(storageKey, JSON.stringify({ changes: next, changedAt: new Date().toISOString() }));
      schedule();
    },
    schedule,
    saveNow,
    /** Whether everything typed has reached the server. */
    isSaved: () => version === savedVersion,
    stop: clearTimer,
  };
}

/** The record update's changes as the officer types them, saved as they change. */
export function useAmendmentAutosave({
  caseID,
  storageKey,
  initial,
  restored,
}: {
  caseID: string;
  storageKey: string;
  initial: TChangeDraft[];
  restored: boolean;
}) {
  const queryClient = useQueryClient();
  const [changes, setChanges] = useState<TChangeDraft[]>(initial);
  const [state, setState] = useState<TSaveState>({ kind: 'idle' });
  const [saver] = useState(() =>
    createChangesSaver({
      send: (next) => saveAmendment(caseID, next),
      storageKey,
      initial,
      restored,
      onState: setState,
      // The answer's problems and notices replace the view's; the changes typed stay the screen's.
      onSaved: (view) => queryClient.setQueryData(AMENDMENT_KEYS.view(caseID), view),
    }),
  );

  const update = useCallback(
    (change: (changes: TChangeDraft[]) => TChangeDraft[]) => {
      const next = change(saver.current());
      saver.change(next);
      setChanges(next);
    },
    [saver],
  );

  useEffect(() => {
    if (restored) saver.schedule();
    const online = () => void saver.saveNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      saver.stop();
      // Leaving the screen sends what is still waiting (it is in localStorage either way).
      if (!saver.isSaved()) void saver.saveNow();
    };
  }, [restored, saver]);

  return { changes, update, state, saveNow: saver.saveNow, isSaved: saver.isSaved };
}
