/**
 * Fixed examples that an arbitrary carries and every property over it runs first, on every seed (fast-check's
 * `examples`, see `check-property.ts`).
 *
 * fast-check keeps no examples on an arbitrary, so a tagged arbitrary wrapped in another combinator (`fc.oneof`,
 * `.map`, `fc.record`...) would silently lose them. Two things keep them: the combinators below build the wrapper and
 * lift the examples of their parts into it; and `lostExamples` finds any tagged arbitrary inside a property's
 * arbitrary whose examples the outer one does not carry, which `checkProperty` refuses to run.
 */
import fc from 'fast-check';

interface Tag {
  /** The examples, computed on first use (lifting a chain's examples draws from the arbitraries it chains to). */
  readonly examples: () => readonly unknown[];
  /** The tagged arbitraries whose examples these include (this one among them). */
  readonly carries: ReadonlySet<fc.Arbitrary<unknown>>;
}

const tags = new WeakMap<fc.Arbitrary<unknown>, Tag>();
/** Filler values of a lifted example are drawn with this seed: the random draws vary the rest, the examples do not. */
const fillerSeed = 0x5eed;

type Any = fc.Arbitrary<unknown>;
const anyOf = <T>(arbitrary: fc.Arbitrary<T>): Any => arbitrary as Any;

function memo(compute: () => readonly unknown[]): () => readonly unknown[] {
  let value: readonly unknown[] | undefined;
  return () => (value ??= compute());
}

function tag<T>(
  arbitrary: fc.Arbitrary<T>,
  examples: () => readonly unknown[],
  parts: readonly Any[],
): fc.Arbitrary<T> {
  const carries = new Set<Any>([anyOf(arbitrary)]);
  for (const part of parts) for (const carried of tags.get(part)?.carries ?? []) carries.add(carried);
  tags.set(anyOf(arbitrary), { examples: memo(examples), carries });
  return arbitrary;
}

/** The fixed examples an arbitrary carries (empty for a plain one). */
export function fixedExamplesOf(arbitrary: fc.Arbitrary<unknown>): readonly unknown[] {
  return tags.get(arbitrary)?.examples() ?? [];
}

/** `arbitrary`, carrying its own examples and `examples`, to be tried first by every property that uses it. */
export function withFixedExamples<T>(arbitrary: fc.Arbitrary<T>, examples: readonly T[]): fc.Arbitrary<T> {
  // A wrapper of its own: the same arbitrary may be tagged differently in two places.
  return tag(
    arbitrary.map((v) => v),
    () => [...fixedExamplesOf(anyOf(arbitrary)), ...examples],
    [anyOf(arbitrary)],
  );
}

/** One value of `arbitrary` (its first fixed example, else a draw with a fixed seed): fills a lifted example. */
function filler(arbitrary: Any): unknown {
  const examples = fixedExamplesOf(arbitrary);
  return examples.length > 0 ? examples[0] : fc.sample(arbitrary, { seed: fillerSeed, numRuns: 1 })[0];
}

/** `fc.oneof` carrying the examples of every branch. */
export function oneofKeeping<T>(...arbitraries: fc.Arbitrary<T>[]): fc.Arbitrary<T> {
  const parts = arbitraries.map(anyOf);
  return tag(fc.oneof(...arbitraries), () => parts.flatMap(fixedExamplesOf), parts);
}

/** `fc.tuple` carrying, for each example of each member, the tuple with that member set to it. */
export function tupleKeeping<Ts extends unknown[]>(
  ...arbitraries: { [K in keyof Ts]: fc.Arbitrary<Ts[K]> }
): fc.Arbitrary<Ts> {
  const parts = (arbitraries as readonly fc.Arbitrary<unknown>[]).map(anyOf);
  const examples = () => {
    const base = parts.map(filler);
    return parts.flatMap((part, i) => fixedExamplesOf(part).map((e) => base.map((v, j) => (j === i ? e : v))));
  };
  return tag(fc.tuple(...(arbitraries as fc.Arbitrary<unknown>[])) as unknown as fc.Arbitrary<Ts>, examples, parts);
}

