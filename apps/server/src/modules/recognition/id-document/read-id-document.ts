import {
  ID_DOCUMENT_MAX_PAGES,
  ID_DOCUMENT_MAX_PIXELS,
  type TIdDocumentRecognition,
  type TRecognitionProgress,
} from '@portal/domain';
import { parseMrz, readIdDocument, type TCardRereads } from '@portal/domain/recognition';
import type { TGreyImage, TPixelBox } from '../ocr/grey-image.js';
import { cropGrey, enlargeGrey } from '../ocr/grey-image.js';
import { pageImage, soleJpeg } from '../ocr/page-image.js';
import {
  tesseractPool,
  type TOcrLine,
  type TRecogniseOptions,
  type TTesseractPool,
} from '../ocr/tesseract-pool.js';
import { openPdf, UnreadablePdfError } from '../pdf-document.js';
import { decodePicture, prepareDocument } from './card-image.js';
import { reencodeInChild } from '../../files/inspection/reencode-image.js';
import { jpegInfo, pngInfo, sniffKind } from './image-file.js';

/**
 * One identity document read end to end (issue 18): a PNG, JPEG or PDF (by its bytes, spec §5)
 * checked before it is decoded, its picture straightened and cropped (card-image.ts), then read twice
 * at once on the two OCR workers — English (sparse: every scrap of print, the sex beside the birth
 * date included) and, of the upper left where a card prints Chinese, Traditional Chinese with English
 * (the title and the Chinese name) — and, where a
 * machine-readable zone shows, the zone read again alone with its own characters only. The lines go
 * to the domain's readers, which check every value they can. Nothing is kept: the bytes and the
 * pictures live only in this call.
 */

export type TIdUnsupportedReason =
  'NOT_SUPPORTED_TYPE' | 'CORRUPT' | 'ENCRYPTED' | 'ANIMATED' | 'TOO_MANY_PAGES' | 'IMAGE_TOO_LARGE';

export class IdDocumentUnsupportedError extends Error {
  constructor(public readonly reason: TIdUnsupportedReason) {
    super(`unsupported identity document: ${reason}`);
    this.name = 'IdDocumentUnsupportedError';
  }
}

type TProgress = (progress: Omit<TRecognitionProgress, 'running'>) => void;

/** DPI a PDF page is rendered at when it is not simply one photo (a card spans ~1100 px at 200 dpi). */
const PDF_DPI = 200;

function refuseOversize(size: { width: number; height: number } | null): void {
  if (!size || size.width === 0 || size.height === 0) throw new IdDocumentUnsupportedError('CORRUPT');
  if (size.width * size.height > ID_DOCUMENT_MAX_PIXELS)
    throw new IdDocumentUnsupportedError('IMAGE_TOO_LARGE');
}

/**
 * Decodes an uploaded picture: first in a child process (files/inspection/reencode-image.ts), since
 * the native decoder crashes on some crafted files (a PNG of well-formed chunks holding garbage
 * data) and would take the server down with it; then the clean copy it wrote, here.
 */
async function decodeChecked(bytes: Uint8Array): Promise<TGreyImage> {
  const clean = await reencodeInChild(Buffer.from(bytes), 'png');
  if (!clean) throw new IdDocumentUnsupportedError('CORRUPT');
  try {
    return await decodePicture(clean);
  } catch {
    throw new IdDocumentUnsupportedError('CORRUPT');
  }
}

/** The document's picture: an image file as it is, a PDF's first page (its photo when it is one). */
export async function pictureOf(bytes: Uint8Array): Promise<{ picture: TGreyImage; pageCount: number }> {
  const kind = sniffKind(bytes);
  if (!kind) throw new IdDocumentUnsupportedError('NOT_SUPPORTED_TYPE');
  if (kind === 'png') {
    const info = pngInfo(bytes);
    refuseOversize(info);
    if (info!.animated) throw new IdDocumentUnsupportedError('ANIMATED');
    return { picture: await decodeChecked(bytes), pageCount: 1 };
  }
  if (kind === 'jpeg') {
    refuseOversize(jpegInfo(bytes));
    return { picture: await decodeChecked(bytes), pageCount: 1 };
  }
  let pdf;
  try {
    pdf = await openPdf(bytes);
  } catch (error) {
    if (error instanceof UnreadablePdfError) throw new IdDocumentUnsupportedError(error.reason);
    throw error;
  }
  try {
    if (pdf.pageCount > ID_DOCUMENT_MAX_PAGES) throw new IdDocumentUnsupportedError('TOO_MANY_PAGES');
    const photo = await soleJpeg(pdf, 1, false);
    if (photo) {
      refuseOversize(jpegInfo(photo));
      return { picture: await decodeChecked(photo), pageCount: pdf.pageCount };
    }
    const size = await pdf.pageSize(1);
    if (size.width * size.height * (PDF_DPI / 72) ** 2 > ID_DOCUMENT_MAX_PIXELS)
      throw new IdDocumentUnsupportedError('IMAGE_TOO_LARGE');
    try {
      return { picture: await pageImage(pdf, 1, PDF_DPI), pageCount: pdf.pageCount };
    } catch {
      // pdf.js opened the file but cannot draw its page: as good as damaged.
      throw new IdDocumentUnsupportedError('CORRUPT');
    }
  } finally {
    await pdf.close();
  }
}

