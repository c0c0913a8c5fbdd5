import { describe, expect, it } from 'vitest';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { scanPdf } from '../fixtures/scan-fixture.js';
import { openPdf } from '../pdf-document.js';
import { deskew, estimateSkew } from './deskew.js';
import { cropGrey, inkRatio, LINE_LEVEL, type TGreyImage, type TPixelBox } from './grey-image.js';
import { pageImage } from './page-image.js';
import { mapBox, registerPage } from './register-page.js';

/** A form-like page: a title, boxes with labels, lines of text. */
async function formPage(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595.44, 841.68]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText('Form NNC1', { x: 50, y: 790, size: 16, font });
  for (let i = 0; i < 8; i += 1) {
    const y = 700 - i * 60;
    page.drawText(`Label ${i + 1}`, { x: 50, y: y + 12, size: 9, font });
    page.drawRectangle({
      x: 200,
      y,
      width: 350,
      height: 30,
      borderWidth: 0.75,
      borderColor: rgb(0.4, 0.4, 0.4),
    });
    page.drawText(`Value number ${i + 1}`, { x: 206, y: y + 10, size: 11, font });
  }
  return doc.save();
}

/** Share of the band's columns where a drawn line (grey or darker) crosses. */
function lineShare(image: TGreyImage, band: TPixelBox): number {
  const crop = cropGrey(image, band);
  let crossed = 0;
  for (let x = 0; x < crop.width; x += 1) {
    for (let y = 0; y < crop.height; y += 1) {
      if (crop.data[y * crop.width + x]! < LINE_LEVEL) {
        crossed += 1;
        break;
      }
    }
  }
  return crossed / crop.width;
}

describe('deskew and registration of a scanned page', () => {
  it('finds the rotation of a scan within 0.2° and turns the page straight', async () => {
    const source = await formPage();
    for (const angleDeg of [0.9, -1.4]) {
      const scanned = await openPdf(await scanPdf(source, { angleDeg, seed: 4, offsetMm: 0 }));
      const image = await pageImage(scanned, 1, 200);
      expect(Math.abs(estimateSkew(image) - angleDeg)).toBeLessThan(0.2);
      expect(Math.abs(estimateSkew(deskew(image).image))).toBeLessThan(0.2);
      await scanned.close();
    }
  });

  it('lays the template boxes on a scan shifted on the glass', async () => {
    const source = await formPage();
    const scanned = await openPdf(await scanPdf(source, { angleDeg: 0.5, seed: 9, offsetMm: 2.5 }));
    const { image } = deskew(await pageImage(scanned, 1, 200));
    const s = 200 / 72;
    const boxes = Array.from({ length: 8 }, (_, i) => ({
      left: 200 * s,
      top: (841.68 - (700 - i * 60) - 30) * s,
      width: 350 * s,
      height: 30 * s,
    }));
    const registration = registerPage(image, boxes);
    expect(registration.fit).toBeGreaterThan(0.8);
    // Inside each registered box (clear of its border) is the value, and its border is where it should be.
    for (const box of boxes.map((b) => mapBox(b, registration))) {
      const inner = { left: box.left + 4, top: box.top + 4, width: box.width - 8, height: box.height - 8 };
      expect(inkRatio(image, inner)).toBeGreaterThan(0.01);
      expect(
        lineShare(image, { left: box.left + 20, top: box.top - 1, width: box.width - 40, height: 3 }),
      ).toBeGreaterThan(0.8);
      expect(
        lineShare(image, { left: box.left + 20, top: box.top - 8, width: box.width - 40, height: 3 }),
      ).toBeLessThan(0.2);
    }
    await scanned.close();
  });
});
