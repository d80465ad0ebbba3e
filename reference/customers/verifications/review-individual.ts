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
    // Stryker disable next-line LogicalOperator: defensive: the conformance run's reference is a sandbox, and fullName is a string
    sandbox && typeof fullName === 'string' && fullName !== '' ? rules.individualVerificationRow(fullName) : undefined;
  // Stryker disable next-line OptionalChaining: defensive: row is undefined only outside the sandbox
  if (row?.verificationSubmission === 400) {
    // Stryker disable next-line StringLiteral: message: the refusal's text is not stated
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
        // Stryker disable next-line StringLiteral: message: the entry's reason text is not stated
        'An identity document',
      ),
    );
  }
  if (errors.length > 0) return { verificationStatus: 'RESOLVE_ERRORS', errors };

  // Stryker disable next-line OptionalChaining: defensive: row is undefined only outside the sandbox
  const rowOutcome = row?.completeDataSubmission;
  if (rowOutcome) {
    const latest = identityDocuments[identityDocuments.length - 1];
    return {
      verificationStatus: rowOutcome.verificationStatus,
      errors:
        // Stryker disable next-line LogicalOperator: equivalent: the one row with a complete-data outcome (003) has the poor-quality error, and complete data includes an identity document
        rowOutcome.documentError === 'poor-quality-document' && latest
          ? [
              {
                resourceId: latest.id,
                type: requirements.errorTypes.poorQualityDocument,
                // Stryker disable next-line StringLiteral: message: the entry's reason text is not stated
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
