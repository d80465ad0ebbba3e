import { randomUUID } from 'node:crypto';
import type { ReferenceConfig } from '../config.ts';
import type { ReferenceData } from '../store/data.ts';
import { newId } from '../util/ids.ts';
import { profileFields, type CustomerRecord } from './customer-record.ts';
import { assertKnownTermsVersion, assertPlatformCustomerIdFree, assertUmaAddressFree } from './customer-rules.ts';
import { initialVerificationStatus } from './initial-verification-status.ts';
import type { OnboardingRules } from './onboarding-rules.ts';
import { generatedUmaAddress } from './uma-address.ts';
import type { RequestBody } from '../../spec/keys/index.ts';

/**
 * Adds a customer to `draft` from a create body that already passed schema validation, and returns it.
 * Throws 400 `END_USER_TERMS_VERSION_NOT_FOUND`, 409 `CONFLICT` (platformCustomerId taken) or 409
 * `UMA_ADDRESS_EXISTS`. A missing `platformCustomerId` or `umaAddress` is generated.
 */
export function insertCustomer(
  draft: ReferenceData,
  body: RequestBody<'createCustomer'>,
  context: { now: Date; config: ReferenceConfig; rules: OnboardingRules },
): CustomerRecord {
  const checks = context.rules.customerWriteChecks;
  if (checks.includes('terms-version-known')) assertKnownTermsVersion(body, context.config);
  const submittedId = body.platformCustomerId;
  const platformCustomerId = typeof submittedId === 'string' ? submittedId : randomUUID();
  if (checks.includes('platform-customer-id-free'))
    assertPlatformCustomerIdFree(draft, platformCustomerId, {
      deletedHold: context.rules.deletedCustomerHoldsPlatformCustomerId,
    });
  if (checks.includes('uma-address-free')) assertUmaAddressFree(draft, body.umaAddress);

  const customerType = body.customerType;
  const id = newId('Customer');
  const profile = profileFields(body);
  if (typeof profile['umaAddress'] !== 'string') profile['umaAddress'] = generatedUmaAddress(draft, id);
  const timestamp = context.now.toISOString();
  const record: CustomerRecord = {
    id,
    platformCustomerId,
    customerType,
    verification: initialVerificationStatus(
      { customerType, profile },
      { rules: context.rules, sandbox: context.config.sandbox },
    ),
    profile,
    createdAt: timestamp,
    updatedAt: timestamp,
    isDeleted: false,
  };
  draft.customers[record.id] = record;
  return record;
}
