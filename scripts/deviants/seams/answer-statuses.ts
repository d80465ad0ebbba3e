/**
 * Deviants of the status of success answers (parts 1, 3.4, 4) and of the error envelope's members (7, 7.2): 200
 * where the document gives 201, 201 where it gives 200, the status member as text, a code outside the table, the
 * field errors not wrapped in an object, the sandbox `reason` left out.
 */
import { clauseById } from '../../../spec/clauses/index.ts';
import type { ClauseId } from '../../../spec/keys/index.ts';
import { errorBodyWhere, statusAnswered } from './answer-seams.ts';
import type { Deviant } from '../deviant.ts';
import { familyOf } from '../deviant.ts';

const of = (id: string, breaks: ClauseId, description: string, rules: Deviant['rules']) => ({
  id,
  breaks,
  description,
  areas: [clauseById(breaks).area],
  rules,
});
/** An envelope rule every test's answers are checked against, run with the one file that shows it plainly. */
const inFile = (deviant: ReturnType<typeof of>, file: string, area: Deviant['areas'][number]) => ({
  ...deviant,
  areas: [area],
  suites: [file],
});

export const envelopeDeviants: Deviant[] = familyOf('errors', [
  inFile(
    of(
      'envelope-status-always-400',
      '7/envelope-status-matches-http',
      'error bodies answer `status` 400 whatever the HTTP status (a constant in the error handler)',
      { errorBodyAnswered: (e) => ({ ...e, status: 400 }) },
    ),
    'customers/unknown-customer.conformance.ts',
    'customers',
  ),
  inFile(
    of(
      'invalid-input-as-validation-error',
      '7/envelope-code-from-table',
      'a validation failure answers 400 VALIDATION_ERROR, a code part 7 does not list',
      errorBodyWhere('INVALID_INPUT', (e) => ({ ...e, code: 'VALIDATION_ERROR' })),
    ),
    'errors/non-object-body.conformance.ts',
    'errors',
  ),
  inFile(
    of(
      'field-errors-as-details',
      '7/envelope-details-object',
      'a validation failure answers `details` as the list of field errors itself, not an object holding it',
      {
        errorBodyAnswered: (e) => {
          const errors = (e['details'] as { errors?: unknown } | undefined)?.errors;
          return errors === undefined ? { ...e } : { ...e, details: errors };
        },
      },
    ),
    'errors/field-errors.conformance.ts',
    'errors',
  ),
  of(
    'json-answers-as-text',
    '1/json-bodies',
    'JSON answers are sent as `text/plain` (the media type left to a default)',
    { jsonAnswerMediaType: 'text/plain' },
  ),
  of(
    'unauthorized-without-reason',
    '7.2/unauthorized-sandbox-reason',
    'sandbox 401 UNAUTHORIZED bodies leave out the `reason`',
    errorBodyWhere('UNAUTHORIZED', ({ reason: _left, details, ...rest }) => {
      const { reason: _inner, ...kept } = (details ?? {}) as Record<string, unknown>;
      return Object.keys(kept).length > 0 ? { ...rest, details: kept } : rest;
    }),
  ),
]);

export const walletStatusDeviants: Deviant[] = familyOf('wallet', [
  of(
    'first-credential-200',
    '3.4/credential-created-first',
    'the first credential of an account is answered 200, not 201',
    statusAnswered('createAuthCredential', 201, 200),
  ),
  of(
    'signed-credential-200',
    '3.4/credential-created-after-signed-retry',
    'a credential created on the signed retry is answered 200, not 201 (the first credential keeps its 201)',
    {
      successStatus: (id, status, signedRetry) =>
        id === 'createAuthCredential' && status === 201 && signedRetry ? 200 : status,
    },
  ),
  of(
    'revoke-credential-200',
    '3.4/credential-revoke-challenge-then-204',
    'a revoked credential is answered 200, not 204',
    statusAnswered('revokeAuthCredential', 204, 200),
  ),
  of(
    'verify-session-201',
    '3.4/session-issued-on-verify',
    'a session issued on verify is answered 201, not 200',
    statusAnswered('verifyAuthCredential', 200, 201),
  ),
  of(
    'credential-challenge-201',
    '4.2/passkey-challenge-200',
    'a credential challenge is answered 201, not 200',
    statusAnswered('challengeAuthCredential', 200, 201),
  ),
  of(
    'credential-list-206',
    '4.2/list-credentials',
    'the credential list is answered 206 Partial Content',
    statusAnswered('listAuthCredentials', 200, 206),
  ),
]);

export const otherStatusDeviants: Deviant[] = [
  ...familyOf('external-accounts', [
    of(
      'agent-account-200',
      '4.1/agent-create-201',
      "an agent's external account create is answered 200, not 201",
      statusAnswered('agentCreateExternalAccount', 201, 200),
    ),
    of(
      'agent-create-200',
      '1/agent-management-operations',
      'an agent create is answered 200, not 201',
      statusAnswered('createAgent', 201, 200),
    ),
  ]),
  ...familyOf('cards', [
    of(
      'card-issue-200',
      '1/card-operations',
      'a card issue is answered 200, not 201',
      statusAnswered('createCard', 201, 200),
    ),
  ]),
  ...familyOf('stablecoins', [
    of(
      'stablecoin-register-200',
      '1/stablecoin-area',
      'a stablecoin registration is answered 200, not 201',
      statusAnswered('registerStablecoin', 201, 200),
    ),
  ]),
];
