/**
 * Deviants of the customer, verification and beneficial-owner resources (2.6, 4.3, 9): a member of an answer left out
 * or answered in another form, a request member refused that the document makes optional, a conflict answered with a
 * sibling code.
 */
import { clauseById } from '../../../spec/clauses/index.ts';
import type { ClauseId } from '../../../spec/keys/index.ts';
import {
  codeAnsweredAs,
  lowerCased,
  memberAs,
  memberOmitted,
  requestAlsoRefusing,
  withoutPrefix,
} from './answer-seams.ts';
import type { Deviant } from '../deviant.ts';
import { familyOf } from '../deviant.ts';

const of = (id: string, breaks: ClauseId, description: string, rules: Deviant['rules']) => ({
  id,
  breaks,
  description,
  areas: [clauseById(breaks).area],
  rules,
});

/** Verification error entries of `type` changed by `change`. */
const entriesOf = (
  type: string,
  change: (entry: Record<string, unknown>) => Record<string, unknown>,
): Deviant['rules'] => ({
  answerShapes: [
    { component: 'VerificationError', change: (entry) => (entry['type'] === type ? change(entry) : entry) },
  ],
});

export const customerMemberDeviants: Deviant[] = familyOf('customers', [
  of(
    'customer-type-lower-case',
    '2.6/customer-type-value',
    'customers answer `customerType` in lower case',
    memberAs('Customer', 'customerType', lowerCased),
  ),
  of(
    'customer-without-birth-date',
    '2.6/customer-fields-returned',
    'the `birthDate` given on create is not returned on the customer',
    memberOmitted('Customer', 'birthDate'),
  ),
  of(
    'customer-full-name-upper-case',
    '4.3/create-customer',
    'the customer is stored with its `fullName` in capitals',
    memberAs('Customer', 'fullName', (v) => (typeof v === 'string' ? v.toUpperCase() : v)),
  ),
  of(
    'due-diligence-pep-status-refused',
    '2.6/edd-field-names',
    'an individual that states its PEP status is refused: the due diligence fields are not accepted',
    requestAlsoRefusing('CustomerCreateRequest', 'pepStatus', (b) => 'pepStatus' in b),
  ),
  of(
    'due-diligence-source-of-wealth-not-kept',
    '2.6/edd-field-names',
    "an individual's source of wealth categories are accepted and not kept on its record",
    memberOmitted('Customer', 'sourceOfWealthCategories'),
  ),
  of(
    'individual-needs-occupation',
    '2.6/edd-fields-optional',
    'an individual customer is refused without `occupation` (an enhanced due diligence field made mandatory)',
    requestAlsoRefusing(
      'CustomerCreateRequest',
      'occupation',
      (b) => b['customerType'] === 'INDIVIDUAL' && !('occupation' in b),
    ),
  ),
  of(
    'beneficial-owner-without-kyc-status',
    '2.6/beneficial-owner-fields',
    'beneficial owners are answered without `kycStatus`',
    memberOmitted('BeneficialOwner', 'kycStatus'),
  ),
  of(
    'verification-status-lower-case',
    '2.6/verification-status-value',
    '`verificationStatus` is answered in lower case',
    memberAs('Verification', 'verificationStatus', lowerCased),
  ),
  of(
    'verification-entry-without-resource-id',
    '2.6/verification-error-entry-shape',
    'verification error entries leave out `resourceId`',
    memberOmitted('VerificationError', 'resourceId'),
  ),
  of(
    'missing-field-entry-without-field',
    '2.6/verification-missing-field-names-field',
    'a `MISSING_FIELD` entry does not name the `field`',
    entriesOf('MISSING_FIELD', ({ field: _left, ...rest }) => rest),
  ),
  of(
    'document-types-as-text',
    '2.6/verification-missing-document-accepted-types',
    'a `MISSING_IDENTITY_DOCUMENT` entry lists `acceptedDocumentTypes` as one comma-separated string',
    entriesOf('MISSING_IDENTITY_DOCUMENT', (e) => ({
      ...e,
      acceptedDocumentTypes: Array.isArray(e['acceptedDocumentTypes'])
        ? e['acceptedDocumentTypes'].join(',')
        : e['acceptedDocumentTypes'],
    })),
  ),
  of(
    'verification-without-empty-errors',
    '4.3/verification-submit',
    '`POST /verifications` leaves `errors` out when there is none',
    {
      answerShapes: [
        {
          component: 'Verification',
          change: (o) => {
            if (Array.isArray(o['errors']) && o['errors'].length === 0) delete o['errors'];
            return o;
          },
        },
      ],
    },
  ),
  of(
    'customer-id-bare-uuid',
    '2.6/identifier-forms',
    'customers answer `id` as a bare uuid, without `Customer:`',
    memberAs('Customer', 'id', withoutPrefix),
  ),
  of(
    'platform-customer-id-clash-as-uma-code',
    '7.3/conflict-generic',
    'a `platformCustomerId` collision answers 409 UMA_ADDRESS_EXISTS, not the generic CONFLICT',
    codeAnsweredAs('CONFLICT', 'UMA_ADDRESS_EXISTS'),
  ),
]);
