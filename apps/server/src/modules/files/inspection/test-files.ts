import { deflateRawSync } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';

/* Booby-trapped files for the inspection tests (issue 24 point 8), made here rather than stored. */

/** A real picture, w × h, half red and half blue. */
export async function picture(format: 'png' | 'jpeg', width = 10, height = 10): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#d00';
  ctx.fillRect(0, 0, width / 2, height);
  ctx.fillStyle = '#00d';
  ctx.fillRect(width / 2, 0, width / 2, height);
  return Buffer.from(format === 'png' ? await canvas.encode('png') : await canvas.encode('jpeg', 90));
}

/** A JPEG whose EXIF carries a GPS position (tag 0x8825 pointing at a GPS directory). */
export async function jpegWithGps(): Promise<Buffer> {
  const jpeg = await picture('jpeg');
  // Big-endian TIFF: IFD0 with one entry (GPS IFD at 26), then a GPS IFD with GPSLatitudeRef 'N'.
  const tiff = Buffer.from([
    0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8, 0, 1, 0x88, 0x25, 0, 4, 0, 0, 0, 1, 0, 0, 0, 26, 0, 0, 0, 0, 0, 1, 0,
    1, 0, 2, 0, 0, 0, 2, 0x4e, 0, 0, 0, 0, 0, 0, 0,
  ]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const length = payload.length + 2;
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, length >> 8, length & 0xff]), payload]);
  return Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
}

/** A real PNG whose header has an impossible bit depth and colour type: it crashes the native decoder. */
export async function crashingPng(): Promise<Buffer> {
  const png = await picture('png', 50, 50);
  png.fill(0x5a, 24, 29);
  return png;
}

/** A PNG header claiming a picture of w × h with no picture behind it (a pixel flood). */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header[24] = 8;
  header[25] = 6;
  return header;
}

/** A one-page PDF that runs JavaScript on opening, launches a program from a link and carries a file. */
export async function armedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 300]);
  page.drawText('Certificate', { x: 50, y: 150 });
  const ctx = doc.context;
  doc.catalog.set(
    PDFName.of('OpenAction'),
    ctx.obj({ S: 'JavaScript', JS: PDFString.of('app.alert("hello")') }),
  );
  const link = ctx.register(
    ctx.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [0, 0, 100, 100],
      A: { S: 'Launch', F: PDFString.of('cmd.exe') },
    }),
  );
  page.node.set(PDFName.of('Annots'), ctx.obj([link]));
  await doc.attach(Buffer.from('MZ not really a program'), 'payload.exe', {
    mimeType: 'application/octet-stream',
  });
  return Buffer.from(await doc.save());
}

/** A zip (as a .docx is) of the given entries, deflated. */
export function zipOf(entries: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = deflateRawSync(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The parts a Word document needs to be recognised as one, plus any others. */
export function docxOf(extra: { name: string; data: Buffer }[] = []): Buffer {
  return zipOf([
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    { name: 'word/document.xml', data: Buffer.from('<w:document/>') },
    ...extra,
  ]);
}
