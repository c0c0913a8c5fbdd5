import { ID_DOCUMENT_MAX_BYTES, RECOGNITION_MAX_BYTES } from '@portal/domain';

/** Why a choice of files is not read: not one file, not a type the reader takes, or too large. */
export type TChoiceRefusal = { reason: 'count' } | { reason: 'type' } | { reason: 'size'; bytes: number };

/** What a reader takes (spec §5): form recognition one PDF; ID-card recognition one PNG, JPEG or PDF. */
export type TRecognitionFileKind = 'company-form' | 'id-document';

export const ACCEPTED_TYPES: Record<
  TRecognitionFileKind,
  { mime: string[]; extensions: RegExp; accept: string }
> = {
  'company-form': { mime: ['application/pdf'], extensions: /\.pdf$/i, accept: 'application/pdf,.pdf' },
  'id-document': {
    mime: ['application/pdf', 'image/png', 'image/jpeg'],
    extensions: /\.(pdf|png|jpe?g)$/i,
    accept: 'image/png,image/jpeg,application/pdf,.png,.jpg,.jpeg,.pdf',
  },
};

export const MAX_BYTES: Record<TRecognitionFileKind, number> = {
  'company-form': RECOGNITION_MAX_BYTES,
  'id-document': ID_DOCUMENT_MAX_BYTES,
};

/** The choice's one file of a type the reader takes, or why it is refused. */
export function checkChosenFiles(
  files: readonly File[],
  kind: TRecognitionFileKind = 'company-form',
): { file: File } | { refusal: TChoiceRefusal } {
  if (files.length !== 1) return { refusal: { reason: 'count' } };
  const [file] = files as [File];
  // Browsers may give no type for a file from some places: the extension then says what it is meant
  // as. The server reads the content and refuses what is not really one.
  const type = file.type.toLowerCase();
  const { mime, extensions } = ACCEPTED_TYPES[kind];
  const accepted = mime.includes(type) || (type === '' && extensions.test(file.name));
  if (!accepted) return { refusal: { reason: 'type' } };
  if (file.size > MAX_BYTES[kind]) return { refusal: { reason: 'size', bytes: file.size } };
  return { file };
}

/** Bytes in MB of 1,048,576 bytes (the limit is 20 of them) with at most one decimal. */
export function toMegabytes(bytes: number): number {
  return Math.round(bytes / 104_857.6) / 10;
}
