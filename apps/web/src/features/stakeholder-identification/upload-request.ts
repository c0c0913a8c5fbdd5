import { ERROR_CODES } from '@portal/domain';
import { ApiError } from '../../api/api-error';
import { authSession } from '../../api/http';
import { currentLanguage } from '../../i18n/i18n';
import type { TFileMeta } from './api';

export interface TUploadTarget {
  caseID: string;
  holderID: string;
}

/** Uploads one file; `onProgress` gets 0–100 while the bytes go out. */
export type TUploadFn = (
  target: TUploadTarget,
  file: File,
  onProgress: (percent: number) => void,
) => Promise<TFileMeta>;

function parse(text: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function send(
  target: TUploadTarget,
  file: File,
  token: string | null,
  onProgress: (percent: number) => void,
): Promise<{ status: number; body: Record<string, unknown> | null }> {
  // The server reads the fields in order: the case (and holder) must come before the file.
  const form = new FormData();
  form.append('caseID', target.caseID);
  form.append('holderID', target.holderID);
  form.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    // fetch cannot report upload progress; XMLHttpRequest can.
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/file/upload');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parse(xhr.responseText) });
    xhr.onerror = () => reject(new ApiError(0, null));
    xhr.send(form);
  });
}

/** POST /api/file/upload (multipart: caseID, holderID, file) with the bearer token and progress. */
export const uploadFile: TUploadFn = async (target, file, onProgress) => {
  const token = await authSession.getAccessToken();
  let answer = await send(target, file, token, onProgress);
  if (answer.status === 401 && token && answer.body?.code === ERROR_CODES.TOKEN_EXPIRED) {
    answer = await send(target, file, await authSession.refreshAccessToken(token), onProgress);
  }
  if (answer.status < 200 || answer.status >= 300) throw new ApiError(answer.status, answer.body);
  const body = answer.body ?? {};
  return {
    fileID: String(body.fileID),
    fileName: typeof body.fileName === 'string' ? body.fileName : file.name,
    fileSize: typeof body.fileSize === 'number' ? body.fileSize : file.size,
    fileType: typeof body.fileType === 'string' ? body.fileType : file.type,
  };
};
