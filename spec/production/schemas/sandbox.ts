/** Production's component schemas of reached only from the sandbox simulations operations (production facts). */
import type { SchemaObject } from '../../openapi/types.ts';

export const sandboxSchemas: Readonly<Record<string, SchemaObject>> = {
  SandboxCardSimulationResponse: {
    type: 'object',
    required: ['issuerTransactionToken'],
    properties: { issuerTransactionToken: { type: 'string' } },
  },
  TestWebhookResponse: {
    type: 'object',
    required: ['response_status'],
    properties: {
      url: { type: 'string', format: 'uri' },
      response_status: { type: 'integer' },
      response_body: { type: 'string' },
    },
  },
};
