/** Who SCA and contact verification apply to (1, 7.3) and the session check of 5. */
import { findCustomer } from '../customers/find-customer.ts';
import type { CustomerRecord } from '../customers/customer-record.ts';
import { documentedError } from '../http/api-error.ts';
import type { ReferenceRules } from '../rules.ts';
import { rowById, type ReferenceData } from '../store/data.ts';

/** The customer's region, which decides its payment provider (production: `region`, ISO 3166-1 alpha-2). */
export function customerRegion(customer: CustomerRecord): unknown {
  return customer.profile['region'];
}

/** The customer, when its provider requires SCA; 404 for an unknown customer, 409 `CONFLICT` otherwise (7.3). */
export function scaCustomer(data: ReferenceData, customerId: string, rules: ReferenceRules): CustomerRecord {
  const customer = findCustomer(data, customerId);
  if (!rules.providerRequiresSca(customerRegion(customer))) {
    throw documentedError('CONFLICT', "SCA is not required for this customer's payment provider.");
  }
  return customer;
}

/** True when the customer holds an SCA login session that has not expired at `now`. */
export function hasScaSession(data: ReferenceData, customerId: string, now: Date): boolean {
  const session = rowById(data.scaSessions, customerId);
  return session !== undefined && Date.parse(session.expiresAt) > now.getTime();
}

/**
 * 5: a customer in an SCA region needs a valid SCA login session; a missing or expired one answers 409
 * `SCA_SESSION_REQUIRED` (never 401, which is for rejected platform credentials).
 */
export function requireScaSession(data: ReferenceData, customerId: string, now: Date, rules: ReferenceRules): void {
  if (hasScaSession(data, customerId, now)) return;
  throw documentedError(
    rules.scaSessionMissingCode,
    'The customer has no valid SCA login session; complete an SCA login and retry.',
  );
}
