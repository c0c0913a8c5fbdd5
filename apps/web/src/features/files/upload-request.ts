import { ERROR_CODES } from '@portal/domain';
import { isApiError } from '../../api/api-error';
import { authSession, http } from '../../api/http';
import { currentLanguage } from '../../i18n/i18n';

/** errCode of a request that never got an answer (spec §8). */
export const FETCH_ERROR = 'Fetch Error';
/** code of an upload answer that is not JSON (spec §8). */
export const JSON_PARSE_ERROR = 'JSON parse Error';
/** How long a preview download may take before it counts as TIME_OUT. */
export const DOWNLOAD_TIMEOUT_MS = 30_000;

/**
 * A failed file request: `code` is the server's code, FETCH_ERROR or JSON_PARSE_ERROR; `errCode` is
 * the same value under the name the spec gives it; `status` 0 means no answer came.
 */
export class FileRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errCode: string;
  /** The field the server named, e.g. caseID when the id field was missing. */
  readonly field: string | undefined;

  constructor(status: number, code: string, message: string, field?: string) {
    super(message);
    this.name = 'FileRequestError';
    this.status = status;
    this.code = code;
    this.errCode = code;
    this.field = field;
  }
}

/** A stored file as the upload answers it. */
export interface TUploadedFile {
  fileID: string;
  fileName: string;
  fileSize: number;
  fileType?: string;
}

/** The upload answer: the first file flat (as the spec's `contains fileID`), and all of them. */
export interface TUploadAnswer extends TUploadedFile {
  files: TUploadedFile[];
}

export interface TUploadFilesRequest {
  /** The name of the id field (spec §7: "an id field whose key defaults to caseID"). */
  idKey?: string;
  id: string;
  /** More text fields sent before the files, e.g. { holderID }. */
  fields?: Record<string, string>;
  files: readonly File[];
  /** 0–100 while the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

type TBody = Record<string, unknown>;

function readBody(text: string): { body: TBody | null; parsed: boolean } {
  try {
    const value = JSON.parse(text) as unknown;
    return { body: typeof value === 'object' && value !== null ? (value as TBody) : null, parsed: true };
  } catch {
    return { body: null, parsed: false };
  }
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

function toUploadedFile(value: unknown): TUploadedFile | null {
  if (typeof value !== 'object' || value === null) return null;
  const item = value as TBody;
  if (!text(item.fileID)) return null;
  return {
    fileID: text(item.fileID),
    fileName: text(item.fileName),
    fileSize: typeof item.fileSize === 'number' ? item.fileSize : 0,
    fileType: text(item.fileType),
  };
}

function send(request: TUploadFilesRequest, token: string | null): Promise<{ status: number; text: string }> {
  // The server reads the fields in order: the id (and other fields) must come before the files.
  const form = new FormData();
  form.append(request.idKey ?? 'caseID', request.id);
  for (const [key, value] of Object.entries(request.fields ?? {})) form.append(key, value);
  for (const file of request.files) form.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    // fetch cannot report upload progress; XMLHttpRequest can.
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/file/upload');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        request.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new FileRequestError(0, FETCH_ERROR, FETCH_ERROR));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    const { signal } = request;
    if (signal?.aborted) xhr.abort();
    else signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * POST /api/file/upload (multipart: the id field, other fields, then the files) with the bearer
 * token, one refresh on TOKEN_EXPIRED, Accept-Language and progress. Rejects with FileRequestError.
 */
export async function uploadFiles(request: TUploadFilesRequest): Promise<TUploadAnswer> {
  const token = await authSession.getAccessToken();
  let answer = await send(request, token);
  let { body, parsed } = readBody(answer.text);
  if (answer.status === 401 && token && body?.code === ERROR_CODES.TOKEN_EXPIRED) {
    answer = await send(request, await authSession.refreshAccessToken(token));
    ({ body, parsed } = readBody(answer.text));
  }
  if (!parsed) throw new FileRequestError(answer.status, JSON_PARSE_ERROR, JSON_PARSE_ERROR);
  if (answer.status < 200 || answer.status >= 300) {
    throw new FileRequestError(
      answer.status,
      text(body?.code) || String(answer.status),
      text(body?.message) || String(answer.status),
      typeof body?.field === 'string' ? body.field : undefined,
    );
  }
  const first = toUploadedFile(body);
  if (!first) throw new FileRequestError(answer.status, 'NO_FILE_ID', 'The answer has no fileID.');
  const files = Array.isArray(body?.files) ? body.files.map(toUploadedFile) : [];
  return { ...first, files: files.filter((file): file is TUploadedFile => file !== null) };
}

/**
 * GET /api/file/download/fileID/:fileID with the bearer token and a timeout. Rejects with a
 * FileRequestError whose errCode is the server's code, or FETCH_ERROR when no answer came.
 */
export async function downloadFile(
  fileID: string,
  signal?: AbortSignal,
): Promise<{ blob: Blob; contentType: string }> {
  try {
    const blob = await http.request<Blob>(`/api/file/download/fileID/${encodeURIComponent(fileID)}`, {
      responseType: 'blob',
      timeoutMs: DOWNLOAD_TIMEOUT_MS,
      signal,
    });
    return { blob, contentType: blob.type };
  } catch (error) {
    if (signal?.aborted) throw error;
    if (!isApiError(error) || error.status === 0) {
      throw new FileRequestError(0, FETCH_ERROR, FETCH_ERROR);
    }
    if (error.code === ERROR_CODES.REQUEST_TIMEOUT_ERROR) {
      // The request itself failed (no answer in time): errCode says so, status 408 makes it TIME_OUT.
      throw new FileRequestError(408, FETCH_ERROR, error.message);
    }
    throw new FileRequestError(error.status, error.code ?? String(error.status), error.message, error.field);
  }
}
