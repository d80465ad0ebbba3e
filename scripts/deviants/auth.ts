/**
 * Deviants of authentication: platform Basic credentials (part 5, 7.2) and the signed retry (7.2, 3.4, 8, 4.5): a
 * check left out, a 401 code swapped.
 */
import { documentRules } from '../../reference/rules.ts';
import type { SignedRetryCheck } from '../../reference/signed-retry/checks.ts';
import type { PlatformCredentialCheck } from '../../reference/auth/platform-auth-rules.ts';
import type { Deviant } from './deviant.ts';
import { rowsOf } from './seams/index.ts';
import { familyOf } from './deviant.ts';

/** Operations whose first call answers a signed-retry challenge and nothing else with 202. */
const signedWalletOperations: readonly string[] = [
  'createAuthCredential',
  'revokeAuthCredential',
  'refreshAuthSession',
  'revokeAuthSession',
  'updateInternalAccount',
  'exportInternalAccount',
];

const without = (check: SignedRetryCheck) => ({
  signedRetryChecks: documentRules.signedRetryChecks.filter((c) => c !== check),
});

/** The failure table with one check answering another code. */
const answering = (check: SignedRetryCheck, code: string) => ({
  signedRetryCheckFailures: {
    ...documentRules.signedRetryCheckFailures,
    [check]: { ...documentRules.signedRetryCheckFailures[check], code },
  },
});

/** Each check left out, and the clause whose test sends a retry only that check refuses. */
const skippedChecks: readonly { check: SignedRetryCheck; breaks: string; what: string }[] = [
  { check: 'signature-present', breaks: '7.2/wallet-signature-missing', what: 'a retry without the signature header' },
  { check: 'request-id-present', breaks: '7.2/request-id-missing', what: 'a retry without `Request-Id`' },
  { check: 'signature-parses', breaks: '7.2/wallet-signature-malformed', what: 'an unparseable signature header' },
  { check: 'request-id-unused', breaks: '7.2/request-id-reused-401', what: 'a `requestId` used twice' },
  { check: 'request-id-unexpired', breaks: '3.4/request-id-expires', what: 'an expired `requestId`' },
  {
    check: 'body-matches',
    breaks: '7.2/wallet-signature-body-mismatch',
    what: 'a retry body that differs from the first call',
  },
  { check: 'signature-verifies', breaks: '7.2/wallet-signature-invalid', what: 'a signature that does not verify' },
  {
    check: 'signer-authorized',
    breaks: '4.5/wallet-signature-key-of-active-session',
    what: 'a signature by a key of no active session',
  },
];

/**
 * Each 401 answered with another documented code. Not the reused `requestId`: 7.2 gives it a 401 and no code, so
 * answering it with another code of the table breaks nothing the document states.
 */
const swappedCodes: readonly { check: SignedRetryCheck; code: string; breaks: string }[] = [
  { check: 'signature-present', code: 'UNAUTHORIZED', breaks: '7.2/wallet-signature-missing' },
  { check: 'request-id-present', code: 'WALLET_SIGNATURE_MISSING', breaks: '7.2/request-id-missing' },
  { check: 'signature-parses', code: 'WALLET_SIGNATURE_INVALID', breaks: '7.2/wallet-signature-malformed' },
  { check: 'body-matches', code: 'WALLET_SIGNATURE_INVALID', breaks: '7.2/wallet-signature-body-mismatch' },
  { check: 'signature-verifies', code: 'WALLET_SIGNATURE_MALFORMED', breaks: '7.2/wallet-signature-invalid' },
];

/** The platform credentials compared without one of their halves. */
const platformWithout = (check: PlatformCredentialCheck) => ({
  platformCredentialChecks: documentRules.platformCredentialChecks.filter((c) => c !== check),
});

export const deviants: Deviant[] = [
  ...familyOf('auth', [
    {
      id: 'basic-auth-any-secret',
      breaks: '7.2/unauthorized-api-credentials',
      description: 'platform calls are accepted with the right client id and any client secret',
      areas: ['auth'],
      rules: platformWithout('client-secret-matches'),
    },
    {
      id: 'basic-auth-any-client-id',
      breaks: '7.2/unauthorized-api-credentials',
      description: 'platform calls are accepted with any client id and the right client secret',
      areas: ['auth'],
      rules: platformWithout('client-id-matches'),
    },
    {
      id: 'basic-auth-any-scheme',
      breaks: '5/basic-auth',
      description:
        'platform calls are accepted with the right credentials under any scheme: only the token after it is read',
      areas: ['auth'],
      rules: platformWithout('scheme-is-basic'),
    },
    {
      id: 'basic-auth-answers-invalid-signature',
      breaks: '7.2/unauthorized-api-credentials',
      description: 'wrong platform credentials answer 401 INVALID_SIGNATURE instead of UNAUTHORIZED',
      areas: ['auth'],
      rules: { platformAuthFailureCode: 'INVALID_SIGNATURE' },
    },
    ...skippedChecks.map(({ check, breaks, what }) => ({
      id: `signed-retry-skips-${check}`,
      breaks,
      description: `the signed retry accepts ${what} (check ${check} left out)`,
      areas: ['auth' as const],
      rules: without(check),
    })),
    {
      id: 'request-id-spent-per-resource',
      breaks: '3.4/request-id-single-use',
      description:
        'a requestId is looked up by id alone and spent only for the resource it was used on: the one that executed a quote executes another',
      areas: ['quotes'],
      rules: { requestIdBoundToItsRequest: false },
    },
    {
      id: 'credential-add-signed-by-another-account',
      breaks: '4.2/signed-retry-add-needs-session-of-same-account',
      description:
        'a credential is added on a retry signed by a session of another wallet account (check signer-authorized left out)',
      areas: ['wallet'],
      rules: without('signer-authorized'),
    },
    {
      id: 'stamp-key-checked-not-payload',
      breaks: '4.2/signed-retry-exact-payload',
      description:
        "a retry's stamp is accepted when its key is a session's, whatever payload it signs (check signature-verifies left out)",
      areas: ['wallet'],
      rules: without('signature-verifies'),
    },
    {
      id: 'sandbox-stamp-over-any-payload',
      breaks: '4.5/wallet-signature-over-exact-payload',
      description:
        'the sandbox takes a P-256 stamp by an active session key over a re-serialized or altered payload as valid',
      areas: ['wallet'],
      rules: without('signature-verifies'),
    },
    {
      id: 'bodiless-retry-challenged-again',
      breaks: '4.2/signed-retry-completes-with-headers',
      description:
        'a DELETE retry with `Request-Id` and the signature is taken for a first call: it answers a fresh 202 challenge',
      areas: ['wallet'],
      rules: { signedRetryRecognisedOn: (method) => method !== 'DELETE' },
    },
    {
      id: 'signed-challenge-200',
      breaks: '4.2/signed-retry-first-call-202',
      description:
        'the first call of a signed credential, session or wallet operation answers its challenge with 200, not 202',
      areas: ['auth'],
      rules: {
        successStatus: (id, status, signedRetry) =>
          status === 202 && !signedRetry && signedWalletOperations.includes(id) ? 200 : status,
      },
    },
    ...swappedCodes.map(({ check, code, breaks }) => ({
      id: `signed-retry-${check}-answers-${code.toLowerCase().replaceAll('_', '-')}`,
      breaks,
      description: `a failed ${check} check answers 401 ${code} instead of ${documentRules.signedRetryCheckFailures[check].code}`,
      areas: ['auth' as const],
      rules: answering(check, code),
    })),
  ]),
  ...rowsOf('auth'),
];
