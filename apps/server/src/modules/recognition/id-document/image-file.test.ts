import { deflateSync } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { jpegInfo, pngInfo, sniffKind } from './image-file.js';

/** A PNG chunk: length, type, data, CRC (the CRC is not checked here, so zero). */
function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, Buffer.from(data), Buffer.alloc(4)]);
}

/** A PNG of `width` × `height` whose header may claim more than its data holds, optionally an APNG. */
function png(width: number, height: number, animated = false): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const actl = Buffer.alloc(8);
  actl.writeUInt32BE(2, 0);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...(animated ? [chunk('acTL', actl)] : []),
    chunk('IDAT', deflateSync(Buffer.alloc(4))),
    chunk('IEND', new Uint8Array()),
  ]);
}

describe('identity document files', () => {
  it('tells PNG, JPEG and PDF by their bytes, and nothing else', async () => {
    const jpeg = new Uint8Array(await createCanvas(40, 30).encode('jpeg'));
    expect(sniffKind(png(10, 10))).toBe('png');
    expect(sniffKind(jpeg)).toBe('jpeg');
    expect(sniffKind(new TextEncoder().encode('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffKind(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffKind(new TextEncoder().encode('RIFF....WEBPVP8 '))).toBeNull();
    expect(jpegInfo(jpeg)).toEqual({ width: 40, height: 30 });
  });

  it('reads a picture’s size from its header, an APNG as animated, broken headers as nothing', () => {
    expect(pngInfo(png(30000, 20000))).toEqual({ width: 30000, height: 20000, animated: false });
    expect(pngInfo(png(10, 10, true))?.animated).toBe(true);
    expect(pngInfo(png(10, 10).slice(0, 20))).toBeNull();
    expect(jpegInfo(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00]))).toBeNull();
  });
});
