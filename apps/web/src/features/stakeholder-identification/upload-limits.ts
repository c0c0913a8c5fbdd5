import { ERROR_CODES, LIMITS } from '@portal/domain';
import { isApiError } from '../../api/api-error';

/** What the uploader offers in the file picker (spec §5): images, audio, video, PDF, DOC, DOCX. */
export const UPLOAD_ACCEPT = 'image/*,audio/*,video/*,.pdf,.doc,.docx';

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

/** Megabytes (decimal, as the 25,000,000-byte limit is meant) with at most one decimal. */
export function toMegabytes(bytes: number): number {
  return Math.round(bytes / 100_000) / 10;
}

/** A file size for people: bytes below 1 kB, kB below 1 MB, then MB (decimal units). */
export function formatFileSize(bytes: number, locale: string): { value: string; unit: 'B' | 'kB' | 'MB' } {
  const format = (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n);
  if (bytes < 1000) return { value: format(bytes), unit: 'B' };
  if (bytes < 1_000_000) return { value: format(bytes / 1000), unit: 'kB' };
  return { value: format(bytes / 1_000_000), unit: 'MB' };
}

/** The server refused the file's type (38001 unsupported, 38002 not accepted here). */
export function isUnsupportedType(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.code === ERROR_CODES.FILE_TYPE_UNSUPPORTED || error.code === ERROR_CODES.FILE_TYPE_NOT_ACCEPTED)
  );
}
