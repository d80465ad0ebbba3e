/** Deviants of the webhook configuration errors (6, 7.1). */
import type { Deviant } from './deviant.ts';
import { rowsOf } from './seams/index.ts';
import { familyOf } from './deviant.ts';

export const deviants: Deviant[] = [
  ...familyOf('events', [
    {
      id: 'webhook-missing-endpoint-200',
      breaks: '7.1/webhook-endpoint-not-set',
      description:
        'the test notification with no endpoint configured answers 200 instead of 400 WEBHOOK_ENDPOINT_NOT_SET',
      areas: ['events'],
      rules: { refuseTestWithoutEndpoint: false },
    },
    {
      id: 'webhook-refused-delivery-200',
      breaks: '7.1/webhook-delivery-error',
      description: 'the test notification an endpoint refused answers 200 instead of 400 WEBHOOK_DELIVERY_ERROR',
      areas: ['events'],
      rules: { refuseUndeliveredTest: false },
    },
    {
      id: 'webhook-endpoint-read-once',
      breaks: '6/webhook-delivered-to-configured-endpoint',
      description:
        'events go to the endpoint read for the first event: a platform that configures another endpoint gets none',
      areas: ['events'],
      rules: { webhookEndpointReadPerEvent: false },
    },
  ]),
  ...rowsOf('events'),
];
