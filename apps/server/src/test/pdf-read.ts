import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));
const asset = (folder: string) => pathToFileURL(path.join(pdfjsRoot, folder) + path.sep).href;

/** A PDF read back the way a viewer reads it (pdf.js): each page's text. */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: asset('standard_fonts'),
    cMapUrl: asset('cmaps'),
    cMapPacked: true,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i += 1) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await doc.destroy();
  return pages;
}

/** The fonts a PDF uses, with whether each carries its font program (embedded). */
export async function pdfFonts(bytes: Uint8Array): Promise<{ name: string; embedded: boolean }[]> {
  const doc = await PDFDocument.load(bytes);
  const fonts: { name: string; embedded: boolean }[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type'))?.toString() !== '/FontDescriptor')
      continue;
    fonts.push({
      name: object.get(PDFName.of('FontName'))?.toString() ?? '',
      embedded: ['FontFile', 'FontFile2', 'FontFile3'].some((key) => object.has(PDFName.of(key))),
    });
  }
  return fonts;
}
