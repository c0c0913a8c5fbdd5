import type { TCompanyFormRecognition, TRecognitionProgress } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import type { TAuthContext } from '../auth/auth.service.js';
import { hasAccepted } from '../legal/legal.service.js';
import {
  RecognitionQueueFullError,
  RecognitionTimeoutError,
  RecognitionUnsupportedError,
  type TRecognitionPool,
} from './recognition-pool.js';

/**
 * Who may have a form read and when (issue 17 point 2): staff who accepted the entity-migration
 * recognition terms, one document at a time each. The caller's progress is kept while the job runs
 * so the screen can show it; nothing of the document is stored.
 */

/** Seconds a caller refused for a full queue is asked to wait. */
const QUEUE_RETRY_SECONDS = 15;

export interface TRecognitionService {
  recogniseCompanyForm(auth: TAuthContext, bytes: Uint8Array): Promise<TCompanyFormRecognition>;
  progressOf(auth: TAuthContext): TRecognitionProgress;
  close(): Promise<void>;
}

/** The service over a pool of readers; progress and the one-job-per-user rule live with it. */
export function createRecognitionService(db: TDb, pool: TRecognitionPool): TRecognitionService {
  const inProgress = new Map<string, TRecognitionProgress>();

  return {
    async recogniseCompanyForm(auth, bytes) {
      if (inProgress.has(auth.userId)) throw new AppError('RECOGNITION_BUSY');
      // Claimed before the first await, so two requests at once cannot both pass.
      inProgress.set(auth.userId, { running: true, stage: 'QUEUED' });
      try {
        if (!(await hasAccepted(db, auth.userId, 'ENTITY_MIGRATION_RECOGNITION_TERMS'))) {
          throw new AppError('RECOGNITION_TERMS_REQUIRED');
        }
        return await pool.run(bytes, (progress) => {
          inProgress.set(auth.userId, { ...inProgress.get(auth.userId), ...progress, running: true });
        });
      } catch (error) {
        if (error instanceof RecognitionUnsupportedError) {
          throw new AppError(
            error.reason === 'NOT_PDF' ? '38002' : '38001',
            {},
            { field: 'file', details: [{ field: 'file', reason: error.reason, message: '' }] },
          );
        }
        if (error instanceof RecognitionQueueFullError) {
          throw new AppError(
            'RECOGNITION_QUEUE_FULL',
            { seconds: QUEUE_RETRY_SECONDS },
            { retryAfterSeconds: QUEUE_RETRY_SECONDS },
          );
        }
        if (error instanceof RecognitionTimeoutError) throw new AppError('REQUEST_TIMEOUT_ERROR');
        throw error;
      } finally {
        inProgress.delete(auth.userId);
      }
    },
    progressOf: (auth) => inProgress.get(auth.userId) ?? { running: false },
    close: () => pool.close(),
  };
}
