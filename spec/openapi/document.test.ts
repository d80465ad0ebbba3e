import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import {
  apiVersion,
  createAccountTypes,
  fiatAccountTypes,
  responseAccountTypes,
  walletSignatureHeader,
} from '../enums.ts';
import { codesForStatus, documentedErrorStatuses } from '../errors.ts';
import { schemaNames, schemaValidator } from '../schemas.ts';
import { listOperations, openapiDocument, operationById } from './document.ts';
import { errorSchemaName } from './errors.ts';
import type { SchemaObject } from './types.ts';

const schemas = openapiDocument.components.schemas;
const schema = (name: string): SchemaObject => {
  const found = schemas[name];
  if (!found) throw new Error(`no schema ${name}`);
  return found;
};

/** Every object node under `node`, with its JSON path. */
function* walk(node: unknown, path = '#'): Generator<[string, Record<string, unknown>]> {
  if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) yield* walk(item, `${path}/${i}`);
  } else if (node !== null && typeof node === 'object') {
    yield [path, node as Record<string, unknown>];
    for (const [key, value] of Object.entries(node)) yield* walk(value, `${path}/${key}`);
  }
}

const refName = (ref: unknown): string | undefined =>
  typeof ref === 'string' && ref.startsWith('#/components/schemas/') ? ref.split('/').pop() : undefined;

