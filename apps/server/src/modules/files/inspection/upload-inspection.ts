import { imageSize } from './image-header.js';
import { reencodeInChild } from './reencode-image.js';
import { cleanPdf } from './pdf-active.js';
import { inspectZip } from './zip-budget.js';

/**
 * Uploads judged by more than their first bytes (issue 24 point 8). The first bytes name the type
 * (files.service.ts); this looks at the whole file of the types that can carry more than they show:
 * - images are decoded and encoded again (in a child process: reencode-image.ts), which drops
 *   anything after the image (a PNG followed by HTML), and metadata such as the GPS position of a
 *   phone's photo; their size is read from the header first, so a small file claiming a huge
 *   picture is refused before it is decoded;
 * - PDFs are parsed and cleaned of JavaScript, launch and other acting entries and embedded files;
 * - Office Open XML files (.docx) are decompressed within a budget, and refused with macros.
 * Audio, video and the old .doc pass as they are (nothing here can open them safely and they are
 * only ever downloaded, never rendered by the portal).
 */
export const INSPECTION_LIMITS = {
  /** Decoded pixels of one image (a 50-megapixel photo passes, a "pixel flood" does not). */
  maxPixels: 50_000_000,
  maxSide: 20_000,
  /** What a .docx may expand to. */
  maxExpandedBytes: 100_000_000,
} as const;

export type TInspectionRefusal = 'unreadable' | 'tooManyPixels' | 'activeContent' | 'expandsTooLarge';

export type TInspected =
  | { ok: true; bytes: Buffer; mime: string; ext: string; changed: boolean }
  | { ok: false; reason: TInspectionRefusal };

/** Whether a detected type is one this looks at whole (the rest stream straight to the store). */
export function needsInspection(mime: string): boolean {
  return mime.startsWith('image/') || mime === 'application/pdf' || mime === DOCX;
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** How each image type is written again; a GIF becomes a PNG (its first frame). */
const REENCODE = {
  'image/jpeg': { format: 'jpeg', mime: 'image/jpeg', ext: 'jpg' },
  'image/png': { format: 'png', mime: 'image/png', ext: 'png' },
  'image/webp': { format: 'webp', mime: 'image/webp', ext: 'webp' },
  'image/gif': { format: 'png', mime: 'image/png', ext: 'png' },
} as const;

async function reencodeImage(mime: keyof typeof REENCODE, bytes: Buffer): Promise<TInspected> {
  const size = imageSize(mime, bytes);
  if (!size || size.width === 0 || size.height === 0) return { ok: false, reason: 'unreadable' };
  const { width, height } = size;
  if (
    width > INSPECTION_LIMITS.maxSide ||
    height > INSPECTION_LIMITS.maxSide ||
    width * height > INSPECTION_LIMITS.maxPixels
  )
    return { ok: false, reason: 'tooManyPixels' };
  const target = REENCODE[mime];
  const encoded = await reencodeInChild(bytes, target.format);
  if (!encoded) return { ok: false, reason: 'unreadable' };
  return { ok: true, bytes: encoded, mime: target.mime, ext: target.ext, changed: true };
}

/** Looks at the whole file of a type that needs it; answers the bytes to store (maybe re-made). */
export async function inspectUpload(mime: string, ext: string, bytes: Buffer): Promise<TInspected> {
  if (mime in REENCODE) return reencodeImage(mime as keyof typeof REENCODE, bytes);
  if (mime.startsWith('image/')) return { ok: false, reason: 'unreadable' };
  if (mime === 'application/pdf') {
    const verdict = await cleanPdf(bytes);
    if (!verdict.ok) return verdict;
    return { ok: true, bytes: verdict.bytes, mime, ext, changed: verdict.removed.length > 0 };
  }
  if (mime === DOCX) {
    const verdict = inspectZip(bytes, INSPECTION_LIMITS.maxExpandedBytes);
    if (!verdict.ok) return verdict;
    if (verdict.names.some((name) => /vbaProject\.bin$/i.test(name)))
      return { ok: false, reason: 'activeContent' };
    return { ok: true, bytes, mime, ext, changed: false };
  }
  return { ok: true, bytes, mime, ext, changed: false };
}

/** The file's name with the extension of what it holds: `evil.html` holding a PNG is `evil.png`. */
export function nameWithExtension(fileName: string, ext: string): string {
  if (!ext) return fileName;
  const dot = fileName.lastIndexOf('.');
  const stem = dot > 0 ? fileName.slice(0, dot) : fileName;
  const given = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  const same = given === ext || (ext === 'jpg' && given === 'jpeg') || (ext === 'cfb' && given === 'doc');
  if (same) return fileName;
  const wanted = ext === 'cfb' ? 'doc' : ext;
  return `${stem.slice(0, 250 - wanted.length)}.${wanted}`;
}
