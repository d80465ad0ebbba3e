import type { OnboardingRules } from './onboarding-rules.ts';
import type { CustomerType, VerificationStatusFields } from './customer-record.ts';

/** What a new customer is known by when its first verification status is decided. */
export interface NewCustomer {
  customerType: CustomerType;
  /** The submitted fields, as stored (e.g. `fullName`, `businessInfo`). */
  profile: Readonly<Record<string, unknown>>;
}

/**
 * The verification status a customer starts with: `kycStatus` for an individual, `kybStatus` for a business.
 *
 * This is the single place that decides it. In the sandbox an individual's status is the row of 3.2 its `fullName`
 * ends in (read through `rules`); a business always starts `UNVERIFIED`, the state every business row of 3.2 starts
 * from (its registration number decides at verification, not at creation). Outside the sandbox, and for an
 * individual without a name, the customer starts `UNVERIFIED`.
 */
export function initialVerificationStatus(
  customer: NewCustomer,
  context: { rules: Pick<OnboardingRules, 'individualVerificationRow'>; sandbox: boolean },
): VerificationStatusFields {
  if (customer.customerType === 'BUSINESS') return { kybStatus: 'UNVERIFIED' };
  const fullName = customer.profile['fullName'];
  // Without a name there is no ending for the table to read: the customer waits for normal verification.
  if (!context.sandbox || typeof fullName !== 'string' || fullName === '') return { kycStatus: 'UNVERIFIED' };
  return { kycStatus: context.rules.individualVerificationRow(fullName).to };
}
