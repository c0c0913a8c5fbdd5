/**
 * Protected personal data (DESIGN §6): since 2022 the Companies Registry shows only partial identity
 * numbers and no residential address. Outside the firm's own staff, an identity number is shown as its
 * first characters only.
 */

/** Characters of an identity number shown to those who may not see it whole. */
export const PARTIAL_ID_LENGTH = 4;

/**
 * The partial form of an identity number: 'A123' of 'A123456(3)'. Spaces and brackets are dropped
 * first; never more than half of the characters are shown, so a short number is not given away whole.
 */
export function partialIdNumber(idNum: string | null | undefined): string | null {
  const compact = (idNum ?? '').replace(/[\s()（）]/g, '');
  if (!compact) return null;
  const shown = Math.min(PARTIAL_ID_LENGTH, Math.floor(compact.length / 2));
  return shown > 0 ? compact.slice(0, shown) : null;
}
