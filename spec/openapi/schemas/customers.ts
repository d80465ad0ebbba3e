/**
 * Part 2.6 and 4.3: customers, beneficial owners, verifications, documents and end-user terms.
 *
 * The `Customer` response states only what the document states. The request schemas add what the production facts
 * give for the members the document names without a type (each marked `x-source: production-facts`), because the
 * reference server validates requests with them; the document's own rules here are `customerType`, the address
 * rules and `businessInfo.registrationNumber`.
 */
import {
  customerTypes,
  identityDocumentTypesSeen,
  kybStatusesSeen,
  kycStatusesSeen,
  verificationErrorTypesSeen,
  verificationStatuses,
} from '../../enums.ts';
import type { SchemaObject } from '../types.ts';
import { addressRequiredMembers } from './external-accounts.ts';
import {
  calendarDate,
  discriminatedUnion,
  fromProduction,
  notShown,
  prefixedId,
  prodStr,
  ref,
  requires,
  str,
  untyped,
} from './common.ts';
import {
  beneficialOwnerRoles,
  businessEntityTypes,
  businessSourceOfFundsCategories,
  documentSides,
  documentTypes,
  dueDiligenceArrayFields,
  idTypes,
  individualDueDiligence,
  naicsCodePattern,
  phoneNumberPattern,
  regionPattern,
  termsAcceptanceMethods,
} from './customer-facts.ts';

const [individual, business] = customerTypes;
type Mode = 'create' | 'update';
const requestName = (type: string, mode: Mode) =>
  `${type === individual ? 'Individual' : 'Business'}Customer${mode === 'create' ? 'Create' : 'Update'}Request`;

const missingField: (typeof verificationErrorTypesSeen)[number] = 'MISSING_FIELD';

const suffixNote = 'the sandbox reads its last 3 characters (3.2, 4.5)';

/** Members every customer request may carry. The update body lacks `platformCustomerId` and `region` (production). */
function commonRequestProperties(mode: Mode): Record<string, SchemaObject> {
  return {
    ...(mode === 'create'
      ? {
          platformCustomerId: prodStr('optional; a collision with an active customer gives 409 CONFLICT (4.3)'),
          region: fromProduction({ type: 'string', pattern: regionPattern }),
        }
      : {}),
    currencies: fromProduction({ type: 'array', items: { type: 'string' } }),
    email: prodStr(),
    phoneNumber: fromProduction({ type: 'string', pattern: phoneNumberPattern }),
    umaAddress: prodStr(),
    address: ref('AddressInput'),
    endUserTermsConsent: ref('EndUserTermsConsent'),
  };
}

function dueDiligenceProperties(): Record<string, SchemaObject> {
  return Object.fromEntries(
    Object.entries(individualDueDiligence).map(([field, values]) => {
      const one = { type: 'string', enum: [...values] };
      return [field, fromProduction(dueDiligenceArrayFields.has(field) ? { type: 'array', items: one } : one)];
    }),
  );
}

function individualRequest(mode: Mode): SchemaObject {
  return {
    type: 'object',
    description: `Individual customer, ${mode} body`,
    'x-section': '4.3',
    required: ['customerType'],
    properties: {
      customerType: { type: 'string', const: individual },
      ...commonRequestProperties(mode),
      fullName: str(suffixNote),
      birthDate: fromProduction(calendarDate),
      nationality: prodStr('country code'),
      idType: fromProduction({ type: 'string', enum: [...idTypes] }),
      identifier: fromProduction({ type: 'string', writeOnly: true }),
      countryOfIssuance: prodStr(),
      ...dueDiligenceProperties(),
    },
  };
}

