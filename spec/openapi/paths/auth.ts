/** 4.2: embedded-wallet credential and session endpoints, and the signed wallet actions on internal accounts. */
import { envelopeResponse, errorResponse } from '../errors.ts';
import { fromProduction, notShown } from '../schemas/common.ts';
import { parameterRef, platformOnly, walletSigned } from '../security.ts';
import type { PathItemObject, SchemaObject } from '../types.ts';
import { pageParameters } from './customers.ts';
import { jsonBody, jsonResponse, jsonResponseOneOf, noContent, pathParam, queryParam } from './helpers.ts';

const tags = ['Embedded wallet auth'];
const signedRetry = jsonResponse(
  'Signed-retry challenge: repeat the request with the signature headers',
  'SignedRetryChallenge',
);
const signedRetryNote =
  'Signed retry: the same request again with headers Service-Wallet-Signature and Request-Id, before expiresAt';

/** Success status and body of a signed flow whose completion the document does not show. */
const completionFromProduction = (status: string, response: SchemaObject) => ({
  [status]: fromProduction(notShown('Response of the completed signed flow', response)),
});

/** A list answer of a read the document does not show: production's `{ data, ... }` page, kept open. */
const productionPage = (description: string): SchemaObject =>
  notShown('The page shape of this read', {
    description,
    content: { 'application/json': { schema: { type: 'object', properties: { data: { type: 'array' } } } } },
  });

