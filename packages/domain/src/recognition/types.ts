import type { TCompanyFormType, TRecognisedField, TRecognitionMethod } from '../schemas/recognition.js';

/**
 * The pieces every reader of a company form shares (server-only, `@portal/domain/recognition`). A
 * page of a known form has a template: the rectangles where the Registry's form takes each value.
 * The AcroForm reader, the text reader and the OCR reader each turn a page into field reads against
 * its template; one assembler turns the reads of all pages into the case information's paths.
 */

/** A rectangle in PDF points on an A4 page (595.44 × 841.68), origin bottom left, as the form draws it. */
export interface TRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What kind of value a rectangle takes, which decides how it is read and checked. */
export type TFieldKind =
  'text' | 'multiline' | 'number' | 'money' | 'date' | 'email' | 'phone' | 'checkbox' | 'choice';

/**
 * The writing expected in a rectangle: OCR picks its language data and character set by it. `code`
 * is an identifier in capitals and digits (an identity or passport number, a licence, a code), often
 * written one character per cell of a comb.
 */
/** `mrz`: a machine-readable zone's capitals, digits and fillers (`<`), nothing else. */
export type TFieldScript = 'latin' | 'chinese' | 'digits' | 'mixed' | 'code' | 'mrz';

export interface TTemplateField {
  /** The field's name on the Registry's blank (e.g. `fill_1_P.1`): documentation and a tie-break, not the key. */
  name: string;
  /** The value's place within the page's meaning, e.g. `companyEngName`, `holder.engLastName`, `shares.0.className`. */
  target: string;
  rect: TRect;
  kind: TFieldKind;
  script: TFieldScript;
}

/** One page layout of a form (e.g. NNC1 page 3, the first founder member; continuation sheet A). */
export interface TPageTemplate {
  form: TCompanyFormType;
  /** Stable id, e.g. `nnc1.p3.member`, `nnc1.sheetA.member`. */
  id: string;
  /** Printed page number on the blank (1-based), where the page has one. */
  printedPage: number;
  /** Printed words that tell this page from the others (matched in its text or OCR of its header). */
  anchors: string[];
  fields: TTemplateField[];
}

/** One value read from one rectangle of one page. */
export interface TFieldRead {
  field: TTemplateField;
  text: string;
  /** 0–1 as the reader measured it (1 for an AcroForm value). */
  confidence: number;
  /**
   * Where the value lay on the page, when not where the template puts it (a scan laid off and turned
   * on the glass): points on the template's page, origin bottom left.
   */
  rect?: TRect;
}

/** All reads of one page of the document. */
export interface TPageRead {
  /** Page of the document, from 1. */
  page: number;
  template: TPageTemplate;
  method: TRecognitionMethod;
  reads: TFieldRead[];
}

/** A line of text on a page with its position (for forms read by their labels, e.g. the NAR1). */
export interface TTextLine {
  page: number;
  text: string;
  /** Points from the left and from the top of the page. */
  x: number;
  y: number;
  width: number;
  height: number;
  confidence: number;
}

/** What every reader produces in the end: the proposed values of the migration form. */
export type TRecognisedFields = TRecognisedField[];
