import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TRect } from '@portal/domain/recognition';

/**
 * A PDF opened for recognition with pdf.js (Apache-2.0): its pages' text with positions, its form
 * fields (AcroForm widgets) with their pages and rectangles, and the page itself for rendering. The
 * package's fonts, character maps and image decoders are passed as file URLs so nothing is fetched.
 */

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));
const asset = (folder: string) => pathToFileURL(path.join(pdfjsRoot, folder) + path.sep).href;

/** Why a file cannot be read as a PDF at all. */
export type TUnreadableReason = 'ENCRYPTED' | 'CORRUPT';

export class UnreadablePdfError extends Error {
  constructor(public readonly reason: TUnreadableReason) {
    super(`unreadable PDF: ${reason}`);
    this.name = 'UnreadablePdfError';
  }
}

/** A run of text as the page draws it, in points from the page's bottom left (PDF space). */
export interface TTextItem {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The font's name in the PDF, which tells a form's printed labels from the values filled in. */
  font: string;
}

/** A form field's widget: where the field shows, and what it holds. */
export interface TWidget {
  /** The field's full name, e.g. `fill_1_P.1`. */
  name: string;
  /** Page of the document, from 1. */
  page: number;
  rect: TRect;
  /** `text`, `checkbox`, `radiobutton`, `combobox`, `listbox`, `button`, `signature`. */
  type: string;
  /** The field's value: text as typed; a check box's export value when checked, else `Off`. */
  value: string;
  /** For check boxes: the value it holds when ticked. */
  exportValue?: string;
}

export interface TPdfDocument {
  pageCount: number;
  /** Page sizes in points, from page 1. */
  pageSize(page: number): Promise<{ width: number; height: number }>;
  /** The page's text runs (empty for an image-only page). */
  pageText(page: number): Promise<TTextItem[]>;
  /** Every widget of the form that has a name (none for a flattened or scanned form). */
  widgets(): Promise<TWidget[]>;
  /** The underlying pdf.js document, for rendering pages. */
  proxy: PDFDocumentProxy;
  close(): Promise<void>;
}

/** Opens PDF bytes; an encrypted or malformed file is refused with its reason. */
/** A field value as text (pdf.js gives strings, numbers, booleans, or a list for multi-select). */
function scalarText(value: unknown): string {
  if (Array.isArray(value)) return value.map(scalarText).join(', ');
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : '';
}

export async function openPdf(bytes: Uint8Array): Promise<TPdfDocument> {
  let proxy: PDFDocumentProxy;
  try {
    proxy = await getDocument({
      // pdf.js may transfer the buffer: give it a copy so the caller's bytes stay usable.
      data: new Uint8Array(bytes),
      standardFontDataUrl: asset('standard_fonts'),
      cMapUrl: asset('cmaps'),
      cMapPacked: true,
      wasmUrl: asset('wasm'),
      iccUrl: asset('iccs'),
      isEvalSupported: false,
      stopAtErrors: true,
      verbosity: 0,
    }).promise;
  } catch (error) {
    throw new UnreadablePdfError(
      (error as Error | null)?.name === 'PasswordException' ? 'ENCRYPTED' : 'CORRUPT',
    );
  }
  // An owner-password-only file opens without a password but is still encrypted: a form sent that
  // way is not one the firm may freely read into its records, and pdf.js reports it.
  const encrypted = await proxy
    .getMetadata()
    .then((m) => Boolean((m.info as { EncryptFilterName?: string } | undefined)?.EncryptFilterName))
    .catch(() => false);
  if (encrypted) {
    await proxy.destroy();
    throw new UnreadablePdfError('ENCRYPTED');
  }

  return {
    pageCount: proxy.numPages,
    proxy,
    async pageSize(page) {
      const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = (await proxy.getPage(page)).view;
      return { width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) };
    },
    async pageText(page) {
      const content = await (await proxy.getPage(page)).getTextContent();
      const items: TTextItem[] = [];
      for (const item of content.items) {
        if (!('str' in item) || !item.str.trim()) continue;
        items.push({
          text: item.str,
          x: Number(item.transform[4]),
          y: Number(item.transform[5]),
          width: item.width,
          height: item.height,
          font: item.fontName,
        });
      }
      return items;
    },
    async widgets() {
      const objects = (await proxy.getFieldObjects()) ?? {};
      const widgets: TWidget[] = [];
      for (const [name, list] of Object.entries(objects)) {
        for (const o of list as Array<Record<string, unknown>>) {
          const page = typeof o.page === 'number' ? o.page : -1;
          const rect = o.rect as number[] | undefined;
          // Parents of kids (page -1) carry no widget of their own.
          if (page < 0 || !rect || rect.length < 4) continue;
          const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = rect;
          widgets.push({
            name,
            page: page + 1,
            rect: {
              x: Math.min(x1, x2),
              y: Math.min(y1, y2),
              width: Math.abs(x2 - x1),
              height: Math.abs(y2 - y1),
            },
            type: typeof o.type === 'string' ? o.type : '',
            value: scalarText(o.value),
            ...(typeof o.exportValues === 'string' ? { exportValue: o.exportValues } : {}),
          });
        }
      }
      return widgets;
    },
    close: () => proxy.destroy(),
  };
}
