import { AMENDMENT_DOCUMENT_KINDS, type TAmendmentDocumentKind } from '../amendments/amendment-documents.js';
import { AMENDMENT_DOCUMENT_TITLES } from '../amendments/amendment-document-titles.js';
import type { TLanguage } from '../languages.js';
import { DOCUMENT_KINDS, DOCUMENT_TITLES, type TDocumentKind } from './document-plan.js';

/** Every kind of generated document: the incorporation's and renewal's, and the amendments' papers. */
export type TAnyDocumentKind = TDocumentKind | TAmendmentDocumentKind;

/** A stored kind as one of the generated documents' kinds, or null for one no longer made. */
export function documentKindOf(kind: string): TAnyDocumentKind | null {
  if ((DOCUMENT_KINDS as readonly string[]).includes(kind)) return kind as TDocumentKind;
  if ((AMENDMENT_DOCUMENT_KINDS as readonly string[]).includes(kind)) return kind as TAmendmentDocumentKind;
  return null;
}

/** A generated document's title in the language (its kind itself for a kind no longer made). */
export function documentTitle(kind: string, language: TLanguage): string {
  const known = documentKindOf(kind);
  if (!known) return kind;
  const titles = (DOCUMENT_KINDS as readonly string[]).includes(known)
    ? DOCUMENT_TITLES[known as TDocumentKind]
    : AMENDMENT_DOCUMENT_TITLES[known as TAmendmentDocumentKind];
  return titles[language];
}