function businessRequest(mode: Mode): SchemaObject {
  const businessInfo: SchemaObject = {
    type: 'object',
    properties: {
      registrationNumber: str(suffixNote),
      legalName: prodStr(),
      country: prodStr(),
      incorporatedOn: fromProduction(calendarDate),
      taxId: prodStr(),
      doingBusinessAs: prodStr(),
      entityType: fromProduction({ type: 'string', enum: [...businessEntityTypes] }),
      businessType: prodStr(),
      naicsCode: fromProduction({ type: 'string', pattern: naicsCodePattern }),
      purposeOfAccount: prodStr(),
      sourceOfFunds: prodStr(),
      sourceOfFundsCategories: fromProduction({
        type: 'array',
        items: { type: 'string', enum: [...businessSourceOfFundsCategories] },
      }),
      primaryContactFirstName: prodStr(),
      primaryContactLastName: prodStr(),
    },
    ...(mode === 'create'
      ? { required: ['legalName', 'country', 'incorporatedOn', 'taxId'], 'x-required-source': 'production-facts' }
      : {}),
  };
  return {
    type: 'object',
    description: `Business customer, ${mode} body`,
    'x-section': '4.3',
    required: mode === 'create' ? ['customerType', 'businessInfo'] : ['customerType'],
    ...(mode === 'create' ? { 'x-required-source': 'production-facts (businessInfo)' } : {}),
    properties: {
      customerType: { type: 'string', const: business },
      ...commonRequestProperties(mode),
      businessInfo,
    },
  };
}

function customerRequestUnion(mode: Mode): SchemaObject {
  const verb = mode === 'create' ? 'POST /customers' : 'PATCH /customers/{customerId}';
  const union = discriminatedUnion(
    'customerType',
    customerTypes.map((t) => [t, requestName(t, mode)] as const),
    { description: `Body of ${verb}, by customerType`, 'x-section': '4.3' },
  );
  // The members every branch shares are checked on the union too, so that an unknown customerType cannot hide
  // their errors: validation errors must list every invalid field (7).
  return {
    ...union,
    properties: { ...(union.properties as Record<string, SchemaObject>), ...commonRequestProperties(mode) },
  };
}

