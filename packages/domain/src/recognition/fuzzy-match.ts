/**
 * Matching printed words in text that may come from OCR: letters misread (`Retum`, `F0rm`, `NARl`),
 * case lost, Chinese dropped. Words are compared by edit distance with a budget that grows with
 * their length, so a short word must match exactly and a long phrase may carry a misread or two.
 */

/** Lower case, Latin letters and digits only, single spaces (Chinese and punctuation dropped). */
export function latinWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Folds OCR's commonest confusions the same way on both sides of a comparison: `rn` read for `m`,
 * `vv` for `w`, and digits inside words for the letters they resemble (F0rm, Particu1ars).
 */
export function foldOcr(words: string): string {
  return words
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w')
    .replace(/(?<=[a-z])[0-9]+(?=[a-z])|(?<=[a-z]{2})[0-9]$|^[0-9](?=[a-z]{2})/g, (d) =>
      d.replace(/0/g, 'o').replace(/1/g, 'l').replace(/5/g, 's'),
    );
}

/** Levenshtein distance, stopping early once it passes `limit`. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Misreads allowed for a phrase of this many characters: none up to 4, then one per 6. */
export const editBudget = (length: number) => (length <= 4 ? 0 : Math.ceil((length - 4) / 6));

/**
 * Where a phrase occurs among the words of a text, allowing misreads: the index of the first word of
 * the best window and the number of words it spans, or null. Windows may be one word longer or
 * shorter than the phrase, as OCR splits and joins words.
 */
export function findPhrase(text: string, phrase: string): { start: number; end: number } | null {
  const words = latinWords(text).split(' ').filter(Boolean).map(foldOcr);
  const target = latinWords(phrase).split(' ').map(foldOcr).join(' ');
  const size = target.split(' ').length;
  const budget = editBudget(target.length);
  let best: { start: number; end: number; distance: number } | null = null;
  for (let start = 0; start < words.length; start++) {
    for (const span of [size, size - 1, size + 1]) {
      if (span < 1 || start + span > words.length) continue;
      const window = words.slice(start, start + span).join(' ');
      const distance = Math.min(
        editDistance(window, target, budget),
        editDistance(window.replace(/ /g, ''), target.replace(/ /g, ''), budget),
      );
      if (distance <= budget && (!best || distance < best.distance))
        best = { start, end: start + span, distance };
    }
  }
  return best && { start: best.start, end: best.end };
}

/** Tells whether a text holds a phrase, allowing misreads. */
export function hasPhrase(text: string, phrase: string): boolean {
  return findPhrase(text, phrase) !== null;
}
