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
      `End-user terms version ${JSON.stringify(version)} is not supported; the current version is ` +
        `${JSON.stringify(config.endUserTerms.version)}.`,
      { details: { field: 'endUserTermsConsent.termsVersion' } },
    );
  }
}

/**
 * Customers holding `value` in the indexed `member` that count for uniqueness: not `exceptId`, and not deleted unless
 * `deletedCount` (a deleted customer is no longer an active one).
 */
function activeOthers(
  data: ReferenceData,
  member: string,
  value: string,
  exceptId?: string,
  deletedCount = false,
): CustomerRecord[] {
  return rowsWhere<CustomerRecord>(data, 'customers', member, value).filter(
    (c) => (deletedCount || !c.isDeleted) && c.id !== exceptId,
  );
}

const platformCustomerIdTaken = 'Another active customer already has this platformCustomerId.';
const umaAddressTaken = 'Another active customer already has this UMA address.';

/**
 * 4.3: a `platformCustomerId` already held by another active customer answers 409 `CONFLICT`; a deleted customer's
 * is free again unless `deletedHold` (the rules in force).
 */
export function assertPlatformCustomerIdFree(
  data: ReferenceData,
  platformCustomerId: string,
  options: { readonly exceptId?: string; readonly deletedHold?: boolean } = {},
): void {
  if (activeOthers(data, 'platformCustomerId', platformCustomerId, options.exceptId, options.deletedHold).length > 0) {
    throw documentedError('CONFLICT', platformCustomerIdTaken, {
      details: { field: 'platformCustomerId' },
    });
  }
}

/** 7.3: an UMA address held by another active customer answers 409 `UMA_ADDRESS_EXISTS`. */
export function assertUmaAddressFree(data: ReferenceData, umaAddress: unknown, exceptId?: string): void {
  if (typeof umaAddress !== 'string') return;
  if (activeOthers(data, 'umaAddress', umaAddress, exceptId).length > 0) {
    throw documentedError('UMA_ADDRESS_EXISTS', umaAddressTaken, {
      details: { field: 'umaAddress' },
    });
  }
}

/** The field error for an update whose `customerType` differs from the stored customer's. */
export function customerTypeMismatch(record: CustomerRecord, body: Readonly<Record<string, unknown>>): FieldError[] {
  const submitted = body['customerType'];
  if (submitted === undefined || submitted === record.customerType) return [];
  return [
    {
      field: 'customerType',
      constraint: { enum: [record.customerType] },
      message: `customerType must be ${record.customerType}, the type of this customer; it cannot be changed.`,
    },
  ];
}

const customerNotFoundMessage = 'No customer has this id.';

/** The answer for a customer id that names no (active) customer (production's 404; part 7 fixes only a 4xx envelope). */
export function customerNotFound(): ApiError {
  return undocumentedError('customerNotFound', customerNotFoundMessage);
}
