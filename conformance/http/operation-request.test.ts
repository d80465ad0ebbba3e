import { describe, expect, it } from 'vitest';
import { operationRequest } from './operation-request.ts';

describe('operationRequest', () => {
  it('takes method and path from spec/ and names the operation', () => {
    expect(operationRequest('createCustomer', { json: { a: 1 } })).toEqual({
      json: { a: 1 },
      method: 'POST',
      path: '/customers',
      operationId: 'createCustomer',
    });
    expect(operationRequest('getEndUserTerms')).toMatchObject({ method: 'GET', path: '/customers/end-user-terms' });
  });

  it('fills typed path parameters, percent-encoded', () => {
    const req = operationRequest('getCustomerExternalAccountById', {
      params: { externalAccountId: 'ExternalAccount:x/y' },
    });
    expect(req.path).toBe('/customers/external-accounts/ExternalAccount%3Ax%2Fy');
    expect(req.method).toBe('GET');
  });

  it('makes a missing or unknown path parameter a type error', () => {
    // @ts-expect-error the operation has a path parameter: options with params are required
    expect(() => operationRequest('getCustomerById')).toThrow(/customerId/);
    // @ts-expect-error a parameter the operation does not have
    expect(() => operationRequest('getCustomerById', { params: { id: 'x' } })).toThrow(/customerId/);
    // @ts-expect-error an operation id spec/ does not declare
    expect(() => operationRequest('getCustomer', {})).toThrow(/getCustomer/);
  });
});
