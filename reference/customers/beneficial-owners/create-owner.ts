import type { OnboardingRules } from '../onboarding-rules.ts';
import { customerNotFound } from '../customer-rules.ts';
import { invalidInput } from '../../http/api-error.ts';
import { rowById, type ReferenceData } from '../../store/data.ts';
import { newId } from '../../util/ids.ts';
import { ownerKycStatus } from './owner-kyc-status.ts';
import type { BeneficialOwnerRecord } from './owner-record.ts';
import type { RequestBody } from '../../../spec/keys/index.ts';

/**
 * Adds a beneficial owner to a business customer in `draft`, from a body that passed schema validation. 404 when
 * the customer is unknown or deleted; 400 when it is not a business (only businesses have beneficial owners).
 */
export function insertBeneficialOwner(
  draft: ReferenceData,
  body: RequestBody<'createBeneficialOwner'>,
  context: { now: Date; rules: OnboardingRules; sandbox: boolean },
): BeneficialOwnerRecord {
  const { customerId } = body;
  const business = rowById(draft.customers, customerId);
  if (!business || business.isDeleted) throw customerNotFound();
  if (business.customerType !== 'BUSINESS') {
    throw invalidInput('Beneficial owners belong to business customers.', [
      { field: 'customerId', message: 'must name a BUSINESS customer' },
    ]);
  }
  const personalInfo = Object.fromEntries(
    // Stryker disable next-line MethodExpression,StringLiteral: defensive: Object.fromEntries defines `__proto__` as an own member anyway
    Object.entries(body.personalInfo).filter(([name]) => name !== '__proto__'),
  );
  const timestamp = context.now.toISOString();
  const record: BeneficialOwnerRecord = {
    id: newId('BeneficialOwner'),
    customerId,
    roles: [...body.roles],
    ownershipPercentage: body.ownershipPercentage,
    personalInfo,
    kycStatus: ownerKycStatus(business, personalInfo, context),
    createdAt: timestamp,
    updatedAt: timestamp,
  };
  draft.beneficialOwners[record.id] = record;
  return record;
}
