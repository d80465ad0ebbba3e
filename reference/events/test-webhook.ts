/**
 * Production's sandbox test notification (6, 7.1): one `TEST` event to the configured endpoint, answered with the
 * endpoint's status. The document's two webhook configuration codes are its refusals: no endpoint configured, and an
 * endpoint that did not accept the notification (a non-2xx answer, a refused or failed connection).
 */
import type { AppDeps } from '../http/app-deps.ts';
import { documentedError } from '../http/api-error.ts';

export async function sendTestWebhook(deps: AppDeps): Promise<Record<string, unknown>> {
  const sent = await deps.events.sendTest();
  if (sent === undefined) {
    if (deps.rules.refuseTestWithoutEndpoint)
      throw documentedError('WEBHOOK_ENDPOINT_NOT_SET', 'No webhook endpoint is configured.');
    return { url: null, response_status: 0 };
  }
  const { url, outcome } = sent;
  if (!outcome.delivered && deps.rules.refuseUndeliveredTest) {
    throw documentedError('WEBHOOK_DELIVERY_ERROR', 'The webhook endpoint did not accept the test notification.', {
      details: {
        url,
        ...(outcome.lastStatus === undefined ? { reason: 'no answer' } : { responseStatus: outcome.lastStatus }),
      },
    });
  }
  return { url, response_status: outcome.lastStatus ?? 0 };
}
