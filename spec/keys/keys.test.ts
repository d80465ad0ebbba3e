import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clauses } from '../clauses/index.ts';
import { errorCodes } from '../errors.ts';
import { operationPath, operations } from '../operations.ts';
import type { ClauseId, ErrorCode, OperationId, PathParams, RequestBody } from './index.ts';
import { requestBodiesSource } from './request-bodies-source.ts';
import { generatedKeysSource } from './source.ts';

describe('typed keys', () => {
  it('generated.ts is what the generator writes today (run `npm run generate:keys` after changing spec/)', () => {
    const onDisk = readFileSync(new URL('./generated.ts', import.meta.url), 'utf8');
    expect(onDisk).toBe(generatedKeysSource());
  });

  it('request-bodies.ts is what the generator writes today (run `npm run generate:keys` after changing spec/)', () => {
    const onDisk = readFileSync(new URL('./request-bodies.ts', import.meta.url), 'utf8');
    expect(onDisk).toBe(requestBodiesSource());
  });

  it('type each request body from its schema (each @ts-expect-error below fails tsc if the line type-checks)', () => {
    const card: RequestBody<'createCard'> = { cardholderId: 'Customer:1', form: 'VIRTUAL', fundingSources: [] };
    // @ts-expect-error a value outside the enumeration of the schema
    const badForm: RequestBody<'createCard'> = { ...card, form: 'PLASTIC' };
    // @ts-expect-error a required member left out
    const missing: RequestBody<'createCustomer'> = {};
    const individual: RequestBody<'createCustomer'> = { customerType: 'INDIVIDUAL' };
    const none: RequestBody<'getCustomerById'> = undefined;
    const optional: RequestBody<'challengeAuthCredential'> = undefined;
    expect([card, badForm, missing, individual, none, optional]).toHaveLength(6);
  });

  it('hold every clause, error code and operation of spec/', async () => {
    const { clauseIds, errorCodeKeys, operationRoutes } = await import('./index.ts');
    expect([...clauseIds]).toEqual(clauses.map((c) => c.id));
    expect([...errorCodeKeys]).toEqual(errorCodes.map((r) => r.code));
    expect(Object.keys(operationRoutes).sort()).toEqual(operations.map((o) => o.id).sort());
  });

  it('reject misspelt keys at compile time (each @ts-expect-error below fails tsc if the line type-checks)', () => {
    const clause: ClauseId = '7.2/unauthorized-api-credentials';
    // @ts-expect-error a misspelt clause id
    const badClause: ClauseId = '7.2/unauthorised-api-credentials';
    const code: ErrorCode = 'INVALID_INPUT';
    // @ts-expect-error a misspelt error code
    const badCode: ErrorCode = 'INVALID_INPUTS';
    const op: OperationId = 'createCustomer';
    // @ts-expect-error a misspelt operation id
    const badOp: OperationId = 'createCustomers';
    const params: PathParams<'updateCustomerById'> = { customerId: 'Customer:1' };
    // @ts-expect-error a path parameter the operation does not have
    const badParams: PathParams<'updateCustomerById'> = { id: 'Customer:1' };
    expect([clause, badClause, code, badCode, op, badOp, params, badParams]).toHaveLength(8);
  });

  it('fills a path template with percent-encoded parameters', () => {
    expect(operationPath('updateCustomerById', { customerId: 'Customer:a/b' })).toBe('/customers/Customer%3Aa%2Fb');
    expect(() => operationPath('updateCustomerById', {})).toThrow(/customerId/);
  });
});
