/** Megabytes (decimal, as the 25,000,000-byte limit is meant) with at most one decimal. */
export function toMegabytes(bytes: number): number {
  return Math.round(bytes / 100_000) / 10;
}

/** A file size for people: bytes below 1 kB, kB below 1 MB, then MB (decimal units, spec §10). */
export function formatFileSize(bytes: number, locale: string): { value: string; unit: 'B' | 'kB' | 'MB' } {
  const format = (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n);
  if (bytes < 1000) return { value: format(bytes), unit: 'B' };
  if (bytes < 1_000_000) return { value: format(bytes / 1000), unit: 'kB' };
  return { value: format(bytes / 1_000_000), unit: 'MB' };
}
