import { uploadFiles } from '../files/upload-request';
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
  signal?: AbortSignal,
) => Promise<TFileMeta>;

/** POST /api/file/upload with the case as the id field and the holder, through the shared upload. */
export const uploadFile: TUploadFn = async (target, file, onProgress, signal) => {
  const answer = await uploadFiles({
    id: target.caseID,
    fields: { holderID: target.holderID },
    files: [file],
    onProgress,
    signal,
  });
  return {
    fileID: answer.fileID,
    fileName: answer.fileName || file.name,
    fileSize: answer.fileSize || file.size,
    fileType: answer.fileType || file.type,
  };
};
