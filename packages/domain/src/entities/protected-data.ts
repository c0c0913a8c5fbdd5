/**
 * Protected personal data (DESIGN §6): since 2022 the Companies Registry shows only partial identity
 * numbers and no residential address. Outside the firm's own staff, an identity number is shown as its
 * first characters only.
 */

/**
 * The partial form of an identity number, as the Companies Registry defines it (NNC1 note 20; ADR 0030,
 * docs/research/protected-information-regime.md §2): of its letters and digits (spaces, brackets,
 * hyphens and other marks dropped), the first half when there is an even number of them, else up to
 * and including the middle one. 'A123' of 'A123456(3)', 'AA123' of 'AA123456(7)', 'ABCD12' of the
 * passport 'ABCD1234567'. A short number is never given away whole: one character shows nothing.
 */
export function partialIdNumber(idNum: string | null | undefined): string | null {
  const compact = (idNum ?? '').normalize('NFKC').replace(/[^\p{L}\p{N}]/gu, '');
  if (compact.length < 2) return null;
  return compact.slice(0, Math.ceil(compact.length / 2));
}
