import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { embedFonts, emptyUsage, type TFontSet, type TGlyphUsage } from './fonts.js';

/** A4 in points. */
export const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const FOOTER_SPACE = 36;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.4, 0.45);
const RULE = rgb(0.75, 0.77, 0.8);
const SHADE = rgb(0.94, 0.95, 0.97);

/** Where one signer's signature goes, recorded with the document so signing can stamp it later. */
export interface TSignatureSlot {
  holderID: string;
  /** Zero-based page index. */
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TTextStyle {
  size?: number;
  bold?: boolean;
  muted?: boolean;
  /** Left edge, relative to the margin. */
  indent?: number;
  width?: number;
  gapAfter?: number;
}

/** A run of text drawn with one font. */
interface TRun {
  text: string;
  font: PDFFont;
}

const isCjk = (ch: string) =>
  /[\u2e80-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef\u{20000}-\u{3134f}]/u.test(ch);

/**
 * Lays out a document top to bottom over as many A4 pages as it needs: headings, wrapped paragraphs
 * in any mix of English and Chinese, label–value rows, tables that carry their header onto the next
 * page, and signature slots. Text is split into runs by the font that has each character.
 */
export class PdfComposer {
  readonly doc: PDFDocument;
  readonly fonts: TFontSet;
  private page!: PDFPage;
  private y = 0;
  readonly slots: TSignatureSlot[] = [];
  /** What each face drew: the second pass embeds just these characters. */
  readonly usage: TGlyphUsage = emptyUsage();

  private constructor(doc: PDFDocument, fonts: TFontSet) {
    this.doc = doc;
    this.fonts = fonts;
    this.newPage();
  }

  /**
   * A composer for one layout pass. Documents are laid out twice: once to learn which characters
   * they use (`usage` absent), then for real with fonts cut down to those characters.
   */
  static async create(
    meta: { title: string; subject: string; keywords: string[] },
    usage?: TGlyphUsage,
  ): Promise<PdfComposer> {
    const doc = await PDFDocument.create();
    doc.setTitle(meta.title);
    doc.setSubject(meta.subject);
    doc.setKeywords(meta.keywords);
    doc.setProducer('Company-secretarial portal');
    doc.setCreator('Company-secretarial portal');
    return new PdfComposer(doc, await embedFonts(doc, usage));
  }

