import type { TRecognisedField, TRecognitionMethod } from '../schemas/recognition.js';
import type { TPageSize } from './nar1-layout.js';
import type { TTextLine } from './types.js';

/**
 * Collects proposed values with where they were read: the page and box of their lines, and a
 * confidence from how they were read (1 for a form field, 0.97 for the text layer, OCR's own) that
 * drops below the highlight line when the value fails its check (a date, digits, an e-mail).
 */

const METHOD_CONFIDENCE: Record<TRecognitionMethod, number> = { ACROFORM: 1, TEXT: 0.97, OCR: 1 };
/** A value that fails its check is shown for checking, whatever the reader thought of it. */
const FAILED_CHECK = 0.5;

const round = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 10000) / 10000;

export class FieldCollector {
  readonly fields: TRecognisedField[] = [];

  constructor(
    private readonly method: TRecognitionMethod,
    private readonly pageSize: TPageSize,
  ) {}

  /** Adds a value read from these lines; `valid` false when it failed its domain check. */
  add(path: string, value: string | number | boolean, lines: TTextLine[], valid = true): void {
    if (value === '' || (typeof value === 'number' && !Number.isFinite(value))) return;
    const first = lines[0];
    if (!first) return;
    const onPage = lines.filter((l) => l.page === first.page);
    const lineConfidence = Math.min(
      ...lines.map((l) => (l.confidence > 1 ? l.confidence / 100 : l.confidence)),
    );
    let confidence = METHOD_CONFIDENCE[this.method] * lineConfidence;
    if (!valid) confidence *= FAILED_CHECK;
    const left = Math.min(...onPage.map((l) => l.x));
    const top = Math.min(...onPage.map((l) => l.y));
    const right = Math.max(...onPage.map((l) => l.x + l.width));
    const bottom = Math.max(...onPage.map((l) => l.y + l.height));
    const { width, height } = this.pageSize;
    const x = round(left / width);
    const y = round(top / height);
    this.fields.push({
      path,
      value,
      confidence: round(confidence),
      page: first.page,
      method: this.method,
      box: {
        x,
        y,
        width: Math.min(1 - x, round((right - left) / width)),
        height: Math.min(1 - y, round((bottom - top) / height)),
      },
    });
  }
}
