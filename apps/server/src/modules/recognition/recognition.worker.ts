import { parentPort } from 'node:worker_threads';
import type { TCompanyFormRecognition, TRecognitionProgress } from '@portal/domain';
import {
  recogniseDocument,
  UnsupportedDocumentError,
  type TUnsupportedReason,
} from './recognise-document.js';

/**
 * A recognition thread (recognition-pool.ts): reads one document at a time and reports its progress.
 * Module state (the warm tesseract workers) lives as long as the thread.
 */

export interface TWorkerRequest {
  id: number;
  bytes: Uint8Array;
}

export type TWorkerReply =
  | { id: number; type: 'progress'; progress: Omit<TRecognitionProgress, 'running'> }
  | { id: number; type: 'done'; result: TCompanyFormRecognition }
  | { id: number; type: 'unsupported'; reason: TUnsupportedReason }
  | { id: number; type: 'failed'; message: string };

const port = parentPort;
if (port) {
  port.on('message', (request: TWorkerRequest) => {
    const reply = (message: TWorkerReply) => port.postMessage(message);
    recogniseDocument(request.bytes, (progress) => reply({ id: request.id, type: 'progress', progress }))
      .then((result) => reply({ id: request.id, type: 'done', result }))
      .catch((error: unknown) => {
        if (error instanceof UnsupportedDocumentError) {
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