export const paths: Record<string, PathItemObject> = {
  '/auth/credentials': {
    post: {
      operationId: 'createAuthCredential',
      summary: 'Register a credential on an internal account',
      description: `Answers 202 when the account already has a credential. ${signedRetryNote}.`,
      tags,
      'x-section': '4.2',
      'x-wallet-signed': true,
      security: walletSigned,
      parameters: [parameterRef('RequestId')],
      requestBody: jsonBody('AuthCredentialCreateRequest'),
      responses: {
        '201': jsonResponse('The credential', 'AuthMethod'),
        '202': signedRetry,
        '400': errorResponse(400),
        '401': errorResponse(401),
      },
    },
    get: {
      operationId: 'listAuthCredentials',
      summary: 'List the credentials of an internal account (not paginated)',
      tags,
      'x-section': '4.2',
      security: platformOnly,
      parameters: [queryParam('accountId', 'internal account id', true)],
      responses: { '200': jsonResponse('The credentials', 'AuthMethodList') },
    },
  },
  '/auth/credentials/{id}': {
    delete: {
      operationId: 'revokeAuthCredential',
      summary: 'Revoke a credential (signed with a session of another credential of the same account)',
      description: `First call answers 202. ${signedRetryNote}. Revoking the only remaining credential gives 400.`,
      tags,
      'x-section': '4.2',
      'x-wallet-signed': true,
      security: walletSigned,
      parameters: [pathParam('id', 'AuthMethod id'), parameterRef('RequestId')],
      responses: {
        '202': signedRetry,
        '204': noContent('Revoked; the sessions it issued are revoked too'),
        '400': errorResponse(400),
        '401': errorResponse(401),
      },
    },
  },
  '/auth/credentials/{id}/challenge': {
    post: {
      operationId: 'challengeAuthCredential',
      summary: 'Send a fresh OTP (EMAIL_OTP, SMS_OTP, no body) or issue a passkey challenge (PASSKEY)',
      tags,
      'x-section': '4.2',
      security: platformOnly,
      parameters: [pathParam('id', 'AuthMethod id')],
      requestBody: jsonBody('PasskeyChallengeRequest', { required: false, description: 'PASSKEY only' }),
      responses: {
        '200': jsonResponseOneOf('OTP types: the AuthMethod with its bundle; PASSKEY: the challenge', [
          'OtpChallengeAuthMethod',
          'PasskeyAuthChallenge',
        ]),
        '429': {
          ...envelopeResponse('Challenge re-issue rate limited', 'Error code of the challenge re-issue 429'),
          headers: {
            'Retry-After': { description: 'seconds to wait', required: true, schema: { type: 'integer' } },
          },
        },
      },
    },
  },
  '/auth/credentials/{id}/verify': {
    post: {
      operationId: 'verifyAuthCredential',
      summary: 'Verify a credential and issue a session',
      description:
        'OAUTH, PASSKEY: 200 AuthSession with encryptedSessionSigningKey; PASSKEY carries Request-Id from the ' +
        `challenge. EMAIL_OTP, SMS_OTP: 202 first. ${signedRetryNote}; then 200 AuthSession without the key.`,
      tags,
      'x-section': '4.2',
      'x-wallet-signed': true,
      security: walletSigned,
      parameters: [pathParam('id', 'AuthMethod id'), parameterRef('RequestId')],
      requestBody: jsonBody('AuthCredentialVerifyRequest'),
      responses: {
        '200': jsonResponse('The session', 'AuthSession'),
        '202': signedRetry,
        '400': errorResponse(400),
        '401': errorResponse(401),
      },
    },
  },
  '/auth/sessions': {
    get: fromProduction({
      operationId: 'listAuthSessions',
      summary: "List an internal account's wallet sessions (read-back; the document does not show this read)",
      tags,
      'x-section': '4.2',
      security: platformOnly,
      parameters: [queryParam('accountId', 'InternalAccount id', true)],
      responses: { '200': productionPage('A page of sessions'), '401': errorResponse(401) },
    }),
  },
  '/customers/internal-accounts': {
    get: fromProduction({
      operationId: 'listCustomerInternalAccounts',
      summary: "List a customer's internal accounts (set-up; the document does not show this read)",
      tags: ['Internal accounts'],
      'x-section': '2.1',
      security: platformOnly,
      parameters: [
        queryParam('customerId', 'Customer id', false),
        queryParam('type', 'Internal account type', false),
        queryParam('currency', 'Currency code', false),
        ...pageParameters,
      ],
      responses: {
        '200': productionPage('A page of internal accounts'),
        '400': errorResponse(400),
        '401': errorResponse(401),
      },
    }),
  },
  '/auth/sessions/{id}/refresh': {
    post: fromProduction({
      operationId: 'refreshAuthSession',
      summary: 'Refresh a session (signed flow): a new session for a new client key, signed by the current one',
      tags,
      'x-section': '4.2',
      'x-wallet-signed': true,
      security: walletSigned,
      parameters: [pathParam('id', 'Session id'), parameterRef('RequestId')],
      requestBody: jsonBody('AuthSessionRefreshRequest'),
      responses: {
        '202': signedRetry,
        ...completionFromProduction('201', jsonResponse('The new session', 'RefreshedAuthSession')),
        '401': errorResponse(401),
      },
    }),
  },
  '/auth/sessions/{id}': {
    delete: {
      operationId: 'revokeAuthSession',
      summary: 'Revoke a session (signed flow)',
      tags,
      'x-section': '4.2',
      'x-wallet-signed': true,
      security: walletSigned,
      parameters: [pathParam('id', 'Session id'), parameterRef('RequestId')],
      responses: {
        '202': signedRetry,
        ...completionFromProduction('204', noContent('Revoked')),
        '401': errorResponse(401),
      },
    },
  },
  '/internal-accounts/{id}/export': {
    post: {
      operationId: 'exportInternalAccount',
      summary: 'Export the wallet (signed flow)',
      tags,
      'x-section': '4.2',
      'x-wallet-signed': true,
      security: walletSigned,
      parameters: [pathParam('id', 'InternalAccount id'), parameterRef('RequestId')],
      requestBody: jsonBody('InternalAccountExportRequest'),
      responses: {
        '202': signedRetry,
        ...completionFromProduction('200', jsonResponse('The exported wallet', 'WalletExport')),
        '401': errorResponse(401),
      },
    },
  },
  '/internal-accounts/{id}': {
    patch: {
      operationId: 'updateInternalAccount',
      summary: 'Update wallet privacy (signed flow)',
      tags,
      'x-section': '4.2',
      'x-wallet-signed': true,
      security: walletSigned,
      parameters: [pathParam('id', 'InternalAccount id'), parameterRef('RequestId')],
      requestBody: jsonBody('InternalAccountUpdateRequest'),
      responses: {
        '202': signedRetry,
        ...completionFromProduction('200', jsonResponse('The internal account', 'InternalAccount')),
        '401': errorResponse(401),
      },
    },
  },
};
