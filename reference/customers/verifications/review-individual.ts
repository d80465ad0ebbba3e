import type { CustomerRecord } from '../customer-record.ts';
import {
  documentsOfType,
  missingDocumentError,
  missingFieldErrors,
  submissionRefused,
  type Review,
  type ReviewContext,
} from './review.ts';

/**
 * Reviews an individual (3.2). In the sandbox the row of its `fullName` decides first: `002` and any other ending
 * were resolved at creation and answer 400. Otherwise every missing field and a missing identity document are
 * listed (`RESOLVE_ERRORS`); with complete data the row's own outcome applies (`003`: a poor-quality-document error),
 * else the flow's: `PENDING_MANUAL_REVIEW`, `kycStatus` `PENDING`.
 */
export function reviewIndividual(customer: CustomerRecord, context: ReviewContext): Review {
  const { data, rules, sandbox } = context;
  const requirements = rules.verificationRequirements;
  const fullName = customer.profile['fullName'];
  const row =
    sandbox && typeof fullName === 'string' && fullName !== '' ? rules.individualVerificationRow(fullName) : undefined;
  if (row?.verificationSubmission === 400) {
    throw submissionRefused(`it was resolved at creation (kycStatus ${row.to})`);
  }

  const identityDocuments = documentsOfType(data, customer.id, requirements.identityDocumentTypes);
  const errors = missingFieldErrors(customer, requirements.individualFields, rules);
  if (identityDocuments.length === 0) {
    errors.push(
      missingDocumentError(
        customer.id,
        requirements.errorTypes.missingIdentityDocument,
        requirements.identityDocumentTypes,
        'An identity document',
      ),
    );
  }
  if (errors.length > 0) return { verificationStatus: 'RESOLVE_ERRORS', errors };

  const rowOutcome = row?.completeDataSubmission;
  if (rowOutcome) {
    const latest = identityDocuments[identityDocuments.length - 1];
    return {
      verificationStatus: rowOutcome.verificationStatus,
      errors:
        rowOutcome.documentError === 'poor-quality-document' && latest
          ? [
              {
                resourceId: latest.id,
                type: requirements.errorTypes.poorQualityDocument,
                reason: 'The identity document is of poor quality; upload a clearer image of it.',
              },
            ]
          : // Stryker disable next-line ArrayDeclaration: defensive: complete data includes an identity document, so `latest` is always there
            [],
    };
  }
  const { verificationStatus, kycStatus } = rules.verificationFlow.completeSubmission;
  return { verificationStatus, errors: [], status: { kycStatus } };
}
