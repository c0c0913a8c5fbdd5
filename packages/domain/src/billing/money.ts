/**
 * Money in Hong Kong dollars, always as integer cents (never a float): parsing what a person types,
 * adding amounts up without losing a cent, and printing HK$1,545.00.
 */

/** The largest amount one invoice line may carry: HK$10,000,000.00. */
export const MAX_LINE_CENTS = 1_000_000_000;
/** The largest total an invoice may reach: HK$100,000,000.00 (far inside a safe integer). */
export const MAX_INVOICE_CENTS = 10_000_000_000;

const AMOUNT = /^(?:HK\$|\$)?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/i;

/**
 * An amount typed by a person, in dollars with at most two decimals ('1545', '1,545.5', 'HK$1,545.00'),
 * as integer cents; null when it is not such an amount. Commas must group thousands properly.
 */
export function parseAmount(text: string): number | null {
  const match = AMOUNT.exec(text.trim());
  if (!match) return null;
  const dollars = (match[1] ?? '').replace(/,/g, '');
  const fraction = (match[2] ?? '').padEnd(2, '0');
  // Digits only from here: no floating-point step anywhere.
  if (dollars.length > 13) return null;
  const cents = Number(dollars) * 100 + Number(fraction);
  return Number.isSafeInteger(cents) ? cents : null;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Cents as dollars with two decimals and grouped thousands, without a currency: '1,545.00'. */
export function formatAmount(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not an amount in cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}${groupThousands(String(dollars))}.${rest}`;
}

/** Cents as Hong Kong dollars the way invoices and screens show them: 'HK$1,545.00'. */
export function formatHKD(cents: number): string {
  const text = formatAmount(cents);
  return text.startsWith('-') ? `-HK$${text.slice(1)}` : `HK$${text}`;
}

/** Cents as the text an amount field starts with: '1545.00' (no grouping, so it edits easily). */
export function amountInputOf(cents: number): string {
  return formatAmount(cents).replace(/,/g, '');
}

/** Adds amounts in cents; throws rather than give a total that is no longer exact. */
export function sumCents(amounts: readonly number[]): number {
  let total = 0;
  for (const amount of amounts) {
    if (!Number.isSafeInteger(amount)) throw new RangeError(`not an amount in cents: ${amount}`);
    total += amount;
    if (!Number.isSafeInteger(total)) throw new RangeError('total out of range');
  }
  return total;
}
