import type { TRecognisedField, TRecognitionBox } from '../schemas/recognition.js';
import { NNC1_PAGE_SIZE } from './nnc1-template.js';
import { hasChinese } from './nnc1-values.js';
import type { TFieldRead, TPageRead, TRect } from './types.js';

/**
 * A value read from the form with where it came from, carried through the assembly so every proposed
 * field keeps the page, method, box and confidence of the read behind it.
 */
export interface TSourced {
  text: string;
  confidence: number;
  page: number;
  method: TRecognisedField['method'];
  box: TRecognitionBox;
}

const clamp = (n: number) => Math.min(1, Math.max(0, n));

/** A template rectangle (points, origin bottom left) as fractions of the page, origin top left. */
export function boxOf(rect: TRect): TRecognitionBox {
  const { width, height } = NNC1_PAGE_SIZE;
  return {
    x: clamp(rect.x / width),
    y: clamp((height - rect.y - rect.height) / height),
    width: clamp(rect.width / width),
    height: clamp(rect.height / height),
  };
}

/** A page's non-empty reads by target. */
export function readsByTarget(page: TPageRead): Map<string, TSourced> {
  const byTarget = new Map<string, TSourced>();
  for (const read of page.reads) {
    const text = cleanText(read);
    if (!text) continue;
    byTarget.set(read.field.target, {
      text,
      confidence: clamp(read.confidence),
      page: page.page,
      method: page.method,
      box: boxOf(read.rect ?? read.field.rect),
    });
  }
  return byTarget;
}

/** Spaces folded; a multi-line field's lines joined by a space. */
function cleanText(read: TFieldRead): string {
  return read.text.replace(/\s+/g, ' ').trim();
}

/** Proposes `value` at `path` from `source`, its confidence capped at `cap` (a failed check). */
export type TPut = (path: string, value: string | number | boolean, source: TSourced, cap?: number) => void;

/** Collects proposed values; a path is proposed once (the first read of it wins). */
export class FieldSink {
  readonly fields: TRecognisedField[] = [];
  private readonly seen = new Set<string>();

  readonly add: TPut = (path, value, source, cap = 1) => {
    if (this.seen.has(path)) return;
    this.seen.add(path);
    this.fields.push({
      path,
      value,
      confidence: Math.round(Math.min(source.confidence, cap) * 1000) / 1000,
      page: source.page,
      method: source.method,
      box: source.box,
    });
  };
}

/** The least sure of several sources (for a value derived from them), or undefined when none. */
export function weakest(...sources: (TSourced | undefined)[]): TSourced | undefined {
  const present = sources.filter((s): s is TSourced => s !== undefined);
  if (!present.length) return undefined;
  return present.reduce((a, b) => (b.confidence < a.confidence ? b : a));
}

export const ADDRESS_LINES = ['flat', 'building', 'street', 'district'] as const;
const LINE_FIELD = {
  flat: ['engFlat', 'chiFlat'],
  building: ['engBuilding', 'chiBuilding'],
  street: ['engStreet', 'chiStreet'],
  district: ['engDistrict', 'chiDistrict'],
} as const;

/** An address's lines as read, by line. */
export type TAddressLines = Partial<Record<(typeof ADDRESS_LINES)[number], TSourced>>;

/** Writes an address's lines to eng* or chi* by their script; the country is `country` when given. */
export function addAddress(
  put: TPut,
  path: string,
  lines: TAddressLines,
  country: { code: string; source: TSourced; cap?: number } | undefined,
): void {
  for (const line of ADDRESS_LINES) {
    const source = lines[line];
    if (!source) continue;
    const [eng, chi] = LINE_FIELD[line];
    put(`${path}.${hasChinese(source.text) ? chi : eng}`, source.text, source);
  }
  if (country) put(`${path}.country`, country.code, country.source, country.cap);
}
