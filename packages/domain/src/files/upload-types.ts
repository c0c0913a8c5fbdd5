/**
 * What the uploader accepts (spec §5: images, audio, video, .pdf, .doc, .docx), judged by the
 * content's type as the server detects it, never by the file's name.
 */
const ACCEPTED_EXACT = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
  // .doc is an OLE compound file; .docx an Office Open XML package.
  'application/x-cfb',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'video/mp4',
  'video/x-flv',
  'video/webm',
  'video/ogg',
  'video/x-matroska',
  'video/quicktime',
]);

/** 'ok', or the spec's refusal code: 38001 the content is of no type we recognise, 38002 a type not accepted. */
export function uploadTypeVerdict(detectedMime: string | undefined): 'ok' | '38001' | '38002' {
  if (!detectedMime) return '38001';
  if (ACCEPTED_EXACT.has(detectedMime) || detectedMime.startsWith('audio/')) return 'ok';
  return '38002';
}

/** The accept attribute of the file picker (a hint for people; the server decides by content). */
export const UPLOAD_ACCEPT = 'image/*,audio/*,video/*,.pdf,.doc,.docx';
