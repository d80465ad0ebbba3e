/**
 * The interface rules of customer onboarding (3.2, 4.5, 2.6), in the injectable shape of `reference/rules.ts`.
 *
 * Every default is read from `spec/`: the suffix tables through their lookup helpers, the verification flow from
 * `spec/state-machines.ts`, the requirements from `spec/verification-requirements.ts`, the accepted file types from
 * `spec/enums.ts`. A deviant server replaces one member to break one documented rule.
 */
import { documentMediaTypes } from '../../spec/enums.ts';
import {
  beneficialOwnerSuffixes,
  businessRegistrationSuffixes,
  individualCustomerSuffixes,
  outcomeForSuffix,
} from '../../spec/sandbox.ts';
import {
  verificationRules,
  type BusinessVerificationRow,
  type IndividualVerificationRow,
  type KybStatus,
  type KycStatus,
  type VerificationStatus,
} from '../../spec/state-machines.ts';
import { verificationRequirements, type VerificationRequirements } from '../../spec/verification-requirements.ts';
import { sniffMediaType } from './documents/sniff-media-type.ts';

/**
 * The checks a customer create or update meets before it is stored: the consented terms version is the one in force
 * (7.1 `END_USER_TERMS_VERSION_NOT_FOUND`), the `platformCustomerId` is no other active customer's (4.3, 409
 * `CONFLICT`), the UMA address is no other active customer's (7.3 `UMA_ADDRESS_EXISTS`).
 */
export const customerWriteCheckIds = ['terms-version-known', 'platform-customer-id-free', 'uma-address-free'] as const;
export type CustomerWriteCheck = (typeof customerWriteCheckIds)[number];

/** The 3.2 statements about the verification flow that are not table rows. */
export interface VerificationFlowRules {
  /** A business in one of these `kybStatus` values answers 400 to further `POST /verifications`. */
  readonly businessDecidedStatuses: readonly KybStatus[];
  /** Individual submitted with complete data (and no row-specific outcome): status, and the `kycStatus` it keeps. */
  readonly completeSubmission: { readonly verificationStatus: VerificationStatus; readonly kycStatus: KycStatus };
}

export interface OnboardingRules {
  /** 3.2 (sandbox): the individual row a `fullName` falls in. */
  readonly individualVerificationRow: (fullName: string) => IndividualVerificationRow;
  /** 3.2 (sandbox): the business row a `businessInfo.registrationNumber` falls in. */
  readonly businessVerificationRow: (registrationNumber: string) => BusinessVerificationRow;
  /** 4.5 (sandbox): the `kycStatus` of a beneficial owner by `personalInfo.lastName`, when its business resolves. */
  readonly beneficialOwnerKycStatus: (lastName: string) => KycStatus;
  readonly verificationFlow: VerificationFlowRules;
  /** What a customer must supply before verification proceeds (production facts, see spec). */
  readonly verificationRequirements: VerificationRequirements;
  /** 2.6: the media type of an uploaded file when it is one the interface accepts (JPEG, PNG, PDF), by content. */
  readonly acceptedDocumentMediaType: (content: Uint8Array) => string | undefined;
  /** 4.3, 7.1, 7.3: the checks a customer create or update meets (see `customerWriteCheckIds`). */
  readonly customerWriteChecks: readonly CustomerWriteCheck[];
  /** 2.6: a document's `documentHolder` may name a beneficial owner as well as a customer. */
  readonly ownersHoldDocuments: boolean;
  /**
   * 4.3: only an active customer's `platformCustomerId` collides; a deleted customer is not active, so false.
   */
  readonly deletedCustomerHoldsPlatformCustomerId: boolean;
}

export const rules: OnboardingRules = {
  individualVerificationRow: (fullName) => outcomeForSuffix(individualCustomerSuffixes, fullName),
  businessVerificationRow: (registrationNumber) => outcomeForSuffix(businessRegistrationSuffixes, registrationNumber),
  beneficialOwnerKycStatus: (lastName) => outcomeForSuffix(beneficialOwnerSuffixes, lastName).kycStatus,
  verificationFlow: {
    businessDecidedStatuses: verificationRules.businessAfterTerminal.statuses,
    completeSubmission: {
      verificationStatus: verificationRules.individualResubmission.verificationStatus,
      kycStatus: verificationRules.individualResubmission.kycStatus,
    },
  },
  verificationRequirements,
  acceptedDocumentMediaType: (content) => sniffMediaType(content, documentMediaTypes),
  customerWriteChecks: customerWriteCheckIds,
  ownersHoldDocuments: true,
  deletedCustomerHoldsPlatformCustomerId: false,
};
