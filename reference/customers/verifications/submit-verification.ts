import { resolveOwners } from '../beneficial-owners/owner-kyc-status.ts';
import { customerNotFound } from '../customer-rules.ts';
import type { OnboardingRules } from '../onboarding-rules.ts';
import { rowById, type ReferenceData } from '../../store/data.ts';
import { newId } from '../../util/ids.ts';
import { reviewBusiness } from './review-business.ts';
import { reviewIndividual } from './review-individual.ts';
import type { VerificationRecord } from './verification-record.ts';
import { rowsWhere } from '../../store/indexes.ts';

/**
 * `POST /verifications` on the draft: reviews the customer, applies the status the review decides (and, for a
 * business that resolves, its owners' statuses), and records the result on the customer's verification, which is
 * created on the first submission. 404 for an unknown or deleted customer; 400 when it cannot be submitted.
 */
export function submitVerification(
  draft: ReferenceData,
  customerId: string,
  context: { now: Date; rules: OnboardingRules; sandbox: boolean },
): VerificationRecord {
  const customer = rowById(draft.customers, customerId);
  if (!customer || customer.isDeleted) throw customerNotFound();
  const reviewContext = { data: draft, rules: context.rules, sandbox: context.sandbox };
  const review = (customer.customerType === 'BUSINESS' ? reviewBusiness : reviewIndividual)(customer, reviewContext);

  const timestamp = context.now.toISOString();
  if (review.status) {
    customer.verification = review.status;
    customer.updatedAt = timestamp;
  }
  if (review.resolvesOwners) resolveOwners(draft, customer, context);

  // One record per customer, updated by each submission: its id and timestamps are production's (4.3 gives
  // verificationStatus and errors[]), so which record is answered is outside the document.
  const existing = rowsWhere<VerificationRecord>(draft, 'verifications', 'customerId', customer.id)[0];
  const record: VerificationRecord = existing ?? {
    id: newId('Verification'),
    customerId: customer.id,
    verificationStatus: review.verificationStatus,
    errors: [],
    createdAt: timestamp,
    updatedAt: timestamp,
  };
  record.verificationStatus = review.verificationStatus;
  record.errors = review.errors;
  record.updatedAt = timestamp;
  draft.verifications[record.id] = record;
  return record;
}
