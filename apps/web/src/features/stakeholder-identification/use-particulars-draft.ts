import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { THolderParticulars } from '@portal/domain';
import { isApiError } from '../../api/api-error';
import { HOLDER_KEYS, saveParticulars, type TFileMeta, type THolderView } from './api';
import { particularsOf, readLocalDraft, writeLocalDraft } from './particulars';

/** Wait after the last change before saving (one PUT per pause in typing). */
export const AUTOSAVE_DELAY_MS = 800;

/** saved: the server has it; saving: a change is on its way; offline: kept here until the server answers. */
export type TSaveStatus = 'saved' | 'saving' | 'offline' | 'failed';

function isUnreachable(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status === 408 || error.status >= 500);
}

/**
 * The stakeholder's draft: the particulars as typed, saved to the server after a pause, with a copy
 * in localStorage so a reload, a closed tab or a dropped connection loses nothing. A copy the server
 * has not confirmed wins over the server's on the next visit and is sent again.
 */
export function useParticularsDraft(view: THolderView, editable: boolean) {
  const { caseID, holderID } = view;
  const queryClient = useQueryClient();
  const [initial] = useState(() => {
    const local = readLocalDraft(caseID, holderID);
    const resume = editable && local?.pending === true;
    return {
      particulars: resume && local ? local.particulars : particularsOf(view.holder),
      files: local?.files ?? {},
      resume,
    };
  });
  const [particulars, setParticulars] = useState<THolderParticulars>(initial.particulars);
  const [files, setFiles] = useState<Record<string, TFileMeta>>(initial.files);
  const [status, setStatus] = useState<TSaveStatus>(initial.resume ? 'saving' : 'saved');
  const [failure, setFailure] = useState<unknown>(null);

  const latest = useRef({ particulars: initial.particulars, files: initial.files });
  const version = useRef(initial.resume ? 1 : 0);
  const savedVersion = useRef(0);
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const persistLocally = useCallback(() => {
    writeLocalDraft(caseID, holderID, {
      particulars: latest.current.particulars,
      files: latest.current.files,
      pending: version.current !== savedVersion.current,
    });
  }, [caseID, holderID]);

  /** Sends the latest draft until the server has it; rejects when a save fails. */
  const save = useCallback(async (): Promise<void> => {
    while (version.current !== savedVersion.current) {
      if (inFlight.current) {
        await inFlight.current;
        continue;
      }
      const sending = version.current;
      setStatus('saving');
      const run = (async () => {
        try {
          const answer = await saveParticulars(caseID, holderID, latest.current.particulars);
          savedVersion.current = sending;
          queryClient.setQueryData(HOLDER_KEYS.view(caseID, holderID), answer);
          setFailure(null);
          if (version.current === sending) setStatus('saved');
        } catch (error) {
          setFailure(error);
          setStatus(isUnreachable(error) ? 'offline' : 'failed');
          throw error;
        } finally {
          inFlight.current = null;
          persistLocally();
        }
      })();
      inFlight.current = run;
      await run;
    }
  }, [caseID, holderID, persistLocally, queryClient]);

  const schedule = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      save().catch(() => undefined);
    }, AUTOSAVE_DELAY_MS);
  }, [save]);

  /** Changes the draft; it is kept locally at once and saved after the pause. */
  const update = useCallback(
    (change: (current: THolderParticulars) => THolderParticulars) => {
      if (!editable) return;
      const next = change(latest.current.particulars);
      latest.current = { ...latest.current, particulars: next };
      version.current += 1;
      setParticulars(next);
      setStatus('saving');
      persistLocally();
      schedule();
    },
    [editable, persistLocally, schedule],
  );

  /** Remembers the names and sizes of uploaded files (the holder stores only their ids). */
  const rememberFiles = useCallback(
    (metas: readonly TFileMeta[]) => {
      const next = { ...latest.current.files };
      for (const meta of metas) next[meta.fileID] = meta;
      latest.current = { ...latest.current, files: next };
      setFiles(next);
      persistLocally();
    },
    [persistLocally],
  );

  /** Saves now (before confirming); rejects when the server cannot have the draft. */
  const flush = useCallback(async () => {
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    await save();
  }, [save]);

  useEffect(() => {
    if (initial.resume) schedule();
    const retry = () => {
      if (version.current !== savedVersion.current) save().catch(() => undefined);
    };
    window.addEventListener('online', retry);
    return () => {
      window.removeEventListener('online', retry);
      // Leaving the page mid-pause: send what waits now (the local copy covers a failure).
      if (timer.current) {
        clearTimeout(timer.current);
        timer.current = null;
        save().catch(() => undefined);
      }
    };
  }, [initial.resume, save, schedule]);

  return { particulars, files, status, failure, update, rememberFiles, flush, retry: flush };
}
