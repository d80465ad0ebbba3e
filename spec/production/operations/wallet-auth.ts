/**
 * Production's operations of embedded wallet authentication (credentials, sessions, delegated keys): method, path and
 * response bodies by status (production facts).
 */
import type { ProductionOperation } from '../operation.ts';

export const walletAuthOperations: Readonly<Record<string, ProductionOperation>> = {
  challengeAuthCredential: {
    method: 'post',
    path: '/auth/credentials/{id}/challenge',
    responses: {
      '200': { $ref: '#/components/schemas/AuthCredentialResponseOneOf' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '429': { $ref: '#/components/schemas/Error429' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  createAuthCredential: {
    method: 'post',
    path: '/auth/credentials',
    responses: {
      '201': { $ref: '#/components/schemas/AuthMethodResponse' },
      '202': { $ref: '#/components/schemas/AuthSignedRequestChallenge' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  createDelegatedKey: {
    method: 'post',
    path: '/auth/delegated-keys',
    responses: {
      '201': { $ref: '#/components/schemas/DelegatedKey' },
      '202': { $ref: '#/components/schemas/DelegatedKeySignedRequestChallenge' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '409': { $ref: '#/components/schemas/Error409' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  getDelegatedKeyById: {
    method: 'get',
    path: '/auth/delegated-keys/{id}',
    responses: {
      '200': { $ref: '#/components/schemas/DelegatedKey' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  listAuthCredentials: {
    method: 'get',
    path: '/auth/credentials',
    responses: {
      '200': { $ref: '#/components/schemas/AuthCredentialListResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  listAuthSessions: {
    method: 'get',
    path: '/auth/sessions',
    responses: {
      '200': { $ref: '#/components/schemas/SessionListResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  listDelegatedKeys: {
    method: 'get',
    path: '/auth/delegated-keys',
    responses: {
      '200': { $ref: '#/components/schemas/DelegatedKeyListResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  refreshAuthSession: {
    method: 'post',
    path: '/auth/sessions/{id}/refresh',
    responses: {
      '201': { $ref: '#/components/schemas/AuthSession' },
      '202': { $ref: '#/components/schemas/SignedRequestChallenge' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  revokeAuthCredential: {
    method: 'delete',
    path: '/auth/credentials/{id}',
    responses: {
      '202': { $ref: '#/components/schemas/AuthSignedRequestChallenge' },
      '204': null,
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  revokeAuthSession: {
    method: 'delete',
    path: '/auth/sessions/{id}',
    responses: {
      '202': { $ref: '#/components/schemas/AuthSignedRequestChallenge' },
      '204': null,
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  revokeDelegatedKey: {
    method: 'delete',
    path: '/auth/delegated-keys/{id}',
    responses: {
      '204': null,
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
  verifyAuthCredential: {
    method: 'post',
    path: '/auth/credentials/{id}/verify',
    responses: {
      '200': { $ref: '#/components/schemas/AuthSession' },
      '202': { $ref: '#/components/schemas/AuthSignedRequestChallenge' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '404': { $ref: '#/components/schemas/Error404' },
      '429': { $ref: '#/components/schemas/Error429' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
};
