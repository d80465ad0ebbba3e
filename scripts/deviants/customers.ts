/** Deviants of customers, onboarding and verification (3.2, 4.3, 4.5, 2.6, 7.1, 7.3). */
import { customerWriteCheckIds, type CustomerWriteCheck } from '../../reference/customers/onboarding-rules.ts';
import { documentRules } from '../../reference/rules.ts';
import {
  beneficialOwnerSuffixes,
  businessRegistrationSuffixes,
  individualCustomerSuffixes,
  outcomeForSuffix,
} from '../../spec/sandbox.ts';
import type { Deviant } from './deviant.ts';
import { rowsOf } from './seams/index.ts';
import { familyOf } from './deviant.ts';
import { answersAs } from './suffix-swap.ts';

/** A value no suffix row lists: it falls in the row for any other ending. */
const otherEnding = '999';

const individualRow = (suffix: string, donor: string) => {
  const table = answersAs(individualCustomerSuffixes, suffix, donor);
  return { individualVerificationRow: (fullName: string) => outcomeForSuffix(table, fullName) };
};
const businessRow = (suffix: string, donor: string) => {
  const table = answersAs(businessRegistrationSuffixes, suffix, donor);
  return { businessVerificationRow: (registrationNumber: string) => outcomeForSuffix(table, registrationNumber) };
};
const ownerRow = (suffix: string, donor: string) => {
  const table = answersAs(beneficialOwnerSuffixes, suffix, donor);
  return { beneficialOwnerKycStatus: (lastName: string) => outcomeForSuffix(table, lastName).kycStatus };
};
const withoutWriteCheck = (check: CustomerWriteCheck) => ({
  customerWriteChecks: customerWriteCheckIds.filter((c) => c !== check),
});
const requirements = documentRules.verificationRequirements;

