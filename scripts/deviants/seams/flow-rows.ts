/**
 * Deviants of rows and members the earlier files leave: the sandbox verification rows of 3.2 with one column wrong,
 * request members of 4.2, 4.3 and the August 2026 release notes refused, success statuses of 4.3, the OAUTH identity
 * limit of 4.2.
 */
import { documentRules } from '../../../reference/rules.ts';
import { clauseById } from '../../../spec/clauses/index.ts';
import type { ClauseId } from '../../../spec/keys/index.ts';
import { individualCustomerSuffixes, businessRegistrationSuffixes, outcomeForSuffix } from '../../../spec/sandbox.ts';
import type { BusinessVerificationRow, IndividualVerificationRow } from '../../../spec/state-machines.ts';
import { memberAs, memberOmitted, requestAlsoRefusing, requestMemberOptional, statusAnswered } from './answer-seams.ts';
import type { Deviant } from '../deviant.ts';
import { familyOf } from '../deviant.ts';

const of = (id: string, breaks: ClauseId, description: string, rules: Deviant['rules']) => ({
  id,
  breaks,
  description,
  areas: [clauseById(breaks).area],
  rules,
});

const sameSuffixes = (a: readonly string[] | 'other', b: readonly string[] | 'other') =>
  JSON.stringify(a) === JSON.stringify(b);
/** The individual row of `suffixes` with `change` applied, the table otherwise as the document gives it. */
const individualRowWith = (
  suffixes: readonly string[] | 'other',
  change: (row: IndividualVerificationRow) => IndividualVerificationRow,
): Deviant['rules'] => {
  const table = {
    ...individualCustomerSuffixes,
    rows: individualCustomerSuffixes.rows.map((r) =>
      sameSuffixes(r.suffixes, suffixes) ? { ...r, outcome: change(r.outcome) } : r,
    ),
  };
  return { individualVerificationRow: (fullName) => outcomeForSuffix(table, fullName) };
};
const businessRowWith = (
  suffixes: readonly string[] | 'other',
  change: (row: BusinessVerificationRow) => BusinessVerificationRow,
): Deviant['rules'] => {
  const table = {
    ...businessRegistrationSuffixes,
    rows: businessRegistrationSuffixes.rows.map((r) =>
      sameSuffixes(r.suffixes, suffixes) ? { ...r, outcome: change(r.outcome) } : r,
    ),
  };
  return { businessVerificationRow: (registrationNumber) => outcomeForSuffix(table, registrationNumber) };
};
const feeConfigsOf = (body: Record<string, unknown>) =>
  Array.isArray(body['feeConfigs']) ? (body['feeConfigs'] as Record<string, unknown>[]) : [];

const requirements = documentRules.verificationRequirements;

export const customerFlowDeviants: Deviant[] = familyOf('customers', [
  of(
    'individual-first-verification-one-field-short',
    '3.2/individual-001-first-verification-resolve-errors',
    'the first verification of an individual ending 001 leaves its last required field out of the missing ones',
    { verificationRequirements: { ...requirements, individualFields: requirements.individualFields.slice(0, -1) } },
  ),
  of(
    'business-documents-not-required',
    '4.5/business-001-003-needs-business-documents',
    'a business ending 001 or 003 resolves without its business documents',
    { verificationRequirements: { ...requirements, businessDocumentTypes: [] } },
  ),
  of(
    'individual-002-verification-accepted',
    '3.2/individual-suffix-002-verification-400',
    '`POST /verifications` for an individual ending 002 is accepted, not refused with 400',
    individualRowWith(['002'], (r) => ({ ...r, verificationSubmission: 'accepted' })),
  ),
  of(
    'individual-other-verification-accepted',
    '3.2/individual-suffix-other-verification-400',
    '`POST /verifications` for an individual with any other ending is accepted, not refused with 400',
    individualRowWith('other', (r) => ({ ...r, verificationSubmission: 'accepted' })),
  ),
  of(
    'individual-003-complete-data-approved',
    '3.2/individual-suffix-003-poor-quality-document',
    'an individual ending 003 with complete data goes to manual review, without the poor-quality-document error',
    individualRowWith(['003'], ({ completeDataSubmission: _left, ...r }) => r),
  ),
  of(
    'business-other-validated-first',
    '3.2/business-suffix-other-skips-validation',
    'a business with any other ending is approved only once its data and documents validate',
    businessRowWith('other', (r) => ({ ...r, validationSkipped: false })),
  ),
  of(
    'business-decided-at-creation',
    '3.2/business-starts-kyb-unverified',
    'a new business is answered with the `kybStatus` its registration number decides, not UNVERIFIED until it is verified',
    {
      answerShapes: [
        {
          component: 'Customer',
          change: (c) => {
            const number = (c['businessInfo'] as { registrationNumber?: unknown } | undefined)?.registrationNumber;
            if (c['customerType'] !== 'BUSINESS' || c['kybStatus'] !== 'UNVERIFIED' || typeof number !== 'string')
              return c;
            const decided = documentRules.businessVerificationRow(number).to;
            return decided === 'unchanged' ? c : { ...c, kybStatus: decided };
          },
        },
      ],
    },
  ),
  of(
    'customer-type-not-required',
    '4.3/customer-type-required',
    'a customer create without `customerType` is not refused (read as an individual)',
    requestMemberOptional('CustomerCreateRequest', 'customerType', 'INDIVIDUAL'),
  ),
  of(
    'customer-update-201',
    '4.3/update-customer',
    'a customer update is answered 201, not 200',
    statusAnswered('updateCustomerById', 200, 201),
  ),
  of(
    'terms-consent-refused',
    '9/aug-2026-end-user-terms-consent-on-customer',
    'a customer create carrying `endUserTermsConsent` is refused as an unknown member',
    requestAlsoRefusing('CustomerCreateRequest', 'endUserTermsConsent', (b) => 'endUserTermsConsent' in b),
  ),
  of(
    'customer-without-country-of-issuance',
    '9/aug-2026-shared-identity-fields',
    "an individual's `countryOfIssuance` is not kept",
    memberOmitted('Customer', 'countryOfIssuance'),
  ),
  of(
    'resolve-errors-first-entry-only',
    '9/aug-2026-verification-resolve-errors-entries',
    '`RESOLVE_ERRORS` lists the first problem only',
    memberAs('Verification', 'errors', (errors, v) =>
      v['verificationStatus'] === 'RESOLVE_ERRORS' && Array.isArray(errors) ? errors.slice(0, 1) : errors,
    ),
  ),
]);

