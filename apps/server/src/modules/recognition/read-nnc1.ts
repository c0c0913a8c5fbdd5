import {
  classifyPage,
  NNC1_PAGE_SIZE,
  type TFieldRead,
  type TPageRead,
  type TPageTemplate,
  type TRect,
  type TTemplateField,
} from '@portal/domain/recognition';
import type { TPdfDocument, TTextItem, TWidget } from './pdf-document.js';

/**
 * Reads an NNC1 that has a text layer: each page is classified from its text, then its values are
 * taken from the form's own fields where the page has them (a digitally filled form: each widget
 * mapped to the template field it covers, by page and rectangle, its name only breaking ties), or
 * from the page's text runs inside each template rectangle (a flattened or printed form). A scan has
 * no text: null, and OCR takes over with the same templates.
 */

/** How sure a value the page's text holds inside a field's box is (the text is exact; the box may be off). */
const TEXT_CONFIDENCE = 0.98;
/** A widget and a template rectangle this much overlapped (intersection over union) are the same field. */
const MIN_OVERLAP = 0.3;

function overlap(a: TRect, b: TRect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  if (w <= 0 || h <= 0) return 0;
  const inter = w * h;
  return inter / (a.width * a.height + b.width * b.height - inter);
}

/** The field's number within its page (`fill_3` of `fill_3_P.2`, or of a renamed copy `fill_3_P2_copy1`). */
const fieldNumber = (name: string) =>
  /^(fill|cb)_\d+/.exec(name.split('.').pop() ?? name)?.[0] ?? /(fill|cb)_\d+/.exec(name)?.[0];

function widgetText(w: TWidget): string {
  if (w.type === 'checkbox' || w.type === 'radiobutton') return w.value && w.value !== 'Off' ? 'X' : '';
  return w.value;
}

/** The page's widgets as reads of its template's fields. */
export function readWidgets(
  template: TPageTemplate,
  widgets: readonly TWidget[],
  scale: { x: number; y: number },
): TFieldRead[] {
  const reads: TFieldRead[] = [];
  const taken = new Set<TTemplateField>();
  for (const w of widgets) {
    const rect = {
      x: w.rect.x / scale.x,
      y: w.rect.y / scale.y,
      width: w.rect.width / scale.x,
      height: w.rect.height / scale.y,
    };
    let best: { field: TTemplateField; score: number } | undefined;
    for (const field of template.fields) {
      if (taken.has(field)) continue;
      // The name breaks a tie between equally overlapped boxes; it never makes a match on its own.
      const score = overlap(rect, field.rect) + (fieldNumber(w.name) === fieldNumber(field.name) ? 0.01 : 0);
      if (score >= MIN_OVERLAP && (!best || score > best.score)) best = { field, score };
    }
    const text = widgetText(w).trim();
    if (!best || !text) continue;
    taken.add(best.field);
    reads.push({ field: best.field, text, confidence: 1 });
  }
  return reads;
}

const CJK = /[\u3400-\u9fff]/;

/** Joins a field's text runs in reading order: lines top to bottom, runs left to right. */
function joinRuns(items: TTextItem[]): string {
  const sorted = [...items].sort((a, b) =>
    Math.abs(a.y - b.y) > Math.min(a.height, b.height) / 2 ? b.y - a.y : a.x - b.x,
  );
  let out = '';
  for (const item of sorted) {
    const text = item.text.trim();
    if (!text) continue;
    // Chinese runs join without a space; Latin words keep theirs.
    const glue = !out || CJK.test(out.slice(-1)) || CJK.test(text[0] ?? '') ? '' : ' ';
    out += glue + text;
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** The page's text runs as reads: each run goes to the field whose box holds its centre (the smallest, if nested). */
export function readText(
  template: TPageTemplate,
  items: readonly TTextItem[],
  scale: { x: number; y: number },
): TFieldRead[] {
  const byField = new Map<TTemplateField, TTextItem[]>();
  for (const item of items) {
    const cx = (item.x + item.width / 2) / scale.x;
    const cy = (item.y + item.height / 2) / scale.y;
    let home: TTemplateField | undefined;
    for (const field of template.fields) {
      const r = field.rect;
      if (cx < r.x || cx > r.x + r.width || cy < r.y || cy > r.y + r.height) continue;
      if (!home || r.width * r.height < home.rect.width * home.rect.height) home = field;
    }
    if (home) byField.set(home, [...(byField.get(home) ?? []), item]);
  }
  const reads: TFieldRead[] = [];
  for (const [field, runs] of byField) {
    const text = joinRuns(runs);
    if (text) reads.push({ field, text, confidence: TEXT_CONFIDENCE });
  }
  return reads;
}

interface TAnnotation {
  subtype?: string;
  fieldName?: string;
  fieldType?: string;
  fieldValue?: unknown;
  checkBox?: boolean;
  rect?: number[];
}

/**
 * A page's form widgets from the page itself, not the form's field list: a filer's copy of a
 * continuation sheet carries widgets (and values) of its own that the field list may not reach.
 */
async function pageWidgets(pdf: TPdfDocument, page: number): Promise<TWidget[]> {
  const annotations = (await (await pdf.proxy.getPage(page)).getAnnotations()) as TAnnotation[];
  const widgets: TWidget[] = [];
  for (const a of annotations) {
    const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = a.rect ?? [];
    if (a.subtype !== 'Widget' || !a.fieldName || typeof a.fieldValue !== 'string') continue;
    widgets.push({
      name: a.fieldName,
      page,
      rect: { x: Math.min(x1, x2), y: Math.min(y1, y2), width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) },
      type: a.checkBox ? 'checkbox' : a.fieldType === 'Tx' ? 'text' : (a.fieldType ?? ''),
      value: a.fieldValue,
    });
  }
  return widgets;
}

/** An NNC1's pages read from its form fields or text; null when it has no text at all (a scan). */
export async function readNnc1(
  pdf: TPdfDocument,
): Promise<{ method: 'ACROFORM' | 'TEXT'; pages: TPageRead[] } | null> {
  const texts: TTextItem[][] = [];
  for (let page = 1; page <= pdf.pageCount; page += 1) texts.push(await pdf.pageText(page));
  if (texts.every((items) => items.length === 0)) return null;
  const pages: TPageRead[] = [];
  let acroForm = false;
  for (const [index, items] of texts.entries()) {
    const page = index + 1;
    const template = classifyPage(items.map((i) => i.text).join(' '));
    if (!template || template === 'NOTES') continue;
    const size = await pdf.pageSize(page);
    const scale = { x: size.width / NNC1_PAGE_SIZE.width, y: size.height / NNC1_PAGE_SIZE.height };
    // A page whose form fields hold nothing of the template's (an unfilled page, or only the
    // blank's strike-out lists) is read from its text, which is where a flattened value lies.
    const fromWidgets = readWidgets(
      template,
      (await pageWidgets(pdf, page)).filter((w) => widgetText(w).trim()),
      scale,
    );
    if (fromWidgets.length) {
      acroForm = true;
      pages.push({ page, template, method: 'ACROFORM', reads: fromWidgets });
    } else pages.push({ page, template, method: 'TEXT', reads: readText(template, items, scale) });
  }
  return { method: acroForm ? 'ACROFORM' : 'TEXT', pages };
}
