import fc from 'fast-check';
import { businessRegistrationSuffixes, rowForValue } from '../../../spec/sandbox.ts';
import { businessVerificationRows, verificationRules } from '../../../spec/state-machines.ts';
import { acceptedFileArb } from '../../generators/customers-files.ts';
import {
  businessAddressArb,
  businessBodyArb,
  namePrefixArb,
  otherSuffixArb,
  registrationPrefixArb,
  suffixesOfEveryRow,
} from '../../generators/customers-verification.ts';
import { mapAtOnce, requestsAtOnce } from '../../support/at-once.ts';
import { attribute } from '../../support/attribution.ts';
import {
  conformanceTest,
  describeArea,
  expect,
  expectErrorEnvelope,
  type ApiResponse,
  type ClauseId,
  type TestKit,
} from '../../support/index.ts';
import {
  createCustomer,
  customerStatus,
  expectEntryShapes,
  expectVerification,
  onboardingClauses,
  submitVerification,
  uploadDocument,
} from './onboarding-steps.ts';

const decided400 = [verificationRules.businessAfterTerminal.clause, '7.1/verification-after-resolution-400'] as const;
const resolveErrors = 'RESOLVE_ERRORS';
const skipsValidation = '3.2/business-suffix-other-skips-validation';

/** The row without an automatic decision (001, 003): its suffixes need normal validation (4.5). */
const undecidedRow = businessVerificationRows.find((r) => r.to === 'unchanged');
if (!undecidedRow || undecidedRow.suffixes === 'other') throw new Error('spec: 3.2 has no undecided business row');
const undecidedSuffixes = undecidedRow.suffixes;

const sample = <T>(arb: fc.Arbitrary<T>, seed: number): T => fc.sample(arb, { seed, numRuns: 1 })[0]!;

/** What a business needs before verification leaves RESOLVE_ERRORS (4.5), each of which a test leaves out. */
type Requirement = 'information' | 'documents' | 'owner';

/**
 * Creates a business ending in `suffix` with every requirement of 4.5 met except `missing`: complete information
 * (an address added to the business information), a business document, a beneficial owner.
 */
async function businessLacking(t: TestKit, suffix: string, missing: Requirement, seed: number): Promise<string> {
  const body = sample(businessBodyArb(`${sample(registrationPrefixArb, seed)}${suffix}`), seed);
  const complete = missing === 'information' ? body : { ...body, address: sample(businessAddressArb, seed) };
  const id = await createCustomer(t, complete);
  // The document and the owner are independent of each other: at once.
  await Promise.all([
    missing === 'documents' ? undefined : addBusinessDocument(t, id, seed),
    missing === 'owner' ? undefined : addOwner(t, id, seed),
  ]);
  return id;
}

/** Meets the `requirement` of a business (the step 4.5 asks for); for information, the PATCH answer to check. */
async function supply(
  t: TestKit,
  id: string,
  requirement: Requirement,
  seed: number,
): Promise<ApiResponse | undefined> {
  if (requirement === 'documents') return void (await addBusinessDocument(t, id, seed));
  if (requirement === 'owner') return void (await addOwner(t, id, seed));
  return t.api.call('updateCustomerById', {
    params: { customerId: id },
    json: { customerType: 'BUSINESS', address: sample(businessAddressArb, seed + 1) },
  });
}

function addBusinessDocument(t: TestKit, id: string, seed: number): Promise<void> {
  return t.setup('upload a business document', async () => {
    const res = await uploadDocument(t, id, t.binding.businessDocumentType(), sample(acceptedFileArb, seed));
    if (res.status < 200 || res.status > 299) throw new Error(`POST /documents answered ${res.status}: ${res.text}`);
  });
}

function addOwner(t: TestKit, id: string, seed: number): Promise<void> {
  return t.setup('add a beneficial owner', async () => {
    await t.binding.createBeneficialOwner({ customerId: id, lastName: sample(namePrefixArb, seed) });
  });
}

const requirementNames: Record<Requirement, string> = {
  information: 'complete information',
  documents: 'business documents',
  owner: 'a beneficial owner',
};

const requirementClauses: Record<Requirement, ClauseId> = {
  information: '4.5/business-001-003-needs-complete-information',
  documents: '4.5/business-001-003-needs-business-documents',
  owner: '4.5/business-001-003-needs-beneficial-owner',
};

