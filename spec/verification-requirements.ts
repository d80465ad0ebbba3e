/**
 * What a customer must supply before `POST /verifications` stops answering `RESOLVE_ERRORS`, as data.
 *
 * The interface document states THAT these requirements exist: a first submission with missing data lists "every
 * missing field and identity document" (3.2), and a business whose registration number ends `001` or `003` needs
 * "complete business information, business documents and at least one beneficial owner" (4.5). It does not list the
 * fields, the business document types or the error types beyond `MISSING_FIELD` and `MISSING_IDENTITY_DOCUMENT`.
 *
 * Everything here except {@link minimumBeneficialOwners} and the identity document types is therefore a PRODUCTION
 * FACT of the production interface (its customers and verifications). The reference server applies it; the suite never asserts
 * it (it reads what a deployment reports, and maps field names through the binding).
 */
import { identityDocumentTypesSeen, verificationErrorTypesSeen } from './enums.ts';

/** Where the lists of this module come from (see the module comment). */
export const verificationRequirementsSource = 'production-facts' as const;

/**
 * Dot paths, into the customer body, of the fields an individual needs before verification can proceed: the
 * identity fields production collects for KYC (name, birth date, nationality, residential address, tax id).
 */
export const individualVerificationFields = [
  'fullName',
  'birthDate',
  'nationality',
  'address.line1',
  'address.city',
  'address.postalCode',
  'address.country',
  'idType',
  'identifier',
] as const;

/** Dot paths of the fields a business needs ("complete business information", 4.5). */
export const businessVerificationFields = [
  'businessInfo.legalName',
  'businessInfo.country',
  'businessInfo.incorporatedOn',
  'businessInfo.taxId',
  'businessInfo.registrationNumber',
  'address.line1',
  'address.city',
  'address.postalCode',
  'address.country',
] as const;

/** Production reports a missing customer field as `customer.<path>` (e.g. `customer.address.line1`). */
export const verificationFieldPrefix = 'customer.' as const;

/** The `field` of a verification error entry for a customer field path. */
export function verificationFieldPath(customerField: string): string {
  return `${verificationFieldPrefix}${customerField}`;
}

/** Document types that count as the identity document of an individual (2.6 names these three). */
export const identityDocumentTypes: readonly string[] = identityDocumentTypesSeen;

/** Document types that count as the business documents of 4.5 (production types proving legal presence). */
export const businessDocumentTypes: readonly string[] = [
  'CERTIFICATE_OF_INCORPORATION',
  'ARTICLES_OF_INCORPORATION',
  'ARTICLES_OF_ASSOCIATION',
  'STATE_REGISTRY_EXCERPT',
  'STATE_COMPANY_REGISTRY',
  'GOOD_STANDING_CERTIFICATE',
  'BUSINESS_LICENSE',
];

/** 4.5: "at least one beneficial owner" (a document fact). */
export const minimumBeneficialOwners = 1;

const [missingField, missingIdentityDocument] = verificationErrorTypesSeen;

/**
 * The `type` of each verification error entry the requirements produce. The first two are the document's (2.6); the
 * others are production names for what the document describes without naming (3.2 "a poor-quality-document error",
 * 4.5 "business documents", "at least one beneficial owner").
 */
export const verificationErrorTypes = {
  missingField,
  missingIdentityDocument,
  poorQualityDocument: 'POOR_QUALITY_DOCUMENT',
  missingBusinessDocument: 'MISSING_LEGAL_PRESENCE_DOCUMENT',
  missingBeneficialOwner: 'MISSING_BENEFICIAL_OWNER',
} as const;

/** The requirements as one value, the shape the reference's rules carry. */
export interface VerificationRequirements {
  readonly individualFields: readonly string[];
  readonly businessFields: readonly string[];
  readonly fieldPath: (customerField: string) => string;
  readonly identityDocumentTypes: readonly string[];
  readonly businessDocumentTypes: readonly string[];
  readonly minimumBeneficialOwners: number;
  readonly errorTypes: typeof verificationErrorTypes;
}

export const verificationRequirements: VerificationRequirements = {
  individualFields: individualVerificationFields,
  businessFields: businessVerificationFields,
  fieldPath: verificationFieldPath,
  identityDocumentTypes,
  businessDocumentTypes,
  minimumBeneficialOwners,
  errorTypes: verificationErrorTypes,
};
