import { anchorEdits, foldText } from './classify-page.js';
import { NNC1_PAGES } from './nnc1-template.js';
import type { TPageTemplate, TRect } from './types.js';

/**
 * A scanned NNC1 page told apart by three small marks of the Registry's blank rather than OCR of
 * whole header and footer strips: the footer (the specification line every form page prints, and
 * "Page 2"…"Page 8"), the continuation sheet's letter at the top right ("Continuation Sheet A"…"E"),
 * and the PI-NNC1 sheet's title at the top left. The marks are read one after another until one
 * decides; a page they leave undecided (page 1, or a blank other than the Registry's) is classified
 * from the strips as before (classifyPage).
 */

/**
 * Where the marks are printed (points, bottom-left origin, as the templates' rectangles), with room
 * for paper laid a few millimetres off on the glass and turned by a degree or so.
 */
export const NNC1_MARKS: Record<'footer' | 'sheet' | 'title', TRect> = {
  footer: { x: 50, y: 4, width: 545, height: 56 },
  sheet: { x: 415, y: 788, width: 180, height: 48 },
  title: { x: 40, y: 768, width: 190, height: 68 },
};

export type TMark = keyof typeof NNC1_MARKS;
/** The order the marks are read in: the footer first (it also tells the notes pages). */
export const MARK_ORDER: readonly TMark[] = ['footer', 'sheet', 'title'];

const SPECIFICATION = foldText('Specification No.');
const byPrintedPage = (n: number) => NNC1_PAGES.find((t) => t.printedPage === n);

/**
 * What the marks read so far say: 'NOTES' (no specification line in the footer: a notes page or a
 * foreign one), the page's template, or undefined when the next mark (or the strips) must decide.
 */
export function classifyByMarks(marks: Partial<Record<TMark, string>>): TPageTemplate | 'NOTES' | undefined {
  if (marks.footer === undefined) return undefined;
  const footer = foldText(marks.footer);
  if (anchorEdits(footer, SPECIFICATION) === Infinity) return 'NOTES';
  const page = /pa[gq]e([2-8])(?![0-9])/.exec(footer);
  if (page) return byPrintedPage(Number(page[1]));
  if (marks.sheet !== undefined) {
    const sheet = foldText(marks.sheet);
    const letter = /sh[e3]{2}t([a-e])(?![a-z])/.exec(sheet);
    if (letter && anchorEdits(sheet, 'continuation') !== Infinity)
      return byPrintedPage(9 + 'abcde'.indexOf(letter[1]!));
  }
  if (marks.title !== undefined && /p[il1|]-?nnc[1il|]/i.test(marks.title.replace(/\s/g, '')))
    return byPrintedPage(14);
  return undefined;
}
