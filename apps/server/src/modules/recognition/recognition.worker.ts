import { parentPort } from 'node:worker_threads';
import type { TCompanyFormRecognition, TIdDocumentRecognition, TRecognitionProgress } from '@portal/domain';
import {
  IdDocumentUnsupportedError,
  recogniseIdDocument,
  type TIdUnsupportedReason,
} from './id-document/read-id-document.js';
import {
  recogniseDocument,
  UnsupportedDocumentError,
  type TUnsupportedReason,
} from './recognise-document.js';

/**
 * A recognition thread (recognition-pool.ts): reads one document at a time — a company form or an
 * identity document — and reports its progress. Module state (the warm tesseract workers) lives as
 * long as the thread.
 */

export type TJobKind = 'company-form' | 'id-document';

export interface TWorkerRequest {
  id: number;
  kind: TJobKind;
  bytes: Uint8Array;
}

export type TWorkerReply =
  | { id: number; type: 'progress'; progress: Omit<TRecognitionProgress, 'running'> }
  | { id: number; type: 'done'; result: TCompanyFormRecognition | TIdDocumentRecognition }
  | { id: number; type: 'unsupported'; reason: TUnsupportedReason | TIdUnsupportedReason }
  | { id: number; type: 'failed'; message: string };

const port = parentPort;
if (port) {
  port.on('message', (request: TWorkerRequest) => {
    const reply = (message: TWorkerReply) => port.postMessage(message);
    const onProgress = (progress: Omit<TRecognitionProgress, 'running'>) =>
      reply({ id: request.id, type: 'progress', progress });
    const job =
      request.kind === 'id-document'
        ? recogniseIdDocument(request.bytes, onProgress)
        : recogniseDocument(request.bytes, onProgress);
    job
      .then((result) => reply({ id: request.id, type: 'done', result }))
      .catch((error: unknown) => {
        if (error instanceof UnsupportedDocumentError || error instanceof IdDocumentUnsupportedError) {
          reply({ id: request.id, type: 'unsupported', reason: error.reason });
        } else {
          reply({
            id: request.id,
            type: 'failed',
            message: error instanceof Error ? error.message : String(error),
          });
        }
      });
  });
}
