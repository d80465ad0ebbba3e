import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { customerTypes } from '../../spec/enums.ts';
import { openapiDocument } from '../../spec/openapi/document.ts';
import { dueDiligenceArrayFields, individualDueDiligence } from '../../spec/openapi/schemas/customer-facts.ts';
import { stringNearMisses, withFixedExamples } from '../properties/near-misses.ts';

/**
 * Generators of customer bodies. Valid bodies use the shapes the deployment expects for set-up (production facts
 * where the document gives no type); invalid fields are only those the document itself makes invalid.
 */

type Body = Record<string, unknown>;

/** Required members of the Address object (2.3), read from the spec rather than restated. */
export function addressRequiredMembers(): string[] {
  const schemas = (openapiDocument as { components: { schemas: Record<string, { required?: string[] }> } }).components
    .schemas;
  const required = schemas['Address']?.required;
  if (!required || required.length === 0) throw new Error('spec: Address schema has no required members');
  return [...required];
}

const countryCode = fc.constantFrom('US', 'GB', 'DE', 'MX', 'NG', 'PH', 'BR', 'IN');
const word = fc.stringMatching(/^[A-Z][a-z]{2,11}$/);

export const addressArb: fc.Arbitrary<Body> = fc.record({
  line1: fc.tuple(fc.integer({ min: 1, max: 9999 }), word).map(([n, w]) => `${n} ${w} Street`),
  city: word,
  postalCode: fc.stringMatching(/^[0-9]{5}$/),
  country: countryCode,
});

/** A name whose last three characters are letters, so that no sandbox suffix rule (3.2) is triggered by chance. */
export const plainNameArb = fc.tuple(word, word).map(([a, b]) => `${a} ${b}`);

/** A valid individual customer body with a fresh `platformCustomerId`. */
export const individualCustomerArb: fc.Arbitrary<Body> = fc.record({
  customerType: fc.constant('INDIVIDUAL'),
  fullName: plainNameArb,
  birthDate: fc
    .date({ min: new Date('1940-01-01T00:00:00Z'), max: new Date('2004-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  nationality: countryCode,
  address: addressArb,
});

/**
 * The body with a `platformCustomerId` no earlier run can have used: a deployment keeps its customers, so replaying
 * a seed must not collide with what the first run created (4.3: a collision is a 409).
 */
export function withFreshPlatformId(body: Body): Body {
  return { ...body, platformCustomerId: `conformance-${randomUUID()}` };
}

/** One way to make one field of a customer body invalid, and the dot path a server must report for it. */
export interface InvalidField {
  readonly field: string;
  readonly apply: (body: Body) => void;
}

// Counterexamples print the field and value, not the function that breaks it.
const printable = (f: InvalidField, shown: string): InvalidField =>
  Object.assign(f, { [fc.toStringMethod]: () => shown });

/**
 * The documented ways to make `customerType` invalid: a value far from every type, and every value one step from one
 * (case changed, cut short, extended, padded, a letter away).
 */
export function invalidCustomerTypes(): InvalidField[] {
  const types: readonly string[] = customerTypes;
  const far = customerTypes.map((t) => `${t}_NOT_A_TYPE`).join('_');
  const near = [...new Set(customerTypes.flatMap(stringNearMisses))].filter((v) => !types.includes(v));
  return [far, ...near].map((value) =>
    printable(
      { field: 'customerType', apply: (b) => void (b['customerType'] = value) },
      `customerType ${JSON.stringify(value)}`,
    ),
  );
}

/** A required Address member left out, one per member the spec lists. */
export function missingAddressMembers(): InvalidField[] {
  return addressRequiredMembers().map((member) =>
    printable(
      {
        field: `address.${member}`,
        apply: (b) => {
          const address = { ...(b['address'] as Body) };
          delete address[member];
          b['address'] = address;
        },
      },
      `address.${member} missing`,
    ),
  );
}

/** The documented ways a customer body can be invalid: an unknown `customerType`, a required Address member missing. */
export function invalidCustomerFields(): InvalidField[] {
  return [invalidCustomerTypes()[0]!, ...missingAddressMembers()];
}

/**
 * A non-empty set of distinct invalid fields (at most one value of `customerType`). Every invalid value alone, and
 * every field at once, are tried first on every run.
 */
export function invalidFieldSetArb(): fc.Arbitrary<InvalidField[]> {
  const types = invalidCustomerTypes();
  const members = missingAddressMembers();
  return withFixedExamples(
    fc
      .tuple(fc.option(fc.constantFrom(...types), { nil: undefined }), fc.subarray(members))
      .map(([type, missing]) => (type === undefined ? missing : [type, ...missing]))
      .filter((fields) => fields.length > 0),
    [...types.map((f) => [f]), ...members.map((f) => [f]), [types[0]!, ...members]],
  );
}

/** Applies the invalid fields to a copy of `body`. */
export function withInvalidFields(body: Body, fields: readonly InvalidField[]): Body {
  const copy = structuredClone(body);
  for (const f of fields) f.apply(copy);
  return copy;
}

/**
 * Every enhanced due diligence field of an individual (2.6), under the production interface's names and values (the
 * document gives none): one value each, a non-empty set of values for the category lists.
 */
export const dueDiligenceArb: fc.Arbitrary<Body> = fc.record(
  Object.fromEntries(
    Object.entries(individualDueDiligence).map(([field, values]) => [
      field,
      dueDiligenceArrayFields.has(field)
        ? fc.uniqueArray(fc.constantFrom(...values.filter((v) => v !== 'OTHER')), { minLength: 1, maxLength: 3 })
        : fc.constantFrom(...values.filter((v) => v !== 'OTHER')),
    ]),
  ),
);
