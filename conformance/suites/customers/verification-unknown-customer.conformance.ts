/**
 * A verification naming no customer. The document does not give the status (production's 404 is not shown), so the
 * test asserts what part 7 does fix: the request is the client's mistake, refused with a 4xx and the error envelope,
 * not a 500 (7.4: an internal error).
 */
import fc from 'fast-check';
import { verificationRules } from '../../../spec/state-machines.ts';
import { individualBody, namePrefixArb } from '../../generators/customers-verification.ts';
import { conformanceTest, describeArea, expectClientErrorRefusal } from '../../support/index.ts';
import { createCustomer, onboardingClauses, submitVerification } from './onboarding-steps.ts';

describeArea('customers', '4.3, 7: a verification of an unknown customer', () => {
  conformanceTest(
    'POST /verifications naming no customer is refused with a 4xx envelope',
    { clauses: [onboardingClauses.submit, '7/envelope-required-members', '7/envelope-status-matches-http'] },
    async (t) => {
      const prefix = fc.sample(namePrefixArb, { seed: t.run.seed + 11, numRuns: 1 })[0]!;
      const id = await createCustomer(t, individualBody(`${prefix}${verificationRules.individualFlowSuffix}`));
      // Ids of the real id's shape that name no customer (its last character changed; another uuid after its
      // prefix), beside near misses of another shape (one character more, an id of no known shape).
      const prefixEnd = id.lastIndexOf(':') + 1;
      const otherUuid = fc.sample(fc.uuid(), { seed: t.run.seed + 12, numRuns: 1 })[0]!;
      const unknownIds = [
        `${id.slice(0, -1)}${id.endsWith('0') ? '1' : '0'}`,
        `${id.slice(0, prefixEnd)}${otherUuid}`,
        `${id}0`,
        'not-a-customer',
      ];
      for (const customerId of unknownIds) {
        const res = await submitVerification(t, customerId);
        expectClientErrorRefusal(res, `a verification of unknown customer ${customerId}`);
      }
    },
  );
});
