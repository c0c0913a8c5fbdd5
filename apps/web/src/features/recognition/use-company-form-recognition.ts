import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES, type TCompanyFormRecognition, type TIdDocumentRecognition } from '@portal/domain';
import { isApiError } from '../../api/api-error';
import { LEGAL_KEYS } from '../legal/api';
import {
  fetchRecognitionProgress,
  recogniseCompanyForm,
  recogniseIdDocument,
  type TRecogniseRequest,
} from './recognition-request';

/** How often the progress is asked for while a form is read. */
export const PROGRESS_POLL_MS = 700;

export type TRecognitionState<T = TCompanyFormRecognition> =
  | { phase: 'idle' }
  | { phase: 'reading'; file: File; uploadPercent: number }
  | { phase: 'review'; file: File; result: T }
  | { phase: 'failed'; file: File; error: unknown };

const PROGRESS_KEY = ['recognition', 'progress'] as const;

/**
 * One document read at a time: `start(file)` sends it, polls the server's progress while the answer is
 * awaited, and ends in `review` (the proposed values) or `failed`; `cancel()` abandons the request;
 * `reset()` goes back to choosing a file. Leaving the screen cancels a reading in flight.
 */
function useRecognitionJob<T>(recognise: (request: TRecogniseRequest) => Promise<T>) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<TRecognitionState<T>>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const reading = state.phase === 'reading';

  const progress = useQuery({
    queryKey: PROGRESS_KEY,
    queryFn: ({ signal }) => fetchRecognitionProgress(signal),
    enabled: reading,
    refetchInterval: reading ? PROGRESS_POLL_MS : false,
    // A missed poll is followed by the next one; the progress of an earlier reading must not show.
    retry: false,
    gcTime: 0,
  });

  useEffect(() => () => controller.current?.abort(), []);

  async function start(file: File) {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    queryClient.removeQueries({ queryKey: PROGRESS_KEY });
    setState({ phase: 'reading', file, uploadPercent: 0 });
    try {
      const result = await recognise({
        file,
        signal: own.signal,
        onUploadProgress: (uploadPercent) =>
          setState((now) => (now.phase === 'reading' && now.file === file ? { ...now, uploadPercent } : now)),
      });
      if (!own.signal.aborted) setState({ phase: 'review', file, result });
    } catch (error) {
      if (own.signal.aborted) return;
      // Accepted in another tab and since changed, or never recorded: read the acceptances again.
      if (isApiError(error) && error.code === ERROR_CODES.RECOGNITION_TERMS_REQUIRED)
        void queryClient.invalidateQueries({ queryKey: LEGAL_KEYS.acceptances });
      setState({ phase: 'failed', file, error });
    } finally {
      if (controller.current === own) controller.current = null;
    }
  }

  function cancel() {
    controller.current?.abort();
    controller.current = null;
    setState({ phase: 'idle' });
  }

  return {
    state,
    progress: reading ? progress.data : undefined,
    start: (file: File) => void start(file),
    cancel,
    reset: cancel,
  };
}

/** A company form (NNC1, NAR1) read for the entity-migration form. */
export const useCompanyFormRecognition = () => useRecognitionJob(recogniseCompanyForm);

/** An identity document read for a holder's particulars. */
export const useIdDocumentRecognition = () => useRecognitionJob<TIdDocumentRecognition>(recogniseIdDocument);
