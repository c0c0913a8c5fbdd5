import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadImage } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { imageSize } from './image-header.js';
import { cleanPdf } from './pdf-active.js';
import { armedPdf, docxOf, jpegWithGps, picture, pngClaiming } from './test-files.js';
import { INSPECTION_LIMITS, inspectUpload, nameWithExtension } from './upload-inspection.js';
import { inspectZip } from './zip-budget.js';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../..');
const realBlank = path.resolve(repoRoot, '../shared/reference/NNC1-blank-2023.pdf');

describe('images', () => {
  it('reads the size from the header of each kind', async () => {
    expect(imageSize('image/png', await picture('png', 30, 20))).toEqual({ width: 30, height: 20 });
    expect(imageSize('image/jpeg', await picture('jpeg', 30, 20))).toEqual({ width: 30, height: 20 });
  });

  it('drops what follows the picture: a PNG carrying HTML comes back as the picture alone', async () => {
    const png = await picture('png');
    const trap = Buffer.concat([png, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const result = await inspectUpload('image/png', 'png', trap);
    if (!result.ok) throw new Error(result.reason);
    expect(result.bytes.includes('<script')).toBe(false);
    const image = await loadImage(result.bytes);
    expect([image.width, image.height]).toEqual([10, 10]);
  });

  it('drops metadata such as a phone’s GPS position', async () => {
    const photo = await jpegWithGps();
    expect(photo.includes('Exif')).toBe(true);
    const result = await inspectUpload('image/jpeg', 'jpg', photo);
    if (!result.ok) throw new Error(result.reason);
    expect(result.bytes.includes('Exif')).toBe(false);
    expect(result.mime).toBe('image/jpeg');
  });

  it('refuses a picture too large to decode before decoding it, and one that is not a picture', async () => {
    expect(await inspectUpload('image/png', 'png', pngClaiming(30_000, 30_000))).toEqual({
      ok: false,
      reason: 'tooManyPixels',
    });
    expect(await inspectUpload('image/png', 'png', pngClaiming(100, 100))).toEqual({
      ok: false,
      reason: 'unreadable',
    });
  });
});

describe('PDFs', () => {
  it('removes JavaScript on opening, a launch action and an embedded file, and keeps the page', async () => {
    const armed = await armedPdf();
    const result = await inspectUpload('application/pdf', 'pdf', armed);
    if (!result.ok) throw new Error(result.reason);
    expect(result.changed).toBe(true);
    const text = result.bytes.toString('latin1');
    for (const word of ['/JavaScript', '/JS', '/Launch', '/EmbeddedFiles', '/EmbeddedFile', 'cmd.exe'])
      expect(text.includes(word), word).toBe(false);
    expect((await PDFDocument.load(result.bytes)).getPageCount()).toBe(1);
  });

  it('leaves a PDF with nothing active byte for byte as it was', async () => {
    const plain = Buffer.from(await (await PDFDocument.create()).save());
    const result = await inspectUpload('application/pdf', 'pdf', plain);
    expect(result.ok && result.bytes.equals(plain)).toBe(true);
  });

  it.runIf(fs.existsSync(realBlank))(
    'cleans the Registry’s blank NNC1 of its scripts and keeps its fields',
    async () => {
      const blank = fs.readFileSync(realBlank);
      const result = await cleanPdf(blank);
      if (!result.ok) throw new Error(result.reason);
      expect(result.removed.length).toBeGreaterThan(0);
      const before = (await PDFDocument.load(blank)).getForm().getFields().length;
      const after = (await PDFDocument.load(result.bytes)).getForm().getFields().length;
      expect(after).toBe(before);
      expect((await cleanPdf(result.bytes)).ok && (await cleanPdf(result.bytes))).toMatchObject({
        removed: [],
      });
    },
  );

  it('refuses what cannot be parsed as a PDF', async () => {
    expect(await inspectUpload('application/pdf', 'pdf', Buffer.from('not a PDF at all'))).toEqual({
      ok: false,
      reason: 'unreadable',
    });
  });
});

describe('Word documents', () => {
  it('passes an ordinary .docx unchanged', async () => {
    const docx = docxOf();
    const result = await inspectUpload(DOCX, 'docx', docx);
    expect(result.ok && result.bytes.equals(docx)).toBe(true);
  });

  it('refuses one that expands past the budget, having inflated no more than the budget', () => {
    const bomb = docxOf([{ name: 'word/media/filler.bin', data: Buffer.alloc(3_000_000) }]);
    expect(bomb.length).toBeLessThan(10_000);
    expect(inspectZip(bomb, 1_000_000)).toEqual({ ok: false, reason: 'expandsTooLarge' });
    expect(inspectZip(bomb, 4_000_000)).toMatchObject({ ok: true });
    expect(INSPECTION_LIMITS.maxExpandedBytes).toBe(100_000_000);
  });

  it('refuses one with macros', async () => {
    const macro = docxOf([{ name: 'word/vbaProject.bin', data: Buffer.from('Attribute VB_Name') }]);
    expect(await inspectUpload(DOCX, 'docx', macro)).toEqual({ ok: false, reason: 'activeContent' });
  });

  it('refuses a broken zip', () => {
    expect(inspectZip(Buffer.from('PK\u0003\u0004 not really'), 1000)).toEqual({
      ok: false,
      reason: 'unreadable',
    });
  });
});

describe('the stored name', () => {
  it('takes the extension of what the file holds', () => {
    expect(nameWithExtension('evil.html', 'png')).toBe('evil.png');
    expect(nameWithExtension('身份證.PDF', 'pdf')).toBe('身份證.PDF');
    expect(nameWithExtension('photo.jpeg', 'jpg')).toBe('photo.jpeg');
    expect(nameWithExtension('scan', 'jpg')).toBe('scan.jpg');
    expect(nameWithExtension('minutes.doc', 'cfb')).toBe('minutes.doc');
    expect(nameWithExtension('.htaccess', 'png')).toBe('.htaccess.png');
  });
});
