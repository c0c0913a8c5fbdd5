/**
 * Whether two words are at most `max` edits apart, counting an insertion, a deletion, a changed
 * letter or two neighbouring letters swapped as one edit each (optimal string alignment, the
 * restricted Damerau–Levenshtein distance): the typos a clerk makes in a long name (research §2.4).
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  if (a === b) return true;
  const n = b.length;
  // Three rows of the distance table: two back (for swaps), one back, this one.
  let before = new Array<number>(n + 1).fill(0);
  let previous = Array.from({ length: n + 1 }, (_, j) => j);
  let current = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowBest = i;
    for (let j = 1; j <= n; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, before[j - 2]! + 1);
      current[j] = d;
      if (d < rowBest) rowBest = d;
    }
    if (rowBest > max) return false;
    [before, previous, current] = [previous, current, before];
  }
  return previous[n]! <= max;
}
