/**
 * One valid create body of every `accountInfo` variant (2.3), fiat ones alternating the beneficiary branch, so that
 * a test walking them meets every variant and both beneficiary branches on every run.
 */
import fc from 'fast-check';
import { beneficiaryTypes, createAccountTypes } from '../../spec/enums.ts';
import { beneficiaryOfTypeArb, createBodyArb, isFiatAccountType, type Body } from './external-accounts-bodies.ts';

/** Draws one value of an arbitrary; `offset` tells the draws of one body apart. */
export type Draw = <T>(arb: fc.Arbitrary<T>, offset: number) => T;

/** A valid create body of the `index`-th create type, without `customerId`. */
export function variantBody(index: number, draw: Draw): Body {
  const type = createAccountTypes[index];
  if (type === undefined) throw new Error(`no create account type at ${index}`);
  const body = draw(createBodyArb(type), 100 + index);
  if (!isFiatAccountType(type)) return body;
  const beneficiary = draw(beneficiaryOfTypeArb(beneficiaryTypes[index % beneficiaryTypes.length]!), 200 + index);
  return { ...body, accountInfo: { ...(body['accountInfo'] as Body), beneficiary } };
}

/** One body of every variant, each drawn with `draw`. */
export function everyVariantBody(draw: Draw): Body[] {
  return createAccountTypes.map((_, i) => variantBody(i, draw));
}

/** One body of every variant drawn from fixed seeds: the shapes a test will send, known when its file loads. */
export function everyVariantSample(): Body[] {
  return everyVariantBody((arb, offset) => fc.sample(arb, { seed: offset, numRuns: 1 })[0]!);
}