export const otherFlowDeviants: Deviant[] = [
  ...familyOf('quotes', [
    of(
      'fee-config-rate-or-fixed',
      '9/aug-2026-fee-configs-on-patch-config',
      'a fee configuration with both a rate and a fixed amount is refused (one or the other)',
      requestAlsoRefusing('PlatformConfigUpdateRequest', 'feeConfigs', (b) =>
        feeConfigsOf(b).some((c) => c['variableFeeBps'] !== undefined && c['fixedFee'] !== undefined),
      ),
    ),
    of(
      'fee-override-refused',
      '9/aug-2026-platform-fee-override-on-quotes',
      'a quote request carrying `platformFeeOverride` is refused as an unknown member',
      requestAlsoRefusing('QuoteCreateRequest', 'platformFeeOverride', (b) => 'platformFeeOverride' in b),
    ),
    of(
      'wallet-transfer-without-on-chain',
      '9/aug-2026-on-chain-transaction-for-wallet-transfers',
      'a wallet transfer does not report `onChainTransaction` on its destination',
      memberAs('Transaction', 'destination', (d) => {
        if (typeof d !== 'object' || d === null) return d;
        const { onChainTransaction: _left, ...rest } = d as Record<string, unknown>;
        return rest;
      }),
    ),
  ]),
  ...familyOf('external-accounts', [
    of(
      'untrust-confirm-201',
      '4.3/untrust-beneficiary',
      'an untrust confirmation is answered 201, not 200',
      statusAnswered('confirmBeneficiaryUntrust', 200, 201),
    ),
  ]),
  ...familyOf('stablecoins', [
    of(
      'stablecoin-mint-200',
      '4.3/stablecoin-operations-exist',
      'a stablecoin mint is answered 200, not 201',
      statusAnswered('createStablecoinMint', 201, 200),
    ),
    of(
      'stablecoin-operations-latest-only',
      '4.3/stablecoin-operations-register-mint-burn-track',
      'the operation list answers the latest operation only',
      memberAs('StablecoinOperationList', 'data', (d) => (Array.isArray(d) ? d.slice(0, 1) : d)),
    ),
  ]),
  ...familyOf('wallet', [
    of(
      'one-oauth-per-account',
      '4.2/oauth-credential-per-provider-identity',
      'an account holds one OAUTH credential at most, whatever the identity',
      {
        credentialTypeLimits: {
          ...documentRules.credentialTypeLimits,
          OAUTH: { kind: 'at-most', max: 1, code: 'INVALID_INPUT' },
        },
      },
    ),
    of(
      'otp-challenge-without-bundle',
      '4.2/otp-challenge-no-body',
      'an OTP challenge answers the credential without its `otpEncryptionTargetBundle`',
      memberOmitted('AuthMethod', 'otpEncryptionTargetBundle'),
    ),
    of(
      'otp-verify-challenge-200',
      '4.2/otp-verify-first-call-202',
      'the first OTP verify answers its signed-retry challenge with 200, not 202',
      statusAnswered('verifyAuthCredential', 202, 200),
    ),
    of(
      'passkey-challenge-inside-attestation',
      '4.2/passkey-create-body',
      'a PASSKEY create is read with its `challenge` inside `attestation`: the top-level one is refused as missing there',
      requestAlsoRefusing(
        'AuthCredentialCreateRequest',
        'attestation.challenge',
        (b) => b['type'] === 'PASSKEY' && !('challenge' in ((b['attestation'] ?? {}) as object)),
      ),
    ),
    of(
      'oauth-create-needs-nickname',
      '4.2/oauth-create-body',
      'an OAUTH create without `nickname` is refused (the PASSKEY rule applied to every type)',
      requestAlsoRefusing(
        'AuthCredentialCreateRequest',
        'nickname',
        (b) => b['type'] === 'OAUTH' && !('nickname' in b),
      ),
    ),
  ]),
];
