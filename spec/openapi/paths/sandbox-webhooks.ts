/**
 * Production's sandbox test webhook (6, 7.1): it sends a test notification to the configured endpoint and answers the
 * receiver's status. The document says `WEBHOOK_ENDPOINT_NOT_SET` and `WEBHOOK_DELIVERY_ERROR` exist (400) without a
 * trigger; this operation is the one production offers, used through the binding.
 */
import { errorResponse } from '../errors.ts';
import { fromProduction } from '../schemas/common.ts';
import { platformOnly } from '../security.ts';
import type { PathItemObject } from '../types.ts';
import { jsonResponse } from './helpers.ts';

export const paths: Record<string, PathItemObject> = {
  '/sandbox/webhooks/test': {
    post: fromProduction({
      operationId: 'sendTestWebhook',
      summary: 'Send a test webhook to the configured endpoint (production)',
      tags: ['Sandbox'],
      'x-section': '6',
      security: platformOnly,
      responses: {
        '200': jsonResponse('Delivered (production: url, response_status, response_body)', 'TestWebhookResult'),
        '400': errorResponse(400, 'WEBHOOK_ENDPOINT_NOT_SET, or WEBHOOK_DELIVERY_ERROR when delivery failed'),
        '401': errorResponse(401),
      },
    }),
  },
};
