/**
 * Strong Customer Authentication and contact verification (1, 4.3, 5, 7.3, 8). The document names only
 * `POST /sca/login/complete` (in payments.ts) and the untrust calls (external-accounts.ts); the operations that start
 * a login, enroll and delete factors, trust a beneficiary and verify a customer's contacts are production's, used by
 * the binding for set-up. Every one answers 409 for a customer whose provider does not require it (1, 7.3).
 */
import { errorResponse } from '../errors.ts';
import { fromProduction } from '../schemas/common.ts';
import { platformOnly } from '../security.ts';
import type { OperationObject, PathItemObject } from '../types.ts';
import { jsonBody, jsonResponse, noContent, pathParam, queryParam } from './helpers.ts';

const notRequired = 'SCA not required for this customer';
const customerQuery = fromProduction(queryParam('customerId', 'Customer id', true));

const op = (tag: string, section: string, fields: OperationObject): OperationObject =>
  fromProduction({ tags: [tag], 'x-section': section, security: platformOnly, ...fields });
const sca = (fields: OperationObject): OperationObject => op('Strong Customer Authentication', '4.3', fields);
const contact = (fields: OperationObject): OperationObject => op('Contact verification', '1', fields);

const trustPaths = (action: 'trust', operation: 'Trust'): Record<string, PathItemObject> => ({
  [`/customers/external-accounts/{externalAccountId}/${action}`]: {
    post: sca({
      operationId: `startBeneficiary${operation}`,
      summary: 'Start trusting a beneficiary (production)',
      parameters: [pathParam('externalAccountId', 'ExternalAccount id')],
      responses: {
        '200': jsonResponse('Trust started', 'BeneficiaryUntrust'),
        '401': errorResponse(401),
        '409': errorResponse(409, `SCA_SESSION_REQUIRED, or ${notRequired}`),
      },
    }),
  },
  [`/customers/external-accounts/{externalAccountId}/${action}/confirm`]: {
    post: sca({
      operationId: `confirmBeneficiary${operation}`,
      summary: 'Confirm trusting a beneficiary (production)',
      parameters: [pathParam('externalAccountId', 'ExternalAccount id')],
      requestBody: jsonBody('BeneficiaryUntrustConfirmRequest'),
      responses: {
        '200': jsonResponse('Trusted', 'BeneficiaryUntrust'),
        '400': errorResponse(400),
        '401': errorResponse(401),
        '409': errorResponse(409, notRequired),
      },
    }),
  },
});

const contactPaths = (what: 'email' | 'phone', name: 'Email' | 'Phone'): Record<string, PathItemObject> => ({
  [`/customers/{customerId}/verify-${what}`]: {
    post: contact({
      operationId: `sendCustomer${name}Verification`,
      summary: `Send a one-time code to the customer's ${what} (production)`,
      parameters: [pathParam('customerId', 'Customer id')],
      responses: {
        '204': noContent('Code sent'),
        '401': errorResponse(401),
        '409': errorResponse(409, 'The provider does not mandate contact verification, or it is already verified'),
      },
    }),
  },
  [`/customers/{customerId}/verify-${what}/confirm`]: {
    post: contact({
      operationId: `confirmCustomer${name}Verification`,
      summary: `Confirm the customer's ${what} with the one-time code (production)`,
      parameters: [pathParam('customerId', 'Customer id')],
      requestBody: jsonBody('ContactVerificationConfirmRequest'),
      responses: {
        '200': jsonResponse('The customer', 'Customer'),
        '400': errorResponse(400),
        '401': errorResponse(401),
        '409': errorResponse(409, 'The provider does not mandate contact verification, or it is already verified'),
      },
    }),
  },
});

export const paths: Record<string, PathItemObject> = {
  '/sca/login/start': {
    post: sca({
      operationId: 'startScaLogin',
      summary: 'Start an SCA login with a factor (production)',
      parameters: [customerQuery],
      requestBody: jsonBody('ScaLoginStartRequest'),
      responses: {
        '200': jsonResponse('Factor-specific material to complete the login', 'ScaLoginStart'),
        '400': errorResponse(400),
        '401': errorResponse(401),
        '409': errorResponse(409, notRequired),
      },
    }),
  },
  '/sca/factors': {
    post: sca({
      operationId: 'startScaFactorEnrollment',
      summary: 'Start enrolling an SCA factor; one passkey per customer (production)',
      'x-section': '8',
      parameters: [customerQuery],
      requestBody: jsonBody('ScaFactorEnrollRequest'),
      responses: {
        '200': jsonResponse('Registration material', 'ScaFactorEnrollmentStart'),
        '400': errorResponse(400),
        '401': errorResponse(401),
        '409': errorResponse(409, `PASSKEY_ALREADY_ENROLLED, or ${notRequired}`),
      },
    }),
  },
  '/sca/factors/confirm': {
    post: sca({
      operationId: 'confirmScaFactorEnrollment',
      summary: 'Confirm an SCA factor enrollment (production)',
      'x-section': '8',
      parameters: [customerQuery],
      requestBody: jsonBody('ScaFactorConfirmRequest'),
      responses: {
        '200': jsonResponse('The enrolled factor', 'ScaFactorEnrollment'),
        '400': errorResponse(400),
        '401': errorResponse(401),
        '409': errorResponse(409, `PASSKEY_ALREADY_ENROLLED, or ${notRequired}`),
      },
    }),
  },
  '/sca/factors/{credentialId}': {
    delete: sca({
      operationId: 'deleteScaFactor',
      summary: 'Delete an enrolled SCA factor (production)',
      'x-section': '7.3',
      parameters: [customerQuery, pathParam('credentialId', 'Credential id of the factor')],
      responses: { '204': noContent('Deleted'), '401': errorResponse(401), '409': errorResponse(409, notRequired) },
    }),
  },
  ...trustPaths('trust', 'Trust'),
  ...contactPaths('email', 'Email'),
  ...contactPaths('phone', 'Phone'),
};