/** `fc.record` carrying, for each example of each member, the record with that member set to it. */
export function recordKeeping<T extends Record<string, unknown>>(
  model: { [K in keyof T]: fc.Arbitrary<T[K]> },
): fc.Arbitrary<T> {
  const entries = Object.entries(model as Record<string, Any>);
  const examples = () => {
    const base = Object.fromEntries(entries.map(([key, part]) => [key, filler(part)]));
    return entries.flatMap(([key, part]) => fixedExamplesOf(part).map((e) => ({ ...base, [key]: e })));
  };
  return tag(
    fc.record(model) as fc.Arbitrary<T>,
    examples,
    entries.map(([, part]) => part),
  );
}

/** `arbitrary.map(f)` carrying the examples of `arbitrary` mapped by `f`. */
export function mapKeeping<T, U>(arbitrary: fc.Arbitrary<T>, f: (value: T) => U): fc.Arbitrary<U> {
  return tag(arbitrary.map(f), () => fixedExamplesOf(anyOf(arbitrary)).map((e) => f(e as T)), [anyOf(arbitrary)]);
}

/** `arbitrary.filter(accepts)` carrying the examples of `arbitrary` that it accepts. */
export function filterKeeping<T>(arbitrary: fc.Arbitrary<T>, accepts: (value: T) => boolean): fc.Arbitrary<T> {
  return tag(arbitrary.filter(accepts), () => fixedExamplesOf(anyOf(arbitrary)).filter((e) => accepts(e as T)), [
    anyOf(arbitrary),
  ]);
}

/**
 * `arbitrary.chain(f)` carrying, for each example of `arbitrary`, the examples of the arbitrary it chains to, or one
 * value of it when that one carries none: every example of the outer value is tried.
 */
export function chainKeeping<T, U>(arbitrary: fc.Arbitrary<T>, f: (value: T) => fc.Arbitrary<U>): fc.Arbitrary<U> {
  const examples = () =>
    fixedExamplesOf(anyOf(arbitrary)).flatMap((e) => {
      const inner = anyOf(f(e as T));
      const own = fixedExamplesOf(inner);
      return own.length > 0 ? own : [filler(inner)];
    });
  return tag(arbitrary.chain(f), examples, [anyOf(arbitrary)]);
}

/** Every value of a documented set (an enumeration, a table's rows): drawn at random and each one tried every run. */
export function everyOf<T>(values: readonly T[]): fc.Arbitrary<T> {
  if (values.length === 0) throw new Error('everyOf: no values');
  return withFixedExamples(fc.constantFrom(...values), values);
}

/**
 * The tagged arbitraries inside `arbitrary` (reached through its fields: a map's source, a oneof's branches, a
 * record's members...) whose examples `arbitrary` does not carry. Arbitraries a chain builds inside its function are
 * out of sight; `chainKeeping` lifts what its outer arbitrary carries.
 */
export function lostExamples(arbitrary: fc.Arbitrary<unknown>): fc.Arbitrary<unknown>[] {
  const carried = tags.get(arbitrary)?.carries ?? new Set<Any>();
  const lost: Any[] = [];
  const seen = new Set<unknown>();
  const stack: unknown[] = [arbitrary];
  while (stack.length > 0 && seen.size < 20_000) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object' || seen.has(node)) continue;
    seen.add(node);
    const isArbitrary = node instanceof fc.Arbitrary;
    if (isArbitrary && tags.has(node) && !carried.has(node)) lost.push(node);
    // Arbitraries, the arrays and plain objects holding them (a oneof's weighted branches); never the values.
    if (isArbitrary || Array.isArray(node) || Object.getPrototypeOf(node) === Object.prototype) {
      for (const value of Object.values(node)) if (value !== null && typeof value === 'object') stack.push(value);
    }
  }
  return lost;
}
