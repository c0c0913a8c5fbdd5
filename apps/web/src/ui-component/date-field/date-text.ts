/**
 * The spec's dates are YYYY-MM-DD whatever the reader's language (§3). A browser's own date input
 * shows the browser's format instead (05/01/2026 in en-US, 2026/1/5 in zh-HK), so the portal's
 * date fields are text in that one format, with a calendar beside them.
 */
export const DATE_FORMAT = 'YYYY-MM-DD';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Full-width digits and separators (typed with a Chinese input method) to their ASCII forms. */
function toHalfWidth(text: string): string {
  return text.replace(/[\uFF10-\uFF19\uFF0D\uFF0F\uFF0E]/g, (c) =>
    String.fromCharCode(c.charCodeAt(0) - 0xfee0),
  );
}

/** Whether `text` is a real day written YYYY-MM-DD (no 2026-02-30). */
export function isDateText(text: string): boolean {
  const m = ISO_DAY.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * What a person typed, written as YYYY-MM-DD when it plainly names one day: 20260105,
 * 2026/1/5, 2026.01.05 and full-width digits all become 2026-01-05. Anything else comes back as
 * typed (trimmed), for the form's validation to name.
 */
export function normaliseDateText(typed: string): string {
  const text = toHalfWidth(typed.trim());
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  const separated = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  const parts = compact ?? separated;
  if (!parts) return text;
  const candidate = `${parts[1]}-${parts[2]!.padStart(2, '0')}-${parts[3]!.padStart(2, '0')}`;
  return isDateText(candidate) ? candidate : text;
}
