import { describe, expect, it } from 'vitest';
import { listOperations, openapiDocument } from './document.ts';
import { withGenericAnswers } from './generic-answers.ts';
import { noAuth, platformOnly } from './security.ts';

const envelope = { $ref: '#/components/schemas/ErrorEnvelope' };

describe('the answers every operation gives', () => {
  it('are declared on every operation of the document: 401 when it is secured, and the envelope as default', () => {
    for (const { operation } of listOperations()) {
      const responses = operation['responses'] as Record<string, { content?: Record<string, { schema?: unknown }> }>;
      const security = (operation['security'] as unknown[] | undefined) ?? openapiDocument.security;
      expect('401' in responses, operation.operationId).toBe(security.length > 0);
      expect(responses['default']?.content?.['application/json']?.schema, operation.operationId).toBeDefined();
    }
  });

  it('are added to an operation written without them, and never replace what it declares', () => {
    const paths = withGenericAnswers(
      {
        '/a': { get: { operationId: 'a', summary: 'a', security: platformOnly, responses: { '200': {} } } },
        '/b': {
          post: { operationId: 'b', summary: 'b', security: noAuth, responses: { default: { description: 'x' } } },
        },
      },
      [],
    );
    const a = paths['/a']!.get!['responses'] as Record<string, { content?: object }>;
    expect(Object.keys(a)).toEqual(['200', '401', 'default']);
    expect(a['401']!.content).toEqual({ 'application/json': { schema: { $ref: '#/components/schemas/Error401' } } });
    expect(a['default']!.content).toEqual({ 'application/json': { schema: envelope } });
    expect(paths['/b']!.post!['responses']).toEqual({ default: { description: 'x' } });
  });
});