describeArea('customers', '3.2 and 4.5: business customers and their verification', () => {
  conformanceTest(
    'for any registration-number prefix, each suffix gives the documented verification outcome, and a decided ' +
      'business answers 400 to further submissions',
    {
      clauses: [
        ...businessVerificationRows.flatMap((r) => r.clauses),
        ...decided400,
        onboardingClauses.submit,
        onboardingClauses.statusValue,
        onboardingClauses.entryShape,
        onboardingClauses.missingFieldNamed,
      ],
      tags: ['sandbox-only'],
    },
    async (t) => {
      await t.property(
        [registrationPrefixArb, otherSuffixArb(businessRegistrationSuffixes), fc.integer({ min: 0, max: 2 ** 30 })],
        async (prefix, other, seed) => {
          // Each suffix its own business: at once, judged in the suffixes' order (`mapAtOnce`).
          await mapAtOnce(
            suffixesOfEveryRow(businessRegistrationSuffixes, other),
            requestsAtOnce(t),
            async (suffix) => {
              const row = rowForValue(businessRegistrationSuffixes, suffix).outcome;
              const [decision] = row.clauses;
              // Nothing beyond the business information production requires: no address, document or owner.
              const id = await createCustomer(t, sample(businessBodyArb(`${prefix}${suffix}`), seed));
              const res = await submitVerification(t, id);
              const answer = attribute([decision!], () => expectVerification(res));
              expectEntryShapes(answer.errors);
              const status = answer.verificationStatus;
              const kybStatus = await customerStatus(t, id, 'kybStatus');
              if (row.to === 'unchanged') {
                attribute([decision!], () => {
                  expect(status, `verificationStatus of registration number ending ${suffix}`).toBe(resolveErrors);
                  expect(['APPROVED', 'REJECTED'], 'no automatic decision').not.toContain(kybStatus);
                });
                return;
              }
              if (row.validationSkipped && status === resolveErrors) {
                // Asking for data breaks both statements of the row: validation was not skipped, and no approval came.
                attribute([skipsValidation, decision!], () =>
                  expect(status, 'validation of data and documents is skipped: nothing missing is asked for').not.toBe(
                    resolveErrors,
                  ),
                );
              }
              attribute([decision!], () => {
                expect(status, `verificationStatus of registration number ending ${suffix}`).toBe(
                  row.verificationStatus,
                );
                expect(kybStatus, `kybStatus of registration number ending ${suffix}`).toBe(row.to);
              });
              const again = await submitVerification(t, id);
              attribute(decided400, () => expectErrorEnvelope(again, 400));
            },
          );
        },
        { independentRuns: true },
      );
    },
  );

  for (const requirement of ['information', 'documents', 'owner'] as const) {
    const clause = requirementClauses[requirement];
    conformanceTest(
      `a business ending ${undecidedSuffixes.join(' or ')} stays RESOLVE_ERRORS without ` +
        `${requirementNames[requirement]}, ` +
        'and leaves it once supplied',
      {
        clauses: [
          clause,
          onboardingClauses.submit,
          onboardingClauses.statusValue,
          onboardingClauses.entryShape,
          onboardingClauses.missingFieldNamed,
        ],
        tags: ['sandbox-only'],
      },
      async (t) => {
        // Each suffix its own business: at once, judged in the suffixes' order.
        await mapAtOnce(undecidedSuffixes, requestsAtOnce(t), async (suffix, i) => {
          const seed = t.run.seed + i;
          const id = await businessLacking(t, suffix, requirement, seed);
          const lacking = expectVerification(await submitVerification(t, id));
          expectEntryShapes(lacking.errors);
          attribute([clause], () =>
            expect(lacking.verificationStatus, `ending ${suffix}, lacking ${requirement}`).toBe(resolveErrors),
          );
          const patched = await supply(t, id, requirement, seed);
          if (patched) {
            attribute([clause], () =>
              expect(patched.status, `PATCH adds the address (${patched.text})`).toBeLessThan(300),
            );
          }
          const complete = expectVerification(await submitVerification(t, id));
          expectEntryShapes(complete.errors);
          attribute([clause], () =>
            expect(complete.verificationStatus, `ending ${suffix}, with everything supplied`).not.toBe(resolveErrors),
          );
        });
      },
    );
  }
});
