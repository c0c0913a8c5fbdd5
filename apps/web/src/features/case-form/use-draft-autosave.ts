import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { readStorage, writeStorage } from '../../utils/safe-storage';
import { saveInformation } from './api';
import type { TDraft } from './draft-model';

/** How long typing must pause before the draft is sent. */
export const SAVE_DEBOUNCE_MS = 800;
/** While offline (or the server unreachable), how often a save is tried again. */
export const RETRY_INTERVAL_MS = 10_000;

export type TSaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'offline' }
  | { kind: 'failed'; message: string };

interface TLocalDraft {
  draft: TDraft;
  /** When the client last changed it (ISO). */
  changedAt: string;
}

export function localDraftKey(caseID: string, userID: string): string {
  return `caseForm.draft.${userID}.${caseID}`;
}

function readLocal(key: string): TLocalDraft | null {
  const raw = readStorage(key);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as TLocalDraft;
    return value && typeof value.changedAt === 'string' && typeof value.draft === 'object' ? value : null;
  } catch {
    return null;
  }
}

/**
 * The draft to start from: the server's, unless this browser holds unsaved changes made after the
 * server's copy was last written (then those, and they must be saved).
 */
export function startingDraft(
  key: string,
  server: { draft: TDraft; updatedDate: string },
): { draft: TDraft; restored: boolean } {
  const local = readLocal(key);
  if (local && Date.parse(local.changedAt) > Date.parse(server.updatedDate)) {
    return { draft: local.draft, restored: true };
  }
  writeStorage(key, null);
  return { draft: server.draft, restored: false };
}

/**
 * The saving machinery, outside React: every change is kept in localStorage at once and sent (PUT)
 * after a pause; one save at a time, changes made meanwhile go out next; a save that cannot reach
 * the server is tried again later and as soon as the browser is back online.
 */
export function createDraftSaver({
  caseID,
  storageKey,
  initial,
  restored,
  onState,
}: {
  caseID: string;
  storageKey: string;
  initial: TDraft;
  restored: boolean;
  onState: (state: TSaveState) => void;
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
    inFlight = saveInformation(caseID, latest)
      .then(() => {
        savedVersion = sending;
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
    // Changes made while this save was on its way go out next.
    if (version !== sending && version !== savedVersion) return saveNow();
  };

  const schedule = () => {
    clearTimer();
    timer = setTimeout(() => void saveNow(), SAVE_DEBOUNCE_MS);
  };

  return {
    current: () => latest,
    change(next: TDraft) {
      latest = next;
      version += 1;
      writeStorage(storageKey, JSON.stringify({ draft: next, changedAt: new Date().toISOString() }));
      schedule();
    },
    schedule,
    saveNow,
    hasUnsaved: () => version !== savedVersion,
    stop: clearTimer,
  };
}

/** The draft as the client types, saved by a draft saver. */
export function useDraftAutosave({
  caseID,
  storageKey,
  initial,
  restored,
}: {
  caseID: string;
  storageKey: string;
  initial: TDraft;
  restored: boolean;
}) {
  const [draft, setDraft] = useState<TDraft>(initial);
  const [state, setState] = useState<TSaveState>({ kind: 'idle' });
  const [saver] = useState(() =>
    createDraftSaver({ caseID, storageKey, initial, restored, onState: setState }),
  );

  const update = useCallback(
    (change: (draft: TDraft) => TDraft) => {
      const next = change(saver.current());
      saver.change(next);
      setDraft(next);
    },
    [saver],
  );

  useEffect(() => {
    // A restored local draft is newer than the server's: send it.
    if (restored) saver.schedule();
    const online = () => void saver.saveNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      saver.stop();
      // Leaving the screen sends what is still waiting (it is in localStorage either way).
      if (saver.hasUnsaved()) void saver.saveNow();
    };
  }, [restored, saver]);

  return { draft, update, state, saveNow: saver.saveNow };
}
