import type { ReferenceConfig } from '../config.ts';
import { invalidInput, type FieldError } from '../http/api-error.ts';
import { rowById, type ReferenceData } from '../store/data.ts';
import { mergePatch } from '../util/merge-patch.ts';
import { profileFields, type CustomerRecord } from './customer-record.ts';
import type { OnboardingRules } from './onboarding-rules.ts';
import {
  assertKnownTermsVersion,
  assertPlatformCustomerIdFree,
  assertUmaAddressFree,
  customerNotFound,
  customerTypeMismatch,
} from './customer-rules.ts';

/** What checking and applying an update needs besides the data and the body. */
export interface CustomerUpdateContext {
  now: Date;
  config: ReferenceConfig;
  rules: OnboardingRules;
  schemaErrors: readonly FieldError[];
}

/**
 * Every check of an update body against the customer `id` in `draft`, changing nothing; returns the stored record.
 *
 * `schemaErrors` are the body's schema violations, found before the transaction; they are answered together with a
 * `customerType` mismatch in one 400 `INVALID_INPUT` (part 7: every invalid field at once). A body without
 * violations then meets: 404 for an unknown or deleted customer, 400 `END_USER_TERMS_VERSION_NOT_FOUND`, 409
 * `CONFLICT` for a taken `platformCustomerId`, 409 `UMA_ADDRESS_EXISTS`.
 */
export function checkCustomerUpdate(
  draft: ReferenceData,
  id: string,
  body: Readonly<Record<string, unknown>>,
  context: CustomerUpdateContext,
): CustomerRecord {
  const found = rowById(draft.customers, id);
  const record = found && !found.isDeleted ? found : undefined;
  const errors = [...context.schemaErrors, ...(record ? customerTypeMismatch(record, body) : [])];
  if (errors.length > 0) throw invalidInput('The request body has invalid fields.', errors);
  if (!record) throw customerNotFound();

  const checks = context.rules.customerWriteChecks;
  if (checks.includes('terms-version-known')) assertKnownTermsVersion(body, context.config);
  const platformCustomerId = body['platformCustomerId'];
  if (typeof platformCustomerId === 'string' && platformCustomerId !== record.platformCustomerId) {
    if (checks.includes('platform-customer-id-free')) assertPlatformCustomerIdFree(draft, platformCustomerId, record.id);
  }
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
  const platformCustomerId = body['platformCustomerId'];
  if (typeof platformCustomerId === 'string') record.platformCustomerId = platformCustomerId;
  record.profile = mergePatch(record.profile, profileFields(body)) as Record<string, unknown>;
  record.updatedAt = context.now.toISOString();
  return record;
}
