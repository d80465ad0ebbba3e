/**
 * 7.5: on an unregulated platform, quotes fail with `END_USER_TERMS_NOT_ACCEPTED` until the customer's acceptance of
 * the end-user terms is on file (`endUserTermsConsent` on customer create or update, 9). The status is not given;
 * production answers 403.
 */
import type { CustomerRecord } from '../customers/customer-record.ts';
import type { ReferenceConfig } from '../config.ts';
import { documentedError } from '../http/api-error.ts';
import type { MoneyRules } from './quote-rules.ts';

/** Production's status of the code. */
const termsNotAcceptedStatus = 403;

export function checkEndUserTermsAccepted(
  customer: CustomerRecord | undefined,
  config: ReferenceConfig,
  rules: MoneyRules,
): void {
  if (customer === undefined || config.payments.regulatedFinancialInstitution || !rules.quotesRequireEndUserTerms)
    return;
  const consent = customer.profile['endUserTermsConsent'];
  if (typeof consent === 'object' && consent !== null) return;
  throw documentedError(
    'END_USER_TERMS_NOT_ACCEPTED',
    // Stryker disable next-line StringLiteral: message: error bodies of the quote operations are not shown (7.5)
    'The customer has not accepted the end-user terms.',
    {
      status: termsNotAcceptedStatus,
      details: { customerId: customer.id },
    },
  );
}
