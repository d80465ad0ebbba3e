import { randomUUID } from 'node:crypto';
import { individualCustomerArb, withFreshPlatformId } from '../../generators/customers.ts';
import { drawn } from '../../support/external-account-setup.ts';
import { conformanceTest, describeArea, expect, type ApiResponse } from '../../support/index.ts';

/** A body is JSON when the answer says so and it parses; an answer without a body (204) has nothing to judge. */
function expectJsonBody(what: string, res: ApiResponse): void {
  if (res.bodyBytes === 0) return;
  expect(res.headers['content-type'] ?? '', `${what}: HTTP ${res.status} declares a JSON body`).toMatch(
    /^application\/([a-z.+-]*\+)?json\b/i,
  );
  expect(res.json, `${what}: HTTP ${res.status} body parses as JSON (${res.text.slice(0, 120)})`).not.toBeUndefined();
}

describeArea('versioning', 'Part 1: request and response bodies are JSON', () => {
  conformanceTest(
    'answers of every kind carry JSON bodies: a read, a create, a refused create, refused credentials, an unknown customer',
    { clauses: ['1/json-bodies'] },
    async (t) => {
      const customer = withFreshPlatformId(drawn(t, individualCustomerArb, 4_400));
      const answers: [string, ApiResponse][] = [
        ['GET /customers/end-user-terms', await t.api.call('getEndUserTerms')],
        ['POST /customers', await t.api.call('createCustomer', { json: customer })],
        [
          'POST /customers with an invalid field',
          await t.api.call('createCustomer', { json: { ...customer, customerType: 'NOT_A_TYPE' } }),
        ],
        ['a call without credentials', await t.api.call('getEndUserTerms', { auth: 'none' })],
        [
          'PATCH /customers/{customerId} of no customer',
          await t.api.call('updateCustomerById', {
            params: { customerId: `Customer:${randomUUID()}` },
            json: { customerType: 'INDIVIDUAL' },
          }),
        ],
      ];
      for (const [what, res] of answers) expectJsonBody(what, res);
    },
  );
});
