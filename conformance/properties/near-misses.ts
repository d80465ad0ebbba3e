/**
 * The values next to a documented one, tried by every property that draws from an "any other value" arbitrary.
 *
 * A property over "any value but the documented one" draws at random, so whether it ever draws the value one
 * character or one unit away depends on the seed. `otherThan(documented, arbitrary)` answers an arbitrary that carries
 * the near-misses of each documented value as fixed examples; `checkProperty` runs those examples first, every time,
 * whatever the seed (fast-check's `examples`). A near-miss that equals a documented value is left out.
 */
import type fc from 'fast-check';
import { withFixedExamples } from './fixed-examples.ts';

export { everyOf, fixedExamplesOf, withFixedExamples } from './fixed-examples.ts';

/** One step from a string: a character changed, case changed, padded, truncated, extended, a digit moved by one. */
export function stringNearMisses(value: string): string[] {
  const out = new Set<string>();
  if (value.length > 0) {
    out.add(value.slice(0, -1));
    out.add(value.slice(1));
    out.add(`${value.slice(0, -1)}${bump(value.at(-1)!)}`);
    out.add(`${bump(value[0]!)}${value.slice(1)}`);
  }
  out.add(`${value}${value.at(-1) ?? '0'}`);
  out.add(`0${value}`);
  out.add(` ${value}`);
  out.add(`${value} `);
  out.add(value.toUpperCase());
  out.add(value.toLowerCase());
  if (/^\d+$/.test(value)) {
    const n = BigInt(value);
    for (const m of [n - 1n, n + 1n]) {
      if (m >= 0n) out.add(m.toString().padStart(value.length, '0'));
    }
  }
  out.delete(value);
  return [...out];
}

/** The boundary of an integer range and one unit past it on each side. */
export function integerNearMisses(boundary: number): number[] {
  return [boundary - 1, boundary, boundary + 1];
}

/** A character one step away: the next digit, the next letter, or `x`. */
function bump(c: string): string {
  if (/\d/.test(c)) return String((Number(c) + 1) % 10);
  if (/[a-y]/i.test(c)) return String.fromCharCode(c.charCodeAt(0) + 1);
  return c === 'x' ? 'y' : 'x';
}

/**
 * Values other than the `documented` ones: `arbitrary` with the documented values filtered out, carrying the
 * near-misses of each documented value as fixed examples. `accepts` says what counts as an "other" value where it is
 * used (a three-character suffix, say); it filters the random draws and the near-misses alike.
 */
export function otherThan(
  documented: readonly string[],
  arbitrary: fc.Arbitrary<string>,
  accepts: (candidate: string) => boolean = () => true,
): fc.Arbitrary<string> {
  const listed = new Set(documented);
  const misses = [...new Set(documented.flatMap(stringNearMisses))].filter((m) => !listed.has(m) && accepts(m));
  return withFixedExamples(
    arbitrary.filter((v) => !listed.has(v) && accepts(v)),
    misses,
  );
}
