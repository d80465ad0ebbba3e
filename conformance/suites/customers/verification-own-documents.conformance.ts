import fc from 'fast-check';
import { identityDocumentTypesSeen } from '../../../spec/enums.ts';
import { verificationRules } from '../../../spec/state-machines.ts';
import { acceptedFileArb } from '../../generators/customers-files.ts';
import { individualBody, individualDataArb, namePrefixArb } from '../../generators/customers-verification.ts';
import { attribute } from '../../support/attribution.ts';
import { conformanceTest, describeArea, expect, type TestKit } from '../../support/index.ts';
import {
  createCustomer,
  entryTypes,
  expectEntryShapes,
  expectVerification,
  onboardingClauses,
  submitVerification,
  uploadDocument,
} from './onboarding-steps.ts';

const { individualFlowSuffix } = verificationRules;
const first = verificationRules.individualFirstSubmission;

const sample = <T>(arb: fc.Arbitrary<T>, seed: number): T => fc.sample(arb, { seed, numRuns: 1 })[0]!;

async function uploadIdentityDocument(t: TestKit, customerId: string, seed: number): Promise<void> {
  await t.setup('upload an identity document for another customer', async () => {
    const res = await uploadDocument(t, customerId, identityDocumentTypesSeen[0], sample(acceptedFileArb, seed));
    if (res.status < 200 || res.status > 299) throw new Error(`POST /documents answered ${res.status}: ${res.text}`);
  });
}

describeArea('customers', '3.2: a customer is verified on its own documents', () => {
  conformanceTest(
    `${individualFlowSuffix}: another customer's identity document does not stand in for the customer's own: the ` +
      'first submission still lists the missing identity document',
    {
      clauses: [
        first.clause,
        onboardingClauses.submit,
        onboardingClauses.statusValue,
        onboardingClauses.entryShape,
        onboardingClauses.documentTypesListed,
      ],
      tags: ['sandbox-only'],
    },
    async (t) => {
      // The other customer has complete data and an identity document: a deployment that counted any document
      // would find nothing missing on the customer below but its own document.
      const otherName = `${sample(namePrefixArb, t.run.seed + 5)}${individualFlowSuffix}`;
      const other = await createCustomer(t, individualBody(otherName, sample(individualDataArb, t.run.seed + 6)));
      await uploadIdentityDocument(t, other, t.run.seed + 7);

      const fullName = `${sample(namePrefixArb, t.run.seed + 8)}${individualFlowSuffix}`;
      const id = await createCustomer(t, individualBody(fullName, sample(individualDataArb, t.run.seed + 9)));
      const answer = expectVerification(await submitVerification(t, id));
      expectEntryShapes(answer.errors);
      attribute([first.clause], () => {
        expect(answer.verificationStatus, 'without its own identity document').toBe(first.verificationStatus);
        const documentEntries = answer.errors.filter((e) => e['type'] === entryTypes.missingIdentityDocument);
        expect(
          documentEntries.length,
          `the missing identity document is listed (${JSON.stringify(answer.errors)})`,
        ).toBe(1);
      });
    },
  );
});
