/**
 * "did you mean": the known word nearest to a mistyped one, by edit distance (insertions, deletions, substitutions and
 * swaps of two neighbours each cost one). Node has no built-in; the suite needs twenty lines, not a dependency.
 */

/** Optimal string alignment distance between `a` and `b`. */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * The candidate nearest to `given`, when it is near enough to be a slip rather than another word: at most a third of
 * the longer of the two words apart (and at least one edit). Ties go to the first candidate.
 */
export function nearest(given: string, candidates: readonly string[]): string | undefined {
  let best: { word: string; distance: number } | undefined;
  for (const word of candidates) {
    const distance = editDistance(given.toLowerCase(), word.toLowerCase());
    if (distance > Math.max(1, Math.floor(Math.max(given.length, word.length) / 3))) continue;
    if (best === undefined || distance < best.distance) best = { word, distance };
  }
  return best?.word;
}

/** ` (did you mean X?)` for a near candidate, else nothing. */
export function didYouMean(given: string, candidates: readonly string[]): string {
  const word = nearest(given, candidates);
  return word === undefined ? '' : ` (did you mean ${word}?)`;
}