export const schemas: Record<string, SchemaObject> = {
  CustomerType: { type: 'string', enum: [...customerTypes], 'x-section': '2.6' },
  VerificationStatus: { type: 'string', enum: [...verificationStatuses], 'x-section': '2.6' },

  AddressInput: {
    type: 'object',
    description: 'Address in requests: the document rules (2.3) plus string types from the production facts',
    'x-section': '2.3',
    required: [...addressRequiredMembers],
    properties: Object.fromEntries(
      ['line1', 'line2', 'city', 'state', 'postalCode', 'country'].map((m) => [m, prodStr()]),
    ),
  },

  EndUserTermsConsent: fromProduction({
    type: 'object',
    description: 'endUserTermsConsent on customer create and update (9); members from the production facts',
    'x-section': '9',
    required: ['acceptedAt', 'ipAddress', 'termsVersion', 'acceptanceMethod'],
    properties: {
      acceptedAt: str(),
      ipAddress: str(),
      termsVersion: str(),
      acceptanceMethod: { type: 'string', enum: [...termsAcceptanceMethods] },
    },
  }),

  IndividualCustomerCreateRequest: individualRequest('create'),
  BusinessCustomerCreateRequest: businessRequest('create'),
  CustomerCreateRequest: customerRequestUnion('create'),
  IndividualCustomerUpdateRequest: individualRequest('update'),
  BusinessCustomerUpdateRequest: businessRequest('update'),
  CustomerUpdateRequest: customerRequestUnion('update'),

  Customer: notShown(
    'Fields of the customer record: not shown beyond those named in the document; exact names of the enhanced due ' +
      'diligence fields not given',
    {
      type: 'object',
      'x-section': '2.6',
      properties: {
        customerType: ref('CustomerType'),
        fullName: str(suffixNote),
        birthDate: untyped('birth date'),
        nationality: untyped('nationality'),
        idType: untyped('identifier type'),
        identifier: untyped('identifier'),
        countryOfIssuance: untyped('country of issuance'),
        address: ref('Address'),
        kycStatus: { type: 'string', 'x-values-seen': [...kycStatusesSeen] },
        kybStatus: { type: 'string', 'x-values-seen': [...kybStatusesSeen] },
        businessInfo: { type: 'object', properties: { registrationNumber: str(suffixNote) } },
        platformCustomerId: untyped("the platform's customer identifier"),
        endUserTermsConsent: untyped('end-user terms consent'),
      },
    },
  ),

  BeneficialOwner: notShown('Beneficial owner fields beyond personalInfo.lastName and kycStatus', {
    type: 'object',
    'x-section': '2.6',
    properties: {
      personalInfo: { type: 'object', properties: { lastName: str(suffixNote) } },
      kycStatus: { type: 'string', 'x-values-seen': [...kycStatusesSeen] },
    },
  }),

  VerificationRequest: {
    type: 'object',
    description: 'Body of POST /verifications',
    'x-section': '4.3',
    required: ['customerId'],
    'x-required-source': 'production-facts',
    properties: { customerId: prefixedId('Customer') },
  },

  Verification: {
    type: 'object',
    description: 'Verification result; POST /verifications returns verificationStatus and errors[] (4.3)',
    'x-section': '2.6',
    required: ['verificationStatus', 'errors'],
    properties: {
      verificationStatus: ref('VerificationStatus'),
      errors: { type: 'array', items: ref('VerificationError') },
    },
  },

  VerificationError: {
    type: 'object',
    description: 'Verification error entry; `field` is present for MISSING_FIELD',
    'x-section': '2.6',
    properties: {
      resourceId: untyped('resource the entry is about'),
      // 3.2 names a further, poor-quality-document error without its value: the list is open.
      type: { type: 'string', 'x-values-seen': [...verificationErrorTypesSeen] },
      field: untyped('the missing field'),
      acceptedDocumentTypes: {
        type: 'array',
        items: { type: 'string' },
        'x-values-seen': [...identityDocumentTypesSeen],
      },
      reason: untyped('reason'),
    },
    if: { required: ['type'], properties: { type: { const: missingField } } },
    then: requires('field'),
  },

  DocumentUpload: {
    type: 'object',
    description: 'Multipart form of POST /documents; file is JPEG, PNG or PDF',
    'x-section': '2.6',
    required: ['documentHolder', 'documentType', 'country', 'file'],
    'x-required-source': 'production-facts',
    properties: {
      documentHolder: prodStr('customer or beneficial owner id'),
      documentType: fromProduction({ type: 'string', enum: [...documentTypes] }),
      side: fromProduction({ type: 'string', enum: [...documentSides] }),
      country: prodStr(),
      documentNumber: prodStr(),
      issuingAuthority: prodStr(),
      file: { type: 'string', format: 'binary', description: 'the document file (a file part): JPEG, PNG or PDF' },
    },
  },

  Document: notShown('Response body of a document upload', { type: 'object', 'x-section': '4.3' }),

  BeneficialOwnerPersonalInfo: fromProduction({
    type: 'object',
    description: 'personalInfo of a beneficial owner; the document names lastName (its suffix, 4.5)',
    'x-section': '2.6',
    required: ['firstName', 'lastName', 'birthDate', 'nationality', 'address', 'idType', 'identifier'],
    properties: {
      firstName: str(),
      middleName: str(),
      lastName: str(suffixNote),
      birthDate: calendarDate,
      nationality: str(),
      email: str(),
      phoneNumber: { type: 'string', pattern: phoneNumberPattern },
      address: ref('AddressInput'),
      idType: { type: 'string', enum: [...idTypes] },
      // Production answers it on beneficial owners (required there), unlike an individual customer's identifier.
      identifier: str(),
      countryOfIssuance: str(),
    },
  }),

  BeneficialOwnerCreateRequest: fromProduction({
    type: 'object',
    description: 'Body of POST /beneficial-owners (an operation the document does not name)',
    'x-section': '2.6',
    required: ['customerId', 'roles', 'ownershipPercentage', 'personalInfo'],
    properties: {
      customerId: prefixedId('Customer'),
      roles: { type: 'array', minItems: 1, items: { type: 'string', enum: [...beneficialOwnerRoles] } },
      ownershipPercentage: { type: 'number', minimum: 0, maximum: 100 },
      personalInfo: ref('BeneficialOwnerPersonalInfo'),
    },
  }),

  KycLinkCreateRequest: fromProduction({
    type: 'object',
    description: 'Body of POST /customers/{customerId}/kyc-link (production): where the hosted flow returns to',
    'x-section': '1',
    properties: {
      redirectUri: {
        type: 'string',
        format: 'uri',
        pattern: '^https?://',
        maxLength: 2048,
        description: 'An https:// (or http:// for local development) URI, embedded in the returned kycUrl',
      },
    },
  }),

  KycLink: notShown('The shape of a KYC link (the document names KYC/KYB verifications, not a hosted link)', {
    type: 'object',
    'x-section': '1',
  }),

  EndUserTerms: notShown(
    'Member names of the end-user terms answer (the document says it returns the current URL and version)',
    { type: 'object', 'x-section': '4.3' },
  ),
};
