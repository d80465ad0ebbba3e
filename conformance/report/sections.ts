/** Document order of section numbers (`2.10` after `2.9`) and the part a section belongs to. */

const collator = new Intl.Collator('en', { numeric: true });

/**
 * Compares two section numbers in document order: component by component, numerically (`2.9` < `2.10`), a section
 * before its subsections (`3` < `3.1`). Non-numeric components sort after numeric ones, in natural order.
 */
export function compareSections(a: string, b: string): number {
  const left = a.split('.');
  const right = b.split('.');
  for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
    const x = left[i] ?? '';
    const y = right[i] ?? '';
    const xIsNumber = /^\d+$/.test(x);
    const yIsNumber = /^\d+$/.test(y);
    if (xIsNumber && yIsNumber) {
      const diff = Number(x) - Number(y);
      if (diff !== 0) return diff;
    } else if (xIsNumber !== yIsNumber) {
      return xIsNumber ? -1 : 1;
    } else {
      const diff = collator.compare(x, y);
      if (diff !== 0) return diff;
    }
  }
  return left.length - right.length;
}

/** The part of the document a section belongs to: its first component (`3` for `3.2`). */
export function partOf(section: string): string {
  return section.split('.', 1)[0] ?? section;
}
