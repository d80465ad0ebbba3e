import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkProperty } from './check-property.ts';
import { fixedExamplesOf, integerNearMisses, otherThan, stringNearMisses, withFixedExamples } from './near-misses.ts';

describe('near-misses', () => {
  it('of a digit string: one digit away, truncated, extended, padded, and never the value itself', () => {
    const misses = stringNearMisses('003');
    for (const expected of ['002', '004', '00', '03', '0033', '0003', ' 003', '003 ', '004', '103']) {
      expect(misses).toContain(expected);
    }
    expect(misses).not.toContain('003');
  });

  it('of a word: case changed and one letter away', () => {
    const misses = stringNearMisses('Service-Wallet-Signature');
    expect(misses).toContain('SERVICE-WALLET-SIGNATURE');
    expect(misses).toContain('service-wallet-signature');
    expect(misses).toContain('Service-Wallet-Signaturf');
  });

  it('of an integer boundary: the boundary and one unit past on each side', () => {
    expect(integerNearMisses(100)).toEqual([99, 100, 101]);
  });

  it('otherThan carries the accepted near-misses of every documented value and never draws a documented one', () => {
    const arb = otherThan(['002', '003'], fc.stringMatching(/^[0-9]{3}$/), (s) => s.length === 3);
    const examples = fixedExamplesOf(arb as fc.Arbitrary<unknown>);
    expect(examples).toEqual(expect.arrayContaining(['001', '004', '102', '103']));
    expect(examples).not.toContain('002');
    expect(examples.every((e) => typeof e === 'string' && e.length === 3)).toBe(true);
    expect(fc.sample(arb, { seed: 1, numRuns: 200 }).some((v) => v === '002' || v === '003')).toBe(false);
  });

  it('a property over such an arbitrary tries the near-misses on every seed, before the random draws', async () => {
    // A server that mistakes 004 for the documented 003: the property must catch it whatever the seed.
    const arb = otherThan(['003'], fc.stringMatching(/^[0-9]{3}$/), (s) => s.length === 3);
    for (const seed of [1, 2, 3, 42, 1771612973]) {
      await expect(
        checkProperty(
          [arb, fc.integer()],
          async (suffix, _other) => {
            expect(suffix).not.toBe('004');
          },
          { seed, numRuns: 5 },
        ),
      ).rejects.toThrow(/004/);
    }
  });

  it('withFixedExamples keeps the examples of the arbitrary it wraps', () => {
    const inner = withFixedExamples(fc.integer(), [1]);
    expect(fixedExamplesOf(withFixedExamples(inner, [2]) as fc.Arbitrary<unknown>)).toEqual([1, 2]);
  });
});
