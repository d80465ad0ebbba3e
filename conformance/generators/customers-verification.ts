import { otherThan, withFixedExamples } from '../properties/near-misses.ts';
import fc from 'fast-check';
import { listedSuffixes, type SuffixTable } from '../../spec/sandbox.ts';
import { idTypes } from '../../spec/openapi/schemas/customer-facts.ts';
import { addressArb, individualCustomerArb, withFreshPlatformId } from './customers.ts';
import { identifierKindOf, isReserved } from './reserved-values.ts';

/**
 * Generators for the verification suites (3.2, 4.5): name and registration-number prefixes to which the suites
 * append each documented suffix, complete customers, and the fields an incomplete customer lacks. Shapes the
 * document does not type (identifier, business information) follow production, as set-up data.
 */

type Body = Record<string, unknown>;

/** A name prefix: letters first, then letters, digits, spaces and punctuation names carry. */
export const namePrefixArb = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 .'-]{0,23}$/);

/** A registration number prefix (letters, digits, dashes; possibly empty). */
export const registrationPrefixArb = fc.stringMatching(/^[A-Z0-9-]{0,12}$/);

const threeCharacterArb = fc.oneof(fc.stringMatching(/^[0-9]{3}$/), fc.stringMatching(/^[A-Za-z0-9]{3}$/));

/**
 * A three-character ending that `table` does not list, nor any other table reading the same identifier: the "any
 * other" row. It carries the near-misses of every listed suffix (`002` gives `001`, `003`, `102`...) as fixed
 * examples, tried by every property on every seed.
 */
export function otherSuffixArb<O>(table: SuffixTable<O>): fc.Arbitrary<string> {
  const mine = table as SuffixTable<unknown>;
  const kind = identifierKindOf(mine);
  return otherThan(
    listedSuffixes(table),
    threeCharacterArb,
    (s) => s.length === table.suffixLength && !isReserved(kind, s, mine),
  );
}

/** Every listed suffix of `table`, and one generated "any other" ending: one value per row. */
export function suffixesOfEveryRow<O>(table: SuffixTable<O>, other: string): string[] {
  return [...listedSuffixes(table), other];
}

/**
 * The fields of an individual that 4.3 names on `POST /customers` besides `customerType` and `fullName` (which
 * carries the sandbox suffix): the identity data whose absence a first verification reports (3.2).
 */
export const individualDataFields = ['birthDate', 'nationality', 'idType', 'identifier', 'address'] as const;
export type IndividualDataField = (typeof individualDataFields)[number];

/** A complete individual's fields (all of {@link individualDataFields}), without `customerType` and `fullName`. */
export const individualDataArb: fc.Arbitrary<Body> = fc
  .record({
    person: individualCustomerArb,
    idType: fc.constantFrom(...idTypes),
    identifier: fc.stringMatching(/^[0-9]{9}$/),
  })
  .map(({ person, idType, identifier }) => ({
    birthDate: person['birthDate'],
    nationality: person['nationality'],
    address: person['address'],
    idType,
    identifier,
    countryOfIssuance: person['nationality'],
  }));

/** An individual create body with this `fullName` and `data`, and a fresh `platformCustomerId`. */
export function individualBody(fullName: string, data: Body = {}): Body {
  return withFreshPlatformId({ customerType: 'INDIVIDUAL', fullName, ...data });
}

/** `data` without `fields`. */
export function withoutFields(data: Body, fields: readonly string[]): Body {
  return Object.fromEntries(Object.entries(data).filter(([name]) => !fields.includes(name)));
}

/** A non-empty set of the individual's data fields to leave out: each one alone and all of them on every run. */
export const removedFieldsArb: fc.Arbitrary<IndividualDataField[]> = withFixedExamples(
  fc.subarray([...individualDataFields], { minLength: 1 }),
  [...individualDataFields.map((field) => [field]), [...individualDataFields]],
);

// Built once: a `stringMatching` arbitrary is costly to build (fast-check analyses the pattern) and cheap to draw from.
const businessInfoArb = fc.record({
  legalName: fc.stringMatching(/^[A-Z][a-z]{2,10} (Ltd|Inc|GmbH|LLC)$/),
  country: fc.constantFrom('US', 'GB', 'DE', 'MX'),
  incorporatedOn: fc
    .date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2020-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  taxId: fc.stringMatching(/^[0-9]{2}-[0-9]{7}$/),
});

/**
 * A business create body with this registration number: the business information production requires on create,
 * and no address (the one other customer field 2.6 names, so the business information is incomplete until an
 * address is added).
 */
export const businessBodyArb = (registrationNumber: string): fc.Arbitrary<Body> =>
  businessInfoArb.map((info) =>
    withFreshPlatformId({ customerType: 'BUSINESS', businessInfo: { ...info, registrationNumber } }),
  );

/** The address that completes a business's information. */
export const businessAddressArb = addressArb;