/** Component schemas reachable from any response body of any operation. */
function responseSchemaNames(): Set<string> {
  const pending = listOperations().flatMap(({ operation }) =>
    [...walk(operation.responses)].flatMap(([, node]) => refName(node.$ref) ?? []),
  );
  const reached = new Set<string>();
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (reached.has(name)) continue;
    reached.add(name);
    for (const [, node] of walk(schema(name))) {
      const target = refName(node.$ref);
      if (target) pending.push(target);
    }
  }
  return reached;
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const api = await SwaggerParser.validate(structuredClone(openapiDocument) as never);
    expect((api as { openapi?: string }).openapi).toBe('3.1.0');
  });

  it('is checked for real: a broken copy is rejected', async () => {
    type Loose = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const dangling = structuredClone(openapiDocument) as unknown as Loose;
    dangling.paths['/customers']!.post!.responses['201'] = {
      description: 'x',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/NoSuchSchema' } } },
    };
    await expect(SwaggerParser.validate(dangling as never)).rejects.toThrow(/NoSuchSchema/);
    const noResponses = structuredClone(openapiDocument) as unknown as Loose;
    noResponses.paths['/customers']!.post!.responses = { 'two hundred': { description: 'x' } };
    await expect(SwaggerParser.validate(noResponses as never)).rejects.toThrow();
  });

  // swagger-parser checks OpenAPI 3.x documents against the JSON Schema of the format only; path templating is ours.
  it('declares exactly the templated path parameters of each operation', () => {
    const resolve = (p: unknown) => {
      const ref = (p as { $ref?: string }).$ref;
      return ref ? openapiDocument.components.parameters[ref.split('/').pop()!] : (p as SchemaObject);
    };
    for (const { path, method, operation } of listOperations()) {
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      const declared = ((operation.parameters as unknown[] | undefined) ?? [])
        .map(resolve)
        .filter((p) => p?.in === 'path')
        .map((p) => p?.name)
        .sort();
      expect(declared, `${method} ${path}`).toEqual(templated);
    }
  });

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(openapiDocument))).toEqual(openapiDocument);
  });

  it('compiles every component schema with the strict Ajv', () => {
    expect(schemaNames).toEqual(Object.keys(schemas));
    for (const name of schemaNames) expect(() => schemaValidator(name), name).not.toThrow();
  });

  it('serves the version segment of part 9', () => {
    const [server] = openapiDocument.servers;
    const variables = server?.variables as { baseUrl: { default: string } };
    expect(server?.url).toBe('{baseUrl}');
    expect(variables.baseUrl.default.endsWith(`/${apiVersion}`)).toBe(true);
    expect(server?.['x-version-segment']).toBe(apiVersion);
    expect(openapiDocument.info.version).toBe(apiVersion);
  });

  it('gives every operation a unique operationId', () => {
    const ids = listOperations().map((e) => e.operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names the operations of 4.1-4.4 at their documented paths', () => {
    const at = (id: string) => {
      const { method, path } = operationById(id);
      return `${method.toUpperCase()} ${path}`;
    };
    expect(at('agentCreateExternalAccount')).toBe('POST /agents/me/external-accounts');
    expect(at('createAuthCredential')).toBe('POST /auth/credentials');
    expect(at('listAuthCredentials')).toBe('GET /auth/credentials');
    expect(at('challengeAuthCredential')).toBe('POST /auth/credentials/{id}/challenge');
    expect(at('verifyAuthCredential')).toBe('POST /auth/credentials/{id}/verify');
    expect(at('revokeAuthCredential')).toBe('DELETE /auth/credentials/{id}');
    expect(at('revokeAuthSession')).toBe('DELETE /auth/sessions/{id}');
    expect(at('exportInternalAccount')).toBe('POST /internal-accounts/{id}/export');
    expect(at('updateInternalAccount')).toBe('PATCH /internal-accounts/{id}');
    expect(at('executeQuote')).toBe('POST /quotes/{quoteId}/execute');
    expect(at('createCustomer')).toBe('POST /customers');
    expect(at('updateCustomerById')).toBe('PATCH /customers/{customerId}');
    expect(at('getEndUserTerms')).toBe('GET /customers/end-user-terms');
    expect(at('createVerification')).toBe('POST /verifications');
    expect(at('uploadDocument')).toBe('POST /documents');
    expect(at('updatePlatformConfig')).toBe('PATCH /config');
    expect(at('createQuote')).toBe('POST /quotes');
    expect(at('approvePendingPayment')).toBe('POST /transactions/{transactionId}/approve');
    expect(at('startBeneficiaryUntrust')).toBe('POST /customers/external-accounts/{externalAccountId}/untrust');
    expect(at('confirmBeneficiaryUntrust')).toBe(
      'POST /customers/external-accounts/{externalAccountId}/untrust/confirm',
    );
    expect(at('completeScaLogin')).toBe('POST /sca/login/complete');
    expect(at('sandboxFundInternalAccount')).toBe('POST /sandbox/internal-accounts/{accountId}/fund');
    expect(at('sandboxSend')).toBe('POST /sandbox/send');
    expect(at('sandboxReceive')).toBe('POST /sandbox/uma/receive');
    for (const owner of ['customers', 'platform']) {
      for (const step of ['challenge', 'verify']) {
        const path = `/${owner}/external-accounts/{externalAccountId}/${step}`;
        expect(openapiDocument.paths[path]?.post, path).toBeDefined();
      }
      expect(openapiDocument.paths[`/${owner}/external-accounts/{externalAccountId}`]?.delete).toBeDefined();
    }
    for (const path of ['/stablecoins', '/stablecoins/{stablecoinId}/mints', '/stablecoins/{stablecoinId}/burns']) {
      expect(openapiDocument.paths[path]?.post, path).toBeDefined();
    }
    expect(openapiDocument.paths['/stablecoins/{stablecoinId}/operations']?.get).toBeDefined();
  });

  it('marks operations and ids the document does not give with their source', () => {
    for (const { operation, path } of listOperations()) {
      if (operation.operationId === 'agentCreateExternalAccount') continue;
      expect(operation['x-operation-id-source'] ?? operation['x-source'], path).toBeDefined();
    }
    expect(operationById('createCard').operation['x-source']).toBe('production-facts');
    expect(operationById('createStablecoinMint').operation['x-method-source']).toBeDefined();
  });

  it('applies the security of part 5', () => {
    expect(openapiDocument.security).toEqual([{ BasicAuth: [] }, { AgentAuth: [] }]);
    const { securitySchemes } = openapiDocument.components;
    expect(securitySchemes.BasicAuth).toMatchObject({ type: 'http', scheme: 'basic' });
    expect(securitySchemes.AgentAuth).toMatchObject({ type: 'http', scheme: 'bearer', 'x-source': 'production-facts' });
    expect(securitySchemes.AgentAuth?.['x-not-shown']).toBeTypeOf('string');
    expect(securitySchemes.WalletSignature).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: walletSignatureHeader,
    });
    for (const { path, operation } of listOperations()) {
      if (path.startsWith('/agents/me')) expect(operation.security, path).toEqual([{ AgentAuth: [] }]);
    }
    expect(operationById('redeemAgentDeviceCode').operation.security).toEqual([]);
    for (const id of [
      'createAuthCredential',
      'revokeAuthCredential',
      'revokeAuthSession',
      'exportInternalAccount',
      'updateInternalAccount',
      'executeQuote',
      'updateCustomerById',
    ]) {
      const { operation } = operationById(id);
      expect(operation.security, id).toContainEqual({ BasicAuth: [], WalletSignature: [] });
      expect(operation.parameters, id).toContainEqual({ $ref: '#/components/parameters/RequestId' });
    }
  });
});

