import type { ReferenceConfig } from '../config.ts';
import { invalidInput, type FieldError } from '../http/api-error.ts';
import { rowById, type ReferenceData } from '../store/data.ts';
import { mergePatch } from '../util/merge-patch.ts';
import { profileFields, type CustomerRecord } from './customer-record.ts';
import type { OnboardingRules } from './onboarding-rules.ts';
import {
  assertKnownTermsVersion,
  assertUmaAddressFree,
  customerNotFound,
  customerTypeMismatch,
} from './customer-rules.ts';

/** What checking and applying an update needs besides the data and the body. */
export interface CustomerUpdateContext {
  now: Date;
  config: ReferenceConfig;
  rules: OnboardingRules;
}

/**
 * The invalid fields of an update body against the stored customer `id` (a `customerType` other than its own), read
 * only; none when no active customer has the id (that answers 404 later). The route lists them with the schema's
 * errors at registration (part 7: every invalid field in one 400); `checkCustomerUpdate` checks them again inside
 * its transaction.
 */
export function storedCustomerErrors(
  data: ReferenceData,
  id: string,
  body: Readonly<Record<string, unknown>>,
): FieldError[] {
  const found = rowById(data.customers, id);
  return found && !found.isDeleted ? customerTypeMismatch(found, body) : [];
}

/**
 * Every check of an update body against the customer `id` in `draft`, changing nothing; returns the stored record.
 *
 * The body already meets its request schema (checked at route registration, which drops the members it does not
 * declare, `platformCustomerId` among them); a `customerType` other than the stored one answers 400 `INVALID_INPUT`.
 * Then: 404 for an unknown or deleted customer, 400 `END_USER_TERMS_VERSION_NOT_FOUND`, 409 `UMA_ADDRESS_EXISTS`.
 */
export function checkCustomerUpdate(
  draft: ReferenceData,
  id: string,
  body: Readonly<Record<string, unknown>>,
  context: CustomerUpdateContext,
): CustomerRecord {
  const errors = storedCustomerErrors(draft, id, body);
  if (errors.length > 0) throw invalidInput('The request body has invalid fields.', errors);
  const found = rowById(draft.customers, id);
  const record = found && !found.isDeleted ? found : undefined;
  if (!record) throw customerNotFound();

  const checks = context.rules.customerWriteChecks;
  if (checks.includes('terms-version-known')) assertKnownTermsVersion(body, context.config);
  if (checks.includes('uma-address-free')) assertUmaAddressFree(draft, body['umaAddress'], record.id);
  return record;
}

/**
 * Applies an update body to the customer `id` in `draft` after `checkCustomerUpdate`, and returns the updated
 * record. Submitted fields merge into the stored ones as a JSON Merge Patch (nested objects such as `businessInfo`
 * can be patched member by member).
 */
export function applyCustomerUpdate(
  draft: ReferenceData,
  id: string,
  body: Readonly<Record<string, unknown>>,
  context: CustomerUpdateContext,
): CustomerRecord {
  const record = checkCustomerUpdate(draft, id, body, context);
  record.profile = mergePatch(record.profile, profileFields(body)) as Record<string, unknown>;
  record.updatedAt = context.now.toISOString();
  return record;
}
