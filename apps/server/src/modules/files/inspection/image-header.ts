/**
 * An image's size read from its header, before anything decodes it: a 100 KB PNG can claim
 * 60,000 × 60,000 pixels and take gigabytes to decode (a "pixel flood"), so the size is judged first.
 */
export interface TImageSize {
  width: number;
  height: number;
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

/**
 * A PNG's size from its first chunk (IHDR) alone: a pixel flood is judged before the rest of the file
 * is read (pngInfo walks every chunk, and refuses a file whose later chunks are broken).
 */
function pngSize(b: Buffer): TImageSize | null {
  if (b.length < 24 || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

function gifSize(b: Buffer): TImageSize | null {
  if (b.length < 10) return null;
  return { width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
}

function webpSize(b: Buffer): TImageSize | null {
  if (b.length < 30 || b.toString('latin1', 8, 12) !== 'WEBP') return null;
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === 'VP8X') return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  return null;
}

export function imageSize(mime: string, bytes: Buffer): TImageSize | null {
  switch (mime) {
    case 'image/png':
      return pngSize(bytes);
    case 'image/gif':
      return gifSize(bytes);
    case 'image/jpeg':
      return jpegInfo(bytes);
    case 'image/webp':
      return webpSize(bytes);
    default:
      return null;
  }
}
