import type { ReferenceConfig } from '../config.ts';
import { documentedError, undocumentedError, type ApiError, type FieldError } from '../http/api-error.ts';
import type { ReferenceData } from '../store/data.ts';
import { rowsWhere } from '../store/indexes.ts';
import type { CustomerRecord } from './customer-record.ts';

/**
 * `endUserTermsConsent.termsVersion` must name the terms in force: another version answers 400
 * `END_USER_TERMS_VERSION_NOT_FOUND` (7.1, "submitted terms version unsupported"). No consent, nothing to check.
 */
export function assertKnownTermsVersion(body: Readonly<Record<string, unknown>>, config: ReferenceConfig): void {
  const consent = body['endUserTermsConsent'];
  if (typeof consent !== 'object' || consent === null) return;
  const version = (consent as Record<string, unknown>)['termsVersion'];
  if (version !== config.endUserTerms.version) {
    throw documentedError(
      'END_USER_TERMS_VERSION_NOT_FOUND',
      // Stryker disable next-line StringLiteral: message: the text of the 400 is not fixed by the document
      `End-user terms version ${JSON.stringify(version)} is not supported; the current version is ` +
        // Stryker disable next-line StringLiteral: message: the text of the 400 is not fixed by the document
        `${JSON.stringify(config.endUserTerms.version)}.`,
      // Stryker disable next-line ObjectLiteral,StringLiteral: outside the document: the details of END_USER_TERMS_VERSION_NOT_FOUND are not shown
      { details: { field: 'endUserTermsConsent.termsVersion' } },
    );
  }
}

/** Customers holding `value` in the indexed `member` that count for uniqueness: not deleted, not `exceptId`. */
function activeOthers(data: ReferenceData, member: string, value: string, exceptId?: string): CustomerRecord[] {
  // Stryker disable next-line LogicalOperator,MethodExpression: outside the document: whether an update repeating the customer's own UMA address is refused is not stated (7.3 names only the code; no operation deletes a customer)
  return rowsWhere<CustomerRecord>(data, 'customers', member, value).filter((c) => !c.isDeleted && c.id !== exceptId);
}

// Stryker disable next-line StringLiteral: message: the text of the 409 is not fixed by the document
const platformCustomerIdTaken = 'Another active customer already has this platformCustomerId.';
// Stryker disable next-line StringLiteral: message: the text of the 409 is not fixed by the document
const umaAddressTaken = 'Another active customer already has this UMA address.';

/** 4.3: a `platformCustomerId` already held by another active customer answers 409 `CONFLICT`. */
export function assertPlatformCustomerIdFree(data: ReferenceData, platformCustomerId: string, exceptId?: string): void {
  if (activeOthers(data, 'platformCustomerId', platformCustomerId, exceptId).length > 0) {
    // Stryker disable next-line ObjectLiteral: outside the document: the details of the 409 are not shown
    throw documentedError('CONFLICT', platformCustomerIdTaken, {
      // Stryker disable next-line ObjectLiteral,StringLiteral: outside the document: the details of the 409 are not shown
      details: { field: 'platformCustomerId' },
    });
  }
}

/** 7.3: an UMA address held by another active customer answers 409 `UMA_ADDRESS_EXISTS`. */
export function assertUmaAddressFree(data: ReferenceData, umaAddress: unknown, exceptId?: string): void {
  if (typeof umaAddress !== 'string') return;
  if (activeOthers(data, 'umaAddress', umaAddress, exceptId).length > 0) {
    // Stryker disable next-line ObjectLiteral: outside the document: the details of the 409 are not shown
    throw documentedError('UMA_ADDRESS_EXISTS', umaAddressTaken, {
      // Stryker disable next-line ObjectLiteral,StringLiteral: outside the document: the details of the 409 are not shown
      details: { field: 'umaAddress' },
    });
  }
}

/** The field error for an update whose `customerType` differs from the stored customer's. */
export function customerTypeMismatch(record: CustomerRecord, body: Readonly<Record<string, unknown>>): FieldError[] {
  // Stryker disable next-line StringLiteral: outside the document: refusing a customerType other than the stored one is production's
  const submitted = body['customerType'];
  if (submitted === undefined || submitted === record.customerType) return [];
  // Stryker disable all: outside the document: refusing a customerType other than the stored one is production's (4.3: the update body "carries customerType", nothing more)
  return [
    {
      field: 'customerType',
      constraint: { enum: [record.customerType] },
      message: `customerType must be ${record.customerType}, the type of this customer; it cannot be changed.`,
    },
  ];
  // Stryker restore all
}

// Stryker disable next-line StringLiteral: message: the text of the refusal is not fixed by the document
const customerNotFoundMessage = 'No customer has this id.';

/** The answer for a customer id that names no (active) customer (production's 404; part 7 fixes only a 4xx envelope). */
export function customerNotFound(): ApiError {
  return undocumentedError('customerNotFound', customerNotFoundMessage);
}
