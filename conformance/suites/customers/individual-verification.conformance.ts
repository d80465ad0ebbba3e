import type { ClauseId } from '../../../spec/keys/index.ts';
import fc from 'fast-check';
import { identityDocumentTypesSeen } from '../../../spec/enums.ts';
import { individualCustomerSuffixes, rowForValue } from '../../../spec/sandbox.ts';
import {
  individualVerificationRows,
  verificationRules,
  type IndividualVerificationRow,
} from '../../../spec/state-machines.ts';
import { acceptedFileArb } from '../../generators/customers-files.ts';
import {
  individualBody,
  individualDataArb,
  individualDataFields,
  namePrefixArb,
  otherSuffixArb,
  removedFieldsArb,
  suffixesOfEveryRow,
  withoutFields,
} from '../../generators/customers-verification.ts';
import { mapAtOnce, requestsAtOnce } from '../../support/at-once.ts';
import { attribute } from '../../support/attribution.ts';
import { conformanceTest, describeArea, expect, expectErrorEnvelope, SetupError } from '../../support/index.ts';
import {
  coversPath,
  createCustomer,
  customerStatus,
  entryTypes,
  expectEntryShapes,
  expectVerification,
  leafPaths,
  missingFieldsOf,
  onboardingClauses,
  submitVerification,
  uploadDocument,
} from './onboarding-steps.ts';

const resolvedAtCreation400 = '7.1/verification-after-resolution-400';
const oneEntryPerProblem = '9/aug-2026-verification-resolve-errors-entries';
const { individualFlowSuffix } = verificationRules;
const first = verificationRules.individualFirstSubmission;
const resubmission = verificationRules.individualResubmission;

/** A row's clause about the status at creation, and its clause about submission (the same for 001). */
function clausesOfRow(row: IndividualVerificationRow): { status: ClauseId; submission: ClauseId } {
  const [status, submission] = row.clauses;
  if (status === undefined) throw new Error('spec: a 3.2 row without a clause');
  return { status, submission: submission ?? status };
}

/** The row whose complete-data submission gives a poor-quality-document error (003). */
const poorQualityRow = individualVerificationRows.find((r) => r.completeDataSubmission?.documentError !== undefined);
if (!poorQualityRow || poorQualityRow.suffixes === 'other') throw new Error('spec: 3.2 has no poor-quality row');
const poorQualitySuffix: string = poorQualityRow.suffixes[0]!;

const sample = <T>(arb: fc.Arbitrary<T>, seed: number): T => fc.sample(arb, { seed, numRuns: 1 })[0]!;

/** Field paths reported more than once. */
const repeated = (fields: readonly string[]) => fields.filter((f, i) => fields.indexOf(f) !== i);

