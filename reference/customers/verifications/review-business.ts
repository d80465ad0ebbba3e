import type { BusinessVerificationRow, KybStatus } from '../../../spec/state-machines.ts';
import type { CustomerRecord } from '../customer-record.ts';
import {
  documentsOfType,
  missingDocumentError,
  missingFieldErrors,
  submissionRefused,
  type Review,
  type ReviewContext,
} from './review.ts';
import { rowsWhere } from '../../store/indexes.ts';

/**
 * Reviews a business (3.2, 4.5). A business already approved or rejected answers 400. In the sandbox the row of its
 * registration number decides: a rejecting row, or an approving row that skips validation, decides at once (and the
 * owners resolve with it); otherwise the business needs complete information, a business document and enough
 * beneficial owners, and stays `RESOLVE_ERRORS` until it has them. Complete, it is approved by an approving row, or
 * goes to manual review with its `kybStatus` unchanged (`001`, `003`, no sandbox).
 */
export function reviewBusiness(customer: CustomerRecord, context: ReviewContext): Review {
  const { data, rules, sandbox } = context;
  const requirements = rules.verificationRequirements;
  const current = 'kybStatus' in customer.verification ? customer.verification.kybStatus : undefined;
  if (current !== undefined && rules.verificationFlow.businessDecidedStatuses.includes(current)) {
    throw submissionRefused(`the business is already decided (kybStatus ${current})`);
  }
  const businessInfo = customer.profile['businessInfo'] as Record<string, unknown> | undefined;
  const registrationNumber = businessInfo?.['registrationNumber'];
  const row =
    sandbox && typeof registrationNumber === 'string' && registrationNumber !== ''
      ? rules.businessVerificationRow(registrationNumber)
      : undefined;
  const decided = row && row.to !== 'unchanged' ? { ...row, to: row.to } : undefined;
  if (decided && (decided.validationSkipped || decided.to === 'REJECTED')) return decide(decided);

  const errors = missingFieldErrors(customer, requirements.businessFields, rules);
  if (documentsOfType(data, customer.id, requirements.businessDocumentTypes).length === 0) {
    errors.push(
      missingDocumentError(
        customer.id,
        requirements.errorTypes.missingBusinessDocument,
        requirements.businessDocumentTypes,
        'A business document',
      ),
    );
  }
  const owners = rowsWhere(data, 'beneficialOwners', 'customerId', customer.id).length;
  if (owners < requirements.minimumBeneficialOwners) {
    errors.push({
      resourceId: customer.id,
      type: requirements.errorTypes.missingBeneficialOwner,
      reason: `At least ${requirements.minimumBeneficialOwners} beneficial owner is required for verification.`,
    });
  }
  if (errors.length > 0) return { verificationStatus: 'RESOLVE_ERRORS', errors };
  if (decided) return decide(decided);
  return { verificationStatus: rules.verificationFlow.completeSubmission.verificationStatus, errors: [] };
}

function decide(row: BusinessVerificationRow & { to: KybStatus }): Review {
  return {
    verificationStatus: row.verificationStatus,
    errors: [],
    status: { kybStatus: row.to },
    resolvesOwners: true,
  };
}
