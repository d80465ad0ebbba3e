import { conformanceTest, describeArea, expect, expectErrorEnvelope, expectSchema } from '../../support/index.ts';
import type { ApiResponse } from '../../support/index.ts';
import { attribute } from '../../support/attribution.ts';
import { mapAtOnce, requestsAtOnce } from '../../support/at-once.ts';
import { fiatCreateBodyArb } from '../../generators/external-accounts-bodies.ts';
import {
  everyInvalidFieldKind,
  invalidFiatFieldSetArb,
  invalidFieldClauses,
  withInvalidFields,
  type InvalidField,
} from '../../generators/external-accounts-invalid.ts';
import { createCustomer, drawn, postAccount } from '../../support/external-account-setup.ts';

const listsEveryField = '7/field-errors-list-every-invalid-field';
const fieldErrorShape = '2.4/field-error-shape';
const dotPath = '2.4/field-error-path-dot-notation';

/**
 * Asserts the answer to a create body with exactly the `invalid` fields wrong: refused with 400 (laid on the clauses
 * that make those fields invalid), `details.errors` a list of FieldError (2.4) naming every one by its dot path.
 */
function expectInvalidFieldsReported(res: ApiResponse, invalid: readonly InvalidField[]): void {
  const own = [...new Set(invalid.map((f) => f.clause))];
  attribute(own, () =>
    expect(res.status, `the create is refused with 400 (body: ${res.text.slice(0, 300)})`).toBe(400),
  );
  const body = expectErrorEnvelope(res, 400);
  const errors = attribute([listsEveryField], () => {
    const details = body.details as { errors?: unknown } | undefined;
    expect(Array.isArray(details?.errors), 'a field-validation error carries details.errors, an array').toBe(true);
    return details?.errors as unknown[];
  });
  attribute([fieldErrorShape], () => {
    for (const entry of errors) expectSchema(entry, 'FieldError');
  });
  const reported = errors.map((e) => String((e as { field?: unknown }).field));
  for (const f of invalid) {
    if (reported.includes(f.field)) continue;
    // Named, but not by its full dot path from the body's root (`beneficiary.fullName`, `fullName`...).
    const last = f.field.split('.').pop() ?? f.field;
    const namedOtherwise = f.field.includes('.') && reported.some((r) => r !== f.field && r.split('.').pop() === last);
    attribute(namedOtherwise ? [dotPath] : [listsEveryField], () =>
      expect(reported, `details.errors names ${f.field}`).toContain(f.field),
    );
  }
}

describeArea('external-accounts', '2.4 and 7: field errors of the external account create request', () => {
  conformanceTest(
    'an invalid create body answers 400 with a FieldError for every invalid field, by dot path',
    {
      clauses: [...invalidFieldClauses, fieldErrorShape, dotPath, listsEveryField, '7/envelope-details-object'],
    },
    async (t) => {
      const customerId = await createCustomer(t);
      const valid = { ...drawn(t, fiatCreateBodyArb, 11), customerId };
      // Every kind of invalid field once on its own, then generated combinations on generated bodies. A refused
      // create changes nothing, so they go several at once (answers judged in order) and the runs in chains.
      const kinds = everyInvalidFieldKind();
      const answers = await mapAtOnce(kinds, requestsAtOnce(t), (field) =>
        postAccount(t, withInvalidFields(valid, [field]), 'customer'),
      );
      kinds.forEach((field, i) => expectInvalidFieldsReported(answers[i]!, [field]));
      await t.property(
        [fiatCreateBodyArb, invalidFiatFieldSetArb],
        async (generated, invalid) => {
          const res = await postAccount(t, withInvalidFields({ ...generated, customerId }, invalid), 'customer');
          expectInvalidFieldsReported(res, invalid);
        },
        { independentRuns: true },
      );
    },
  );
});