describeArea('customers', '3.2: individual customers and their verification', () => {
  conformanceTest(
    'POST /verifications with { customerId } returns verificationStatus and errors[]',
    { clauses: [onboardingClauses.submit, onboardingClauses.statusValue, onboardingClauses.missingFieldNamed] },
    async (t) => {
      // In the sandbox the 001 ending keeps the customer submittable (3.2); elsewhere it is an ordinary name.
      const id = await createCustomer(t, individualBody(`${sample(namePrefixArb, t.run.seed)}${individualFlowSuffix}`));
      expectVerification(await submitVerification(t, id));
    },
  );

  conformanceTest(
    'for any name prefix, each fullName suffix gives the documented kycStatus and verification answer',
    {
      clauses: [
        ...individualVerificationRows.flatMap((r) => r.clauses),
        resolvedAtCreation400,
        onboardingClauses.submit,
        onboardingClauses.statusValue,
        onboardingClauses.missingFieldNamed,
      ],
      tags: ['sandbox-only'],
    },
    async (t) => {
      await t.property(
        [namePrefixArb, otherSuffixArb(individualCustomerSuffixes)],
        async (prefix, other) => {
          // Each suffix its own customer: at once, judged in the suffixes' order (`mapAtOnce`).
          await mapAtOnce(suffixesOfEveryRow(individualCustomerSuffixes, other), requestsAtOnce(t), async (suffix) => {
            const row = rowForValue(individualCustomerSuffixes, suffix).outcome;
            const clauses = clausesOfRow(row);
            const fullName = `${prefix}${suffix}`;
            const id = await createCustomer(t, individualBody(fullName));
            const kycStatus = await customerStatus(t, id, 'kycStatus');
            attribute([clauses.status], () => expect(kycStatus, `kycStatus of "${fullName}"`).toBe(row.to));
            const res = await submitVerification(t, id);
            if (row.verificationSubmission === 400) {
              attribute([clauses.submission, resolvedAtCreation400], () => expectErrorEnvelope(res, 400));
            } else {
              attribute([clauses.submission], () => expectVerification(res));
            }
          });
        },
        { independentRuns: true },
      );
    },
  );

  conformanceTest(
    `${individualFlowSuffix}: the first submission lists every missing field and the identity document; ` +
      'after PATCH and POST /documents the resubmission gives PENDING_MANUAL_REVIEW and kycStatus stays PENDING',
    {
      clauses: [
        first.clause,
        resubmission.clause,
        oneEntryPerProblem,
        onboardingClauses.submit,
        onboardingClauses.statusValue,
        onboardingClauses.entryShape,
        onboardingClauses.missingFieldNamed,
        onboardingClauses.documentTypesListed,
      ],
      tags: ['sandbox-only'],
    },
    async (t) => {
      const fullName = `${sample(namePrefixArb, t.run.seed)}${individualFlowSuffix}`;
      const data = sample(individualDataArb, t.run.seed + 1);
      const id = await createCustomer(t, individualBody(fullName));

      const firstAnswer = expectVerification(await submitVerification(t, id));
      attribute([first.clause], () => expect(firstAnswer.verificationStatus).toBe(first.verificationStatus));
      expectEntryShapes(firstAnswer.errors);
      const reported = missingFieldsOf(firstAnswer.errors);
      attribute([oneEntryPerProblem], () => expect(repeated(reported), 'no field is listed twice').toEqual([]));
      const unlisted = individualDataFields
        .map((field) => t.binding.verificationFieldPath(field))
        .filter((path) => !reported.some((r) => coversPath(r, path)));
      // One entry per problem (9): every missing field has its entry, and none has two.
      attribute([first.clause, oneEntryPerProblem], () =>
        expect(unlisted, `every missing field is listed (listed: ${reported.join(', ')})`).toEqual([]),
      );
      const documentEntries = firstAnswer.errors.filter((e) => e['type'] === entryTypes.missingIdentityDocument);
      attribute([first.clause, oneEntryPerProblem], () =>
        expect(documentEntries.length, 'the missing identity document is listed once').toBe(1),
      );

      // Patch the fields it listed: the suite supplies every field it generates, and needs each listed one among them.
      const supplied = leafPaths(data).map((p) => t.binding.verificationFieldPath(p));
      const unknown = reported.filter((r) => !supplied.some((s) => coversPath(r, s) || coversPath(s, r)));
      if (unknown.length > 0) {
        throw new SetupError(`the deployment lists fields the suite does not generate: ${unknown.join(', ')}`);
      }
      const patched = await t.api.call('updateCustomerById', {
        params: { customerId: id },
        json: { customerType: 'INDIVIDUAL', ...data },
      });
      attribute([resubmission.clause], () =>
        expect(patched.status, `PATCH succeeds (${patched.text})`).toBeLessThan(300),
      );
      const accepted = (documentEntries[0]?.['acceptedDocumentTypes'] as string[] | undefined) ?? [];
      const documentType = accepted.find((a) => (identityDocumentTypesSeen as readonly string[]).includes(a));
      const file = sample(acceptedFileArb, t.run.seed);
      const uploaded = await uploadDocument(t, id, documentType ?? identityDocumentTypesSeen[0], file, {
        documentNumber: 'X1234567',
        issuingAuthority: 'Conformance Authority',
      });
      attribute([resubmission.clause], () =>
        expect(uploaded.status, `upload succeeds (${uploaded.text})`).toBeLessThan(300),
      );

      const again = expectVerification(await submitVerification(t, id));
      expectEntryShapes(again.errors);
      attribute([resubmission.clause], () => expect(again.verificationStatus).toBe(resubmission.verificationStatus));
      const kycStatus = await customerStatus(t, id, 'kycStatus');
      attribute([resubmission.clause], () => expect(kycStatus, 'kycStatus stays').toBe(resubmission.kycStatus));
    },
  );

  conformanceTest(
    `${poorQualitySuffix} with complete data gives RESOLVE_ERRORS with a poor-quality-document error`,
    {
      clauses: [
        '3.2/individual-suffix-003-poor-quality-document',
        onboardingClauses.submit,
        onboardingClauses.statusValue,
        onboardingClauses.entryShape,
      ],
      tags: ['sandbox-only'],
    },
    async (t) => {
      const fullName = `${sample(namePrefixArb, t.run.seed + 2)}${poorQualitySuffix}`;
      const id = await createCustomer(t, individualBody(fullName, sample(individualDataArb, t.run.seed + 3)));
      await t.setup('upload an identity document', async () => {
        const res = await uploadDocument(t, id, identityDocumentTypesSeen[0], sample(acceptedFileArb, t.run.seed + 4));
        if (res.status < 200 || res.status > 299) {
          throw new Error(`POST /documents answered ${res.status}: ${res.text}`);
        }
      });
      const answer = expectVerification(await submitVerification(t, id));
      expectEntryShapes(answer.errors);
      const missingKinds: readonly unknown[] = [entryTypes.missingField, entryTypes.missingIdentityDocument];
      const missing = answer.errors.filter((e) => missingKinds.includes(e['type']));
      if (missing.length > 0) {
        // The deployment asks for more than the suite supplies: the premise "complete data" is not reached.
        throw new SetupError(`the deployment still lists missing data: ${JSON.stringify(missing)}`);
      }
      attribute(['3.2/individual-suffix-003-poor-quality-document'], () => {
        expect(answer.verificationStatus).toBe(poorQualityRow.completeDataSubmission?.verificationStatus);
        expect(
          answer.errors.some((e) => t.binding.isPoorQualityDocumentError(e)),
          `a poor-quality-document error is listed (errors: ${JSON.stringify(answer.errors)})`,
        ).toBe(true);
      });
    },
  );

  conformanceTest(
    `generated incomplete ${individualFlowSuffix} customers: RESOLVE_ERRORS lists exactly the missing fields, ` +
      'each once',
    {
      clauses: [
        first.clause,
        oneEntryPerProblem,
        onboardingClauses.submit,
        onboardingClauses.statusValue,
        onboardingClauses.missingFieldNamed,
      ],
      tags: ['sandbox-only'],
    },
    async (t) => {
      // What a complete customer without a document is told: a deployment may ask for more than the suite supplies,
      // and those fields must not count against it.
      const baseline = await t.setup('submit a complete customer without documents', async () => {
        const complete = individualBody(
          `Complete Person${individualFlowSuffix}`,
          sample(individualDataArb, t.run.seed),
        );
        const id = await createCustomer(t, complete);
        return missingFieldsOf(expectVerification(await submitVerification(t, id)).errors);
      });
      await t.property(
        [namePrefixArb, individualDataArb, removedFieldsArb],
        async (prefix, data, removed) => {
          const body = individualBody(`${prefix}${individualFlowSuffix}`, withoutFields(data, removed));
          const id = await createCustomer(t, body);
          const answer = expectVerification(await submitVerification(t, id));
          const reported = missingFieldsOf(answer.errors);
          const removedPaths = removed.map((field) => t.binding.verificationFieldPath(field));
          attribute([first.clause], () => expect(answer.verificationStatus).toBe(first.verificationStatus));
          attribute([oneEntryPerProblem], () => expect(repeated(reported), 'no field is listed twice').toEqual([]));
          attribute([first.clause], () => {
            const unlisted = removedPaths.filter((path) => !reported.some((r) => coversPath(r, path)));
            expect(unlisted, `every missing field is listed (listed: ${reported.join(', ')})`).toEqual([]);
            const removedOne = (r: string) => removedPaths.some((path) => coversPath(r, path));
            const extra = reported.filter((r) => !baseline.includes(r) && !removedOne(r));
            expect(extra, 'only missing fields are listed').toEqual([]);
          });
        },
        { independentRuns: true },
      );
    },
  );
});
