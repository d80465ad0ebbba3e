import type { KybStatus, KycStatus, VerificationStatus } from '../../../spec/state-machines.ts';
import { invalidInput, type ApiError } from '../../http/api-error.ts';
import type { ReferenceData } from '../../store/data.ts';
import type { CustomerRecord } from '../customer-record.ts';
import type { DocumentRecord } from '../documents/document-record.ts';
import type { OnboardingRules } from '../onboarding-rules.ts';
import type { VerificationErrorEntry } from './verification-record.ts';
import { missingFields } from './missing-fields.ts';
import { rowsWhere } from '../../store/indexes.ts';

/** The outcome of reviewing one customer for `POST /verifications`. */
export interface Review {
  verificationStatus: VerificationStatus;
  errors: VerificationErrorEntry[];
  /** The customer's new status, when the review changes it. */
  status?: { kycStatus: KycStatus } | { kybStatus: KybStatus };
  /** True when a business resolves terminally: its beneficial owners get their 4.5 `kycStatus`. */
  resolvesOwners?: boolean;
}

/** What a review reads: the draft data, the rules in force and whether sandbox behaviours are on. */
export interface ReviewContext {
  readonly data: ReferenceData;
  readonly rules: OnboardingRules;
  readonly sandbox: boolean;
}

/** 400 for a customer that cannot be submitted (3.2, 7.1: resolved at creation, or a business already decided). */
export function submissionRefused(reason: string): ApiError {
  return invalidInput(`This customer cannot be submitted for verification: ${reason}.`, [
    { field: 'customerId', message: reason },
  ]);
}

/** One `MISSING_FIELD` entry per required customer field that holds no value. */
export function missingFieldErrors(customer: CustomerRecord, required: readonly string[], rules: OnboardingRules) {
  const { fieldPath, errorTypes } = rules.verificationRequirements;
  return missingFields(customer.profile, required).map(
    (path): VerificationErrorEntry => ({
      resourceId: customer.id,
      type: errorTypes.missingField,
      field: fieldPath(path),
      reason: `${path} is required for verification.`,
    }),
  );
}

/** The documents of `holderId` whose type is one of `types`, oldest first. */
export function documentsOfType(data: ReferenceData, holderId: string, types: readonly string[]) {
  const found = rowsWhere<DocumentRecord>(data, 'documents', 'documentHolder', holderId).filter((d) =>
    types.includes(d.documentType),
  );
  return found.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** An entry asking for a document of one of `accepted` types. */
export function missingDocumentError(
  resourceId: string,
  type: string,
  accepted: readonly string[],
  what: string,
): VerificationErrorEntry {
  return {
    resourceId,
    type,
    acceptedDocumentTypes: [...accepted],
    reason: `${what} is required for verification (accepted: ${accepted.join(', ')}).`,
  };
}
