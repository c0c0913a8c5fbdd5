import type { TRecognisedField } from '../schemas/recognition.js';
import type { TPageRead } from './types.js';

/**
 * Turns the field reads of an NNC1's pages into proposed case-information values (work in
 * progress: the signature is settled, the body lands next).
 */
export function assembleNnc1(pages: TPageRead[]): TRecognisedField[] {
  void pages;
  return [];
}
