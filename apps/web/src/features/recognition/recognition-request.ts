import {
  ERROR_CODES,
  type TCompanyFormRecognition,
  type TErrorResponse,
  type TIdDocumentRecognition,
  type TRecognitionProgress,
} from '@portal/domain';
import { ApiError, createTimeoutError } from '../../api/api-error';
import { authSession, http } from '../../api/http';
import { currentLanguage } from '../../i18n/i18n';

/** A scan of 24 pages may wait for a reader and then take 20 s: give the answer room before TIME_OUT. */
export const RECOGNITION_TIMEOUT_MS = 180_000;

export interface TRecogniseRequest {
  file: File;
  /** 0–100 while the bytes go out. */
  onUploadProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

type TAnswer = { status: number; text: string };

function send(url: string, request: TRecogniseRequest, token: string | null): Promise<TAnswer> {
  const form = new FormData();
  form.append('file', request.file, request.file.name);
  return new Promise((resolve, reject) => {
    // fetch cannot report upload progress; XMLHttpRequest can.
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = RECOGNITION_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        request.onUploadProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new ApiError(0, null));
    xhr.ontimeout = () => reject(createTimeoutError());
    xhr.onabort = () => reject(new DOMException('The reading was cancelled.', 'AbortError'));
    const { signal } = request;
    if (signal?.aborted) xhr.abort();
    else signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const asBody = (value: unknown) =>
  typeof value === 'object' && value !== null
    ? (value as Partial<TErrorResponse> & Record<string, unknown>)
    : null;

/**
 * POST one file (multipart, one part `file`) to a recognition endpoint with the bearer token
 * (refreshed once on TOKEN_EXPIRED), Accept-Language (the server's messages come back in the user's
 * language) and upload progress. Rejects with an ApiError (38001/38002 for a file the endpoint does not
 * take), or an AbortError when cancelled.
 */
async function recognise<T>(url: string, request: TRecogniseRequest): Promise<T> {
  const token = await authSession.getAccessToken();
  let answer = await send(url, request, token);
  let body = parse(answer.text);
  if (answer.status === 401 && token && asBody(body)?.code === ERROR_CODES.TOKEN_EXPIRED) {
    answer = await send(url, request, await authSession.refreshAccessToken(token));
    body = parse(answer.text);
  }
  if (answer.status < 200 || answer.status >= 300) throw new ApiError(answer.status, asBody(body));
  if (body === null)
    throw new ApiError(answer.status, { code: 'JSON parse Error', message: 'JSON parse Error' });
  return body as T;
}

/** POST /api/recognition/company-form: an NNC1 or NAR1 PDF read into the migration form's values. */
export const recogniseCompanyForm = (request: TRecogniseRequest) =>
  recognise<TCompanyFormRecognition>('/api/recognition/company-form', request);

/** POST /api/recognition/id-document: a card or passport photo or scan read into the holder's fields. */
export const recogniseIdDocument = (request: TRecogniseRequest) =>
  recognise<TIdDocumentRecognition>('/api/recognition/id-document', request);

/** GET /api/recognition/progress: how far the caller's reading has got. */
export function fetchRecognitionProgress(signal?: AbortSignal): Promise<TRecognitionProgress> {
  return http.request<TRecognitionProgress>('/api/recognition/progress', { signal, timeoutMs: 10_000 });
}
