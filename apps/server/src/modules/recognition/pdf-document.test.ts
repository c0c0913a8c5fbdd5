import { describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { openPdf, UnreadablePdfError } from './pdf-document.js';

async function formPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595.44, 841.68]);
  page.drawText('Form NNC1', { x: 50, y: 800, size: 12, font: await doc.embedFont(StandardFonts.Helvetica) });
  const field = doc.getForm().createTextField('fill_1_P.1');
  field.addToPage(page, { x: 86, y: 606, width: 485, height: 51 });
  field.setText('Harbour View Trading Limited');
  const box = doc.getForm().createCheckBox('cb_1_P.1');
  box.addToPage(page, { x: 151, y: 488, width: 13, height: 14 });
  box.check();
  return doc.save();
}

describe('openPdf', () => {
  it('gives the text with positions and the widgets with their page, rectangle and value', async () => {
    const pdf = await openPdf(await formPdf());
    expect(pdf.pageCount).toBe(1);
    const text = await pdf.pageText(1);
    expect(text.find((t) => t.text === 'Form NNC1')).toMatchObject({ x: 50, y: 800 });
    const widgets = await pdf.widgets();
    expect(widgets.find((w) => w.name === 'fill_1_P.1')).toMatchObject({
      page: 1,
      type: 'text',
      value: 'Harbour View Trading Limited',
    });
    // pdf-lib draws the widget's border half a point outside the rectangle it was given.
    const rect = widgets.find((w) => w.name === 'fill_1_P.1')?.rect;
    expect([rect?.x, rect?.y, rect?.width, rect?.height].map((v) => Math.round(v ?? 0))).toEqual([
      86, 606, 486, 52,
    ]);
    expect(widgets.find((w) => w.name === 'cb_1_P.1')?.value).not.toBe('Off');
    await pdf.close();
  });

  it('refuses a file that is not a PDF as corrupt', async () => {
    await expect(openPdf(new TextEncoder().encode('%PDF-1.7\nnot really'))).rejects.toMatchObject({
      reason: 'CORRUPT',
    });
    await expect(openPdf(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).rejects.toBeInstanceOf(
      UnreadablePdfError,
    );
  });
});
