import { RECOGNITION_MAX_BYTES } from '@portal/domain';

/** Why a choice of files is not read: not one file, not a PDF, or too large. */
export type TChoiceRefusal = { reason: 'count' } | { reason: 'type' } | { reason: 'size'; bytes: number };

/** The choice's one PDF, or why it is refused (spec §5: form recognition accepts PDF only and one document). */
export function checkChosenFiles(files: readonly File[]): { file: File } | { refusal: TChoiceRefusal } {
  if (files.length !== 1) return { refusal: { reason: 'count' } };
  const [file] = files as [File];
  // Browsers may give no type for a file from some places: the extension then says it is meant as a
  // PDF. The server reads the content and refuses what is not really one.
  const type = file.type.toLowerCase();
  const isPdf = type === 'application/pdf' || (type === '' && /\.pdf$/i.test(file.name));
  if (!isPdf) return { refusal: { reason: 'type' } };
  if (file.size > RECOGNITION_MAX_BYTES) return { refusal: { reason: 'size', bytes: file.size } };
  return { file };
}

/** Bytes in MB of 1,048,576 bytes (the limit is 20 of them) with at most one decimal. */
export function toMegabytes(bytes: number): number {
  return Math.round(bytes / 104_857.6) / 10;
}
