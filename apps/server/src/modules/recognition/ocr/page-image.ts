import { createCanvas, loadImage } from '@napi-rs/canvas';
import { reencodeInChild } from '../../files/inspection/reencode-image.js';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import type { TPdfDocument } from '../pdf-document.js';
import { greyFromRgba, type TGreyImage } from './grey-image.js';
import { POINTS_PER_INCH, renderPageGrey } from './render-page.js';

/**
 * A scanned page is one JPEG filling the page. pdf.js decodes JPEG in JavaScript (about half a
 * second for a 200 dpi A4 page, and it decodes it twice: for the operator list and for drawing), so
 * for such a page the JPEG's own bytes are taken from the file and decoded natively by
 * @napi-rs/canvas (tens of milliseconds). Any other page is rendered by pdf.js.
 */

const parsed = new WeakMap<TPdfDocument, Promise<PDFDocument | null>>();

function structureOf(pdf: TPdfDocument): Promise<PDFDocument | null> {
  let doc = parsed.get(pdf);
  if (!doc) {
    doc = pdf.proxy
      .getData()
      .then((bytes) => PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false }))
      // pdf.js opened it; if pdf-lib cannot, every page goes through pdf.js.
      .catch(() => null);
    parsed.set(pdf, doc);
  }
  return doc;
}

function isDct(filter: unknown): boolean {
  if (filter instanceof PDFName) return filter === PDFName.of('DCTDecode');
  return filter instanceof PDFArray && filter.size() === 1 && filter.get(0) === PDFName.of('DCTDecode');
}

/**
 * The JPEG bytes of a page that is one JPEG image and nothing else, else null; with `fillingPage`,
 * only an image of the page's own shape (a scanned page, not a photo placed on it).
 */
export async function soleJpeg(
  pdf: TPdfDocument,
  pageNumber: number,
  fillingPage = true,
): Promise<Uint8Array | null> {
  const doc = await structureOf(pdf);
  if (!doc || pageNumber > doc.getPageCount()) return null;
  const page = doc.getPage(pageNumber - 1);
  if (page.getRotation().angle % 360 !== 0) return null;
  const resources = page.node.Resources();
  // A page with fonts has text of its own (pdf-lib gives an empty dictionary where there is none).
  if ((resources?.lookupMaybe(PDFName.of('Font'), PDFDict)?.keys().length ?? 0) > 0) return null;
  const xObjects = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  if (!xObjects) return null;
  const images = xObjects
    .values()
    .map((ref) => doc.context.lookup(ref))
    .filter(
      (o): o is PDFRawStream =>
        o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    );
  if (images.length !== 1) return null;
  const image = images[0]!;
  if (!isDct(image.dict.get(PDFName.of('Filter')))) return null;
  const width = Number(image.dict.get(PDFName.of('Width'))?.toString());
  const height = Number(image.dict.get(PDFName.of('Height'))?.toString());
  const { width: pageWidth, height: pageHeight } = page.getSize();
  if (!(width > 0 && height > 0)) return null;
  // A scan fills its page: the image and the page have the same shape.
  if (fillingPage && Math.abs(width / height / (pageWidth / pageHeight) - 1) > 0.03) return null;
  return image.contents;
}

/** The page as grey pixels at `dpi`: a scanned page's JPEG decoded natively, any other page rendered. */
export async function pageImage(pdf: TPdfDocument, pageNumber: number, dpi: number): Promise<TGreyImage> {
  const jpeg = await soleJpeg(pdf, pageNumber);
  if (jpeg) {
    try {
      // Decoded first in a child process, where a crafted JPEG can crash nothing but that process.
      const clean = await reencodeInChild(Buffer.from(jpeg), 'jpeg');
      if (!clean) throw new Error('the JPEG could not be decoded');
      const picture = await loadImage(clean);
      const size = await pdf.pageSize(pageNumber);
      const width = Math.round((size.width * dpi) / POINTS_PER_INCH);
      const height = Math.round((size.height * dpi) / POINTS_PER_INCH);
      const canvas = createCanvas(width, height);
      const context = canvas.getContext('2d');
      context.drawImage(picture, 0, 0, width, height);
      return greyFromRgba(context.getImageData(0, 0, width, height).data, width, height);
    } catch {
      // A JPEG the native decoder refuses (an unusual colour space): pdf.js knows more of them.
    }
  }
  return renderPageGrey(pdf, pageNumber, dpi);
}
