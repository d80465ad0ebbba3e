import { expect } from 'vitest';
import { validateSchema, type SchemaViolation } from '../../spec/schemas.ts';
import { tagError } from './attribution.ts';
import type { ClauseId } from '../../spec/keys/index.ts';

/**
 * The clause each member of an `ExternalAccount` (2.2) proves. A violation of the schema is laid on the clause of the
 * member it concerns, so that a wrong `status` fails the status clauses and not the id form.
 */
export const externalAccountMemberClauses = {
  required: ['2.2/required-members'],
  id: ['2.2/id-form'],
  customerId: ['2.2/customer-id-form'],
  status: ['2.2/status-value', '3.1/status-values'],
  currency: ['2.2/currency-iso-4217'],
  ownershipType: ['2.2/ownership-type-value'],
  platformAccountId: ['2.2/platform-account-id-string'],
  defaultUmaDepositAccount: ['2.2/default-uma-deposit-boolean'],
  beneficiaryVerificationStatus: ['2.2/beneficiary-verification-status-value'],
  beneficiaryVerifiedData: ['2.2/beneficiary-verified-data-shape'],
  accountTypeMissing: ['2.3/account-type-discriminator'],
  accountTypeValue: ['2.3/response-account-type-in-set', '9/lightning-account-alias'],
  accountInfo: ['2.2/account-info-variant'],
} as const;

/** Every clause `expectExternalAccount` proves. */
export const externalAccountShapeClauses: readonly ClauseId[] = [
  ...new Set(Object.values(externalAccountMemberClauses).flat()),
];

/** The clauses one violation of the ExternalAccount schema breaks. */
export function clausesOfViolation(violation: SchemaViolation): readonly string[] {
  const path = violation.field.split('.');
  const [head, second] = path;
  const c = externalAccountMemberClauses;
  const isMissing = violation.constraint !== undefined && 'required' in violation.constraint;
  // A missing member is reported at its own path; at the top level that is the required-members clause.
  if (violation.field === '' || (isMissing && path.length === 1)) return c.required;
  if (head === 'accountInfo') {
    if (second === 'accountType') {
      return violation.constraint && 'enum' in violation.constraint ? c.accountTypeValue : c.accountTypeMissing;
    }
    return c.accountInfo;
  }
  if (head !== undefined && head in c) return c[head as keyof typeof c];
  return c.required;
}

/**
 * Asserts that `account` is an `ExternalAccount` as 2.2 and 2.3 describe it: the required members, the `id` and
 * `customerId` forms, the documented values of `status`, `ownershipType` and `beneficiaryVerificationStatus`, a
 * boolean `defaultUmaDepositAccount`, `beneficiaryVerifiedData.fullName` a string, and an `accountInfo` of one of the
 * 2.3 variants, whose `accountType` is a create value or the `LIGHTNING_ACCOUNT` alias. The failure lists every
 * problem and is laid on the clauses of the members at fault.
 */
export function expectExternalAccount(account: unknown, label = 'the external account'): void {
  const violations = validateSchema('ExternalAccount', account);
  if (violations.length === 0) return;
  const clauses = [...new Set(violations.flatMap(clausesOfViolation))];
  const listed = violations.map((v) => `${v.field || '(root)'}: ${v.message}`).join('; ');
  try {
    expect(violations, `${label} is an ExternalAccount as 2.2 describes it (${listed})`).toEqual([]);
  } catch (error) {
    tagError(error, clauses);
    throw error;
  }
}
