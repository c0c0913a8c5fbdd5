import type {
  TCompanyFormRecognition,
  TIdDocumentRecognition,
  TLegalText,
  TPlanFeature,
  TRecognitionProgress,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import type { TAuthContext } from '../auth/auth.service.js';
import { hasAccepted } from '../legal/legal.service.js';
import { assertPlanFeature, assertWithinPlan } from '../plans/plan-usage.js';
import {
  RecognitionQueueFullError,
  RecognitionTimeoutError,
  RecognitionUnsupportedError,
  type TRecognitionPool,
} from './recognition-pool.js';

/**
 * Who may have a document read and when: a company form (issue 17 point 2) by staff who accepted the
 * entity-migration recognition terms, an identity document (issue 18) by anyone of a firm who accepted
 * the ID-card recognition terms; one document at a time each. The caller's progress is kept while the
 * job runs so the screen can show it; nothing of the document is stored, nor logged.
 */

/** Seconds a caller refused for a full queue is asked to wait. */
const QUEUE_RETRY_SECONDS = 15;

export interface TRecognitionService {
  recogniseCompanyForm(auth: TAuthContext, bytes: Uint8Array): Promise<TCompanyFormRecognition>;
  recogniseIdDocument(auth: TAuthContext, bytes: Uint8Array): Promise<TIdDocumentRecognition>;
  progressOf(auth: TAuthContext): TRecognitionProgress;
  close(): Promise<void>;
}

/** The service over a pool of readers; progress and the one-job-per-user rule live with it. */
export function createRecognitionService(db: TDb, pool: TRecognitionPool): TRecognitionService {
  const inProgress = new Map<string, TRecognitionProgress>();

  /** One job of the caller's: claimed before the first await, so two requests at once cannot both pass. */
  async function runFor<T>(
    auth: TAuthContext,
    terms: TLegalText,
    feature: TPlanFeature,
    read: (onProgress: (progress: Omit<TRecognitionProgress, 'running'>) => void) => Promise<T>,
  ): Promise<T> {
    if (inProgress.has(auth.userId)) throw new AppError('RECOGNITION_BUSY');
    inProgress.set(auth.userId, { running: true, stage: 'QUEUED' });
    try {
      if (!(await hasAccepted(db, auth.userId, terms))) throw new AppError('RECOGNITION_TERMS_REQUIRED');
      // A firm's staff read on the firm's plan; clients and their stakeholders are the firm's guests.
      const firmId = auth.firmId;
      if (firmId) {
        await assertPlanFeature(db, firmId, feature);
        await db.transaction().execute((trx) => assertWithinPlan(trx, firmId, 'recognitionsPerMonth'));
      }
      const result = await read((progress) => {
        inProgress.set(auth.userId, { ...inProgress.get(auth.userId), ...progress, running: true });
      });
      // Counted once read: a refused or failed file does not use up the month.
      if (firmId)
        await db
          .insertInto('plan_usage_events')
          .values({ firm_id: firmId, kind: 'RECOGNITION', user_id: auth.userId })
          .execute();
      return result;
    } catch (error) {
      if (error instanceof RecognitionUnsupportedError) {
        // Not a type the endpoint takes at all (38002), or one it takes that cannot be read (38001).
        const notAccepted = error.reason === 'NOT_PDF' || error.reason === 'NOT_SUPPORTED_TYPE';
        throw new AppError(
          notAccepted ? '38002' : '38001',
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
  }

  return {
    recogniseCompanyForm: (auth, bytes) =>
      runFor(auth, 'ENTITY_MIGRATION_RECOGNITION_TERMS', 'FORM_RECOGNITION', (onProgress) =>
        pool.run(bytes, onProgress),
      ),
    recogniseIdDocument: (auth, bytes) =>
      runFor(auth, 'ID_CARD_RECOGNITION_TERMS', 'ID_RECOGNITION', (onProgress) =>
        pool.readIdDocument(bytes, onProgress),
      ),
    progressOf: (auth) => inProgress.get(auth.userId) ?? { running: false },
    close: () => pool.close(),
  };
}
