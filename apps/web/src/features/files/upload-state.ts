import { ERROR_CODES } from '@portal/domain';
import { FETCH_ERROR, JSON_PARSE_ERROR } from './upload-request';

/** The upload states of spec §6, in the order a file passes through them. */
export const UPLOAD_STATES = [
  'preparing',
  'ready',
  'started',
  'getting_upload_params',
  'uploading',
  'done',
  'error_file_size',
  'error_validation',
  'error_upload_params',
  'exception_upload',
  'error_upload',
] as const;
export type TUploadState = (typeof UPLOAD_STATES)[number];
export type TUploadPhase = 'inProgress' | 'complete' | 'failed';

/** Which of the spec's three groups each state belongs to. */
export const UPLOAD_PHASE = {
  preparing: 'inProgress',
  ready: 'inProgress',
  started: 'inProgress',
  getting_upload_params: 'inProgress',
  uploading: 'inProgress',
  done: 'complete',
  error_file_size: 'failed',
  error_validation: 'failed',
  error_upload_params: 'failed',
  exception_upload: 'failed',
  error_upload: 'failed',
} as const satisfies Record<TUploadState, TUploadPhase>;

/** Why a file failed: what the row shows and whether Retry makes sense. */
export interface TUploadFailure {
  /** 'size' and 'count' are refusals before sending; Retry cannot change them. */
  limit?: 'size' | 'count';
  status?: number;
  code?: string;
  field?: string;
  message?: string;
}

export interface TUploadItem {
  key: string;
  file: File;
  state: TUploadState;
  /** 0–100 while uploading. */
  progress: number;
  failure?: TUploadFailure;
  fileID?: string;
}

export type TUploadAction =
  | { type: 'add'; items: readonly TUploadItem[] }
  | { type: 'start'; key: string }
  | { type: 'params'; key: string }
  | { type: 'progress'; key: string; percent: number }
  | { type: 'done'; key: string; fileID: string }
  | { type: 'fail'; key: string; error: unknown; idKey?: string }
  | { type: 'retry'; key: string }
  | { type: 'remove'; key: string };

export interface TUploadLimits {
  maxSize: number;
  maxFiles: number;
}

let lastKey = 0;

/** Rows for freshly chosen files: each starts preparing, then the limits make it ready or refused. */
export function prepareFiles(
  files: readonly File[],
  limits: TUploadLimits,
  /** Files that already take a place: attached before, or rows still listed. */
  taken: number,
): TUploadItem[] {
  let room = Math.max(0, limits.maxFiles - taken);
  return files.map((file) => {
    const item: TUploadItem = { key: `upload-${++lastKey}`, file, state: 'preparing', progress: 0 };
    // "At or above the limit" (spec §6): a file of exactly maxSize bytes is refused.
    if (file.size >= limits.maxSize) return { ...item, state: 'error_file_size', failure: { limit: 'size' } };
    if (room <= 0) return { ...item, state: 'error_validation', failure: { limit: 'count' } };
    room -= 1;
    return { ...item, state: 'ready' };
  });
}

/** Rows that hold a place against maxFiles: all but those refused before sending. */
export function countTaken(items: readonly TUploadItem[]): number {
  return items.filter((item) => !item.failure?.limit).length;
}

/** Retry re-sends what the server or the network refused; a size or count refusal stays. */
export function canRetry(item: TUploadItem): boolean {
  return UPLOAD_PHASE[item.state] === 'failed' && !item.failure?.limit;
}

const REFUSED_CODES = new Set<string>([
  ERROR_CODES.FILE_TYPE_UNSUPPORTED,
  ERROR_CODES.FILE_TYPE_NOT_ACCEPTED,
  ERROR_CODES.VALIDATION_ERROR,
]);
/** Statuses of a server that judged the file itself: bad request, too large, type refused. */
const REFUSED_STATUSES = new Set([400, 413, 415, 422]);
/** The fields that say where the file goes, not what it is. */
const PARAM_FIELDS = new Set(['caseID', 'holderID']);

function readFailure(error: unknown): TUploadFailure {
  if (typeof error !== 'object' || error === null) return { message: String(error) };
  const { status, code, field, message } = error as Record<string, unknown>;
  return {
    status: typeof status === 'number' ? status : undefined,
    code: typeof code === 'string' || typeof code === 'number' ? String(code) : undefined,
    field: typeof field === 'string' ? field : undefined,
    message: typeof message === 'string' ? message : undefined,
  };
}

/**
 * The failed state of an upload error:
 * - the server refused the file (38001/38002, VALIDATION_ERROR, 400/413/415/422) → error_validation,
 *   unless the field it named is the upload id or another target field → error_upload_params;
 * - no answer, or an answer that is not JSON → exception_upload;
 * - any other failure of the server (5xx, 403, 404, an answer without fileID) → error_upload.
 */
export function failureState(failure: TUploadFailure, idKey = 'caseID'): TUploadState {
  if (failure.status === 0 || failure.code === FETCH_ERROR || failure.code === JSON_PARSE_ERROR) {
    return 'exception_upload';
  }
  if (failure.field && (failure.field === idKey || PARAM_FIELDS.has(failure.field))) {
    return 'error_upload_params';
  }
  if ((failure.code && REFUSED_CODES.has(failure.code)) || REFUSED_STATUSES.has(failure.status ?? -1)) {
    return 'error_validation';
  }
  if (failure.status === undefined && failure.code === undefined) return 'exception_upload';
  return 'error_upload';
}

function update(items: readonly TUploadItem[], key: string, change: (item: TUploadItem) => TUploadItem) {
  return items.map((item) => (item.key === key ? change(item) : item));
}

/** The uploader's list of rows; every transition of spec §6 goes through here. */
export function uploadReducer(items: readonly TUploadItem[], action: TUploadAction): TUploadItem[] {
  switch (action.type) {
    case 'add':
      return [...items, ...action.items];
    case 'start':
      return update(items, action.key, (item) => ({ ...item, state: 'started', progress: 0 }));
    case 'params':
      return update(items, action.key, (item) => ({ ...item, state: 'getting_upload_params' }));
    case 'progress':
      return update(items, action.key, (item) => ({ ...item, state: 'uploading', progress: action.percent }));
    case 'done':
      return update(items, action.key, (item) => ({
        ...item,
        state: 'done',
        progress: 100,
        fileID: action.fileID,
        failure: undefined,
      }));
    case 'fail': {
      const failure = readFailure(action.error);
      return update(items, action.key, (item) => ({
        ...item,
        state: failureState(failure, action.idKey),
        failure,
      }));
    }
    case 'retry':
      return update(items, action.key, (item) =>
        canRetry(item) ? { ...item, state: 'ready', progress: 0, failure: undefined } : item,
      );
    case 'remove':
      return items.filter((item) => item.key !== action.key);
  }
}
