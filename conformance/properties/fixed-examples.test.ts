import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkProperty } from './check-property.ts';
import {
  chainKeeping,
  everyOf,
  filterKeeping,
  fixedExamplesOf,
  lostExamples,
  mapKeeping,
  oneofKeeping,
  recordKeeping,
  tupleKeeping,
  withFixedExamples,
} from './fixed-examples.ts';

const tagged = () => withFixedExamples(fc.integer({ min: 0, max: 1000 }), [7, 8]);
const examples = (a: fc.Arbitrary<unknown>) => fixedExamplesOf(a);

describe('fixed examples through combinators', () => {
  it('oneofKeeping carries the examples of every branch', () => {
    const a = oneofKeeping(tagged(), withFixedExamples(fc.nat(), [42]), fc.nat());
    expect(examples(a as fc.Arbitrary<unknown>)).toEqual([7, 8, 42]);
    expect(lostExamples(a as fc.Arbitrary<unknown>)).toEqual([]);
  });

  it('recordKeeping and tupleKeeping set one member to each example, the others to a value of their own', () => {
    const r = recordKeeping({ n: tagged(), s: fc.string() });
    const rs = examples(r as fc.Arbitrary<unknown>) as { n: number; s: string }[];
    expect(rs.map((x) => x.n)).toEqual([7, 8]);
    expect(rs.every((x) => typeof x.s === 'string')).toBe(true);
    const t = tupleKeeping(fc.boolean(), tagged());
    expect((examples(t as fc.Arbitrary<unknown>) as [boolean, number][]).map(([, n]) => n)).toEqual([7, 8]);
  });

  it('mapKeeping maps the examples, filterKeeping keeps those it accepts', () => {
    expect(examples(mapKeeping(tagged(), (n) => `#${n}`) as fc.Arbitrary<unknown>)).toEqual(['#7', '#8']);
    expect(examples(filterKeeping(tagged(), (n) => n % 2 === 0) as fc.Arbitrary<unknown>)).toEqual([8]);
  });

  it('chainKeeping tries every example of the outer value: the examples it chains to, or one value of it', () => {
    const outer = everyOf(['a', 'b']);
    const chained = chainKeeping(outer, (k) =>
      k === 'a' ? withFixedExamples(fc.constant('a1'), ['a0']) : fc.constant(`${k}!`),
    );
    expect(examples(chained as fc.Arbitrary<unknown>)).toEqual(['a0', 'b!']);
  });

  it('everyOf carries every value, and nothing but those values is drawn', () => {
    const a = everyOf(['X', 'Y', 'Z']);
    expect(examples(a as fc.Arbitrary<unknown>)).toEqual(['X', 'Y', 'Z']);
    expect(new Set(fc.sample(a, { seed: 3, numRuns: 50 }))).toEqual(new Set(['X', 'Y', 'Z']));
    expect(() => everyOf([])).toThrow();
  });

  it('lostExamples finds a tagged arbitrary that a plain combinator wrapped, at any depth', () => {
    const inner = tagged();
    for (const wrapper of [
      fc.oneof(inner, fc.nat()),
      inner.map((n) => n + 1),
      fc.record({ deep: fc.tuple(fc.string(), inner) }),
      inner.filter(() => true),
      fc.array(inner),
      withFixedExamples(fc.oneof(inner, fc.nat()), [1]),
    ] as fc.Arbitrary<unknown>[]) {
      expect(lostExamples(wrapper)).toContain(inner);
    }
    expect(lostExamples(fc.record({ deep: tupleKeeping(fc.string(), inner) }) as fc.Arbitrary<unknown>)).toContain(
      inner,
    );
    expect(lostExamples(recordKeeping({ deep: tupleKeeping(fc.string(), inner) }) as fc.Arbitrary<unknown>)).toEqual(
      [],
    );
  });

  it('checkProperty refuses a property whose arbitrary lost examples, before any run', async () => {
    let runs = 0;
    await expect(
      checkProperty(
        [fc.oneof(tagged(), fc.nat())],
        async () => {
          runs += 1;
        },
        { seed: 1, numRuns: 5 },
      ),
    ).rejects.toThrow(/fixed example\(s\) it does not carry/);
    expect(runs).toBe(0);
  });

  it('a property over a kept combinator tries the examples on every seed', async () => {
    // A server that mistakes 8 for a documented 7: caught whatever the seed.
    const arb = recordKeeping({
      value: oneofKeeping(withFixedExamples(fc.integer({ min: 100, max: 200 }), [8]), fc.nat()),
    });
    for (const seed of [1, 2, 3, 42]) {
      await expect(
        checkProperty(
          [arb],
          async ({ value }) => {
            expect(value).not.toBe(8);
          },
          { seed, numRuns: 3 },
        ),
      ).rejects.toThrow(/8/);
    }
  });
});
