import type { TRecognisedField } from '@portal/domain';
import { readNar1Lines, type TTextLine } from '@portal/domain/recognition';
import type { TPdfDocument, TTextItem, TWidget } from './pdf-document.js';

/**
 * An NAR1 read from a PDF that has text: a filled form's field values placed among its printed
 * labels, or a flattened form's text layer, as lines with their positions for the domain's reader.
 * A scan has neither: null, and the caller reads OCR lines of the rendered pages instead.
 */

type TSize = { width: number; height: number };

/** Joins pdf.js text runs into lines: runs on one baseline, with no wide gap between them. */
export function textLines(items: TTextItem[], page: number, size: TSize): TTextLine[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: TTextItem[][] = [];
  for (const item of sorted) {
    const row = rows.find(
      (r) => Math.abs((r[0]?.y ?? 0) - item.y) <= Math.min(r[0]?.height ?? 0, item.height) * 0.3,
    );
    if (row) row.push(item);
    else rows.push([item]);
  }
  const lines: TTextLine[] = [];
  for (const row of rows) {
    row.sort((a, b) => a.x - b.x);
    let current: { items: TTextItem[]; text: string; right: number } | null = null;
    const flush = () => {
      if (!current) return;
      const first = current.items[0] as TTextItem;
      const height = Math.max(...current.items.map((i) => i.height));
      const baseline = Math.min(...current.items.map((i) => i.y));
      lines.push({
        page,
        text: current.text.trim(),
        x: first.x,
        y: size.height - baseline - height * 0.85,
        width: current.right - first.x,
        height: height * 1.1,
        confidence: 1,
      });
    };
    for (const item of row) {
      const gap = current ? item.x - current.right : 0;
      if (current && gap <= Math.max(3, item.height * 0.5)) {
        current.text += (gap > item.height * 0.15 ? ' ' : '') + item.text;
        current.items.push(item);
        current.right = Math.max(current.right, item.x + item.width);
        continue;
      }
      flush();
      current = { items: [item], text: item.text, right: item.x + item.width };
    }
    flush();
  }
  return lines.filter((l) => l.text);
}

/** A filled text field's value as lines, spread over the field's rectangle top to bottom. */
export function widgetLines(widget: TWidget, size: TSize): TTextLine[] {
  const values = widget.value.split(/\r?\n/).filter((v) => v.trim());
  const step = widget.rect.height / Math.max(1, values.length);
  const top = size.height - widget.rect.y - widget.rect.height;
  return values.map((text, i) => ({
    page: widget.page,
    text: text.trim(),
    x: widget.rect.x + 2,
    y: top + i * step + step * 0.1,
    width: Math.max(0, widget.rect.width - 4),
    height: step * 0.8,
    confidence: 1,
  }));
}

/** An NAR1's values from its form fields or text layer; null when its pages carry no text (a scan). */
export async function readNar1(
  pdf: TPdfDocument,
): Promise<{ method: 'ACROFORM' | 'TEXT'; fields: TRecognisedField[] } | null> {
  const lines: TTextLine[] = [];
  const sizes: TSize[] = [];
  for (let page = 1; page <= pdf.pageCount; page++) {
    const size = await pdf.pageSize(page);
    sizes.push(size);
    lines.push(...textLines(await pdf.pageText(page), page, size));
  }
  const widgets = (await pdf.widgets()).filter((w) => w.type === 'text' && w.value.trim());
  for (const widget of widgets) {
    const size = sizes[widget.page - 1];
    if (size) lines.push(...widgetLines(widget, size));
  }
  if (lines.length === 0) return null;
  const method = widgets.length ? 'ACROFORM' : 'TEXT';
  return { method, fields: readNar1Lines(lines, method, sizes[0]) };
}
