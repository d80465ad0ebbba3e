import { describe, expect, it } from 'vitest';
import { identityDocumentTypesSeen } from './enums.ts';
import { openapiDocument } from './openapi/document.ts';
import { documentTypes } from './openapi/schemas/customer-facts.ts';
import type { SchemaObject } from './openapi/types.ts';
import {
  businessDocumentTypes,
  businessVerificationFields,
  identityDocumentTypes,
  individualVerificationFields,
  verificationErrorTypes,
  verificationFieldPath,
} from './verification-requirements.ts';

const schemas = openapiDocument.components.schemas;

/** The schema a dot path of `root` leads to, following `$ref`s; undefined when the path is not declared. */
function schemaAt(root: string, path: string): SchemaObject | undefined {
  let node: SchemaObject | undefined = schemas[root];
  for (const member of path.split('.')) {
    while (node && typeof node['$ref'] === 'string') node = schemas[String(node['$ref']).split('/').pop()!];
    node = (node?.['properties'] as Record<string, SchemaObject> | undefined)?.[member];
  }
  return node;
}

describe('verification requirements (production facts)', () => {
  it('names only fields the create requests declare', () => {
    for (const path of individualVerificationFields) {
      expect(schemaAt('IndividualCustomerCreateRequest', path), path).toBeDefined();
    }
    for (const path of businessVerificationFields) {
      expect(schemaAt('BusinessCustomerCreateRequest', path), path).toBeDefined();
    }
  });

  it('counts the identity document types the document names, and business types production knows', () => {
    expect([...identityDocumentTypes]).toEqual([...identityDocumentTypesSeen]);
    const known: readonly string[] = documentTypes;
    for (const type of [...identityDocumentTypes, ...businessDocumentTypes]) expect(known, type).toContain(type);
    expect(businessDocumentTypes.filter((t) => identityDocumentTypes.includes(t))).toEqual([]);
  });

  it('reports fields in the production form and uses distinct error types', () => {
    expect(verificationFieldPath('address.line1')).toBe('customer.address.line1');
    const types = Object.values(verificationErrorTypes);
    expect(new Set(types).size).toBe(types.length);
    expect(verificationErrorTypes.missingField).toBe('MISSING_FIELD');
    expect(verificationErrorTypes.missingIdentityDocument).toBe('MISSING_IDENTITY_DOCUMENT');
  });
});
