import type { VerificationStatus } from '../../../spec/state-machines.ts';

/** One problem that keeps a verification from proceeding (2.6, "verification error entry"). */
export interface VerificationErrorEntry {
  /** The resource the entry is about: the customer, one of its documents or beneficial owners. */
  resourceId: string;
  type: string;
  /** For missing or invalid fields: the field's path (production form `customer.address.line1`). */
  field?: string;
  /** For missing documents: the document types that would satisfy the entry. */
  acceptedDocumentTypes?: string[];
  reason: string;
}

/**
 * The verification of one customer (production shape: `Verification:<uuid>`). A customer has one; each
 * `POST /verifications` re-evaluates it and moves `updatedAt`.
 */
export interface VerificationRecord {
  id: string;
  customerId: string;
  verificationStatus: VerificationStatus;
  errors: VerificationErrorEntry[];
  createdAt: string;
  updatedAt: string;
}

/** The Verification body the API answers with. */
export function toVerificationResponse(record: VerificationRecord): Record<string, unknown> {
  return {
    id: record.id,
    customerId: record.customerId,
    verificationStatus: record.verificationStatus,
    errors: record.errors.map((e) => ({ ...e })),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