describe('error schemas', () => {
  it('has one schema per documented status whose code enum is exactly the documented list', () => {
    expect(documentedErrorStatuses).toEqual([400, 401, 409, 423, 429, 500]);
    for (const status of documentedErrorStatuses) {
      const properties = schema(errorSchemaName(status)).properties as Record<string, SchemaObject>;
      expect(properties.code?.enum, String(status)).toEqual(codesForStatus(status));
      expect(properties.status?.const).toBe(status);
      expect(schema(errorSchemaName(status)).required).toEqual(['status', 'code', 'message']);
    }
  });

  it('keeps END_USER_TERMS_NOT_ACCEPTED out of every status enum', () => {
    const enumerated = documentedErrorStatuses.flatMap(
      (s) => (schema(errorSchemaName(s)).properties as Record<string, SchemaObject>).code?.enum as string[],
    );
    expect(enumerated).not.toContain('END_USER_TERMS_NOT_ACCEPTED');
    expect(schema('ErrorEnvelope')['x-codes-status-not-shown']).toEqual(['END_USER_TERMS_NOT_ACCEPTED']);
  });

  it('types details.errors of Error400 as FieldError[]', () => {
    const details = (schema('Error400').properties as Record<string, SchemaObject>).details as SchemaObject;
    expect((details.properties as Record<string, SchemaObject>).errors).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/FieldError' },
    });
  });
});

describe('accountInfo variants (2.3)', () => {
  const unionValues = (name: string) => {
    const union = schema(name);
    const mapping = (union.discriminator as { mapping: Record<string, string> }).mapping;
    const tag = (union.properties as Record<string, SchemaObject>).accountType?.enum;
    return { mapping, tag };
  };

  it('accepts the 46 create values on create, and the LIGHTNING_ACCOUNT alias in responses', () => {
    expect(createAccountTypes).toHaveLength(46);
    const create = unionValues('CreateAccountInfo');
    expect(create.tag).toEqual([...createAccountTypes]);
    expect(Object.keys(create.mapping)).toEqual([...createAccountTypes]);
    const response = unionValues('AccountInfo');
    expect(response.tag).toEqual([...responseAccountTypes]);
    expect(response.tag).toContain('LIGHTNING_ACCOUNT');
  });

  it('maps every value to a variant that declares it', () => {
    const { mapping } = unionValues('AccountInfo');
    for (const [value, target] of Object.entries(mapping)) {
      const variant = schema(refName(target)!);
      expect((variant.properties as Record<string, SchemaObject>).accountType?.const, value).toBe(value);
    }
  });

  it('requires a beneficiary on fiat variants only', () => {
    const { mapping } = unionValues('CreateAccountInfo');
    const fiat: ReadonlySet<string> = new Set(fiatAccountTypes);
    for (const [value, target] of Object.entries(mapping)) {
      const required = schema(refName(target)!).required as string[];
      expect(required.includes('beneficiary'), value).toBe(fiat.has(value));
    }
  });
});

describe('not-shown parts and sources', () => {
  it('keeps every x-not-shown part permissive', () => {
    const marked = [...walk(openapiDocument)].filter(([, node]) => typeof node['x-not-shown'] === 'string');
    expect(marked.length).toBeGreaterThan(20);
    for (const [path, node] of marked) {
      for (const [inner, sub] of walk(node, path)) {
        expect(sub.additionalProperties, inner).not.toBe(false);
        expect(sub.unevaluatedProperties, inner).not.toBe(false);
        // A required list inside a not-shown part must say where it comes from.
        if (Array.isArray(sub.required) && sub.required.length > 0) {
          expect(sub['x-required-source'] ?? sub['x-source'], inner).toBeDefined();
        }
      }
    }
  });

  it('states only document facts in response schemas', () => {
    const reached = responseSchemaNames();
    expect(reached).toContain('ExternalAccount');
    expect(reached).toContain('AuthSession');
    expect(reached).toContain('Error400');
    for (const name of reached) {
      for (const [path, node] of walk(schema(name), name)) {
        expect(node['x-source'], path).toBeUndefined();
        expect(String(node['x-required-source'] ?? ''), path).not.toMatch(/production/);
      }
    }
  });

  it('resolves every discriminated oneOf so that validation reports the chosen branch only', () => {
    for (const [path, node] of walk(schemas)) {
      if (node.oneOf) expect(node.discriminator, path).toBeDefined();
      expect(node.anyOf, path).toBeUndefined();
    }
  });
});
