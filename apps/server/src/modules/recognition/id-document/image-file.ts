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

const u32 = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const u16 = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;

export interface TPngInfo {
  width: number;
  height: number;
  /** An animation control chunk (acTL) comes before the image data: an APNG. */
  animated: boolean;
}

/** A PNG's size and whether it moves, from its chunks; null when the chunks are broken. */
export function pngInfo(bytes: Uint8Array): TPngInfo | null {
  let at = 8;
  let size: { width: number; height: number } | null = null;
  while (at + 8 <= bytes.length) {
    const length = u32(bytes, at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (at + 12 + length > bytes.length) return null;
    if (type === 'IHDR') {
      if (length < 8) return null;
      size = { width: u32(bytes, at + 8), height: u32(bytes, at + 12) };
    } else if (!size) {
      return null;
    }
    if (type === 'acTL') return { ...size, animated: true };
    if (type === 'IDAT' || type === 'IEND') return { ...size, animated: false };
    at += 12 + length;
  }
  return null;
}

export interface TJpegInfo {
  width: number;
  height: number;
}

/** A JPEG's size as stored (its frame header); null when no frame header is found. */
export function jpegInfo(bytes: Uint8Array): TJpegInfo | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    const length = u16(bytes, at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return null;
    const body = at + 4;
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC): height then width after the precision byte.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (length < 7) return null;
      return { height: u16(bytes, body + 1), width: u16(bytes, body + 3) };
    }
    if (marker === 0xda) return null;
    at += 2 + length;
  }
  return null;
}
