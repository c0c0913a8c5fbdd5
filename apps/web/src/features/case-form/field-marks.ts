import { createContext, useContext } from 'react';

/**
 * Where a value in the form came from when a reader filled it in (the entity form's recognition of an
 * NNC1 / NAR1): its page and confidence, and whether it still wants checking. The shared fields show a
 * mark for their path when a form provides these; the incorporation form provides none.
 */
export interface TFieldMark {
  /** Page of the document, from 1. */
  page: number;
  /** 0–1. */
  confidence: number;
  /** Low confidence and not edited since: highlighted for checking. */
  check: boolean;
}

export const FieldMarksContext = createContext<((path: string) => TFieldMark | undefined) | null>(null);

/** The mark of the field at `path`, if the form keeps marks and this field has one. */
export function useFieldMark(path: string): TFieldMark | undefined {
  return useContext(FieldMarksContext)?.(path);
}