export const deviants: Deviant[] = [
  ...familyOf('customers', [
    {
      id: 'end-user-terms-not-served',
      breaks: '9/aug-2026-end-user-terms-endpoint',
      description:
        'a server built on the document before August 2026: `GET /customers/end-user-terms` is not served (the id route takes it)',
      areas: ['customers'],
      rules: { operationServed: (id) => id !== 'getEndUserTerms' },
    },
    {
      id: 'document-holder-customers-only',
      breaks: '2.6/document-holder-customer-or-owner',
      description: 'a document naming a beneficial owner as `documentHolder` is refused (only customer ids looked up)',
      areas: ['customers'],
      rules: { ownersHoldDocuments: false },
    },
    {
      id: 'individual-001-approved',
      breaks: '3.2/individual-suffix-001-pending',
      description: 'an individual whose fullName ends 001 is approved instead of pending',
      areas: ['customers'],
      rules: individualRow('001', otherEnding),
    },
    {
      id: 'individual-002-approved',
      breaks: '3.2/individual-suffix-002-rejected',
      description: 'an individual whose fullName ends 002 is approved instead of rejected',
      areas: ['customers'],
      rules: individualRow('002', otherEnding),
    },
    {
      id: 'individual-003-pending',
      breaks: '3.2/individual-suffix-003-unverified',
      description: 'an individual whose fullName ends 003 is pending instead of unverified',
      areas: ['customers'],
      rules: individualRow('003', '001'),
    },
    {
      id: 'individual-other-rejected',
      breaks: '3.2/individual-suffix-other-approved',
      description: 'an individual whose fullName has any other ending is rejected instead of approved',
      areas: ['customers'],
      rules: individualRow('other', '002'),
    },
    {
      id: 'business-002-approved',
      breaks: '3.2/business-suffix-002-rejected',
      description: 'a business whose registration number ends 002 is approved instead of rejected',
      areas: ['customers'],
      rules: businessRow('002', otherEnding),
    },
    {
      id: 'business-other-validated',
      breaks: '3.2/business-suffix-other-approved',
      description: 'a business with any other registration ending goes through normal validation instead of approval',
      areas: ['customers'],
      rules: businessRow('other', '001'),
    },
    {
      id: 'business-001-skips-validation',
      breaks: '3.2/business-suffix-001-003-normal-validation',
      description: 'a business whose registration number ends 001 is approved at once, without validation',
      areas: ['customers'],
      rules: businessRow('001', otherEnding),
    },
    {
      id: 'business-reverifiable-after-decision',
      breaks: '3.2/business-verification-after-terminal-400',
      description: 'a business already approved or rejected may be submitted for verification again',
      areas: ['customers'],
      rules: { verificationFlow: { ...documentRules.verificationFlow, businessDecidedStatuses: [] } },
    },
    {
      id: 'individual-resubmission-approved',
      breaks: '3.2/individual-001-resubmit-pending-manual-review',
      description: 'a complete individual submission is approved instead of going to manual review',
      areas: ['customers'],
      rules: {
        verificationFlow: {
          ...documentRules.verificationFlow,
          completeSubmission: { verificationStatus: 'APPROVED', kycStatus: 'APPROVED' },
        },
      },
    },
    {
      id: 'business-needs-no-owner',
      breaks: '4.5/business-001-003-needs-beneficial-owner',
      description: 'a 001/003 business leaves RESOLVE_ERRORS without any beneficial owner',
      areas: ['customers'],
      rules: { verificationRequirements: { ...requirements, minimumBeneficialOwners: 0 } },
    },
    {
      id: 'business-needs-no-information',
      breaks: '4.5/business-001-003-needs-complete-information',
      description: 'a 001/003 business leaves RESOLVE_ERRORS with its business information incomplete',
      areas: ['customers'],
      rules: { verificationRequirements: { ...requirements, businessFields: [] } },
    },
    {
      id: 'owner-001-approved',
      breaks: '4.5/owner-suffix-001-pending',
      description: 'a beneficial owner whose lastName ends 001 is approved instead of pending',
      areas: ['customers'],
      rules: ownerRow('001', otherEnding),
    },
    {
      id: 'owner-002-approved',
      breaks: '4.5/owner-suffix-002-rejected',
      description: 'a beneficial owner whose lastName ends 002 is approved instead of rejected',
      areas: ['customers'],
      rules: ownerRow('002', otherEnding),
    },
    {
      id: 'owner-other-pending',
      breaks: '4.5/owner-suffix-other-approved',
      description: 'a beneficial owner with any other lastName ending is pending instead of approved',
      areas: ['customers'],
      rules: ownerRow('other', '001'),
    },
    {
      id: 'terms-version-unchecked',
      breaks: '7.1/end-user-terms-version-not-found',
      description: 'a consent to an unknown end-user terms version is accepted',
      areas: ['customers'],
      rules: withoutWriteCheck('terms-version-known'),
    },
    {
      id: 'platform-customer-id-reusable',
      breaks: '4.3/platform-customer-id-conflict',
      description: 'two active customers may share a platformCustomerId',
      areas: ['customers'],
      rules: withoutWriteCheck('platform-customer-id-free'),
    },
    {
      id: 'deleted-customer-holds-platform-customer-id',
      breaks: '4.3/platform-customer-id-free-when-not-active',
      description: 'a deleted customer still holds its platformCustomerId: creating another with it answers 409',
      areas: ['customers'],
      rules: { deletedCustomerHoldsPlatformCustomerId: true },
    },
    {
      id: 'uma-address-reusable',
      breaks: '7.3/uma-address-exists',
      description: 'two active customers may share an UMA address',
      areas: ['customers'],
      rules: withoutWriteCheck('uma-address-free'),
    },
    {
      id: 'document-any-file-type',
      breaks: '2.6/document-other-file-type-rejected',
      description: 'a document upload accepts a file that is neither JPEG, PNG nor PDF',
      areas: ['customers'],
      rules: {
        acceptedDocumentMediaType: (content) => documentRules.acceptedDocumentMediaType(content) ?? 'application/pdf',
      },
    },
    {
      id: 'documents-refused',
      breaks: '4.3/document-upload-multipart',
      description: 'a document upload refuses every file, whatever its type',
      areas: ['customers'],
      rules: { acceptedDocumentMediaType: () => undefined },
    },
    {
      id: 'document-png-refused',
      breaks: '2.6/document-file-types-accepted',
      description: 'a document upload refuses PNG files',
      areas: ['customers'],
      rules: {
        acceptedDocumentMediaType: (content) => {
          const type = documentRules.acceptedDocumentMediaType(content);
          return type === 'image/png' ? undefined : type;
        },
      },
    },
    {
      id: 'document-png-signature-half-checked',
      breaks: '2.6/document-other-file-type-rejected',
      description: 'a document upload takes a file for PNG from the first 4 of the 8 bytes of the PNG signature',
      areas: ['customers'],
      rules: {
        acceptedDocumentMediaType: (content: Uint8Array) =>
          content[0] === 0x89 && content[1] === 0x50 && content[2] === 0x4e && content[3] === 0x47
            ? 'image/png'
            : documentRules.acceptedDocumentMediaType(content),
      },
    },
  ]),
  ...rowsOf('customers'),
];