  /** Wraps an existing PDF (to stamp signatures into it), with fonts for the given usage. */
  static async around(doc: PDFDocument, usage?: TGlyphUsage): Promise<PdfComposer> {
    const composer = Object.create(PdfComposer.prototype) as PdfComposer;
    Object.assign(composer, {
      doc,
      fonts: await embedFonts(doc, usage),
      slots: [],
      widths: new Map(),
      usage: emptyUsage(),
      y: 0,
    });
    return composer;
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  get pageIndex(): number {
    return this.doc.getPageCount() - 1;
  }

  /** Starts a new page unless `height` points still fit above the footer. */
  ensure(height: number): void {
    if (this.y - height < PAGE.margin + FOOTER_SPACE) this.newPage();
  }

  space(points: number): void {
    this.y -= points;
  }

  runs(text: string, bold = false): TRun[] {
    const runs: TRun[] = [];
    for (const ch of [...text].filter((c) => c >= ' ' && c !== '\u007f')) {
      const font =
        this.fonts.faceFor(ch.codePointAt(0) ?? 63, bold) ?? (bold ? this.fonts.bold : this.fonts.regular);
      const drawn = this.fonts.faceFor(ch.codePointAt(0) ?? 63, bold) ? ch : '?';
      const last = runs[runs.length - 1];
      if (last && last.font === font) last.text += drawn;
      else runs.push({ text: drawn, font });
    }
    return runs;
  }

  /** Advance widths at size 1 per font and character: pdf-lib draws glyphs by these, without kerning. */
  private readonly widths = new Map<PDFFont, Map<string, number>>();

  private charWidth(ch: string, bold: boolean): number {
    const face = this.fonts.faceFor(ch.codePointAt(0) ?? 63, bold);
    const font = face ?? (bold ? this.fonts.bold : this.fonts.regular);
    const drawn = face ? ch : '?';
    let cache = this.widths.get(font);
    if (!cache) {
      cache = new Map();
      this.widths.set(font, cache);
    }
    let width = cache.get(drawn);
    if (width === undefined) {
      width = font.widthOfTextAtSize(drawn, 1);
      cache.set(drawn, width);
    }
    return width;
  }

  measure(text: string, size: number, bold = false): number {
    let width = 0;
    for (const ch of text) width += this.charWidth(ch, bold);
    return width * size;
  }

  /** Breaks text into lines no wider than `width`: at spaces, or between any two Chinese characters. */
  wrap(text: string, size: number, width: number, bold = false): string[] {
    const lines: string[] = [];
    const limit = width / size;
    for (const paragraph of text.split('\n')) {
      let line = '';
      let lineWidth = 0;
      for (const ch of paragraph) {
        const w = this.charWidth(ch, bold);
        if (line === '' || lineWidth + w <= limit) {
          line += ch;
          lineWidth += w;
          continue;
        }
        if (ch === ' ') {
          lines.push(line.trimEnd());
          line = '';
          lineWidth = 0;
          continue;
        }
        const breakAt = line.lastIndexOf(' ') + 1;
        if (!isCjk(ch) && breakAt > 0 && !isCjk(line[line.length - 1] ?? '')) {
          lines.push(line.slice(0, breakAt).trimEnd());
          line = line.slice(breakAt) + ch;
        } else {
          lines.push(line.trimEnd());
          line = ch;
        }
        lineWidth = this.measure(line, 1, bold);
      }
      lines.push(line.trimEnd());
    }
    return lines;
  }

  /** Draws one line of text at an absolute position (no wrapping). */
  drawLine(
    text: string,
    x: number,
    y: number,
    size: number,
    options: { bold?: boolean; muted?: boolean; page?: PDFPage } = {},
  ): void {
    let cursor = x;
    const page = options.page ?? this.page;
    for (const run of this.runs(text, options.bold)) {
      const used = this.usage[this.fonts.nameOf(run.font)];
      for (const ch of run.text) used.add(ch);
      if (this.fonts.measuring) {
        cursor += run.font.widthOfTextAtSize(run.text, size);
        continue;
      }
      page.drawText(run.text, { x: cursor, y, size, font: run.font, color: options.muted ? MUTED : INK });
      cursor += run.font.widthOfTextAtSize(run.text, size);
    }
  }

  text(text: string, style: TTextStyle = {}): void {
    const size = style.size ?? 10;
    const indent = style.indent ?? 0;
    const width = style.width ?? CONTENT_WIDTH - indent;
    const leading = size * 1.45;
    for (const line of this.wrap(text, size, width, style.bold)) {
      this.ensure(leading);
      this.y -= leading;
      this.drawLine(line, PAGE.margin + indent, this.y + size * 0.3, size, style);
    }
    this.y -= style.gapAfter ?? 4;
  }

  title(english: string, chinese: string, subtitle?: string): void {
    this.text(english, { size: 17, bold: true, gapAfter: 0 });
    this.text(chinese, { size: 14, bold: true, gapAfter: 4 });
    if (subtitle) this.text(subtitle, { size: 9, muted: true, gapAfter: 6 });
    this.rule();
  }

  rule(): void {
    this.ensure(8);
    this.y -= 4;
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.6,
      color: RULE,
    });
    this.y -= 8;
  }

  /** A numbered section heading on a shaded band, English then Chinese. */
  section(number: string, english: string, chinese: string): void {
    this.ensure(60);
    this.y -= 8;
    const label = number ? `${number}  ${english}  ${chinese}` : `${english}  ${chinese}`;
    const lines = this.wrap(label, 10.5, CONTENT_WIDTH - 12, true);
    const height = 8 + lines.length * 14;
    this.ensure(height + 40);
    this.page.drawRectangle({
      x: PAGE.margin,
      y: this.y - height,
      width: CONTENT_WIDTH,
      height,
      color: SHADE,
    });
    lines.forEach((line, i) =>
      this.drawLine(line, PAGE.margin + 6, this.y - 15 - i * 14, 10.5, { bold: true }),
    );
    this.y -= height + 6;
  }

