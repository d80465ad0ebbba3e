import type { KycStatus } from '../../../spec/state-machines.ts';
import type { CustomerRecord } from '../customer-record.ts';
import type { BeneficialOwnerRecord } from './owner-record.ts';
import type { OnboardingRules } from '../onboarding-rules.ts';
import type { ReferenceData } from '../../store/data.ts';
import { rowsWhere } from '../../store/indexes.ts';

/**
 * 4.5: a beneficial owner's `kycStatus` follows the suffix of `personalInfo.lastName` "when the business resolves
 * terminally through its registration number". Before that (and outside the sandbox) an owner is `UNVERIFIED`.
 */
export function ownerKycStatus(
  business: CustomerRecord,
  personalInfo: Readonly<Record<string, unknown>>,
  context: { rules: OnboardingRules; sandbox: boolean },
): KycStatus {
  const status = 'kybStatus' in business.verification ? business.verification.kybStatus : undefined;
  const resolved = status !== undefined && context.rules.verificationFlow.businessDecidedStatuses.includes(status);
  if (!context.sandbox || !resolved) return 'UNVERIFIED';
  // The request schema requires personalInfo.lastName as a string.
  return context.rules.beneficialOwnerKycStatus(personalInfo['lastName'] as string);
}

/** Gives every owner of `business` the `kycStatus` of 4.5, once the business has resolved terminally. */
export function resolveOwners(
  data: ReferenceData,
  business: CustomerRecord,
  context: { rules: OnboardingRules; sandbox: boolean; now: Date },
): void {
  for (const owner of rowsWhere<BeneficialOwnerRecord>(data, 'beneficialOwners', 'customerId', business.id)) {
    const kycStatus = ownerKycStatus(business, owner.personalInfo, context);
    if (kycStatus !== owner.kycStatus) {
      owner.kycStatus = kycStatus;
      owner.updatedAt = context.now.toISOString();
    }
  }
}
