import fc from 'fast-check';
import { conformanceTest, describeArea, expect, expectErrorEnvelope } from '../../support/index.ts';
import { attribute } from '../../support/attribution.ts';
import { mapAtOnce, requestsAtOnce } from '../../support/at-once.ts';
import { beneficiaryTypes } from '../../../spec/enums.ts';
import { beneficiaryVerificationSuffixes, listedSuffixes, rowForValue } from '../../../spec/sandbox.ts';
import { beneficiaryOfTypeArb, createBodyArb, type Body } from '../../generators/external-accounts-bodies.ts';
import { createCustomer, isSuccess, postAccount } from '../../support/external-account-setup.ts';
import { chainKeeping, everyOf, oneofKeeping } from '../../properties/fixed-examples.ts';
import { isReserved, unreservedEnding } from '../../generators/reserved-values.ts';
import { otherThan } from '../../properties/near-misses.ts';

const table = beneficiaryVerificationSuffixes;
const listed = listedSuffixes(table);
const tableClauses = table.rows.flatMap((r) => r.clauses);

/** Three-digit suffixes the table does not list: its "any other" row, the near-misses of each listed one first. */
const otherSuffixArb = otherThan(
  listed,
  unreservedEnding('account-identifier', table),
  (s) => /^[0-9]{3}$/.test(s) && !isReserved('account-identifier', s, table),
);
/** Every listed suffix and every near-miss of one, on every run, then random ones. */
const suffixArb = oneofKeeping(everyOf(listed), otherSuffixArb);
/**
 * Variants whose primary identifier differs (an account number; an IBAN): 4.5 reads the suffix of the identifier of
 * any account, so each is tried on every run.
 */
const identifierVariants = ['USD_ACCOUNT', 'EUR_ACCOUNT', 'AED_ACCOUNT'] as const;
const variantBodyArb = chainKeeping(everyOf(identifierVariants), createBodyArb);

describeArea('external-accounts', '4.5: beneficiary name verification suffixes (sandbox)', () => {
  conformanceTest(
    'the last three characters of the account identifier decide beneficiaryVerificationStatus; 105 refuses the create',
    { clauses: [...tableClauses, '7.1/sandbox-beneficiary-suffix-105-400'], tags: ['sandbox-only'] },
    async (t) => {
      const check = async (generated: Body, suffix: string, beneficiary: Body): Promise<void> => {
        const customerId = await createCustomer(t);
        const info = await t.setup('place the suffix', async () =>
          t.binding.withBeneficiaryVerificationSuffix({ ...(generated['accountInfo'] as Body), beneficiary }, suffix),
        );
        const row = rowForValue(table, suffix);
        const res = await postAccount(t, { ...generated, customerId, accountInfo: info }, 'customer');
        const outcome = row.outcome;
        if ('error' in outcome) {
          attribute([...row.clauses, '7.1/sandbox-beneficiary-suffix-105-400'], () =>
            expect(res.status, `suffix ${suffix} refuses the create with ${outcome.error.status}`).toBe(
              outcome.error.status,
            ),
          );
          expectErrorEnvelope(res, outcome.error.status);
          return;
        }
        attribute(row.clauses, () => {
          expect(isSuccess(res), `suffix ${suffix} is accepted (HTTP ${res.status}: ${res.text.slice(0, 300)})`).toBe(
            true,
          );
        });
        const account = await t.setup('read the created account', async () => t.binding.externalAccountOf(res));
        attribute(row.clauses, () =>
          expect(account['beneficiaryVerificationStatus'], `beneficiaryVerificationStatus for suffix ${suffix}`).toBe(
            outcome.beneficiaryVerificationStatus,
          ),
        );
      };
      // Every row once (the "any other" row with a drawn suffix), then generated prefixes and suffixes.
      const rowSuffixes = [...listed, fc.sample(otherSuffixArb, { seed: t.run.seed, numRuns: 1 })[0]!];
      const bodies = rowSuffixes.map(
        (_, i) =>
          fc.sample(createBodyArb(identifierVariants[i % identifierVariants.length]!), {
            seed: t.run.seed + 5 + i,
            numRuns: 1,
          })[0]!,
      );
      // Each check creates for a customer of its own: they go several at once, the first failing row reported.
      await mapAtOnce(rowSuffixes, requestsAtOnce(t), async (suffix, index) => {
        const type = beneficiaryTypes[index % beneficiaryTypes.length]!;
        const [beneficiary] = fc.sample(beneficiaryOfTypeArb(type), { seed: t.run.seed + index, numRuns: 1 });
        await check(bodies[index]!, suffix, beneficiary!);
      });
      const beneficiaryArb = chainKeeping(everyOf(beneficiaryTypes), beneficiaryOfTypeArb);
      await t.property([variantBodyArb, suffixArb, beneficiaryArb], check, { independentRuns: true });
    },
  );
});