  /** A label (English / Chinese) with its value beside it; an empty value prints as a dash. */
  field(english: string, chinese: string, value: string | null | undefined): void {
    const labelWidth = 190;
    const size = 9.5;
    const labelLines = this.wrap(`${english} ${chinese}`, 8.5, labelWidth - 8);
    const valueLines = this.wrap(value?.trim() ? value.trim() : '—', size, CONTENT_WIDTH - labelWidth);
    const leading = size * 1.45;
    const height = Math.max(labelLines.length * 8.5 * 1.4, valueLines.length * leading) + 4;
    this.ensure(height);
    const top = this.y;
    labelLines.forEach((line, i) =>
      this.drawLine(line, PAGE.margin, top - 9 - i * 8.5 * 1.4, 8.5, { muted: true }),
    );
    valueLines.forEach((line, i) =>
      this.drawLine(line, PAGE.margin + labelWidth, top - 10 - i * leading, size),
    );
    this.y = top - height;
  }

  /** A table with a header row repeated on each page; columns are fractions of the width. */
  table(headers: string[], rows: string[][], fractions: number[]): void {
    const size = 8.5;
    const pad = 4;
    const widths = fractions.map((f) => f * CONTENT_WIDTH);
    const lineHeight = size * 1.4;
    const heightOf = (cells: string[], bold = false) =>
      Math.max(
        ...cells.map((cell, i) => this.wrap(cell || '—', size, (widths[i] ?? 60) - 2 * pad, bold).length),
      ) *
        lineHeight +
      2 * pad;
    const drawRow = (cells: string[], bold: boolean) => {
      const height = heightOf(cells, bold);
      let x = PAGE.margin;
      if (bold)
        this.page.drawRectangle({ x, y: this.y - height, width: CONTENT_WIDTH, height, color: SHADE });
      cells.forEach((cell, i) => {
        const width = widths[i] ?? 60;
        this.wrap(cell || '—', size, width - 2 * pad, bold).forEach((line, n) =>
          this.drawLine(line, x + pad, this.y - pad - size - n * lineHeight + 1, size, { bold }),
        );
        x += width;
      });
      this.page.drawLine({
        start: { x: PAGE.margin, y: this.y - height },
        end: { x: PAGE.width - PAGE.margin, y: this.y - height },
        thickness: 0.4,
        color: RULE,
      });
      this.y -= height;
    };
    this.ensure(heightOf(headers, true) + (rows[0] ? heightOf(rows[0]) : 0));
    drawRow(headers, true);
    for (const row of rows) {
      const height = heightOf(row);
      if (this.y - height < PAGE.margin + FOOTER_SPACE) {
        this.newPage();
        drawRow(headers, true);
      }
      drawRow(row, false);
    }
    if (rows.length === 0) this.text('None 無', { size, muted: true });
    this.y -= 6;
  }

  /** A box for one signer, with the caption under the line; recorded for stamping when they sign. */
  signatureSlot(holderID: string, caption: string, x = 0): void {
    const width = 230;
    const height = 58;
    this.ensure(height + 34);
    const left = PAGE.margin + x;
    const bottom = this.y - height;
    this.page.drawLine({
      start: { x: left, y: bottom },
      end: { x: left + width, y: bottom },
      thickness: 0.8,
      color: INK,
    });
    this.wrap(caption, 8.5, width).forEach((line, i) =>
      this.drawLine(line, left, bottom - 11 - i * 11, 8.5, { muted: true }),
    );
    this.slots.push({ holderID, page: this.pageIndex, x: left, y: bottom + 2, width, height: height - 4 });
    this.y = bottom - 36;
  }

  /** Page numbers and the document's reference on every page. */
  footers(reference: string): void {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      this.drawLine(`${reference}   ·   ${i + 1} / ${pages.length}`, PAGE.margin, PAGE.margin - 18, 7.5, {
        muted: true,
        page,
      });
    });
  }

  async save(reference: string): Promise<Uint8Array> {
    this.footers(reference);
    return this.doc.save();
  }
}
