/**
 * What an uploaded identity document is, from its bytes alone (spec §5: PNG, JPEG, JPG or PDF; the
 * name and the browser's type are not trusted): its kind, the picture's size from its header (read
 * before anything is decoded, so a decompression bomb is refused unopened), and whether a PNG is
 * animated (APNG: a moving picture is no scan of a card). A JPEG's EXIF orientation needs nothing
 * here: @napi-rs/canvas (Skia) turns the picture upright as it decodes it.
 */

export type TIdFileKind = 'png' | 'jpeg' | 'pdf';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The file's kind by its signature; null for anything else (GIF, WebP, HEIC, a text file…). */
export function sniffKind(bytes: Uint8Array): TIdFileKind | null {
  if (PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  // ISO 32000-2 §7.5.2 lets bytes precede the header; a PDF says so within its first kilobyte.
  if (Buffer.from(bytes.subarray(0, 1024)).toString('latin1').includes('%PDF-')) return 'pdf';
  return null;
}

// The PNG and JPEG headers are read as every upload's are (files/inspection/image-header.ts).
export { jpegInfo, pngInfo, type TJpegInfo, type TPngInfo } from '../../files/inspection/image-header.js';
