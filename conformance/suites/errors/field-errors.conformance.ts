import fc from 'fast-check';
import { conformanceTest, describeArea, expect, expectErrorEnvelope, expectSchema } from '../../support/index.ts';
import type { ApiResponse } from '../../support/index.ts';
import {
  individualCustomerArb,
  invalidFieldSetArb,
  withFreshPlatformId,
  withInvalidFields,
  type InvalidField,
} from '../../generators/customers.ts';
import { attribute } from '../../support/attribution.ts';

const listsEveryField = '7/field-errors-list-every-invalid-field';
/** The August 2026 release note states the same rule ("validation errors list all invalid fields in details.errors"). */
const releaseNoteListsAll = '9/aug-2026-validation-errors-list-all-fields';
const everyField = [listsEveryField, releaseNoteListsAll] as const;
const fieldErrorShape = '2.4/field-error-shape';
const fieldErrorClauses = [...everyField, fieldErrorShape, '7/envelope-details-object'] as const;

/** Asserts a 400 whose `details.errors` is a FieldError list naming every field in `expected`. */
function expectEveryInvalidField(res: ApiResponse, expected: readonly InvalidField[]): void {
  const body = attribute(everyField, () => expectErrorEnvelope(res, 400));
  const errors = attribute(everyField, () => {
    const details = body.details as { errors?: unknown } | undefined;
    expect(details, 'a field-validation error carries details').toBeTypeOf('object');
    expect(Array.isArray(details?.errors), 'details.errors is an array').toBe(true);
    return details?.errors as unknown[];
  });
  attribute([fieldErrorShape], () => {
    for (const entry of errors) expectSchema(entry, 'FieldError');
  });
  const reported = new Set(errors.map((e) => (e as { field: string }).field));
  const missing = expected.map((f) => f.field).filter((f) => !reported.has(f));
  attribute(everyField, () =>
    expect(missing, `every invalid field is listed (reported: ${[...reported].join(', ') || 'none'})`).toEqual([]),
  );
}

describeArea('errors', 'Part 7: field-validation errors list every invalid field', () => {
  conformanceTest(
    'POST /customers reports every invalid field of a generated body in one response',
    { clauses: [...fieldErrorClauses] },
    async (t) => {
      await t.property(
        [individualCustomerArb, invalidFieldSetArb()],
        async (customer, invalid) => {
          const body = withInvalidFields(withFreshPlatformId(customer), invalid);
          const res = await t.api.call('createCustomer', { json: body });
          expectEveryInvalidField(res, invalid);
          // Each run reads only its own answer: runs at once.
        },
        { independentRuns: true },
      );
    },
  );

  conformanceTest(
    'PATCH /customers/{customerId} reports every invalid field of a generated body in one response',
    { clauses: [...fieldErrorClauses] },
    async (t) => {
      const [seedCustomer] = fc.sample(individualCustomerArb, { seed: t.run.seed, numRuns: 1 });
      const customerId = await t.setup('create a customer to update', async () => {
        const res = await t.api.call('createCustomer', { json: withFreshPlatformId(seedCustomer!) });
        if (res.status < 200 || res.status > 299) throw new Error(`POST /customers answered ${res.status}`);
        return t.binding.customerIdOf(res);
      });
      await t.property(
        [individualCustomerArb, invalidFieldSetArb()],
        async (update, invalid) => {
          // PATCH carries `customerType` and the changed fields (4.3); the fields here are the address and the type.
          const body = withInvalidFields({ customerType: update['customerType'], address: update['address'] }, invalid);
          const res = await t.api.call('updateCustomerById', { params: { customerId: customerId }, json: body });
          expectEveryInvalidField(res, invalid);
          // Each run reads only its own answer, whatever another's update did: runs at once.
        },
        { independentRuns: true },
      );
    },
  );
});
