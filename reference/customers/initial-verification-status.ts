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
 * This is the single place that decides it. Today every customer starts `UNVERIFIED`; the sandbox outcomes of part
 * 3.2 (an individual's status chosen by the last characters of `fullName`) are read from `spec/state-machines.ts`
 * by the slice that implements them, by changing this function only.
 */
export function initialVerificationStatus(customer: NewCustomer): VerificationStatusFields {
  return customer.customerType === 'BUSINESS' ? { kybStatus: 'UNVERIFIED' } : { kycStatus: 'UNVERIFIED' };
}
