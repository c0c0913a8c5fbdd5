import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFObject } from 'pdf-lib';

/**
 * What in a PDF can act rather than show: JavaScript (on opening, on a page, on a field), launching
 * a program, importing data or going into an embedded file, and files carried inside it. A reader
 * that honours them runs them on the staff's machines; an identity document or a signed form needs
 * none of them. The Registry's own fillable forms carry field-formatting JavaScript (the blank NNC1
 * does), so such a PDF is cleaned of it rather than refused: what it shows and its fields' values stay.
 */
const ACTIVE_KEYS = new Set([
  'JS',
  'JavaScript',
  'AA',
  'EmbeddedFiles',
  'EmbeddedFile',
  'EF',
  'RichMedia',
  'XFA',
]);
const ACTIVE_ACTIONS = new Set([
  'JavaScript',
  'Launch',
  'ImportData',
  'GoToE',
  'Rendition',
  'SubmitForm',
  'RichMediaExecute',
]);

export type TPdfVerdict =
  { ok: true; bytes: Buffer; removed: string[] } | { ok: false; reason: 'unreadable' | 'activeContent' };

function dictOf(object: PDFObject | undefined): PDFDict | null {
  if (object instanceof PDFRawStream) return object.dict;
  return object instanceof PDFDict ? object : null;
}

/** Whether `value` (followed through a reference) is an action that acts. */
function isActiveAction(doc: PDFDocument, value: PDFObject | undefined): string | null {
  const dict = dictOf(value instanceof PDFRef ? doc.context.lookup(value) : value);
  const kind = dict?.get(PDFName.of('S'));
  return kind instanceof PDFName && ACTIVE_ACTIONS.has(kind.decodeText()) ? kind.decodeText() : null;
}

/** Removes active entries from the object and the direct objects inside it; names what it removed. */
function strip(doc: PDFDocument, object: PDFObject | undefined, removed: string[], depth: number): void {
  if (!object || depth > 16) return;
  const dict = dictOf(object);
  if (dict) {
    for (const [key, value] of dict.entries()) {
      const name = key.decodeText();
      const action = isActiveAction(doc, value);
      if (ACTIVE_KEYS.has(name) || action) {
        dict.delete(key);
        removed.push(action ? `/${name} (/S /${action})` : `/${name}`);
      } else if (!(value instanceof PDFRef)) strip(doc, value, removed, depth + 1);
    }
    return;
  }
  if (object instanceof PDFArray) {
    for (let i = object.size() - 1; i >= 0; i -= 1) {
      const value = object.get(i);
      const action = isActiveAction(doc, value);
      if (action) {
        object.remove(i);
        removed.push(`/S /${action}`);
      } else if (!(value instanceof PDFRef)) strip(doc, value, removed, depth + 1);
    }
  }
}

/** Every reference inside an object (its dictionary, arrays and stream dictionary). */
function refsIn(object: PDFObject | undefined, out: PDFRef[], depth = 0): void {
  if (!object || depth > 32) return;
  if (object instanceof PDFRef) out.push(object);
  else if (object instanceof PDFArray)
    for (let i = 0; i < object.size(); i += 1) refsIn(object.get(i), out, depth + 1);
  else {
    const dict = dictOf(object);
    if (dict) for (const [, value] of dict.entries()) refsIn(value, out, depth + 1);
  }
}

/**
 * Deletes the objects nothing reaches any more: what was cut loose (an embedded file's bytes, a
 * script's text) would otherwise still be written into the file, only unreferenced.
 */
function dropUnreachable(doc: PDFDocument): void {
  const reached = new Set<string>();
  const queue: PDFRef[] = [];
  refsIn(doc.context.trailerInfo.Root, queue);
  refsIn(doc.context.trailerInfo.Info, queue);
  while (queue.length > 0) {
    const ref = queue.pop()!;
    if (reached.has(ref.tag)) continue;
    reached.add(ref.tag);
    refsIn(doc.context.lookup(ref), queue);
  }
  for (const [ref] of doc.context.enumerateIndirectObjects())
    if (!reached.has(ref.tag)) doc.context.delete(ref);
}

/**
 * Parses the PDF (object streams included), removes every active entry from every object, and
 * answers the cleaned bytes (the same bytes when there was nothing to remove).
 */
export async function cleanPdf(bytes: Buffer): Promise<TPdfVerdict> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
    });
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  // An encrypted PDF cannot be written back faithfully: judged as it is, refused if it acts.
  const removed: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) strip(doc, object, removed, 0);
  if (removed.length === 0) return { ok: true, bytes, removed };
  if (doc.isEncrypted) return { ok: false, reason: 'activeContent' };
  dropUnreachable(doc);
  const cleaned = Buffer.from(await doc.save({ useObjectStreams: false, updateFieldAppearances: false }));
  return { ok: true, bytes: cleaned, removed };
}