/** A line that looks like part of a machine-readable zone: long, capitals and fillers. */
const looksLikeZone = (line: TOcrLine) => {
  const text = line.text.replace(/\s/g, '');
  return text.length >= 20 && (/<{2}|«/.test(text) || /^[A-Z0-9<]{28,}$/.test(text));
};

/** The zone read on its own, its characters only; null when no line looks like one. */
async function readZone(
  image: TGreyImage,
  lines: readonly TOcrLine[],
  pool: TTesseractPool,
): Promise<{ text: string; confidence: number } | null> {
  const zone = lines.filter(looksLikeZone);
  if (zone.length === 0) return null;
  // Read well enough already: every check digit passes as the whole picture's OCR gave it.
  const asRead = {
    text: zone.map((l) => l.text).join('\n'),
    confidence: Math.min(...zone.map((l) => l.confidence)),
  };
  const parsed = parseMrz(asRead.text);
  if (
    parsed?.compositeChecked &&
    [parsed.documentNumber, parsed.dateOfBirth, parsed.expiryDate].every((f) => f.checked && !f.mended)
  )
    return asRead;
  const top = Math.min(...zone.map((l) => l.box.top));
  const bottom = Math.max(...zone.map((l) => l.box.top + l.box.height));
  const height = bottom - top;
  // The whole width: OCR may have cut a zone line's fillers short.
  const crop = cropGrey(image, {
    left: 0,
    top: top - height * 0.4,
    width: image.width,
    height: height * 1.8,
  });
  const read = await pool.recogniseLines(crop, { script: 'mrz', singleLine: false });
  const text = read.map((l) => l.text.replace(/\s/g, '')).join('\n');
  const confidence = read.length ? read.reduce((sum, l) => sum + l.confidence, 0) / read.length : 0;
  return { text, confidence };
}

/** Characters of a card's symbols line (asterisks, letters, and the digits of H1, K2, S1…). */
const SYMBOLS_WHITELIST = '*ABCDEFGHIJKLMNOPQRSTUVWXYZ12';

/**
 * A Hong Kong card's two smallest values, read again at their place: the sex to the right of the
 * birth date, the symbols on the line below it (above the date of issue's label). Found from the
 * English pass's lines; nothing when the lines show no such card.
 */
async function rereadCard(
  image: TGreyImage,
  lines: readonly TOcrLine[],
  pool: TTesseractPool,
): Promise<TCardRereads> {
  if (!lines.some((l) => /IDENTITY\s*CARD/i.test(l.text))) return {};
  const birth = lines.find((l) => /\d{1,2}-\d{1,2}-\d{4}/.test(l.text));
  if (!birth) return {};
  const h = birth.box.height;
  const sexLeft = birth.box.left + birth.box.width + h * 0.6;
  const sexBox = {
    left: sexLeft,
    top: birth.box.top - h * 0.3,
    width: image.width * 0.6 - sexLeft,
    height: h * 1.6,
  };
  const label = lines.find((l) => /Date\s*of\s*[Il1|]ssue/i.test(l.text) && l.box.top > birth.box.top);
  const below = birth.box.top + h * 1.25;
  const symbolsBox = label && {
    left: birth.box.left - h * 0.4,
    top: below,
    width: image.width * 0.45,
    height: label.box.top - below - h * 0.1,
  };
  const read = async (box: TPixelBox | undefined, options: TRecogniseOptions) =>
    box && box.width > h && box.height > h * 0.5
      ? pool
          .recognise(enlargeGrey(cropGrey(image, box), 2), options)
          .then((r) => ({ text: r.text, confidence: r.confidence }))
      : undefined;
  const [sex, symbols] = await Promise.all([
    read(sexBox, { script: 'chinese', singleLine: true, whitelist: '男女MF' }),
    read(symbolsBox, { script: 'latin', singleLine: true, whitelist: SYMBOLS_WHITELIST }),
  ]);
  return { sex, symbols };
}

/** Where a card prints Chinese, as fractions of the document: the title and the name, left of the photo. */
function chinesePart(image: TGreyImage): TPixelBox {
  return { left: 0, top: 0, width: image.width * 0.65, height: image.height * 0.5 };
}

/** Reads an identity document into the holder's proposed values. */
export async function recogniseIdDocument(
  bytes: Uint8Array,
  onProgress: TProgress = () => {},
  pool: TTesseractPool = tesseractPool(),
  today = new Date(),
): Promise<TIdDocumentRecognition> {
  const started = performance.now();
  onProgress({ stage: 'READING' });
  const { picture } = await pictureOf(bytes);
  const prepared = prepareDocument(picture);
  onProgress({ stage: 'OCR' });
  const [english, chinese] = await Promise.all([
    pool.recogniseLines(prepared.image, { script: 'latin', singleLine: false, sparse: true }),
    // Chinese is printed in the card's upper left only (its title and the holder's name): the
    // Chinese pass reads that, a third of the card, in a third of the time.
    pool.recogniseLines(cropGrey(prepared.image, chinesePart(prepared.image)), {
      script: 'chinese',
      singleLine: false,
      sparse: true,
    }),
  ]);
  const [zone, rereads] = await Promise.all([
    readZone(prepared.image, english, pool),
    rereadCard(prepared.image, english, pool),
  ]);
  const read = readIdDocument([...english, ...chinese], zone, today, rereads);
  onProgress({ stage: 'DONE' });
  return {
    ...read,
    turnDeg: Math.round(prepared.turnDeg * 100) / 100,
    durationMs: Math.round(performance.now() - started),
  };
}
