import { NNC1_PAGES } from './nnc1-template.js';
import type { TPageTemplate } from './types.js';

/**
 * Which NNC1 page a page is, from its words: the whole text layer of a PDF page, or the OCR of a
 * scanned page's header and footer strips. Printed anchors are compared after folding case, spacing
 * and punctuation away, and OCR's slips are forgiven (an edit in an anchor of 8 characters or more,
 * two in one of 20 or more); a missing language (Chinese not read) only lowers the score, since every
 * page has English anchors enough on their own.
 */

/** The strips of a page (fractions of its height) whose words classifyPage needs: header and footer. */
export const CLASSIFY_STRIPS = { top: 0.16, bottom: 0.07 } as const;

/** Words only the notes pages (15–24) print near their top. */
const NOTES_TITLES = ['Notes for Completion', '填表須知'];
/** Words of the notes' prose; two of them on a page no template claims make it a notes page. */
const NOTES_WORDS = ['please', '請', 'section', '項', 'director', '董事', 'company secretary', '公司秘書'];
/**
 * Every form page (1–14) carries the form's specification line in its footer; the notes pages,
 * which quote the sections' titles and PI-NNC1 in their prose, do not.
 */
const FORM_FOOTERS = ['Specification No.', '指明編號'];
/** A template wins with at least this score (two anchors, or one and a half with OCR slips). */
const MIN_SCORE = 1.5;

/** Lower case, full-width folded, only letters, digits and CJK kept: spacing and punctuation vary. */
export function foldText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^a-z0-9\u3400-\u9fff]/g, '');
}

function editBudget(anchorLength: number): number {
  if (anchorLength >= 20) return 2;
  return anchorLength >= 8 ? 1 : 0;
}

/** Fewest edits turning `anchor` into some substring of `text` near `at` (Sellers' algorithm), or Infinity. */
function editsNear(text: string, anchor: string, from: number, to: number, budget: number): number {
  const window = text.slice(Math.max(0, from), Math.min(text.length, to));
  let previous = new Array<number>(window.length + 1).fill(0);
  for (let i = 1; i <= anchor.length; i += 1) {
    const current = new Array<number>(window.length + 1);
    current[0] = i;
    for (let j = 1; j <= window.length; j += 1) {
      const cost = anchor[i - 1] === window[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j - 1]! + cost, previous[j]! + 1, current[j - 1]! + 1);
    }
    previous = current;
  }
  const best = Math.min(...previous);
  return best <= budget ? best : Infinity;
}

/**
 * Edits needed to find `anchor` in `text` (both folded), within the anchor's budget, or Infinity.
 * With k edits one of k + 1 pieces of the anchor survives intact, so only places around an exact
 * piece are checked in full.
 */
export function anchorEdits(text: string, anchor: string): number {
  if (!anchor) return Infinity;
  if (text.includes(anchor)) return 0;
  const budget = editBudget(anchor.length);
  if (budget === 0) return Infinity;
  const pieceLength = Math.floor(anchor.length / (budget + 1));
  let best = Infinity;
  for (let p = 0; p <= budget; p += 1) {
    const start = p * pieceLength;
    const piece = anchor.slice(start, p === budget ? anchor.length : start + pieceLength);
    for (let at = text.indexOf(piece); at >= 0; at = text.indexOf(piece, at + 1)) {
      const edits = editsNear(text, anchor, at - start - budget, at - start + anchor.length + budget, budget);
      best = Math.min(best, edits);
      if (best === 1) return best;
    }
  }
  return best;
}

function anchorScore(folded: string, anchor: string): number {
  const edits = anchorEdits(folded, foldText(anchor));
  return edits === Infinity ? 0 : 1 - 0.25 * edits;
}

/** How well a page's folded text matches a template's anchors (1 an anchor found intact). */
export function templateScore(folded: string, template: Pick<TPageTemplate, 'anchors'>): number {
  return template.anchors.reduce((sum, anchor) => sum + anchorScore(folded, anchor), 0);
}

/** The best-matching template among `templates` for a page's text, with its score. */
export function bestTemplate(
  text: string,
  templates: readonly TPageTemplate[] = NNC1_PAGES,
): { template: TPageTemplate; score: number } | null {
  const folded = foldText(text);
  if (!FORM_FOOTERS.some((footer) => anchorScore(folded, footer) > 0)) return null;
  let best: { template: TPageTemplate; score: number } | null = null;
  for (const template of templates) {
    const score = templateScore(folded, template);
    if (score >= MIN_SCORE && (!best || score > best.score)) best = { template, score };
  }
  return best;
}

function looksLikeNotes(folded: string): boolean {
  if (NOTES_TITLES.some((title) => anchorScore(folded, title) > 0)) return true;
  return NOTES_WORDS.filter((word) => folded.includes(foldText(word))).length >= 2;
}

/**
 * Classifies one page of a document already taken for an NNC1 (see isNnc1Text): its page template,
 * 'NOTES' for the notes pages (no fields), or null when nothing tells (a blank or foreign page).
 * A form page needs its footer's specification line besides its own anchors.
 */
export function classifyPage(text: string): TPageTemplate | 'NOTES' | null {
  const folded = foldText(text);
  // The English notes open with the form's title in capitals: the notes title decides first.
  if (NOTES_TITLES.some((title) => anchorScore(folded, title) > 0)) return 'NOTES';
  const best = bestTemplate(text);
  if (best) return best.template;
  return looksLikeNotes(folded) ? 'NOTES' : null;
}

/** Whether a document's text (all pages, or their header and footer strips) is an NNC1's. */
export function isNnc1Text(text: string): boolean {
  const folded = foldText(text);
  if (anchorEdits(folded, 'nnc1') === Infinity && !/nnc[li]/.test(folded)) return false;
  const best = bestTemplate(text);
  return best !== null && best.score >= 2;
}
