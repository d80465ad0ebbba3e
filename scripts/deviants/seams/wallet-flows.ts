/**
 * Deviants of the credential flows (4.2, 2.5 request members): a signed flow carried out without its challenge, a
 * limit code answered as a sibling's, a list cut to a page, a WebAuthn member read under another name or required
 * when the document leaves it optional.
 */
import { verifyPasskeyAssertion } from '../../../reference/crypto/webauthn.ts';
import { documentRules } from '../../../reference/rules.ts';
import { clauseById } from '../../../spec/clauses/index.ts';
import type { ClauseId } from '../../../spec/keys/index.ts';
import { codeAnsweredAs, memberOmitted, requestAlsoRefusing } from './answer-seams.ts';
import type { Deviant } from '../deviant.ts';
import { familyOf } from '../deviant.ts';

const of = (id: string, breaks: ClauseId, description: string, rules: Deviant['rules']) => ({
  id,
  breaks,
  description,
  areas: [clauseById(breaks).area],
  rules,
});

/** The operations of `activity` carried out on the first call, no challenge issued. */
const unsigned = (activity: string): Deviant['rules'] => ({ signatureNeededFor: (a) => a !== activity });
const memberOf = (body: Record<string, unknown>, member: string) => body[member] as Record<string, unknown> | undefined;

export const walletFlowDeviants: Deviant[] = familyOf('wallet', [
  of(
    'refresh-session-unsigned',
    '4.2/refresh-session-signed',
    'refreshing a session completes on the first call, without a signed retry',
    unsigned('CREATE_READ_WRITE_SESSION'),
  ),
  of(
    'revoke-session-unsigned',
    '4.2/revoke-session-signed',
    'revoking a session completes on the first call, without a signed retry',
    unsigned('DELETE_SESSIONS'),
  ),
  of(
    'export-wallet-unsigned',
    '4.2/export-wallet-signed',
    'a wallet export completes on the first call, without a signed retry',
    unsigned('EXPORT_WALLET'),
  ),
  of(
    'wallet-privacy-unsigned',
    '4.2/update-wallet-privacy-signed',
    'a wallet privacy update completes on the first call, without a signed retry',
    unsigned('UPDATE_WALLET_PRIVACY'),
  ),
  of(
    'signed-retry-without-expires-at',
    '2.5/signed-retry-challenge-members',
    'a 202 signed-retry body leaves out `expiresAt`',
    memberOmitted('SignedRetryChallenge', 'expiresAt'),
  ),
  of(
    'passkey-duplicate-as-invalid-input',
    '4.2/passkey-duplicate-credential-id-400',
    'a WebAuthn credential id registered twice answers 400 INVALID_INPUT, not PASSKEY_CREDENTIAL_ALREADY_EXISTS',
    codeAnsweredAs('PASSKEY_CREDENTIAL_ALREADY_EXISTS', 'INVALID_INPUT'),
  ),
  of(
    'second-email-otp-as-sms-code',
    '4.2/one-email-otp-per-account',
    'a second EMAIL_OTP answers 400 SMS_OTP_CREDENTIAL_ALREADY_EXISTS',
    codeAnsweredAs('EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS', 'SMS_OTP_CREDENTIAL_ALREADY_EXISTS'),
  ),
  of(
    'second-sms-otp-as-email-code',
    '4.2/one-sms-otp-per-account',
    'a second SMS_OTP answers 400 EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS',
    codeAnsweredAs('SMS_OTP_CREDENTIAL_ALREADY_EXISTS', 'EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS'),
  ),
  of(
    'one-passkey-per-account',
    '4.2/multiple-passkeys-allowed',
    'an account holds one PASSKEY at most, like the OTP types',
    {
      credentialTypeLimits: {
        ...documentRules.credentialTypeLimits,
        PASSKEY: { kind: 'at-most', max: 1, code: 'PASSKEY_CREDENTIAL_ALREADY_EXISTS' },
      },
    },
  ),
  of(
    'credential-list-first-page',
    '4.2/list-credentials-not-paginated',
    'the credential list answers a first page of two, with `hasMore`',
    {
      answerShapes: [
        {
          component: 'AuthMethodList',
          change: (o) =>
            Array.isArray(o['data']) && o['data'].length > 2 ? { ...o, data: o['data'].slice(0, 2), hasMore: true } : o,
        },
      ],
    },
  ),
  of(
    'assertion-user-handle-required',
    '2.5/assertion-user-handle-optional',
    'a verify body whose `assertion` lacks `userHandle` is refused',
    requestAlsoRefusing('AuthCredentialVerifyRequest', 'assertion.userHandle', (b) => {
      const assertion = memberOf(b, 'assertion');
      return assertion !== undefined && !('userHandle' in assertion);
    }),
  ),
  of(
    'client-data-json-upper-case-spelling',
    '2.5/client-data-json-spelling',
    'WebAuthn objects are read from `clientDataJSON` (the browser spelling): an attestation without it is refused',
    requestAlsoRefusing('AuthCredentialCreateRequest', 'attestation.clientDataJSON', (b) => {
      const attestation = memberOf(b, 'attestation');
      return attestation !== undefined && !('clientDataJSON' in attestation);
    }),
  ),
  of(
    'binary-values-padded-base64',
    '2.5/binary-values-base64url',
    'binary WebAuthn values are decoded as padded base64: an attestation `credentialId` without `=` padding is refused',
    requestAlsoRefusing('AuthCredentialCreateRequest', 'attestation.credentialId', (b) => {
      const id = memberOf(b, 'attestation')?.['credentialId'];
      return typeof id === 'string' && id.length % 4 !== 0;
    }),
  ),
  of(
    'attestation-needs-public-key-algorithm',
    '2.5/attestation-members',
    'an attestation must also carry `publicKeyAlgorithm` (a member browsers add), else it is refused',
    requestAlsoRefusing('AuthCredentialCreateRequest', 'attestation.publicKeyAlgorithm', (b) => {
      const attestation = memberOf(b, 'attestation');
      return attestation !== undefined && !('publicKeyAlgorithm' in attestation);
    }),
  ),
]);

/** The WebAuthn check of 4.2 done another way: the challenge normalised before it is compared. */
export const walletCheckDeviants: Deviant[] = familyOf('wallet', [
  of(
    'passkey-challenge-upper-cased',
    '4.2/passkey-challenge-utf8-webauthn-challenge',
    'an assertion must sign the challenge in upper case (normalised), not the lowercase text as returned',
    {
      verifyPasskeyAssertion: (input) =>
        verifyPasskeyAssertion({ ...input, expectedChallenge: input.expectedChallenge.toUpperCase() }),
    },
  ),
]);

/** A wallet-signed endpoint of part 5 carried out on its first call. */
export const walletSignedEndpointDeviants: Deviant[] = familyOf('wallet', [
  of(
    'revoke-credential-unsigned',
    '5/wallet-signed-endpoints',
    'revoking a credential completes on the first call, without a signed retry',
    unsigned('DELETE_AUTHENTICATORS'),
  ),
  of(
    'passkey-verify-latest-challenge',
    '4.2/passkey-verify-needs-request-id',
    "a PASSKEY verify without `Request-Id` is answered against the credential's latest challenge",
    { passkeyVerifyNeedsRequestId: false },
  ),
]);
