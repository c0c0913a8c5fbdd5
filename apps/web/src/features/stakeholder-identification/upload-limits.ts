import { ERROR_CODES, LIMITS } from '@portal/domain';
import { isApiError } from '../../api/api-error';

// Sizes are formatted by the shared uploader; re-exported for this feature's older callers.
export { formatFileSize, toMegabytes } from '../files/file-size';
export { UPLOAD_ACCEPT } from '@portal/domain';

export type TRefusal = { file: File; reason: 'size' } | { file: File; reason: 'count' };

/**
 * Splits the chosen files into those to send and those refused before sending (spec §5): a file at or
 * above the size limit, and every file beyond the count limit (counting those already attached).
 */
export function checkUploadLimits(
  files: readonly File[],
  alreadyAttached: number,
  limits: { maxBytes: number; maxFiles: number } = {
    maxBytes: LIMITS.uploadMaxBytes,
    maxFiles: LIMITS.uploadMaxFiles,
  },
): { accepted: File[]; refused: TRefusal[] } {
  const accepted: File[] = [];
  const refused: TRefusal[] = [];
  let room = Math.max(0, limits.maxFiles - alreadyAttached);
  for (const file of files) {
    if (file.size >= limits.maxBytes) refused.push({ file, reason: 'size' });
    else if (room <= 0) refused.push({ file, reason: 'count' });
    else {
      accepted.push(file);
      room -= 1;
    }
  }
  return { accepted, refused };
}

/** The server refused the file's type (38001 unsupported, 38002 not accepted here). */
export function isUnsupportedType(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.code === ERROR_CODES.FILE_TYPE_UNSUPPORTED || error.code === ERROR_CODES.FILE_TYPE_NOT_ACCEPTED)
  );
}
